import { getZone, offsetVariesInYear, stateAt } from './tzdb.js';

// What index.ts takes from the tz database once it has loaded (the operations' `prepare`).
export { canonicalSpelling, LISTED_IDS } from './tzdb.js';

/** Contract 2.5. */
export interface TimezoneInfo {
	timezone: string;
	abbreviation: string;
	utc_offset: string;
	utc_offset_minutes: number;
	current_local_time: string;
	observes_dst: boolean;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "+05:30", "-03:00", "+00:00" for an offset in minutes east of UTC. */
export function formatOffset(minutes: number): string {
	const abs = Math.abs(minutes);
	return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** ISO 8601 local date-time to the second with the offset, e.g. "2026-11-21T11:20:00-03:00". */
export function localIso(at: number, offsetMinutes: number): string {
	const d = new Date(Math.floor(at / 1000) * 1000 + offsetMinutes * 60_000);
	const y = d.getUTCFullYear();
	const year = y >= 0 && y <= 9999 ? pad(y, 4) : (y < 0 ? '-' : '+') + pad(Math.abs(y), 6);
	return (
		`${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
		`T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${formatOffset(offsetMinutes)}`
	);
}

/**
 * The answer for a known ID (as spelt by tzdb) at instant `at`; null when the data lacks it.
 * Offsets before standard time (local mean time) can hold seconds; they are rounded to minutes.
 */
export function describeZone(id: string, at: number): TimezoneInfo | null {
	const zone = getZone(id);
	if (!zone) return null;
	const { offset, abbr } = stateAt(zone, at);
	const minutes = Math.round(offset);
	return {
		timezone: id,
		abbreviation: abbr,
		utc_offset: formatOffset(minutes),
		utc_offset_minutes: minutes,
		current_local_time: localIso(at, minutes),
		observes_dst: offsetVariesInYear(zone, at)
	};
}

/**
 * The nautical zone of a longitude (15° bands centred on multiples of 15°), as tzdb names it:
 * Etc/GMT+3 is UTC−03 (POSIX sign). Halfway longitudes round east (7.5 → Etc/GMT-1); −180 →
 * Etc/GMT+12, 180 → Etc/GMT-12.
 */
export function nauticalZone(lon: number): string {
	const hours = Math.max(-12, Math.min(12, Math.round(lon / 15)));
	if (hours === 0) return 'Etc/GMT';
	return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}
