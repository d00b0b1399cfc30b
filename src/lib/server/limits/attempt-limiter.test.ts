import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';

describe('AttemptLimiter', () => {
	it('allows max failures in the window, then refuses with the seconds until the oldest expires', () => {
		let clock = 1_000_000;
		const limiter = new AttemptLimiter(5, 15 * 60_000, () => clock);
		for (let i = 0; i < 5; i++) {
			expect(limiter.check('a@example.com').allowed).toBe(true);
			limiter.fail('a@example.com');
			clock += 1000;
		}
		expect(limiter.check('a@example.com')).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 - 5 });
		expect(limiter.check('b@example.com').allowed).toBe(true);
		clock += 15 * 60_000 - 5000;
		expect(limiter.check('a@example.com').allowed).toBe(true);
	});

	it('forgets a subject on reset (a successful sign-in)', () => {
		const limiter = new AttemptLimiter(2, 60_000);
		limiter.fail('x');
		limiter.fail('x');
		expect(limiter.check('x').allowed).toBe(false);
		limiter.reset('x');
		expect(limiter.check('x').allowed).toBe(true);
	});
});
