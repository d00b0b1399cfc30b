import type { OperationCase } from '../cases.js';

const CONTRACT = 'Contract, toolbox Part 2 and intro (422 {"detail"} naming the field); src/lib/ops/business-days/README.md "Limits and cost"';
const NUMPY = 'numpy 2.4.6 busday_count / busday_offset (python3) with the official holidays named in the case';

const invalid = (op: string, name: string, input: unknown, detail: string): OperationCase => ({
	name,
	op,
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: CONTRACT
});

/**
 * Weekdays come from Python's datetime (isoweekday); holidays from the laws that make them;
 * weekends from CLDR's week data; counts and offsets from numpy given those holidays and
 * weekends; long weekends from Nager.Date's rules worked by hand over the official holiday list.
 */
export const cases: OperationCase[] = [
	{
		name: 'Christmas Day in Germany is a holiday, not a business day',
		op: 'holiday-check',
		input: { country: 'de', date: '2026-12-25' },
		expected: {
			status: 200,
			body: { country: 'DE', subdivision: null, date: '2026-12-25', weekday: 5, is_holiday: true, is_weekend: false, is_business_day: false, weekend_days: [6, 7], holidays: [{ date: '2026-12-25', name: 'Christmas Day', global: true, types: ['Public'] }] },
			partial: true
		},
		source: '25 December ("1. Weihnachtstag") is a public holiday in all 16 German states (their Feiertagsgesetze); 2026-12-25 is a Friday (Python datetime.isoweekday)'
	},
	{
		name: 'Corpus Christi 2026 is a holiday in Bavaria',
		op: 'holiday-check',
		input: { country: 'DE', date: '2026-06-04', subdivision: 'de-by' },
		expected: { status: 200, body: { subdivision: 'DE-BY', weekday: 4, is_holiday: true, is_business_day: false, holidays: [{ name: 'Corpus Christi', global: false }] }, partial: true },
		source: 'Bavarian Feiertagsgesetz Art. 1 (1) 1: Fronleichnam; Easter 2026 is 5 April, Corpus Christi 60 days later, Thursday 4 June'
	},
	{
		name: 'Corpus Christi 2026 is a business day nationwide in Germany',
		op: 'holiday-check',
		input: { country: 'DE', date: '2026-06-04' },
		expected: { status: 200, body: { subdivision: null, is_holiday: false, is_weekend: false, is_business_day: true, holidays: [] }, partial: true },
		source: 'Corpus Christi is not a holiday in Berlin, Hamburg, … (the states\' Feiertagsgesetze), so not nationwide; a Thursday'
	},
	{
		name: 'a Friday is weekend in Saudi Arabia',
		op: 'holiday-check',
		input: { country: 'SA', date: '2026-11-27' },
		expected: { status: 200, body: { weekday: 5, is_weekend: true, is_business_day: false, weekend_days: [5, 6] }, partial: true },
		source: 'CLDR supplemental weekData: weekendStart fri / weekendEnd sat for SA; 2026-11-27 is a Friday'
	},
	{
		name: 'Black Awareness Day 2026 is a national holiday in Brazil',
		op: 'holiday-check',
		input: { country: 'BR', date: '2026-11-20' },
		expected: { status: 200, body: { is_holiday: true, is_weekend: false, is_business_day: false, holidays: [{ date: '2026-11-20', global: true, types: ['Public'] }] }, partial: true },
		source: 'Lei nº 14.759/2023 (Brazil): 20 November, Dia Nacional de Zumbi e da Consciência Negra, a national holiday; a Friday in 2026'
	},
	{
		name: 'Independence Day observed on Friday 2026-07-03 in the US',
		op: 'holiday-check',
		input: { country: 'US', date: '2026-07-03' },
		expected: { status: 200, body: { is_holiday: true, is_business_day: false }, partial: true },
		source: '5 U.S.C. 6103(b)(1): a holiday on a Saturday is observed the Friday before; 2026-07-04 is a Saturday'
	},
	invalid('holiday-check', 'February 30th', { country: 'DE', date: '2026-02-30' }, 'date: must be a date as YYYY-MM-DD'),
	invalid('holiday-check', 'date before 1900', { country: 'DE', date: '1899-12-31' }, 'date: 1899-12-31 is outside the years 1900–2100'),
	invalid('holiday-check', 'country not covered', { country: 'XX', date: '2026-01-01' }, 'country: "XX" is not a covered country (206 are covered)'),
	invalid('holiday-check', 'subdivision of another country', { country: 'DE', date: '2026-01-01', subdivision: 'FR-75' }, 'subdivision: "FR-75" is not a subdivision of DE with its own holidays (DE has 16: DE-BB, DE-BE, DE-BW, DE-BY, DE-HB, DE-HE, DE-HH, DE-MV, DE-NI, DE-NW, DE-RP, DE-SH, …)'),
	invalid('holiday-check', 'subdivision not ISO 3166-2', { country: 'DE', date: '2026-01-01', subdivision: 'Bavaria' }, 'subdivision: must be an ISO 3166-2 code such as DE-BY'),

	{
		name: 'Germany 2026: six long weekends, two with a bridge day',
		op: 'long-weekends',
		input: { country: 'DE', year: 2026 },
		expected: {
			status: 200,
			body: {
				country: 'DE',
				subdivision: null,
				year: 2026,
				count: 6,
				weekend_days: [6, 7],
				long_weekends: [
					{ startDate: '2026-01-01', endDate: '2026-01-04', dayCount: 4, needBridgeDay: true, bridgeDays: ['2026-01-02'] },
					{ startDate: '2026-04-03', endDate: '2026-04-06', dayCount: 4, needBridgeDay: false, bridgeDays: [] },
					{ startDate: '2026-05-01', endDate: '2026-05-03', dayCount: 3, needBridgeDay: false, bridgeDays: [] },
					{ startDate: '2026-05-14', endDate: '2026-05-17', dayCount: 4, needBridgeDay: true, bridgeDays: ['2026-05-15'] },
					{ startDate: '2026-05-23', endDate: '2026-05-25', dayCount: 3, needBridgeDay: false, bridgeDays: [] },
					{ startDate: '2026-12-25', endDate: '2026-12-27', dayCount: 3, needBridgeDay: false, bridgeDays: [] }
				]
			}
		},
		source:
			"Germany's nationwide holidays of 2026 (Neujahr Thu 1 Jan, Karfreitag Fri 3 Apr, Ostermontag Mon 6 Apr, Tag der Arbeit Fri 1 May, Christi Himmelfahrt Thu 14 May, Pfingstmontag Mon 25 May, Tag der Deutschen Einheit Sat 3 Oct, Weihnachten Fri 25 and Sat 26 Dec) with Nager.LongWeekend's LongWeekendCalculator rules (one bridge day) worked by hand: 3 Oct touches only Sunday, so no long weekend"
	},
	invalid('long-weekends', 'year missing', { country: 'DE' }, 'year: is required'),
	invalid('long-weekends', 'year 2101', { country: 'DE', year: 2101 }, 'year: Too big: expected number to be <=2100'),

	{
		name: 'business days in December 2026, Germany',
		op: 'business-days',
		input: { country: 'DE', start: '2026-12-01', end: '2026-12-31' },
		expected: { status: 200, body: { country: 'DE', start: '2026-12-01', end: '2026-12-31', business_days: 22, weekend_days: [6, 7] }, partial: true },
		source: `${NUMPY}: busday_count('2026-12-01', '2027-01-01', holidays=['2026-12-25', '2026-12-26']) = 22`
	},
	{
		name: 'end before start counts negative (NETWORKDAYS)',
		op: 'business-days',
		input: { country: 'DE', start: '2026-12-31', end: '2026-12-01' },
		expected: { status: 200, body: { business_days: -22 }, partial: true },
		source: `Microsoft's NETWORKDAYS: "If start_date is later than end_date, the return value will be negative"; the count as in the case above (${NUMPY})`
	},
	{
		name: '10 business days from Christmas Eve 2026, Brazil',
		op: 'business-days',
		input: { country: 'BR', start: '2026-12-24', add: 10 },
		expected: { status: 200, body: { start: '2026-12-24', date: '2027-01-11' }, partial: true },
		source: `${NUMPY}: busday_offset('2026-12-24', 10, roll='backward', holidays=['2026-12-25', '2027-01-01']) (Lei nº 662/1949 and 10.607/2002: 25 Dec, 1 Jan)`
	},
	{
		name: '5 business days back from a Sunday in Saudi Arabia (Sunday–Thursday week)',
		op: 'business-days',
		input: { country: 'SA', start: '2026-11-29', add: -5 },
		expected: { status: 200, body: { date: '2026-11-22', weekend_days: [5, 6] }, partial: true },
		source: `${NUMPY}: busday_offset('2026-11-29', -5, roll='forward', weekmask='1111001'), CLDR's Friday–Saturday weekend`
	},
	{
		name: 'add 0 gives the start itself',
		op: 'business-days',
		input: { country: 'DE', start: '2026-12-26', add: 0 },
		expected: { status: 200, body: { date: '2026-12-26' }, partial: true },
		source: 'Microsoft\'s WORKDAY(start, 0) returns start; src/lib/ops/business-days/README.md "Business days"'
	},
	invalid('business-days', 'both end and add', { country: 'DE', start: '2026-01-01', end: '2026-01-31', add: 5 }, 'add: give exactly one of end (to count) and add (to move)'),
	invalid('business-days', 'neither end nor add', { country: 'DE', start: '2026-01-01' }, 'end: give exactly one of end (to count) and add (to move)'),
	invalid('business-days', 'add over 10,000', { country: 'DE', start: '2026-01-01', add: 10_001 }, 'add: Too big: expected number to be <=10000'),
	invalid('business-days', 'span over 100 years', { country: 'DE', start: '1950-01-01', end: '2050-01-02' }, 'end: the span from start is over 100 years (36,525 days)'),
	invalid('business-days', 'add past 2100', { country: 'DE', start: '2100-12-01', add: 100 }, 'add: 100 business days from 2100-12-01 falls outside the years 1900–2100'),
	invalid('business-days', 'start not a date', { country: 'DE', start: '26/12/2026', add: 1 }, 'start: must be a date as YYYY-MM-DD')
];
