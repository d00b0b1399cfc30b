import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { CASES, convertCase, MAX_ALL_CASINGS } from './text-case.js';
import { errors } from './errors.js';

/** Texts up to this many characters are light calls: change-case's split grows with the square of the words, so the bound is far below MAX_INPUT (docs/performance.md). */
export const LIGHT_CALL_CHARS = 8_192;

export const MAX_INPUT = 100_000;

/** `all` of at most this many characters (1,024 lines) is a light call. */
export const LIGHT_ALL_CASINGS = 10;

export const textCase = defineOperation({
	id: 'text-case',
	group: 'text',
	title: 'Text case converter',
	summary: 'Converts text to camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, dot.case, Title Case, Sentence case, Train-Case, path/case, lower, UPPER, swapped or alternating caps, a URL slug, or lists every casing.',
	keywords: ['case', 'camelcase', 'snake case', 'kebab case', 'pascal case', 'constant case', 'title case', 'train case', 'header case', 'path case', 'swap case', 'alternating caps', 'spongecase', 'mocking case', 'no case', 'get all casings', 'slug', 'slugify', 'uppercase', 'lowercase', 'text'],
	method: 'POST',
	path: '/text/case',
	runs: 'anywhere',
	cost: 'heavy',
	// Every casing (`all`) of more than 10 characters is thousands of lines: a heavy call.
	lightCall: (data) => {
		const { input, to } = data as { input: string; to: string };
		return input.length <= (to === 'all' ? LIGHT_ALL_CASINGS : LIGHT_CALL_CHARS);
	},
	timeLimit: { ms: 5000, detail: 'the conversion ran longer than the time limit of 5,000 ms; send a shorter text' },
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`The text; at most ${MAX_INPUT.toLocaleString('en-US')} characters`)
			.meta(formHints({ multiline: 3, placeholder: 'Crème Brûlée recipe v2' })),
		to: z
			.enum(CASES)
			.describe(
				`Target case. Words split at case changes, digits (except camel and pascal), spaces and punctuation; slug is lower-case ASCII joined by -, accents removed; train and header are the same (Content-Type); lower, upper, swap and alternating change the letters only; all lists every casing, one a line (at most ${MAX_ALL_CASINGS} characters)`
			)
	}),
	output: z.object({ output: z.string() }),
	errors: [{ status: 422, when: `\`input\` missing or over ${MAX_INPUT.toLocaleString('en-US')} characters (over ${MAX_ALL_CASINGS} for \`to\` all); \`to\` not one of the cases` }],
	examples: [
		{ name: 'Slug of a title', input: { input: 'Crème Brûlée recipe', to: 'slug' } },
		{ name: 'Identifiers to snake_case', input: { input: 'XMLHttpRequest version2Update', to: 'snake' } },
		{ name: 'Mixed separators to camelCase', input: { input: 'user_account-id', to: 'camel' } },
		{ name: 'HTTP header name', input: { input: 'content type', to: 'header' } },
		{ name: 'Every casing of a word', input: { input: 'test', to: 'all' } }
	],
	run: (input) => {
		const length = [...input.input].length;
		if (input.to === 'all' && length > MAX_ALL_CASINGS) throw errors.error('all_too_long', { max: MAX_ALL_CASINGS, got: length }, { field: 'input' });
		return { output: convertCase(input.input, input.to) };
	}
});

export const operations = [textCase];
