/**
 * Accounts over real HTTP against the built server: sign-up and sign-in without user
 * enumeration, sign-in limits, the session cookie, keys from the dashboard, usage, the session
 * on /api/v1, deactivation, sign-out, password change and the CSRF checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startServer, type Server } from './harness';
import { confirmFiledEmail } from '../peers/mail';

let server: Server;
const HASH = { input: 'abc', algorithms: ['sha256'] };
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
	server = await startServer();
});
afterAll(() => server?.stop());

/** A browser-like client: keeps the session cookie, sends JSON to /account/*. */
class Client {
	cookie: string | null = null;
	constructor(private readonly s: () => Server) {}

	async account(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
		const res = await fetch(`${this.s().url}/account${path}`, {
			method: body === undefined ? 'GET' : 'POST',
			headers: {
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
				...(this.cookie ? { cookie: `utilkit_session=${this.cookie}` } : {}),
				...headers
			},
			body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
		});
		const set = res.headers.get('set-cookie');
		const m = set && /utilkit_session=([^;]*)/.exec(set);
		if (m) this.cookie = m[1] || null;
		return res;
	}

	api(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
		return this.s().post(path, body, { ...(this.cookie ? { cookie: `utilkit_session=${this.cookie}` } : {}), ...headers });
	}

	/** Signs up, confirms the address from the mailed link (filed in DATA_DIR/mail) and signs in. */
	async signUpAndIn(email: string, password = PASSWORD): Promise<void> {
		expect((await this.account('/signup', { email, password })).status).toBe(200);
		await confirmFiledEmail(this.s(), email);
		expect((await this.account('/signin', { email, password })).status).toBe(200);
	}
}
const client = (s: () => Server = () => server) => new Client(s);

describe('sign-up and sign-in', () => {
	it('sign-up answers the same for a new and a taken address and never opens a session', async () => {
		const c = client();
		const first = await c.account('/signup', { email: 'Alice@Example.com', password: PASSWORD });
		const again = await c.account('/signup', { email: 'alice@example.com', password: 'another password' });
		expect(first.status).toBe(200);
		expect(again.status).toBe(200);
		expect(await again.json()).toEqual(await first.json());
		expect(first.headers.get('set-cookie')).toBeNull();
		expect(again.headers.get('set-cookie')).toBeNull();
		// The second sign-up did not change the password.
		expect((await c.account('/signin', { email: 'alice@example.com', password: 'another password' })).status).toBe(401);
		expect((await c.account('/signin', { email: 'ALICE@example.com', password: PASSWORD })).status).toBe(200);
	});

	it('refuses bad input with 422 {"detail"}', async () => {
		const c = client();
		for (const body of [
			{ email: 'not-an-address', password: PASSWORD },
			{ email: 'short@example.com', password: '123456789' },
			{ email: 'long@example.com', password: 'a'.repeat(1025) },
			{ email: 'none@example.com' }
		]) {
			const res = await c.account('/signup', body);
			expect(res.status, JSON.stringify(body)).toBe(422);
			expect(Object.keys(await res.json())).toEqual(['detail']);
		}
		// Ten characters are enough when they are hard to guess (zxcvbn scores this one 3; weak-passwords.test.ts has the rest).
		expect((await c.account('/signup', { email: 'ten@example.com', password: 'Kx9#vQ2!mZ' })).status).toBe(200);
	});

	it('sets an httpOnly, SameSite=Lax session cookie on / (no Secure over http), 30 days', async () => {
		const c = client();
		await c.account('/signup', { email: 'cookie@example.com', password: PASSWORD });
		const res = await c.account('/signin', { email: 'cookie@example.com', password: PASSWORD });
		const set = res.headers.get('set-cookie')!;
		expect(set).toMatch(/^utilkit_session=[A-Za-z0-9_-]{43}; /);
		expect(set).toContain('HttpOnly');
		expect(set).toContain('SameSite=Lax');
		expect(set).toContain('Path=/');
		expect(set).toContain(`Max-Age=${30 * 86400}`);
		expect(set).not.toContain('Secure');
		const body = await res.json();
		expect(body).toMatchObject({ email: 'cookie@example.com', plan: 'free', active: true, profile_complete: false });
	});

	it('a wrong password and an unknown address give the same 401', async () => {
		const c = client();
		await c.account('/signup', { email: 'known@example.com', password: PASSWORD });
		const wrong = await c.account('/signin', { email: 'known@example.com', password: 'not the password' });
		const unknown = await c.account('/signin', { email: 'nobody@example.com', password: 'not the password' });
		expect(wrong.status).toBe(401);
		expect(unknown.status).toBe(401);
		expect(await wrong.json()).toEqual(await unknown.json());
		expect(wrong.headers.get('set-cookie')).toBeNull();
	});

	it('after 5 failures for one address, the 6th attempt is 429 with Retry-After, even with the right password', async () => {
		const c = client();
		await c.account('/signup', { email: 'limited@example.com', password: PASSWORD });
		for (let i = 0; i < 5; i++) {
			expect((await c.account('/signin', { email: 'limited@example.com', password: `wrong password ${i}` })).status).toBe(401);
		}
		const res = await c.account('/signin', { email: 'limited@example.com', password: PASSWORD });
		expect(res.status).toBe(429);
		expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
		expect((await res.json()).detail).toMatch(/retry in \d+ seconds/);
	});

	it('an account the CLI made (no password) cannot sign in, and sign-up does not give it one', async () => {
		await server.cli('keys', 'create', '--email', 'cli-only@example.com');
		const c = client();
		expect((await c.account('/signin', { email: 'cli-only@example.com', password: PASSWORD })).status).toBe(401);
		expect((await c.account('/signup', { email: 'cli-only@example.com', password: PASSWORD })).status).toBe(200);
		expect((await c.account('/signin', { email: 'cli-only@example.com', password: PASSWORD })).status).toBe(401);
	});

	it('sign-in rotates the session: a token presented before is dropped', async () => {
		const c = client();
		await c.signUpAndIn('rotate@example.com');
		const before = c.cookie!;
		expect((await c.account('/signin', { email: 'rotate@example.com', password: PASSWORD })).status).toBe(200);
		expect(c.cookie).not.toBe(before);
		const old = client();
		old.cookie = before;
		expect((await old.account('/me')).status).toBe(401);
		expect((await c.account('/me')).status).toBe(200);
	});
});

