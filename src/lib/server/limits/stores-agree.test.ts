/**
 * One contract, every store: the same requests through this process's counters, the cluster
 * primary (over an in-memory stand-in for IPC) and Redis (when one answers at 127.0.0.1:6379 or
 * UTILKIT_TEST_REDIS_URL) get the same answers, and those are the documented ones (docs/api.md,
 * "Limit headers": a 5-per-minute plan admits a burst of 5, then one every 12 s, with no clock
 * minute to burst across; X-Quota-Remaining is what is left after the request; a plan without a
 * quota reports none; a 429 uses no quota, a 402 has used a rate-limit slot).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { dropRedisPrefix, freshRedisPrefix, redisReachable, TEST_REDIS_URL } from '../../../../tests/peers/redis.js';
import { SharedCounters } from '../cluster/counters.js';
import { createIpcLimits, type IpcPort } from '../cluster/ipc-limits.js';
import type { PrimaryMessage } from '../cluster/protocol.js';
import { RedisLink } from '../redis/link.js';
import type { Store } from '../store/types.js';
import type { QuotaDecision, RateDecision } from './limit-rules.js';
import type { Admission } from './redis-limits.js';
import { MonthTotals } from './month-totals.js';
import { createMemoryRateLimiter } from './rate-limiter.js';
import { createRedisLimits } from './redis-limits.js';

const redisUp = await redisReachable();
const MONTH = '2026-11';
const AT_12_00_18 = Date.UTC(2026, 10, 21, 12, 0, 18);
const AT_12_00_59_9 = Date.UTC(2026, 10, 21, 12, 0, 59, 900);
const AT_12_01_00_1 = Date.UTC(2026, 10, 21, 12, 1, 0, 100);
/** What the store holds for every account this month before the test's requests. */
const STORED = 1;

interface Limits {
	hit(subject: string, perMinute: number, nowMs: number, units?: number): Promise<RateDecision> | RateDecision;
	reserve(accountId: string, month: string, perMonth: number | null, units?: number): Promise<QuotaDecision> | QuotaDecision;
	/** Both limits of one request, in the API's order: the minute, then the month only when the minute admitted. */
	admit(accountId: string, perMinute: number, perMonth: number, nowMs: number, units?: number): Promise<Admission>;
}

/** The API core's order over separate calls (core.ts without `deps.admit`). */
function inOrder(limits: Omit<Limits, 'admit'>): Limits {
	return {
		...limits,
		async admit(accountId, perMinute, perMonth, nowMs, units) {
			const rate = await limits.hit(accountId, perMinute, nowMs, units);
			return { rate, quota: rate.allowed ? await limits.reserve(accountId, MONTH, perMonth, units) : null };
		}
	};
}

function memory(): Limits {
	const limiter = createMemoryRateLimiter();
	const totals = new MonthTotals(async () => STORED);
	return inOrder({
		hit: limiter.hit,
		reserve: async (accountId, month, perMonth, units) => {
			await totals.load(accountId, month);
			return totals.reserve(accountId, month, perMonth, units);
		}
	});
}

function clusterWorker(): Limits {
	const counters = new SharedCounters({ monthUsage: async () => STORED } as unknown as Store);
	let listener: (msg: PrimaryMessage) => void = () => undefined;
	const port: IpcPort = {
		send: (msg) => setImmediate(() => counters.handle(structuredClone(msg), (answer) => setImmediate(() => listener(structuredClone(answer))))),
		onMessage: (l) => (listener = l)
	};
	const { limiter, quota } = createIpcLimits({ port, seed: async () => STORED, timeoutMs: 5000 });
	return inOrder({ hit: limiter.hit, reserve: quota.reserve });
}

const links: RedisLink[] = [];
const prefix = freshRedisPrefix();
async function redisLimits() {
	const link = new RedisLink({ url: TEST_REDIS_URL, prefix, timeoutMs: 1000 });
	links.push(link);
	const limits = createRedisLimits(link, async () => STORED);
	await link.start();
	return limits;
}

