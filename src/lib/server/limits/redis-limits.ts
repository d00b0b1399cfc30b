import type { Redis } from 'ioredis';
import { withScripts, type RedisLink } from '../redis/link.js';
import { minuteOf, minuteTtlMs, monthTtlMs, quotaDecision, rateDecision, type QuotaDecision, type RateDecision } from './limit-rules.js';
import { MonthTotals, type LiveQuota } from './month-totals.js';
import { MinuteCounts, PeriodCounts } from './period-counts.js';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter.js';

/**
 * Rate limits and monthly quotas shared by every instance through Redis. Redis is only the
 * store: each request takes its units with one Lua script, so the check and the increment are
 * one atomic step on the server and N instances admit exactly what one would; the decisions come
 * from the rules every store shares (limit-rules.ts). While Redis is unreachable (RedisLink down)
 * both fall back to counting in this process, starting from the last totals Redis reported, and
 * push what they counted back when it answers again (docs/operations.md, "Redis").
 */

/**
 * The Redis store's take (period-counts.ts `take` is the memory one): units from each counter
 * in KEYS, in order, in one atomic step. ARGV holds four values per counter: its ceiling (-1:
 * none), the ttl ms of the counter when this call creates it, the value to create it with
 * ('': none given) and the units to take (one per request; a recipe's steps). A counter the units
 * do not fit under (the comparison of limit-rules.ts `admits`) is left as it is and ends the
 * walk; the others are incremented. Returns the value each counter reached
 * held before this take, or {-1}, having written nothing, when a counter is missing and no value
 * was given for it: the caller reads the store and calls again with it. A value given is used only
 * while the key is still missing, so instances seeding a month at the same moment cannot both
 * add to it.
 */
const TAKE_LUA = `
for i = 1, #KEYS do
  if ARGV[4 * i - 1] == '' and redis.call('EXISTS', KEYS[i]) == 0 then return {-1} end
end
local before = {}
for i = 1, #KEYS do
  local n = redis.call('GET', KEYS[i])
  if n then
    n = tonumber(n)
  else
    n = tonumber(ARGV[4 * i - 1])
    redis.call('SET', KEYS[i], n, 'PX', ARGV[4 * i - 2])
  end
  before[i] = n
  local ceiling = tonumber(ARGV[4 * i - 3])
  local units = tonumber(ARGV[4 * i])
  if ceiling >= 0 and n + units > ceiling then return before end
  redis.call('INCRBY', KEYS[i], units)
end
return before`;

/** What TAKE_LUA answers when a counter needs the value to start from. */
const NEEDS_SEED = -1;

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

interface Scripted {
	/** numberOfKeys, the keys, then four values per key (TAKE_LUA). */
	ukTake(numberOfKeys: number, ...keysThenArgs: (string | number)[]): Promise<number[]>;
	ukAdjust(key: string, delta: number, ttlMs: number, seed: string, floor: string): Promise<number>;
}

const scripted = (client: Redis) =>
	withScripts<Scripted>(client, {
		ukTake: { lua: TAKE_LUA },
		ukAdjust: { numberOfKeys: 1, lua: ADJUST_LUA }
	});

/** One counter a request takes a unit from in Redis. */
export interface RedisCounter {
	key: string;
	ceiling: number | null;
	/** Its life when this take creates it. */
	ttlMs: number;
	/** The value to create it with when missing ('': none known yet). */
	seed: string;
	/** The units this take wants (all or none). */
	units: number;
}

/** Takes each counter's units, in order (TAKE_LUA): the values before, or [NEEDS_SEED]. */
async function take(redis: Scripted, counters: RedisCounter[]): Promise<number[]> {
	const args: (string | number)[] = counters.map((c) => c.key);
	for (const c of counters) args.push(c.ceiling ?? -1, c.ttlMs, c.seed, c.units);
	return (await redis.ukTake(counters.length, ...args)).map(Number);
}

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

