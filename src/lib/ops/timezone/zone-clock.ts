/**
 * Time-zone arithmetic for the views, with the browser's own tz database (Intl): the offset of a
 * zone at an instant, and the instants in a year where it changes (DST transitions).
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset in minutes at `ms` (east positive), as Intl reports it. */
export function offsetMinutes(zone: string, ms: number): number {
	let format = offsetFormats.get(zone);
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
		offsetFormats.set(zone, format);
	}
	const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
	const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
	return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** "+05:30" for 330. */
export function formatOffset(minutes: number): string {
	const sign = minutes < 0 ? '-' : '+';
	const abs = Math.abs(minutes);
	return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface Transition {
	/** The first instant (ms, to the minute) with the new offset. */
	at: number;
	from: number;
	to: number;
}

const DAY = 86_400_000;

/**
 * The offset changes of `zone` in the UTC calendar year `year`: a day-by-day scan, then a binary
 * search to the minute inside each day whose offset differs from the day before.
 */
export function transitionsIn(zone: string, year: number): Transition[] {
	const found: Transition[] = [];
	const end = Date.UTC(year + 1, 0, 1);
	let t = Date.UTC(year, 0, 1);
	let before = offsetMinutes(zone, t);
	for (; t < end; t += DAY) {
		const next = Math.min(t + DAY, end);
		const after = offsetMinutes(zone, next);
		if (after === before) continue;
		let lo = t;
		let hi = next;
		while (hi - lo > 60_000) {
			const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
			if (offsetMinutes(zone, mid) === before) lo = mid;
			else hi = mid;
		}
		found.push({ at: hi, from: before, to: after });
		before = after;
	}
	return found;
}
