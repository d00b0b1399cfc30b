import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { charactersAtMost, stringOfAtMost } from '../_shared/schemas.js';
import { textStats, WORDS_PER_MINUTE } from './text-stats.js';

/** Texts up to this many characters are light calls (the worst case, CJK word segmentation: docs/performance.md). */
export const LIGHT_CALL_CHARS = 2_048;

export const MAX_INPUT = 500_000;

export const textStatsOp = defineOperation({
	id: 'text-stats',
	group: 'text',
	title: 'Text statistics',
	summary: 'Counts the characters (as people see them), code points, UTF-8 bytes, words, lines and sentences of a text, and its reading time.',
	keywords: ['word count', 'character count', 'counter', 'letters', 'bytes', 'lines', 'sentences', 'reading time', 'text', 'length', 'grapheme'],
	method: 'POST',
	path: '/text/stats',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'input'),
	timeLimit: { ms: 5000, detail: 'counting ran longer than the time limit of 5,000 ms; send a shorter text' },
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`The text; at most ${MAX_INPUT.toLocaleString('en-US')} characters`)
			.meta(formHints({ multiline: 8 }))
	}),
	output: z.object({
		characters: z.int().describe('User-perceived characters: grapheme clusters (Unicode UAX #29)'),
		code_points: z.int(),
		bytes_utf8: z.int(),
		words: z.int().describe('Word segments (UAX #29 word boundaries, by Intl.Segmenter)'),
		lines: z.int().describe('0 for an empty text, else line breaks (CR LF, LF or CR) + 1'),
		sentences: z.int().describe('Sentence segments that are not only white space (UAX #29)'),
		reading_time_seconds: z.int().describe(`Words at ${WORDS_PER_MINUTE} per minute, rounded up`)
	}),
	errors: [{ status: 422, when: `\`input\` missing or over ${MAX_INPUT.toLocaleString('en-US')} characters` }],
	examples: [{ name: 'A paragraph', input: { input: 'The quick brown fox jumps over the lazy dog. Café au lait? 👍🏽 Yes!\nA second line.' } }],
	run: (input) => textStats(input.input)
});

export const operations = [textStatsOp];
