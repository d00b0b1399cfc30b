import type { Redis } from 'ioredis';
import { withScripts, type RedisLink } from '../redis/link.js';
import { secondsToWindowEnd, WINDOW_MS, type RateDecision, type RateLimiter } from './rate-limiter.js';
import type { LiveQuota, QuotaDecision } from './usage-meter.js';

/**
 * Rate limits and monthly quotas shared by every instance through Redis. Each decision is one
 * Lua script, so the check and the increment are one atomic step on the server: N instances
 * admit exactly what one would. While Redis is unreachable (RedisLink down) both fall back to
 * counting in this process, starting from the last totals Redis reported, and push what they
 * counted back when it answers again (docs/operations.md, "Redis").
 */

/** KEYS[1] = the subject's minute; ARGV = limit, ttl ms. Returns {admitted 0|1, count}. */
const RATE_LUA = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return {0, n} end
n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, n}`;

/**
 * KEYS[1] = the account's month; ARGV = limit (-1: none), ttl ms, seed ('' when not read yet).
 * Returns {-1, 0} when the month is not in Redis and no seed was given (the caller reads the
 * store and calls again with it), else {admitted 0|1, count}. The seed is used only when the key
 * is still missing, so instances seeding at the same moment cannot both add to it.
 */
const QUOTA_LUA = `
local used = redis.call('GET', KEYS[1])
if not used then
  if ARGV[3] == '' then return {-1, 0} end
  used = tonumber(ARGV[3])
  redis.call('SET', KEYS[1], used, 'PX', ARGV[2])
else
  used = tonumber(used)
end
local limit = tonumber(ARGV[1])
if limit >= 0 and used >= limit then return {0, used} end
return {1, redis.call('INCR', KEYS[1])}`;

/**
 * KEYS[1] = a counter; ARGV = delta, ttl ms, seed ('' = none), floor at zero (1|0).
 * Adds delta when the key exists; when it is missing, sets the seed (which already includes the
 * delta) or, without one, returns -1 and leaves it missing.
 */
const ADJUST_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then
  if ARGV[3] == '' then return -1 end
  redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[2])
  return tonumber(ARGV[3])
end
local n = redis.call('INCRBY', KEYS[1], ARGV[1])
if ARGV[4] == '1' and n < 0 then redis.call('SET', KEYS[1], 0, 'KEEPTTL') n = 0 end
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return n`;

/**
 * Both checks in one round trip: KEYS = the subject's minute, the account's month; ARGV =
 * per-minute limit (-1: none), minute ttl ms, monthly limit (-1: none), month ttl ms, seed.
 * Returns {code, minute count, month count}: -1 the month needs a seed (nothing was counted),
 * 0 the minute is full (429), 1 the month is used up (402; the minute counted it, as in memory),
 * 2 admitted.
 */
const ADMIT_LUA = `
local used = redis.call('GET', KEYS[2])
if not used and ARGV[5] == '' then return {-1, 0, 0} end
local n = 0
local perMinute = tonumber(ARGV[1])
if perMinute >= 0 then
  n = tonumber(redis.call('GET', KEYS[1]) or '0')
  if n >= perMinute then return {0, n, 0} end
  n = redis.call('INCR', KEYS[1])
  if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
end
if not used then
  used = tonumber(ARGV[5])
  redis.call('SET', KEYS[2], used, 'PX', ARGV[4])
else
  used = tonumber(used)
end
local perMonth = tonumber(ARGV[3])
if perMonth >= 0 and used >= perMonth then return {1, n, used} end
return {2, n, redis.call('INCR', KEYS[2])}`;

/** The store failed while seeding a month: not a Redis failure, so it must not mark Redis down. */
class SeedFailed {
	constructor(readonly cause: unknown) {}
}

/** Reads a seed; its failure is wrapped so the Redis error handling passes it through. */
async function seeded(read: Promise<number>): Promise<string> {
	try {
		return String(await read);
	} catch (err) {
		throw new SeedFailed(err);
	}
}

interface Scripted {
	ukAdmit(
		rateKey: string,
		quotaKey: string,
		perMinute: number,
		rateTtlMs: number,
		perMonth: number,
		quotaTtlMs: number,
		seed: string
	): Promise<[number, number, number]>;
	ukRate(key: string, limit: number, ttlMs: number): Promise<[number, number]>;
	ukQuota(key: string, limit: number, ttlMs: number, seed: string): Promise<[number, number]>;
	ukAdjust(key: string, delta: number, ttlMs: number, seed: string, floor: string): Promise<number>;
}

