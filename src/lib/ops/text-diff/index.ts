import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { MAX_SIDE } from './limits.js';

// jsdiff loads on the first call, not with the registry.
const logic = lazyModule(() => import('./text-diff.js'));

export { MAX_SIDE };
/** jsdiff stops after this long and the operation answers 422 (very different long texts). */
export const DIFF_TIMEOUT_MS = 1_000;

export const textDiffOp = defineOperation({
	id: 'text-diff',
	group: 'text',
	title: 'Text diff',
	summary: 'Compares two texts by lines, words or characters: the changes, how many were added and deleted, and a unified patch.',
	keywords: ['diff', 'compare', 'difference', 'patch', 'unified diff', 'changes', 'text', 'merge', 'jsdiff'],
	method: 'POST',
	path: '/text/diff',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 3000, detail: 'the diff ran longer than the time limit of 3,000 ms; compare shorter texts' },
	input: z.object({
		old: stringOfAtMost(MAX_SIDE)
			.describe(`The original text; at most ${MAX_SIDE.toLocaleString('en-US')} characters`)
			.meta(formHints({ multiline: 6, monospace: true })),
		new: stringOfAtMost(MAX_SIDE)
			.describe(`The changed text; at most ${MAX_SIDE.toLocaleString('en-US')} characters`)
			.meta(formHints({ multiline: 6, monospace: true })),
		mode: z.enum(['lines', 'words', 'chars']).default('lines').describe('The unit compared; default lines'),
		context: integer().min(0).max(20).default(3).describe('Unchanged lines around each hunk of the unified diff, 0-20; default 3')
	}),
	output: z.object({
		changes: z
			.array(z.object({ op: z.enum(['equal', 'insert', 'delete']), value: z.string() }))
			.describe('In order: equal + delete values give old, equal + insert values give new'),
		additions: z.int().describe('Inserted units of the mode: lines, word or punctuation tokens, characters'),
		deletions: z.int().describe('Deleted units of the mode'),
		unified: z.string().nullable().describe('Lines mode: a unified diff (--- old / +++ new) that patch applies to old to give new; null in the other modes')
	}),
	errors: [
		{
			status: 422,
			when: `\`old\` or \`new\` missing or over ${MAX_SIDE.toLocaleString('en-US')} characters; texts too different to compare within ${DIFF_TIMEOUT_MS.toLocaleString('en-US')} ms`
		}
	],
	examples: [
		{ name: 'Lines', input: { old: 'apples\nbananas\ncherries\n', new: 'apples\nblueberries\ncherries\ndates\n' } },
		{ name: 'Words', input: { old: 'The quick brown fox jumps.', new: 'The quick red fox leaps.', mode: 'words' } }
	],
	prepare: logic.load,
	run(input) {
		const result = logic.get().textDiff(input.old, input.new, input.mode, input.context, DIFF_TIMEOUT_MS);
		if (!result) {
			throw errors.error('too_different', { ms: DIFF_TIMEOUT_MS }, { field: 'new' });
		}
		return result;
	}
});

export const operations = [textDiffOp];
