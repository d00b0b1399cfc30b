/**
 * Timestamps: reading Unix times, ISO 8601 and RFC 2822 text, and writing an instant in every
 * form `/timestamp` answers. Zone offsets come from the platform's Intl (ICU's tz data), which
 * covers every year; plain functions, no I/O.
 */

import { errors, TimestampError } from './errors.js';
import { toFiletime, toObjectId, wallToExcel } from './epochs.js';
import type { WallFields } from './strftime.js';

export const UNITS = ['s', 'ms', 'us', 'ns'] as const;
export type Unit = (typeof UNITS)[number];

/** The range answered, in ms: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z (four-digit years). */
export const RANGE = { min: -62_135_596_800_000, max: 253_402_300_799_999 };

export { TimestampError };

/**
 * The unit `auto` picks by magnitude: below 10^11 seconds (up to the year 5138), below 10^14
 * milliseconds, below 10^17 microseconds, else nanoseconds. A time of today has 10, 13, 16 or
 * 19 digits in those units.
 */
export function autoUnit(magnitude: number): Unit {
	const abs = Math.abs(magnitude);
	if (abs < 1e11) return 's';
	if (abs < 1e14) return 'ms';
	if (abs < 1e17) return 'us';
	return 'ns';
}

/**
 * The nanoseconds below the millisecond of a whole Unix time in µs or ns (digits, or a number
 * that is a safe integer): what FILETIME's 100 ns ticks keep. 0 for other units and fractions.
 */
export function subMsNanos(value: number | string, unit: Unit): number {
	if (unit !== 'us' && unit !== 'ns') return 0;
	if (typeof value === 'number' ? !Number.isSafeInteger(value) : !/^-?\d+$/.test(value)) return 0;
	const ns = BigInt(value) * (unit === 'us' ? 1000n : 1n);
	const rest = ns % 1_000_000n;
	return Number(rest < 0n ? rest + 1_000_000n : rest);
}

const PER_MS: Record<Unit, bigint> = { s: 0n, ms: 1n, us: 1_000n, ns: 1_000_000n };

/**
 * Milliseconds since the epoch (floor) of a Unix time given as digits (exact, however long:
 * nanoseconds exceed a double's 2^53) or as a number (fractions allowed).
 */
export function unixToMs(value: number | string, unit: Unit): number {
	if (typeof value === 'string') {
		const n = BigInt(value);
		if (unit === 's') return Number(n * 1000n);
		if (unit === 'ms') return Number(n);
		const per = PER_MS[unit];
		// BigInt division truncates toward zero; floor for negative times.
		return Number(n / per - (n < 0n && n % per !== 0n ? 1n : 0n));
	}
	const factor = { s: 1000, ms: 1, us: 1e-3, ns: 1e-6 }[unit];
	// Seconds with a fraction: scale by 1000 exactly as written (1.001 s → 1001 ms, not 1000.9999).
	return Math.floor(unit === 's' ? Number((value * 1000).toPrecision(15)) : value * factor);
}

/** Offset of `zone` at instant `ms`, in seconds east of UTC, from Intl. */
export function offsetSeconds(zone: string, ms: number): number {
	const parts = formatter(zone).formatToParts(new Date(Math.floor(ms / 1000) * 1000));
	const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
	const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
	// Date.UTC reads years 0-99 as 1900-1999.
	const fixed = get('year') < 100 ? new Date(wall).setUTCFullYear(get('year')) : wall;
	return Math.round((fixed - Math.floor(ms / 1000) * 1000) / 1000);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
	let f = formatters.get(zone);
	if (!f) {
		f = new Intl.DateTimeFormat('en-US', {
			timeZone: zone,
			hourCycle: 'h23',
			year: 'numeric',
			month: 'numeric',
			day: 'numeric',
			hour: 'numeric',
			minute: 'numeric',
			second: 'numeric',
			era: 'short'
		});
		formatters.set(zone, f);
	}
	return f;
}

/** Whether Intl knows the zone. */
export function isKnownZone(zone: string): boolean {
	try {
		formatter(zone);
		return true;
	} catch {
		return false;
	}
}

/**
 * The instant of a wall-clock time in `zone` (ms of the wall time read as if UTC). A time the
 * zone skips (a DST gap) is read with the offset before the gap, so it lands after it
 * (02:30 → 03:30); a time that happens twice takes the earlier one: Temporal's "compatible".
 */
