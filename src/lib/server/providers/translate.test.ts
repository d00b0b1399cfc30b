/**
 * The translation provider against a fake LibreTranslate on 127.0.0.1 (node:http), written from
 * LibreTranslate's API documentation: `GET /languages` → `[{code, name, targets}]`,
 * `POST /translate` → `{translatedText, detectedLanguage?}` or `{"error"}` with 400/403/429/500.
 * It records every request and answers /translate by the text it is given.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError, UpstreamInputError } from '../../ops/_shared/upstreams.js';
import { loadConfig } from '../config.js';
import { createTranslateUpstream, LANGUAGES_RETRY_MS, LANGUAGES_TTL_MS, readLanguages, TRANSLATE_TIMEOUT_MS } from './translate.js';

const LANGUAGES = [
	{ code: 'en', name: 'English', targets: ['en', 'es', 'fr'] },
	{ code: 'es', name: 'Spanish', targets: ['en', 'es'] },
	{ code: 'fr', name: 'French', targets: ['en', 'fr'] }
];

interface Recorded {
	method: string;
	url: string;
	body: Record<string, unknown> | null;
}

const requests: Recorded[] = [];
/** What GET /languages answers next: the list, or a status. */
let languagesAnswer: number | 'list' = 'list';
let server: http.Server;
let baseUrl: string;
let closedUrl: string;

function answerTranslate(res: http.ServerResponse, body: Record<string, unknown>) {
	const json = (status: number, value: unknown) => {
		res.writeHead(status, { 'content-type': 'application/json' });
		res.end(typeof value === 'string' ? value : JSON.stringify(value));
	};
	switch (body.q) {
		case 'Bonjour':
			return json(200, { detectedLanguage: { confidence: 90, language: 'fr' }, translatedText: 'Hello' });
		case '#400':
			return json(400, { error: 'fr is not supported' });
		case '#403':
			return json(403, { error: 'Invalid API key' });
		case '#429':
			return json(429, { error: 'Too many request limits violations' });
		case '#500':
			return json(500, { error: 'Cannot translate text: internal error' });
		case '#malformed':
			return json(200, '{"translatedText": ');
		case '#no-text':
			return json(200, { detectedLanguage: { language: 'fr' } });
		case '#slow':
			return; // never answers; closed in afterAll
		default:
			return json(200, { translatedText: `[${body.target}] ${body.q}` });
	}
}

beforeAll(async () => {
	server = http.createServer((req, res) => {
		let raw = '';
		req.on('data', (d) => (raw += d));
		req.on('end', () => {
			const body = raw ? JSON.parse(raw) : null;
			requests.push({ method: req.method!, url: req.url!, body });
			if (req.method === 'GET' && req.url === '/languages') {
				if (languagesAnswer === 'list') {
					res.writeHead(200, { 'content-type': 'application/json' });
					return res.end(JSON.stringify(LANGUAGES));
				}
				res.writeHead(languagesAnswer, { 'content-type': 'application/json' });
				return res.end('{"error": "down"}');
			}
			if (req.method === 'POST' && req.url === '/translate') return answerTranslate(res, body);
			res.writeHead(404).end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	const probe = http.createServer();
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
	closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
	await new Promise((resolve) => probe.close(resolve));
});
afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
});

const translator = (options: Partial<Parameters<typeof createTranslateUpstream>[0]> = {}) =>
	createTranslateUpstream({ baseUrl, apiKey: 'lt-key-123', ...options });

describe('createTranslateUpstream against a fake LibreTranslate', () => {
	it('posts q, source, target, format text and api_key to /translate', async () => {
		requests.length = 0;
		expect(await translator().translate('Where is the station?', 'en', 'es')).toEqual({
			text: '[es] Where is the station?',
			detected: null
		});
		expect(requests).toEqual([
			{
				method: 'POST',
				url: '/translate',
				body: { q: 'Where is the station?', source: 'en', target: 'es', format: 'text', api_key: 'lt-key-123' }
			}
		]);
	});

	it('sends no api_key without a key', async () => {
		requests.length = 0;
		await translator({ apiKey: null }).translate('Hi', 'en', 'fr');
		expect(requests[0].body).toEqual({ q: 'Hi', source: 'en', target: 'fr', format: 'text' });
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
		requests.length = 0;
		const fetches = () => requests.filter((r) => r.url === '/languages').length;
		await Promise.all([t.languages(), t.languages()]);
		expect(fetches()).toBe(1); // concurrent callers share one request
		clock = LANGUAGES_TTL_MS - 1;
		await t.languages();
		expect(fetches()).toBe(1);
		clock = LANGUAGES_TTL_MS;
		languagesAnswer = 500;
		try {
			expect((await t.languages()).map((l) => l.code)).toEqual(['en', 'es', 'fr']);
			expect(fetches()).toBe(2);
			clock += LANGUAGES_RETRY_MS - 1;
			await t.languages();
			expect(fetches()).toBe(2); // the next refresh waits a minute
		} finally {
			languagesAnswer = 'list';
		}
		clock += 1;
		await t.languages();
		expect(fetches()).toBe(3);
	});

	it('rejects when the first language list cannot be had', async () => {
		languagesAnswer = 503;
		try {
			await expect(translator().languages()).rejects.toThrow(
				new UpstreamError('Translation service answered HTTP 503 (server error) for its language list')
			);
		} finally {
			languagesAnswer = 'list';
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
	});

	it('rejects when the server is not listening', async () => {
		await expect(translator({ baseUrl: closedUrl }).translate('Hi', 'en', 'es')).rejects.toThrow(
			new UpstreamError('Translation service could not be reached (connection refused)')
		);
		await expect(translator({ baseUrl: closedUrl }).languages()).rejects.toThrow('could not be reached (connection refused)');
	});

	it('gives up after the timeout, naming it', async () => {
		await expect(translator({ timeoutMs: 200 }).translate('#slow', 'en', 'es')).rejects.toThrow(
			new UpstreamError('Translation service did not answer within 0.2 s')
		);
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
