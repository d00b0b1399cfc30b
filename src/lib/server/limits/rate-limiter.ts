import { rateDecision, type RateDecision } from './limit-rules.js';
import { ArrivalTimes } from './arrival-times.js';

export interface RateLimiter {
	/**
	 * Counts one request (or `units`, all or none: a recipe's steps) for `subject` against
	 * `perMinute` (GCRA: a burst of up to `perMinute`, then one every 60 s / `perMinute`), unless
	 * they do not fit. The memory limiter answers synchronously; the Redis one (redis-limits.ts)
	 * with a promise.
	 */
	hit(subject: string, perMinute: number, nowMs: number, units?: number): RateDecision | Promise<RateDecision>;
}

/** The in-process limiter: its answers are never promises. */
export interface MemoryRateLimiter extends RateLimiter {
	hit(subject: string, perMinute: number, nowMs: number, units?: number): RateDecision;
}

/**
 * The per-minute rule (limit-rules.ts) over one TAT per subject kept in this process (`times`).
 * Synchronous, so concurrent requests are counted exactly. The Redis and IPC limiters decide
 * with one of these, over the TATs they were last told, while their shared store cannot be
 * reached.
 */
export function createMemoryRateLimiter(times = new ArrivalTimes()): MemoryRateLimiter {
	return {
		hit: (subject, perMinute, nowMs, units = 1) => rateDecision(times.take(subject, perMinute, nowMs, units), perMinute, nowMs, units)
	};
}
