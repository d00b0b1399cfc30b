import { z } from 'zod';
import { stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { errors, TimestampError } from './errors.js';
import { formHints } from '../form-hints.js';
import { lazyModule } from '../../engine/lazy.js';
import { autoUnit, describeInstant, isKnownZone, parseIso, parseRfc2822, RANGE, subMsNanos, unixToMs, UNITS, wallFields, wallToInstant } from './timestamp.js';
import { EXCEL_MAX, excelToWall, OBJECT_ID, objectIdMs, readFiletime, type PreciseInstant } from './epochs.js';
import { strftime } from './strftime.js';
import { strptime } from './strptime.js';
import { addDuration, parseDuration } from './duration.js';
import { calendarFacts, preciseUnix } from './facts.js';

/** Limits (src/lib/ops/timestamp/README.md, "Limits and cost"): the longest text read, and the range of years answered. */
export const MAX_VALUE_TEXT = 100;
/** The longest `format` pattern and `add` duration read. */
export const MAX_FORMAT = 200;
export const MAX_DURATION = 64;

/** Every unit `unit` names: the Unix ones, Windows FILETIME (100 ns since 1601) and Excel's serial day. */
const UNIT_NAMES = [...UNITS, 'filetime', 'excel'] as const;
type UnitName = (typeof UNIT_NAMES)[number];

// The tz database's names (430 KB of text with every zone's rules) load on the first call of
// timestamp or cron, whose `prepare` is this `load` (src/lib/engine/README.md, "How operations load").
const tzdb = lazyModule(() => import('../timezone/tzdb.js'));
export const loadZoneNames = tzdb.load;

/**
 * The tzdb spelling of an IANA zone (the time zone operation's list: case-insensitive, links
 * too), checked against the runtime's Intl, which computes the offsets. 422 naming the field.
 */
/** The instants whose zone abbreviation the shipped tz data knows (it is trimmed to 1970–2100: timezone/tzdb.ts). */
const ABBREVIATION_SPAN = { min: Date.UTC(1970, 0, 1), max: Date.UTC(2101, 0, 1) };

/**
 * The zone's abbreviation at instant `ms` (tzdb's: EST, CEST, IST, -03), null outside 1970–2100 and
 * where the shipped tz data's offset is not the one the runtime's Intl gives (`offset`, seconds):
 * the shipped data (tzdb 2026f) can be newer than the runtime's ICU (Africa/Casablanca differs from
 * 2026 on), and a name that contradicts the offset shown would mislead.
 */
export function zoneAbbreviation(zone: string, ms: number, offset: number): string | null {
	if (ms < ABBREVIATION_SPAN.min || ms >= ABBREVIATION_SPAN.max) return null;
	const data = tzdb.get();
	const found = data.getZone(zone);
	if (!found) return null;
	const state = data.stateAt(found, ms);
	return Math.round(state.offset * 60) === offset ? state.abbr : null;
}

export function zoneOrThrow(zone: string, field = 'timezone'): string {
	const spelt = tzdb.get().canonicalSpelling(zone);
	if (!spelt) throw errors.error('unknown_zone', { zone: zone.trim() }, { field });
	if (!isKnownZone(spelt)) throw errors.error('zone_not_in_runtime', { zone: spelt }, { field });
	return spelt;
}

const outputShape = {
	unix_seconds: z.int().describe('Seconds since 1970-01-01T00:00:00Z, rounded down'),
	unix_ms: z.int().describe('Milliseconds since the epoch, rounded down'),
	iso_utc: z.string().describe('ISO 8601 in UTC with milliseconds: 2026-11-26T17:32:27.000Z'),
	iso_local: z.string().describe('ISO 8601 in `timezone` with milliseconds and the offset: 2026-11-26T14:32:27.000-03:00'),
	timezone: z.string().describe('The zone the zoned fields are written in (`to_timezone` when given, else `timezone`), in tzdb spelling'),
	utc_offset: z.string().describe('+HH:MM (+HH:MM:SS for a local mean time with seconds, before 1900)'),
	rfc2822: z.string().describe('RFC 2822 date in `timezone`: Thu, 26 Nov 2026 14:32:27 -0300'),
	day_of_week: z.int().min(1).max(7).describe('ISO: Monday 1 … Sunday 7, in `timezone`'),
	iso_week: z.string().describe('ISO week date week: 2026-W48, in `timezone`'),
	day_of_year: z.int().min(1).max(366).describe('1–366, in `timezone`'),
	unit: z.enum(UNIT_NAMES).nullable().describe('The unit a number was read in (s, ms, us, ns, filetime, excel); null for date text, a MongoDB ObjectId and now'),
	iso_week_date: z.string().describe('ISO 8601 week date, in `timezone`: 2026-W48-4 (week-year, week, ISO day of the week)'),
	iso9075: z.string().describe('ISO 9075 (SQL) date and time in `timezone`, without offset: 2026-11-26 14:32:27'),
	rfc7231: z.string().describe('RFC 7231 HTTP date (IMF-fixdate), always in GMT: Thu, 26 Nov 2026 17:32:27 GMT'),
	js_string: z.string().describe("JavaScript Date.prototype.toString in `timezone`, without the implementation's zone name: Thu Nov 26 2026 14:32:27 GMT-0300"),
	windows_filetime: z.string().nullable().describe('Windows FILETIME: 100 ns intervals since 1601-01-01T00:00:00Z, as decimal digits (exceeds 2⁵³); null before 1601'),
	windows_filetime_hex: z.string().nullable().describe('The FILETIME as 16 hex digits, big-endian; null before 1601'),
	excel_serial: z.number().nullable().describe("Excel serial date (1900 date system) of the wall time in `timezone`: days since 1899-12-30 with the time as a fraction, one less before 1900-03-01 (Excel counts a 29 February 1900); null before 1900"),
	mongo_objectid: z.string().nullable().describe('The smallest MongoDB ObjectId created in this second (the time in its first 4 bytes, zeros after); null outside 1970–2106'),
	unix_us: z.string().describe('Microseconds since the epoch, rounded down, as decimal digits (exceeds 2⁵³); exact for inputs finer than the millisecond'),
	unix_ns: z.string().describe('Nanoseconds since the epoch as decimal digits: exact for a FILETIME or a Unix time in whole µs or ns, else the millisecond followed by zeros'),
	abbreviation: z.string().nullable().describe("The zone's abbreviation in tzdb (EST, CEST, IST, -03), null outside the years 1970–2100 the shipped data covers, or where its offset differs from the runtime's (predicted rules of another tzdb release)"),
	dst: z.boolean().describe('Daylight saving time in effect: the offset is above the smaller of those at 1 January and 1 July of the local year (moment.js isDST)'),
	leap_year: z.boolean().describe('Whether the local year is a leap year (Gregorian)'),
	days_in_month: z.int().min(28).max(31).describe('Days in the local month'),
	quarter: z.int().min(1).max(4).describe('Quarter of the local year: January–March 1 … October–December 4'),
	am_pm: z.enum(['AM', 'PM']).describe('AM before local noon, PM from noon on'),
	formatted: z.string().optional().describe('The instant written with `format` (strftime) in `timezone`; only when `format` is given'),
	shifted_from: z.string().optional().describe('With `add`: the instant before the duration was added (iso_local); every other field describes the shifted instant')
};

export const timestamp = defineOperation({
	id: 'timestamp',
	group: 'geo-time',
	title: 'Timestamp converter',
	summary: 'Unix time (s, ms, µs, ns), ISO 8601 and RFC 2822 dates converted into each other, read in one time zone and written in another, with the ISO week, day of the year, DST and leap year.',
	keywords: ['timestamp', 'unix time', 'epoch', 'epoch converter', 'unix timestamp', 'posix time', 'iso 8601', 'rfc 2822', 'date converter', 'milliseconds', 'iso week', 'utc', 'parse datetime', 'translate datetime format', 'get time', 'time zone converter', 'dst', 'daylight saving', 'leap year', 'nanoseconds'],
	method: 'POST',
	path: '/timestamp',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		value: z
			.union([z.number(), stringOfAtMost(MAX_VALUE_TEXT)])
			.describe(
				`A Unix time (number, or digits as text for exact nanoseconds) or date text: ISO 8601 (2026-11-26T17:32:27Z; without an offset it is read in \`timezone\`) or RFC 2822 (Thu, 26 Nov 2026 17:32:27 +0000); at most ${MAX_VALUE_TEXT} characters. Years 1 to 9999`
			)
			.meta(formHints({ monospace: true, placeholder: '1795714347' })),
		unit: z.enum(['auto', ...UNIT_NAMES]).default('auto').describe('For numbers: auto (Unix time by magnitude: below 10¹¹ s, 10¹⁴ ms, 10¹⁷ µs, else ns), s, ms, us, ns, filetime (Windows FILETIME, 100 ns since 1601; decimal digits or 0x hex) or excel (Excel serial date, 1900 date system, read as a wall time in `timezone`); default auto'),
		timezone: stringOfAtMost(100).default('UTC').describe('IANA zone a date without an offset (and an Excel serial) is read in, and, without `to_timezone`, the zone of iso_local, rfc2822, the week, day and DST fields; default UTC').meta(formHints({ widget: 'timezone' })),
		to_timezone: stringOfAtMost(100)
			.optional()
			.describe('IANA zone every zoned field (iso_local, utc_offset, rfc2822, the week, day and DST fields, formatted) is written in, and `add` moves dates in; default: `timezone`')
			.meta(formHints({ widget: 'timezone' })),
		format: stringOfAtMost(MAX_FORMAT)
			.optional()
			.describe(`strftime pattern for \`formatted\`, written in the output zone (\`to_timezone\`, else \`timezone\`) with English names: %Y-%m-%d %H:%M, %A %-d %B %Y, %s; the directives are listed in the module's README; at most ${MAX_FORMAT} characters`)
			.meta(formHints({ monospace: true, placeholder: '%Y-%m-%d %H:%M:%S %z' })),
		parse_format: stringOfAtMost(MAX_FORMAT)
			.optional()
			.describe(`strptime pattern \`value\` is read with (the directives of \`format\`, English names; numbers take as many digits as they can, as glibc's strptime): %d/%m/%Y %H:%M; without %z or %s the time is read in \`timezone\`; at most ${MAX_FORMAT} characters`)
			.meta(formHints({ monospace: true, placeholder: '%d/%m/%Y %H:%M' })),
		add: stringOfAtMost(MAX_DURATION)
			.optional()
			.describe(`ISO 8601 duration added to the instant, or subtracted with a leading -: P1M2DT3H, -P1D, PT90M; years and months move the date in the output zone (31 Jan + P1M = end of February), days keep the wall time, hours to seconds are elapsed time; numbers of at most 12 digits; at most ${MAX_DURATION} characters`)
			.meta(formHints({ monospace: true, placeholder: 'P1DT12H' }))
	}),
	output: z.object(outputShape),
	errors: [{ status: 422, when: `value not a Unix time, FILETIME, Excel serial, ObjectId, ISO 8601 or RFC 2822 text, or outside the years 1–9999 (with add too); text longer than ${MAX_VALUE_TEXT} characters; unknown timezone or to_timezone; unit given with date text; unknown strftime directive or format longer than ${MAX_FORMAT}; add not an ISO 8601 duration or longer than ${MAX_DURATION}; value not matching parse_format` }],
	examples: [
		{ name: 'Unix seconds', input: { value: 1795714347 } },
		{ name: 'Milliseconds in São Paulo', input: { value: 1795714347123, timezone: 'America/Sao_Paulo' } },
		{ name: 'ISO 8601 text in Kolkata', input: { value: '2026-11-26T17:32:27Z', timezone: 'Asia/Kolkata' } },
		{ name: 'RFC 2822 (e-mail date)', input: { value: 'Thu, 26 Nov 2026 12:32:27 -0500' } },
		{ name: 'Windows FILETIME', input: { value: '134401879471230000', unit: 'filetime' } },
		{ name: 'Excel serial date', input: { value: 46352.5, unit: 'excel' } },
		{ name: 'MongoDB ObjectId', input: { value: '6b086d2b1c9d440000a1b2c3' } },
		{ name: 'Your own format, one month later', input: { value: '2026-01-31T09:00:00Z', add: 'P1M', format: '%A %-d %B %Y, %H:%M' } },
		{ name: 'From New York time to Tokyo time', input: { value: '26/11/2026 14:32:27', parse_format: '%d/%m/%Y %H:%M:%S', timezone: 'America/New_York', to_timezone: 'Asia/Tokyo', format: '%A %-d %B %Y %H:%M:%S %z' } },
		{ name: 'Read a day-first date, write it ISO-style', input: { value: '26/11/2026 14:32', parse_format: '%d/%m/%Y %H:%M', format: '%Y-%m-%d %H:%M', timezone: 'Europe/Lisbon' } }
	],
	prepare: loadZoneNames,
	run(input, ctx) {
		const readZone = zoneOrThrow(input.timezone);
		// The output zone: every zoned field, `format` and the wall dates `add` moves are in it (README, "Zones").
		const zone = input.to_timezone === undefined ? readZone : zoneOrThrow(input.to_timezone, 'to_timezone');
		const { instant, unit } = inField('value', () => (input.parse_format !== undefined ? readWithPattern(input.value, input.parse_format, input.unit, readZone) : readValue(input.value, input.unit, readZone, ctx.now)));
		if (!inRange(instant)) throw errors.error('out_of_range', {}, { field: 'value' });
		let shown = instant;
		if (input.add !== undefined) {
			const duration = inField('add', () => parseDuration(input.add!));
			shown = addDuration(instant, duration, zone);
			if (!inRange(shown)) throw errors.error('out_of_range', {}, { field: 'add' });
		}
		const wall = wallFields(shown.ms, zone, shown.subNs);
		const body = { ...describeInstant(shown.ms, zone, shown.subNs), unit, ...preciseUnix(shown), abbreviation: zoneAbbreviation(zone, shown.ms, wall.offsetSeconds), ...calendarFacts(wall) };
		const extra: { formatted?: string; shifted_from?: string } = {};
		if (input.format !== undefined) extra.formatted = inField('format', () => strftime(input.format!, wall));
		if (input.add !== undefined) extra.shifted_from = describeInstant(instant.ms, zone).iso_local;
		return { ...body, ...extra };
	}
});

