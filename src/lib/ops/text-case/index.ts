import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { charactersAtMost, stringOfAtMost } from '../_shared/schemas.js';
import { CASES, convertCase } from './text-case.js';

/** Texts up to this many characters are light calls: change-case's split grows with the square of the words, so the bound is far below MAX_INPUT (docs/performance.md). */
export const LIGHT_CALL_CHARS = 8_192;

export const MAX_INPUT = 100_000;

export const textCase = defineOperation({
	id: 'text-case',
	group: 'text',
	title: 'Text case converter',
	summary: 'Converts text to camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, dot.case, Title Case, Sentence case, lower, UPPER or a URL slug.',
	keywords: ['case', 'camelcase', 'snake case', 'kebab case', 'pascal case', 'constant case', 'title case', 'slug', 'slugify', 'uppercase', 'lowercase', 'text'],
	method: 'POST',
	path: '/text/case',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'input'),
	timeLimit: { ms: 5000, detail: 'the conversion ran longer than the time limit of 5,000 ms; send a shorter text' },
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`The text; at most ${MAX_INPUT.toLocaleString('en-US')} characters`)
			.meta(formHints({ multiline: 3, placeholder: 'Crème Brûlée recipe v2' })),
		to: z
			.enum(CASES)
			.describe('Target case. Words split at case changes, digits (except camel and pascal), spaces and punctuation; slug is lower-case ASCII joined by -, accents removed; lower and upper change the letters only')
	}),
	output: z.object({ output: z.string() }),
	errors: [{ status: 422, when: `\`input\` missing or over ${MAX_INPUT.toLocaleString('en-US')} characters; \`to\` not one of the cases` }],
	examples: [
		{ name: 'Slug of a title', input: { input: 'Crème Brûlée recipe', to: 'slug' } },
		{ name: 'Identifiers to snake_case', input: { input: 'XMLHttpRequest version2Update', to: 'snake' } },
		{ name: 'Mixed separators to camelCase', input: { input: 'user_account-id', to: 'camel' } }
	],
	run: (input) => ({ output: convertCase(input.input, input.to) })
});

export const operations = [textCase];
