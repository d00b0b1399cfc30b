/**
 * Security review points over real HTTP against the built server (docs/security.md):
 * keys, passwords and session tokens are stored only as hashes; the session cookie's flags;
 * CSRF on every state-changing /account endpoint and on /api/v1 called with the session cookie;
 * no CORS unless CORS_ORIGINS names an origin, and never with credentials. Checks that
 * tests/api/accounts.test.ts and platform.test.ts already make are not repeated here.
 */
import { createHash } from 'node:crypto';
import { argon2id } from '@noble/hashes/argon2.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, startedTogether, type Server } from './harness';
import { confirmFiledEmail } from '../peers/mail';

const PASSWORD = 'PASSWORD-in-clear-41d9 horse';
const HASH = { input: 'abc', algorithms: ['sha256'] };
const EVIL = 'https://evil.example';
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** A browser-like client of one server: keeps the session cookie. */
class Client {
	cookie: string | null = null;
	constructor(readonly server: Server) {}

	async account(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
		const res = await fetch(`${this.server.url}/account${path}`, {
			method: body === undefined ? 'GET' : 'POST',
			headers: {
				// (FormData: fetch writes multipart/form-data with its boundary itself.)
				...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
				...(this.cookie ? { cookie: `utilkit_session=${this.cookie}` } : {}),
				...headers
			},
			body: body === undefined ? undefined : typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body)
		});
		const m = /utilkit_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
		if (m) this.cookie = m[1] || null;
		return res;
	}

	/** /api/v1 with the session cookie only (no key). */
	api(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body: string | null = JSON.stringify(HASH)): Promise<Response> {
		return fetch(`${this.server.url}/api/v1${path}`, {
			method,
			headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), cookie: `utilkit_session=${this.cookie}`, ...headers },
			body: method === 'POST' ? body : undefined
		});
	}

	async signUpAndIn(email: string, password = PASSWORD): Promise<Response> {
		expect((await this.account('/signup', { email, password })).status).toBe(200);
		await confirmFiledEmail(this.server, email);
		const res = await this.account('/signin', { email, password });
		expect(res.status).toBe(200);
		return res;
	}

	async used(): Promise<number> {
		return (await (await this.account('/usage')).json()).used;
	}
}

/** CRC32 (IEEE 802.3, reflected 0xEDB88320), written here rather than taken from zlib or the code under test. */
function crc32(text: string): number {
	let crc = 0xffffffff;
	for (const byte of Buffer.from(text, 'utf8')) {
		crc ^= byte;
		for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
	}
	return (crc ^ 0xffffffff) >>> 0;
}
/** docs/api.md: the checksum is CRC32 of what precedes it in 6 base62 characters (alphabet fixed by the documented example). */
function checksum(body: string): string {
	const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
	let n = crc32(body);
	let out = '';
	for (let i = 0; i < 6; i++) {
		out = alphabet[n % 62] + out;
		n = Math.floor(n / 62);
	}
	return out;
}
const DOCUMENTED_KEY = 'ukit_JQ7dtrFWWzmlEzED2AqelZv5482Z4pSd2EvbEx'; // docs/api.md, Authentication
const hasDocumentedShape = (key: string) => /^ukit_[0-9A-Za-z]{38}$/.test(key) && checksum(key.slice(0, -6)) === key.slice(-6);

const CORS_ORIGINS = 'https://a.example, https://b.example:8443';

/** Default settings. */
let server: Server;
/** CORS_ORIGINS set. */
let corsServer: Server;
let tls: Server;
beforeAll(async () => {
	// Started together: each start is mostly waiting.
	[server, corsServer, tls] = await startedTogether([startServer(), startServer({ CORS_ORIGINS }), startServer({ ORIGIN: 'https://utilkit.example' })]);
});
afterAll(() => Promise.all([server, corsServer, tls].map((s) => s?.stop())));

