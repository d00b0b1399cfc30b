import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { COUNTRIES } from '../holidays/holidays.js';
import { cases } from './cases.js';
import { formatDate, parseDate } from './dates.js';
import { businessDays, holidayCheck, longWeekendsOp, MAX_SPAN_DAYS, operations } from './index.js';
import { longWeekends } from './long-weekends.js';
import { NON_DEFAULT_WEEKENDS, weekendDays } from './weekend.js';

const ctx = { now: () => 0 };
const day = (text: string) => parseDate(text)!;

describe('business-days module cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

describe('weekends: the CLDR table against ICU’s CLDR (Intl.Locale weekInfo)', () => {
	type WeekInfo = { weekend: number[] };
	const icu = (country: string): number[] => {
		const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
		return [...(locale.getWeekInfo?.() ?? locale.weekInfo!).weekend].sort();
	};
	/**
	 * Where an engine's ICU may carry an older CLDR: the UAE moved from Friday–Saturday to
	 * Saturday–Sunday on 2022-01-01 (older CLDR releases list the former).
	 */
	const CHANGED: Record<string, number[][]> = { AE: [[5, 6]] };

	it.each(COUNTRIES.map((c) => [c]))('%s', (country) => {
		const ours = [...weekendDays(country)];
		const theirs = icu(country);
		if (JSON.stringify(ours) !== JSON.stringify(theirs)) expect(CHANGED[country] ?? [], `ICU says ${theirs}`).toContainEqual(theirs);
	});

	it('every territory the table lists is one of the covered countries or named by CLDR', () => {
		for (const c of NON_DEFAULT_WEEKENDS) expect(icu(c)).not.toEqual([6, 7]);
	});
});

/**
 * Nager.LongWeekend's unit tests (github.com/nager/Nager.LongWeekend,
 * src/Nager.LongWeekend.UnitTest/LongWeekendTest.cs): holidays in January 2020, Saturday–Sunday
 * weekend, the bridge days allowed; FluentAssertions' BeEquivalentTo compares the bridge days
 * in any order.
 */
describe('long weekends: Nager.LongWeekend unit tests', () => {
	const run = (holidays: string[], bridges: number) => longWeekends(holidays.map(day), [6, 7], bridges);
	const lw = (startDate: string, endDate: string, bridgeDays: string[]) => ({ startDate, endDate, dayCount: day(endDate) - day(startDate) + 1, needBridgeDay: bridgeDays.length > 0, bridgeDays });

	it('Calculate_FromFridayToMonday', () => expect(run(['2020-01-10', '2020-01-13'], 1)).toEqual([lw('2020-01-10', '2020-01-13', [])]));
	it('Calculate_VeryLongWeekendWithoutBridgeDay', () => expect(run(['2020-01-10', '2020-01-13', '2020-01-14'], 1)).toEqual([lw('2020-01-10', '2020-01-14', [])]));
	it('Calculate_VeryLongWeekendWithOneBridgeDay', () => expect(run(['2020-01-10', '2020-01-14'], 1)).toEqual([lw('2020-01-10', '2020-01-14', ['2020-01-13'])]));
	it('Calculate_VeryLongWeekendWithThreeBridgeDays', () =>
		expect(run(['2020-01-10', '2020-01-14'], 3)).toEqual([lw('2020-01-10', '2020-01-14', ['2020-01-13']), lw('2020-01-14', '2020-01-19', ['2020-01-15', '2020-01-16', '2020-01-17'])]));
	it('Calculate_LongWeekendWithTwoBridgeDays', () => expect(run(['2020-01-09', '2020-01-14'], 2)).toEqual([lw('2020-01-09', '2020-01-14', ['2020-01-10', '2020-01-13'])]));
	it('Calculate_TwoLongWeekendsWithOneBridgeDay', () =>
		expect(run(['2020-01-09', '2020-01-14'], 1)).toEqual([lw('2020-01-09', '2020-01-12', ['2020-01-10']), lw('2020-01-11', '2020-01-14', ['2020-01-13'])]));
	it('Calculate_FourLongWeekendsWithTwoBridgeDays_Successful1', () =>
		expect(run(['2020-01-08', '2020-01-15'], 2)).toEqual([
			lw('2020-01-04', '2020-01-08', ['2020-01-06', '2020-01-07']),
			lw('2020-01-08', '2020-01-12', ['2020-01-09', '2020-01-10']),
			lw('2020-01-11', '2020-01-15', ['2020-01-13', '2020-01-14']),
			lw('2020-01-15', '2020-01-19', ['2020-01-16', '2020-01-17'])
		]));
	it('a holiday in the middle of the week with one bridge day allowed makes none', () => expect(run(['2020-01-08'], 1)).toEqual([]));
});

/** numpy's business-day functions, when a python3 with numpy is at hand: an implementation independent of this one. */
const PYTHON = process.env.REFERENCE_PYTHON ?? 'python3';
const HAS_NUMPY = (() => {
	try {
		execFileSync(PYTHON, ['-c', 'import numpy'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
})();
const NUMPY = `
import json, sys, numpy as np
out = []
for kind, a, b, mask, hol in json.load(sys.stdin):
    if kind == 'count':
        out.append(int(np.busday_count(a, b, weekmask=mask, holidays=hol)))
    else:
        out.append(str(np.busday_offset(a, b, roll='backward' if b >= 0 else 'forward', weekmask=mask, holidays=hol)))
print(json.dumps(out))
`;

describe('business days against numpy', () => {
	const mask = (weekend: number[]) => [1, 2, 3, 4, 5, 6, 7].map((d) => (weekend.includes(d) ? '0' : '1')).join('');
	it.runIf(HAS_NUMPY)('counts and offsets of random spans in a few countries agree', async () => {
		const jobs: { input: Record<string, unknown>; job: [string, string, number | string, string, string[]] }[] = [];
		const rand = fc.sample(fc.tuple(fc.constantFrom('DE', 'BR', 'US', 'SA', 'IN', 'IR', 'JP'), fc.integer({ min: day('2020-01-01'), max: day('2030-12-31') }), fc.integer({ min: -400, max: 400 })), { numRuns: 60, seed: 7 });
		for (const [country, start, n] of rand) {
			const count = await executeOperation(businessDays, { country, start: formatDate(start), end: formatDate(start + Math.abs(n)) }, ctx);
			const body = count.body as { business_days: number; holidays: { date: string; types: string[] }[]; weekend_days: number[] };
			const publicDates = [...new Set(body.holidays.filter((h) => h.types.includes('Public')).map((h) => h.date))];
			jobs.push({ input: { country, n }, job: ['count', formatDate(start), formatDate(start + Math.abs(n) + 1), mask(body.weekend_days), publicDates] });
			expect(body.business_days, `${country} ${formatDate(start)} +${Math.abs(n)} days`).toBeGreaterThanOrEqual(0);
			(jobs.at(-1)!.input as Record<string, unknown>).ours = body.business_days;
			// add 0 keeps the start (WORKDAY) where numpy would roll it to a business day: not compared.
			const add = Math.trunc(n / 2) || 1;
			const moved = await executeOperation(businessDays, { country, start: formatDate(start), add }, ctx);
			const mb = moved.body as { date: string; holidays: { date: string; types: string[] }[] };
			// numpy needs the holidays of the whole walk; ours lists those between start and the answer.
			const hol = [...new Set(mb.holidays.filter((h) => h.types.includes('Public')).map((h) => h.date))];
			jobs.push({ input: { country, ours: mb.date }, job: ['offset', formatDate(start), add, mask(body.weekend_days), hol] });
		}
		const theirs = JSON.parse(execFileSync(PYTHON, ['-c', NUMPY], { input: JSON.stringify(jobs.map((j) => j.job)) }).toString()) as (number | string)[];
		jobs.forEach((j, i) => expect(j.input.ours, JSON.stringify(j)).toEqual(theirs[i]));
	});
});

describe('properties', () => {
	const anyDay = fc.integer({ min: day('1990-01-01'), max: day('2060-12-31') });
	const country = fc.constantFrom('DE', 'BR', 'US', 'SA', 'IN', 'IR', 'IL', 'GB', 'JP', 'AE');

	it('adding n business days and counting back gives n (+1 for the start when it is a business day)', async () => {
		await fc.assert(
			fc.asyncProperty(country, anyDay, fc.integer({ min: 1, max: 300 }), async (c, start, n) => {
				const moved = (await executeOperation(businessDays, { country: c, start: formatDate(start), add: n }, ctx)).body as { date: string };
				const counted = (await executeOperation(businessDays, { country: c, start: formatDate(start), end: moved.date }, ctx)).body as { business_days: number };
				const startCheck = (await executeOperation(holidayCheck, { country: c, date: formatDate(start) }, ctx)).body as { is_business_day: boolean };
				expect(counted.business_days).toBe(n + (startCheck.is_business_day ? 1 : 0));
				// The answer itself is a business day.
				const endCheck = (await executeOperation(holidayCheck, { country: c, date: moved.date }, ctx)).body as { is_business_day: boolean };
				expect(endCheck.is_business_day).toBe(true);
			}),
			{ numRuns: 40 }
		);
	});

	it('a long weekend is a run of days off and bridge days, at least three long, that contains a public holiday', async () => {
		await fc.assert(
			fc.asyncProperty(country, fc.integer({ min: 1990, max: 2060 }), async (c, year) => {
				const body = (await executeOperation(longWeekendsOp, { country: c, year }, ctx)).body as { long_weekends: { startDate: string; endDate: string; dayCount: number; bridgeDays: string[] }[] };
				for (const w of body.long_weekends) {
					expect(w.dayCount).toBeGreaterThanOrEqual(3);
					expect(w.bridgeDays.length).toBeLessThanOrEqual(1);
					let holiday = false;
					for (let d = day(w.startDate); d <= day(w.endDate); d++) {
						const check = (await executeOperation(holidayCheck, { country: c, date: formatDate(d) }, ctx)).body as { is_holiday: boolean; is_business_day: boolean };
						holiday ||= check.is_holiday;
						expect(check.is_business_day, `${c} ${formatDate(d)} in ${w.startDate}…${w.endDate}`).toBe(w.bridgeDays.includes(formatDate(d)));
					}
					expect(holiday).toBe(true);
				}
			}),
			{ numRuns: 25 }
		);
	});

	it('never answers 500: arbitrary input gives 200 or 422', async () => {
		const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('2026-02-29', '2024-02-29', '1900-01-01', '2100-12-31', '0000-01-01', '9999-12-31'));
		await fc.assert(
			fc.asyncProperty(fc.constantFrom('DE', 'de', 'XX', 'BR', ''), text, text, fc.option(fc.integer({ min: -20_000, max: 20_000 })), fc.option(fc.constantFrom('DE-BY', 'BR-SP', 'US-CA', 'XX-1', 'bad')), async (c, a, b, n, sub) => {
				for (const [op, input] of [
					[holidayCheck, { country: c, date: a, subdivision: sub ?? undefined }],
					[businessDays, { country: c, start: a, end: n === null ? b : undefined, add: n ?? undefined, subdivision: sub ?? undefined }],
					[longWeekendsOp, { country: c, year: n, subdivision: sub ?? undefined }]
				] as const) {
					const r = await executeOperation(op, input, ctx);
					expect([200, 422]).toContain(r.status);
				}
			}),
			{ numRuns: 150 }
		);
	});

	it('the span limit: exactly 36,525 days is accepted', async () => {
		const r = await executeOperation(businessDays, { country: 'IN', start: '2000-01-01', end: formatDate(day('2000-01-01') + MAX_SPAN_DAYS) }, ctx);
		expect(r.status).toBe(200);
	});
});
