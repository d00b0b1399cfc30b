/**
 * The sign-in and key-creation limits hold across processes (docs/security.md, "Sign-in limits"):
 * 5 failed sign-ins per address in 15 minutes, and 20 keys created per account per hour, whether
 * the attempts reach one process, two instances sharing Redis (and one store) or the two workers
 * of a cluster without Redis (the primary counts). The 6th failure is refused on every process,
 * even with the right password.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmFiledEmail } from '../peers/mail';
import { freshSchema, type TestSchema } from '../peers/postgres';
import { dropRedisPrefix, freshRedisPrefix, redisReachable, REDIS_SKIP_REASON, TEST_REDIS_URL } from '../peers/redis';
import { workerHolding } from './cluster-workers';
import { ON_POSTGRES, startServer, startedTogether, type Server } from './harness';

const PASSWORD = 'correct horse battery';
const HOUR = 3600;
const redis = await redisReachable();
if (!redis) console.warn(`attempt-limits.test.ts: two instances sharing Redis ${REDIS_SKIP_REASON}`);

/** Sends JSON to /account/* on one origin; keeps the session cookie. */
type Send = (path: string, body?: unknown) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

/** A sender over fetch (a new connection may go anywhere; fine for a single process). */
function over(url: string, jar: { cookie: string | null }): Send {
	return async (p, body) => {
		const res = await fetch(`${url}/account${p}`, {
			method: body === undefined ? 'GET' : 'POST',
			headers: { 'content-type': 'application/json', ...(jar.cookie ? { cookie: `utilkit_session=${jar.cookie}` } : {}) },
			body: body === undefined ? undefined : JSON.stringify(body)
		});
		const m = /utilkit_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
		if (m) jar.cookie = m[1] || null;
		return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
	};
}

/** A sender on one keep-alive connection: every request reaches the same cluster worker. */
async function pinned(server: Server, jar: { cookie: string | null }): Promise<{ pid: number; send: Send; close(): void }> {
	const { hostname, port } = new URL(server.url);
	const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
	let socket: Socket | undefined;
	const request = (method: string, p: string, body?: string) =>
		new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
			const headers = { 'content-type': 'application/json', ...(jar.cookie ? { cookie: `utilkit_session=${jar.cookie}` } : {}) };
			const req = http.request({ agent, host: hostname, port, method, path: p, headers }, (res) => {
				const m = /utilkit_session=([^;]*)/.exec(res.headers['set-cookie']?.join('\n') ?? '');
				if (m) jar.cookie = m[1] || null;
				let text = '';
				res.setEncoding('utf8');
				res.on('data', (d) => (text += d));
				res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body: text }));
			});
			req.once('socket', (s) => (socket = s));
			req.on('error', reject);
			req.setTimeout(5000, () => req.destroy(new Error('no answer within 5 s')));
			req.end(body);
		});
	// An answer first: only then has a worker surely taken the connection.
	await request('GET', '/healthz');
	const pid = workerHolding(server.process().pid!, socket!);
	return { pid, send: (p, body) => request(body === undefined ? 'GET' : 'POST', `/account${p}`, body === undefined ? undefined : JSON.stringify(body)), close: () => agent.destroy() };
}

/** 5 wrong passwords spread over `senders`, then the 6th attempt on each is 429, even with the right password. */
async function sixthRefusedEverywhere(senders: Send[], email: string): Promise<void> {
	for (let i = 0; i < 5; i++) expect((await senders[i % senders.length]('/signin', { email, password: `wrong ${i}` })).status).toBe(401);
	for (const send of senders) {
		const res = await send('/signin', { email, password: PASSWORD });
		expect(res.status).toBe(429);
		const wait = Number(res.headers['retry-after']);
		expect(wait).toBeGreaterThan(800);
		expect(wait).toBeLessThanOrEqual(900);
		expect(JSON.parse(res.body)).toEqual({ detail: `Too many failed sign-ins for this account from your network address: retry in ${wait} seconds` });
	}
}

/** 20 keys made through `senders` in turn (one session), one revoked, then the next is 429: revoking gives no creation back. */
async function keyCreationLimited(senders: Send[]): Promise<void> {
	let lastId = '';
	for (let i = 0; i < 20; i++) {
		const res = await senders[i % senders.length]('/keys', { name: `k${i}` });
		expect(res.status).toBe(201);
		lastId = (JSON.parse(res.body) as { id: string }).id;
	}
	expect((await senders[0](`/keys/${lastId}/revoke`, {})).status).toBe(200);
	for (const send of senders) {
		const res = await send('/keys', { name: 'one more' });
		expect(res.status).toBe(429);
		const wait = Number(res.headers['retry-after']);
		expect(wait).toBeGreaterThan(HOUR - 60);
		expect(wait).toBeLessThanOrEqual(HOUR);
		expect(JSON.parse(res.body)).toEqual({ detail: `An account can create at most 20 keys per hour: retry in ${wait} seconds` });
	}
}

