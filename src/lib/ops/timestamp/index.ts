import { z } from 'zod';
import { stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { lazyModule } from '../../engine/lazy.js';
import { autoUnit, describeInstant, isKnownZone, parseIso, parseRfc2822, RANGE, TimestampError, unixToMs, UNITS, type Unit } from './timestamp.js';

/** Limits (src/lib/ops/timestamp/README.md, "Limits and cost"): the longest text read, and the range of years answered. */
export const MAX_VALUE_TEXT = 100;

// The tz database's names (430 KB of text with every zone's rules) load on the first call of
// timestamp or cron, whose `prepare` is this `load` (src/lib/engine/README.md, "How operations load").
const tzdb = lazyModule(() => import('../timezone/tzdb.js'));
export const loadZoneNames = tzdb.load;

/**
 * The tzdb spelling of an IANA zone (the time zone operation's list: case-insensitive, links
 * too), checked against the runtime's Intl, which computes the offsets. 422 naming the field.
 */
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
	timezone: z.string().describe('The zone used, in tzdb spelling'),
	utc_offset: z.string().describe('+HH:MM (+HH:MM:SS for a local mean time with seconds, before 1900)'),
	rfc2822: z.string().describe('RFC 2822 date in `timezone`: Thu, 26 Nov 2026 14:32:27 -0300'),
	day_of_week: z.int().min(1).max(7).describe('ISO: Monday 1 … Sunday 7, in `timezone`'),
	iso_week: z.string().describe('ISO week date week: 2026-W48, in `timezone`'),
	day_of_year: z.int().min(1).max(366).describe('1–366, in `timezone`'),
	unit: z.enum(UNITS).nullable().describe('The unit a Unix time was read in; null for ISO 8601 or RFC 2822 text')
};

export const timestamp = defineOperation({
	id: 'timestamp',
	group: 'geo-time',
	title: 'Timestamp converter',
	summary: 'Unix time (s, ms, µs, ns), ISO 8601 and RFC 2822 dates converted into each other, in UTC and any time zone, with the ISO week and day of the year.',
	keywords: ['timestamp', 'unix time', 'epoch', 'epoch converter', 'unix timestamp', 'posix time', 'iso 8601', 'rfc 2822', 'date converter', 'milliseconds', 'iso week', 'utc'],
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
		unit: z.enum(['auto', ...UNITS]).default('auto').describe('For Unix times: auto (by magnitude: below 10¹¹ s, 10¹⁴ ms, 10¹⁷ µs, else ns), s, ms, us or ns; default auto'),
		timezone: stringOfAtMost(100).default('UTC').describe('IANA zone for iso_local, rfc2822, the week and day fields, and for reading text without an offset; default UTC').meta(formHints({ widget: 'timezone' }))
	}),
	output: z.object(outputShape),
	errors: [{ status: 422, when: `value not a Unix time, ISO 8601 or RFC 2822 text, or outside the years 1–9999; text longer than ${MAX_VALUE_TEXT} characters; unknown timezone; unit given with date text` }],
	examples: [
		{ name: 'Unix seconds', input: { value: 1795714347 } },
		{ name: 'Milliseconds in São Paulo', input: { value: 1795714347123, timezone: 'America/Sao_Paulo' } },
		{ name: 'ISO 8601 text in Kolkata', input: { value: '2026-11-26T17:32:27Z', timezone: 'Asia/Kolkata' } },
		{ name: 'RFC 2822 (e-mail date)', input: { value: 'Thu, 26 Nov 2026 12:32:27 -0500' } }
	],
	prepare: loadZoneNames,
	run(input) {
		const zone = zoneOrThrow(input.timezone);
		let ms: number;
		let unit: Unit | null = null;
		const value = typeof input.value === 'string' ? input.value.trim() : input.value;
		if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) {
			if (typeof value === 'number' && !Number.isFinite(value)) throw errors.error('not_finite', {}, { field: 'value' });
			unit = input.unit === 'auto' ? autoUnit(Number(value)) : input.unit;
			// Digits alone are read exactly (BigInt); with a fraction, as a number.
			ms = unixToMs(typeof value === 'string' && value.includes('.') ? Number(value) : value, unit);
		} else {
			if (input.unit !== 'auto') throw errors.error('unit_for_numbers', {}, { field: 'unit' });
			try {
				const parsed = parseIso(value, zone) ?? parseRfc2822(value);
				if (parsed === null) throw new TimestampError(errors.words('unreadable'));
				ms = parsed;
			} catch (err) {
				if (err instanceof TimestampError) throw errorOf(err.words, { field: 'value' });
				throw err;
			}
		}
		if (!(ms >= RANGE.min && ms <= RANGE.max)) throw errors.error('out_of_range', {}, { field: 'value' });
		return { ...describeInstant(ms, zone), unit };
	}
});

export const operations = [timestamp];
