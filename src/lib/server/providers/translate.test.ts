/**
 * The translation provider against a fake LibreTranslate on 127.0.0.1 (tests/peers/libretranslate-peer.ts,
 * written from LibreTranslate's API documentation: `GET /languages` → `[{code, name, targets}]`,
 * `POST /translate` → `{translatedText, detectedLanguage?}` or `{"error"}` with 400/403/429/500).
 * It records every request and answers /translate by the text it is given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedUrl, reply, type PeerScript } from '../../../../tests/peers/http-peer.js';
import { startLibreTranslatePeer, type LibreTranslatePeer } from '../../../../tests/peers/libretranslate-peer.js';
import { UpstreamError, UpstreamInputError } from '../../ops/_shared/upstreams.js';
import { loadConfig } from '../config.js';
import { createTranslateUpstream, LANGUAGES_RETRY_MS, LANGUAGES_TTL_MS, readLanguages, TRANSLATE_TIMEOUT_MS } from './translate.js';

const LANGUAGES = [
	{ code: 'en', name: 'English', targets: ['en', 'es', 'fr'] },
	{ code: 'es', name: 'Spanish', targets: ['en', 'es'] },
	{ code: 'fr', name: 'French', targets: ['en', 'fr'] }
];

/** What the fake answers, by the text it is given. */
const SCENARIOS: Record<string, PeerScript> = {
	Bonjour: reply.json(200, { detectedLanguage: { confidence: 90, language: 'fr' }, translatedText: 'Hello' }),
	'#400': reply.json(400, { error: 'fr is not supported' }),
	'#403': reply.json(403, { error: 'Invalid API key' }),
	'#429': reply.json(429, { error: 'Too many request limits violations' }),
	'#500': reply.json(500, { error: 'Cannot translate text: internal error' }),
	'#malformed': reply.malformedJson('{"translatedText": '),
	'#no-text': reply.json(200, { detectedLanguage: { language: 'fr' } }),
	'#slow': reply.hang // never answers; closed in afterAll
};

/** What GET /languages answers instead of the list. */
const languagesDown = (status: number) => reply.malformedJson('{"error": "down"}', status);

let peer: LibreTranslatePeer;
let baseUrl: string;
let closedUrl: string;

beforeAll(async () => {
	peer = await startLibreTranslatePeer();
	peer.languages = LANGUAGES;
	peer.script = new Map(Object.entries(SCENARIOS));
	baseUrl = peer.url;
	closedUrl = await refusedUrl();
});
afterAll(() => peer.close());

/** The requests the fake received, as the assertions below read them. */
const requests = () => peer.requests.map((r) => ({ method: r.method, url: r.url, body: r.body }));

const translator = (options: Partial<Parameters<typeof createTranslateUpstream>[0]> = {}) =>
	createTranslateUpstream({ baseUrl, apiKey: 'lt-key-123', ...options });