describe('(a) keys, passwords and session tokens are stored only as hashes', () => {
	it('the documented example key passes this file’s independent checksum (so the reference is right)', () => {
		expect(hasDocumentedShape(DOCUMENTED_KEY)).toBe(true);
		expect(hasDocumentedShape(DOCUMENTED_KEY.slice(0, -1) + 'y')).toBe(false);
	});

	it('keys from the CLI and the dashboard, a password and a session: none in the store’s bytes, their hashes are', async () => {
		const cliKey = (await server.cli('keys', 'create', '--email', 'stored@example.com', '--name', 'cli')).trim();
		const c = new Client(server);
		const signin = await c.signUpAndIn('stored-web@example.com');
		const session = c.cookie!;
		expect(signin.headers.get('set-cookie')).toContain(session);
		expect((await c.account('/profile', { name: 'Stored' })).status).toBe(200);
		const created = await c.account('/keys', { name: 'dashboard' });
		expect(created.status).toBe(201);
		const { key: webKey, id, hint } = await created.json();

		// Documented format, shown once: later listings give only the hint.
		for (const key of [cliKey, webKey]) expect(hasDocumentedShape(key), key).toBe(true);
		expect(hint).toBe(`${webKey.slice(0, 9)}…${webKey.slice(-4)}`);
		const listed = await (await c.account('/keys')).text();
		expect(listed).toContain(id);
		expect(listed).not.toContain(webKey);
		expect(listed).not.toContain(webKey.slice(9, -4));
		// Both keys work (the hashes below are of live keys, not of something else).
		for (const key of [cliKey, webKey]) expect((await server.post('/hash', HASH, { 'x-api-key': key })).status).toBe(200);

		const stored = await server.storeContents();
		expect(stored).toContain('stored-web@example.com'); // the contents were read
		for (const secret of [cliKey, webKey, PASSWORD, session]) {
			expect(stored.includes(secret), 'a secret in clear').toBe(false);
		}
		// Not even the random middle of a key (a hint shows 4 + 4 characters of 38).
		for (const key of [cliKey, webKey]) expect(stored.includes(key.slice(9, -4))).toBe(false);
		for (const secret of [cliKey, webKey, session]) expect(stored, 'its SHA-256 hex').toContain(sha256Hex(secret));

		// The password as a PHC Argon2id string that an independent Argon2id (@noble/hashes, pure
		// JavaScript) reproduces. (Deduplicated: the same row can be in the SQLite file and in its WAL.)
		const phc = [...new Set(stored.match(/\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}/g))].map((text) =>
			/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$(.{22})\$(.{43})$/.exec(text)!
		);
		expect(phc.length).toBeGreaterThanOrEqual(1);
		const matching = phc.filter(([, m, t, p, salt, key]) =>
			Buffer.from(argon2id(new TextEncoder().encode(PASSWORD.normalize('NFC')), Buffer.from(salt, 'base64'), { m: Number(m), t: Number(t), p: Number(p), dkLen: 32 })).equals(
				Buffer.from(key, 'base64')
			)
		);
		expect(matching.map(([, m, t, p]) => `m=${m},t=${t},p=${p}`)).toEqual(['m=19456,t=2,p=1']);
	});
});

