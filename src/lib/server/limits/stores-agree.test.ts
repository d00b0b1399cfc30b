/**
 * One contract, every store: the same requests through this process's counters, the cluster
 * primary (over an in-memory stand-in for IPC) and Redis (when one answers at 127.0.0.1:6379 or
 * UTILKIT_TEST_REDIS_URL) get the same answers, and those are the documented ones (docs/api.md,
 * "Limit headers": a 5-per-minute plan admits 5 per clock minute; X-Quota-Remaining is what is
 * left after the request; a plan without a quota reports none; a 429 uses no quota, a 402 has
 * used a rate-limit slot).
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
	it('a 5-per-minute plan: 5 admitted per clock minute, then 0 left until the minute ends', async () => {
		const limits = await open();
		const subject = `acct-minute-${_name}`;
		const answers: RateDecision[] = [];
		for (let i = 0; i < 7; i++) answers.push(await limits.hit(subject, 5, AT_12_00_18));
		expect(answers.map((a) => [a.allowed, a.remaining, a.resetSeconds])).toEqual([
			[true, 4, 42],
			[true, 3, 42],
			[true, 2, 42],
			[true, 1, 42],
			[true, 0, 42],
			[false, 0, 42],
			[false, 0, 42]
		]);
		// 12:01:00 is a new window.
		expect(await limits.hit(subject, 5, AT_12_00_18 + 42_000)).toEqual({ allowed: true, limit: 5, remaining: 4, resetSeconds: 60 });
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
		for (const at of [AT_12_00_18, AT_12_00_18, AT_12_00_18, AT_12_00_18 + 42_000, AT_12_00_18 + 42_000, AT_12_00_18 + 42_000]) {
			answers.push(await limits.admit(account, 2, 4, at));
		}
		const status = (a: Admission) => (!a.rate!.allowed ? 429 : !a.quota!.allowed ? 402 : 200);
		expect(answers.map(status)).toEqual([200, 200, 429, 200, 402, 429]);
		expect(answers.map((a) => a.quota?.remaining ?? null)).toEqual([2, 1, null, 0, 0, null]);
		expect(answers.map((a) => a.rate!.remaining)).toEqual([1, 0, 0, 1, 0, 0]);
	});

	it('a recipe takes its steps all or none: 3 of a 5-per-minute plan, then 3 more refused with 2 left, then 2 fit', async () => {
		const limits = await open();
		const subject = `acct-units-${_name}`;
		const answers: RateDecision[] = [];
		for (const units of [3, 3, 2, 1]) answers.push(await limits.hit(subject, 5, AT_12_00_18, units));
		expect(answers.map((a) => [a.allowed, a.remaining])).toEqual([
			[true, 2],
			[false, 2],
			[true, 0],
			[false, 0]
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