/** The answer of `remote`; when Redis fails, the link goes down and `local` answers instead. */
function orLocally<T>(link: RedisLink, remote: Promise<T>, local: () => T | Promise<T>): Promise<T> {
	return remote.catch((err) => {
		if (err instanceof SeedFailed) throw err.cause;
		link.markDown(err);
		return local();
	});
}

/** What this instance counted while Redis was down, per period and subject, to add to Redis when it answers again. */
class OfflineTally<P extends number | string> {
	private counts = new PeriodCounts<P>();
	private empty = true;

	add(period: P, subject: string, delta: number): void {
		this.counts.add(period, subject, delta);
		this.empty = false;
	}

	/**
	 * Hands every entry to `push`; false when there was none. When a push fails, what was not
	 * pushed yet is kept (with what was counted meanwhile) for the next attempt.
	 */
	async drain(push: (period: P, subject: string, n: number) => Promise<void>): Promise<boolean> {
		if (this.empty) return false;
		const batch = [...this.counts.entries()];
		this.counts = new PeriodCounts();
		this.empty = true;
		let done = 0;
		try {
			for (const [period, subject, n] of batch) {
				await push(period, subject, n);
				done++;
			}
		} catch (err) {
			for (const [period, subject, n] of batch.slice(done)) this.add(period, subject, n);
			throw err;
		}
		return true;
	}
}

/** The Redis rate limiter, with what `createRedisLimits` needs to count in one script with the quota. */
export interface RedisRateLimiter extends RateLimiter {
	/** Counts in this process (Redis is down). */
	hitLocally(subject: string, perMinute: number, nowMs: number, units?: number): RateDecision;
	/** Records the count Redis reported (`before` this take), the starting point if it goes down. */
	noteShared(subject: string, nowMs: number, before: number, perMinute: number, units?: number): void;
	/** The subject's counter for the minute of `nowMs`. */
	counter(subject: string, perMinute: number, nowMs: number, units?: number): RedisCounter;
}

/**
 * Per-account requests per clock minute, counted in Redis (the per-minute rule of every store).
 * `now` is the clock that decides, on recovery, which minutes counted during an outage are
 * still running (and so worth pushing): the same clock the callers take `nowMs` from, so a
 * count and its push never disagree about the minute.
 */
export function createRedisRateLimiter(link: RedisLink, now: () => number = Date.now): RedisRateLimiter {
	const redis = scripted(link.client);
	// The last count seen per subject and minute (from Redis, then counted here while it is down).
	const local = new MinuteCounts();
	const fallback = createMemoryRateLimiter(local);
	// What this instance admitted while Redis was down, to add to Redis when it is back.
	const offline = new OfflineTally<number>();
	const key = (subject: string, minute: number) => `${link.prefix}rate:${subject}:${minute}`;

	function hitLocally(subject: string, perMinute: number, nowMs: number, units = 1): RateDecision {
		const decision = fallback.hit(subject, perMinute, nowMs, units);
		if (decision.allowed) offline.add(minuteOf(nowMs), subject, units);
		return decision;
	}

	function noteShared(subject: string, nowMs: number, before: number, perMinute: number, units = 1): void {
		local.noteTake(minuteOf(nowMs), subject, before, perMinute, units);
	}

	function counter(subject: string, perMinute: number, nowMs: number, units = 1): RedisCounter {
		const minute = minuteOf(nowMs);
		return { key: key(subject, minute), ceiling: perMinute, ttlMs: minuteTtlMs(minute, nowMs), seed: '0', units };
	}

	link.onRecover(() => {
		const nowMs = now();
		return offline.drain(async (minute, subject, n) => {
			if (minute < minuteOf(nowMs)) return; // that minute is over; nothing to enforce any more
			await redis.ukAdjust(key(subject, minute), n, minuteTtlMs(minute, nowMs), String(n), '0');
		});
	});

	return {
		hitLocally,
		noteShared,
		counter,
		hit(subject, perMinute, nowMs, units = 1) {
			if (!link.up) return hitLocally(subject, perMinute, nowMs, units);
			const shared = take(redis, [counter(subject, perMinute, nowMs, units)]).then(([before]) => {
				noteShared(subject, nowMs, before, perMinute, units);
				return rateDecision(before, perMinute, nowMs, units);
			});
			return orLocally(link, shared, () => hitLocally(subject, perMinute, nowMs, units));
		}
	};
}

