import { z } from 'zod';
import { stringOfAtMost } from '../_shared/schemas.js';
import { UpstreamError, UpstreamInputError, type TranslateLanguage } from '../_shared/upstreams.js';
import { errorOf } from '../../engine/words.js';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';

/** docs/spec/decisions.md "Translate". */
export const MAX_TEXT_CHARS = 5_000;

export const NOT_CONFIGURED = errors.english.not_configured;

/**
 * The shape of a language code (ISO 639 with optional subtags: `en`, `pt-BR`, `zh-Hans`),
 * checked before the upstream's list is asked for, so that a name such as "English" is refused
 * with a hint even when no upstream is configured.
 */
const CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const required = errors.zod('required');
const notAString = errors.zod('not_a_string');

const code = (allowAuto: boolean) =>
	z
		.string({ error: (issue) => (issue.input === undefined ? required(issue) : notAString(issue)) })
		.trim()
		.refine((c) => CODE.test(c) || (allowAuto && c.toLowerCase() === 'auto'), { error: errors.zod(allowAuto ? 'not_a_code_or_auto' : 'not_a_code') });

export const translate = defineOperation({
	id: 'translate',
	group: 'ai',
	title: 'Translate',
	summary: 'Translates text between languages with the operator’s LibreTranslate-compatible service, detecting the source language if asked.',
	keywords: ['translate', 'translation', 'language', 'libretranslate', 'detect', 'localize', 'i18n'],
	method: 'POST',
	path: '/translate',
	runs: 'server',
	cost: 'light',
	service: 'translator',
	input: z.object({
		text: stringOfAtMost(MAX_TEXT_CHARS)
			.refine((t) => t.trim() !== '', { error: errors.zod('empty') })
			.describe(`The text to translate, at most ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters`).meta(formHints({ multiline: 4 })),
		from: code(true).default('auto').describe('Source language code, or "auto" (default) to detect it').meta(formHints({ widget: 'language' })),
		to: code(false).describe('Target language code').meta(formHints({ widget: 'language' }))
	}),
	output: z.object({
		translated_text: z.string(),
		from: z.string().describe('The source language; the detected one when "auto" was asked ("auto" if the service did not say)'),
		to: z.string()
	}),
	errors: [
		{
			status: 422,
			when: '`text` or `to` missing, `text` empty or over 5,000 characters, a language code malformed or not supported by the translation service, or a pair it does not translate'
		},
		{
			status: 502,
			when: 'the translation service is not configured, unreachable, slower than its timeout (30 s by default), or answers an error'
		}
	],
	examples: [
		{ name: 'Detect the source language', input: { text: 'Bonjour tout le monde', to: 'en' } },
		{ name: 'Given source language', input: { text: 'Where is the station?', from: 'en', to: 'es' } }
	],
	async run({ text, from, to }, ctx) {
		// Nothing to translate: no service is needed, not even its language list.
		if (same(from, to)) return { translated_text: text, from, to };
		const translator = ctx.translator;
		if (!translator) throw errors.error('not_configured', {}, { status: 502, code: 'upstream_not_configured' });
		const languages = await upstream(() => translator.languages());
		const target = supported(languages, to, 'to');
		const source = from.toLowerCase() === 'auto' ? null : supported(languages, from, 'from');
		if (source?.targets && !source.targets.some((t) => same(t, target.code))) {
			throw errors.error('pair', { from: source.code, to: target.code });
		}
		const result = await upstream(() => translator.translate(text, source?.code ?? 'auto', target.code));
		const detected = result.detected && CODE.test(result.detected) ? (find(languages, result.detected)?.code ?? result.detected) : 'auto';
		return { translated_text: result.text, from: source?.code ?? detected, to: target.code };
	}
});

export const operations = [translate];

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const find = (languages: TranslateLanguage[], wanted: string) => languages.find((l) => same(l.code, wanted));

/** The upstream's entry for a code (any case), or 422 listing what it supports. */
function supported(languages: TranslateLanguage[], wanted: string, field: 'from' | 'to'): TranslateLanguage {
	const language = find(languages, wanted);
	if (language) return language;
	const codes = languages.map((l) => l.code).sort();
	throw errors.error('unsupported', { code: wanted, supported: codes.join(', ') }, { field });
}

/** An upstream call whose UpstreamInputError is a 422 and any other UpstreamError a 502. */
async function upstream<T>(call: () => Promise<T>): Promise<T> {
	try {
		return await call();
	} catch (err) {
		if (err instanceof UpstreamInputError) throw errorOf(err.words);
		if (err instanceof UpstreamError) throw errorOf(err.words, { status: 502, code: 'upstream_error' });
		throw err;
	}
}
