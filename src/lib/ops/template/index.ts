import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { templateLogic } from './template.js';

export const template = defineOperation({
	id: 'template',
	group: 'generation',
	title: 'TODO title',
	summary: 'TODO one sentence.',
	keywords: [],
	method: 'POST',
	path: '/template',
	runs: 'anywhere',
	// 'light': linear in an input the schema caps (a few ms at the cap); anything costlier is
	// 'heavy' and declares a timeLimit (src/lib/engine/define.ts, docs/security.md "Bounded execution").
	cost: 'light',
	// Form hints on the fields (secret, multiline, widget, placeholder): src/lib/ops/form-hints.ts.
	input: z.object({ text: z.string().describe('TODO').meta(formHints({ multiline: 4 })) }),
	output: z.object({ result: z.string() }),
	errors: [{ status: 422, when: '`text` missing' }],
	examples: [{ name: 'Example', input: { text: 'hello' } }],
	run: (input) => ({ result: templateLogic(input.text) })
});

export const operations = [template];
