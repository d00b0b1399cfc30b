import { minuteOf, rateDecision, type RateDecision } from './limit-rules.js';
import { MinuteCounts } from './period-counts.js';

export interface RateLimiter {
	/**
	 * Counts one request (or `units`, all or none: a recipe's steps) for `subject` against
	 * `perMinute`, unless they do not fit in the window. The memory limiter answers synchronously;
	 * the Redis one (redis-limits.ts) with a promise.
	 */
	hit(subject: string, perMinute: number, nowMs: number, units?: number): RateDecision | Promise<RateDecision>;
}

/** The in-process limiter: its answers are never promises. */
export interface MemoryRateLimiter extends RateLimiter {
	hit(subject: string, perMinute: number, nowMs: number, units?: number): RateDecision;
}

/**
 * Requests per subject and clock minute, counted in this process (`minutes`), under the
 * per-minute rule (limit-rules.ts). Synchronous, so concurrent requests are counted exactly. The
 * Redis and IPC limiters decide with one of these, over the counts they were last told, while
 * their shared counts cannot be reached.
 */
export function createMemoryRateLimiter(minutes = new MinuteCounts()): MemoryRateLimiter {
	return {
		hit: (subject, perMinute, nowMs, units = 1) => rateDecision(minutes.take(minuteOf(nowMs), subject, perMinute, units), perMinute, nowMs, units)
	};
}