describe('profile, keys and usage', () => {
	it('a key shown once that works, listed by hint, revoked at once; the profile is not needed for it', async () => {
		const c = client();
		await c.signUpAndIn('keys@example.com');
		expect(await (await c.account('/me')).json()).toMatchObject({ name: null, profile_complete: false });
		// The spec asks for a profile only "if asked" (docs/spec/utility-api.md): the dashboard asks, a key does not wait for it.
		const created = await c.account('/keys', { name: 'laptop' });
		expect(created.status).toBe(201);
		const { key, id, hint, name } = await created.json();
		expect(key).toMatch(/^ukit_[0-9A-Za-z]{38}$/);
		expect(hint).toBe(`${key.slice(0, 9)}…${key.slice(-4)}`);
		expect(name).toBe('laptop');

		const list = await (await c.account('/keys')).json();
		expect(JSON.stringify(list)).not.toContain(key);
		expect(list.keys).toEqual([expect.objectContaining({ id, hint, name: 'laptop', revoked_at: null })]);

		expect((await server.post('/hash', HASH, { 'x-api-key': key })).status).toBe(200);
		await eventually(async () => {
			const keys = (await (await c.account('/keys')).json()).keys;
			expect(keys[0].last_used_at).not.toBeNull();
		});

		const other = client();
		await other.signUpAndIn('not-the-owner@example.com');
		expect((await other.account(`/keys/${id}/revoke`, {})).status).toBe(404);

		expect((await c.account(`/keys/${id}/revoke`, {})).status).toBe(200);
		expect((await server.post('/hash', HASH, { 'x-api-key': key })).status).toBe(401);
		expect((await c.account(`/keys/${id}/revoke`, {})).status).toBe(404);

		// Given later, the profile names the account; saved, a name is required.
		expect((await c.account('/profile', {})).status).toBe(422);
		const profile = await c.account('/profile', { name: 'Ada Lovelace', company: 'Analytical Engines' });
		expect(await profile.json()).toMatchObject({ name: 'Ada Lovelace', company: 'Analytical Engines', profile_complete: true });
	});

	it('a key created without a name is called "Key N", N after every key the account had', async () => {
		const c = client();
		await c.signUpAndIn('unnamed-keys@example.com');
		const first = await c.account('/keys', {});
		expect(first.status).toBe(201);
		expect((await first.json()).name).toBe('Key 1');
		const named = await (await c.account('/keys', { name: 'laptop' })).json();
		expect((await c.account(`/keys/${named.id}/revoke`, {})).status).toBe(200);
		// Blank is no name; the revoked key still counts.
		expect((await (await c.account('/keys', { name: '  ' })).json()).name).toBe('Key 3');
	});

	it('holds at most 20 live keys', async () => {
		const c = client();
		await c.signUpAndIn('many@example.com');
		for (let i = 0; i < 20; i++) expect((await c.account('/keys', { name: `k${i}` })).status).toBe(201);
		const res = await c.account('/keys', { name: 'one too many' });
		expect(res.status).toBe(409);
		expect((await res.json()).detail).toContain('20');
	});

	it('/api/v1 accepts the session cookie and counts it for the account; a key wins over the cookie', async () => {
		const c = client();
		await c.signUpAndIn('usage@example.com');
		for (let i = 0; i < 3; i++) expect((await c.api('/hash', HASH)).status).toBe(200);
		expect((await c.api('/hash', { input: 1 })).status).toBe(422);
		// The platform's checks apply to sessions too.
		expect((await c.api('/hash', 'input=abc', { 'content-type': 'text/plain' })).status).toBe(415);

		const keyOwner = (await server.cli('keys', 'create', '--email', 'key-owner@example.com')).trim();
		const both = await c.api('/hash', HASH, { 'x-api-key': keyOwner });
		expect(both.status).toBe(200);
		expect(both.headers.get('x-quota-remaining')).toBe('999');

		const usage = await (await c.account('/usage')).json();
		expect(usage.plan).toEqual({ name: 'free', per_minute: 60, per_month: 1000 });
		expect(usage.used).toBe(5);
		expect(usage.remaining).toBe(995);
		expect(usage.operations).toEqual([{ operation: 'hash', count: 5 }]);
		const today = new Date().toISOString().slice(0, 10);
		expect(usage.month).toBe(today.slice(0, 7));
		expect(usage.days.at(-1)).toEqual({ day: today, count: 5, operations: [{ operation: 'hash', count: 5 }] });
		expect(usage.days).toHaveLength(Number(today.slice(8)));
	});

	it('a session cookie from another origin does not authenticate /api/v1', async () => {
		const c = client();
		await c.signUpAndIn('cross@example.com');
		// The cookie is ignored: to /api/v1 the request carries no credentials at all.
		const foreign = await c.api('/hash', HASH, { origin: 'https://evil.example' });
		expect(foreign.status).toBe(401);
		expect((await foreign.json()).code).toBe('missing_api_key');
		expect((await c.api('/hash', HASH, { 'sec-fetch-site': 'cross-site' })).status).toBe(401);
		expect((await c.api('/hash', HASH, { origin: server.url })).status).toBe(200);
	});
});

