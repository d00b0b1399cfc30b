import { randomUUID } from 'node:crypto';
import type { Store, UsageRow } from '../store/types.js';
import { MonthTotals, type LiveQuota } from './month-totals.js';
import type { QuotaDecision } from './limit-rules.js';

/** The meter's answer to `reserve` (the monthly rule: limit-rules.ts). */
export type { QuotaDecision };

const DAY_MS = 86_400_000;
let dayStart = 0;
let day = '1970-01-01';

/** `YYYY-MM-DD` of a moment in UTC (the quota's calendar); formatted once per day, not per request. */
export function utcDay(nowMs: number): string {
	if (nowMs < dayStart || nowMs >= dayStart + DAY_MS) {
		dayStart = nowMs - (nowMs % DAY_MS);
		day = new Date(dayStart).toISOString().slice(0, 10);
	}
	return day;
}

/** `YYYY-MM` of a moment in UTC. */
export function utcMonth(nowMs: number): string {
	return utcDay(nowMs).slice(0, 7);
}

/**
 * Monthly quotas and usage counting. The month's total per account is held in memory
 * (MonthTotals, loaded from the store on first use) so the check on the hot path is synchronous and
 * exact under concurrency: a request reserves its unit before it runs and gives it back
 * only if it ends in a 5xx. Counted requests are written to the store in batches every
 * `flushMs` and on close, so a crash loses at most one flush interval of counts.
 */
export class UsageMeter {
	/** The month's totals in this process, unless a live quota holds them. */
	private readonly totals: MonthTotals;
	private pending = new PendingUsage();
	/**
	 * The batch a flush is writing or failed to write: counted, not yet known to be in the store.
	 * It is retried as it is, under the same id, because a write whose reply was lost (a timeout,
	 * a cut connection) may have committed; the store applies a batch id once.
	 */
	private unconfirmed: { id: string; rows: UsageRow[] } | null = null;
	private lastUsed = new Map<string, number>();
	private flushing: Promise<void> = Promise.resolve();
	private live: LiveQuota | null = null;

	constructor(private readonly store: Store) {
		this.totals = new MonthTotals((accountId, month) => store.monthUsage(accountId, month));
	}

	/**
	 * Keeps the month's totals in `live` (Redis) instead of this process; usage rows are still
	 * counted and flushed here. Call before the first request.
	 */
	useLiveQuota(live: LiveQuota): void {
		this.live = live;
	}

	/** What this process counted for the account in `month` that the store may not hold yet. */
	unflushed(accountId: string, month: string): number {
		let n = 0;
		for (const rows of [this.pending.rows(), this.unconfirmed?.rows ?? []]) {
			for (const row of rows) if (row.accountId === accountId && row.day.startsWith(month)) n += row.count;
		}
		return n;
	}

	/** Ensures the month's total for the account is in memory; null when it is. */
	load(accountId: string, month: string): Promise<void> | null {
		return (this.live ?? this.totals).load(accountId, month);
	}

	/** Reserves one unit (or `units`, all or none) of the month's quota; call `load` first. Synchronous unless a live quota is used. */
	reserve(accountId: string, month: string, perMonth: number | null, units = 1): QuotaDecision | Promise<QuotaDecision> {
		return (this.live ?? this.totals).reserve(accountId, month, perMonth, units);
	}

	/** The in-process reservation (no live quota). */
	reserveHere(accountId: string, month: string, perMonth: number | null): QuotaDecision {
		return this.totals.reserve(accountId, month, perMonth);
	}

	/** Gives reserved units back (a request that ended in a 5xx, a recipe's steps that did not run). */
	release(accountId: string, month: string, units = 1): void {
		(this.live ?? this.totals).release(accountId, month, units);
	}

	/** Records a counted request for the store (per account, day and operation). */
	record(accountId: string, keyId: string | null, operation: string, nowMs: number): void {
		this.pending.add(accountId, utcDay(nowMs), operation);
		if (keyId) this.lastUsed.set(keyId, nowMs);
	}

	/** Writes counted requests to the store; batches never overlap, and a failed batch is retried. */
	flush(): Promise<void> {
		const run = this.flushing.catch(() => undefined).then(() => this.writePending());
		this.flushing = run;
		return run;
	}

	private async writePending(): Promise<void> {
		const lastUsed = this.lastUsed;
		this.lastUsed = new Map();
		try {
			if (this.unconfirmed) await this.writeBatch(this.unconfirmed);
			if (!this.pending.empty) {
				this.unconfirmed = { id: randomUUID(), rows: [...this.pending.rows()] };
				this.pending = new PendingUsage();
				await this.writeBatch(this.unconfirmed);
			}
			if (lastUsed.size) {
				await this.store.touchApiKeys(new Map([...lastUsed].map(([id, at]) => [id, new Date(at).toISOString()])));
			}
		} catch (err) {
			// The unconfirmed batch stays for the next flush; newer last-used times win over these.
			for (const [id, at] of lastUsed) if (!this.lastUsed.has(id)) this.lastUsed.set(id, at);
			throw err;
		}
	}

	private async writeBatch(batch: { id: string; rows: UsageRow[] }): Promise<void> {
		await this.store.addUsage(batch.rows, batch.id);
		this.unconfirmed = null;
	}

	/** Forgets months other than the current one (called when the month changes). */
	forgetOtherMonths(month: string): void {
		this.live?.forgetOtherMonths(month);
		this.totals.forgetOtherMonths(month);
	}
}

/**
 * Counted requests not yet written, one row per account, day and operation. Maps nested by those
 * three strings rather than one map keyed by their concatenation: the strings are the same
 * objects request after request (their hashes cached), so a count costs three lookups and no new
 * string (about a tenth of the time; docs/performance.md).
 */
class PendingUsage {
	private readonly byAccount = new Map<string, Map<string, Map<string, UsageRow>>>();

	/** Nothing counted yet (rows are only ever added). */
	get empty(): boolean {
		return this.byAccount.size === 0;
	}

	add(accountId: string, day: string, operation: string): void {
		let byDay = this.byAccount.get(accountId);
		if (!byDay) this.byAccount.set(accountId, (byDay = new Map()));
		let byOperation = byDay.get(day);
		if (!byOperation) byDay.set(day, (byOperation = new Map()));
		const row = byOperation.get(operation);
		if (row) row.count++;
		else byOperation.set(operation, { accountId, day, operation, count: 1 });
	}

	*rows(): Generator<UsageRow> {
		for (const byDay of this.byAccount.values()) for (const byOperation of byDay.values()) yield* byOperation.values();
	}
}
