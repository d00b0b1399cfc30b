import { catalog, WordedError } from '../../engine/words.js';

/** Thrown for input that cannot be read; the message names the problem. */
export class TimestampError extends WordedError {}

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('timestamp', {
	unknown_zone: ({ zone }: { zone: string }) => `unknown IANA time zone "${zone}"`,
	zone_not_in_runtime: ({ zone }: { zone: string }) => `"${zone}" is not in this runtime's time-zone data`,
	not_finite: 'must be a finite number',
	unit_for_numbers: 'only for Unix times (numbers), not for date text',
	unreadable: 'not a Unix time, ISO 8601 or RFC 2822 date',
	out_of_range: 'outside the years 1 to 9999',
	// Reading dates (timestamp.ts).
	month_range: 'month out of range',
	day_range: 'day out of range for the month',
	time_range: 'time out of range',
	offset_range: 'offset out of range',
	offset_minutes_range: 'offset minutes out of range',
	unknown_rfc2822_zone: ({ zone }: { zone: string }) => `unknown zone "${zone}"`,
	weekday_mismatch: ({ day }: { day: string }) => `the day of the week does not match the date (${day})`,
	// FILETIME, Excel serials, ObjectIds (epochs.ts).
	filetime_digits: 'a Windows FILETIME is an unsigned 64-bit count: decimal digits, or hex after 0x',
	excel_number: 'an Excel serial date is a number of days such as 46000.5',
	excel_range: 'an Excel serial date is at least 1 (1900-01-01)',
	excel_leap_bug: 'Excel serial 60 is 1900-02-29, a day that never was (Excel keeps Lotus 1-2-3\'s leap-year bug)',
	unit_for_objectid: 'a MongoDB ObjectId carries its own time: leave unit on auto',
	// `format` (strftime.ts) and `add` (duration.ts).
	format_directive: ({ directive }: { directive: string }) => `unknown directive ${directive}`,
	format_trailing_percent: 'ends with a lone %: write %% for a percent sign',
	parse_mismatch: 'does not match parse_format',
	parse_format_unit: 'not with parse_format, which reads the value as text',
	duration_syntax: 'not an ISO 8601 duration such as P1Y2M3DT4H5M6S or -P1D',
	duration_digits: ({ digits }: { digits: number }) => `each number of a duration has at most ${digits} digits`
});
