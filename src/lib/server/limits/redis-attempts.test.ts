/**
 * The attempt limits in Redis (sign-in, sign-up, key creation) against the real Redis
 * (127.0.0.1:6379, or UTILKIT_TEST_REDIS_URL), under a fresh key prefix per run. Skipped, with
 * the reason, when no Redis answers.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRedisPrefix, freshRedisPrefix, redisReachable, REDIS_SKIP_REASON, TEST_REDIS_URL } from '../../../../tests/peers/redis.js';
import { startTcpProxy, type TcpProxy } from '../../../../tests/peers/tcp-proxy.js';
import { RedisLink } from '../redis/link.js';
import { createRedisAttempts } from './redis-attempts.js';

const available = await redisReachable();
if (!available) console.warn(`redis-attempts.test.ts ${REDIS_SKIP_REASON}`);

const FIVE_IN_15_MIN = { name: 'signin-email', max: 5, windowMs: 15 * 60_000 };
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

describe.skipIf(!available)('attempt limits in Redis (shared by instances)', () => {
	const prefix = freshRedisPrefix();
	const links: RedisLink[] = [];
	let direct: RedisLink;

	async function link(url = TEST_REDIS_URL, timeoutMs = 300): Promise<RedisLink> {
		const l = new RedisLink({ url, prefix, timeoutMs, probeMs: 50 });
		links.push(l);
		return l;
	}

	beforeAll(async () => {
		direct = await link();
		await direct.start();
	});

	afterAll(async () => {
		for (const l of links) await l.close();
		await dropRedisPrefix(prefix);
	});

	it('admits exactly 5 of 30 concurrent attempts spread over two instances, and stores no address in clear', async () => {
		const [a, b] = [await link(), await link()];
		const clock = 1_700_000_000_000;
		const instances = [createRedisAttempts(a, () => clock), createRedisAttempts(b, () => clock)];
		await Promise.all([a.start(), b.start()]);
		const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => instances[i % 2].take(FIVE_IN_15_MIN, 'victim@example.com')));
		expect(answers.filter((x) => x.allowed)).toHaveLength(5);
		// All five were counted at the same instant: the next one fits when they expire, 15 minutes on.
		expect(answers.filter((x) => !x.allowed).every((x) => x.retryAfterSeconds === 900 && x.ticket === null)).toBe(true);
		expect(await instances[1].check(FIVE_IN_15_MIN, 'victim@example.com')).toEqual({ allowed: false, retryAfterSeconds: 900 });
		expect((await instances[0].check(FIVE_IN_15_MIN, 'other@example.com')).allowed).toBe(true);

		const keys = await direct.client.keys(`${prefix}*`);
		expect(keys).toEqual([`${prefix}attempts:signin-email:${sha256('victim@example.com')}`]);
		expect(keys.join()).not.toContain('example.com');
		expect(await direct.client.zcard(keys[0])).toBe(5);
		const ttl = await direct.client.pttl(keys[0]);
		expect(ttl).toBeGreaterThan(14 * 60_000);
		expect(ttl).toBeLessThanOrEqual(15 * 60_000);
	});

	it('a window slides: each attempt expires on its own; cancel gives one back and reset clears, on any instance', async () => {
		const [a, b] = [await link(), await link()];
		let clock = 1_700_000_000_000;
		const rule = { name: 'key-create', max: 3, windowMs: 60_000 };
		const [one, two] = [createRedisAttempts(a, () => clock), createRedisAttempts(b, () => clock)];
		await Promise.all([a.start(), b.start()]);
		const first = await one.take(rule, 'acct_1');
		clock += 20_000;
		const second = await two.take(rule, 'acct_1');
		clock += 20_000;
		expect((await one.take(rule, 'acct_1')).allowed).toBe(true);
		// Full; the first attempt (40 s ago) expires in 20 s.
		expect(await two.take(rule, 'acct_1')).toEqual({ allowed: false, retryAfterSeconds: 20, ticket: null });
		clock += 20_000;
		expect((await two.take(rule, 'acct_1')).allowed).toBe(true);
		// Full again; now the second attempt (at +20 s) is the oldest: it expires 60 s after it was made.
		expect((await one.check(rule, 'acct_1')).retryAfterSeconds).toBe(20);
		await one.cancel(rule, 'acct_1', second.ticket!);
		expect((await two.check(rule, 'acct_1')).allowed).toBe(true);
		// A ticket that already expired takes nothing back.
		await two.cancel(rule, 'acct_1', first.ticket!);
		expect((await two.take(rule, 'acct_1')).allowed).toBe(true);
		expect((await one.take(rule, 'acct_1')).allowed).toBe(false);
		await two.reset(rule, 'acct_1');
		expect(await direct.client.exists(`${prefix}attempts:key-create:${sha256('acct_1')}`)).toBe(0);
		expect((await one.check(rule, 'acct_1')).allowed).toBe(true);
	});

	describe('when Redis is unreachable', () => {
		let proxy: TcpProxy;
		beforeAll(async () => {
			const url = new URL(TEST_REDIS_URL);
			proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
		});
		afterAll(() => proxy.close());

		it('never hangs, still limits from what this instance counted, and replays it all when Redis is back', async () => {
			const viaProxy = await link(`redis://127.0.0.1:${proxy.port}`, 200);
			const attempts = createRedisAttempts(viaProxy);
			await viaProxy.start();
			expect(viaProxy.up).toBe(true);
			const key = `${prefix}attempts:signin-email:${sha256('outage@example.com')}`;
			const reset = `${prefix}attempts:signin-email:${sha256('reset@example.com')}`;
			// Two shared attempts, made while Redis answered.
			expect((await attempts.take(FIVE_IN_15_MIN, 'outage@example.com')).allowed).toBe(true);
			const given = await attempts.take(FIVE_IN_15_MIN, 'outage@example.com');
			expect((await attempts.take(FIVE_IN_15_MIN, 'reset@example.com')).allowed).toBe(true);
			expect(await direct.client.zcard(key)).toBe(2);

			for (const fault of ['cut', 'hang'] as const) {
				proxy[fault]();
				// It answers (a hang would end at the test's bound), counted locally.
				const during = await attempts.take(FIVE_IN_15_MIN, 'outage@example.com');
				expect(during.allowed).toBe(true);
				expect(viaProxy.up).toBe(false);
				proxy.restore();
				await expect.poll(() => viaProxy.up, { timeout: 30_000, interval: 50 }).toBe(true);
			}
			// 2 shared + 1 counted in each outage.
			expect(await direct.client.zcard(key)).toBe(4);

			proxy.cut();
			// Locally: the 4 this instance made, so one more is admitted, then 429.
			const local = [];
			for (let i = 0; i < 3; i++) local.push(await attempts.take(FIVE_IN_15_MIN, 'outage@example.com'));
			expect(local.map((x) => x.allowed)).toEqual([true, false, false]);
			await attempts.cancel(FIVE_IN_15_MIN, 'outage@example.com', given.ticket!);
			await attempts.reset(FIVE_IN_15_MIN, 'reset@example.com');
			expect(await direct.client.zcard(key)).toBe(4);
			expect(await direct.client.exists(reset)).toBe(1);
			proxy.restore();
			await expect.poll(() => viaProxy.up, { timeout: 30_000, interval: 50 }).toBe(true);
			// Replayed in order: +1 attempt, -1 cancelled; the reset deleted the other address's set.
			expect(await direct.client.zcard(key)).toBe(4);
			expect(await direct.client.zscore(key, given.ticket!)).toBeNull();
			expect(await direct.client.exists(reset)).toBe(0);
			expect(await direct.client.pttl(key)).toBeGreaterThan(14 * 60_000);
		});
	});
});
