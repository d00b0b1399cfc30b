import { admits } from './limit-rules.js';

/**
 * Counters per period (a UTC month; the tally of what was counted while Redis was down) and
 * subject, in this process: the memory store under the limit rules (limit-rules.ts). It keeps
 * counts and takes units atomically (a synchronous step, so concurrent requests are counted
 * exactly); what a count means is the rules' business. The per-minute limit keeps no counts but
 * a time per subject (arrival-times.ts).
 */
export class PeriodCounts<P extends number | string> {
	private readonly periods = new Map<P, Map<string, number>>();
	// The period used last and its counts: consecutive requests of one month look the period up
	// once.
	private lastPeriod: P | undefined;
	private lastCounts: Map<string, number> | undefined;

	/** The subject's count in `period`, undefined when it has none. */
	get(period: P, subject: string): number | undefined {
		return this.counts(period, false)?.get(subject);
	}

	has(period: P, subject: string): boolean {
		return this.counts(period, false)?.has(subject) ?? false;
	}

	set(period: P, subject: string, count: number): void {
		this.counts(period, true).set(subject, count);
	}

	/** Keeps the larger of the count held and `count` (for counts that only grow, the highest reported is the latest). */
	raise(period: P, subject: string, count: number): void {
		const counts = this.counts(period, true);
		counts.set(subject, Math.max(counts.get(subject) ?? 0, count));
	}

	add(period: P, subject: string, delta: number): void {
		const counts = this.counts(period, true);
		counts.set(subject, (counts.get(subject) ?? 0) + delta);
	}

	/**
	 * Takes `units` unless they do not fit under `ceiling` (null: none), in one step: returns the
	 * count before (a subject without one starts at 0), which the rules turn into a decision.
	 */
	take(period: P, subject: string, ceiling: number | null, units = 1): number {
		const counts = this.counts(period, true);
		const before = counts.get(subject) ?? 0;
		if (admits(before, ceiling, units)) counts.set(subject, before + units);
		return before;
	}

	/** Gives `units` back, never below zero. */
	giveBack(period: P, subject: string, units = 1): void {
		const counts = this.counts(period, true);
		counts.set(subject, Math.max(0, (counts.get(subject) ?? units) - units));
	}

	/** Drops every period `which` names. */
	forget(which: (period: P) => boolean): void {
		for (const period of this.periods.keys()) {
			if (!which(period)) continue;
			this.periods.delete(period);
			if (period === this.lastPeriod) this.lastPeriod = this.lastCounts = undefined;
		}
	}

	*entries(): Generator<[P, string, number]> {
		for (const [period, counts] of this.periods) for (const [subject, count] of counts) yield [period, subject, count];
	}

	private counts(period: P, create: true): Map<string, number>;
	private counts(period: P, create: boolean): Map<string, number> | undefined;
	private counts(period: P, create: boolean): Map<string, number> | undefined {
		if (period === this.lastPeriod) return this.lastCounts;
		let counts = this.periods.get(period);
		if (!counts) {
			if (!create) return undefined;
			this.periods.set(period, (counts = new Map()));
		}
		this.lastPeriod = period;
		this.lastCounts = counts;
		return counts;
	}
}
