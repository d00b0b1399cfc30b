/** What a view needs to draw days: ISO weekday, dates in UTC, a month's weeks (Monday first). */

export const isoDay = (date: string): number => {
	const d = new Date(`${date}T00:00:00Z`).getUTCDay();
	return d === 0 ? 7 : d;
};

export const addDays = (date: string, n: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Every date from `from` to `to`, inclusive (ascending). */
export function datesBetween(from: string, to: string): string[] {
	const out: string[] = [];
	for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
	return out;
}

/** A month's grid: weeks of seven cells, Monday first; null outside the month. */
export function monthGrid(year: number, month: number): (string | null)[][] {
	const first = `${year}-${String(month).padStart(2, '0')}-01`;
	const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
	const cells: (string | null)[] = Array(isoDay(first) - 1).fill(null);
	for (let i = 0; i < days; i++) cells.push(addDays(first, i));
	while (cells.length % 7) cells.push(null);
	return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Weekday names, Monday first, in a locale ("narrow" M T W …, or "short"). */
export function weekdayNames(locale: string, width: 'narrow' | 'short' | 'long'): string[] {
	const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
	// 2024-01-01 was a Monday.
	return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}
