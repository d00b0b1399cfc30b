/** The answer of an attempt limiter. */
export interface AttemptDecision {
	allowed: boolean;
	/** Seconds until one more attempt is allowed (0 when allowed). */
	retryAfterSeconds: number;
}

/**
 * Counts failed attempts per subject (an e-mail address, an IP) in a sliding window: at most
 * `max` failures in any `windowMs`. In memory, per process (the Scale-out issue moves it to
 * Redis). Each subject keeps at most `max` timestamps, and the map is swept of stale subjects.
 * @example const perIp = new AttemptLimiter(20, 15 * 60_000); if (!perIp.check(ip).allowed) …
 */
export class AttemptLimiter {
	private readonly failures = new Map<string, number[]>();
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
		if (list.length < this.max) return { allowed: true, retryAfterSeconds: 0 };
		return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((list[0] + this.windowMs - at) / 1000)) };
	}

	/** Counts a failed attempt. */
	fail(subject: string): void {
		const at = this.now();
		const list = this.live(subject, at);
		list.push(at);
		if (list.length > this.max) list.splice(0, list.length - this.max);
		this.failures.set(subject, list);
	}

	/** Forgets the subject's failures (a successful sign-in). */
	reset(subject: string): void {
		this.failures.delete(subject);
	}

	private live(subject: string, at: number): number[] {
		const list = this.failures.get(subject) ?? [];
		while (list.length && list[0] <= at - this.windowMs) list.shift();
		return list;
	}

	private sweep(at: number): void {
		if (at - this.lastSweep < this.windowMs) return;
		this.lastSweep = at;
		for (const [subject, list] of this.failures) {
			if (!list.length || list[list.length - 1] <= at - this.windowMs) this.failures.delete(subject);
		}
	}
}