describe('createTranslateUpstream against a fake LibreTranslate', () => {
	it('posts q, source, target, format text and api_key to /translate', async () => {
		peer.requests.length = 0;
		expect(await translator().translate('Where is the station?', 'en', 'es')).toEqual({
			text: '[en→es] Where is the station?',
			detected: null
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				url: '/translate',
				body: { q: 'Where is the station?', source: 'en', target: 'es', format: 'text', api_key: 'lt-key-123' }
			}
		]);
	});

	it('sends no api_key without a key', async () => {
		peer.requests.length = 0;
		await translator({ apiKey: null }).translate('Hi', 'en', 'fr');
		expect(requests()[0].body).toEqual({ q: 'Hi', source: 'en', target: 'fr', format: 'text' });
	});

	it('reports the detected language of an "auto" request', async () => {
		expect(await translator().translate('Bonjour', 'auto', 'en')).toEqual({ text: 'Hello', detected: 'fr' });
	});

	it('reads the language list with its targets', async () => {
		expect(await translator().languages()).toEqual([
			{ code: 'en', targets: ['en', 'es', 'fr'] },
			{ code: 'es', targets: ['en', 'es'] },
			{ code: 'fr', targets: ['en', 'fr'] }
		]);
	});

	it('caches the list for an hour, and keeps it when a refresh fails', async () => {
		let clock = 0;
		const t = translator({ now: () => clock });
		peer.requests.length = 0;
		const fetches = () => requests().filter((r) => r.url === '/languages').length;
		await Promise.all([t.languages(), t.languages()]);
		expect(fetches()).toBe(1); // concurrent callers share one request
		clock = LANGUAGES_TTL_MS - 1;
		await t.languages();
		expect(fetches()).toBe(1);
		clock = LANGUAGES_TTL_MS;
		peer.languagesAnswer = languagesDown(500);
		try {
			expect((await t.languages()).map((l) => l.code)).toEqual(['en', 'es', 'fr']);
			expect(fetches()).toBe(2);
			clock += LANGUAGES_RETRY_MS - 1;
			await t.languages();
			expect(fetches()).toBe(2); // the next refresh waits a minute
		} finally {
			peer.languagesAnswer = null;
		}
		clock += 1;
		await t.languages();
		expect(fetches()).toBe(3);
	});

	it('rejects when the first language list cannot be had', async () => {
		peer.languagesAnswer = languagesDown(503);
		try {
			await expect(translator().languages()).rejects.toThrow('Translation service answered HTTP 503 (server error) for its language list');
		} finally {
			peer.languagesAnswer = null;
		}
	});

	it('turns an upstream 400 into UpstreamInputError, without its text', async () => {
		const error = await translator().translate('#400', 'en', 'fr').catch((e: unknown) => e);
		expect(error).toBeInstanceOf(UpstreamInputError);
		expect((error as Error).message).toBe('Translation service refused the text or the language pair (HTTP 400)');
	});

	const failures: [string, string][] = [
		['#403', 'Translation service answered HTTP 403 (API key missing or refused)'],
		['#429', 'Translation service answered HTTP 429 (rate limited)'],
		['#500', 'Translation service answered HTTP 500 (server error)'],
		['#malformed', 'Translation service sent a response that is not JSON (HTTP 200)'],
		['#no-text', 'Translation service sent a response without translatedText']
	];
	it.each(failures)('rejects %s with UpstreamError "%s"', async (q, message) => {
		const error = await translator().translate(q, 'en', 'es').catch((e: unknown) => e);
		expect(error).toBeInstanceOf(UpstreamError);
		expect(error).not.toBeInstanceOf(UpstreamInputError);
		expect((error as Error).message).toBe(message);
		expect((error as Error).message).not.toContain('lt-key');
		expect((error as UpstreamError).words).toMatchObject({ module: '_shared', text: message });
		expect((error as UpstreamError).words.id).not.toBe('upstream_failed');
	});

	it('rejects when the server is not listening', async () => {
		await expect(translator({ baseUrl: closedUrl }).translate('Hi', 'en', 'es')).rejects.toThrow('Translation service could not be reached (connection refused)');
		await expect(translator({ baseUrl: closedUrl }).languages()).rejects.toThrow('could not be reached (connection refused)');
	});

	it('gives up after the timeout, naming it', async () => {
		await expect(translator({ timeoutMs: 200 }).translate('#slow', 'en', 'es')).rejects.toThrow('Translation service did not answer within 0.2 s');
	});

	it('defaults to a 30 s timeout and a one-hour language cache', () => {
		expect(TRANSLATE_TIMEOUT_MS).toBe(30_000);
		expect(LANGUAGES_TTL_MS).toBe(3_600_000);
	});
});

describe('readLanguages', () => {
	it('skips entries without a code, keeps targets null when absent', () => {
		expect(readLanguages([{ code: 'en' }, { name: 'No code' }, { code: 'de', targets: ['en', 3] }, 'x'])).toEqual([
			{ code: 'en', targets: null },
			{ code: 'de', targets: ['en'] }
		]);
	});

	it('rejects a list with no usable entry', () => {
		expect(() => readLanguages([])).toThrow('Translation service sent no usable language list');
		expect(() => readLanguages({ languages: [] })).toThrow('no usable language list');
	});
});

describe('configuration from the environment', () => {
	it('reads TRANSLATE_BASE_URL, TRANSLATE_API_KEY and TRANSLATE_TIMEOUT_MS', () => {
		expect(loadConfig({ TRANSLATE_BASE_URL: 'http://127.0.0.1:5000/', TRANSLATE_API_KEY: 'k', TRANSLATE_TIMEOUT_MS: '800' }).translate).toEqual({
			baseUrl: 'http://127.0.0.1:5000',
			apiKey: 'k',
			timeoutMs: 800
		});
		expect(loadConfig({ TRANSLATE_BASE_URL: 'http://127.0.0.1:5000' }).translate).toEqual({ baseUrl: 'http://127.0.0.1:5000', apiKey: null, timeoutMs: null });
		expect(loadConfig({ TRANSLATE_API_KEY: 'k' }).translate).toBeNull();
		expect(() => loadConfig({ TRANSLATE_BASE_URL: 'http://127.0.0.1:5000', TRANSLATE_TIMEOUT_MS: '-1' })).toThrow(/TRANSLATE_TIMEOUT_MS/);
	});
});
