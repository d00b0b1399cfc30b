import type { OperationCase } from '../cases.js';

const op = 'public-holidays';
const CONTRACT = 'Contract 2.11 and docs/spec/decisions.md "Public holidays" (country outside the covered set or year not an integer in 1900–2100 → 422)';

const invalid = (name: string, input: unknown, detail: string): OperationCase => ({
	name,
	op,
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: CONTRACT
});

/**
 * The full lists are long (observances included) and partial matching compares arrays whole, so
 * the success cases fix the top-level members; holidays.test.ts checks the holidays against the
 * official calendars.
 */
export const cases: OperationCase[] = [
	{
		name: 'lower-case code is answered upper-case',
		op,
		input: { country: 'de', year: 2026 },
		expected: { status: 200, body: { country: 'DE', year: 2026 }, partial: true },
		source: 'Contract 2.11: `country` (uppercased)'
	},
	{
		name: 'year defaults to the current year (UTC)',
		op,
		input: { country: 'JP' },
		now: Date.UTC(2026, 5, 1, 12),
		expected: { status: 200, body: { country: 'JP', year: 2026 }, partial: true },
		source: 'Contract 2.11: `year` optional, default current year; the clock is 2026-06-01T12:00Z'
	},
	invalid('unknown country XX', { country: 'XX', year: 2026 }, 'country: "XX" is not a covered country (206 are covered)'),
	invalid('three-letter code', { country: 'DEU' }, 'country: must be an ISO 3166-1 alpha-2 code (2 letters)'),
	invalid('country missing', { year: 2026 }, 'country: is required'),
	invalid('year 1899', { country: 'DE', year: 1899 }, 'year: Too small: expected number to be >=1900'),
	invalid('year 2101', { country: 'DE', year: 2101 }, 'year: Too big: expected number to be <=2100'),
	invalid('year 2026.5', { country: 'DE', year: 2026.5 }, 'year: must be an integer'),
	invalid('year as a string', { country: 'DE', year: '2026' }, 'year: must be an integer')
];