/**
 * The month's total per account, live in Redis. A month missing from Redis (its first request,
 * or Redis lost its data) is seeded from `seed`: the store's total plus what this instance has
 * counted but not flushed yet. The usage rows in the store stay the record; this is only the
 * running total the quota is checked against.
 */
export class RedisQuota implements LiveQuota {
	private readonly redis: Redis & Scripted;
	/** Last total seen per account and month (from Redis; counted here while it is down); its seed reads are the ones Redis is seeded with. */
	private readonly mirror: MonthTotals;
	/** Net units reserved here while Redis was down, to add when it is back. */
	private readonly offline = new OfflineTally<string>();

	constructor(
		private readonly link: RedisLink,
		private readonly seed: (accountId: string, month: string) => Promise<number>,
		private readonly now: () => number = Date.now
	) {
		this.redis = scripted(link.client);
		this.mirror = new MonthTotals(seed);
		link.onRecover(() => this.reconcile());
	}

	key(accountId: string, month: string) {
		return `${this.link.prefix}quota:${accountId}:${month}`;
	}

	/** The account's counter for `month`; `seed` '' until the store has been read. */
	counter(accountId: string, month: string, perMonth: number | null, nowMs: number, seed: string, units = 1): RedisCounter {
		return { key: this.key(accountId, month), ceiling: perMonth, ttlMs: monthTtlMs(month, nowMs), seed, units };
	}

	load(): null {
		return null; // reserve() seeds a missing month itself, atomically in Redis
	}

	reserve(accountId: string, month: string, perMonth: number | null, units = 1): Promise<QuotaDecision> | QuotaDecision {
		if (!this.link.up) return this.reserveLocally(accountId, month, perMonth, units);
		return orLocally(this.link, this.reserveRemote(accountId, month, perMonth, units), () => this.reserveLocally(accountId, month, perMonth, units));
	}

	private async reserveRemote(accountId: string, month: string, perMonth: number | null, units: number): Promise<QuotaDecision> {
		const nowMs = this.now();
		let [before] = await take(this.redis, [this.counter(accountId, month, perMonth, nowMs, '', units)]);
		if (before === NEEDS_SEED) {
			[before] = await take(this.redis, [this.counter(accountId, month, perMonth, nowMs, await seeded(this.seedOnce(accountId, month)), units)]);
		}
		this.noteShared(accountId, month, before, perMonth, units);
		return quotaDecision(before, perMonth, units);
	}

	/** Reserves in this process (Redis is down), from the last total Redis reported. */
	reserveLocally(accountId: string, month: string, perMonth: number | null, units = 1): QuotaDecision | Promise<QuotaDecision> {
		const loading = this.mirror.load(accountId, month);
		if (loading) return loading.then(() => this.reserveLocally(accountId, month, perMonth, units));
		const decision = this.mirror.reserve(accountId, month, perMonth, units);
		if (decision.allowed) this.offline.add(month, accountId, units);
		return decision;
	}

	/** Records the total Redis reported (`before` this take), the starting point if it goes down. */
	noteShared(accountId: string, month: string, before: number, perMonth: number | null, units = 1): void {
		this.mirror.noteTake(accountId, month, before, perMonth, units);
	}

	seedOnce(accountId: string, month: string): Promise<number> {
		return this.mirror.seedOnce(accountId, month);
	}

	release(accountId: string, month: string, units = 1): void {
		const local = () => {
			this.mirror.release(accountId, month, units);
			this.offline.add(month, accountId, -units);
		};
		if (!this.link.up) return local();
		this.redis.ukAdjust(this.key(accountId, month), -units, monthTtlMs(month, this.now()), '', '1').then(
			(n) => {
				if (n >= 0) this.mirror.note(accountId, month, n);
			},
			(err) => {
				this.link.markDown(err);
				local();
			}
		);
	}

