import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); the holidays module shares them. */
export const errors = catalog('business-days', {
	alpha2: 'must be an ISO 3166-1 alpha-2 code (2 letters)',
	iso3166_2: 'must be an ISO 3166-2 code such as DE-BY',
	end_or_add: 'give exactly one of end (to count) and add (to move)',
	span: ({ years, days }: { years: number; days: number }) => `the span from start is over ${years} years (${days.toLocaleString('en-US')} days)`,
	not_covered: ({ code, count }: { code: string; count: number }) => `"${code}" is not a covered country (${count} are covered)`,
	no_subdivisions: ({ code, country }: { code: string; country: string }) =>
		`"${code}" is not a subdivision of ${country} with its own holidays (${country} has no subdivisions with holidays of their own)`,
	not_subdivision: ({ code, country, count, list }: { code: string; country: string; count: number; list: string }) =>
		`"${code}" is not a subdivision of ${country} with its own holidays (${country} has ${count}: ${list})`,
	not_a_date: 'must be a date as YYYY-MM-DD',
	year_range: ({ date, min, max }: { date: string; min: number; max: number }) => `${date} is outside the years ${min}–${max}`,
	add_out_of_range: ({ n, start, min, max }: { n: number; start: string; min: number; max: number }) =>
		`${n} business days from ${start} falls outside the years ${min}–${max}`
});
