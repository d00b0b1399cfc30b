/**
 * The limit rules, written once: what the per-minute limit, the monthly quota and the attempt
 * limits decide from a counter's value (docs/api.md, "Limit headers"; docs/security.md, "Sign-in
 * limits"). Pure functions, no I/O. Every store (this process: period-counts.ts, month-totals.ts,
 * attempt-limiter.ts; the cluster primary: cluster/counters.ts; Redis: redis-limits.ts,
 * redis-attempts.ts) only keeps counters and takes a unit from them atomically, by `admits`; the
 * answers an API caller sees come from the functions below, whichever store counted.
 */

/** The state a limiter reports for one request. */
export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	/** Seconds until the current window ends (1..60). */
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

// Per-minute limit: fixed one-minute windows aligned to UTC clock minutes, so every instance and
// every store agrees on the boundaries (docs/api.md: a caller may make up to twice the limit
// across a boundary).

export const WINDOW_MS = 60_000;

/** The clock minute of `nowMs` (Unix ms ÷ 60,000): the period a per-minute counter belongs to. */
export function minuteOf(nowMs: number): number {
	return Math.floor(nowMs / WINDOW_MS);
}

/** Seconds until the clock minute of `nowMs` ends (1..60): X-RateLimit-Reset. */
export function secondsToWindowEnd(nowMs: number): number {
	return Math.max(1, Math.ceil(((minuteOf(nowMs) + 1) * WINDOW_MS - nowMs) / 1000));
}

/** How long a store keeps `minute`'s counter from `nowMs`: 5 s past its end, for clocks that differ slightly between instances. */
export function minuteTtlMs(minute: number, nowMs: number): number {
	return (minute + 1) * WINDOW_MS - nowMs + 5000;
}

/**
 * The per-minute decision from the minute's count before this request (`before`). A refused take
 * of several units reports what is left (a smaller recipe may still fit); of one unit, 0.
 */
export function rateDecision(before: number, perMinute: number, nowMs: number, units = 1): RateDecision {
	const allowed = admits(before, perMinute, units);
	return { allowed, limit: perMinute, remaining: Math.max(0, perMinute - before - (allowed ? units : 0)), resetSeconds: secondsToWindowEnd(nowMs) };
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
