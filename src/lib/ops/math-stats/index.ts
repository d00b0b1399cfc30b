import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { errors } from './errors.js';
import { LIGHT_TEXT, LIGHT_VALUES, MAX_MAGNITUDE, MAX_TEXT, MAX_VALUES } from './limits.js';
import { NotANumber, parseNumbers } from './parse.js';
import { statistics } from './stats.js';
import { difference, exactDecimal, product, quotient, remainders, type Decimal } from './arithmetic.js';

export { MAX_TEXT, MAX_VALUES };

const n = (value: number) => value.toLocaleString('en-US');
const figure = (what: string) => z.number().describe(what);

export const mathStats = defineOperation({
	id: 'math-stats',
	group: 'data',
	title: 'Statistics of a number list',
	summary: 'Count, sum, mean, median, mode, min, max, range, variance and standard deviation (population and sample) and quartiles of a list of numbers, as Python\'s statistics module computes them.',
	keywords: ['statistics', 'stats', 'mean', 'average', 'median', 'mode', 'sum', 'standard deviation', 'stdev', 'variance', 'quartiles', 'range', 'min', 'max', 'number list', 'calculator'],
	method: 'POST',
	path: '/math/stats',
	runs: 'anywhere',
	cost: 'heavy',
	// Exact sums take a BigInt step a value: up to LIGHT_VALUES (or a text that cannot hold more) the call stays light.
	lightCall: (data) => {
		const values = (data as { values: number[] | string }).values;
		return typeof values === 'string' ? values.length <= LIGHT_TEXT : values.length <= LIGHT_VALUES;
	},
	timeLimit: { ms: 5000, detail: 'the statistics ran longer than the time limit of 5,000 ms; send fewer numbers' },
	input: z.object({
		values: z
			.union([z.array(z.number()).max(MAX_VALUES), stringOfAtMost(MAX_TEXT)])
			.describe(`The numbers: an array, or a text with them separated by spaces, commas, semicolons or lines (decimals such as -1.5, .5, 2e3, or integers written 0x0a, 0b101, 0o17); at least 1 and at most ${n(MAX_VALUES)} numbers, each at most 1e150 in magnitude`)
			.meta(formHints({ multiline: 6, placeholder: '2 4 4 4 5 5 7 9' })),
		modulus: z
			.number()
			.refine((m) => m !== 0, 'cannot be zero')
			.refine((m) => Math.abs(m) <= MAX_MAGNITUDE, 'must be at most 1e150 in magnitude')
			.optional()
			.describe('Optional: each number modulo this one (CyberChef MOD: the remainder of a truncated division, with the sign of the number), in `remainders`')
	}),
	output: z.object({
		count: z.int().describe('How many numbers'),
		sum: figure('Their sum, exact then rounded once (Python math.fsum)'),
		mean: figure('The arithmetic mean (statistics.mean)'),
		median: figure('The middle value, or the mean of the two middle values (statistics.median)'),
		mode: z.array(z.number()).describe('The most frequent values, in the order they first appear (statistics.multimode): every value when none repeats'),
		min: figure('The smallest'),
		max: figure('The largest'),
		range: figure('max − min'),
		variance: figure('The population variance (statistics.pvariance)'),
		std_dev: figure('The population standard deviation (statistics.pstdev)'),
		sample_variance: z.number().nullable().describe('The sample variance, over n − 1 (statistics.variance); null for a single number'),
		sample_std_dev: z.number().nullable().describe('The sample standard deviation (statistics.stdev); null for a single number'),
		quartiles: z.array(z.number()).length(3).describe('Q1, Q2, Q3: statistics.quantiles(n=4, method="inclusive"); a single number gives it three times'),
		difference: z.string().nullable().describe('The first number minus all the others (CyberChef Subtract), in exact decimals as written; null when a number has more than 400 digits or a scale past 1e-1100'),
		product: z.string().nullable().describe('The product of all (CyberChef Multiply), exact; null past 10,000 digits'),
		quotient: z.string().nullable().describe('The first number divided by each of the others in turn, each step rounded to 20 decimal places, halves away from zero (CyberChef Divide, bignumber.js); null on a division by zero or past 10,000 digits'),
		remainders: z.array(z.string()).nullable().describe('Each number modulo `modulus`, exact (CyberChef MOD); null without a modulus')
	}),
	errors: [
		{ status: 422, when: `no number; more than ${n(MAX_VALUES)} numbers; a text over ${n(MAX_TEXT)} characters; a token of the text that is not a number (named with its position); a value larger in magnitude than 1e150` }
	],
	examples: [
		{ name: 'Eight numbers', input: { values: '2 4 4 4 5 5 7 9' } },
		{ name: 'Measurements, one a line', input: { values: '12.5\n13.1\n11.8\n12.9\n14.2\n12.5' } },
		{ name: 'Comma-separated', input: { values: '1, 3, 3, 6, 7, 8, 9' } },
		{ name: 'Hex and decimals (CyberChef)', input: { values: '0x0a 8 .5' } },
		{ name: 'Remainders modulo 3 (CyberChef MOD)', input: { values: '15 4 7', modulus: 3 } }
	],
	run(input) {
		let values: number[];
		let texts: string[];
		if (typeof input.values === 'string') {
			texts = [];
			try {
				values = parseNumbers(input.values, MAX_VALUES, texts);
			} catch (err) {
				if (err instanceof NotANumber) throw errors.error('not_a_number', { token: err.token, item: err.item }, { field: 'values' });
				throw errors.error('too_many', { max: MAX_VALUES }, { field: 'values' });
			}
		} else {
			values = input.values;
			texts = values.map(String);
		}
		if (values.length === 0) throw errors.error('no_values', {}, { field: 'values' });
		const big = values.findIndex((v) => Math.abs(v) > MAX_MAGNITUDE);
		if (big >= 0) throw errors.error('too_large', { item: big + 1, max: '1e150' }, { field: 'values' });
		return { ...statistics(values), ...arithmetic(texts, input.modulus) };
	}
});

/** The exact figures, from each number as written; all null when one is past the exact bounds. */
function arithmetic(texts: string[], modulus: number | undefined) {
	const decimals = texts.map(exactDecimal);
	const m = modulus === undefined ? null : exactDecimal(String(modulus));
	if (decimals.some((d) => d === null)) return { difference: null, product: null, quotient: null, remainders: null };
	const exact = decimals as Decimal[];
	return { difference: difference(exact), product: product(exact), quotient: quotient(exact), remainders: m ? remainders(exact, m) : null };
}

export const operations = [mathStats];
