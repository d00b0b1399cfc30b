import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../store/index.js';
import { createMemoryRateLimiter } from './rate-limiter.js';
import { UsageMeter, utcDay, utcMonth } from './usage-meter.js';

describe('rate limiter (GCRA in memory)', () => {
	const minute = Date.UTC(2026, 10, 21, 12, 0, 0);

	it('admits a burst of the limit, then one every 60 s / limit, without waiting for a clock minute', () => {
		// 3 a minute: T = 20 s, tolerance 60 s. At +0 s, +1 s, +2 s the TAT goes to +20, +40, +60 s:
		// ahead 20, 39, 58 s → remaining floor((60 − ahead) / 20) = 2, 1, 0, reset 20, 39, 58.
		// At +3 s it is 57 s ahead: 57 + 20 > 60 → refused, reset 57.
		const limiter = createMemoryRateLimiter();
		const results = Array.from({ length: 4 }, (_, i) => limiter.hit('a', 3, minute + 1000 * i));
		expect(results.map((r) => [r.allowed, r.remaining, r.resetSeconds])).toEqual([
			[true, 2, 20],
			[true, 1, 39],
			[true, 0, 58],
			[false, 0, 57]
		]);
		// One more once the TAT is no more than 40 s ahead: at +20 s, not at +19.999 s.
		expect(limiter.hit('a', 3, minute + 19_999).allowed).toBe(false);
		expect(limiter.hit('a', 3, minute + 20_000)).toEqual({ allowed: true, limit: 3, remaining: 0, resetSeconds: 60 });
	});

	it('counts subjects separately', () => {
		const limiter = createMemoryRateLimiter();
		expect(limiter.hit('a', 1, minute).allowed).toBe(true);
		expect(limiter.hit('b', 1, minute).allowed).toBe(true);
		expect(limiter.hit('a', 1, minute).allowed).toBe(false);
	});

	it('never reports less than 1 second to the reset', () => {
		// 60,000 a minute: T = 1 ms; one request leaves the TAT 1 ms ahead, rounded up to 1 s.
		expect(createMemoryRateLimiter().hit('a', 60_000, minute).resetSeconds).toBe(1);
	});
});

describe('UTC calendar', () => {
	it('formats days and months in UTC, across day and month boundaries', () => {
		expect(utcDay(Date.UTC(2026, 0, 31, 23, 59, 59, 999))).toBe('2026-01-31');
		expect(utcDay(Date.UTC(2026, 1, 1))).toBe('2026-02-01');
		expect(utcMonth(Date.UTC(2026, 1, 1))).toBe('2026-02');
		expect(utcDay(Date.UTC(2024, 1, 29, 12))).toBe('2024-02-29');
		expect(utcMonth(Date.UTC(2026, 11, 31, 23, 0))).toBe('2026-12');
		// Going back in time (a test clock) recomputes too.
		expect(utcDay(Date.UTC(2020, 5, 1))).toBe('2020-06-01');
	});
});

describe('usage meter', () => {
	let dir: string;
	let store: Store;
	let accountId: string;
	const now = Date.UTC(2026, 10, 21, 10);
	const month = utcMonth(now);

	beforeAll(async () => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-meter-'));
		store = await createStore({ dataDir: dir, databaseUrl: null });
		accountId = (await store.createAccount('meter@example.com', 'free')).id;
	});
	afterAll(async () => {
		await store.close();
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('reserves exactly the quota and gives units back on release', async () => {
		const meter = new UsageMeter(store);
		await meter.load(accountId, month);
		const answers = Array.from({ length: 5 }, () => meter.reserveHere(accountId, month, 3));
		expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false, false]);
		expect(answers.map((a) => a.remaining)).toEqual([2, 1, 0, 0, 0]);
		meter.release(accountId, month);
		expect(meter.reserveHere(accountId, month, 3).allowed).toBe(true);
	});

	it('flushes per day and operation, and a new meter starts from the stored total', async () => {
		const meter = new UsageMeter(store);
		await meter.load(accountId, month);
		for (let i = 0; i < 4; i++) meter.record(accountId, null, 'hash', now);
		meter.record(accountId, null, 'jwt-decoder', now);
		meter.record(accountId, null, 'hash', Date.UTC(2026, 9, 31)); // last month
		await meter.flush();
		expect(await store.monthUsage(accountId, month)).toBe(5);
		expect(await store.monthUsage(accountId, '2026-10')).toBe(1);
		const next = new UsageMeter(store);
		await next.load(accountId, month);
		expect(next.reserveHere(accountId, month, 6)).toEqual({ allowed: true, limit: 6, remaining: 0 });
		expect(next.reserveHere(accountId, month, 6).allowed).toBe(false);
	});

	it('keeps a failed batch and writes it with the next flush', async () => {
		let fail = true;
		const flaky: Store = {
			...store,
			addUsage: (rows, batchId) => (fail ? Promise.reject(new Error('store down')) : store.addUsage(rows, batchId))
		};
		const meter = new UsageMeter(flaky);
		const before = await store.monthUsage(accountId, month);
		meter.record(accountId, null, 'hash', now);
		meter.record(accountId, null, 'hash', now);
		await expect(meter.flush()).rejects.toThrow('store down');
		meter.record(accountId, null, 'hash', now);
		fail = false;
		await meter.flush();
		expect(await store.monthUsage(accountId, month)).toBe(before + 3);
	});

	it('counts a batch once when its write committed but the reply was lost, and retries it', async () => {
		// The store commits, then the connection drops before the answer (what a cut TCP link or a
		// statement timeout at commit does): the meter cannot know, so it must retry safely.
		let loseReplies = 2;
		const lossy: Store = {
			...store,
			addUsage: async (rows, batchId) => {
				await store.addUsage(rows, batchId);
				if (loseReplies-- > 0) throw new Error('Connection terminated unexpectedly');
			}
		};
		const meter = new UsageMeter(lossy);
		const before = await store.monthUsage(accountId, month);
		meter.record(accountId, null, 'hash', now);
		meter.record(accountId, null, 'hash', now);
		await expect(meter.flush()).rejects.toThrow('terminated');
		expect(meter.unflushed(accountId, month)).toBe(2);
		meter.record(accountId, null, 'jwt-decoder', now);
		await expect(meter.flush()).rejects.toThrow('terminated');
		await meter.flush();
		await meter.flush();
		expect(meter.unflushed(accountId, month)).toBe(0);
		expect(await store.monthUsage(accountId, month)).toBe(before + 3);
	});
});