describe.skipIf(!redis)('two instances sharing Redis and a store', () => {
	const prefix = freshRedisPrefix();
	let dataDir: string;
	let schema: TestSchema | null = null;
	let a: Server;
	let b: Server;

	beforeAll(async () => {
		dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-attempts-'));
		if (ON_POSTGRES) schema = await freshSchema();
		const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, ...(schema ? { DATABASE_URL: schema.url } : {}) };
		[a, b] = await startedTogether([startServer(env, dataDir), startServer(env, dataDir)]);
	});
	afterAll(async () => {
		await a?.stop();
		await b?.stop();
		await schema?.drop();
		await dropRedisPrefix(prefix);
		fs.rmSync(dataDir, { recursive: true, force: true });
	});

	it('5 failed sign-ins spread over both: the 6th is 429 on either; a success on one clears the address on both', async () => {
		const [onA, onB] = [over(a.url, { cookie: null }), over(b.url, { cookie: null })];
		expect((await onA('/signup', { email: 'shared@example.com', password: PASSWORD })).status).toBe(200);
		await sixthRefusedEverywhere([onA, onB], 'shared@example.com');
		// A success clears the address's failures everywhere.
		expect((await onA('/signup', { email: 'cleared@example.com', password: PASSWORD })).status).toBe(200);
		for (let i = 0; i < 4; i++) expect((await (i % 2 ? onB : onA)('/signin', { email: 'cleared@example.com', password: 'wrong' })).status).toBe(401);
		expect((await onB('/signin', { email: 'cleared@example.com', password: PASSWORD })).status).toBe(200);
		// Not cleared, the second of these would be the 6th attempt in the window.
		for (const send of [onA, onB]) expect((await send('/signin', { email: 'cleared@example.com', password: 'wrong' })).status).toBe(401);
	});

	it('key creation is counted once for both instances', async () => {
		const jar = { cookie: null as string | null };
		const [onA, onB] = [over(a.url, jar), over(b.url, jar)];
		expect((await onA('/signup', { email: 'keys@example.com', password: PASSWORD })).status).toBe(200);
		await confirmFiledEmail(a, 'keys@example.com');
		expect((await onB('/signin', { email: 'keys@example.com', password: PASSWORD })).status).toBe(200);
		expect((await onA('/profile', { name: 'Keys' })).status).toBe(200);
		await keyCreationLimited([onA, onB]);
	});
});

describe('WEB_CONCURRENCY=2 without Redis (the primary counts)', () => {
	let server: Server;
	const jar = { cookie: null as string | null };
	const byPid = new Map<number, Awaited<ReturnType<typeof pinned>>>();
	const workers = () => [...byPid.values()].map((c) => c.send);

	beforeAll(async () => {
		server = await startServer({ WEB_CONCURRENCY: '2', REDIS_URL: '' });
		// One keep-alive connection to each worker (new connections are spread over them).
		for (let i = 0; i < 40 && byPid.size < 2; i++) {
			const c = await pinned(server, jar);
			if (byPid.has(c.pid)) c.close();
			else byPid.set(c.pid, c);
			if (i % 10 === 9) await new Promise((r) => setTimeout(r, 200)); // a worker still starting
		}
	});
	afterAll(async () => {
		for (const c of byPid.values()) c.close();
		await server?.stop();
	});

	it('5 failed sign-ins spread over both workers: the 6th is 429 on either', async () => {
		expect(byPid.size).toBe(2);
		await sixthRefusedEverywhere(workers(), 'nobody@example.com');
	});

	it('key creation: 20 per account per hour over both workers, then 429 with Retry-After; another account is not affected', async () => {
		const [one, two] = workers();
		for (const email of ['ada@example.com', 'bob@example.com']) {
			jar.cookie = null;
			expect((await one('/signup', { email, password: PASSWORD })).status).toBe(200);
			await confirmFiledEmail(server, email);
			expect((await two('/signin', { email, password: PASSWORD })).status).toBe(200);
			expect((await one('/profile', { name: email })).status).toBe(200);
			if (email.startsWith('ada')) await keyCreationLimited([one, two]);
			else expect((await two('/keys', { name: 'first' })).status).toBe(201);
		}
	});
});
