import type { UsageRow } from '../store/types.js';

/** One operation's requests in a period. */
export interface OperationCount {
	operation: string;
	count: number;
}

/** What `GET /account/usage` says about the month so far (besides the plan). */
export interface UsageSummary {
	used: number;
	/** Every UTC day of the month up to `today`, days without requests included, each with its per-operation figures. */
	days: { day: string; count: number; operations: OperationCount[] }[];
	/** The month's totals per operation. */
	operations: OperationCount[];
}

/** Most requests first, then by name: the order of every per-operation list. */
const byCount = (a: OperationCount, b: OperationCount) => b.count - a.count || a.operation.localeCompare(b.operation);

function counts(map: Map<string, number>): OperationCount[] {
	return [...map].map(([operation, count]) => ({ operation, count })).sort(byCount);
}

/**
 * Sums the store's usage rows (one per account, UTC day and operation) into the month's
 * total, its days from the 1st to `today` (`YYYY-MM-DD`) and its operations, each day with its
 * own per-operation breakdown (the dashboard draws them as stacked bars).
 *
 * @example summarizeUsage(rows, '2026-11', '2026-11-03').days.length // 3
 */
export function summarizeUsage(rows: readonly Pick<UsageRow, 'day' | 'operation' | 'count'>[], month: string, today: string): UsageSummary {
	const byDay = new Map<string, Map<string, number>>();
	const byOp = new Map<string, number>();
	let used = 0;
	for (const r of rows) {
		if (!r.day.startsWith(month) || r.day > today) continue;
		const count = Number(r.count);
		let day = byDay.get(r.day);
		if (!day) byDay.set(r.day, (day = new Map()));
		day.set(r.operation, (day.get(r.operation) ?? 0) + count);
		byOp.set(r.operation, (byOp.get(r.operation) ?? 0) + count);
		used += count;
	}
	const days: UsageSummary['days'] = [];
	for (let d = 1; d <= Number(today.slice(8)); d++) {
		const day = `${month}-${String(d).padStart(2, '0')}`;
		const operations = counts(byDay.get(day) ?? new Map());
		days.push({ day, count: operations.reduce((sum, o) => sum + o.count, 0), operations });
	}
	return { used, days, operations: counts(byOp) };
}
