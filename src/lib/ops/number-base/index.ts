import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { formHints } from '../form-hints.js';
import { charactersAtMost, stringOfAtMost } from '../_shared/schemas.js';
import { convertBases, NumberBaseError, type Base } from './number-base.js';

/** Values up to this many characters are light calls, in every base asked for (docs/performance.md). */
export const LIGHT_CALL_DIGITS = 1_000;

export const MAX_DIGITS = 10_000;
/** 2–36 or "roman": one enum, so the form offers a select and a group of checkboxes. */
const BASES = [...Array.from({ length: 35 }, (_, i) => i + 2), 'roman'] as const;
const base = z.literal(BASES as unknown as [Base, ...Base[]]);

export const numberBase = defineOperation({
	id: 'number-base',
	group: 'text',
	title: 'Number base converter',
	summary: 'Converts a whole number of any size between binary, octal, decimal, hexadecimal, any base from 2 to 36 and Roman numerals.',
	keywords: ['binary', 'hex', 'hexadecimal', 'octal', 'decimal', 'base', 'radix', 'roman numerals', 'convert', 'number', 'base36'],
	method: 'POST',
	path: '/number-base',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_DIGITS, 'value'),
	timeLimit: { ms: 2000, detail: 'the conversion ran longer than the time limit of 2,000 ms; send fewer digits or ask for fewer bases' },
	input: z.object({
		value: stringOfAtMost(MAX_DIGITS)
			.describe(`A whole number written in base \`from\`: optional - sign, digits in any case (_ or spaces between digits ignored); at most ${MAX_DIGITS.toLocaleString('en-US')} characters`)
			.meta(formHints({ monospace: true, placeholder: 'ff' })),
		from: base.describe('The base of `value`: 2-36, or "roman" (I to MMMCMXCIX)'),
		to: z
			.array(base)
			.min(1)
			.max(36)
			.default([2, 8, 10, 16])
			.describe('Bases to write it in: 2-36 or "roman" (1-3999 only); default [2, 8, 10, 16]')
	}),
	output: z.object({
		results: z.record(z.string(), z.string()).describe('Keyed by base ("2", "16", "roman"); digits lower case, Roman numerals upper case, a negative keeps its -')
	}),
	errors: [{ status: 422, when: `a digit not of the base; over ${MAX_DIGITS.toLocaleString('en-US')} characters; a base outside 2-36; Roman numerals outside 1-3999 or not in standard form` }],
	examples: [
		{ name: 'From hexadecimal', input: { value: 'ff', from: 16 } },
		{ name: 'Year to Roman', input: { value: '2026', from: 10, to: [2, 16, 'roman'] } },
		{ name: 'Big number', input: { value: '18446744073709551615', from: 10, to: [16, 36] } }
	],
	run(input) {
		try {
			return { results: convertBases(input.value, input.from, input.to) };
		} catch (err) {
			if (err instanceof NumberBaseError) throw errorOf(err.words);
			throw err;
		}
	}
});

export const operations = [numberBase];
