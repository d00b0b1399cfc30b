import { catalog } from '../../engine/words.js';

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
	weekday_mismatch: ({ day }: { day: string }) => `the day of the week does not match the date (${day})`
});
