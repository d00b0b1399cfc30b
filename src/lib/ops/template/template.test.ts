import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { MAX_DATA, MAX_TEMPLATE, template } from './index.js';

describe('template cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Answer = { status: number; body: { output: string; detail?: string } };
const run = async (input: Record<string, unknown>) => (await executeOperation(template, input, { now: Date.now })) as Answer;

describe('limits', () => {
	it('caps the template, each partial and the data, naming the field', async () => {
		expect((await run({ template: 'x'.repeat(MAX_TEMPLATE + 1), data: {} })).body.detail).toBe('template: must be at most 65,536 characters, got 65,537');
		expect((await run({ template: '', data: {}, partials: { big: 'x'.repeat(MAX_TEMPLATE + 1) } })).body.detail).toBe('partials: the partial "big" is over 65,536 characters');
		const data = { s: 'x'.repeat(MAX_DATA) };
		expect((await run({ template: '', data })).body.detail).toBe(`data: must be at most 262,144 characters written as JSON, got ${JSON.stringify(data).length.toLocaleString('en-US')}`);
	});

	it('answers 422, never a crash, for sections nested thousands deep', async () => {
		const depth = 5_000;
		const answer = await run({ template: '{{#a}}'.repeat(depth) + '{{/a}}'.repeat(depth), data: { a: { a: 1 } } });
		expect([200, 422]).toContain(answer.status);
	});

	it('renders the same twice (no template cache shared between calls)', async () => {
		const first = await run({ template: '{{x}}', data: { x: 1 } });
		const second = await run({ template: '{{x}}', data: { x: 2 } });
		expect([first.body.output, second.body.output]).toEqual(['1', '2']);
	});
});
