import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { errors } from './errors.js';
import { ACTIONS, DEFAULT_N, DEFAULT_PAD, DEFAULT_PATH_SEPARATOR, DEFAULT_SEPARATOR, DEFAULT_WIDTH, LIST_SORTS, MAX_AFFIX, MAX_DELIMITER, MAX_INPUT, MAX_N, MAX_OUTPUT, MAX_PAD, MAX_PATTERN, MAX_WIDTH, ORDERS, PAD_SIDES, REVERSE_BY, SORT_MODES, TREE_STYLES } from './limits.js';
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
	summary: 'Sorts (text, numeric, natural, IP, hex or length order), removes duplicate lines, reverses, shuffles, keeps the first or last lines, filters by a regular expression, numbers or un-numbers, trims, pads, wraps, joins, splits, adds a prefix or suffix to every line, expands alphabet ranges, draws a file tree from paths, or converts a list in one go.',
	keywords: ['lines', 'sort lines', 'sort', 'unique', 'uniq', 'remove duplicates', 'dedupe', 'reverse', 'tac', 'shuffle', 'head', 'tail', 'filter', 'grep', 'line numbers', 'add line numbers', 'nl', 'remove empty lines', 'trim', 'wrap', 'fold', 'join', 'split', 'prefix', 'suffix', 'natural sort', 'ip sort', 'list converter', 'remove line numbers', 'pad lines', 'expand alphabet range', 'file tree', 'tree', 'rev', 'reverse string', 'hard wrap', 'sort by length', 'hex sort'],
	method: 'POST',
	path: '/text/lines',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: (input) => {
		const i = input as { input: string; action: string };
		// expand-range is never light: three characters can name a million.
		return i.action !== 'filter' && i.action !== 'expand-range' && i.input.length <= LIGHT_CALL_CHARS;
	},
	timeLimit: { ms: 5000, detail: 'the action ran longer than the time limit of 5,000 ms; send fewer lines or a simpler pattern' },
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`The text, one item a line (or split on \`delimiter\`); at most ${fmt(MAX_INPUT)} characters`)
			.meta(formHints({ multiline: 8, placeholder: 'banana\napple\ncherry\napple' })),
		action: z
			.enum(ACTIONS)
			.describe(
				'sort (`order`, `mode`, `case_insensitive`), unique (`count`, `case_insensitive`), reverse (`by`), shuffle (`seed`), head and tail (`n`), filter (`pattern`, `invert`, `case_insensitive`), number (`1 line`, as nl -ba -w1 -s" "), remove-empty, trim, wrap (`width`, `hard`; as fold -s -w, or fold -w), join (`separator`), split (the text on `separator`, to lines), prefix and suffix (`text`), remove-numbers (the leading line number, as CyberChef\'s Remove line numbers), pad (`side`, `length`, `character`), expand-range (`a-e` to `a,b,c,d,e`, joined with `separator`), file-tree (`path_separator`, `tree_style`), list (IT-Tools\' list converter: `lower_case`, `remove_duplicates`, `reverse_list`, `list_sort`, `trim_items`, `item_prefix`, `item_suffix`, `separator`, `line_breaks`, `list_prefix`, `list_suffix`)'
			),
		order: z.enum(ORDERS).default('asc').describe('sort: asc (default) or desc; equal lines keep their order either way'),
		mode: z
			.enum(SORT_MODES)
			.default('text')
			.describe('sort (and list\'s `list_sort`): text (by code point, as LC_ALL=C sort), numeric (the leading number, as sort -n; none counts as 0), natural (digit runs by value: file2 before file10), ip (IPv4 then IPv6 addresses by value, then the other lines), hex (the leading hexadecimal number, an optional 0x; none counts as 0), length (by length in characters; equal lengths keep their order)'),
		case_insensitive: z.boolean().default(false).describe('sort (text, natural), unique and filter: ignore case'),
		by: z.enum(REVERSE_BY).default('line').describe('reverse: line (the order of the lines, as tac; default), character (the whole text backwards, as CyberChef\'s Reverse by character: rev then tac), line-characters (each line backwards in place, as rev)'),
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
		hard: z.boolean().default(false).describe('wrap: cut every line at exactly `width` columns, inside words too (as fold -w and CyberChef\'s Wrap), instead of after the last space (fold -s)'),
		separator: z.string().max(MAX_AFFIX).default(DEFAULT_SEPARATOR).describe(`join: put between the lines; split: where to cut the text (not empty); expand-range: put between the characters (empty for none); list: put between the items; default \`${DEFAULT_SEPARATOR}\``).meta(formHints({ monospace: true })),
		text: z.string().max(MAX_AFFIX).optional().describe(`prefix, suffix: what to add to each line; at most ${fmt(MAX_AFFIX)} characters`).meta(formHints({ placeholder: '- ' })),
		side: z.enum(PAD_SIDES).default('start').describe('pad: add the padding at the start (default) or the end of each line'),
		length: integer().min(0).max(MAX_PAD).default(DEFAULT_PAD).describe(`pad: how many characters to add to each line, 0-${fmt(MAX_PAD)}; default ${DEFAULT_PAD} (as CyberChef's Pad lines: added, not a width to reach)`),
		character: z.string().max(2).default(' ').describe('pad: the character added, exactly one; default a space').meta(formHints({ monospace: true })),
		path_separator: z
			.string()
			.min(1, { error: errors.zod('empty') })
			.max(MAX_DELIMITER)
			.default(DEFAULT_PATH_SEPARATOR)
			.describe('file-tree: what separates the folders of a path; default `/`')
			.meta(formHints({ monospace: true })),
		tree_style: z.enum(TREE_STYLES).default('ascii').describe('file-tree: ascii (`|---name`, CyberChef\'s drawing; default) or lines (`├── name`, `└── name`, as tree --fromfile draws it)'),
		lower_case: z.boolean().default(false).describe('list: lower-case every item first'),
		remove_duplicates: z.boolean().default(true).describe('list: drop repeated items, keeping the first (default on, as IT-Tools)'),
		reverse_list: z.boolean().default(false).describe('list: reverse the order of the items'),
		list_sort: z.enum(LIST_SORTS).default('none').describe('list: none (default), asc or desc, in the order `mode` names'),
		trim_items: z.boolean().default(true).describe('list: remove white space around each item (default on, as IT-Tools); empty items are always dropped'),
		item_prefix: z.string().max(MAX_AFFIX).optional().describe('list: text before each item (`"`, `<li>`)').meta(formHints({ monospace: true })),
		item_suffix: z.string().max(MAX_AFFIX).optional().describe('list: text after each item').meta(formHints({ monospace: true })),
		list_prefix: z.string().max(MAX_AFFIX).optional().describe('list: text before the whole list (`[`, `<ul>`)').meta(formHints({ monospace: true })),
		list_suffix: z.string().max(MAX_AFFIX).optional().describe('list: text after the whole list').meta(formHints({ monospace: true })),
		line_breaks: z.boolean().default(false).describe('list: a line break after each separator, and the list prefix and suffix on lines of their own'),
		delimiter: z
			.string()
			.min(1, { error: errors.zod('empty') })
			.max(MAX_DELIMITER)
			.optional()
			.describe('What separates the lines, in and out; default a line break (\\n, and \\r\\n when reading)')
			.meta(formHints({ monospace: true }))
	}),
	output: z.object({
		output: z.string().describe('The lines after the action, joined with `delimiter` (no final one); list: the converted list'),
		count: z.int().describe('How many lines `output` holds (join: 1, or 0 for no lines; list: how many items)')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${fmt(MAX_INPUT)} characters; \`pattern\` not a regular expression; \`separator\` empty for split; \`delimiter\` or \`path_separator\` empty; \`character\` not one character` },
		{ status: 422, when: `the answer over ${fmt(MAX_OUTPUT)} characters (prefix, suffix, number, join, split, pad, expand-range, file-tree, list)` }
	],
	examples: [
		{ name: 'Sort in natural order', input: { input: 'file10.txt\nfile2.txt\nFile1.txt\nfile1.txt', action: 'sort', mode: 'natural', case_insensitive: true } },
		{ name: 'Remove duplicates, with counts', input: { input: 'apple\nbanana\napple\ncherry\nbanana\napple', action: 'unique', count: true } },
		{ name: 'Sort IP addresses', input: { input: '10.0.0.10\n192.168.1.2\n10.0.0.9\n::1\n172.16.0.1', action: 'sort', mode: 'ip' } },
		{ name: 'Join lines with commas', input: { input: 'red\ngreen\nblue', action: 'join', separator: ', ' } },
		{ name: 'Draw a file tree', input: { input: 'src/lib/a.ts\nsrc/lib/b.ts\nsrc/main.ts\nREADME.md', action: 'file-tree', tree_style: 'lines' } },
		{ name: 'Convert a list', input: { input: 'Banana\napple\n\nCherry\napple\nBANANA', action: 'list', lower_case: true, list_sort: 'asc', item_prefix: "'", item_suffix: "'", separator: ', ' } }
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
		if (input.action === 'pad' && Array.from(input.character).length !== 1) throw errors.error('one_character', {}, { field: 'character' });
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
				maxOutput: MAX_OUTPUT,
				reverseBy: input.by,
				hard: input.hard,
				padSide: input.side,
				padding: input.character.repeat(input.length),
				pathSeparator: input.path_separator,
				treeStyle: input.tree_style,
				list: {
					lowerCase: input.lower_case,
					trimItems: input.trim_items,
					removeDuplicates: input.remove_duplicates,
					reverseList: input.reverse_list,
					listSort: input.list_sort,
					itemPrefix: input.item_prefix ?? '',
					itemSuffix: input.item_suffix ?? '',
					listPrefix: input.list_prefix ?? '',
					listSuffix: input.list_suffix ?? '',
					lineBreaks: input.line_breaks
				}
			});
		} catch (err) {
			if (err instanceof OutputTooLong) throw errors.error('output_too_long', { max: MAX_OUTPUT, got: err.got });
			throw err;
		}
	}
});

export const operations = [textLines];
