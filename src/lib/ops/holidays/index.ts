import { z } from 'zod';
import { integer } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { COUNTRIES, isCovered, MAX_YEAR, MIN_YEAR } from './coverage.js';

// date-holidays-parser loads on the first call, not with the registry (each country's data
// already loads on its own first use: data/index.js).
const logic = lazyModule(() => import('./holidays.js'));
import { formHints } from '../form-hints.js';

/** date-holidays: code ISC, data CC BY 3.0 (attribution required). */
export const HOLIDAY_DATA_ATTRIBUTION =
	'date-holidays by commenthol and contributors (CC BY 3.0, github.com/commenthol/date-holidays).';

export const holidaySchema = z.object({
	date: z.string().describe('YYYY-MM-DD'),
	localName: z.string().describe("Name in the country's (or the state's) first language"),
	name: z.string().describe('English name'),
	countryCode: z.string().describe('ISO 3166-1 alpha-2'),
	fixed: z.boolean().describe('True only when the holiday falls on the same month-day every year'),
	global: z.boolean().describe('False for a regional holiday'),
	counties: z.array(z.string()).nullable().describe('ISO 3166-2 codes ("DE-BY") of the regions; null when global'),
	launchYear: z.int().nullable().describe('The first year the holiday applies, where the data knows it'),
	types: z.array(z.enum(['Public', 'Bank', 'School', 'Authorities', 'Optional', 'Observance']))
});

export const publicHolidaysOp = defineOperation({
	id: 'public-holidays',
	group: 'geo-time',
	title: 'Public holidays',
	summary: `National and regional holidays of a country in a year (${COUNTRIES.length} countries, 1900–2100), in Nager.Date's shape.`,
	keywords: ['holiday', 'public holiday', 'bank holiday', 'calendar', 'feriado', 'feiertag', 'country', 'year', 'easter', 'nager'],
	method: 'POST',
	path: '/public-holidays',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		country: z
			.string()
			.trim()
			.regex(/^[A-Za-z]{2}$/, { error: errors.zod('alpha2') })
			.describe('ISO 3166-1 alpha-2 code, any case: DE, br').meta(formHints({ widget: 'country', codes: COUNTRIES })),
		year: integer()
			.min(MIN_YEAR)
			.max(MAX_YEAR)
			.optional()
			.describe(`Integer ${MIN_YEAR}–${MAX_YEAR}; default the current year (UTC)`)
	}),
	output: z.object({
		country: z.string().describe('The code, upper-case'),
		year: z.int(),
		count: z.int().min(0),
		holidays: z.array(holidaySchema).describe('Sorted by date; a date with a national and a regional holiday lists both')
	}),
	errors: [
		{ status: 422, when: '`country` missing, not two letters, or not a covered country' },
		{ status: 422, when: `\`year\` not an integer (a string is refused) or outside ${MIN_YEAR}–${MAX_YEAR}` }
	],
	attribution: HOLIDAY_DATA_ATTRIBUTION,
	examples: [
		{ name: 'Germany, with the states', input: { country: 'DE', year: 2026 } },
		{ name: 'Brazil, this year', input: { country: 'br' } },
		{ name: 'Japan 2026', input: { country: 'JP', year: 2026 } }
	],
	prepare: logic.load,
	run({ country, year }, ctx) {
		const code = country.toUpperCase();
		if (!isCovered(code)) {
			throw errors.error('not_covered', { code, count: COUNTRIES.length }, { field: 'country' });
		}
		return logic.get().publicHolidays(code, year ?? new Date(ctx.now()).getUTCFullYear());
	}
});

export const operations = [publicHolidaysOp];
