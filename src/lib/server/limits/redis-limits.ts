import type { Redis } from 'ioredis';
import { withScripts, type RedisLink } from '../redis/link.js';
import { emissionUs, monthTtlMs, quotaDecision, rateDecision, tatClock, type QuotaDecision, type RateDecision } from './limit-rules.js';
import { ArrivalTimes } from './arrival-times.js';
import { MonthTotals, type LiveQuota } from './month-totals.js';
import { PeriodCounts } from './period-counts.js';
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
 * The Redis store's take (arrival-times.ts and period-counts.ts `take` are the memory ones):
 * units from each counter in KEYS, in order, in one atomic step. ARGV holds five values per
 * counter, the first saying which kind it is:
 * - 't' (the per-minute limit's TAT, integer µs): the tolerance L·T, now (µs, the caller's clock),
 *   '' and the cost units·T. The GCRA rule of limit-rules.ts `tatAfter`: the units fit when
 *   max(TAT, now) + cost − now ≤ L·T, and then TAT becomes max(TAT, now) + cost, kept until it is
 *   in the past plus 5 s (`tatTtlMs`). A missing TAT is 0 (the full limit is there).
 * - 'n' (a count): its ceiling (-1: none), the ttl ms of the counter when this call creates it,
 *   the value to create it with ('': none given) and the units to take (the comparison of
 *   limit-rules.ts `admits`).
 * A counter the units do not fit under is left as it is and ends the walk; the others are taken
 * from. Returns the value each counter held before this take, or {-1}, having written nothing,
 * when a count is missing and no value was given for it: the caller reads the store and calls
 * again with it. A value given is used only while the key is still missing, so instances seeding
 * a month at the same moment cannot both add to it.
 */