const inRange = (instant: PreciseInstant) => instant.ms >= RANGE.min && instant.ms <= RANGE.max;

/** Runs a reader, turning its TimestampError into the 422 naming `field`. */
function inField<T>(field: string, read: () => T): T {
	try {
		return read();
	} catch (err) {
		if (err instanceof TimestampError) throw errorOf(err.words, { field });
		throw err;
	}
}

const PATTERN_FAULTS = new Set(['format_directive', 'format_trailing_percent']);

/** `value` read with a strptime pattern: a wall time in `zone` unless the pattern read an offset or Unix seconds. */
function readWithPattern(raw: number | string, pattern: string, unitAsked: UnitName | 'auto', zone: string): { instant: PreciseInstant; unit: null } {
	if (unitAsked !== 'auto') throw errors.error('parse_format_unit', {}, { field: 'unit' });
	let parsed: ReturnType<typeof strptime>;
	try {
		parsed = strptime(String(raw).trim(), pattern);
	} catch (err) {
		// The pattern's own faults are the pattern's; a text that does not fit it is the value's.
		if (err instanceof TimestampError && PATTERN_FAULTS.has(err.words.id)) throw errorOf(err.words, { field: 'parse_format' });
		throw err;
	}
	if ('instantMs' in parsed) return { instant: { ms: parsed.instantMs, subNs: 0 }, unit: null };
	// Beyond the range the zone data cannot be asked; the range check that follows answers 422.
	if (!(parsed.wallMs >= RANGE.min - 2 * 86_400_000 && parsed.wallMs <= RANGE.max + 2 * 86_400_000)) return { instant: { ms: NaN, subNs: 0 }, unit: null };
	const ms = parsed.offsetSeconds === null ? wallToInstant(parsed.wallMs, zone) : parsed.wallMs - parsed.offsetSeconds * 1000;
	return { instant: { ms, subNs: 0 }, unit: null };
}

