import { describe, expect, it, vi } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { UpstreamError, UpstreamInputError, type TranslateLanguage, type TranslateUpstream } from '../_shared/upstreams.js';
import type { OperationContext } from '../../engine/define.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { operations } from './index.js';

const op = operations[0];
/** What the API answers: the status and the body (the result's message ids are the app's). */
const run = async (input: unknown, ctx: Partial<OperationContext> = {}) => {
	const { status, body } = await executeOperation(op, input, { now: () => 0, ...ctx });
	return { status, body };
};

// As LibreTranslate lists them: Spanish has no pair into French.
const LANGUAGES: TranslateLanguage[] = [
	{ code: 'en', targets: ['en', 'es', 'fr', 'pt-BR'] },
	{ code: 'es', targets: ['en', 'es'] },
	{ code: 'fr', targets: ['en', 'fr'] },
	{ code: 'pt-BR', targets: ['en', 'pt-BR'] }
];

function fakeTranslator(answer: { text: string; detected: string | null } = { text: 'Hola', detected: null }, languages = LANGUAGES) {
	return {
		languages: vi.fn<TranslateUpstream['languages']>(async () => languages),
		translate: vi.fn<TranslateUpstream['translate']>(async () => answer)
	};
}

describe('reference cases', () => replayCases(cases, operations));

describe('the operation', () => {
	it('is POST /translate, run on the server, 422 {"detail"} for bad input', () => {
		expect({ id: op.id, method: op.method, path: op.path, runs: op.runs, invalid: op.invalid }).toEqual({
			id: 'translate',
			method: 'POST',
			path: '/translate',
			runs: 'server',
			invalid: { status: 422, key: 'detail' }
		});
	});

	it('translates with a given source language', async () => {
		const translator = fakeTranslator({ text: '¿Dónde está la estación?', detected: null });
		expect(await run({ text: 'Where is the station?', from: 'en', to: 'es' }, { translator })).toEqual({
			status: 200,
			body: { translated_text: '¿Dónde está la estación?', from: 'en', to: 'es' }
		});
		expect(translator.translate).toHaveBeenCalledWith('Where is the station?', 'en', 'es');
	});

	it('sends "auto" and answers the detected language when from is absent or "auto"', async () => {
		const translator = fakeTranslator({ text: 'Hello everyone', detected: 'fr' });
		expect((await run({ text: 'Bonjour tout le monde', to: 'en' }, { translator })).body).toEqual({
			translated_text: 'Hello everyone',
			from: 'fr',
			to: 'en'
		});
		expect(translator.translate).toHaveBeenCalledWith('Bonjour tout le monde', 'auto', 'en');
		expect((await run({ text: 'Bonjour', from: 'Auto', to: 'en' }, { translator })).body).toMatchObject({ from: 'fr' });
	});

	it('answers from "auto" when the service does not say what it detected', async () => {
		const translator = fakeTranslator({ text: 'Hello', detected: null });
		expect((await run({ text: 'Bonjour', to: 'en' }, { translator })).body).toEqual({ translated_text: 'Hello', from: 'auto', to: 'en' });
	});

	it('matches codes in any case and answers them as the service spells them', async () => {
		const translator = fakeTranslator({ text: 'Olá', detected: 'EN' });
		expect((await run({ text: 'Hello', from: ' EN ', to: 'pt-br' }, { translator })).body).toEqual({ translated_text: 'Olá', from: 'en', to: 'pt-BR' });
		expect(translator.translate).toHaveBeenCalledWith('Hello', 'en', 'pt-BR');
		expect((await run({ text: 'Hello', to: 'PT-br' }, { translator })).body).toEqual({ translated_text: 'Olá', from: 'en', to: 'pt-BR' });
	});

	it('echoes the text when from and to are the same language, without asking the service', async () => {
		const translator = fakeTranslator();
		expect(await run({ text: 'Hello  world\n', from: 'en', to: 'EN' }, { translator })).toEqual({
			status: 200,
			body: { translated_text: 'Hello  world\n', from: 'en', to: 'EN' }
		});
		expect(translator.languages).not.toHaveBeenCalled();
		expect(translator.translate).not.toHaveBeenCalled();
	});

	it('answers 422 for a code the service does not support, listing those it does', async () => {
		const translator = fakeTranslator();
		expect(await run({ text: 'Hello', to: 'de' }, { translator })).toEqual({
			status: 422,
			body: { detail: 'to: "de" is not supported by the translation service; supported: en, es, fr, pt-BR', code: 'invalid_input' }
		});
		expect(await run({ text: 'Hallo', from: 'de', to: 'en' }, { translator })).toEqual({
			status: 422,
			body: { detail: 'from: "de" is not supported by the translation service; supported: en, es, fr, pt-BR', code: 'invalid_input' }
		});
		expect(translator.translate).not.toHaveBeenCalled();
	});

	it('answers 422 for a pair outside the source language’s targets', async () => {
		const translator = fakeTranslator();
		expect(await run({ text: 'Hola', from: 'es', to: 'fr' }, { translator })).toEqual({
			status: 422,
			body: { detail: 'The translation service cannot translate from es to fr', code: 'invalid_input' }
		});
		expect(translator.translate).not.toHaveBeenCalled();
	});

	it('accepts any listed target when the service gives no targets', async () => {
		const translator = fakeTranslator({ text: 'Bonjour', detected: null }, [
			{ code: 'es', targets: null },
			{ code: 'fr', targets: null }
		]);
		expect((await run({ text: 'Hola', from: 'es', to: 'fr' }, { translator })).status).toBe(200);
	});

	it('answers 422 when the service refuses the input, 502 when it fails', async () => {
		const refusing = fakeTranslator();
		refusing.translate.mockRejectedValue(new UpstreamInputError('Translation service refused the text or the language pair (HTTP 400)'));
		expect(await run({ text: 'Hello', to: 'es' }, { translator: refusing })).toEqual({
			status: 422,
			body: { detail: 'Translation service refused the text or the language pair (HTTP 400)', code: 'invalid_input' }
		});
		const failing = fakeTranslator();
		failing.translate.mockRejectedValue(new UpstreamError('Translation service answered HTTP 500 (server error)'));
		expect(await run({ text: 'Hello', to: 'es' }, { translator: failing })).toEqual({
			status: 502,
			body: { detail: 'Translation service answered HTTP 500 (server error)', code: 'upstream_error' }
		});
		const noList = fakeTranslator();
		noList.languages.mockRejectedValue(new UpstreamError('Translation service could not be reached (connection refused)'));
		expect(await run({ text: 'Hello', to: 'es' }, { translator: noList })).toEqual({
			status: 502,
			body: { detail: 'Translation service could not be reached (connection refused)', code: 'upstream_error' }
		});
	});

	it('lets any other error through (the API answers 500 and logs it)', async () => {
		const translator = fakeTranslator();
		translator.translate.mockRejectedValue(new TypeError('bug'));
		await expect(run({ text: 'Hello', to: 'es' }, { translator })).rejects.toThrow('bug');
	});
});
