import crypto from 'node:crypto';
import { attemptDecision, attemptWindowStart, type AttemptDecision, type AttemptRule } from './limit-rules.js';

/** The answer to `take`: when allowed, the ticket that `cancel` takes back (the attempt succeeded). */
export interface AttemptAdmission extends AttemptDecision {
	ticket: string | null;
}

/**
 * Where attempts are counted: this process (memory), the cluster primary (IPC) or Redis, so that
 * every instance and worker enforces one shared count (docs/security.md, "Sign-in limits").
 *
 * `take` checks and counts in one atomic step, before the costly or guessable work (a password
 * check): concurrent guesses cannot all pass a check made before any of them was counted. An
 * attempt that turns out not to be a failure is taken back with `cancel`.
 */
export interface AttemptBackend {
	/** Whether one more attempt may be made now (counts nothing). */
	check(rule: AttemptRule, subject: string): AttemptDecision | Promise<AttemptDecision>;
	/** Counts one attempt unless the subject's window is full. */
	take(rule: AttemptRule, subject: string): AttemptAdmission | Promise<AttemptAdmission>;
	/** Takes back one counted attempt. */
	cancel(rule: AttemptRule, subject: string, ticket: string): void | Promise<void>;
	/** Forgets every attempt of the subject (a successful sign-in). */
	reset(rule: AttemptRule, subject: string): void | Promise<void>;
}

/** A ticket no other process makes (they end up side by side in Redis or in the primary). */
export function newTicket(): string {
	return crypto.randomBytes(9).toString('base64url');
}

interface Attempt {
	at: number;
	ticket: string;
}

/**
 * Counts attempts per subject (an e-mail address, an IP, an account) in a sliding window: at
 * most `max` in any `windowMs`, in this process. Each subject keeps at most `max` entries, and the
 * map is swept of stale subjects.
 * @example const perIp = new AttemptLimiter(20, 15 * 60_000); if (!perIp.check(ip).allowed) …
 */
export class AttemptLimiter {
	private readonly attempts = new Map<string, Attempt[]>();
	private lastSweep = 0;

	constructor(
		readonly max: number,
		readonly windowMs: number,
		private readonly now: () => number = Date.now
	) {}

	/** Whether one more attempt may be made now (does not count it). */
	check(subject: string): AttemptDecision {
		const at = this.now();
		this.sweep(at);
		const list = this.live(subject, at);
		return attemptDecision(this, list.length, list[list.length - this.max]?.at ?? 0, at);
	}

	/** Counts one attempt unless the window is full (check and count in one step). */
	take(subject: string, ticket = newTicket()): AttemptAdmission {
		const decision = this.check(subject);
		if (!decision.allowed) return { ...decision, ticket: null };
		this.record(subject, ticket);
		return { ...decision, ticket };
	}

	/** Counts a failed attempt, even over the limit (the oldest beyond `max` are dropped). */
	fail(subject: string): void {
		this.record(subject, newTicket());
	}

	/** Counts an attempt another counter admitted (Redis, the primary), so this copy can take over. */
	record(subject: string, ticket: string, at = this.now()): void {
		const list = this.live(subject, at);
		list.push({ at, ticket });
		if (list.length > 1 && list[list.length - 2].at > at) list.sort((x, y) => x.at - y.at);
		if (list.length > this.max) list.splice(0, list.length - this.max);
		this.attempts.set(subject, list);
	}

	/** Takes back one attempt (it was not a failure). */
	cancel(subject: string, ticket: string): void {
		const list = this.attempts.get(subject);
		const i = list?.findIndex((a) => a.ticket === ticket) ?? -1;
		if (i >= 0) list!.splice(i, 1);
	}

	/** Forgets the subject's attempts (a successful sign-in). */
	reset(subject: string): void {
		this.attempts.delete(subject);
	}

	private live(subject: string, at: number): Attempt[] {
		const list = this.attempts.get(subject) ?? [];
		const start = attemptWindowStart(this, at);
		while (list.length && list[0].at <= start) list.shift();
		return list;
	}

	private sweep(at: number): void {
		if (at - this.lastSweep < this.windowMs) return;
		this.lastSweep = at;
		const start = attemptWindowStart(this, at);
		for (const [subject, list] of this.attempts) {
			if (!list.length || list[list.length - 1].at <= start) this.attempts.delete(subject);
		}
	}
}

/** Attempt limiters of one process, one per rule (created on first use). */
export class MemoryAttempts implements AttemptBackend {
	private readonly limiters = new Map<string, AttemptLimiter>();

	constructor(private readonly now: () => number = Date.now) {}

	limiter(rule: AttemptRule): AttemptLimiter {
		let limiter = this.limiters.get(rule.name);
		if (!limiter || limiter.max !== rule.max || limiter.windowMs !== rule.windowMs) {
			this.limiters.set(rule.name, (limiter = new AttemptLimiter(rule.max, rule.windowMs, this.now)));
		}
		return limiter;
	}

	check(rule: AttemptRule, subject: string): AttemptDecision {
		return this.limiter(rule).check(subject);
	}

	take(rule: AttemptRule, subject: string, ticket?: string): AttemptAdmission {
		return this.limiter(rule).take(subject, ticket);
	}

	cancel(rule: AttemptRule, subject: string, ticket: string): void {
		this.limiter(rule).cancel(subject, ticket);
	}

	reset(rule: AttemptRule, subject: string): void {
		this.limiter(rule).reset(subject);
	}
}
