/**
 * POST /translate over real HTTP against the built server, with a fake LibreTranslate
 * (tests/peers/libretranslate-peer.ts, on 127.0.0.1) as TRANSLATE_BASE_URL. The fake records
 * every request; a second one's language list fails. Every documented status and body key: 200,
 * 422 {"detail"} (validation, unsupported code or pair, the service refusing the input),
 * 502 {"detail"} (not configured, refused, timeout, error status, malformed answer, no language list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply, type PeerScript } from '../peers/http-peer.js';
import { startLibreTranslatePeer, type LibreTranslatePeer } from '../peers/libretranslate-peer.js';
import { freePort, startServer, startedTogether, type Server } from './harness';

const SECRET = 'lt-secret-key-123';

/** What the fake answers, by the text; anything else: `[source→target] text`. */
const SCENARIOS: Record<string, PeerScript> = {
	'Bonjour tout le monde': reply.json(200, { detectedLanguage: { confidence: 92, language: 'fr' }, translatedText: 'Hello everyone' }),
	'#400': reply.json(400, { error: 'Invalid request: request (5001) exceeds text limit (5000)' }),
	'#403': reply.json(403, { error: `Invalid API key ${SECRET}` }),
	'#429': reply.json(429, { error: 'Too many request limits violations' }),
	'#500': reply.json(500, { error: 'Cannot translate text: boom' }),
	'#malformed': reply.malformedJson('{"translatedText"'),
	'#slow': reply.hang // never answers; the server's TRANSLATE_TIMEOUT_MS ends the wait
};

let fake: LibreTranslatePeer;
/** A LibreTranslate whose language list fails. */
let fakeDown: LibreTranslatePeer;
let withKey: Server;
let noKey: Server;
let listDown: Server;
let refused: Server;
let unconfigured: Server;
const keys = new Map<Server, string>();

beforeAll(async () => {
	[fake, fakeDown] = await Promise.all([startLibreTranslatePeer(), startLibreTranslatePeer()]);
	fake.script = new Map(Object.entries(SCENARIOS));
	fakeDown.languagesAnswer = reply.malformedJson('{"error": "down"}', 500);
	const closed = `http://127.0.0.1:${await freePort()}`;
	[withKey, noKey, listDown, refused, unconfigured] = await startedTogether([
		startServer({ TRANSLATE_BASE_URL: fake.url, TRANSLATE_API_KEY: SECRET, TRANSLATE_TIMEOUT_MS: '1000' }),
		startServer({ TRANSLATE_BASE_URL: fake.url }),
		startServer({ TRANSLATE_BASE_URL: fakeDown.url }),
		startServer({ TRANSLATE_BASE_URL: closed }),
		startServer({})
	]);
	await Promise.all(
		[withKey, noKey, listDown, refused, unconfigured].map(async (server) =>
			keys.set(server, (await server.cli('keys', 'create', '--email', 'lt@example.com', '--plan', 'unlimited')).trim())
		)
	);
});
afterAll(async () => {
	await Promise.all([withKey, noKey, listDown, refused, unconfigured].map((s) => s?.stop()));
	await Promise.all([fake?.close(), fakeDown?.close()]);
});

async function translate(server: Server, body: unknown) {
	const res = await server.post('/translate', body, { 'x-api-key': keys.get(server)! });
	expect(res.headers.get('content-type')).toMatch(/^application\/json/);
	return { status: res.status, body: await res.json() };
}
/** The requests the fake received, as the assertions below read them. */
const requests = () => fake.requests.map((r) => ({ method: r.method, url: r.url, body: r.body }));

