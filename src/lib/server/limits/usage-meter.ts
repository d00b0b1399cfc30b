import type { Store, UsageRow } from '../store/types.js';

export interface QuotaDecision {
	allowed: boolean;
	limit: number | null;
	/** Requests left this month after this one; null when the plan has no monthly quota. */
	remaining: number | null;
}

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
 * Where the month's running totals live when not in this process (redis-limits.ts: Redis, shared
 * by every instance). `reserve` may then answer with a promise.
 */
export interface LiveQuota {
	load(accountId: string, month: string): Promise<void> | null;
	reserve(accountId: string, month: string, perMonth: number | null): QuotaDecision | Promise<QuotaDecision>;
	release(accountId: string, month: string): void;
	forgetOtherMonths(month: string): void;
}

/**
 * Monthly quotas and usage counting. The month's total per account is held in memory
 * (loaded from the store on first use) so the check on the hot path is synchronous and
 * exact under concurrency: a request reserves its unit before it runs and gives it back
 * only if it ends in a 5xx. Counted requests are written to the store in batches every
 * `flushMs` and on close, so a crash loses at most one flush interval of counts.
 */
export class UsageMeter {
	private readonly totals = new Map<string, number>();
	private readonly loading = new Map<string, Promise<void>>();
	private pending = new Map<string, UsageRow>();
	/** The batch being written by a flush (counted, not yet known to be in the store). */
	private writing: UsageRow[] = [];
	private lastUsed = new Map<string, number>();
	private flushing: Promise<void> = Promise.resolve();
	private live: LiveQuota | null = null;

	constructor(private readonly store: Store) {}

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
		for (const rows of [this.pending.values(), this.writing]) {
			for (const row of rows) if (row.accountId === accountId && row.day.startsWith(month)) n += row.count;
		}
		return n;
	}

	/** Ensures the month's total for the account is in memory; resolves at once when it is. */
	load(accountId: string, month: string): Promise<void> | null {
		if (this.live) return this.live.load(accountId, month);
		const key = `${accountId}|${month}`;
		if (this.totals.has(key)) return null;
		let loading = this.loading.get(key);
		if (!loading) {
			loading = this.store.monthUsage(accountId, month).then(
				(stored) => {
					// Units reserved while loading (none today: callers await) are kept on top.
					this.totals.set(key, stored + (this.totals.get(key) ?? 0));
					this.loading.delete(key);
				},
				(err) => {
					this.loading.delete(key);
					throw err;
				}
			);
			this.loading.set(key, loading);
		}
		return loading;
	}

	/** Reserves one unit of the month's quota; call `load` first. Synchronous unless a live quota is used. */
	reserve(accountId: string, month: string, perMonth: number | null): QuotaDecision | Promise<QuotaDecision> {
		if (this.live) return this.live.reserve(accountId, month, perMonth);
		return this.reserveHere(accountId, month, perMonth);
	}

	/** The in-process reservation (no live quota). */
	reserveHere(accountId: string, month: string, perMonth: number | null): QuotaDecision {
		const key = `${accountId}|${month}`;
		const used = this.totals.get(key) ?? 0;
		if (perMonth !== null && used >= perMonth) return { allowed: false, limit: perMonth, remaining: 0 };
		this.totals.set(key, used + 1);
		return { allowed: true, limit: perMonth, remaining: perMonth === null ? null : perMonth - used - 1 };
	}

	/** Gives a reserved unit back (the request ended in a 5xx, which does not count). */
	release(accountId: string, month: string): void {
		if (this.live) return this.live.release(accountId, month);
		const key = `${accountId}|${month}`;
		this.totals.set(key, Math.max(0, (this.totals.get(key) ?? 1) - 1));
	}

	/** Records a counted request for the store (per account, day and operation). */
	record(accountId: string, keyId: string | null, operation: string, nowMs: number): void {
		this.addPending(accountId, utcDay(nowMs), operation, 1);
		if (keyId) this.lastUsed.set(keyId, nowMs);
	}

	/** Writes counted requests to the store; batches never overlap, and a failed batch is retried. */
	flush(): Promise<void> {
		const run = this.flushing.catch(() => undefined).then(() => this.writePending());
		this.flushing = run;
		return run;
	}

	private async writePending(): Promise<void> {
		if (!this.pending.size && !this.lastUsed.size) return;
		const rows = [...this.pending.values()];
		const lastUsed = this.lastUsed;
		this.pending = new Map();
		this.lastUsed = new Map();
		this.writing = rows;
		let written = false;
		try {
			if (rows.length) await this.store.addUsage(rows);
			written = true;
			this.writing = [];
			await this.store.touchApiKeys(new Map([...lastUsed].map(([id, at]) => [id, new Date(at).toISOString()])));
		} catch (err) {
			// Put back what did not reach the store so the next flush retries it; nothing counted is
			// dropped, and rows already written are not written twice.
			this.writing = [];
			if (!written) for (const row of rows) this.addPending(row.accountId, row.day, row.operation, row.count);
			for (const [id, at] of lastUsed) if (!this.lastUsed.has(id)) this.lastUsed.set(id, at);
			throw err;
		}
	}

	private addPending(accountId: string, day: string, operation: string, count: number): void {
		const key = `${accountId}|${day}|${operation}`;
		const row = this.pending.get(key);
		if (row) row.count += count;
		else this.pending.set(key, { accountId, day, operation, count });
	}

	/** Forgets months other than the current one (called when the month changes). */
	forgetOtherMonths(month: string): void {
		this.live?.forgetOtherMonths(month);
		for (const key of this.totals.keys()) if (!key.endsWith(`|${month}`)) this.totals.delete(key);
	}
}
