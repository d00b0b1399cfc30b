import { z } from 'zod';
import { charactersAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { withWords } from '../../engine/words.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { JsonSyntaxError, JsonTooLongError, MAX_DEPTH, parseJsonText, writeJson } from '../_shared/json-text.js';

/** JSON texts up to this many characters are light calls (the worst case, small objects with sorted keys: docs/performance.md). */
export const LIGHT_CALL_CHARS = 16_384;

/** Characters of `input` (UTF-16 code units); the body cap is 1 MiB anyway. */
export const MAX_INPUT = 524_288;
/**
 * Longest answer, in characters, as /data-convert's: indentation grows with depth, so a deeply
 * nested input indented by 8 would otherwise be hundreds of times its size (357 MB for 512 KiB).
 */
export const MAX_OUTPUT = 2_097_152;

export const INDENTS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 'tab'] as const;

export const jsonFormat = defineOperation({
	id: 'json-format',
	group: 'data',
	title: 'JSON formatter and validator',
	summary: 'Checks that a text is JSON (RFC 8259), says the line and column where it is not, and pretty-prints or minifies it, optionally with sorted keys.',
	keywords: ['json', 'format', 'formatter', 'pretty print', 'beautify', 'prettify', 'minify', 'validate', 'validator', 'lint', 'sort keys'],
	method: 'POST',
	path: '/json/format',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'input'),
	timeLimit: { ms: 5000, detail: 'formatting ran longer than the time limit of 5,000 ms; send less JSON, less deeply nested, or a smaller indent' },
	input: z.object({
		input: z
			.string()
			.max(MAX_INPUT)
			.describe(`JSON text; at most ${MAX_INPUT.toLocaleString('en')} characters and ${MAX_DEPTH} levels of nesting`)
			.meta(formHints({ multiline: 10, monospace: true })),
		indent: z.literal(INDENTS).default(2).describe('Spaces per level, 0 (minified) to 8, or "tab"; default 2'),
		sort_keys: z.boolean().default(false).describe('Sort object keys (by UTF-16 code units); default false')
	}),
	output: z.object({
		valid: z.boolean(),
		output: z.string().optional().describe('The formatted text, when valid (numbers exactly as written)'),
		error: z.object({ message: z.string(), line: z.int(), column: z.int() }).optional().describe('Why and where the text is not JSON, when not valid (1-based line and column, the column in characters)')
	}),
	errors: [{ status: 422, when: '`input` missing or over 524,288 characters; `indent` not 0–8 or "tab"; a formatted text that would be over 2,097,152 characters' }],
	examples: [
		{ name: 'Pretty-print', input: { input: '{"name":"Utilkit","tags":["json","yaml"],"version":1.0,"nested":{"ok":true,"none":null}}', indent: 2 } },
		{ name: 'Minify with sorted keys', input: { input: '{\n  "b": [1, 2, 3],\n  "a": { "d": 4, "c": 3 }\n}', indent: 0, sort_keys: true } },
		{ name: 'Find the error', input: { input: '{\n  "name": "Utilkit",\n  "tags": ["json", "yaml",]\n}' } }
	],
	run: (input) => {
		try {
			const tree = parseJsonText(input.input);
			const indent = input.indent === 'tab' ? '\t' : ' '.repeat(input.indent);
			return { valid: true, output: writeJson(tree, indent, input.sort_keys, MAX_OUTPUT) };
		} catch (error) {
			if (error instanceof JsonTooLongError) throw errors.error('too_long', { max: MAX_OUTPUT }, { field: 'indent' });
			if (!(error instanceof JsonSyntaxError)) throw error;
			// The reader's reason is marked so the app says it in its language (engine/words.ts).
			return withWords({ valid: false, error: { message: error.message, line: error.line, column: error.column } }, { '/error/message': error.words });
		}
	}
});

export const operations = [jsonFormat];
