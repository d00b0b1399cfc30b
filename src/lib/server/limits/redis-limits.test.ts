/**
 * The Redis rate limiter, quota counter and change announcements against the real Redis
 * (127.0.0.1:6379, or UTILKIT_TEST_REDIS_URL), each run under its own key prefix. Skipped,
 * with the reason, when no Redis answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRedisPrefix, freshRedisPrefix, redisReachable, REDIS_SKIP_REASON, TEST_REDIS_URL } from '../../../../tests/peers/redis.js';
import { startTcpProxy, type TcpProxy } from '../../../../tests/peers/tcp-proxy.js';
import { RedisLink } from '../redis/link.js';
import { publishChange, publishOnce, subscribeChanges, type ChangeEvent } from '../redis/changes.js';
import { createRedisLimits, createRedisRateLimiter, RedisQuota } from './redis-limits.js';
import type { QuotaDecision } from './usage-meter.js';

const available = await redisReachable();
if (!available) console.warn(`redis-limits.test.ts ${REDIS_SKIP_REASON}`);

const MONTH = '2026-11';
const redisPort = Number(new URL(TEST_REDIS_URL).port || 6379);
const redisHost = new URL(TEST_REDIS_URL).hostname;

describe.skipIf(!available)('Redis limits (shared by instances)', () => {
	const prefix = freshRedisPrefix();
	const links: RedisLink[] = [];

	async function link(url = TEST_REDIS_URL, timeoutMs = 300): Promise<RedisLink> {
		const l = new RedisLink({ url, prefix, timeoutMs, probeMs: 50 });
		links.push(l);
		return l;
	}

	afterAll(async () => {
		for (const l of links) await l.close();
		await dropRedisPrefix(prefix);
	});

	it('the per-minute limit admits exactly N of M concurrent hits spread over two instances', async () => {
		const [a, b] = [await link(), await link()];
		const limiters = [createRedisRateLimiter(a), createRedisRateLimiter(b)];
		await Promise.all([a.start(), b.start()]);
		const now = Date.UTC(2026, 10, 21, 12, 0, 10);
		const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => limiters[i % 2].hit('acct-rate', 7, now)));
		expect(answers.filter((r) => r.allowed)).toHaveLength(7);
		const refused = answers.find((r) => !r.allowed)!;
		// 7 a minute: T = ⌊60,000,000 / 7⌋ = 8,571,428 µs, tolerance 7T = 59,999,996 µs: refused with the
		// TAT 59.999996 s ahead, reset 60.
		expect(refused).toEqual({ allowed: false, limit: 7, remaining: 0, resetSeconds: 60 });
		// Another subject is counted apart.
		expect((await limiters[0].hit('acct-other', 7, now)).allowed).toBe(true);
		// One more once T has passed, on either instance: at +8.571 s the TAT is 51,428,996 µs ahead and
		// 51,428,996 + 8,571,428 = 60,000,424 > 59,999,996 (refused); at +8.572 s, 59,999,424 fits.
		expect((await limiters[0].hit('acct-rate', 7, now + 8571)).allowed).toBe(false);
		expect(await limiters[1].hit('acct-rate', 7, now + 8572)).toEqual({ allowed: true, limit: 7, remaining: 0, resetSeconds: 60 });
		// The TAT is one key per account, in µs, kept until it is 5 s in the past (60 s + 5 s at most).
		const ttl = await a.client.pttl(`${prefix}rate:acct-rate`);
		expect(ttl).toBeGreaterThan(0);
		expect(ttl).toBeLessThanOrEqual(65_000);
	});

	it('a month admits exactly the quota of concurrent reservations, seeded from the store', async () => {
		const [a, b] = [await link(), await link()];
		let seeds = 0;
		const seed = async () => {
			seeds++;
			return 4; // four requests already in the store this month
		};
		const quotas = [new RedisQuota(a, seed), new RedisQuota(b, seed)];
		await Promise.all([a.start(), b.start()]);
		const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => quotas[i % 2].reserve('acct-q', MONTH, 10)));
		expect(answers.filter((q) => q.allowed)).toHaveLength(6);
		expect(answers.filter((q) => !q.allowed).every((q) => q.remaining === 0 && q.limit === 10)).toBe(true);
		expect(answers.filter((q) => q.allowed).map((q) => q.remaining).sort()).toEqual([0, 1, 2, 3, 4, 5]);
		expect(seeds).toBeGreaterThanOrEqual(1);
		expect(seeds).toBeLessThan(50);
		// A released unit (a 5xx) can be reserved again, by the other instance.
		quotas[0].release('acct-q', MONTH);
		await expect.poll(() => a.client.get(`${prefix}quota:acct-q:${MONTH}`)).toBe('9');
		expect((await quotas[1].reserve('acct-q', MONTH, 10)).allowed).toBe(true);
		expect((await quotas[0].reserve('acct-q', MONTH, 10)).allowed).toBe(false);
		// The key expires after the month (two days of grace), not before.
		const ttl = await a.client.pttl(`${prefix}quota:acct-q:${MONTH}`);
		expect(ttl).toBeGreaterThan(0);
		// Unlimited plans are counted too, so a later limit starts from the true total.
		const unlimited = await Promise.all(Array.from({ length: 5 }, () => quotas[1].reserve('acct-u', MONTH, null)));
		expect(unlimited.every((q) => q.allowed && q.remaining === null)).toBe(true);
		expect(await a.client.get(`${prefix}quota:acct-u:${MONTH}`)).toBe('9');
	});

	it('admit decides the minute and the month in one script: exact across instances, 429 before 402', async () => {
		const [a, b] = [await link(), await link()];
		const both = [createRedisLimits(a, async () => 0), createRedisLimits(b, async () => 0)];
		await Promise.all([a.start(), b.start()]);
		const now = Date.UTC(2026, 10, 21, 12, 5, 30);
		const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => both[i % 2].admit('acct-both', 10, 6, now, MONTH)));
		const refusedByMinute = answers.filter((x) => !x.rate!.allowed);
		const refusedByMonth = answers.filter((x) => x.rate!.allowed && !x.quota!.allowed);
		const admitted = answers.filter((x) => x.rate!.allowed && x.quota!.allowed);
		expect(admitted).toHaveLength(6);
		expect(refusedByMonth).toHaveLength(4);
		expect(refusedByMinute).toHaveLength(30);
		// 10 a minute (T = 6 s): the burst of 10 leaves the TAT 60 s ahead.
		expect(refusedByMinute.every((x) => x.quota === null && x.rate!.remaining === 0 && x.rate!.resetSeconds === 60)).toBe(true);
		expect(admitted.map((x) => x.quota!.remaining).sort()).toEqual([0, 1, 2, 3, 4, 5]);
		// No per-minute limit: only the month counts.
		const monthOnly = await both[1].admit('acct-month-only', null, 2, now, MONTH);
		expect(monthOnly).toEqual({ rate: null, quota: { allowed: true, limit: 2, remaining: 1 } });
	});

	it('a store failure while seeding a month is passed on, and does not count as Redis being down', async () => {
		const l = await link();
		const storeDown = new Error('store unavailable');
		const limits = createRedisLimits(l, () => Promise.reject(storeDown));
		await l.start();
		await expect(limits.admit('acct-seedless', 5, 5, Date.now(), MONTH)).rejects.toBe(storeDown);
		await expect(limits.quota.reserve('acct-seedless', MONTH, 5)).rejects.toBe(storeDown);
		expect(l.up).toBe(true);
	});

	describe('when Redis is unreachable', () => {
		let proxy: TcpProxy;
		beforeAll(async () => {
			proxy = await startTcpProxy({ host: redisHost, port: redisPort });
		});
		afterAll(() => proxy.close());

		it('never hangs: counts locally from the last shared totals, then pushes what it counted', async () => {
			const viaProxy = await link(`redis://127.0.0.1:${proxy.port}`, 200);
			const direct = await link();
			// The limiter's clock stays where the hits are counted, however long the outages and
			// recoveries below take on a slow machine (with the wall clock, what was admitted offline
			// drains away as time passes and is rightly not all pushed: the next test).
			const now = Date.UTC(2026, 10, 21, 12, 0, 30);
			const limiter = createRedisRateLimiter(viaProxy, () => now);
			const quota = new RedisQuota(viaProxy, async () => 0, () => now);
			await Promise.all([viaProxy.start(), direct.start()]);
			expect(viaProxy.up).toBe(true);
			expect((await limiter.hit('acct-f', 5, now)).allowed).toBe(true);
			expect((await quota.reserve('acct-f', MONTH, 6)).allowed).toBe(true);

			for (const fault of ['cut', 'hang'] as const) {
				proxy[fault]();
				// Every answer comes back after the command timeout (a hang would end at the test's bound), counted locally.
				const rate = await limiter.hit('acct-f', 5, now);
				const reserved = (await quota.reserve('acct-f', MONTH, 6)) as QuotaDecision;
				expect(rate.allowed).toBe(true);
				expect(reserved.allowed).toBe(true);
				expect(viaProxy.up).toBe(false);
				proxy.restore();
				await expect.poll(() => viaProxy.up, { timeout: 30_000, interval: 50 }).toBe(true);
			}
			// 1 shared + 2 counted during the outages, pushed back to Redis on recovery: 5 a minute is
			// T = 12 s, so the TAT is 3 × 12 s ahead of `now`, in µs.
			expect(await direct.client.get(`${prefix}rate:acct-f`)).toBe(String((now + 36_000) * 1000));
			expect(await direct.client.get(`${prefix}quota:acct-f:${MONTH}`)).toBe('3');
			// The local fallback keeps enforcing the limit from the last shared total.
			proxy.cut();
			const during = await Promise.all(Array.from({ length: 6 }, () => quota.reserve('acct-f', MONTH, 6)));
			expect(during.filter((q) => q.allowed)).toHaveLength(3);
			proxy.restore();
			await expect.poll(() => viaProxy.up, { timeout: 30_000, interval: 50 }).toBe(true);
			expect(await direct.client.get(`${prefix}quota:acct-f:${MONTH}`)).toBe('6');
		});

		it('on recovery, adds what was admitted offline as far as it still matters, and nothing that is over', async () => {
			const viaProxy = await link(`redis://127.0.0.1:${proxy.port}`, 200);
			const direct = await link();
			const start = Date.UTC(2026, 10, 21, 12, 7, 50);
			let clock = start;
			const limiter = createRedisRateLimiter(viaProxy, () => clock);
			await Promise.all([viaProxy.start(), direct.start()]);
			// 5 a minute: T = 12 s. Shared: acct-m's TAT start + 12 s; acct-old's, taken 100 s earlier, start − 88 s.
			expect((await limiter.hit('acct-m', 5, clock)).allowed).toBe(true);
			expect((await limiter.hit('acct-old', 5, start - 100_000)).allowed).toBe(true);
			proxy.cut();
			// Offline, from the last shared TATs: acct-m start + 24 s (ahead 24 s: floor(36 / 12) = 3 left);
			// acct-old start − 76 s.
			expect(await limiter.hit('acct-m', 5, clock)).toMatchObject({ allowed: true, remaining: 3 });
			expect((await limiter.hit('acct-old', 5, start - 100_000)).allowed).toBe(true);
			clock += 15_000; // start + 15 s: acct-m's TAT goes from start + 24 s to + 36 s, 21 s ahead: floor(39 / 12) = 3 left
			expect(await limiter.hit('acct-m', 5, clock)).toMatchObject({ allowed: true, remaining: 3 });
			expect(viaProxy.up).toBe(false);
			proxy.restore();
			await expect.poll(() => viaProxy.up, { timeout: 30_000, interval: 50 }).toBe(true);
			// acct-m: 24 s admitted offline, of which the 21 s still ahead of the clock are added to Redis'
			// TAT from start + 15 s: start + 36 s, kept 21 s + 5 s. acct-old's offline TAT is in the past:
			// nothing pushed, Redis keeps start − 88 s.
			expect(await direct.client.get(`${prefix}rate:acct-m`)).toBe(String((start + 36_000) * 1000));
			const ttl = await direct.client.pttl(`${prefix}rate:acct-m`);
			expect(ttl).toBeGreaterThan(20_000);
			expect(ttl).toBeLessThanOrEqual(26_000);
			expect(await direct.client.get(`${prefix}rate:acct-old`)).toBe(String((start - 88_000) * 1000));
		});

		it('a month Redis lost during an outage is seeded again from the store', async () => {
			const viaProxy = await link(`redis://127.0.0.1:${proxy.port}`, 200);
			const direct = await link();
			let stored = 10;
			const quota = new RedisQuota(viaProxy, async () => stored);
			await Promise.all([viaProxy.start(), direct.start()]);
			expect((await quota.reserve('acct-l', MONTH, 100)).remaining).toBe(89);
			proxy.cut();
			expect((await quota.reserve('acct-l', MONTH, 100)).remaining).toBe(88);
			await direct.client.del(`${prefix}quota:acct-l:${MONTH}`); // Redis restarted without its data
			stored = 12; // both requests were flushed to the store meanwhile
			proxy.restore();
			await expect.poll(() => viaProxy.up, { timeout: 30_000, interval: 50 }).toBe(true);
			expect(await direct.client.get(`${prefix}quota:acct-l:${MONTH}`)).toBe('12');
		});
	});

	it('announces changes to every subscriber within a second', async () => {
		const [a, b] = [await link(), await link()];
		await Promise.all([a.start(), b.start()]);
		const seen: (ChangeEvent | null)[] = [];
		const sub = subscribeChanges(b, (e) => seen.push(e));
		await sub.ready;
		try {
			publishChange(a, { kind: 'key', keyId: 'key_1' });
			await expect.poll(() => seen.length, { timeout: 10_000, interval: 10 }).toBe(1);
			expect(await publishOnce(TEST_REDIS_URL, prefix, { kind: 'plan', name: 'pro' })).toBe(true);
			await expect.poll(() => seen.length, { timeout: 10_000, interval: 10 }).toBe(2);
			expect(seen).toEqual([
				{ kind: 'key', keyId: 'key_1' },
				{ kind: 'plan', name: 'pro' }
			]);
			// A CLI without a reachable Redis says so rather than waiting.
			expect(await publishOnce('redis://127.0.0.1:1', prefix, { kind: 'plan', name: 'pro' }, 500)).toBe(false);
		} finally {
			sub.close();
		}
	});
});