describe('(d) the session cookie', () => {
	it('sign-out clears it with the same attributes (HttpOnly, SameSite=Lax, Path=/), Max-Age=0 and no value', async () => {
		const c = new Client(server);
		await c.signUpAndIn('clear@example.com');
		const res = await c.account('/signout', {});
		const set = res.headers.get('set-cookie')!;
		expect(set).toMatch(/^utilkit_session=;/);
		for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=0']) expect(set).toContain(flag);
		expect(set).not.toContain('Secure');
		expect(set.match(/utilkit_session=/g)).toHaveLength(1);
	});

	it('is never set by /api/v1 or by a failed sign-in', async () => {
		const c = new Client(server);
		await c.signUpAndIn('no-cookie@example.com');
		expect((await c.api('POST', '/hash')).headers.get('set-cookie')).toBeNull();
		const wrong = await fetch(`${server.url}/account/signin`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: 'no-cookie@example.com', password: 'not the password' })
		});
		expect(wrong.status).toBe(401);
		expect(wrong.headers.get('set-cookie')).toBeNull();
	});

	describe('behind TLS (ORIGIN=https://…)', () => {
		it('sign-in sets it Secure, and sign-out clears it Secure (a browser ignores a plain Set-Cookie over a Secure one)', async () => {
			const c = new Client(tls);
			const signin = await c.signUpAndIn('tls-clear@example.com');
			expect(signin.headers.get('set-cookie')).toMatch(/; Secure(;|$)/);
			const signout = await c.account('/signout', {});
			expect(signout.headers.get('set-cookie')).toMatch(/^utilkit_session=; .*Max-Age=0/);
			expect(signout.headers.get('set-cookie')).toMatch(/; Secure(;|$)/);
		});

		// URL.host drops default ports, so http://utilkit.example has the host of https://utilkit.example.
		it('an Origin of the same host over plain http is another origin: refused', async () => {
			const c = new Client(tls);
			await c.signUpAndIn('tls-scheme@example.com');
			expect((await c.account('/profile', { name: 'Alice' }, { origin: 'https://utilkit.example' })).status).toBe(200);
			expect((await c.account('/profile', { name: 'Mallory' }, { origin: 'http://utilkit.example' })).status).toBe(403);
		});
	});
});

/** Every state-changing account endpoint, with a body that would succeed from the app's own page. */
function stateChanging(keyId: string): [string, Record<string, unknown>][] {
	return [
		['/signup', { email: 'csrf-new@example.com', password: PASSWORD }],
		['/signin', { email: 'csrf@example.com', password: PASSWORD }],
		['/profile', { name: 'Mallory' }],
		['/keys', { name: 'mallory' }],
		[`/keys/${keyId}/revoke`, {}],
		['/password', { current_password: PASSWORD, new_password: 'mallory password' }],
		['/email', { email: 'mallory@example.com', current_password: PASSWORD }],
		['/verify/resend', {}],
		['/verify', { token: 'M'.repeat(43) }],
		['/password/forgot', { email: 'csrf@example.com' }],
		['/password/reset', { token: 'M'.repeat(43), new_password: 'mallory password' }],
		['/signout', {}]
	];
}

