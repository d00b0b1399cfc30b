/**
 * The limit rules, written once: what the per-minute limit, the monthly quota and the attempt
 * limits decide from what a store holds (docs/api.md, "Limit headers"; docs/security.md, "Sign-in
 * limits"). Pure functions, no I/O. Every store (this process: arrival-times.ts, month-totals.ts,
 * attempt-limiter.ts; the cluster primary: cluster/counters.ts; Redis: redis-limits.ts,
 * redis-attempts.ts) only keeps a TAT per subject (`tatAfter`) or counters (`admits`) and takes
 * units from them atomically; the answers an API caller sees come from the functions below,
 * whichever store counted.
 */

/** The state a limiter reports for one request. */
export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	/** Seconds until the full limit is available again (1..60). */
	resetSeconds: number;
}

export interface QuotaDecision {
	allowed: boolean;
	limit: number | null;
	/** Requests left this month after this one; null when the plan has no monthly quota. */
	remaining: number | null;
}

/** The answer of an attempt limiter. */
export interface AttemptDecision {
	allowed: boolean;
	/** Seconds until one more attempt is allowed (0 when allowed). */
	retryAfterSeconds: number;
}

/** One limit: at most `max` counted attempts per subject in any `windowMs`. `name` keeps limits apart. */
export interface AttemptRule {
	name: string;
	max: number;
	windowMs: number;
}

/**
 * The one admission test of every counter: `units` (one per request; a recipe takes one per step,
 * all or none) are taken while they fit under the counter's ceiling (null: no ceiling, every unit
 * is taken and counted). A store's take compares the value it holds with this and increments only
 * when it admits, in one atomic step; Redis' scripts apply the same comparison on the server
 * (`ceiling < 0` there stands for null).
 */
export function admits(before: number, ceiling: number | null, units = 1): boolean {
	return ceiling === null || before + units <= ceiling;
}

/** A counter's value after a take of `units` that found `before`: that much more when it admitted. */
export function countAfter(before: number, ceiling: number | null, units = 1): number {
	return admits(before, ceiling, units) ? before + units : before;
}

// Per-minute limit: GCRA (the generic cell rate algorithm), so there is no clock-minute boundary
// to burst across (docs/api.md, "Limit headers"; docs/security.md, "Per-minute limits: no
// boundary burst"). A plan of L a minute has an emission interval T = 60 s / L and a tolerance of
// L·T (60 s): a burst of up to L, then one request every T. Each subject has one number, its
// theoretical arrival time (TAT, integer µs since the epoch; 0 or a past time: the full L is
// available). `units` (a recipe's steps) are admitted all or none when max(TAT, now) + units·T −
// now ≤ L·T, and then TAT becomes max(TAT, now) + units·T. Microseconds, not milliseconds, so T
// is exact enough for large plans (T = 60,000,000 / L µs, rounded down to a whole µs, at least 1:
// the burst is exactly L and the steady rate errs by less than L µs a minute).

export const WINDOW_MS = 60_000;
const WINDOW_US = 60_000_000;

/** The emission interval T of a plan of `perMinute` a minute, in whole µs: one request every T at the steady rate. */
export function emissionUs(perMinute: number): number {
	return Math.max(1, Math.floor(WINDOW_US / perMinute));
}

/** `nowMs` (Unix ms) on the TAT's scale (µs). */
export function tatClock(nowMs: number): number {
	return nowMs * 1000;
}

/**
 * The GCRA take every store applies to the TAT it holds (0: none): the TAT after `units` at
 * `nowMs`: moved on by units·T when they fit under the tolerance, unchanged when refused. The
 * Redis script (redis-limits.ts) does the same arithmetic on the server.
 */
export function tatAfter(tat: number, perMinute: number, nowMs: number, units = 1): number {
	const t = emissionUs(perMinute);
	const now = tatClock(nowMs);
	const next = (tat > now ? tat : now) + units * t;
	return next - now <= perMinute * t ? next : tat;
}

/**
 * The per-minute decision from the subject's TAT before this request (`tat`, µs; 0: none).
 * `remaining`: whole requests that would still be admitted right now, after this one
 * (floor((L·T − (TAT − now)) / T)); a refused take of several units reports what is left (a
 * smaller recipe may still fit), of one unit, 0. `resetSeconds`: seconds until the full L is
 * available again (TAT − now in whole seconds, rounded up, 1..60: more only for a request stamped
 * before the one that set the TAT, or a plan above 60 million a minute).
 */
export function rateDecision(tat: number, perMinute: number, nowMs: number, units = 1): RateDecision {
	const t = emissionUs(perMinute);
	const now = tatClock(nowMs);
	const base = tat > now ? tat : now;
	const tolerance = perMinute * t;
	const allowed = base + units * t - now <= tolerance;
	const ahead = (allowed ? base + units * t : base) - now;
	return { allowed, limit: perMinute, remaining: Math.max(0, Math.floor((tolerance - ahead) / t)), resetSeconds: Math.min(60, Math.max(1, Math.ceil(ahead / 1e6))) };
}

/** How long a store keeps a TAT of `tat` (µs) from `nowMs`: until it is in the past (it no longer matters) plus 5 s, for clocks that differ slightly between instances. */
export function tatTtlMs(tat: number, nowMs: number): number {
	return Math.max(0, Math.ceil((tat - tatClock(nowMs)) / 1000)) + 5000;
}

// Monthly quota: per UTC calendar month, checked against the month's running total.

/** Milliseconds from `nowMs` to two days after the end of its UTC `month` (`YYYY-MM`): how long a store keeps the month's total. */
export function monthTtlMs(month: string, nowMs: number): number {
	const [y, m] = month.split('-').map(Number);
	return Math.max(60_000, Date.UTC(y, m, 1) + 2 * 86_400_000 - nowMs);
}

/** The monthly decision from the month's total before this request (`before`); `perMonth` null: no quota, always allowed. */
export function quotaDecision(before: number, perMonth: number | null, units = 1): QuotaDecision {
	if (!admits(before, perMonth, units)) return { allowed: false, limit: perMonth, remaining: Math.max(0, perMonth! - before) };
	return { allowed: true, limit: perMonth, remaining: perMonth === null ? null : perMonth - before - units };
}

// Attempt limits: a sliding window, each attempt leaving it `windowMs` after it was made.

/** Attempts made at or before this moment have left the window at `nowMs`. */
export function attemptWindowStart(rule: Pick<AttemptRule, 'windowMs'>, nowMs: number): number {
	return nowMs - rule.windowMs;
}

/**
 * The attempt decision from the number of attempts still in the window (`live`) and the time of
 * the `max`-th newest of them (`maxthNewestAt`, read only when `live >= max`): when the window is
 * full, one more fits once that attempt leaves it, so Retry-After is the seconds until then.
 */
export function attemptDecision(rule: Pick<AttemptRule, 'max' | 'windowMs'>, live: number, maxthNewestAt: number, nowMs: number): AttemptDecision {
	if (admits(live, rule.max)) return { allowed: true, retryAfterSeconds: 0 };
	return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((maxthNewestAt + rule.windowMs - nowMs) / 1000)) };
}