	forgetOtherMonths(month: string): void {
		this.mirror.forgetOtherMonths(month);
	}

	/** Adds what was counted here during an outage; a month Redis lost meanwhile is seeded again. */
	private reconcile(): Promise<boolean> {
		return this.offline.drain(async (month, accountId, delta) => {
			if (delta === 0) return;
			const key = this.key(accountId, month);
			const ttl = monthTtlMs(month, this.now());
			const n = await this.redis.ukAdjust(key, delta, ttl, '', '1');
			// Missing: Redis restarted without its data. The seed holds this instance's counts already.
			if (n === -1) await this.redis.ukAdjust(key, 0, ttl, String(await this.seed(accountId, month)), '1');
		});
	}
}

/** What one request is admitted with: the minute's decision (null: no per-minute limit) and the month's (null: refused by the minute first). */
export interface Admission {
	rate: RateDecision | null;
	quota: QuotaDecision | null;
}

/** Takes `units` (default one; a recipe's steps, all or none) of the minute and then of the month. */
export type Admit = (
	accountId: string,
	perMinute: number | null,
	perMonth: number | null,
	nowMs: number,
	month: string,
	units?: number
) => Admission | Promise<Admission>;

/**
 * The rate limiter and the quota over one link, and `admit`, which takes both units in one script
 * (one round trip per request instead of two; the API core uses it when it is given): the minute
 * first, then the month only when the minute admitted (429 before 402, and a 402 has used a
 * minute's slot, as in memory: docs/api.md).
 */
export function createRedisLimits(link: RedisLink, seed: (accountId: string, month: string) => Promise<number>, now: () => number = Date.now) {
	const limiter = createRedisRateLimiter(link, now);
	const quota = new RedisQuota(link, seed, now);
	const redis = scripted(link.client);

	function local(accountId: string, perMinute: number | null, perMonth: number | null, nowMs: number, month: string, units: number): Admission | Promise<Admission> {
		const rate = perMinute === null ? null : limiter.hitLocally(accountId, perMinute, nowMs, units);
		if (rate && !rate.allowed) return { rate, quota: null };
		const reserved = quota.reserveLocally(accountId, month, perMonth, units);
		return reserved instanceof Promise ? reserved.then((q) => ({ rate, quota: q })) : { rate, quota: reserved };
	}

	async function remote(accountId: string, perMinute: number | null, perMonth: number | null, nowMs: number, month: string, units: number): Promise<Admission> {
		const counters = (monthSeed: string) => {
			const monthly = quota.counter(accountId, month, perMonth, nowMs, monthSeed, units);
			return perMinute === null ? [monthly] : [limiter.counter(accountId, perMinute, nowMs, units), monthly];
		};
		let before = await take(redis, counters(''));
		if (before[0] === NEEDS_SEED) before = await take(redis, counters(await seeded(quota.seedOnce(accountId, month))));
		let rate: RateDecision | null = null;
		if (perMinute !== null) {
			limiter.noteShared(accountId, nowMs, before[0], perMinute, units);
			rate = rateDecision(before[0], perMinute, nowMs, units);
			if (!rate.allowed) return { rate, quota: null };
		}
		const monthBefore = before[perMinute === null ? 0 : 1];
		quota.noteShared(accountId, month, monthBefore, perMonth, units);
		return { rate, quota: quotaDecision(monthBefore, perMonth, units) };
	}

	const admit: Admit = (accountId, perMinute, perMonth, nowMs, month, units = 1) => {
		if (!link.up) return local(accountId, perMinute, perMonth, nowMs, month, units);
		return orLocally(link, remote(accountId, perMinute, perMonth, nowMs, month, units), () => local(accountId, perMinute, perMonth, nowMs, month, units));
	};

	return { limiter, quota, admit };
}