describe('(e) CSRF on /account/*', () => {
	let victim: Client;
	let keyId: string;
	beforeAll(async () => {
		victim = new Client(server);
		await victim.signUpAndIn('csrf@example.com');
		await victim.account('/profile', { name: 'Victim' });
		keyId = (await (await victim.account('/keys', { name: 'victim' })).json()).id;
	});

	/** The victim's state is as it was: same session, name, one live key, same password. */
	async function unchanged() {
		const me = await victim.account('/me');
		expect(me.status).toBe(200);
		expect(await me.json()).toMatchObject({ name: 'Victim' });
		const keys = (await (await victim.account('/keys')).json()).keys;
		expect(keys.map((k: { id: string; revoked_at: string | null }) => [k.id, k.revoked_at])).toEqual([[keyId, null]]);
		const other = new Client(server);
		expect((await other.account('/signin', { email: 'csrf@example.com', password: PASSWORD })).status).toBe(200);
		expect((await other.account('/signin', { email: 'csrf-new@example.com', password: PASSWORD })).status).toBe(401);
	}

	it('cross-site forms (urlencoded, multipart, text/plain), with a foreign Origin or none: 403 on every endpoint', async () => {
		for (const [path] of stateChanging(keyId)) {
			const multipart = new FormData();
			multipart.set('name', 'Mallory');
			const forms: [string, Record<string, string>, string | FormData][] = [
				['urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=Mallory'],
				['text/plain', { 'content-type': 'text/plain;charset=UTF-8' }, '{"name":"Mallory"}'],
				['multipart', {}, multipart]
			];
			for (const [kind, type, body] of forms) {
				for (const origin of [{ origin: EVIL }, {}] as Record<string, string>[]) {
					const headers: Record<string, string> = { 'content-type': '', ...type, ...origin };
					if (kind === 'multipart') delete headers['content-type'];
					const res = await victim.account(path, body, headers);
					expect(res.status, `${path} ${kind} ${JSON.stringify(origin)}`).toBe(403);
					expect(Object.keys(await res.json())).toEqual(['detail']);
				}
			}
		}
		await unchanged();
	});

	it('JSON from elsewhere: a foreign Origin, Origin "null", another port or host name, Sec-Fetch-Site cross-site or same-site: 403', async () => {
		const port = Number(new URL(server.url).port);
		const elsewhere: Record<string, string>[] = [
			{ origin: EVIL },
			{ origin: 'null' },
			{ origin: `http://127.0.0.1:${port + 1}` },
			{ origin: `http://localhost:${port}` },
			{ 'sec-fetch-site': 'cross-site' },
			{ 'sec-fetch-site': 'same-site' },
			{ origin: server.url, 'sec-fetch-site': 'same-site' }
		];
		for (const [path, body] of stateChanging(keyId)) {
			for (const headers of elsewhere) {
				const res = await victim.account(path, body, headers);
				expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
			}
		}
		await unchanged();
	});

	it('a body without Content-Type (fetch no-cors with a Blob): 403 from elsewhere, 415 from the app', async () => {
		for (const [path] of stateChanging(keyId)) {
			const send = (headers: Record<string, string>) =>
				fetch(`${server.url}/account${path}`, {
					method: 'POST',
					headers: { cookie: `utilkit_session=${victim.cookie}`, ...headers },
					body: new Blob(['{"name":"Mallory"}'])
				});
			const foreign = await send({ origin: EVIL });
			expect(foreign.headers.get('content-type') ?? 'none', path).toMatch(/^application\/json/);
			expect(foreign.status, path).toBe(403);
			expect((await send({ origin: server.url })).status, path).toBe(415);
		}
		await unchanged();
	});

	it('the same requests from the app’s own page succeed (the refusals above are about origin, not shape)', async () => {
		const c = new Client(server);
		await c.signUpAndIn('csrf-ok@example.com');
		const own: Record<string, string>[] = [{ origin: server.url, 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}];
		for (const headers of own) {
			expect((await c.account('/profile', { name: 'Own page' }, headers)).status, JSON.stringify(headers)).toBe(200);
		}
	});
});

describe('(e) /api/v1 with only the session cookie', () => {
	let c: Client;
	beforeAll(async () => {
		c = new Client(server);
		await c.signUpAndIn('api-csrf@example.com');
	});

	it('from elsewhere it is not a credential: 401, nothing counted; from the app or typed in: 200', async () => {
		const before = await c.used();
		const elsewhere: Record<string, string>[] = [
			{ origin: EVIL },
			{ origin: 'null' },
			{ origin: `http://localhost:${new URL(server.url).port}` },
			{ 'sec-fetch-site': 'cross-site' },
			{ 'sec-fetch-site': 'same-site' },
			{ origin: server.url, 'sec-fetch-site': 'cross-site' }
		];
		for (const headers of elsewhere) {
			const post = await c.api('POST', '/hash', headers);
			expect(post.status, `POST ${JSON.stringify(headers)}`).toBe(401);
			const refused = await post.json();
			expect(refused.detail).toContain('X-API-Key');
			expect(refused.code).toBe('missing_api_key');
			// A top-level cross-site navigation to a GET operation (SameSite=Lax sends the cookie there).
			const get = await c.api('GET', '/country-info/BR', { ...headers, 'sec-fetch-mode': 'navigate' });
			expect(get.status, `GET ${JSON.stringify(headers)}`).toBe(401);
		}
		// A cross-site form post carrying the cookie: 401 before the 415 an authenticated form would get.
		expect((await c.api('POST', '/hash', { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL }, 'input=abc')).status).toBe(401);
		expect(await c.used()).toBe(before);

		const own: Record<string, string>[] = [{ origin: server.url, 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}];
		for (const headers of own) {
			expect((await c.api('POST', '/hash', headers)).status, JSON.stringify(headers)).toBe(200);
			expect((await c.api('GET', '/country-info/BR', headers)).status, JSON.stringify(headers)).toBe(200);
		}
		expect(await c.used()).toBe(before + own.length * 2);
	});

	it('an Origin with the app’s host but another scheme is not the app', async () => {
		expect((await c.api('POST', '/hash', { origin: server.url.replace('http:', 'https:') })).status).toBe(401);
	});
});