const scripted = (client: Redis) =>
	withScripts<Scripted>(client, {
		ukRate: { numberOfKeys: 1, lua: RATE_LUA },
		ukQuota: { numberOfKeys: 1, lua: QUOTA_LUA },
		ukAdjust: { numberOfKeys: 1, lua: ADJUST_LUA },
		ukAdmit: { numberOfKeys: 2, lua: ADMIT_LUA }
	});

/** The Redis rate limiter, with what `createRedisLimits` needs to count in one script with the quota. */
export interface RedisRateLimiter extends RateLimiter {
	/** Counts in this process (Redis is down). */
	hitLocally(subject: string, perMinute: number, nowMs: number): RateDecision;
	/** Records the count Redis reported, the starting point if it goes down. */
	noteShared(subject: string, nowMs: number, count: number): void;
	key(subject: string, nowMs: number): string;
}

/**
 * Per-account requests per clock minute, counted in Redis (same semantics as the memory limiter).
 * `now` is the clock that decides, on recovery, which minutes counted during an outage are
 * still running (and so worth pushing): the same clock the callers take `nowMs` from, so a
 * count and its push never disagree about the minute.
 */
export function createRedisRateLimiter(link: RedisLink, now: () => number = Date.now): RedisRateLimiter {
	const redis = scripted(link.client);
	// The last count seen per subject in the current minute (from Redis, then counted here while it is down).
	const local = new Map<string, { window: number; count: number }>();
	// What this instance admitted while Redis was down, to add to Redis when it is back.
	let offline = new Map<string, { window: number; subject: string; n: number }>();
	let sweptWindow = 0;
	const key = (subject: string, window: number) => `${link.prefix}rate:${subject}:${window}`;

	function state(subject: string, window: number) {
		if (window !== sweptWindow) {
			for (const [k, s] of local) if (s.window !== window) local.delete(k);
			sweptWindow = window;
		}
		let s = local.get(subject);
		if (!s || s.window !== window) local.set(subject, (s = { window, count: 0 }));
		return s;
	}

	function decision(allowed: boolean, perMinute: number, count: number, nowMs: number): RateDecision {
		return { allowed, limit: perMinute, remaining: Math.max(0, perMinute - count), resetSeconds: secondsToWindowEnd(nowMs) };
	}

	function hitLocally(subject: string, perMinute: number, nowMs: number): RateDecision {
		const window = Math.floor(nowMs / WINDOW_MS);
		const s = state(subject, window);
		if (s.count >= perMinute) return decision(false, perMinute, s.count, nowMs);
		s.count++;
		const k = key(subject, window);
		const o = offline.get(k);
		if (o) o.n++;
		else offline.set(k, { window, subject, n: 1 });
		return decision(true, perMinute, s.count, nowMs);
	}

	link.onRecover(async () => {
		if (!offline.size) return false;
		const batch = offline;
		offline = new Map();
		const nowMs = now();
		const current = Math.floor(nowMs / WINDOW_MS);
		try {
			for (const [k, o] of batch) {
				if (o.window < current) continue; // that minute is over; nothing to enforce any more
				const ttl = (o.window + 1) * WINDOW_MS - nowMs + 5000;
				await redis.ukAdjust(k, o.n, ttl, String(o.n), '0');
				batch.delete(k);
			}
		} catch (err) {
			for (const [k, o] of batch) {
				const now = offline.get(k);
				if (now) now.n += o.n;
				else offline.set(k, o);
			}
			throw err;
		}
		return true;
	});

	return {
		hitLocally,
		noteShared(subject, nowMs, count) {
			const s = state(subject, Math.floor(nowMs / WINDOW_MS));
			s.count = Math.max(s.count, count);
		},
		key: (subject, nowMs) => key(subject, Math.floor(nowMs / WINDOW_MS)),
		hit(subject, perMinute, nowMs) {
			if (!link.up) return hitLocally(subject, perMinute, nowMs);
			const window = Math.floor(nowMs / WINDOW_MS);
			// A few seconds past the minute's end, for clocks that differ slightly between instances.
			const ttl = (window + 1) * WINDOW_MS - nowMs + 5000;
			return redis.ukRate(key(subject, window), perMinute, ttl).then(
				([admitted, count]) => {
					const s = state(subject, window);
					s.count = Math.max(s.count, Number(count));
					return decision(admitted === 1, perMinute, Number(count), nowMs);
				},
				(err) => {
					link.markDown(err);
					return hitLocally(subject, perMinute, nowMs);
				}
			);
		}
	};
}