const TAKE_LUA = `
for i = 1, #KEYS do
  if ARGV[5 * i - 4] == 'n' and ARGV[5 * i - 1] == '' and redis.call('EXISTS', KEYS[i]) == 0 then return {-1} end
end
local before = {}
for i = 1, #KEYS do
  local units = tonumber(ARGV[5 * i])
  if ARGV[5 * i - 4] == 't' then
    local tat = tonumber(redis.call('GET', KEYS[i]) or '0')
    local now = tonumber(ARGV[5 * i - 2])
    before[i] = tat
    local after = math.max(tat, now) + units
    if after - now > tonumber(ARGV[5 * i - 3]) then return before end
    redis.call('SET', KEYS[i], string.format('%.0f', after), 'PX', math.ceil((after - now) / 1000) + 5000)
  else
    local n = redis.call('GET', KEYS[i])
    if n then
      n = tonumber(n)
    else
      n = tonumber(ARGV[5 * i - 1])
      redis.call('SET', KEYS[i], n, 'PX', ARGV[5 * i - 2])
    end
    before[i] = n
    local ceiling = tonumber(ARGV[5 * i - 3])
    if ceiling >= 0 and n + units > ceiling then return before end
    redis.call('INCRBY', KEYS[i], units)
  end
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

/**
 * KEYS[1] = a TAT (µs); ARGV = now (µs), cost (µs). Moves the TAT on by `cost` from max(TAT, now),
 * with no limit: what an instance admitted while Redis was down, added back on recovery.
 */
const PUSH_TAT_LUA = `
local now = tonumber(ARGV[1])
local after = math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), now) + tonumber(ARGV[2])
redis.call('SET', KEYS[1], string.format('%.0f', after), 'PX', math.ceil((after - now) / 1000) + 5000)
return after`;

interface Scripted {
	/** numberOfKeys, the keys, then five values per key (TAKE_LUA). */
	ukTake(numberOfKeys: number, ...keysThenArgs: (string | number)[]): Promise<number[]>;
	ukAdjust(key: string, delta: number, ttlMs: number, seed: string, floor: string): Promise<number>;
	ukPushTat(key: string, nowUs: number, costUs: number): Promise<number>;
}

const scripted = (client: Redis) =>
	withScripts<Scripted>(client, {
		ukTake: { lua: TAKE_LUA },
		ukAdjust: { numberOfKeys: 1, lua: ADJUST_LUA },
		ukPushTat: { numberOfKeys: 1, lua: PUSH_TAT_LUA }
	});

/** One counter a request takes a unit from in Redis: a count (a month) or a TAT (the per-minute limit). */
export type RedisCounter = RedisCount | RedisTat;

/** A count (TAKE_LUA 'n'). */
export interface RedisCount {
	kind: 'n';
	key: string;
	ceiling: number | null;
	/** Its life when this take creates it. */
	ttlMs: number;
	/** The value to create it with when missing ('': none known yet). */
	seed: string;
	/** The units this take wants (all or none). */
	units: number;
}

/** A per-minute limit's TAT (TAKE_LUA 't'), all in µs. */
export interface RedisTat {
	kind: 't';
	key: string;
	/** L·T: how far ahead of now the TAT may be after the take. */
	tolerance: number;
	now: number;
	/** units·T. */
	cost: number;
}

/** Takes each counter's units, in order (TAKE_LUA): the values before, or [NEEDS_SEED]. */
async function take(redis: Scripted, counters: RedisCounter[]): Promise<number[]> {
	const args: (string | number)[] = counters.map((c) => c.key);
	for (const c of counters) {
		if (c.kind === 't') args.push('t', c.tolerance, c.now, '', c.cost);
		else args.push('n', c.ceiling ?? -1, c.ttlMs, c.seed, c.units);
	}
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
	/** Records the TAT Redis reported (`before` this take), the starting point if it goes down. */
	noteShared(subject: string, nowMs: number, before: number, perMinute: number, units?: number): void;
	/** The subject's TAT counter for a take of `units` at `nowMs`. */
	counter(subject: string, perMinute: number, nowMs: number, units?: number): RedisCounter;
}

/**
 * The per-minute limit of every account, its TAT kept in Redis (`rate:<subject>`; the GCRA rule
 * of every store, limit-rules.ts). While Redis is down the TATs are taken here, from the last
 * ones Redis reported; on recovery, what this instance admitted meanwhile is added to Redis' TAT,
 * as far as it still matters by the clock `now` (the one the callers take `nowMs` from): the part
 * of the local TAT still ahead of now, at most what was admitted offline.
 */
export function createRedisRateLimiter(link: RedisLink, now: () => number = Date.now): RedisRateLimiter {
	const redis = scripted(link.client);
	// The last TAT seen per subject (from Redis, then taken here while it is down).
	const local = new ArrivalTimes();
	const fallback = createMemoryRateLimiter(local);
	// The cost (µs) of what this instance admitted while Redis was down, per subject (the rate has
	// no period: ''), to add to Redis when it is back.
	const offline = new OfflineTally<''>();
	const key = (subject: string) => `${link.prefix}rate:${subject}`;

	function hitLocally(subject: string, perMinute: number, nowMs: number, units = 1): RateDecision {
		const decision = fallback.hit(subject, perMinute, nowMs, units);
		if (decision.allowed) offline.add('', subject, units * emissionUs(perMinute));
		return decision;
	}

	function noteShared(subject: string, nowMs: number, before: number, perMinute: number, units = 1): void {
		local.noteTake(subject, before, perMinute, nowMs, units);
	}

	function counter(subject: string, perMinute: number, nowMs: number, units = 1): RedisCounter {
		const t = emissionUs(perMinute);
		return { kind: 't', key: key(subject), tolerance: perMinute * t, now: tatClock(nowMs), cost: units * t };
	}

	link.onRecover(() => {
		const nowUs = tatClock(now());
		return offline.drain(async (_, subject, cost) => {
			const live = Math.min(cost, local.get(subject) - nowUs);
			if (live <= 0) return; // all of it is in the past: nothing left to enforce
			await redis.ukPushTat(key(subject), nowUs, live);
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
		return { kind: 'n', key: this.key(accountId, month), ceiling: perMonth, ttlMs: monthTtlMs(month, nowMs), seed, units };
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

/** What one request is admitted with: the per-minute decision (null: no per-minute limit) and the month's (null: refused by the per-minute limit first). */
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
