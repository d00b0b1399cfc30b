import { describe, expect, it } from 'vitest';
import type { Store } from '../store/types.js';
import { SharedCounters } from './counters.js';
import { createIpcLimits, type IpcPort } from './ipc-limits.js';
import { restartDelay } from './primary.js';
import type { PrimaryMessage, WorkerMessage } from './protocol.js';
import { webConcurrency } from './protocol.js';

const MONTH = '2026-11';
const NOW = Date.UTC(2026, 10, 21, 12, 0, 10);

/** A store that only answers monthUsage (all the counters read). */
function usageStore(stored: number, fail = false): Store {
	return {
		monthUsage: async () => {
			if (fail) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
			return stored;
		}
	} as unknown as Store;
}

/** Workers wired to one SharedCounters through an in-memory "IPC" that answers on a later tick. */
function cluster(counters: SharedCounters, workers: number, opts: { drop?: () => boolean; seed?: number } = {}) {
	return Array.from({ length: workers }, () => {
		let listener: (msg: PrimaryMessage) => void = () => undefined;
		const port: IpcPort = {
			send(msg: WorkerMessage) {
				if (opts.drop?.()) return;
				setImmediate(() => counters.handle(structuredClone(msg), (answer) => setImmediate(() => listener(structuredClone(answer)))));
			},
			onMessage(l) {
				listener = l;
			}
		};
		return createIpcLimits({ port, seed: async () => opts.seed ?? 0, timeoutMs: 50 });
	});
}

describe('WEB_CONCURRENCY', () => {
	it('unset or 1 is one process; auto is one per core; anything else is refused', () => {
		expect(webConcurrency(undefined)).toBe(1);
		expect(webConcurrency('')).toBe(1);
		expect(webConcurrency('1')).toBe(1);
		expect(webConcurrency('4')).toBe(4);
		expect(webConcurrency('auto', () => 8)).toBe(8);
		expect(() => webConcurrency('0')).toThrow(/WEB_CONCURRENCY/);
		expect(() => webConcurrency('two')).toThrow(/WEB_CONCURRENCY/);
	});
});

describe('restart backoff', () => {
	it('restarts at once after one crash, then waits longer, at most 30 s', () => {
		expect([0, 1, 2, 3, 4].map(restartDelay)).toEqual([0, 250, 500, 1000, 2000]);
		expect(restartDelay(50)).toBe(30_000);
	});
});

describe('limits shared through the primary', () => {
	it('a 5-per-minute limit admits exactly 5 of 20 concurrent requests spread over 4 workers', async () => {
		const workers = cluster(new SharedCounters(usageStore(0)), 4);
		const decisions = await Promise.all(Array.from({ length: 20 }, (_, i) => workers[i % 4].limiter.hit('acct', 5, NOW)));
		expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
	});

	it('a monthly quota of 100 admits exactly 100 of 200, counting what the store already holds', async () => {
		const workers = cluster(new SharedCounters(usageStore(40)), 2);
		const decisions = await Promise.all(Array.from({ length: 200 }, (_, i) => workers[i % 2].quota.reserve('acct', MONTH, 100)));
		expect(decisions.filter((d) => d.allowed)).toHaveLength(60);
		// A released unit (a 5xx) can be used again, by any worker.
		workers[0].quota.release('acct', MONTH);
		await new Promise((r) => setTimeout(r, 10));
		expect((await workers[1].quota.reserve('acct', MONTH, 100)).allowed).toBe(true);
		expect((await workers[0].quota.reserve('acct', MONTH, 100)).allowed).toBe(false);
	});

	it('a store that cannot be read fails the request with the store error (its code kept)', async () => {
		const [worker] = cluster(new SharedCounters(usageStore(0, true)), 1);
		await expect(worker.quota.reserve('acct', MONTH, 10)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
	});

	it('without an answer in time, the worker decides locally from the last totals the primary reported', async () => {
		let dropping = false;
		const [worker] = cluster(new SharedCounters(usageStore(0)), 1, { drop: () => dropping, seed: 7 });
		for (let i = 0; i < 3; i++) expect((await worker.limiter.hit('acct', 5, NOW)).allowed).toBe(true);
		expect((await worker.quota.reserve('acct', MONTH, 5)).remaining).toBe(4);
		dropping = true;
		const local = await Promise.all(Array.from({ length: 4 }, () => worker.limiter.hit('acct', 5, NOW)));
		expect(local.filter((d) => d.allowed)).toHaveLength(2); // 3 seen + 2 = 5
		const quota = await Promise.all(Array.from({ length: 6 }, () => worker.quota.reserve('acct', MONTH, 5)));
		expect(quota.filter((d) => d.allowed)).toHaveLength(4); // 1 seen + 4 = 5
		// A month never seen is seeded from the store (and this worker's unflushed counts).
		expect((await worker.quota.reserve('other', MONTH, 10)).remaining).toBe(2);
	});
});

describe('attempt limits shared through the primary', () => {
	const rule = { name: 'signin-email', max: 5, windowMs: 15 * 60_000 };

	it('5 failures per address: exactly 5 of 20 concurrent attempts over 4 workers; a cancel or reset on one frees them for all', async () => {
		const workers = cluster(new SharedCounters(usageStore(0)), 4);
		const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => workers[i % 4].attempts.take(rule, 'a@example.com')));
		const admitted = answers.filter((d) => d.allowed);
		expect(admitted).toHaveLength(5);
		expect(answers.filter((d) => !d.allowed).every((d) => d.retryAfterSeconds > 895 && d.retryAfterSeconds <= 900)).toBe(true);
		expect((await workers[3].attempts.check(rule, 'a@example.com')).allowed).toBe(false);
		expect((await workers[3].attempts.check(rule, 'b@example.com')).allowed).toBe(true);
		// Worker 0 gives back an attempt worker 1 took (fire-and-forget, like release).
		const byWorker1 = answers.find((d, i) => d.allowed && i % 4 === 1)!;
		workers[0].attempts.cancel(rule, 'a@example.com', byWorker1.ticket!);
		await new Promise((r) => setTimeout(r, 10));
		expect((await workers[2].attempts.take(rule, 'a@example.com')).allowed).toBe(true);
		expect((await workers[3].attempts.take(rule, 'a@example.com')).allowed).toBe(false);
		workers[1].attempts.reset(rule, 'a@example.com');
		await new Promise((r) => setTimeout(r, 10));
		expect((await workers[3].attempts.take(rule, 'a@example.com')).allowed).toBe(true);
	});

	it('without an answer in time, a worker still limits from the attempts it made itself', async () => {
		let dropping = false;
		const [worker] = cluster(new SharedCounters(usageStore(0)), 1, { drop: () => dropping });
		for (let i = 0; i < 3; i++) expect((await worker.attempts.take(rule, 'c@example.com')).allowed).toBe(true);
		dropping = true;
		const local = await Promise.all(Array.from({ length: 4 }, () => worker.attempts.take(rule, 'c@example.com')));
		expect(local.filter((d) => d.allowed)).toHaveLength(2); // 3 seen + 2 = 5
		expect((await worker.attempts.check(rule, 'c@example.com')).allowed).toBe(false);
	});
});
