import { countAfter, quotaDecision, type QuotaDecision } from './limit-rules.js';
import { PeriodCounts } from './period-counts.js';

/**
 * Where the month's running totals live: this process (`MonthTotals`), the cluster primary
 * (cluster/ipc-limits.ts) or Redis (redis-limits.ts). `reserve` may answer with a promise when
 * they live elsewhere.
 */
export interface LiveQuota {
	load(accountId: string, month: string): Promise<void> | null;
	/** Reserves `units` (default one) of the month, all or none. */
	reserve(accountId: string, month: string, perMonth: number | null, units?: number): QuotaDecision | Promise<QuotaDecision>;
	/** Gives `units` (default one) back. */
	release(accountId: string, month: string, units?: number): void;
	forgetOtherMonths(month: string): void;
}

/**
 * The running total per account and UTC month, in this process, read from `seed` the first time
 * a month is used (the store's total, plus what the instance has not flushed yet where that
 * applies). Once loaded, `reserve` is synchronous and exact under concurrency: it checks and
 * counts in one step (the monthly rule: limit-rules.ts `quotaDecision`).
 *
 * It is the quota of a single process (UsageMeter), the primary's (cluster/counters.ts), and the
 * fallback of the Redis and IPC quotas while their totals cannot be reached, told the last total
 * they reported (`note`).
 */
export class MonthTotals implements LiveQuota {
	private readonly totals = new PeriodCounts<string>();
	/** Seeds being read: concurrent first requests read the store once. */
	private readonly seeding = new Map<string, Promise<number>>();

	constructor(private readonly seed: (accountId: string, month: string) => Promise<number>) {}

	/** The month's seed, read once however many ask at the same time. */
	seedOnce(accountId: string, month: string): Promise<number> {
		const key = `${accountId}|${month}`;
		let seeding = this.seeding.get(key);
		if (!seeding) {
			seeding = this.seed(accountId, month).finally(() => this.seeding.delete(key));
			this.seeding.set(key, seeding);
		}
		return seeding;
	}

	has(accountId: string, month: string): boolean {
		return this.totals.has(month, accountId);
	}

	/**
	 * Ensures the month's total is here: null when it is (no promise on the hot path), else a
	 * promise that settles once the seed is read. A total noted while the seed was being read is
	 * newer than the seed, and kept.
	 */
	load(accountId: string, month: string): Promise<void> | null {
		if (this.totals.has(month, accountId)) return null;
		return this.seedOnce(accountId, month).then((seeded) => {
			if (!this.totals.has(month, accountId)) this.totals.set(month, accountId, seeded);
		});
	}

	/** Takes `units` of a loaded month unless they do not fit: the total before (limit-rules.ts). */
	take(accountId: string, month: string, perMonth: number | null, units = 1): number {
		return this.totals.take(month, accountId, perMonth, units);
	}

	/** Reserves `units` of a loaded month (call `load` first). */
	reserve(accountId: string, month: string, perMonth: number | null, units = 1): QuotaDecision {
		return quotaDecision(this.take(accountId, month, perMonth, units), perMonth, units);
	}

	/** Gives reserved units back (the request ended in a 5xx, which does not count). */
	release(accountId: string, month: string, units = 1): void {
		this.totals.giveBack(month, accountId, units);
	}

	/** Records the total the shared store reported: the starting point if it cannot be reached. */
	note(accountId: string, month: string, total: number): void {
		this.totals.set(month, accountId, total);
	}

	/** Records a take the shared store made, which found `before`: the total it left. */
	noteTake(accountId: string, month: string, before: number, perMonth: number | null, units = 1): void {
		this.note(accountId, month, countAfter(before, perMonth, units));
	}

	forgetOtherMonths(month: string): void {
		this.totals.forget((m) => m !== month);
	}
}
