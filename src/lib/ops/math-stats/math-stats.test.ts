import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { mathStats, MAX_VALUES } from './index.js';

describe('math-stats cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const run = async (values: unknown) => (await executeOperation(mathStats, { values }, { now: Date.now })) as { status: number; body: Record<string, unknown> };
const ORACLE = 'src/lib/ops/math-stats/oracle/stats_oracle.py';

/** Python's figures for each list (the oracle script), or null without python3. */
function python(lists: number[][]): Record<string, unknown>[] | null {
	try {
		return JSON.parse(execFileSync('python3', [ORACLE, '--stdin'], { input: JSON.stringify(lists), maxBuffer: 1 << 28 }).toString()) as Record<string, unknown>[];
	} catch {
		return null;
	}
}

describe('equal to Python statistics on random lists', () => {
	it('every figure, bit for bit, on lists of awkward doubles', async () => {
		const double = fc.oneof(
			fc.double({ min: -1e150, max: 1e150, noNaN: true, noDefaultInfinity: true }),
			fc.integer({ min: -1000, max: 1000 }).map((k) => k / 10),
			fc.constantFrom(0.1, 0.2, 0.3, 1e9 + 0.5, 5e-324, 2 ** 53, -(2 ** 52) + 0.5)
		);
		const lists = fc.sample(fc.array(double, { minLength: 2, maxLength: 40 }), 300);
		const expected = python(lists);
		if (expected === null) return console.warn('python3 not found: the cross-check against statistics is skipped');
		for (const [i, values] of lists.entries()) {
			const { body } = await run(values);
			// The statistics only (the exact arithmetic has its own oracle); -0 and 0 are one number in JSON.
			const figures = Object.fromEntries(Object.keys(expected[i]).map((key) => [key, body[key]]));
			expect(JSON.parse(JSON.stringify(figures)), JSON.stringify(values)).toEqual(JSON.parse(JSON.stringify(expected[i])));
		}
	});

	it('the array and the text of the same numbers give the same figures', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 50 }), fc.constantFrom(' ', ', ', '\n', ';'), async (values, separator) => {
				// Through JSON, as the API answers: String(-0) is "0", and JSON writes -0 as 0 too.
				const json = async (v: unknown) => JSON.parse(JSON.stringify((await run(v)).body)) as unknown;
				expect(await json(values.map(String).join(separator))).toEqual(await json(values));
			}),
			fuzzParameters(0.5)
		);
	});

	it('caps the number of values and names the field', async () => {
		const over = await run(Array.from({ length: MAX_VALUES + 1 }, () => 1));
		expect(over.status).toBe(422);
		expect(over.body.detail).toMatch(/^values: /);
		const overText = await run('1 '.repeat(MAX_VALUES + 1));
		expect(overText.body.detail).toBe('values: must hold at most 100,000 numbers');
	});
});
