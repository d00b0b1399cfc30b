/** Calendar dates as day numbers (days since 1970-01-01, UTC), and back: no time zones involved. */

const DAY_MS = 86_400_000;

/** A day number for a valid YYYY-MM-DD date, else null (2026-02-30 is not a date). */
export function parseDate(text: string): number | null {
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!m) return null;
	const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
	const ms = Date.UTC(year, month - 1, day);
	const d = new Date(ms);
	// Date.UTC maps years 0–99 to 1900–1999; the range check of the callers keeps those out anyway.
	if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
	return ms / DAY_MS;
}

export function formatDate(day: number): string {
	return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(day: number): number {
	return ((((day + 3) % 7) + 7) % 7) + 1;
}

export function yearOf(day: number): number {
	return new Date(day * DAY_MS).getUTCFullYear();
}
