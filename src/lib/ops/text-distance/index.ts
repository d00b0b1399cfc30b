import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { distances } from './distance.js';
import { errors } from './errors.js';
import { DEFAULT_WEIGHTS, fuzzyMatchAll, matchRanges, MAX_STEPS } from './fuzzy.js';
import { FUZZY_MAX_PATTERN, FUZZY_MAX_TEXT, MAX_SAMPLES, MAX_TEXT, OFFSETS_MAX_INPUT } from './limits.js';
import { checkOffsets } from './offsets.js';

export { MAX_TEXT, OFFSETS_MAX_INPUT };

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
			.meta(formHints({ multiline: 2, placeholder: 'sitting' })),
		encoding: z.enum(['text', 'hex']).optional().describe('text (default): every measure counts characters (code points); hex: a and b are hex digits (white space ignored) and every measure counts bytes, as CyberChef\'s Hamming Distance with input type Hex'),
		hamming_unit: z.enum(['character', 'byte', 'bit']).optional().describe('What `hamming` counts: character (default; with hex, bytes), byte (the UTF-8 bytes of text) or bit (bits that differ between those bytes), as CyberChef\'s Hamming Distance units. null when the two have not as many of them')
	}),
	output: z.object({
		levenshtein: z.int().describe('Fewest insertions, deletions and substitutions of characters (code points) from a to b'),
		damerau_levenshtein: z.int().describe('The same, also counting the swap of two adjacent characters as one edit (optimal string alignment: no substring edited twice)'),
		hamming: z.int().nullable().describe('Places where the characters differ (or bytes, or bits: `hamming_unit`); null unless a and b have as many characters (bytes)'),
		jaro_winkler: z.number().describe('Jaro-Winkler similarity, 0-1, 4 decimals (prefix scale 0.1, up to 4 characters, boost over 0.7)'),
		similarity: z.number().describe('1 − levenshtein / the longer length, 4 decimals; 1 for two empty texts'),
		lcs_length: z.int().describe('Length of the longest common subsequence')
	}),
	errors: [{ status: 422, when: `\`a\` or \`b\` missing or over ${fmt(MAX_TEXT)} characters; with \`encoding\` hex, a character that is not a hex digit or white space, or an odd number of digits` }],
	examples: [
		{ name: 'kitten and sitting', input: { a: 'kitten', b: 'sitting' } },
		{ name: 'A swap of two letters', input: { a: 'MARTHA', b: 'MARHTA' } },
		{ name: 'Two codes of the same length', input: { a: '1011101', b: '1001001' } },
		{ name: 'Bits that differ between two hex keys', input: { a: '0f a0 ff', b: '0e a1 00', encoding: 'hex', hamming_unit: 'bit' } }
	],
	run: (input) => distances(input.a, input.b, { encoding: input.encoding ?? 'text', hammingUnit: input.hamming_unit ?? 'character' })
});

const weight = (name: string, value: number, what: string) =>
	z.number().min(-1000).max(1000).optional().describe(`${what}; CyberChef's default ${value}, -1,000 to 1,000 (${name})`);