export function wallToInstant(wallMs: number, zone: string): number {
	const day = 86_400_000;
	const before = offsetSeconds(zone, wallMs - day) * 1000;
	const after = offsetSeconds(zone, wallMs + day) * 1000;
	const candidates = [...new Set([wallMs - before, wallMs - after])].filter((t) => offsetSeconds(zone, t) * 1000 === wallMs - t);
	if (candidates.length) return Math.min(...candidates);
	return wallMs - before;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** "+05:30", "-03:00", "+00:00"; "-00:25:21" for an offset with seconds (local mean time). */
export function formatOffset(seconds: number, colon = true): string {
	const abs = Math.abs(seconds);
	const sign = seconds < 0 ? '-' : '+';
	const hm = `${pad(Math.floor(abs / 3600))}${colon ? ':' : ''}${pad(Math.floor((abs % 3600) / 60))}`;
	return `${sign}${hm}${abs % 60 ? `${colon ? ':' : ''}${pad(abs % 60)}` : ''}`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The wall-clock fields of instant `ms` in `zone`, what every local field and strftime are written from. */
export function wallFields(ms: number, zone: string, subNs = 0): WallFields {
	const offset = offsetSeconds(zone, ms);
	// The local wall time, as fields of a UTC date.
	const local = new Date(ms + offset * 1000);
	const year = local.getUTCFullYear();
	const mo = local.getUTCMonth();
	const day = local.getUTCDate();
	const { week, weekYear } = isoWeek(year, mo, day);
	return {
		year,
		month: mo + 1,
		day,
		hour: local.getUTCHours(),
		minute: local.getUTCMinutes(),
		second: local.getUTCSeconds(),
		ms: local.getUTCMilliseconds(),
		subNs,
		weekday: local.getUTCDay(),
		dayOfYear: Math.round((Date.UTC(year, mo, day) - utcDate(year, 0, 1)) / 86_400_000) + 1,
		isoWeek: week,
		isoWeekYear: weekYear,
		offsetSeconds: offset,
		zone,
		unixSeconds: Math.floor(ms / 1000)
	};
}

/** Everything `/timestamp` answers about instant `ms` in `zone` (`subNs`: the nanoseconds below `ms`, for FILETIME). */
export function describeInstant(ms: number, zone: string, subNs = 0) {
	const f = wallFields(ms, zone, subNs);
	const offset = f.offsetSeconds;
	const time = `${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
	const date = `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
	const utc = new Date(ms);
	const filetime = toFiletime({ ms, subNs });
	// Offsets are written in whole minutes where the format has no seconds (a local mean time's are cut).
	const hhmm = formatOffset(offset - (offset % 60), false);
	return {
		unix_seconds: f.unixSeconds,
		unix_ms: ms,
		iso_utc: utc.toISOString(),
		iso_local: `${date}T${time}.${pad(f.ms, 3)}${formatOffset(offset)}`,
		timezone: zone,
		utc_offset: formatOffset(offset),
		rfc2822: `${DAYS[f.weekday]}, ${pad(f.day)} ${MONTHS[f.month - 1]} ${pad(f.year, 4)} ${time} ${hhmm}`,
		day_of_week: f.weekday === 0 ? 7 : f.weekday,
		iso_week: `${pad(f.isoWeekYear, 4)}-W${pad(f.isoWeek)}`,
		day_of_year: f.dayOfYear,
		iso_week_date: `${pad(f.isoWeekYear, 4)}-W${pad(f.isoWeek)}-${f.weekday === 0 ? 7 : f.weekday}`,
		iso9075: `${date} ${time}`,
		rfc7231: `${DAYS[utc.getUTCDay()]}, ${pad(utc.getUTCDate())} ${MONTHS[utc.getUTCMonth()]} ${pad(utc.getUTCFullYear(), 4)} ${utc.toISOString().slice(11, 19)} GMT`,
		js_string: `${DAYS[f.weekday]} ${MONTHS[f.month - 1]} ${pad(f.day)} ${pad(f.year, 4)} ${time} GMT${hhmm}`,
		windows_filetime: filetime?.decimal ?? null,
		windows_filetime_hex: filetime?.hex ?? null,
		excel_serial: wallToExcel(ms + offset * 1000),
		mongo_objectid: toObjectId(ms)
	};
}

/** Date.UTC for any year (it maps years 0-99 to 1900-1999). */
export function utcDate(y: number, m: number, d: number): number {
	const t = new Date(Date.UTC(2000, m, d));
	t.setUTCFullYear(y, m, d);
	return t.getTime();
}

/** ISO 8601 week and week-year of a calendar date: the week with the year's first Thursday is week 1. */
export function isoWeek(y: number, m: number, d: number): { week: number; weekYear: number } {
	const date = utcDate(y, m, d);
	const weekday = new Date(date).getUTCDay() || 7;
	// The Thursday of this week decides the year.
	const thursday = new Date(date + (4 - weekday) * 86_400_000);
	const weekYear = thursday.getUTCFullYear();
	const week = Math.floor((thursday.getTime() - utcDate(weekYear, 0, 1)) / (7 * 86_400_000)) + 1;
	return { week, weekYear };
}

// ---------------------------------------------------------------- reading text

/** ISO 8601 extended and basic forms: date, optional time (T or a space), fraction, zone. */
const ISO =
	/^([+-]\d{6}|\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d{1,9}))?)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?)?$/i;

