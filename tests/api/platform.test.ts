/**
 * The platform over real HTTP against the built server: every status path of docs/spec/decisions.md
 * "Platform behaviour", the limit headers, CLI changes reaching a running server, and usage
 * surviving a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../src/lib/server/auth/api-keys';
import { eventually, startServer, type Server } from './harness';

let server: Server;
let key: string;
const HASH = { input: 'abc', algorithms: ['sha256'] };
// FIPS 180-2 example: SHA-256("abc").
const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

beforeAll(async () => {
	server = await startServer();
	key = (await server.cli('keys', 'create', '--email', 'main@example.com', '--plan', 'pro')).trim();
});
afterAll(() => server?.stop());

const withKey = (k = key) => ({ 'x-api-key': k });

describe('keys and the CLI', () => {
	it('prints only the key: ukit_ + 38 base62 characters', () => {
		expect(key).toMatch(/^ukit_[0-9A-Za-z]{38}$/);
	});

	it('never stores the key itself', async () => {
		const stored = await server.storeContents();
		expect(stored).toContain(key.slice(0, 9)); // the hint: the contents were read
		expect(stored.includes(key)).toBe(false);
		const listing = await server.cli('keys', 'list', '--email', 'main@example.com');
		expect(listing).not.toContain(key);
		expect(listing).toContain(`${key.slice(0, 9)}…${key.slice(-4)}`);
	});

	it('answers with a valid key', async () => {
		const res = await server.post('/hash', HASH, withKey());
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toMatch(/^application\/json/);
		expect(await res.json()).toEqual({ input: 'abc', hashes: { sha256: SHA256_ABC } });
	});
});

describe('401', () => {
	// Codes: docs/api.md, "Error codes" (an empty header is no key).
	it.each([
		['missing', {}, 'missing_api_key'],
		['empty', { 'x-api-key': '' }, 'missing_api_key'],
		['malformed', { 'x-api-key': 'not-a-key' }, 'invalid_api_key'],
		['wrong checksum', { 'x-api-key': 'ukit_' + 'A'.repeat(38) }, 'invalid_api_key'],
		['well-formed but unknown', { 'x-api-key': generateApiKey() }, 'invalid_api_key']
	])('%s key → 401 naming the X-API-Key header, code %s', async (_name, headers, code) => {
		const res = await server.post('/hash', HASH, headers as Record<string, string>);
		expect(res.status).toBe(401);
		const body = await res.json();
		expect(Object.keys(body)).toEqual(['detail', 'code']);
		expect(body.detail).toContain('X-API-Key');
		expect(body.code).toBe(code);
		expect(res.headers.get('x-ratelimit-limit')).toBeNull();
	});

	it('a key revoked with the CLI is refused by the running server within 5 s', async () => {
		const k = (await server.cli('keys', 'create', '--email', 'revoke@example.com')).trim();
		expect((await server.post('/hash', HASH, withKey(k))).status).toBe(200);
		await server.cli('keys', 'revoke', '--key', k);
		const started = Date.now();
		await eventually(async () => expect((await server.post('/hash', HASH, withKey(k))).status).toBe(401));
		expect(Date.now() - started).toBeLessThan(5000);
		expect((await (await server.post('/hash', HASH, withKey(k))).json()).code).toBe('invalid_api_key');
		// Other keys are untouched.
		expect((await server.post('/hash', HASH, withKey())).status).toBe(200);
	});

	it('revokes by id too', async () => {
		const k = (await server.cli('keys', 'create', '--email', 'revoke-id@example.com')).trim();
		const list = JSON.parse(await server.cli('keys', 'list', '--email', 'revoke-id@example.com', '--json'));
		await server.cli('keys', 'revoke', '--id', list[0].id);
		await eventually(async () => expect((await server.post('/hash', HASH, withKey(k))).status).toBe(401));
	});
});

describe('403', () => {
	it('a deactivated account gets 403, before any rate limit, and comes back when activated', async () => {
		const k = (await server.cli('keys', 'create', '--email', 'deact@example.com')).trim();
		await server.cli('accounts', 'deactivate', '--email', 'deact@example.com');
		await eventually(async () => {
			const res = await server.post('/hash', HASH, withKey(k));
			expect(res.status).toBe(403);
			expect(await res.json()).toEqual({ detail: expect.stringMatching(/deactivated/i), code: 'account_deactivated' });
		});
		await server.cli('accounts', 'activate', '--email', 'deact@example.com');
		await eventually(async () => expect((await server.post('/hash', HASH, withKey(k))).status).toBe(200));
	});
});

describe('429 and the rate-limit headers', () => {
	it('a 5-per-minute plan admits 5 requests, then 429 with Retry-After: 60', async () => {
		await server.cli('plans', 'set', 'five-a-minute', '--per-minute', '5', '--per-month', '1000');
		const k = (await server.cli('keys', 'create', '--email', 'rate@example.com', '--plan', 'five-a-minute')).trim();
		for (let i = 1; i <= 5; i++) {
			const res = await server.post('/hash', HASH, withKey(k));
			expect(res.status).toBe(200);
			expect(res.headers.get('x-ratelimit-limit')).toBe('5');
			expect(res.headers.get('x-ratelimit-remaining')).toBe(String(5 - i));
			const reset = Number(res.headers.get('x-ratelimit-reset'));
			expect(reset).toBeGreaterThanOrEqual(1);
			expect(reset).toBeLessThanOrEqual(60);
			expect(res.headers.get('ratelimit-policy')).toBe('"minute";q=5;w=60');
			expect(res.headers.get('ratelimit')).toBe(`"minute";r=${5 - i};t=${reset}`);
			expect(res.headers.get('x-quota-limit')).toBe('1000');
			expect(res.headers.get('x-quota-remaining')).toBe(String(1000 - i));
		}
		const limited = await server.post('/hash', HASH, withKey(k));
		expect(limited.status).toBe(429);
		expect(limited.headers.get('retry-after')).toBe('60');
		expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
		const body = await limited.json();
		expect(Object.keys(body)).toEqual(['detail', 'code']);
		expect(body.detail).toMatch(/retry in 60 seconds/);
		expect(body.code).toBe('rate_limited');
	});

	it('keys of one account share its limit', async () => {
		await server.cli('plans', 'set', 'two-a-minute', '--per-minute', '2');
		const a = (await server.cli('keys', 'create', '--email', 'shared@example.com', '--plan', 'two-a-minute')).trim();
		const b = (await server.cli('keys', 'create', '--email', 'shared@example.com')).trim();
		expect((await server.post('/hash', HASH, withKey(a))).status).toBe(200);
		expect((await server.post('/hash', HASH, withKey(b))).status).toBe(200);
		expect((await server.post('/hash', HASH, withKey(a))).status).toBe(429);
		expect((await server.post('/hash', HASH, withKey(b))).status).toBe(429);
	});

	it('an unlimited plan sends no limit headers', async () => {
		const k = (await server.cli('keys', 'create', '--email', 'unl@example.com', '--plan', 'unlimited')).trim();
		const res = await server.post('/hash', HASH, withKey(k));
		expect(res.status).toBe(200);
		expect(res.headers.get('x-ratelimit-limit')).toBeNull();
		expect(res.headers.get('x-quota-limit')).toBeNull();
	});

	it('a plan change with the CLI reaches the running server within 5 s', async () => {
		const k = (await server.cli('keys', 'create', '--email', 'planchange@example.com', '--plan', 'free')).trim();
		expect((await server.post('/hash', HASH, withKey(k))).headers.get('x-ratelimit-limit')).toBe('60');
		await server.cli('accounts', 'set-plan', '--email', 'planchange@example.com', '--plan', 'pro');
		await eventually(async () =>
			expect((await server.post('/hash', HASH, withKey(k))).headers.get('x-ratelimit-limit')).toBe('600')
		);
	});
});

describe('402 and what counts against the quota', () => {
	it('a 3-per-month plan admits 3 requests, then 402; a 422 answer counts', async () => {
		await server.cli('plans', 'set', 'three-a-month', '--per-minute', '100', '--per-month', '3');
		const k = (await server.cli('keys', 'create', '--email', 'quota@example.com', '--plan', 'three-a-month')).trim();
		const first = await server.post('/hash', HASH, withKey(k));
		expect(first.status).toBe(200);
		expect(first.headers.get('x-quota-limit')).toBe('3');
		expect(first.headers.get('x-quota-remaining')).toBe('2');
		// A validation error reaches the operation: it counts.
		const invalid = await server.post('/hash', { algorithms: ['sha256'] }, withKey(k));
		expect(invalid.status).toBe(422);
		expect(await invalid.json()).toEqual({ detail: 'input: is required', code: 'invalid_input' });
		expect(invalid.headers.get('x-quota-remaining')).toBe('1');
		expect((await server.post('/hash', HASH, withKey(k))).status).toBe(200);
		const over = await server.post('/hash', HASH, withKey(k));
		expect(over.status).toBe(402);
		expect(over.headers.get('x-quota-remaining')).toBe('0');
		const body = await over.json();
		expect(Object.keys(body)).toEqual(['detail', 'code']);
		expect(body.detail).toMatch(/quota/i);
		expect(body.code).toBe('quota_exceeded');
	});

	it('usage survives a restart', async () => {
		await server.cli('plans', 'set', 'three-a-month', '--per-minute', '100', '--per-month', '3');
		const k = (await server.cli('keys', 'create', '--email', 'restart@example.com', '--plan', 'three-a-month')).trim();
		expect((await server.post('/hash', HASH, withKey(k))).status).toBe(200);
		expect((await server.post('/hash', HASH, withKey(k))).status).toBe(200);
		await server.restart();
		const third = await server.post('/hash', HASH, withKey(k));
		expect(third.status).toBe(200);
		expect(third.headers.get('x-quota-remaining')).toBe('0');
		expect((await server.post('/hash', HASH, withKey(k))).status).toBe(402);
	});

	it('checks run in the order 401 → 403 → 429 → 402', async () => {
		await server.cli('plans', 'set', 'one-one', '--per-minute', '1', '--per-month', '1');
		const k = (await server.cli('keys', 'create', '--email', 'order@example.com', '--plan', 'one-one')).trim();
		expect((await server.post('/hash', HASH, withKey(k))).status).toBe(200);
		// Both the minute and the month are used up: the rate limit answers first.
		expect((await server.post('/hash', HASH, withKey(k))).status).toBe(429);
		await server.cli('accounts', 'deactivate', '--email', 'order@example.com');
		await eventually(async () => expect((await server.post('/hash', HASH, withKey(k))).status).toBe(403));
		await server.cli('keys', 'revoke', '--key', k);
		await eventually(async () => expect((await server.post('/hash', HASH, withKey(k))).status).toBe(401));
	});
});

describe('request errors as JSON', () => {
	it('unknown path → 404 {"detail": "Not Found", "code": "not_found"}', async () => {
		const res = await server.post('/no-such-thing', {}, withKey());
		expect(res.status).toBe(404);
		expect(await res.text()).toBe('{"detail":"Not Found","code":"not_found"}');
	});

	it('known path, wrong method → 405 with Allow', async () => {
		const res = await server.get('/hash', withKey());
		expect(res.status).toBe(405);
		expect(res.headers.get('allow')).toBe('POST');
		expect(await res.json()).toEqual({ detail: 'Method GET is not allowed here; use POST', code: 'method_not_allowed' });
	});

	it('body over 1 MiB → 413 JSON', async () => {
		const res = await server.post('/hash', { input: 'x'.repeat(1024 * 1024 + 10) }, withKey());
		expect(res.status).toBe(413);
		expect(await res.json()).toEqual({ detail: 'Request body is larger than 1048576 bytes', code: 'payload_too_large' });
	});

	it('a body just under 1 MiB is accepted', async () => {
		// The IBAN validator answers any string (docs/spec/decisions.md), so only the body limit applies.
		const res = await server.post('/iban-validator', { iban: 'x'.repeat(1024 * 1024 - 100) }, withKey());
		expect(res.status).toBe(200);
	});

	it.each([
		['text/plain', undefined],
		['application/x-www-form-urlencoded', 'https://evil.example'],
		['text/plain', 'https://evil.example']
	])('Content-Type %s (Origin %s) → 415 JSON, not a CSRF 403', async (type, origin) => {
		const headers: Record<string, string> = { ...withKey(), 'content-type': type };
		if (origin) headers.origin = origin;
		const res = await fetch(`${server.url}/api/v1/hash`, { method: 'POST', headers, body: JSON.stringify(HASH) });
		expect(res.status).toBe(415);
		// /hash also takes a raw body (docs/api.md, "Raw bodies"): application/octet-stream, which no form can send without a preflight.
		expect(await res.json()).toEqual({ detail: 'Content-Type must be application/json, or application/octet-stream for a raw body', code: 'unsupported_media_type' });
	});

	it('a POST without Content-Type → 415', async () => {
		const res = await fetch(`${server.url}/api/v1/hash`, { method: 'POST', headers: withKey(), body: new Blob([JSON.stringify(HASH)]) });
		expect(res.status).toBe(415);
	});

	it.each([
		['{"input": ', 'invalid_json'],
		['not json', 'invalid_json'],
		['[1,2', 'invalid_json'],
		['', 'empty_body'],
		['  \n', 'empty_body']
	])('malformed JSON %j → 422 {"detail", "code": "%s"}', async (body, code) => {
		const res = await server.post('/hash', body, withKey());
		expect(res.status).toBe(422);
		const detail = code === 'empty_body' ? 'Request body is empty: send a JSON object' : 'Request body is not valid JSON';
		expect(await res.json()).toEqual({ detail, code });
	});

	it('application/json; charset=utf-8 is JSON', async () => {
		const res = await server.post('/hash', HASH, { ...withKey(), 'content-type': 'application/json; charset=utf-8' });
		expect(res.status).toBe(200);
	});

	it('every answer carries X-Request-Id', async () => {
		const a = await server.post('/hash', HASH, withKey());
		const b = await server.post('/hash', HASH);
		expect(a.headers.get('x-request-id')).toBeTruthy();
		expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'));
	});

	it('no CORS headers unless configured', async () => {
		const res = await server.post('/hash', HASH, { ...withKey(), origin: 'https://app.example' });
		expect(res.headers.get('access-control-allow-origin')).toBeNull();
	});
});

describe('OpenAPI', () => {
	it('GET /api/v1/openapi.json needs no key and describes every endpoint', async () => {
		const res = await server.get('/openapi.json');
		expect(res.status).toBe(200);
		const doc = await res.json();
		expect(doc.openapi).toBe('3.1.0');
		expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
		for (const [path, method] of [
			['/otp-totp/generate', 'post'],
			['/otp-totp/verify', 'post'],
			['/jwt-decoder', 'post'],
			['/hash', 'post'],
			['/color-converter', 'post']
		]) {
			const op = doc.paths[path]?.[method];
			expect(op, path).toBeTruthy();
			for (const status of ['200', '401', '402', '403', '422', '429']) expect(op.responses[status], `${path} ${status}`).toBeTruthy();
			expect(op.requestBody.content['application/json'].schema.type).toBe('object');
		}
	});
});

describe('CORS when an operator allows origins', () => {
	let cors: Server;
	beforeAll(async () => {
		cors = await startServer({ CORS_ORIGINS: 'https://app.example' });
	});
	afterAll(() => cors?.stop());

	it('answers the preflight for an allowed origin and only for it', async () => {
		const pre = await fetch(`${cors.url}/api/v1/hash`, {
			method: 'OPTIONS',
			headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' }
		});
		expect(pre.status).toBe(204);
		expect(pre.headers.get('access-control-allow-origin')).toBe('https://app.example');
		expect(pre.headers.get('access-control-allow-headers')).toMatch(/X-API-Key/);
		const other = await fetch(`${cors.url}/api/v1/hash`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
		expect(other.status).toBe(405);
		expect(other.headers.get('access-control-allow-origin')).toBeNull();
	});
});

describe('5xx answers do not count', () => {
	it('an upstream failure (502) leaves the quota untouched', async () => {
		// A DNS server address where nothing listens: the MX lookup fails, the API answers 502.
		const { freePort } = await import('./harness');
		const dead = await startServer({ DNS_SERVER: `127.0.0.1:${await freePort()}` });
		try {
			await dead.cli('plans', 'set', 'three-a-month', '--per-minute', '100', '--per-month', '3');
			const k = (await dead.cli('keys', 'create', '--email', 'upstream@example.com', '--plan', 'three-a-month')).trim();
			const failed = await dead.post('/email-validation', { email: 'someone@example.com' }, withKey(k));
			expect(failed.status).toBe(502);
			const body = await failed.json();
			expect(Object.keys(body)).toEqual(['detail', 'code']);
			expect(body.detail).toMatch(/^MX lookup for example\.com failed: /);
			expect(body.code).toBe('upstream_error');
			expect(failed.headers.get('x-quota-remaining')).toBe('3');
			const ok = await dead.post('/hash', HASH, withKey(k));
			expect(ok.headers.get('x-quota-remaining')).toBe('2');
		} finally {
			await dead.stop();
		}
	});
});