describe('POST /translate with a translation service', () => {
	it('200: translates with a given source, sending the api_key; fetches the language list once', async () => {
		fake.requests.length = 0;
		expect(await translate(withKey, { text: 'Where is the station?', from: 'EN', to: 'es' })).toEqual({
			status: 200,
			body: { translated_text: '[en→es] Where is the station?', from: 'en', to: 'es' }
		});
		await translate(withKey, { text: 'Thank you', from: 'en', to: 'pt-br' });
		expect(requests()).toEqual([
			{ method: 'GET', url: '/languages', body: null },
			{ method: 'POST', url: '/translate', body: { q: 'Where is the station?', source: 'en', target: 'es', format: 'text', api_key: SECRET } },
			{ method: 'POST', url: '/translate', body: { q: 'Thank you', source: 'en', target: 'pt-BR', format: 'text', api_key: SECRET } }
		]);
	});

	it('200: "auto" (the default) answers the detected language', async () => {
		expect(await translate(withKey, { text: 'Bonjour tout le monde', to: 'en' })).toEqual({
			status: 200,
			body: { translated_text: 'Hello everyone', from: 'fr', to: 'en' }
		});
		expect(fake.translations().at(-1)?.body).toMatchObject({ source: 'auto', target: 'en' });
	});

	it('200: the same language comes back unchanged without asking the service', async () => {
		fake.requests.length = 0;
		expect(await translate(withKey, { text: 'Hello', from: 'en', to: 'en' })).toEqual({
			status: 200,
			body: { translated_text: 'Hello', from: 'en', to: 'en' }
		});
		expect(requests()).toEqual([]);
	});

	it('sends no api_key when TRANSLATE_API_KEY is unset', async () => {
		fake.requests.length = 0;
		expect((await translate(noKey, { text: 'Hi', from: 'en', to: 'fr' })).status).toBe(200);
		expect(fake.translations()[0].body).toEqual({ q: 'Hi', source: 'en', target: 'fr', format: 'text' });
	});

	it('422 {"detail"}: codes the service does not support, and pairs it does not translate', async () => {
		expect(await translate(withKey, { text: 'Hello', to: 'de' })).toEqual({
			status: 422,
			body: { detail: 'to: "de" is not supported by the translation service; supported: en, es, fr, pt-BR', code: 'invalid_input' }
		});
		expect(await translate(withKey, { text: 'Hallo', from: 'de', to: 'en' })).toEqual({
			status: 422,
			body: { detail: 'from: "de" is not supported by the translation service; supported: en, es, fr, pt-BR', code: 'invalid_input' }
		});
		expect(await translate(withKey, { text: 'Hola', from: 'es', to: 'fr' })).toEqual({
			status: 422,
			body: { detail: 'The translation service cannot translate from es to fr', code: 'invalid_input' }
		});
	});

	it('422 {"detail"}: invalid requests never reach the service', async () => {
		fake.requests.length = 0;
		expect(await translate(withKey, { text: 'Hello' })).toEqual({ status: 422, body: { detail: 'to: is required', code: 'invalid_input' } });
		expect(await translate(withKey, { text: 'x'.repeat(5_001), to: 'es' })).toEqual({
			status: 422,
			body: { detail: 'text: must be at most 5,000 characters, got 5,001', code: 'invalid_input' }
		});
		expect(await translate(withKey, '{"text": ')).toEqual({ status: 422, body: { detail: 'Request body is not valid JSON', code: 'invalid_json' } });
		expect(requests()).toEqual([]);
	});

	it('422 {"detail"}: the service refusing the input (its 400), without its text', async () => {
		expect(await translate(withKey, { text: '#400', from: 'en', to: 'es' })).toEqual({
			status: 422,
			body: { detail: 'Translation service refused the text or the language pair (HTTP 400)', code: 'invalid_input' }
		});
	});

	const failures: [string, string][] = [
		['#403', 'Translation service answered HTTP 403 (API key missing or refused)'],
		['#429', 'Translation service answered HTTP 429 (rate limited)'],
		['#500', 'Translation service answered HTTP 500 (server error)'],
		['#malformed', 'Translation service sent a response that is not JSON (HTTP 200)'],
		['#slow', 'Translation service did not answer within 1 s']
	];
	it.each(failures)('502 {"detail"} when the service answers %s', async (text, detail) => {
		const answer = await translate(withKey, { text, from: 'en', to: 'es' });
		expect(answer).toEqual({ status: 502, body: { detail, code: 'upstream_error' } });
		expect(JSON.stringify(answer.body)).not.toContain(SECRET);
	});

	it('502 {"detail"} when the language list cannot be had', async () => {
		expect(await translate(listDown, { text: 'Hello', to: 'es' })).toEqual({
			status: 502,
			body: { detail: 'Translation service answered HTTP 500 (server error) for its language list', code: 'upstream_error' }
		});
	});

	it('502 {"detail"} when the service refuses connections', async () => {
		expect(await translate(refused, { text: 'Hello', to: 'es' })).toEqual({
			status: 502,
			body: { detail: 'Translation service could not be reached (connection refused)', code: 'upstream_error' }
		});
	});

	it('502 {"detail"} when no translation service is configured', async () => {
		expect(await translate(unconfigured, { text: 'Hello', to: 'es' })).toEqual({
			status: 502,
			body: { detail: 'Translation service is not configured', code: 'upstream_not_configured' }
		});
	});
});