/**
 * The instant `value` names and the unit it was read in: `now`; a FILETIME or Excel serial when
 * `unit` says so; a 24-hex-digit MongoDB ObjectId (unit auto); a Unix time; else ISO 8601 or RFC 2822 text.
 */
function readValue(raw: number | string, unitAsked: UnitName | 'auto', zone: string, now: () => number): { instant: PreciseInstant; unit: UnitName | null } {
	const value = typeof raw === 'string' ? raw.trim() : raw;
	if (typeof value === 'number' && !Number.isFinite(value)) throw new TimestampError(errors.words('not_finite'));
	const isText = typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(value);
	if (unitAsked === 'filetime') {
		// A JSON number is taken as it arrived (beyond 2⁵³ it has lost some 100 ns ticks: README).
		if (typeof value === 'number' && !Number.isInteger(value)) throw new TimestampError(errors.words('filetime_digits'));
		return { instant: readFiletime(typeof value === 'number' ? BigInt(value).toString() : value), unit: 'filetime' };
	}
	if (unitAsked === 'excel') {
		if (isText) throw new TimestampError(errors.words('excel_number'));
		const serial = Number(value);
		// Past 9999-12-31 the wall time would be beyond what the zone data can be asked about.
		if (serial >= EXCEL_MAX) throw new TimestampError(errors.words('out_of_range'));
		return { instant: { ms: wallToInstant(excelToWall(serial), zone), subNs: 0 }, unit: 'excel' };
	}
	if (typeof value === 'string' && OBJECT_ID.test(value)) {
		if (unitAsked !== 'auto') throw errors.error('unit_for_objectid', {}, { field: 'unit' });
		return { instant: { ms: objectIdMs(value), subNs: 0 }, unit: null };
	}
	if (!isText) {
		const unit = unitAsked === 'auto' ? autoUnit(Number(value)) : unitAsked;
		// Digits alone are read exactly (BigInt); with a fraction, as a number.
		const ms = unixToMs(typeof value === 'string' && value.includes('.') ? Number(value) : value, unit);
		return { instant: { ms, subNs: Number.isFinite(ms) ? subMsNanos(value, unit) : 0 }, unit };
	}
	if (unitAsked !== 'auto') throw errors.error('unit_for_numbers', {}, { field: 'unit' });
	if (value.toLowerCase() === 'now') return { instant: { ms: now(), subNs: 0 }, unit: null };
	const parsed = parseIso(value, zone) ?? parseRfc2822(value);
	if (parsed === null) throw new TimestampError(errors.words('unreadable'));
	return { instant: { ms: parsed, subNs: 0 }, unit: null };
}

export const operations = [timestamp];
