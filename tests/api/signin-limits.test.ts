/**
 * Sign-in limits that protect the owner as well as the account (docs/security.md, findings of the
 * loopback review): a guesser locks out only its own address (5 failures per account and
 * address), many guessers together slow an account down instead of locking it, every sign-in of
 * an address counts (not only failures), password hashing has a per-process cap (503 beyond it),
 * and an account holds at most 20 sessions. Client addresses come from `X-Real-IP`
 * (ADDRESS_HEADER), as behind a proxy, so one test can speak from many addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Server } from './harness';

const PASSWORD = 'correct horse battery';
let server: Server;

beforeAll(async () => {
	server = await startServer({ ADDRESS_HEADER: 'x-real-ip' });
});
afterAll(() => server?.stop());

async function account(path: string, body: unknown, ip: string, cookie?: string): Promise<Response> {
	return fetch(`${server.url}/account${path}`, {
		method: body === undefined ? 'GET' : 'POST',
		headers: { 'x-real-ip': ip, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie: `utilkit_session=${cookie}` } : {}) },
		body: body === undefined ? undefined : JSON.stringify(body)
	});
}
const signUp = async (email: string, ip: string) => expect((await account('/signup', { email, password: PASSWORD }, ip)).status).toBe(200);
const signIn = (email: string, password: string, ip: string) => account('/signin', { email, password }, ip);
const cookieOf = (res: Response) => /utilkit_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe('sign-in limits', () => {
	it('five wrong passwords lock that account for that address only: its owner signs in from another', async () => {
		await signUp('target@example.com', '192.0.2.1');
		for (let i = 0; i < 5; i++) expect((await signIn('target@example.com', 'wrong password!', '198.51.100.7')).status).toBe(401);
		const locked = await signIn('target@example.com', PASSWORD, '198.51.100.7');
		expect(locked.status).toBe(429);
		expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
		expect((await signIn('target@example.com', PASSWORD, '203.0.113.9')).status).toBe(200);
	});

	it('failures from many addresses slow the account (each sign-in waits 2 s) but never lock it', async () => {
		await signUp('slowed@example.com', '192.0.2.2');
		for (let a = 1; a <= 5; a++) {
			for (let i = 0; i < 4; i++) expect((await signIn('slowed@example.com', 'wrong password!', `198.51.100.${a}`)).status).toBe(401);
		}
		const started = performance.now();
		const owner = await signIn('slowed@example.com', PASSWORD, '203.0.113.50');
		expect(owner.status).toBe(200);
		// A wait the server adds on purpose (a lower bound, not a performance budget).
		expect(performance.now() - started).toBeGreaterThanOrEqual(2000);
		// The owner's success ends the slowdown.
		expect((await signIn('slowed@example.com', PASSWORD, '203.0.113.51')).status).toBe(200);
	});

	it('counts every sign-in of an address, right or wrong: the 31st in 15 minutes is refused', async () => {
		await signUp('often@example.com', '192.0.2.3');
		for (let i = 0; i < 30; i++) expect((await signIn('often@example.com', PASSWORD, '198.51.100.30')).status).toBe(200);
		const refused = await signIn('often@example.com', PASSWORD, '198.51.100.30');
		expect(refused.status).toBe(429);
		expect((await refused.json()).detail).toMatch(/Too many sign-ins from this network address/);
		expect((await signIn('often@example.com', PASSWORD, '198.51.100.31')).status).toBe(200);
	});

	it('keeps at most 20 sessions per account: a new one ends the oldest', async () => {
		await signUp('sessions@example.com', '192.0.2.4');
		const cookies: string[] = [];
		for (let i = 0; i < 22; i++) cookies.push(cookieOf(await signIn('sessions@example.com', PASSWORD, `198.51.101.${i}`))!);
		const live = await Promise.all(cookies.map(async (c) => (await account('/session', undefined, '192.0.2.4', c)).json()));
		expect(live.map((s) => s.account !== null)).toEqual([false, false, ...Array(20).fill(true)]);
	});

	it('caps password hashing at once: a flood of sign-ins gets 503 with Retry-After, never a 500, and the rest sign in', async () => {
		await signUp('flood@example.com', '192.0.2.5');
		// 120 at once against a gate of 4 hashing and 16 waiting: even when the machine admits them
		// slowly (a fresh-clone CI run let 40 through one by one as hashes finished), far more than 20 wait.
		const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => signIn('flood@example.com', PASSWORD, `198.51.102.${i}`)));
		const statuses = answers.map((r) => r.status);
		expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
		expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
		expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(20);
		const busy = answers.find((r) => r.status === 503)!;
		expect(busy.headers.get('retry-after')).toBe('1');
		expect((await busy.json()).detail).toMatch(/retry in a second/);
	});
});
