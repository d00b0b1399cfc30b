/**
 * Two instances of the built server on different ports sharing one store and one Redis behave
 * as one: rate limits and quotas are exact across both, a revocation, deactivation or plan change
 * made through one instance or the CLI is refused by the other at once, and the usage in
 * the store equals the requests admitted. The store is PostgreSQL (a fresh schema) when it
 * answers, else one SQLite DATA_DIR for both. Redis keys live under a fresh prefix per run.
 *
 * The instances poll the store's change counter only every 10 minutes here, so a refusal within
 * a minute can only come from the Redis announcement, not from the poll that backs it up (on a
 * quiet machine it takes milliseconds; the bound leaves room for a loaded runner).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../../src/lib/server/store/index.js';
import { utcMonth } from '../../src/lib/server/limits/usage-meter.js';
import { dropRedisPrefix, freshRedisPrefix, redisReachable, REDIS_SKIP_REASON, TEST_REDIS_URL } from '../peers/redis';
import { freshSchema, postgresReachable, type TestSchema } from '../peers/postgres';
import { confirmFiledEmail } from '../peers/mail';
import { eventually, startServer, type Server } from './harness';

const HASH = { input: 'abc', algorithms: ['sha256'] };
const PASSWORD = 'correct horse battery';
/** Far below the 10-minute store poll: only the Redis announcement can be this quick. */
const ANNOUNCED_MS = 60_000;
const available = await redisReachable();
if (!available) console.warn(`redis-instances.test.ts ${REDIS_SKIP_REASON}`);

