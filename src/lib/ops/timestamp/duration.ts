/**
 * `add`: an ISO 8601 duration (`P1Y2M3W4DT5H6M7.5S`, a leading `-` to go back) added to an instant
 * as Temporal's ZonedDateTime.add does: years and months move the wall date in the zone, keeping
 * the day unless the month is shorter (31 January + P1M = 28 or 29 February, as python-dateutil's
 * relativedelta); weeks and days then move the wall date keeping the wall time (across a DST change
 * too), read back in the zone ("compatible": a skipped time lands after the gap); hours, minutes
 * and seconds are then added as elapsed time.
 */

import { offsetSeconds, utcDate, wallToInstant } from './timestamp.js';
import { errors, TimestampError } from './errors.js';
import type { PreciseInstant } from './epochs.js';

/** Each number of a duration has at most this many digits (a larger one is out of range anyway). */
export const MAX_DURATION_DIGITS = 12;

const DURATION = /^([+-])?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:[.,](\d{1,9}))?S)?)?$/i;

export interface Duration {
	sign: 1 | -1;
	years: number;
	months: number;
	weeks: number;
	days: number;
	hours: number;
	minutes: number;
	seconds: number;
	/** The fraction of the seconds, in nanoseconds. */
	nanos: number;
}

/** Reads an ISO 8601 duration; TimestampError when it is none or a number is too long. */
export function parseDuration(text: string): Duration {
	const m = DURATION.exec(text.trim());
	// "P" alone, or a "T" with no time part after it, is no duration.
	if (!m || !m.slice(2, 9).some((part) => part !== undefined) || /T$/i.test(text.trim())) throw new TimestampError(errors.words('duration_syntax'));
	if (m.slice(2, 9).some((part) => part !== undefined && part.replace(/^0+/, '').length > MAX_DURATION_DIGITS)) {
		throw new TimestampError(errors.words('duration_digits', { digits: MAX_DURATION_DIGITS }));
	}
	const [years, months, weeks, days, hours, minutes, seconds] = m.slice(2, 9).map((part) => Number(part ?? 0));
	return { sign: m[1] === '-' ? -1 : 1, years, months, weeks, days, hours, minutes, seconds, nanos: Number(((m[9] ?? '') + '00000000').slice(0, 9)) };
}

const DAY_MS = 86_400_000;

/** The instant `duration` after (or before, with `-`) `from`, wall dates read in `zone`; NaN ms when past any date. */
export function addDuration(from: PreciseInstant, duration: Duration, zone: string): PreciseInstant {
	const { sign } = duration;
	let ms = from.ms;
	if (duration.years || duration.months || duration.weeks || duration.days) {
		const local = new Date(ms + offsetSeconds(zone, ms) * 1000);
		const monthIndex = local.getUTCFullYear() * 12 + local.getUTCMonth() + sign * (duration.years * 12 + duration.months);
		const year = Math.floor(monthIndex / 12);
		const month = monthIndex - year * 12;
		if (year < 0 || year > 10_000) return { ms: NaN, subNs: 0 };
		const lastDay = new Date(utcDate(year, month + 1, 0)).getUTCDate();
		const timeOfDay = ms + offsetSeconds(zone, ms) * 1000 - utcDate(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
		const wall = utcDate(year, month, Math.min(local.getUTCDate(), lastDay)) + sign * (duration.weeks * 7 + duration.days) * DAY_MS + timeOfDay;
		if (!Number.isFinite(wall) || Math.abs(wall) > 8.64e15) return { ms: NaN, subNs: 0 };
		ms = wallToInstant(wall, zone);
	}
	// The time part as exact nanoseconds (hours up to 12 digits exceed a double's exact range in ns).
	const timeNs = (BigInt(duration.hours) * 3600n + BigInt(duration.minutes) * 60n + BigInt(duration.seconds)) * 1_000_000_000n + BigInt(duration.nanos);
	const total = BigInt(ms) * 1_000_000n + BigInt(from.subNs) + BigInt(sign) * timeNs;
	const outMs = total / 1_000_000n - (total < 0n && total % 1_000_000n !== 0n ? 1n : 0n);
	return { ms: Number(outMs), subNs: Number(total - outMs * 1_000_000n) };
}
