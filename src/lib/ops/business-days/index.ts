import { z } from 'zod';
import { integer } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { HOLIDAY_DATA_ATTRIBUTION, holidaySchema } from '../holidays/index.js';
import { COUNTRIES, MAX_YEAR, MIN_YEAR } from '../holidays/coverage.js';
import { lazyModule } from '../../engine/lazy.js';
import { MAX_ADD, MAX_SPAN_YEARS } from './limits.js';
import { formatDate, isoWeekday } from './dates.js';
import { CLDR_VERSION } from './weekend.js';

// The calendar (date-holidays-parser) loads on the first call, not with the registry.
const logic = lazyModule(() => import('./logic.js'));

/** The longest count, in days: 100 years of 365.25 days (src/lib/ops/business-days/README.md, "Business days"). */
export const MAX_SPAN_DAYS = Math.round(MAX_SPAN_YEARS * 365.25);

const ATTRIBUTION = `${HOLIDAY_DATA_ATTRIBUTION} Weekends: Unicode CLDR ${CLDR_VERSION} week data (Unicode License v3).`;

const country = z
	.string()
	.trim()
	.regex(/^[A-Za-z]{2}$/, { error: errors.zod('alpha2') })
	.describe('ISO 3166-1 alpha-2 code, any case: DE, br')
	.meta(formHints({ widget: 'country', codes: COUNTRIES }));

const subdivision = z
	.string()
	.trim()
	.regex(/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/, { error: errors.zod('iso3166_2') })
	.optional()
	.describe("ISO 3166-2 code of a state or region with holidays of its own (DE-BY, US-CA, BR-SP); without it only nationwide holidays count")
	.meta(formHints({ placeholder: 'DE-BY', monospace: true }));

const date = (what: string) => z.string().describe(`${what} as YYYY-MM-DD, ${MIN_YEAR}–${MAX_YEAR}`).meta(formHints({ widget: 'date', placeholder: '2026-12-24' }));

const weekendDaysField = z.array(z.int().min(1).max(7)).describe('The country’s weekend as ISO day numbers (1 Monday … 7 Sunday), from CLDR: most 6 and 7, some 5 and 6');

const errors422 = '`country` not a covered country; `subdivision` not one of the country’s subdivisions with holidays of their own';

export const holidayCheck = defineOperation({
	id: 'holiday-check',
	group: 'geo-time',
	title: 'Is it a holiday?',
	summary: 'Whether a date is a public holiday, a weekend day or a business day in a country (and a state), with the holidays of that day.',
	keywords: ['is today a holiday', 'holiday check', 'public holiday', 'bank holiday', 'business day', 'working day', 'weekend', 'feriado', 'day off'],
	method: 'POST',
	path: '/holidays/check',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'the check ran longer than the time limit of 5,000 ms; try again in a moment' },
	input: z.object({ country, date: date('The day'), subdivision }),
	output: z.object({
		country: z.string(),
		subdivision: z.string().nullable(),
		date: z.string(),
		weekday: z.int().min(1).max(7).describe('ISO day number: 1 Monday … 7 Sunday'),
		is_holiday: z.boolean().describe('A holiday of type Public applies that day'),
		is_weekend: z.boolean().describe('The day is one of the country’s weekend days'),
		is_business_day: z.boolean().describe('Neither a weekend day nor a Public holiday'),
		holidays: z.array(holidaySchema).describe('Every holiday entry of that day that applies (nationwide or in `subdivision`), any type'),
		weekend_days: weekendDaysField
	}),
	errors: [{ status: 422, when: `${errors422}; \`date\` not a YYYY-MM-DD date in ${MIN_YEAR}–${MAX_YEAR}` }],
	attribution: ATTRIBUTION,
	examples: [
		{ name: 'Christmas in Germany', input: { country: 'DE', date: '2026-12-25' } },
		{ name: 'Corpus Christi in Bavaria', input: { country: 'DE', date: '2026-06-04', subdivision: 'DE-BY' } },
		{ name: 'A Friday in Saudi Arabia', input: { country: 'SA', date: '2026-11-27' } }
	],
	prepare: logic.load,
	async run(input) {
		const { coveredCountry, dateField, isBusinessDay, isWeekend, knownSubdivision, loadYears, workCalendar } = logic.get();
		const code = coveredCountry(input.country);
		const day = dateField('date', input.date);
		const cal = workCalendar(code, await knownSubdivision(code, input.subdivision));
		await loadYears(cal, new Date(day * 86_400_000).getUTCFullYear(), new Date(day * 86_400_000).getUTCFullYear());
		return {
			country: code,
			subdivision: cal.subdivision,
			date: formatDate(day),
			weekday: isoWeekday(day),
			is_holiday: cal.publicDays.has(day),
			is_weekend: isWeekend(cal, day),
			is_business_day: isBusinessDay(cal, day),
			holidays: cal.holidays.get(day) ?? [],
			weekend_days: [...cal.weekend]
		};
	}
});

const longWeekend = z.object({
	startDate: z.string().describe('YYYY-MM-DD, first day off'),
	endDate: z.string().describe('YYYY-MM-DD, last day off'),
	dayCount: z.int().min(3),
	needBridgeDay: z.boolean().describe('A working day must be taken off to get it'),
	bridgeDays: z.array(z.string()).describe('Those working days, YYYY-MM-DD')
});