/** RFC 2822 3.3 (and the obsolete zone names of 4.3): `[Day, ] DD Mon YYYY HH:MM[:SS] zone`. */
const RFC2822 = /^(?:([A-Za-z]{3}),\s*)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{2,4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[A-Za-z]{1,3})?$/;
const OBSOLETE_ZONES: Record<string, number> = { UT: 0, GMT: 0, Z: 0, EST: -5, EDT: -4, CST: -6, CDT: -5, MST: -7, MDT: -6, PST: -8, PDT: -7 };

function checkFields(y: number, mo: number, d: number, h: number, mi: number, s: number): void {
	const days = new Date(Date.UTC(2000, mo, 0)).getUTCDate();
	const leap = mo === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0);
	if (mo < 1 || mo > 12) throw new TimestampError(errors.words('month_range'));
	if (d < 1 || d > (mo === 2 ? (leap ? 29 : 28) : days)) throw new TimestampError(errors.words('day_range'));
	// 24:00:00 is the end of the day in ISO 8601; a leap second 60 is not representable in Unix time.
	if (h > 24 || (h === 24 && (mi !== 0 || s !== 0)) || mi > 59 || s > 59) throw new TimestampError(errors.words('time_range'));
}

/** Instant (ms) of ISO 8601 text; without a zone the time is read in `zone`. Null when not ISO. */
export function parseIso(text: string, zone: string): number | null {
	const m = ISO.exec(text);
	if (!m) return null;
	const [, ys, mos, ds, hs = '0', mis = '0', ss = '0', frac = '', tz] = m;
	const [y, mo, d, h, mi, s] = [ys, mos, ds, hs, mis, ss].map(Number);
	checkFields(y, mo, d, h, mi, s);
	const ms = Number((frac + '000').slice(0, 3));
	const wall = utcDate(y, mo - 1, d) + ((h * 60 + mi) * 60 + s) * 1000 + ms;
	if (!tz) return wallToInstant(wall, zone);
	if (tz.toUpperCase() === 'Z') return wall;
	// ±HH, ±HH:MM, and ±HH:MM:SS (what we write for a local mean time), colons optional.
	const digits = tz.replace(/:/g, '');
	const [oh, om, os] = [digits.slice(1, 3), digits.slice(3, 5), digits.slice(5, 7)].map((part) => Number(part || 0));
	if (oh > 23 || om > 59 || os > 59) throw new TimestampError(errors.words('offset_range'));
	return wall - (oh * 3600 + om * 60 + os) * (tz[0] === '-' ? -1 : 1) * 1000;
}

/** Instant (ms) of RFC 2822 text; null when not RFC 2822. */
export function parseRfc2822(text: string): number | null {
	const m = RFC2822.exec(text.replace(/\s+/g, ' '));
	if (!m) return null;
	const [, dayName, ds, monName, ys, hs, mis, ss = '0', zoneText = '-0000'] = m;
	const mo = MONTHS.findIndex((name) => name.toLowerCase() === monName.toLowerCase()) + 1;
	if (mo === 0) return null;
	let y = Number(ys);
	// RFC 2822 4.3: two-digit years are 1950-2049... 00-49 → 2000-2049, 50-99 → 1950-1999; three digits + 1900.
	if (ys.length === 2) y += y < 50 ? 2000 : 1900;
	else if (ys.length === 3) y += 1900;
	const [d, h, mi, s] = [ds, hs, mis, ss].map(Number);
	checkFields(y, mo, d, h, mi, s);
	if (h === 24) throw new TimestampError(errors.words('time_range'));
	let offset: number;
	if (/^[+-]\d{4}$/.test(zoneText)) {
		if (Number(zoneText.slice(3)) > 59) throw new TimestampError(errors.words('offset_minutes_range'));
		offset = (Number(zoneText.slice(1, 3)) * 60 + Number(zoneText.slice(3))) * (zoneText[0] === '-' ? -1 : 1);
	} else {
		const hours = OBSOLETE_ZONES[zoneText.toUpperCase()];
		// Military single letters other than Z carry no reliable meaning (RFC 2822 4.3): read as +0000.
		offset = hours === undefined ? (/^[A-IK-Za-ik-z]$/.test(zoneText) ? 0 : NaN) * 60 : hours * 60;
		if (Number.isNaN(offset)) throw new TimestampError(errors.words('unknown_rfc2822_zone', { zone: zoneText }));
	}
	const instant = utcDate(y, mo - 1, d) + ((h * 60 + mi) * 60 + s) * 1000 - offset * 60_000;
	if (dayName) {
		const local = new Date(instant + offset * 60_000).getUTCDay();
		if (DAYS[local].toLowerCase() !== dayName.toLowerCase()) throw new TimestampError(errors.words('weekday_mismatch', { day: DAYS[local] }));
	}
	return instant;
}
