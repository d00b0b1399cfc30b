/** The dashboard's usage chart: its scale and its series (pure, so the unit tests read it). */

/**
 * A round top for the value axis at or above `peak` (1, 2 or 5 times a power of ten) and its
 * ticks: 0, the middle when it is a whole number, the top.
 *
 * @example niceScale(23) // { max: 50, ticks: [0, 25, 50] }
 */
export function niceScale(peak: number): { max: number; ticks: number[] } {
	if (!(peak > 0)) return { max: 1, ticks: [0, 1] };
	const power = 10 ** Math.floor(Math.log10(peak));
	const max = [1, 2, 5, 10].map((f) => f * power).find((v) => v >= peak)!;
	return { max, ticks: Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max] };
}

/** The operations drawn in colours of their own, busiest first; the rest share "other". */
export const MAX_SERIES = 5;

export interface Segment {
	/** An operation id, or null for the others together. */
	operation: string | null;
	count: number;
	/** The colour's index (0…MAX_SERIES-1), MAX_SERIES for "other". */
	series: number;
}

/**
 * One day's stack: the month's busiest operations (`series`, in that order, each in its own
 * colour), then everything else as one segment. Zero counts are left out.
 */
export function stackOf(operations: readonly { operation: string; count: number }[], series: readonly string[]): Segment[] {
	const segments: Segment[] = [];
	let other = 0;
	for (const o of operations) if (!series.includes(o.operation)) other += o.count;
	series.forEach((operation, i) => {
		const count = operations.find((o) => o.operation === operation)?.count ?? 0;
		if (count > 0) segments.push({ operation, count, series: i });
	});
	if (other > 0) segments.push({ operation: null, count: other, series: MAX_SERIES });
	return segments;
}

/** Which days get a label under the axis: all of a short month so far, else the 1st and every 5th. */
export function labelledDay(dayOfMonth: number, days: number): boolean {
	return days <= 10 || dayOfMonth === 1 || dayOfMonth % 5 === 0;
}
