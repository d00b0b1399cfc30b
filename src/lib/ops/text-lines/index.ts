import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { errors } from './errors.js';
import { ACTIONS, DEFAULT_N, DEFAULT_SEPARATOR, DEFAULT_WIDTH, MAX_AFFIX, MAX_DELIMITER, MAX_INPUT, MAX_N, MAX_OUTPUT, MAX_PATTERN, MAX_WIDTH, ORDERS, SORT_MODES } from './limits.js';
import { applyLines, OutputTooLong } from './text-lines.js';

export { MAX_INPUT, MAX_OUTPUT };

/**
 * Texts up to this many characters are light calls for every action but filter (a caller's
 * regular expression can backtrack for ever on a short line): the worst, a natural sort of as
 * many short lines as fit, stays under 20 ms there (docs/performance.md).
 */
export const LIGHT_CALL_CHARS = 10_000;

const fmt = (n: number) => n.toLocaleString('en-US');

export const textLines = defineOperation({
	id: 'text-lines',
	group: 'text',
	title: 'Line tools',
	summary: 'Sorts (text, numeric, natural or IP order), removes duplicate lines, reverses, shuffles, keeps the first or last lines, filters by a regular expression, numbers, trims, wraps, joins, splits, or adds a prefix or suffix to every line.',
	keywords: ['lines', 'sort lines', 'sort', 'unique', 'uniq', 'remove duplicates', 'dedupe', 'reverse', 'tac', 'shuffle', 'head', 'tail', 'filter', 'grep', 'line numbers', 'add line numbers', 'nl', 'remove empty lines', 'trim', 'wrap', 'fold', 'join', 'split', 'prefix', 'suffix', 'natural sort', 'ip sort', 'list converter'],
	method: 'POST',
	path: '/text/lines',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: (input) => {
		const i = input as { input: string; action: string };
		return i.action !== 'filter' && i.input.length <= LIGHT_CALL_CHARS;
	},
	timeLimit: { ms: 5000, detail: 'the action ran longer than the time limit of 5,000 ms; send fewer lines or a simpler pattern' },
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`The text, one item a line (or split on \`delimiter\`); at most ${fmt(MAX_INPUT)} characters`)
			.meta(formHints({ multiline: 8, placeholder: 'banana\napple\ncherry\napple' })),
		action: z
			.enum(ACTIONS)
			.describe(
				'sort (`order`, `mode`, `case_insensitive`), unique (`count`, `case_insensitive`), reverse, shuffle (`seed`), head and tail (`n`), filter (`pattern`, `invert`, `case_insensitive`), number (`1 line`, as nl -ba -w1 -s" "), remove-empty, trim, wrap (`width`, as fold -s -w), join (`separator`), split (the text on `separator`, to lines), prefix and suffix (`text`)'
			),
		order: z.enum(ORDERS).default('asc').describe('sort: asc (default) or desc; equal lines keep their order either way'),
		mode: z
			.enum(SORT_MODES)
			.default('text')
			.describe('sort: text (by code point, as LC_ALL=C sort), numeric (the leading number, as sort -n; none counts as 0), natural (digit runs by value: file2 before file10), ip (IPv4 then IPv6 addresses by value, then the other lines)'),
		case_insensitive: z.boolean().default(false).describe('sort (text, natural), unique and filter: ignore case'),
		count: z.boolean().default(false).describe('unique: each line as `N line`, its count, a space and the line'),
		seed: integer().min(0).max(Number.MAX_SAFE_INTEGER).optional().describe("shuffle: the same seed gives the same order, Python's random.Random(seed).shuffle; without one the order is random"),
		n: integer().min(0).max(MAX_N).default(DEFAULT_N).describe(`head, tail: how many lines, 0-${fmt(MAX_N)}; default ${DEFAULT_N}`),
		pattern: z
			.string()
			.max(MAX_PATTERN)
			.optional()
			.describe(`filter: a JavaScript regular expression (Unicode mode) searched in each line; at most ${fmt(MAX_PATTERN)} characters; none keeps every line`)
			.meta(formHints({ monospace: true, placeholder: '^[a-c]' })),
		invert: z.boolean().default(false).describe('filter: keep the lines that do not match'),
		width: integer().min(1).max(MAX_WIDTH).default(DEFAULT_WIDTH).describe(`wrap: the widest line in columns, 1-${fmt(MAX_WIDTH)}; default ${DEFAULT_WIDTH}`),
		separator: z.string().max(MAX_AFFIX).default(DEFAULT_SEPARATOR).describe(`join: put between the lines; split: where to cut the text (not empty); default \`${DEFAULT_SEPARATOR}\``).meta(formHints({ monospace: true })),
		text: z.string().max(MAX_AFFIX).optional().describe(`prefix, suffix: what to add to each line; at most ${fmt(MAX_AFFIX)} characters`).meta(formHints({ placeholder: '- ' })),
		delimiter: z
			.string()
			.min(1, { error: errors.zod('empty') })
			.max(MAX_DELIMITER)
			.optional()
			.describe('What separates the lines, in and out; default a line break (\\n, and \\r\\n when reading)')
			.meta(formHints({ monospace: true }))
	}),
	output: z.object({
		output: z.string().describe('The lines after the action, joined with `delimiter` (no final one)'),
		count: z.int().describe('How many lines `output` holds (join: 1, or 0 for no lines)')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${fmt(MAX_INPUT)} characters; \`pattern\` not a regular expression; \`separator\` empty for split; \`delimiter\` empty` },
		{ status: 422, when: `the answer over ${fmt(MAX_OUTPUT)} characters (prefix, suffix, number, join, split)` }
	],
	examples: [
		{ name: 'Sort in natural order', input: { input: 'file10.txt\nfile2.txt\nFile1.txt\nfile1.txt', action: 'sort', mode: 'natural', case_insensitive: true } },
		{ name: 'Remove duplicates, with counts', input: { input: 'apple\nbanana\napple\ncherry\nbanana\napple', action: 'unique', count: true } },
		{ name: 'Sort IP addresses', input: { input: '10.0.0.10\n192.168.1.2\n10.0.0.9\n::1\n172.16.0.1', action: 'sort', mode: 'ip' } },
		{ name: 'Join lines with commas', input: { input: 'red\ngreen\nblue', action: 'join', separator: ', ' } }
	],
	run(input) {
		let pattern: RegExp | undefined;
		if (input.action === 'filter' && input.pattern) {
			try {
				pattern = new RegExp(input.pattern, input.case_insensitive ? 'iu' : 'u');
			} catch (err) {
				throw errors.error('pattern_invalid', { reason: (err as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '') }, { field: 'pattern' });
			}
		}
		if (input.action === 'split' && input.separator === '') throw errors.error('empty', {}, { field: 'separator' });
		try {
			return applyLines(input.input, {
				action: input.action,
				delimiter: input.delimiter ?? '\n',
				order: input.order,
				mode: input.mode,
				caseInsensitive: input.case_insensitive,
				count: input.count,
				seed: input.seed,
				n: input.n,
				pattern,
				invert: input.invert,
				width: input.width,
				separator: input.separator,
				text: input.text ?? '',
				maxOutput: MAX_OUTPUT
			});
		} catch (err) {
			if (err instanceof OutputTooLong) throw errors.error('output_too_long', { max: MAX_OUTPUT, got: err.got });
			throw err;
		}
	}
});

export const operations = [textLines];