afterAll(async () => {
	for (const link of links) await link.close();
	if (redisUp) await dropRedisPrefix(prefix);
});

const stores: [string, () => Promise<Limits>][] = [
	['memory', async () => memory()],
	['the cluster primary', async () => clusterWorker()],
	...(redisUp
		? ([
				['Redis, one counter per call', async () => {
					const { limiter, quota } = await redisLimits();
					return inOrder({ hit: limiter.hit, reserve: (a: string, m: string, p: number | null, u?: number) => quota.reserve(a, m, p, u) });
				}],
				['Redis, both counters in one script (admit, as the API calls it)', async () => {
					const { admit } = await redisLimits();
					return {
						hit: async (s: string, perMinute: number, nowMs: number, u?: number) => (await admit(s, perMinute, null, nowMs, MONTH, u)).rate!,
						reserve: async (a: string, m: string, perMonth: number | null, u?: number) => (await admit(a, null, perMonth, AT_12_00_18, m, u)).quota!,
						admit: async (a: string, perMinute: number, perMonth: number, nowMs: number, u?: number) => admit(a, perMinute, perMonth, nowMs, MONTH, u)
					};
				}]
			] as [string, () => Promise<Limits>][])
		: [])
];

describe.each(stores)('%s', (_name, open) => {
	// A 5-per-minute plan: T = 60 s / 5 = 12 s, a burst of up to 5 (docs/api.md, "Limit headers").
	it('a 5-per-minute plan: a burst of 5, then refused until 12 s have passed, then one more', async () => {
		const limits = await open();
		const subject = `acct-minute-${_name}`;
		const answers: RateDecision[] = [];
		for (let i = 0; i < 7; i++) answers.push(await limits.hit(subject, 5, AT_12_00_18));
		// After k admitted the TAT is 12k s ahead: 5 − k left, reset 12k s; refused: 60 s ahead, 0 left.
		expect(answers.map((a) => [a.allowed, a.remaining, a.resetSeconds])).toEqual([
			[true, 4, 12],
			[true, 3, 24],
			[true, 2, 36],
			[true, 1, 48],
			[true, 0, 60],
			[false, 0, 60],
			[false, 0, 60]
		]);
		// 11.999 s later the TAT is 48.001 s ahead: 48.001 + 12 > 60, refused (reset ⌈48.001⌉ = 49);
		// at 12 s, 48 + 12 = 60 fits: admitted, 0 left, the TAT 60 s ahead again.
		expect(await limits.hit(subject, 5, AT_12_00_18 + 11_999)).toEqual({ allowed: false, limit: 5, remaining: 0, resetSeconds: 49 });
		expect(await limits.hit(subject, 5, AT_12_00_18 + 12_000)).toEqual({ allowed: true, limit: 5, remaining: 0, resetSeconds: 60 });
	});

	it('no burst across a clock minute: 5 at 12:00:59.9, the 6th at 12:01:00.1 refused, the next at 12:01:11.9', async () => {
		const limits = await open();
		const subject = `acct-edge-${_name}`;
		for (let i = 0; i < 5; i++) expect((await limits.hit(subject, 5, AT_12_00_59_9)).allowed).toBe(true);
		// The TAT is 12:01:59.9; at 12:01:00.1 it is 59.8 s ahead, 59.8 + 12 > 60: refused, reset ⌈59.8⌉ = 60.
		expect(await limits.hit(subject, 5, AT_12_01_00_1)).toEqual({ allowed: false, limit: 5, remaining: 0, resetSeconds: 60 });
		// 12:01:11.899 (48.001 s ahead): refused; 12:01:11.9 (48 s ahead, 12 s after the burst): admitted.
		expect((await limits.hit(subject, 5, AT_12_00_59_9 + 11_999)).allowed).toBe(false);
		expect(await limits.hit(subject, 5, AT_12_00_59_9 + 12_000)).toEqual({ allowed: true, limit: 5, remaining: 0, resetSeconds: 60 });
	});

	it('a quota of 3 with 1 already in the store: 2 admitted (1 then 0 left), then refused', async () => {
		const limits = await open();
		const account = `acct-month-${_name}`;
		const answers: QuotaDecision[] = [];
		for (let i = 0; i < 3; i++) answers.push(await limits.reserve(account, MONTH, 3));
		expect(answers).toEqual([
			{ allowed: true, limit: 3, remaining: 1 },
			{ allowed: true, limit: 3, remaining: 0 },
			{ allowed: false, limit: 3, remaining: 0 }
		]);
		expect(await limits.reserve(`unlimited-${_name}`, MONTH, null)).toEqual({ allowed: true, limit: null, remaining: null });
	});

	it('2 per minute and 4 per month, 1 stored: a 429 uses no quota, a 402 uses a slot of the minute', async () => {
		const limits = await open();
		const account = `acct-both-${_name}`;
		const answers: Admission[] = [];
		// 2 a minute: T = 30 s. Two at t fill the burst (TAT t + 60 s); the third is a 429. At t + 60 s the
		// TAT is reached: two more fit (30 + 30 = 60), the first takes the last quota unit, the second
		// is a 402 that has used a slot (TAT t + 120 s), so the third is a 429 (60 + 30 > 60).
		for (const at of [AT_12_00_18, AT_12_00_18, AT_12_00_18, AT_12_00_18 + 60_000, AT_12_00_18 + 60_000, AT_12_00_18 + 60_000]) {
			answers.push(await limits.admit(account, 2, 4, at));
		}
		const status = (a: Admission) => (!a.rate!.allowed ? 429 : !a.quota!.allowed ? 402 : 200);
		expect(answers.map(status)).toEqual([200, 200, 429, 200, 402, 429]);
		expect(answers.map((a) => a.quota?.remaining ?? null)).toEqual([2, 1, null, 0, 0, null]);
		expect(answers.map((a) => a.rate!.remaining)).toEqual([1, 0, 0, 1, 0, 0]);
	});

	it('a recipe takes its steps all or none at a clock minute\'s edge: 3, then 3 more refused with 2 left, then 2 fit', async () => {
		const limits = await open();
		const subject = `acct-units-${_name}`;
		const answers: RateDecision[] = [];
		for (const [units, at] of [
			[3, AT_12_00_59_9],
			[3, AT_12_01_00_1],
			[2, AT_12_01_00_1],
			[1, AT_12_01_00_1]
		]) {
			answers.push(await limits.hit(subject, 5, at, units));
		}
		// 3 at 12:00:59.9: TAT 36 s ahead, floor(24 / 12) = 2 left. 3 at 12:01:00.1: 35.8 + 36 > 60, refused
		// whole, floor(24.2 / 12) = 2 left. 2: 35.8 + 24 = 59.8 ≤ 60, admitted, 0 left. 1 more: 71.8 > 60.
		expect(answers.map((a) => [a.allowed, a.remaining, a.resetSeconds])).toEqual([
			[true, 2, 36],
			[false, 2, 36],
			[true, 0, 60],
			[false, 0, 60]
		]);
	});

	it('a quota of 6 with 1 stored: 3 units (2 left), 3 more refused whole, 2 admitted (0 left)', async () => {
		const limits = await open();
		const account = `acct-units-month-${_name}`;
		const answers: QuotaDecision[] = [];
		for (const units of [3, 3, 2]) answers.push(await limits.reserve(account, MONTH, 6, units));
		expect(answers).toEqual([
			{ allowed: true, limit: 6, remaining: 2 },
			{ allowed: false, limit: 6, remaining: 2 },
			{ allowed: true, limit: 6, remaining: 0 }
		]);
	});
});
