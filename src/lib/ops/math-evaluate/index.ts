import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { errors } from './errors.js';
import { answer, DivisionByZero, EvalProblem, Overflow, TooLarge } from './evaluate.js';
import { DEFAULT_PRECISION, LIGHT_EXPRESSION, MAX_BITS, MAX_DENOMINATOR_BITS, MAX_EXPRESSION, MAX_PRECISION, MIN_PRECISION } from './limits.js';
import { parse, ParseProblem } from './parse.js';

const n = (value: number) => value.toLocaleString('en-US');

export const mathEvaluate = defineOperation({
	id: 'math-evaluate',
	group: 'data',
	title: 'Math expression evaluator',
	summary: 'Evaluates an arithmetic expression: exact fractions and integers of any size, functions (sqrt, log, sin, gcd, powmod…), percentages, and units as the unit converter knows them (3 km + 200 m to m).',
	keywords: ['calculator', 'math evaluator', 'expression', 'arithmetic', 'big integer', 'fraction', 'percentage calculator', 'gcd', 'lcm', 'modular inverse', 'modular exponentiation', 'extended gcd', 'factorial', 'eta calculator', 'units', 'hex'],
	method: 'POST',
	path: '/math/evaluate',
	runs: 'anywhere',
	cost: 'heavy',
	// Powers, factorials and modular powers grow fast; a short expression without them stays within a few ms.
	lightCall: (data) => {
		const expression = (data as { expression: string }).expression;
		return expression.length <= LIGHT_EXPRESSION && !/[\^!]|\*\*|factorial|powmod|invmod|lcm|xgcd/.test(expression);
	},
	timeLimit: { ms: 2000, detail: 'the expression ran longer than the time limit of 2,000 ms' },
	input: z.object({
		expression: stringOfAtMost(MAX_EXPRESSION)
			.describe(
				`The expression, at most ${n(MAX_EXPRESSION)} characters: numbers (1.5, 2e3, 0xff, 0b101, 0o17), + - * / ^ (or **) % (modulo; after a number and before no operand, a percent: 20% of 150), n!, parentheses, the functions sqrt abs round (half away from zero; round(x, digits)) floor ceil log (natural; log(x, b) base b) ln log10 log2 exp sin cos tan asin acos atan min max gcd lcm mod factorial powmod(b, e, m) invmod(a, m) xgcd(a, b), the constants pi e tau, units of /units after a number (3 km + 200 m to m, 100 °C to °F, sin(30 deg)), and bin(…), hex(…), oct(…) or "to hex" around the whole expression`
			)
			.meta(formHints({ monospace: true, placeholder: '2^100 / 3' })),
		precision: integer()
			.min(MIN_PRECISION)
			.max(MAX_PRECISION)
			.default(DEFAULT_PRECISION)
			.describe(`Significant digits of a result that is not a whole number, ${MIN_PRECISION}–${MAX_PRECISION}, default ${DEFAULT_PRECISION}; at most 17 for a result computed in floating point and 15 for an amount with a unit. Whole numbers are written in full`)
	}),
	output: z.object({
		result: z.string().describe('The result as text: whole numbers exact and in full; other numbers with `precision` significant digits (scientific notation such as 1.5e+20 when the exponent is below −4 or at least the precision); with its unit symbol after a space (3200 m); 0x…, 0b…, 0o… for hex, bin, oct; [gcd, x, y] for xgcd'),
		value: z.number().nullable().describe('The result as a number (the `result` text read as a double); null for xgcd or when it is beyond the range of a double (too large, or so small a double would be 0)'),
		exact: z.boolean().describe('Whether `result` is exactly the value: false when digits were rounded off or the value was computed in floating point (pi, sqrt(2), sin)'),
		unit: z.string().nullable().describe('The unit symbol of a result with a unit (the /units canonical symbol), else null')
	}),
	errors: [
		{
			status: 422,
			when: `an empty expression, or longer than ${n(MAX_EXPRESSION)} characters; a syntax error, an unknown name or unit (named with its position); division by zero; a function outside its domain (sqrt(-1), log(0), asin(2)); an integer of more than ${n(MAX_BITS)} bits on the way (2^99999999, 10000!); a floating-point overflow (exp(1000)); units of different kinds; no modular inverse`
		}
	],
	examples: [
		{ name: 'A big power, exact', input: { expression: '2^100' } },
		{ name: 'Fractions stay exact', input: { expression: '1/3 + 1/6' } },
		{ name: 'Functions and constants', input: { expression: 'sqrt(2) * sin(pi / 4)' } },
		{ name: 'Units', input: { expression: '3 km + 200 m to m' } },
		{ name: 'A percentage', input: { expression: '15% of 80' } },
		{ name: 'Modular inverse', input: { expression: 'invmod(3, 11)' } },
		{ name: 'Hexadecimal of an expression', input: { expression: 'hex(255 * 256 + 255)' } }
	],
	run(input) {
		if (input.expression.trim() === '') throw errors.error('empty', {}, { field: 'expression' });
		const field = { field: 'expression' };
		try {
			return answer(parse(input.expression), input.precision);
		} catch (err) {
			if (err instanceof ParseProblem || err instanceof EvalProblem) throw errors.error(err.id, err.values as never, field);
			if (err instanceof TooLarge) throw err.denominator ? errors.error('denominator_too_large', { bits: MAX_DENOMINATOR_BITS }, field) : errors.error('too_large', { bits: MAX_BITS }, field);
			if (err instanceof DivisionByZero) throw errors.error('division_by_zero', {}, field);
			if (err instanceof Overflow) throw errors.error('overflow', {}, field);
			if (err instanceof RangeError && err.message === 'domain') throw errors.error('power_domain', {}, field);
			throw err;
		}
	}
});

export const operations = [mathEvaluate];
