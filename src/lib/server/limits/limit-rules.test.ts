/**
 * The rule set against the documented contract (docs/api.md "Limit headers", docs/spec/decisions.md
 * "Platform behaviour", docs/security.md "Sign-in limits", docs/operations.md "Redis"). Every
 * expected value below is read from those documents, not from running the code: each store
 * (memory, the cluster primary, Redis) turns its counts into answers with these functions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	admits,
	attemptDecision,
	attemptWindowStart,
	countAfter,
	emissionUs,
	monthTtlMs,
	quotaDecision,
	rateDecision,
	tatAfter,
	tatClock,
	tatTtlMs,
	type RateDecision
} from './limit-rules.js';

/**
 * Runs requests (`[at, units]`) through the per-minute rule over one TAT, as a store would: each
 * take finds the TAT the one before left.
 */
function perMinuteRequests(perMinute: number, requests: [number, number][]): RateDecision[] {
	let tat = 0;
	return requests.map(([at, units]) => {
		const decision = rateDecision(tat, perMinute, at, units);
		tat = tatAfter(tat, perMinute, at, units);
		return decision;
	});
}

const summary = (d: RateDecision) => [d.allowed, d.remaining, d.resetSeconds];

describe('per-minute limit (GCRA: a burst of L, then one every 60 s / L)', () => {
	const noon = Date.UTC(2026, 10, 21, 12, 0, 0);
	const s = 1000;

	// A 5-per-minute plan: T = 60 s / 5 = 12 s, tolerance 5 × 12 s = 60 s (docs/api.md, "Limit headers").
	it('5 a minute: a burst of 5 at 12:00:59.9, and the 6th at 12:01:00.1 is refused (no new clock minute)', () => {
		const burst = noon + 59_900;
		const answers = perMinuteRequests(5, [...Array(5).fill([burst, 1]), [noon + 60_100, 1]]);
		// After k requests the TAT is k × 12 s ahead: remaining 5 − k, reset 12k s.
		// The 6th, 0.2 s later: the TAT is 59.8 s ahead, and 59.8 + 12 > 60 → refused, 0 left, reset ⌈59.8⌉ = 60.
		expect(answers.map(summary)).toEqual([
			[true, 4, 12],
			[true, 3, 24],
			[true, 2, 36],
			[true, 1, 48],
			[true, 0, 60],
			[false, 0, 60]
		]);
	});

	it('one more is admitted 12 s after the burst (T = 12 s), not a millisecond before', () => {
		const burst = noon + 59_900;
		const five: [number, number][] = Array(5).fill([burst, 1]);
		// 12:01:11.899: the TAT (12:01:59.9) is 48.001 s ahead; 48.001 + 12 = 60.001 > 60 → refused,
		// floor((60 − 48.001) / 12) = 0 left, reset ⌈48.001⌉ = 49.
		expect(summary(perMinuteRequests(5, [...five, [burst + 12_000 - 1, 1]])[5])).toEqual([false, 0, 49]);
		// 12:01:11.9: 48 + 12 = 60 ≤ 60 → admitted; the TAT moves to 12:02:11.9, 60 s ahead: 0 left, reset 60.
		expect(summary(perMinuteRequests(5, [...five, [burst + 12_000, 1]])[5])).toEqual([true, 0, 60]);
		// Then one every 12 s: 12:01:23.9 admitted, 12:01:23.8 not.
		expect(perMinuteRequests(5, [...five, [burst + 12_000, 1], [burst + 24_000 - 100, 1]])[6].allowed).toBe(false);
		expect(perMinuteRequests(5, [...five, [burst + 12_000, 1], [burst + 24_000, 1]])[6].allowed).toBe(true);
	});

	it('an idle minute gives the whole burst back, and half a minute gives half of it', () => {
		const answers = perMinuteRequests(5, [...Array(5).fill([noon, 1]), [noon + 30 * s, 1], [noon + 30 * s, 1], [noon + 30 * s, 1]]);
		// At +30 s the TAT (+60 s) is 30 s ahead: 30 + 12 = 42 → admitted (remaining floor(18 / 12) = 1,
		// reset 42), 42 + 12 = 54 → admitted (0 left, reset 54), 54 + 12 = 66 > 60 → refused.
		expect(answers.slice(5).map(summary)).toEqual([
			[true, 1, 42],
			[true, 0, 54],
			[false, 0, 54]
		]);
		// 60 s after the burst the TAT is in the past: 5 again (4 left, reset 12).
		expect(summary(perMinuteRequests(5, [...Array(5).fill([noon, 1]), [noon + 60 * s, 1]])[5])).toEqual([true, 4, 12]);
	});

	it('a recipe takes its units all or none at the edge; a refused one reports what is left', () => {
		const answers = perMinuteRequests(5, [
			[noon + 59_900, 3],
			[noon + 60_100, 3],
			[noon + 60_100, 2],
			[noon + 60_100, 1]
		]);
		// 3 units at 12:00:59.9: TAT 36 s ahead, floor(24 / 12) = 2 left, reset 36.
		// 3 more at 12:01:00.1 (the fixed window would have opened a new minute): 35.8 + 36 = 71.8 > 60 →
		// refused, floor((60 − 35.8) / 12) = 2 left, reset ⌈35.8⌉ = 36.
		// 2 then: 35.8 + 24 = 59.8 ≤ 60 → admitted, floor(0.2 / 12) = 0 left, reset 60. 1 more: 71.8 > 60 → refused.
		expect(answers.map(summary)).toEqual([
			[true, 2, 36],
			[false, 2, 36],
			[true, 0, 60],
			[false, 0, 60]
		]);
	});

	it('the free plan (60 a minute, T = 1 s) reports 59 left and the limit whole again in 1 s', () => {
		expect(rateDecision(0, 60, noon + 18_000)).toEqual({ allowed: true, limit: 60, remaining: 59, resetSeconds: 1 });
	});

	it('T is 60,000,000 µs / L rounded down to a whole µs (at least 1): the burst is exactly L', () => {
		expect([emissionUs(5), emissionUs(60), emissionUs(7), emissionUs(1e9)]).toEqual([12_000_000, 1_000_000, 8_571_428, 1]);
		// 7 a minute: 7 × 8,571,428 µs = 59,999,996 µs ≤ 60 s, so 7 fit at once and an 8th does not.
		const seven = perMinuteRequests(7, Array(8).fill([noon, 1]));
		expect(seven.map((d) => d.allowed)).toEqual([true, true, true, true, true, true, true, false]);
	});

	it('a TAT lives until it is in the past, plus 5 s (docs/operations.md, "What lives in Redis")', () => {
		// TAT 42 s ahead of 12:00:18 → 42,000 ms + 5,000 ms of slack; one in the past → the slack only.
		expect(tatTtlMs((noon + 60_000) * 1000, noon + 18_000)).toBe(42_000 + 5000);
		expect(tatTtlMs(0, noon)).toBe(5000);
		expect(tatClock(noon)).toBe(noon * 1000);
	});

	it('agrees with a token bucket in integer µs over random requests (property)', () => {
		// The reference: a bucket of L·T credit (µs), refilled 1 µs per µs up to full, a request of n
		// units needs n·T credit. Remaining = floor(credit / T); reset = seconds until it is full again.
		const request = fc.record({ gapMs: fc.integer({ min: 0, max: 30_000 }), units: fc.integer({ min: 1, max: 8 }) });
		fc.assert(
			fc.property(fc.oneof(fc.integer({ min: 1, max: 120 }), fc.constantFrom(600, 1000, 7, 3)), fc.array(request, { maxLength: 60 }), (perMinute, requests) => {
				const T = Math.max(1, Math.floor(60_000_000 / perMinute));
				const full = perMinute * T;
				let credit = full;
				let last = noon;
				let at = noon;
				let tat = 0;
				for (const { gapMs, units } of requests) {
					at += gapMs;
					credit = Math.min(full, credit + (at - last) * 1000);
					last = at;
					const admitted = credit >= units * T;
					if (admitted) credit -= units * T;
					const expected = { allowed: admitted, limit: perMinute, remaining: Math.floor(credit / T), resetSeconds: Math.max(1, Math.ceil((full - credit) / 1_000_000)) };
					expect(rateDecision(tat, perMinute, at, units)).toEqual(expected);
					tat = tatAfter(tat, perMinute, at, units);
				}
			}),
			{ numRuns: 500 }
		);
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