const CORS_HEADERS = [
	'access-control-allow-origin',
	'access-control-allow-credentials',
	'access-control-allow-methods',
	'access-control-allow-headers',
	'access-control-expose-headers',
	'access-control-max-age'
];
const corsHeadersOf = (res: Response) => CORS_HEADERS.filter((h) => res.headers.has(h));
const preflight = (s: Server, path: string, origin: string, method = 'POST') =>
	fetch(`${s.url}${path}`, {
		method: 'OPTIONS',
		headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type, x-api-key' }
	});

describe('(f) CORS', () => {
	let open: Server;
	let allowing: Server;
	let key: string;
	let corsKey: string;
	beforeAll(async () => {
		open = server;
		allowing = corsServer;
		[key, corsKey] = await Promise.all([
			open.cli('keys', 'create', '--email', 'cors@example.com'),
			allowing.cli('keys', 'create', '--email', 'cors@example.com')
		]).then((keys) => keys.map((k) => k.trim()));
	});

	it('by default: no CORS header on any answer or preflight, for any origin', async () => {
		for (const origin of ['https://a.example', EVIL, 'null']) {
			const answers = [
				await preflight(open, '/api/v1/hash', origin),
				await preflight(open, '/api/v1/country-info/BR', origin, 'GET'),
				await preflight(open, '/api/v1/nothing-here', origin),
				await open.post('/hash', HASH, { 'x-api-key': key, origin }),
				await open.post('/hash', HASH, { origin }),
				await open.get('/openapi.json', { origin }),
				await open.get('/country-info/BR', { 'x-api-key': key, origin })
			];
			for (const res of answers) expect(corsHeadersOf(res), `${origin} ${res.url} ${res.status}`).toEqual([]);
			// The preflight is an ordinary wrong-method answer: the browser sees no permission.
			expect(answers[0].status).toBe(405);
			expect(answers[0].headers.get('allow')).toBe('POST');
		}
	});

	it('with CORS_ORIGINS: an allowed origin is echoed exactly, with Vary: Origin and the limit headers exposed; never credentials', async () => {
		for (const origin of ['https://a.example', 'https://b.example:8443']) {
			const pre = await preflight(allowing, '/api/v1/hash', origin);
			expect(pre.status).toBe(204);
			expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
			expect(pre.headers.get('vary')).toMatch(/(^|,\s*)Origin(\s*,|$)/i);
			expect(pre.headers.get('access-control-allow-methods')).toBe('POST');
			expect(pre.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/).sort()).toEqual(['content-type', 'x-api-key']);
			expect(pre.headers.get('access-control-allow-credentials')).toBeNull();

			for (const res of [await allowing.post('/hash', HASH, { 'x-api-key': corsKey, origin }), await allowing.post('/hash', HASH, { origin })]) {
				expect(res.headers.get('access-control-allow-origin'), `${res.status}`).toBe(origin);
				expect(res.headers.get('vary')).toMatch(/(^|,\s*)Origin(\s*,|$)/i);
				expect(res.headers.get('access-control-allow-credentials')).toBeNull();
			}
			const ok = await allowing.post('/hash', HASH, { 'x-api-key': corsKey, origin });
			const exposed = ok.headers.get('access-control-expose-headers')!.toLowerCase().split(/,\s*/);
			for (const h of ['x-ratelimit-remaining', 'x-quota-remaining', 'retry-after', 'x-request-id']) expect(exposed).toContain(h);
		}
	});

	it('with CORS_ORIGINS: other origins, look-alikes and "null" get nothing', async () => {
		for (const origin of [EVIL, 'null', 'http://a.example', 'https://a.example:444', 'https://A.example.evil.example', 'https://b.example', 'https://a.example.', '*']) {
			for (const res of [await preflight(allowing, '/api/v1/hash', origin), await allowing.post('/hash', HASH, { 'x-api-key': corsKey, origin })]) {
				expect(corsHeadersOf(res), `${origin} ${res.status}`).toEqual([]);
			}
		}
		// The answer still varies by Origin, so no shared cache hands an allowed origin's copy of the
		// publicly cached OpenAPI document to another caller, nor the reverse.
		for (const origin of [EVIL, undefined]) {
			const doc = await fetch(`${allowing.url}/api/v1/openapi.json`, { headers: origin ? { origin } : {} });
			expect(doc.headers.get('cache-control')).toBe('public, max-age=300');
			expect(doc.headers.get('vary')).toMatch(/(^|,\s*)Origin(\s*,|$)/i);
		}
	});

	it('/mcp follows the same rules: nothing by default; with CORS_ORIGINS an allowed origin’s preflight and tools/list, others nothing', async () => {
		const LIST = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
		const mcp = (s: Server, headers: Record<string, string>) =>
			fetch(`${s.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: LIST });
		for (const origin of ['https://a.example', EVIL]) {
			expect(corsHeadersOf(await preflight(open, '/mcp', origin))).toEqual([]);
			expect(corsHeadersOf(await mcp(open, { 'x-api-key': key, origin }))).toEqual([]);
		}
		const pre = await preflight(allowing, '/mcp', 'https://b.example:8443');
		expect(pre.status).toBe(204);
		expect(pre.headers.get('access-control-allow-origin')).toBe('https://b.example:8443');
		expect(pre.headers.get('access-control-allow-methods')).toBe('POST');
		expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
		const listed = await mcp(allowing, { 'x-api-key': corsKey, origin: 'https://b.example:8443' });
		expect(listed.status).toBe(200);
		expect(listed.headers.get('access-control-allow-origin')).toBe('https://b.example:8443');
		expect(((await listed.json()) as { result: { tools: unknown[] } }).result.tools.length).toBeGreaterThan(50);
		for (const origin of [EVIL, 'null', 'https://a.example.']) {
			expect(corsHeadersOf(await preflight(allowing, '/mcp', origin))).toEqual([]);
			expect(corsHeadersOf(await mcp(allowing, { 'x-api-key': corsKey, origin }))).toEqual([]);
		}
	});

	it('with CORS_ORIGINS: the app’s /account endpoints stay same-origin, and the session cookie is no credential for an allowed origin', async () => {
		for (const res of [await preflight(allowing, '/account/keys', 'https://a.example'), await fetch(`${allowing.url}/account/session`, { headers: { origin: 'https://a.example' } })]) {
			expect(corsHeadersOf(res)).toEqual([]);
		}
		const c = new Client(allowing);
		await c.signUpAndIn('cors-cookie@example.com');
		expect((await c.api('POST', '/hash', { origin: 'https://a.example', 'sec-fetch-site': 'cross-site' })).status).toBe(401);
		expect((await c.api('POST', '/hash', { origin: 'https://a.example' })).status).toBe(401);
		expect((await c.api('POST', '/hash', { origin: allowing.url })).status).toBe(200);
	});
});