export const textFuzzyMatch = defineOperation({
	id: 'text-fuzzy-match',
	group: 'text',
	title: 'Fuzzy match',
	summary: 'Finds a pattern\'s characters in order in a text, as editors\' fuzzy finders do (dpan finds "Don\'t Panic"), every match with its score and the characters matched, as CyberChef\'s Fuzzy Match.',
	keywords: ['fuzzy match', 'fuzzy search', 'fuzzy find', 'fzf', 'subsequence', 'approximate match', 'sublime fuzzy', 'match score'],
	method: 'POST',
	path: '/text/fuzzy-match',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'the fuzzy search ran longer than the time limit of 5,000 ms; send a shorter pattern or text' },
	input: z.object({
		input: stringOfAtMost(FUZZY_MAX_TEXT)
			.describe(`The text searched; at most ${fmt(FUZZY_MAX_TEXT)} characters`)
			.meta(formHints({ multiline: 4, placeholder: "Don't Panic" })),
		pattern: stringOfAtMost(FUZZY_MAX_PATTERN)
			.describe(`The characters to find in order, case ignored; at most ${fmt(FUZZY_MAX_PATTERN)} (CyberChef's most matched characters)`)
			.meta(formHints({ placeholder: 'dpan', monospace: true })),
		sequential_bonus: weight('sequential_bonus', DEFAULT_WEIGHTS.sequentialBonus, 'Added for each matched character right after the previous one'),
		separator_bonus: weight('separator_bonus', DEFAULT_WEIGHTS.separatorBonus, 'Added for each matched character after a space or _'),
		camel_bonus: weight('camel_bonus', DEFAULT_WEIGHTS.camelBonus, 'Added for each matched upper-case character after a lower-case one'),
		first_letter_bonus: weight('first_letter_bonus', DEFAULT_WEIGHTS.firstLetterBonus, 'Added when the text\'s first character is matched'),
		leading_letter_penalty: weight('leading_letter_penalty', DEFAULT_WEIGHTS.leadingLetterPenalty, 'Added for each character of the text before the first match'),
		max_leading_letter_penalty: weight('max_leading_letter_penalty', DEFAULT_WEIGHTS.maxLeadingLetterPenalty, 'The most negative the leading penalty goes'),
		unmatched_letter_penalty: weight('unmatched_letter_penalty', DEFAULT_WEIGHTS.unmatchedLetterPenalty, 'Added for each character of the text not matched')
	}),
	output: z.object({
		count: z.int().describe('How many matches'),
		matches: z
			.array(
				z.object({
					score: z.number().describe('100, plus the bonuses, plus the penalties (CyberChef\'s scoring)'),
					positions: z.array(z.int()).describe('The offsets (code points from 0) of the matched characters'),
					ranges: z.array(z.object({ start: z.int(), length: z.int() })).describe('The same as runs of adjacent characters')
				})
			)
			.describe('Each match in order: the best-scoring from the start, then from just after the last one')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${fmt(FUZZY_MAX_TEXT)} characters or \`pattern\` over ${fmt(FUZZY_MAX_PATTERN)}; a weight outside -1,000 to 1,000` },
		{ status: 422, when: `the search takes more than ${fmt(MAX_STEPS)} steps (a pattern that matches in very many ways)` }
	],
	examples: [
		{ name: "dpan in Don't Panic", input: { input: "Don't Panic", pattern: 'dpan' } },
		{ name: 'Every match of fb', input: { input: 'foo_bar fooBar FB', pattern: 'fb' } }
	],
	run(input) {
		const weights = {
			sequentialBonus: input.sequential_bonus ?? DEFAULT_WEIGHTS.sequentialBonus,
			separatorBonus: input.separator_bonus ?? DEFAULT_WEIGHTS.separatorBonus,
			camelBonus: input.camel_bonus ?? DEFAULT_WEIGHTS.camelBonus,
			firstLetterBonus: input.first_letter_bonus ?? DEFAULT_WEIGHTS.firstLetterBonus,
			leadingLetterPenalty: input.leading_letter_penalty ?? DEFAULT_WEIGHTS.leadingLetterPenalty,
			maxLeadingLetterPenalty: input.max_leading_letter_penalty ?? DEFAULT_WEIGHTS.maxLeadingLetterPenalty,
			unmatchedLetterPenalty: input.unmatched_letter_penalty ?? DEFAULT_WEIGHTS.unmatchedLetterPenalty
		};
		const matches = fuzzyMatchAll(input.pattern, input.input, weights).map((m) => ({ score: m.score, positions: m.positions, ranges: matchRanges(m.positions) }));
		return { count: matches.length, matches };
	}
});

export const textOffsets = defineOperation({
	id: 'text-offsets',
	group: 'text',
	title: 'Offset checker',
	summary: 'Lines up several samples and marks the offsets where all of them have the same character, as CyberChef\'s Offset checker: the fixed parts of tokens, headers or ciphertexts.',
	keywords: ['offset checker', 'offsets', 'compare samples', 'common characters', 'same position', 'align samples', 'fixed bytes'],
	method: 'POST',
	path: '/text/offsets',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: stringOfAtMost(OFFSETS_MAX_INPUT)
			.describe(`The samples, one after another with the delimiter between; at most ${fmt(OFFSETS_MAX_INPUT)} characters and ${MAX_SAMPLES} samples`)
			.meta(formHints({ multiline: 6, monospace: true, placeholder: 'session=4f2a91c0e7\n\nsession=4f2b03d9e7' })),
		delimiter: z.string().min(1).max(16).optional().describe('What separates the samples; default a blank line (\\n\\n), as CyberChef')
	}),
	output: z.object({
		samples: z.array(z.string()).describe('The samples, in order'),
		matching: z.array(z.object({ start: z.int(), length: z.int() })).describe('Runs of offsets (code points from 0) where every sample has the same character'),
		matched: z.int().describe('How many offsets match in all')
	}),
	errors: [{ status: 422, when: `\`input\` over ${fmt(OFFSETS_MAX_INPUT)} characters, one sample only or more than ${MAX_SAMPLES}; \`delimiter\` empty or over 16 characters` }],
	examples: [{ name: 'Two session tokens', input: { input: 'session=4f2a91c0e7\n\nsession=4f2b03d9e7' } }],
	run(input) {
		const samples = input.input.split(input.delimiter ?? '\n\n');
		if (samples.length < 2) throw errors.error('one_sample', {}, { field: 'input' });
		if (samples.length > MAX_SAMPLES) throw errors.error('too_many_samples', { count: samples.length, limit: MAX_SAMPLES }, { field: 'input' });
		return checkOffsets(samples);
	}
});

export const operations = [textDistance, textFuzzyMatch, textOffsets];
