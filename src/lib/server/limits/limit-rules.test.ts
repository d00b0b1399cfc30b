/**
 * The rule set against the documented contract (docs/api.md "Limit headers", docs/spec/decisions.md
 * "Platform behaviour", docs/security.md "Sign-in limits", docs/operations.md "Redis"). Every
 * expected value below is read from those documents, not from running the code: each store
 * (memory, the cluster primary, Redis) turns its counts into answers with these functions.
 */
import { describe, expect, it } from 'vitest';
import {
	admits,
	attemptDecision,
	attemptWindowStart,
	countAfter,
	minuteOf,
	minuteTtlMs,
	monthTtlMs,
	quotaDecision,
	rateDecision,
	secondsToWindowEnd
} from './limit-rules.js';

/** Runs `n` requests through the per-minute rule over one counter, as a store would. */
function minuteOfRequests(perMinute: number, stamps: number[]) {
	const counts = new Map<number, number>();
	return stamps.map((at) => {
		const minute = minuteOf(at);
		const before = counts.get(minute) ?? 0;
		counts.set(minute, countAfter(before, perMinute));
		return rateDecision(before, perMinute, at);
	});
}

describe('per-minute limit (fixed UTC clock minutes)', () => {
	const noon = Date.UTC(2026, 10, 21, 12, 0, 0);

	it('a 5-per-minute plan admits 5, then refuses with 0 left and the seconds to the end of the clock minute', () => {
		// Six requests at 12:00:18: the minute ends at 12:01:00, 42 s later (docs/api.md's example reset).
		const answers = minuteOfRequests(5, Array(6).fill(noon + 18_000));
		expect(answers.map((a) => a.allowed)).toEqual([true, true, true, true, true, false]);
		expect(answers.map((a) => a.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
		expect(answers.every((a) => a.limit === 5 && a.resetSeconds === 42)).toBe(true);
	});

	it('the free plan (60 per minute) reports 59 left after the first request', () => {
		expect(rateDecision(0, 60, noon + 18_000)).toEqual({ allowed: true, limit: 60, remaining: 59, resetSeconds: 42 });
	});

	it('windows are clock minutes, not a minute from the first request: up to twice the limit across a boundary', () => {
		const answers = minuteOfRequests(3, [noon + 59_000, noon + 59_500, noon + 59_900, noon + 60_000, noon + 60_100, noon + 60_200, noon + 60_300]);
		expect(answers.map((a) => a.allowed)).toEqual([true, true, true, true, true, true, false]);
		expect(answers[3]).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 60 });
	});

	it('the reset is 1..60 seconds, never 0 at the last millisecond of a minute', () => {
		expect(secondsToWindowEnd(noon)).toBe(60);
		expect(secondsToWindowEnd(noon + 1)).toBe(60);
		expect(secondsToWindowEnd(noon + 59_001)).toBe(1);
		expect(secondsToWindowEnd(noon + 59_999)).toBe(1);
	});

	it('a minute counter lives until 5 s after its minute ends (docs/operations.md, "What lives in Redis")', () => {
		expect(minuteTtlMs(minuteOf(noon + 18_000), noon + 18_000)).toBe(42_000 + 5000);
		expect(minuteOf(noon)).toBe(noon / 60_000);
	});
});

describe('monthly quota (UTC calendar month)', () => {
	it('X-Quota-Remaining is what is left after this request; a used-up month refuses with 0', () => {
		// The free plan: 1,000 a month; the first request of the month leaves 999 (docs/api.md).
		expect(quotaDecision(0, 1000)).toEqual({ allowed: true, limit: 1000, remaining: 999 });
		expect(quotaDecision(999, 1000)).toEqual({ allowed: true, limit: 1000, remaining: 0 });
		expect(quotaDecision(1000, 1000)).toEqual({ allowed: false, limit: 1000, remaining: 0 });
	});

	it('a plan without a monthly quota is always allowed and has nothing to report as remaining', () => {
		expect(quotaDecision(5_000_000, null)).toEqual({ allowed: true, limit: null, remaining: null });
	});

	it('a month total lives until two days after the month ends (docs/operations.md)', () => {
		const now = Date.UTC(2026, 10, 21, 12);
		expect(monthTtlMs('2026-11', now)).toBe(Date.UTC(2026, 11, 3) - now);
		// December rolls over into the next year.
		expect(monthTtlMs('2026-12', Date.UTC(2026, 11, 31))).toBe(3 * 86_400_000);
	});
});

describe('the admission test every store applies', () => {
	it('takes a unit while the count is below the ceiling; none means always', () => {
		expect([admits(4, 5), admits(5, 5), admits(6, 5), admits(1e9, null), admits(0, 0)]).toEqual([true, false, false, true, false]);
		expect([countAfter(4, 5), countAfter(5, 5), countAfter(7, null)]).toEqual([5, 5, 8]);
	});
});

describe('attempt limits (sliding window)', () => {
	// docs/security.md: at most 5 failed sign-ins per address in any 15 minutes, then 429 with
	// Retry-After = seconds until the oldest failure leaves the window.
	const signin = { max: 5, windowMs: 15 * 60_000 };
	const t0 = 1_700_000_000_000;

	it('admits while fewer than 5 failures are in the window', () => {
		expect(attemptDecision(signin, 4, 0, t0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
	});

	it('with 5 in the window, refuses until the oldest leaves it', () => {
		// Failures at t0 .. t0+4 s; asked 10 s after the first: 890 s until it is 15 minutes old.
		expect(attemptDecision(signin, 5, t0, t0 + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 890 });
		// Partial seconds round up, and the hint is never 0.
		expect(attemptDecision(signin, 5, t0, t0 + 10_500).retryAfterSeconds).toBe(890);
		expect(attemptDecision(signin, 5, t0, t0 + 15 * 60_000 - 1).retryAfterSeconds).toBe(1);
	});

	it('an attempt made exactly one window ago has left it', () => {
		expect(attemptWindowStart(signin, t0 + 15 * 60_000)).toBe(t0);
	});
});
