/**
 * Passwords too easy to guess are refused at sign-up and at a password change (docs/security.md,
 * findings of the loopback review): zxcvbn's score, the model `/password/strength` answers with,
 * must be at least 3. The scores expected here are zxcvbn's own (the @zxcvbn-ts reference
 * implementation, through `/password/strength` of this server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';

let server: Server;
let key: string;
beforeAll(async () => {
	server = await startServer();
	key = (await server.cli('keys', 'create', '--email', 'ops@example.com', '--plan', 'unlimited')).trim();
});
afterAll(() => server?.stop());

const send = (path: string, body: unknown, cookie?: string) =>
	fetch(`${server.url}/account${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `utilkit_session=${cookie}` } : {}) },
		body: JSON.stringify(body)
	});
const score = async (password: string, email: string) =>
	(await (await server.post('/password/strength', { password, user_inputs: [email] }, { 'x-api-key': key })).json()).score as number;

describe('weak passwords', () => {
	it.each(['aaaaaaaaaa', '1234567890', '          ', 'weak@example.com'])('%j is refused at sign-up with zxcvbn\'s reason', async (password) => {
		expect(await score(password, 'weak@example.com')).toBeLessThan(3);
		const res = await send('/signup', { email: 'weak@example.com', password });
		expect(res.status).toBe(422);
		expect((await res.json()).detail).toMatch(/^password is too easy to guess \(zxcvbn score [0-2] of 4, at least 3 is needed\)/);
	});

	it('a password zxcvbn scores 3 or 4 is taken, and a weak new one is refused at a password change', async () => {
		expect(await score('correct horse battery', 'strong@example.com')).toBeGreaterThanOrEqual(3);
		expect((await send('/signup', { email: 'strong@example.com', password: 'correct horse battery' })).status).toBe(200);
		const signedIn = await send('/signin', { email: 'strong@example.com', password: 'correct horse battery' });
		const cookie = /utilkit_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1];
		const change = await send('/password', { current_password: 'correct horse battery', new_password: '1234567890' }, cookie);
		expect(change.status).toBe(422);
		expect((await change.json()).detail).toMatch(/^new_password is too easy to guess/);
	});
});
