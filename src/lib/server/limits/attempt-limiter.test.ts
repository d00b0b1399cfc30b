import { describe, expect, it } from 'vitest';
import { AttemptLimiter, MemoryAttempts } from './attempt-limiter.js';

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

describe('AttemptLimiter.take (check and count in one step)', () => {
	it('admits max of many takes, refuses the rest without counting them, and gives one back on cancel', () => {
		let clock = 5_000_000;
		const limiter = new AttemptLimiter(3, 60_000, () => clock);
		const answers = Array.from({ length: 8 }, () => limiter.take('ip'));
		expect(answers.filter((a) => a.allowed)).toHaveLength(3);
		expect(answers.filter((a) => !a.allowed).every((a) => a.ticket === null && a.retryAfterSeconds === 60)).toBe(true);
		const tickets = answers.filter((a) => a.allowed).map((a) => a.ticket!);
		expect(new Set(tickets).size).toBe(3);
		limiter.cancel('ip', tickets[1]);
		clock += 10_000;
		expect(limiter.take('ip').allowed).toBe(true);
		// The oldest remaining entry is the first take, 10 s ago: 50 s until it expires.
		expect(limiter.take('ip')).toEqual({ allowed: false, retryAfterSeconds: 50, ticket: null });
		// A ticket of another subject, or an unknown one, takes nothing back.
		limiter.cancel('other', tickets[0]);
		limiter.cancel('ip', 'no-such-ticket');
		expect(limiter.check('ip').allowed).toBe(false);
	});
});

describe('MemoryAttempts', () => {
	it('keeps rules apart: the same subject under two rules is counted twice, separately', () => {
		const attempts = new MemoryAttempts();
		const signin = { name: 'signin-ip', max: 2, windowMs: 60_000 };
		const signup = { name: 'signup-ip', max: 1, windowMs: 60_000 };
		expect(attempts.take(signin, '192.0.2.1').allowed).toBe(true);
		expect(attempts.take(signin, '192.0.2.1').allowed).toBe(true);
		expect(attempts.take(signin, '192.0.2.1').allowed).toBe(false);
		expect(attempts.take(signup, '192.0.2.1').allowed).toBe(true);
		expect(attempts.take(signup, '192.0.2.1').allowed).toBe(false);
		attempts.reset(signin, '192.0.2.1');
		expect(attempts.check(signin, '192.0.2.1').allowed).toBe(true);
		expect(attempts.check(signup, '192.0.2.1').allowed).toBe(false);
	});
});
