import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { distances } from './distance.js';
import { MAX_TEXT } from './limits.js';

export { MAX_TEXT };

/**
 * Calls whose texts' lengths multiply to at most this are light: the three dynamic programmes fill
 * that many cells each, under 20 ms together (docs/performance.md); longer pairs go to the pool.
 */
export const LIGHT_CALL_CELLS = 250_000;

const fmt = (n: number) => n.toLocaleString('en-US');

export const textDistance = defineOperation({
	id: 'text-distance',
	group: 'text',
	title: 'String distance',
	summary: 'Compares two texts: Levenshtein and Damerau-Levenshtein edit distances, Hamming distance, Jaro-Winkler similarity, a similarity ratio and the longest common subsequence.',
	keywords: ['distance', 'levenshtein', 'levenshtein distance', 'edit distance', 'damerau', 'damerau-levenshtein', 'hamming', 'hamming distance', 'jaro', 'jaro-winkler', 'similarity', 'lcs', 'longest common subsequence', 'fuzzy', 'compare strings', 'string similarity'],
	method: 'POST',
	path: '/text/distance',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: (input) => {
		const { a, b } = input as { a: string; b: string };
		return a.length * b.length <= LIGHT_CALL_CELLS;
	},
	timeLimit: { ms: 5000, detail: 'the comparison ran longer than the time limit of 5,000 ms; send shorter texts' },
	input: z.object({
		a: stringOfAtMost(MAX_TEXT)
			.describe(`The first text; at most ${fmt(MAX_TEXT)} characters`)
			.meta(formHints({ multiline: 2, placeholder: 'kitten' })),
		b: stringOfAtMost(MAX_TEXT)
			.describe(`The second text; at most ${fmt(MAX_TEXT)} characters`)
			.meta(formHints({ multiline: 2, placeholder: 'sitting' }))
	}),
	output: z.object({
		levenshtein: z.int().describe('Fewest insertions, deletions and substitutions of characters (code points) from a to b'),
		damerau_levenshtein: z.int().describe('The same, also counting the swap of two adjacent characters as one edit (optimal string alignment: no substring edited twice)'),
		hamming: z.int().nullable().describe('Places where the characters differ; null unless a and b have as many characters'),
		jaro_winkler: z.number().describe('Jaro-Winkler similarity, 0-1, 4 decimals (prefix scale 0.1, up to 4 characters, boost over 0.7)'),
		similarity: z.number().describe('1 − levenshtein / the longer length, 4 decimals; 1 for two empty texts'),
		lcs_length: z.int().describe('Length of the longest common subsequence')
	}),
	errors: [{ status: 422, when: `\`a\` or \`b\` missing or over ${fmt(MAX_TEXT)} characters` }],
	examples: [
		{ name: 'kitten and sitting', input: { a: 'kitten', b: 'sitting' } },
		{ name: 'A swap of two letters', input: { a: 'MARTHA', b: 'MARHTA' } },
		{ name: 'Two codes of the same length', input: { a: '1011101', b: '1001001' } }
	],
	run: (input) => distances(input.a, input.b)
});

export const operations = [textDistance];
