/**
 * The facts CyberChef's Parse DateTime answers beside the date (DST, leap year, days in the month,
 * quarter, AM/PM), and Get Time's finer granularities (µs, ns) kept exact as decimal strings.
 * Plain functions of a wall time (strftime.ts's WallFields) and an instant; no I/O.
 */

import { offsetSeconds, utcDate } from './timestamp.js';
import type { PreciseInstant } from './epochs.js';
import type { WallFields } from './strftime.js';

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in month `month` (1–12) of `year`, proleptic Gregorian. */
export function daysInMonth(year: number, month: number): number {
	return month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/**
 * Whether daylight saving time is in effect: the offset is above the smaller of the zone's offsets
 * at 1 January and 1 July (00:00 UTC) of the local year. That is moment.js's `isDST` (CyberChef's
 * answer), and what people mean by summer time in both hemispheres. It asks only the offsets, not
 * tzdata's is-DST flag, which differs where tzdata calls winter a negative DST (Europe/Dublin:
 * python's `dst()` is −1 h in January, 0 in July; here July is DST, January is not).
 */
export function isDst(f: WallFields): boolean {
	const january = offsetSeconds(f.zone, utcDate(f.year, 0, 1));
	const july = offsetSeconds(f.zone, utcDate(f.year, 6, 1));
	return f.offsetSeconds > Math.min(january, july);
}

/** The calendar facts of a wall time, in its zone. */
export function calendarFacts(f: WallFields) {
	return {
		dst: isDst(f),
		leap_year: isLeapYear(f.year),
		days_in_month: daysInMonth(f.year, f.month),
		quarter: Math.floor((f.month - 1) / 3) + 1,
		am_pm: f.hour < 12 ? ('AM' as const) : ('PM' as const)
	};
}

/**
 * Unix time in microseconds (rounded down) and nanoseconds, exact: as decimal strings, since today's
 * µs (16 digits) and ns (19) exceed a double's 2⁵³. The nanoseconds below the millisecond are those
 * the input carried (a FILETIME's 100 ns ticks, a Unix time in whole µs or ns), else zeros.
 */
export function preciseUnix({ ms, subNs }: PreciseInstant): { unix_us: string; unix_ns: string } {
	const ns = BigInt(ms) * 1_000_000n + BigInt(subNs);
	// BigInt division truncates toward zero; floor before 1970 (−1 ns is µs −1), as unix_ms does.
	const us = ns / 1000n - (ns < 0n && ns % 1000n !== 0n ? 1n : 0n);
	return { unix_us: us.toString(), unix_ns: ns.toString() };
}
