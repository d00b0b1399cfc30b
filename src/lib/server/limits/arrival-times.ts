import { tatAfter, tatClock } from './limit-rules.js';

/** How often the map drops the TATs that no longer matter, and how far in the past one must be. */
const SWEEP_MS = 60_000;
const SLACK_US = 5_000_000;

/**
 * The per-minute limit's store in this process: one theoretical arrival time (TAT, µs) per
 * subject, taken by the GCRA rule (limit-rules.ts `tatAfter`) in one synchronous step, so
 * concurrent requests are admitted exactly and the hot path allocates nothing. The same store
 * serves the single process, the cluster primary, and the local fallback of the Redis and IPC
 * limits (the last TAT they were told, then what they admitted themselves).
 *
 * A TAT in the past means the same as none, so once a minute (by the callers' clock) the ones
 * more than 5 s in the past are dropped: the map stays the size of the active set.
 */
export class ArrivalTimes {
	private readonly tats = new Map<string, number>();
	private nextSweepMs = 0;

	/** The subject's TAT, 0 when it has none. */
	get(subject: string): number {
		return this.tats.get(subject) ?? 0;
	}

	/**
	 * Takes `units` for `subject` under a plan of `perMinute` at `nowMs`, unless they do not fit:
	 * returns the TAT before (0: none), which the rules turn into a decision (`rateDecision`).
	 */
	take(subject: string, perMinute: number, nowMs: number, units = 1): number {
		if (nowMs >= this.nextSweepMs) this.sweep(nowMs);
		const before = this.tats.get(subject) ?? 0;
		const after = tatAfter(before, perMinute, nowMs, units);
		if (after !== before) this.tats.set(subject, after);
		return before;
	}

	/** Keeps the later of the TAT held and `tat` (a TAT only moves on; the latest reported is the furthest). */
	raise(subject: string, tat: number): void {
		if (tat > (this.tats.get(subject) ?? 0)) this.tats.set(subject, tat);
	}

	/** Records a take the shared store (Redis, the cluster primary) made, which found `before`: the starting point if it cannot be reached. */
	noteTake(subject: string, before: number, perMinute: number, nowMs: number, units = 1): void {
		this.raise(subject, tatAfter(before, perMinute, nowMs, units));
	}

	get size(): number {
		return this.tats.size;
	}

	private sweep(nowMs: number): void {
		this.nextSweepMs = nowMs + SWEEP_MS;
		const past = tatClock(nowMs) - SLACK_US;
		for (const [subject, tat] of this.tats) if (tat < past) this.tats.delete(subject);
	}
}
