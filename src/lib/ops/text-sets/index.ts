import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { errors } from './errors.js';
import { MAX_DELIMITER, MAX_LIST, MAX_PAIRS, MAX_POWER_SET_ITEMS, MAX_RESULT_CHARS, SET_ACTIONS } from './limits.js';
import { itemsOf, setOperation, SetTooLarge } from './text-sets.js';

export { MAX_LIST, MAX_PAIRS, MAX_POWER_SET_ITEMS, MAX_RESULT_CHARS };

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Union, intersection and the differences of lists of this many characters together are light
 * calls (one pass with a hash set: under 20 ms, docs/performance.md); a cartesian product or a
 * power set, whose answer grows with a product or a power, always runs in the pool.
 */
export const LIGHT_CALL_CHARS = 40_000;

export const textSets = defineOperation({
	id: 'text-sets',
	group: 'text',
	title: 'Set operations on lists',
	summary: 'Union, intersection, difference and symmetric difference of two lists, their cartesian product, or the power set of one list, in the order items first appear.',
	keywords: ['set', 'sets', 'union', 'intersection', 'difference', 'symmetric difference', 'set union', 'set intersection', 'set difference', 'cartesian product', 'power set', 'compare lists', 'list', 'common lines', 'lines'],
	method: 'POST',
	path: '/text/sets',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: (input) => {
		const i = input as { a: string; b?: string; action: string };
		return i.action !== 'cartesian' && i.action !== 'power-set' && i.a.length + (i.b?.length ?? 0) <= LIGHT_CALL_CHARS;
	},
	timeLimit: { ms: 5000, detail: 'the set operation ran longer than the time limit of 5,000 ms; send shorter lists' },
	input: z.object({
		a: stringOfAtMost(MAX_LIST)
			.describe(`The first list, one item a line (or split on \`delimiter\`); at most ${fmt(MAX_LIST)} characters`)
			.meta(formHints({ multiline: 6, placeholder: 'apple\nbanana\ncherry' })),
		b: stringOfAtMost(MAX_LIST)
			.optional()
			.describe(`The second list, read like \`a\` (power-set does not use it); at most ${fmt(MAX_LIST)} characters`)
			.meta(formHints({ multiline: 6, placeholder: 'banana\ncherry\ndate' })),
		action: z
			.enum(SET_ACTIONS)
			.describe(`union (a's items, then b's new ones), intersection (a's items also in b), difference (a's items not in b), symmetric-difference (a's items not in b, then b's not in a), cartesian (every pair [x, y], x from a, y from b; at most ${fmt(MAX_PAIRS)} pairs), power-set (every subset of a, smallest first; at most ${MAX_POWER_SET_ITEMS} items)`),
		delimiter: z
			.string()
			.min(1, { error: errors.zod('empty') })
			.max(MAX_DELIMITER)
			.optional()
			.describe('What separates the items of both lists; default a line break (\\n, or \\r\\n)')
			.meta(formHints({ monospace: true })),
		trim: z.boolean().default(false).describe('Remove the white space around each item first')
	}),
	output: z.object({
		result: z
			.array(z.union([z.string(), z.array(z.string())]))
			.describe('The items in the order they first appear: strings; for cartesian, pairs [x, y]; for power-set, subsets (arrays, the empty one first)'),
		count: z.int().describe('How many entries `result` has')
	}),
	errors: [
		{ status: 422, when: `\`a\` or \`b\` over ${fmt(MAX_LIST)} characters; \`delimiter\` empty` },
		{ status: 422, when: `power-set of more than ${MAX_POWER_SET_ITEMS} distinct items; a cartesian product of more than ${fmt(MAX_PAIRS)} pairs; an answer of more than ${fmt(MAX_RESULT_CHARS)} characters of items` }
	],
	examples: [
		{ name: 'Lines in both lists', input: { a: 'apple\nbanana\ncherry', b: 'banana\ncherry\ndate', action: 'intersection' } },
		{ name: 'Lines only in the first list', input: { a: 'apple\nbanana\ncherry', b: 'banana\ncherry\ndate', action: 'difference' } },
		{ name: 'Every pair of two lists', input: { a: 'S\nM\nL', b: 'red\nblue', action: 'cartesian' } },
		{ name: 'Every subset of a list', input: { a: 'x, y, z', action: 'power-set', delimiter: ',', trim: true } }
	],
	run(input) {
		const delimiter = input.delimiter ?? '\n';
		const a = itemsOf(input.a, delimiter, input.trim);
		const b = input.action === 'power-set' ? [] : itemsOf(input.b ?? '', delimiter, input.trim);
		try {
			const result = setOperation(input.action, a, b, { maxPowerSetItems: MAX_POWER_SET_ITEMS, maxPairs: MAX_PAIRS, maxResultChars: MAX_RESULT_CHARS });
			return { result, count: result.length };
		} catch (err) {
			if (err instanceof SetTooLarge) throw errors.error(err.id, err.values, { field: err.id === 'power_set_items' ? 'a' : undefined });
			throw err;
		}
	}
});

export const operations = [textSets];
