/**
 * The sessions of an account over real HTTP (docs/security.md, findings of the loopback review):
 * a password change rotates the session it is made from and ends every other; the dashboard lists
 * the live sessions and ends any of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';

const PASSWORD = 'correct horse battery';
let server: Server;
beforeAll(async () => {
	server = await startServer();
});
afterAll(() => server?.stop());

/** One browser: sends JSON to /account/*, keeps its session cookie. */
function browser() {
	const jar = { cookie: null as string | null };
	const send = async (path: string, body?: unknown) => {
		const res = await fetch(`${server.url}/account${path}`, {
			method: body === undefined ? 'GET' : 'POST',
			headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(jar.cookie ? { cookie: `utilkit_session=${jar.cookie}` } : {}) },
			body: body === undefined ? undefined : JSON.stringify(body)
		});
		const m = /utilkit_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
		if (m) jar.cookie = m[1] || null;
		return res;
	};
	const signedIn = async () => (await (await send('/session')).json()).account !== null;
	return { jar, send, signedIn };
}

describe('sessions', () => {
	it('a password change rotates the session it is made from and ends the others', async () => {
		const a = browser();
		expect((await a.send('/signup', { email: 'rotate@example.com', password: PASSWORD })).status).toBe(200);
		expect((await a.send('/signin', { email: 'rotate@example.com', password: PASSWORD })).status).toBe(200);
		const b = browser();
		expect((await b.send('/signin', { email: 'rotate@example.com', password: PASSWORD })).status).toBe(200);
		const before = a.jar.cookie!;
		const changed = await a.send('/password', { current_password: PASSWORD, new_password: 'a new battery staple' });
		expect(changed.status).toBe(200);
		expect((await changed.json()).signed_out_sessions).toBe(1);
		expect(a.jar.cookie).not.toBe(before);
		expect(await a.signedIn()).toBe(true);
		expect(await b.signedIn()).toBe(false);
		// A copy of the cookie from before the change opens nothing.
		const stale = browser();
		stale.jar.cookie = before;
		expect(await stale.signedIn()).toBe(false);
	});

	it('the dashboard lists the live sessions, this one marked, and ends any of them', async () => {
		const here = browser();
		expect((await here.send('/signup', { email: 'list@example.com', password: PASSWORD })).status).toBe(200);
		expect((await here.send('/signin', { email: 'list@example.com', password: PASSWORD })).status).toBe(200);
		const phone = browser();
		expect((await phone.send('/signin', { email: 'list@example.com', password: PASSWORD })).status).toBe(200);
		const listed = await (await here.send('/sessions')).json();
		expect(listed.sessions).toHaveLength(2);
		expect(listed.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
		for (const s of listed.sessions) {
			expect(s.id).toMatch(/^[0-9a-f]{16}$/);
			expect(Date.parse(s.created_at)).toBeLessThanOrEqual(Date.parse(s.last_seen_at));
			expect(Date.parse(s.expires_at)).toBeGreaterThan(Date.now());
			// Neither the token nor its full hash leaves the server.
			expect(JSON.stringify(s)).not.toContain(phone.jar.cookie!);
		}
		const other = listed.sessions.find((s: { current: boolean }) => !s.current);
		const ended = await here.send(`/sessions/${other.id}/end`, {});
		expect(ended.status).toBe(200);
		expect(await ended.json()).toEqual({ detail: 'Session ended', current: false });
		expect(await phone.signedIn()).toBe(false);
		expect(await here.signedIn()).toBe(true);
		expect((await here.send(`/sessions/${other.id}/end`, {})).status).toBe(404);
		// Another account's session cannot be ended from here.
		const stranger = browser();
		expect((await stranger.send('/signup', { email: 'stranger@example.com', password: PASSWORD })).status).toBe(200);
		expect((await stranger.send('/signin', { email: 'stranger@example.com', password: PASSWORD })).status).toBe(200);
		const theirs = (await (await stranger.send('/sessions')).json()).sessions[0].id;
		expect((await here.send(`/sessions/${theirs}/end`, {})).status).toBe(404);
		expect(await stranger.signedIn()).toBe(true);
		// Ending this very session signs out.
		const mine = (await (await here.send('/sessions')).json()).sessions[0];
		const out = await here.send(`/sessions/${mine.id}/end`, {});
		expect(await out.json()).toEqual({ detail: 'Signed out', current: true });
		expect(here.jar.cookie).toBeNull();
		expect((await here.send('/sessions')).status).toBe(401);
	});
});
