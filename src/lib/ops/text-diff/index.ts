import { z } from 'zod';
import { defineOperation } from '../define.js';
import { formHints } from '../form-hints.js';
import { textDiffLogic } from './text-diff.js';

export const textDiff = defineOperation({
	id: 'text-diff',
	group: 'generation',
	title: 'TODO title',
	summary: 'TODO one sentence.',
	keywords: [],
	method: 'POST',
	path: '/text/diff',
	runs: 'anywhere',
	// Form hints on the fields (secret, multiline, widget, placeholder): src/lib/ops/form-hints.ts.
	input: z.object({ text: z.string().describe('TODO').meta(formHints({ multiline: 4 })) }),
	output: z.object({ result: z.string() }),
	errors: [{ status: 422, when: '`text` missing' }],
	examples: [{ name: 'Example', input: { text: 'hello' } }],
	run: (input) => ({ result: textDiffLogic(input.text) })
});

export const operations = [textDiff];