/** Milliseconds from `nowMs` to two days after the end of its UTC month (the quota key's life). */
export function monthTtlMs(month: string, nowMs: number): number {
	const [y, m] = month.split('-').map(Number);
	return Math.max(60_000, Date.UTC(y, m, 1) + 2 * 86_400_000 - nowMs);
}

/**
 * The month's total per account, live in Redis. A month missing from Redis (its first request,
 * or Redis lost its data) is seeded from `seed`: the store's total plus what this instance has
 * counted but not flushed yet. The usage rows in the store stay the record; this is only the
 * running total the quota is checked against.
 */
export class RedisQuota implements LiveQuota {
	private readonly redis: Redis & Scripted;
	/** Last total seen per `account|month` (from Redis; counted here while it is down). */
	private readonly mirror = new Map<string, number>();
	/** Seeds being read, per `account|month`: concurrent first requests read the store once. */
	private readonly seeding = new Map<string, Promise<number>>();
	/** Net units reserved here while Redis was down, to add when it is back. */
	private offline = new Map<string, { accountId: string; month: string; delta: number }>();

	constructor(
		private readonly link: RedisLink,
		private readonly seed: (accountId: string, month: string) => Promise<number>,
		private readonly now: () => number = Date.now
	) {
		this.redis = scripted(link.client);
		link.onRecover(() => this.reconcile());
	}

	key(accountId: string, month: string) {
		return `${this.link.prefix}quota:${accountId}:${month}`;
	}

	load(): null {
		return null; // reserve() seeds a missing month itself, atomically in Redis
	}

	reserve(accountId: string, month: string, perMonth: number | null): Promise<QuotaDecision> | QuotaDecision {
		if (!this.link.up) return this.reserveLocally(accountId, month, perMonth);
		return this.reserveRemote(accountId, month, perMonth).catch((err) => {
			if (err instanceof SeedFailed) throw err.cause;
			this.link.markDown(err);
			return this.reserveLocally(accountId, month, perMonth);
		});
	}

	private async reserveRemote(accountId: string, month: string, perMonth: number | null): Promise<QuotaDecision> {
		const key = this.key(accountId, month);
		const limit = perMonth ?? -1;
		const ttl = monthTtlMs(month, this.now());
		let [admitted, used] = await this.redis.ukQuota(key, limit, ttl, '');
		if (admitted === -1) [admitted, used] = await this.redis.ukQuota(key, limit, ttl, await seeded(this.seedOnce(accountId, month)));
		this.mirror.set(`${accountId}|${month}`, Number(used));
		return decide(admitted === 1, perMonth, Number(used));
	}

	/** Reserves in this process (Redis is down), from the last total Redis reported. */
	reserveLocally(accountId: string, month: string, perMonth: number | null): QuotaDecision | Promise<QuotaDecision> {
		const k = `${accountId}|${month}`;
		if (!this.mirror.has(k)) {
			return this.seedOnce(accountId, month).then((seeded) => {
				if (!this.mirror.has(k)) this.mirror.set(k, seeded);
				return this.reserveLocally(accountId, month, perMonth);
			});
		}
		const used = this.mirror.get(k)!;
		if (perMonth !== null && used >= perMonth) return decide(false, perMonth, used);
		this.mirror.set(k, used + 1);
		this.addOffline(accountId, month, 1);
		return decide(true, perMonth, used + 1);
	}

	/** Records the total Redis reported, the starting point if it goes down. */
	noteShared(accountId: string, month: string, used: number): void {
		this.mirror.set(`${accountId}|${month}`, used);
	}

	seedOnce(accountId: string, month: string): Promise<number> {
		const k = `${accountId}|${month}`;
		let seeding = this.seeding.get(k);
		if (!seeding) {
			seeding = this.seed(accountId, month).finally(() => this.seeding.delete(k));
			this.seeding.set(k, seeding);
		}
		return seeding;
	}

	release(accountId: string, month: string): void {
		const k = `${accountId}|${month}`;
		const local = () => {
			this.mirror.set(k, Math.max(0, (this.mirror.get(k) ?? 1) - 1));
			this.addOffline(accountId, month, -1);
		};
		if (!this.link.up) return local();
		this.redis.ukAdjust(this.key(accountId, month), -1, monthTtlMs(month, this.now()), '', '1').then(
			(n) => {
				if (n >= 0) this.mirror.set(k, n);
			},
			(err) => {
				this.link.markDown(err);
				local();
			}
		);
	}