describe('ending sessions and accounts', () => {
	it('sign-out kills the session on the server', async () => {
		const c = client();
		await c.signUpAndIn('signout@example.com');
		const token = c.cookie!;
		const res = await c.account('/signout', {});
		expect(res.status).toBe(200);
		expect(res.headers.get('set-cookie')).toMatch(/utilkit_session=; .*Max-Age=0/);
		const replay = client();
		replay.cookie = token;
		expect((await replay.account('/me')).status).toBe(401);
		const api = await replay.api('/hash', HASH);
		expect(api.status).toBe(401);
		expect(await api.json()).toEqual({ detail: 'Session expired or signed out: sign in again, or include an X-API-Key header', code: 'session_expired' });
	});

	it('GET /session answers 200 with the account, or account null when signed out, and where mails go', async () => {
		const c = client();
		const out = await c.account('/session');
		expect(out.status).toBe(200);
		// This server has no SMTP_URL: its mails are files in DATA_DIR/mail/ (tests/api/mail-folder.test.ts).
		expect(await out.json()).toEqual({ account: null, delivery: 'mail-folder' });
		await c.signUpAndIn('session@example.com');
		const signedIn = await c.account('/session');
		expect(signedIn.status).toBe(200);
		expect(await signedIn.json()).toMatchObject({ account: { email: 'session@example.com' }, delivery: 'mail-folder' });
		expect((await c.account('/signout', {})).status).toBe(200);
		expect(await (await c.account('/session')).json()).toEqual({ account: null, delivery: 'mail-folder' });
	});

	it('changing the password asks for the current one and ends the other sessions', async () => {
		const a = client();
		const b = client();
		await a.signUpAndIn('change@example.com');
		expect((await b.account('/signin', { email: 'change@example.com', password: PASSWORD })).status).toBe(200);
		expect((await a.account('/password', { current_password: 'wrong password!', new_password: 'a new password' })).status).toBe(403);
		expect((await a.account('/password', { current_password: PASSWORD, new_password: 'short' })).status).toBe(422);
		const ok = await a.account('/password', { current_password: PASSWORD, new_password: 'a new password' });
		expect(ok.status).toBe(200);
		expect((await ok.json()).signed_out_sessions).toBe(1);
		expect((await a.account('/me')).status).toBe(200);
		expect((await b.account('/me')).status).toBe(401);
		const c = client();
		expect((await c.account('/signin', { email: 'change@example.com', password: PASSWORD })).status).toBe(401);
		expect((await c.account('/signin', { email: 'change@example.com', password: 'a new password' })).status).toBe(200);
	});

	it('a deactivated account: 403 for its key and its session; sign-in works and shows the state', async () => {
		const c = client();
		await c.signUpAndIn('deactivated@example.com');
		await c.account('/profile', { name: 'D' });
		const { key } = await (await c.account('/keys', { name: 'k' })).json();
		await server.cli('accounts', 'deactivate', '--email', 'deactivated@example.com');
		const refused = await c.api('/hash', HASH);
		expect(refused.status).toBe(403);
		expect(await refused.json()).toEqual({ detail: 'Account deactivated', code: 'account_deactivated' });
		await eventually(async () => expect((await server.post('/hash', HASH, { 'x-api-key': key })).status).toBe(403));
		const again = client();
		expect((await again.account('/signin', { email: 'deactivated@example.com', password: PASSWORD })).status).toBe(200);
		expect(await (await again.account('/me')).json()).toMatchObject({ active: false });
		expect((await again.account('/keys', { name: 'more' })).status).toBe(403);
		await server.cli('accounts', 'activate', '--email', 'deactivated@example.com');
		expect((await c.api('/hash', HASH)).status).toBe(200);
	});
});