describe.skipIf(!available)('two instances sharing a store and Redis', () => {
	const prefix = freshRedisPrefix();
	let schema: TestSchema | null = null;
	let dataDir: string;
	let a: Server;
	let b: Server;
	let store: Store;

	beforeAll(async () => {
		dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-redis-'));
		if (await postgresReachable()) schema = await freshSchema();
		else console.warn('redis-instances.test.ts: no PostgreSQL; both instances share one SQLite DATA_DIR');
		const env: Record<string, string> = {
			REDIS_URL: TEST_REDIS_URL,
			REDIS_PREFIX: prefix,
			CHANGE_POLL_MS: '600000',
			...(schema ? { DATABASE_URL: schema.url } : {})
		};
		a = await startServer(env, dataDir);
		b = await startServer(env, dataDir);
		store = await createStore({ dataDir, databaseUrl: schema?.url ?? null });
		await a.cli('plans', 'set', 'five-a-minute', '--per-minute', '5', '--per-month', 'unlimited');
		await a.cli('plans', 'set', 'three-a-month', '--per-minute', 'unlimited', '--per-month', '3');
		await a.cli('plans', 'set', 'hundred-a-month', '--per-minute', 'unlimited', '--per-month', '100');
		await a.cli('plans', 'set', 'none-a-month', '--per-minute', 'unlimited', '--per-month', '0');
		await a.cli('plans', 'set', 'open', '--per-minute', 'unlimited', '--per-month', 'unlimited');
	});

	afterAll(async () => {
		await a?.stop();
		await b?.stop();
		await store?.close();
		await schema?.drop();
		await dropRedisPrefix(prefix);
		fs.rmSync(dataDir, { recursive: true, force: true });
	});

	const newKey = async (email: string, plan: string) => (await a.cli('keys', 'create', '--email', email, '--plan', plan)).trim();
	const call = (s: Server, key: string) => s.post('/hash', HASH, { 'x-api-key': key });

	/** The store's total for the account this month, once both instances have flushed (every second). */
	async function storedUsage(email: string, expected: number): Promise<void> {
		const account = await store.findAccountByEmail(email);
		await eventually(async () => expect(await store.monthUsage(account!.id, utcMonth(Date.now()))).toBe(expected));
	}

	/** Milliseconds from now until `s` answers `status` for the key (polled every 20 ms, up to a minute). */
	async function refusedAfter(s: Server, key: string, status: number): Promise<number> {
		const started = Date.now();
		for (;;) {
			const res = await call(s, key);
			if (res.status === status) return Date.now() - started;
			expect(res.status).toBe(200);
			if (Date.now() - started > ANNOUNCED_MS) throw new Error(`still ${res.status} after a minute`);
			await new Promise((r) => setTimeout(r, 20));
		}
	}

	it('a 5-per-minute plan admits exactly 5 requests spread across both instances', async () => {
		const key = await newKey('rate@example.com', 'five-a-minute');
		const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => call(i % 2 ? b : a, key)));
		const statuses = answers.map((r) => r.status);
		expect(statuses.filter((s) => s === 200)).toHaveLength(5);
		expect(statuses.filter((s) => s === 429)).toHaveLength(11);
		const refused = answers.find((r) => r.status === 429)!;
		expect(refused.headers.get('retry-after')).toBe('60');
		expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
		expect(await refused.json()).toEqual({ detail: expect.stringContaining('Rate limit'), code: 'rate_limited' });
		await storedUsage('rate@example.com', 5);
	});

	it('a 3-per-month quota admits exactly 3 across both instances', async () => {
		const key = await newKey('month@example.com', 'three-a-month');
		const statuses = [];
		for (let i = 0; i < 4; i++) statuses.push((await call(i % 2 ? b : a, key)).status);
		statuses.push(...(await Promise.all(Array.from({ length: 6 }, (_, i) => call(i % 2 ? b : a, key)))).map((r) => r.status));
		expect(statuses.filter((s) => s === 200)).toHaveLength(3);
		expect(statuses.filter((s) => s === 402)).toHaveLength(7);
		await storedUsage('month@example.com', 3);
	});

	it('200 parallel requests against a quota of 100 admit exactly 100, and the store counts 100', async () => {
		const key = await newKey('hundred@example.com', 'hundred-a-month');
		const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => call(i % 2 ? b : a, key)));
		const statuses = answers.map((r) => r.status);
		expect(statuses.filter((s) => s === 200)).toHaveLength(100);
		expect(statuses.filter((s) => s === 402)).toHaveLength(100);
		await storedUsage('hundred@example.com', 100);
	});

	it('a key revoked through one instance is refused by the other within 1 second', async () => {
		// A signed-in user with a key made on instance A.
		let cookie = '';
		const account = async (p: string, body: unknown) => {
			const res = await fetch(`${a.url}/account${p}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `utilkit_session=${cookie}` } : {}) },
				body: JSON.stringify(body)
			});
			const m = /utilkit_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '');
			if (m) cookie = m[1];
			return res;
		};
		expect((await account('/signup', { email: 'revoke@example.com', password: PASSWORD })).status).toBe(200);
		await confirmFiledEmail(a, 'revoke@example.com');
		expect((await account('/signin', { email: 'revoke@example.com', password: PASSWORD })).status).toBe(200);
		expect((await account('/profile', { name: 'Ada' })).status).toBe(200);
		const { key, id } = await (await account('/keys', { name: 'laptop' })).json();
		// Both instances have the key cached.
		expect((await call(a, key)).status).toBe(200);
		expect((await call(b, key)).status).toBe(200);
		expect((await account(`/keys/${id}/revoke`, {})).status).toBe(200);
		expect(await refusedAfter(b, key, 401)).toBeLessThan(ANNOUNCED_MS);
		expect((await call(a, key)).status).toBe(401);
	});

	it('a key revoked, an account deactivated or a plan changed with the CLI is refused within 1 second', async () => {
		const key = await newKey('cli@example.com', 'open');
		expect((await call(a, key)).status).toBe(200);
		expect((await call(b, key)).status).toBe(200);
		await a.cli('keys', 'revoke', '--key', key);
		expect(await refusedAfter(b, key, 401)).toBeLessThan(ANNOUNCED_MS);

		const other = await newKey('cli-account@example.com', 'open');
		expect((await call(b, other)).status).toBe(200);
		await a.cli('accounts', 'deactivate', '--email', 'cli-account@example.com');
		expect(await refusedAfter(b, other, 403)).toBeLessThan(ANNOUNCED_MS);
		await a.cli('accounts', 'activate', '--email', 'cli-account@example.com');
		await eventually(async () => expect((await call(b, other)).status).toBe(200));
		await a.cli('accounts', 'set-plan', '--email', 'cli-account@example.com', '--plan', 'none-a-month');
		expect(await refusedAfter(b, other, 402)).toBeLessThan(ANNOUNCED_MS);
	});
});

describe('one instance without Redis (memory limits)', () => {
	let server: Server;
	beforeAll(async () => {
		server = await startServer({ REDIS_URL: '' });
		await server.cli('plans', 'set', 'hundred-a-month', '--per-minute', 'unlimited', '--per-month', '100');
	});
	afterAll(() => server?.stop());

	it('200 parallel requests against a quota of 100 admit exactly 100', async () => {
		const key = (await server.cli('keys', 'create', '--email', 'memory@example.com', '--plan', 'hundred-a-month')).trim();
		const answers = await Promise.all(Array.from({ length: 200 }, () => server.post('/hash', HASH, { 'x-api-key': key })));
		const statuses = answers.map((r) => r.status);
		expect(statuses.filter((s) => s === 200)).toHaveLength(100);
		expect(statuses.filter((s) => s === 402)).toHaveLength(100);
	});
});
