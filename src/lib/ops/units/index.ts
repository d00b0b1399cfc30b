import { z } from 'zod';
import { defineOperation } from '../define.js';
import { formHints } from '../form-hints.js';
import { unitsLogic } from './units.js';

export const units = defineOperation({
	id: 'units',
	group: 'generation',
	title: 'TODO title',
	summary: 'TODO one sentence.',
	keywords: [],
	method: 'POST',
	path: '/units',
	runs: 'anywhere',
	// Form hints on the fields (secret, multiline, widget, placeholder): src/lib/ops/form-hints.ts.
	input: z.object({ text: z.string().describe('TODO').meta(formHints({ multiline: 4 })) }),
	output: z.object({ result: z.string() }),
	errors: [{ status: 422, when: '`text` missing' }],
	examples: [{ name: 'Example', input: { text: 'hello' } }],
	run: (input) => ({ result: unitsLogic(input.text) })
});

export const operations = [units];