describe('CSRF and request shape', () => {
	it('refuses non-JSON and cross-origin POSTs', async () => {
		const c = client();
		await c.signUpAndIn('csrf@example.com');
		// A form post is refused whatever its origin: by the app's hook (403) or by the endpoint (415).
		const form = await c.account('/profile', 'name=Mallory', { 'content-type': 'application/x-www-form-urlencoded' });
		expect(form.status).toBe(403);
		const sameOriginForm = await c.account('/profile', 'name=Mallory', { 'content-type': 'application/x-www-form-urlencoded', origin: server.url });
		expect(sameOriginForm.status).toBe(415);
		const crossForm = await c.account('/signout', 'x=1', { 'content-type': 'text/plain', origin: 'https://evil.example' });
		expect(crossForm.status).toBe(403);
		const crossJson = await c.account('/profile', { name: 'Mallory' }, { origin: 'https://evil.example' });
		expect(crossJson.status).toBe(403);
		expect(Object.keys(await crossJson.json())).toEqual(['detail']);
		expect((await c.account('/profile', { name: 'Mallory' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
		expect((await c.account('/profile', { name: 'Carol' }, { origin: server.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
		expect(await (await c.account('/me')).json()).toMatchObject({ name: 'Carol' });
	});

	it('answers unknown paths 404, wrong methods 405, large bodies 413, broken JSON 422, signed-out 401', async () => {
		const c = client();
		expect((await c.account('/nothing')).status).toBe(404);
		expect((await c.account('/signin')).status).toBe(405);
		expect((await c.account('/signin', { email: 'x@example.com', password: 'a'.repeat(20_000) })).status).toBe(413);
		expect((await c.account('/signin', '{"email":')).status).toBe(422);
		for (const path of ['/me', '/keys', '/usage']) expect((await c.account(path)).status).toBe(401);
		const res = await c.account('/me');
		expect(res.headers.get('content-type')).toMatch(/^application\/json/);
		expect(await res.json()).toEqual({ detail: 'Not signed in' });
	});
});

describe('per-IP limits', () => {
	let own: Server;
	beforeAll(async () => {
		own = await startServer();
	});
	afterAll(() => own?.stop());

	it('20 failures from one address, whatever the accounts, then 429', async () => {
		const c = client(() => own);
		for (let i = 0; i < 20; i++) {
			const res = await c.account('/signin', { email: `ip${i % 5}@example.com`, password: 'not the password' });
			expect(res.status).toBe(401);
		}
		const res = await c.account('/signin', { email: 'fresh@example.com', password: 'not the password' });
		expect(res.status).toBe(429);
		expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
	});

	it('20 sign-ups from one address, then 429', async () => {
		const c = client(() => own);
		for (let i = 0; i < 20; i++) {
			expect((await c.account('/signup', { email: `new${i}@example.com`, password: PASSWORD })).status).toBe(200);
		}
		const res = await c.account('/signup', { email: 'new20@example.com', password: PASSWORD });
		expect(res.status).toBe(429);
		expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
	});
});

describe('ADDRESS_LIMIT_SCALE (many people behind one address)', () => {
	let scaled: Server;
	beforeAll(async () => {
		scaled = await startServer({ ADDRESS_LIMIT_SCALE: '2' });
	});
	afterAll(() => scaled?.stop());

	it('doubles the per-address caps: 40 sign-ups, then 429', async () => {
		const c = client(() => scaled);
		for (let i = 0; i < 40; i++) {
			expect((await c.account('/signup', { email: `scaled${i}@example.com`, password: PASSWORD })).status).toBe(200);
		}
		const res = await c.account('/signup', { email: 'scaled40@example.com', password: PASSWORD });
		expect(res.status).toBe(429);
		expect(await res.json()).toMatchObject({ detail: expect.stringContaining('Too many sign-ups from this network address') });
	});
});

describe('behind a reverse proxy (ADDRESS_HEADER, XFF_DEPTH)', () => {
	let proxied: Server;
	beforeAll(async () => {
		proxied = await startServer({ ADDRESS_HEADER: 'X-Forwarded-For', XFF_DEPTH: '1' });
	});
	afterAll(() => proxied?.stop());

	it('limits by the client address the proxy adds, which a client cannot forge', async () => {
		const c = client(() => proxied);
		// The proxy appends the real client (rightmost); whatever the client sent is to its left.
		const via = (client: string, forged = '198.51.100.7') => ({ 'x-forwarded-for': `${forged}, ${client}` });
		for (let i = 0; i < 20; i++) {
			const res = await c.account('/signin', { email: `px${i % 5}@example.com`, password: 'not the password' }, via('203.0.113.1', `192.0.2.${i}`));
			expect(res.status).toBe(401);
		}
		expect((await c.account('/signin', { email: 'px-fresh@example.com', password: 'x' }, via('203.0.113.1'))).status).toBe(429);
		// Another client behind the same proxy is not limited.
		expect((await c.account('/signin', { email: 'px-other@example.com', password: 'x' }, via('203.0.113.2'))).status).toBe(401);
	});
});

describe('behind TLS', () => {
	let tls: Server;
	beforeAll(async () => {
		tls = await startServer({ ORIGIN: 'https://utilkit.example' });
	});
	afterAll(() => tls?.stop());

	it('the session cookie is Secure when ORIGIN is https', async () => {
		const c = client(() => tls);
		await c.account('/signup', { email: 'tls@example.com', password: PASSWORD });
		const res = await c.account('/signin', { email: 'tls@example.com', password: PASSWORD });
		expect(res.status).toBe(200);
		expect(res.headers.get('set-cookie')).toMatch(/; Secure$/);
		// The Origin check compares with ORIGIN's host.
		expect((await c.account('/profile', { name: 'T' }, { origin: 'https://utilkit.example' })).status).toBe(200);
		expect((await c.account('/profile', { name: 'T' }, { origin: tls.url })).status).toBe(403);
	});
});
