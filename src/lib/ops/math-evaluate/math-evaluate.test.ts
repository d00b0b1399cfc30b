import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { mathEvaluate } from './index.js';

describe('math-evaluate cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const run = async (expression: string, precision?: number) =>
	(await executeOperation(mathEvaluate, { expression, ...(precision ? { precision } : {}) }, { now: Date.now })) as { status: number; body: Record<string, unknown> };

/** Python's Fraction answers (the oracle's --stdin mode), or null without python3 and sympy. */
function python(expressions: [string, number][]): (string | null)[] | null {
	try {
		return JSON.parse(execFileSync('python3', ['src/lib/ops/math-evaluate/oracle/cases.py', '--stdin'], { input: JSON.stringify(expressions) }).toString()) as (string | null)[];
	} catch {
		return null;
	}
}

describe('equal to Python fractions on random expressions', () => {
	it('integers, + - * / ^ and parentheses, at several precisions', async () => {
		const leaf = fc.integer({ min: 0, max: 999 }).map(String);
		const { tree } = fc.letrec((tie) => ({
			tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('node')),
			node: fc.tuple(tie('tree') as fc.Arbitrary<string>, fc.constantFrom('+', '-', '*', '/', '/', '^'), tie('tree') as fc.Arbitrary<string>).map(([a, op, b]) => (op === '^' ? `(${a})^${Number(b.replace(/\D/g, '').slice(0, 1) || 0)}` : `(${a} ${op} ${b})`))
		}));
		const samples = fc.sample(fc.tuple(tree as fc.Arbitrary<string>, fc.constantFrom(3, 14, 30)), 120);
		const expected = python(samples);
		if (expected === null) return console.warn('python3 with sympy not found: the cross-check against fractions is skipped');
		for (const [i, [expression, precision]] of samples.entries()) {
			const { status, body } = await run(expression, precision);
			if (expected[i] === null) expect(body.detail, expression).toBe('expression: division by zero');
			else if (status === 200) expect(body.result, expression).toBe(expected[i]);
			else expect(body.detail, expression).toMatch(/bits/);
		}
	});
});

describe('bounded', () => {
	it('refuses huge powers, factorials and literals at once', async () => {
		for (const expression of ['2^99999999', '9^9^9', '99999999!', '1e99999999', '10^(10^10)', 'factorial(2^64)']) {
			const start = performance.now();
			const { status } = await run(expression);
			expect(status, expression).toBe(422);
			expect(performance.now() - start, expression).toBeLessThan(200);
		}
	});

	it('gives no value past the doubles\' range (1 / 2**4000 from Python Decimal at 14 digits)', async () => {
		expect((await run('2^2000')).body.value).toBeNull();
		expect((await run('2^-4000')).body).toMatchObject({ result: '7.5860787034674e-1205', value: null });
	});

	it('takes (-1)^huge and 1^huge without computing them', async () => {
		expect((await run('(-1)^(10^100 + 1)')).body.result).toBe('-1');
		expect((await run('1^(2^60000)')).body.result).toBe('1');
	});

	it('caps the expression and names the field', async () => {
		const { status, body } = await run('1+'.repeat(500) + '1');
		expect(status).toBe(422);
		expect(body.detail).toMatch(/^expression: must be at most 1,000 characters/);
		expect((await run('('.repeat(101) + '1' + ')'.repeat(101))).body.detail).toBe('expression: nests more than 100 levels');
	});
});