	forgetOtherMonths(month: string): void {
		for (const key of this.mirror.keys()) if (!key.endsWith(`|${month}`)) this.mirror.delete(key);
	}

	private addOffline(accountId: string, month: string, delta: number) {
		const k = `${accountId}|${month}`;
		const o = this.offline.get(k);
		if (o) o.delta += delta;
		else this.offline.set(k, { accountId, month, delta });
	}

	/** Adds what was counted here during an outage; a month Redis lost meanwhile is seeded again. */
	private async reconcile(): Promise<boolean> {
		if (!this.offline.size) return false;
		const batch = this.offline;
		this.offline = new Map();
		try {
			for (const [k, o] of batch) {
				const key = this.key(o.accountId, o.month);
				const ttl = monthTtlMs(o.month, this.now());
				const n = o.delta === 0 ? 0 : await this.redis.ukAdjust(key, o.delta, ttl, '', '1');
				// Missing: Redis restarted without its data. The seed holds this instance's counts already.
				if (n === -1) await this.redis.ukAdjust(key, 0, ttl, String(await this.seed(o.accountId, o.month)), '1');
				batch.delete(k);
			}
		} catch (err) {
			for (const [k, o] of batch) {
				const now = this.offline.get(k);
				if (now) now.delta += o.delta;
				else this.offline.set(k, o);
			}
			throw err;
		}
		return true;
	}
}

function decide(allowed: boolean, perMonth: number | null, used: number): QuotaDecision {
	if (!allowed) return { allowed: false, limit: perMonth, remaining: 0 };
	return { allowed: true, limit: perMonth, remaining: perMonth === null ? null : Math.max(0, perMonth - used) };
}

/** What one request is admitted with: the minute's decision (null: no per-minute limit) and the month's (null: refused by the minute first). */
export interface Admission {
	rate: RateDecision | null;
	quota: QuotaDecision | null;
}

export type Admit = (accountId: string, perMinute: number | null, perMonth: number | null, nowMs: number, month: string) => Admission | Promise<Admission>;

/**
 * The rate limiter and the quota over one link, and `admit`, which decides both in one script
 * (one round trip per request instead of two; the API core uses it when it is given).
 */
export function createRedisLimits(link: RedisLink, seed: (accountId: string, month: string) => Promise<number>, now: () => number = Date.now) {
	const limiter = createRedisRateLimiter(link, now);
	const quota = new RedisQuota(link, seed, now);
	const redis = scripted(link.client);

	function local(accountId: string, perMinute: number | null, perMonth: number | null, nowMs: number, month: string): Admission | Promise<Admission> {
		const rate = perMinute === null ? null : limiter.hitLocally(accountId, perMinute, nowMs);
		if (rate && !rate.allowed) return { rate, quota: null };
		const reserved = quota.reserveLocally(accountId, month, perMonth);
		return reserved instanceof Promise ? reserved.then((q) => ({ rate, quota: q })) : { rate, quota: reserved };
	}

	async function remote(accountId: string, perMinute: number | null, perMonth: number | null, nowMs: number, month: string): Promise<Admission> {
		const window = Math.floor(nowMs / WINDOW_MS);
		const rateTtl = (window + 1) * WINDOW_MS - nowMs + 5000;
		const args = [limiter.key(accountId, nowMs), quota.key(accountId, month), perMinute ?? -1, rateTtl, perMonth ?? -1, monthTtlMs(month, nowMs)] as const;
		let [code, n, used] = await redis.ukAdmit(...args, '');
		if (code === -1) [code, n, used] = await redis.ukAdmit(...args, await seeded(quota.seedOnce(accountId, month)));
		if (perMinute !== null) limiter.noteShared(accountId, nowMs, Number(n));
		const rate: RateDecision | null =
			perMinute === null
				? null
				: { allowed: code !== 0, limit: perMinute, remaining: Math.max(0, perMinute - Number(n)), resetSeconds: secondsToWindowEnd(nowMs) };
		if (code === 0) return { rate, quota: null };
		quota.noteShared(accountId, month, Number(used));
		return { rate, quota: decide(code === 2, perMonth, Number(used)) };
	}

	const admit: Admit = (accountId, perMinute, perMonth, nowMs, month) => {
		if (!link.up) return local(accountId, perMinute, perMonth, nowMs, month);
		return remote(accountId, perMinute, perMonth, nowMs, month).catch((err) => {
			if (err instanceof SeedFailed) throw err.cause;
			link.markDown(err);
			return local(accountId, perMinute, perMonth, nowMs, month);
		});
	};

	return { limiter, quota, admit };
}