export const longWeekendsOp = defineOperation({
	id: 'long-weekends',
	group: 'geo-time',
	title: 'Long weekends',
	summary: 'The long weekends of a year in a country: public holidays joined to the weekend, with the bridge day to take off where one working day is in between (Nager.Date’s rules).',
	keywords: ['long weekend', 'bridge day', 'puente', 'feriadão', 'ponte', 'brückentag', 'extended weekend', 'holidays', 'vacation planning', 'nager'],
	method: 'POST',
	path: '/holidays/long-weekends',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'finding the long weekends ran longer than the time limit of 5,000 ms; try again in a moment' },
	input: z.object({
		country,
		year: integer().min(MIN_YEAR).max(MAX_YEAR).describe(`Integer ${MIN_YEAR}–${MAX_YEAR}`),
		subdivision
	}),
	output: z.object({
		country: z.string(),
		subdivision: z.string().nullable(),
		year: z.int(),
		count: z.int().min(0),
		long_weekends: z.array(longWeekend).describe('In the order of the holidays that make them'),
		weekend_days: weekendDaysField
	}),
	errors: [{ status: 422, when: `${errors422}; \`year\` not an integer in ${MIN_YEAR}–${MAX_YEAR}` }],
	attribution: ATTRIBUTION,
	examples: [
		{ name: 'Germany 2026', input: { country: 'DE', year: 2026 } },
		{ name: 'Brazil 2026, São Paulo', input: { country: 'BR', year: 2026, subdivision: 'BR-SP' } },
		{ name: 'United States 2026', input: { country: 'US', year: 2026 } }
	],
	prepare: logic.load,
	async run(input) {
		const { coveredCountry, knownSubdivision, loadYears, workCalendar, longWeekends } = logic.get();
		const code = coveredCountry(input.country);
		const cal = workCalendar(code, await knownSubdivision(code, input.subdivision));
		await loadYears(cal, input.year, input.year);
		const list = longWeekends([...cal.publicDays], cal.weekend);
		return { country: code, subdivision: cal.subdivision, year: input.year, count: list.length, long_weekends: list, weekend_days: [...cal.weekend] };
	}
});

export const businessDays = defineOperation({
	id: 'business-days',
	group: 'geo-time',
	title: 'Business days',
	summary: 'Counts the business days between two dates, or finds the date a number of business days away, skipping a country’s weekend and public holidays.',
	keywords: ['business days', 'working days', 'workdays', 'networkdays', 'workday', 'dias úteis', 'días hábiles', 'deadline', 'sla', 'holidays'],
	method: 'POST',
	path: '/business-days',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'the count ran longer than the time limit of 5,000 ms; shorten the span' },
	input: z.object({
		country,
		subdivision,
		start: date('First day'),
		end: date('Last day (counted too); give `end` or `add`').optional(),
		add: integer()
			.min(-MAX_ADD)
			.max(MAX_ADD)
			.optional()
			.describe(`Business days to move from \`start\` (negative: back), -${MAX_ADD.toLocaleString('en-US')}–${MAX_ADD.toLocaleString('en-US')}; give \`end\` or \`add\``)
	}),
	output: z.object({
		country: z.string(),
		subdivision: z.string().nullable(),
		start: z.string(),
		end: z.string().optional().describe('With `end`: as given'),
		business_days: z.int().optional().describe('With `end`: business days from start to end, both counted; negative when end is before start'),
		date: z.string().optional().describe('With `add`: the date that many business days away (start itself not counted)'),
		holidays: z.array(holidaySchema).describe('Holidays that apply between start and end (or the date), any type; only Public ones are days off'),
		weekend_days: weekendDaysField
	}),
	errors: [
		{ status: 422, when: `${errors422}; dates not YYYY-MM-DD in ${MIN_YEAR}–${MAX_YEAR}; both or neither of \`end\` and \`add\`; a span over ${MAX_SPAN_YEARS} years (${MAX_SPAN_DAYS.toLocaleString('en-US')} days); \`add\` outside ±${MAX_ADD.toLocaleString('en-US')} or landing outside ${MIN_YEAR}–${MAX_YEAR}` }
	],
	attribution: ATTRIBUTION,
	examples: [
		{ name: 'Working days in December 2026, Germany', input: { country: 'DE', start: '2026-12-01', end: '2026-12-31' } },
		{ name: '10 business days from Christmas Eve, Brazil', input: { country: 'BR', start: '2026-12-24', add: 10 } },
		{ name: '5 business days back, Saudi Arabia', input: { country: 'SA', start: '2026-11-29', add: -5 } }
	],
	prepare: logic.load,
	async run(input) {
		const { addBusinessDays, countBusinessDays, checkYear, coveredCountry, dateField, holidaysBetween, knownSubdivision, workCalendar } = logic.get();
		const code = coveredCountry(input.country);
		const start = dateField('start', input.start);
		if ((input.end === undefined) === (input.add === undefined)) {
			throw errors.error('end_or_add', {}, { field: input.end === undefined ? 'end' : 'add' });
		}
		const cal = workCalendar(code, await knownSubdivision(code, input.subdivision));
		const base = { country: code, subdivision: cal.subdivision, start: formatDate(start) };
		if (input.end !== undefined) {
			const end = dateField('end', input.end);
			if (Math.abs(end - start) > MAX_SPAN_DAYS) {
				throw errors.error('span', { years: MAX_SPAN_YEARS, days: MAX_SPAN_DAYS }, { field: 'end' });
			}
			const count = await countBusinessDays(cal, start, end);
			return { ...base, end: formatDate(end), business_days: count, holidays: holidaysBetween(cal, start, end), weekend_days: [...cal.weekend] };
		}
		const day = await addBusinessDays(cal, start, input.add!);
		checkYear('add', day);
		return { ...base, date: formatDate(day), holidays: holidaysBetween(cal, start, day), weekend_days: [...cal.weekend] };
	}
});

export const operations = [holidayCheck, longWeekendsOp, businessDays];
