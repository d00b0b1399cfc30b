import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { cipherClassical, MAX_INPUT } from './index.js';

describe('cipher-classical cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const run = async (input: Record<string, unknown>) => (await executeOperation(cipherClassical, input, { now: Date.now })) as { status: number; body: { output: string; detail?: string } };

describe('properties', () => {
	it('decode undoes encode for every keyed text algorithm', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 80 }), fc.integer({ min: -100, max: 100 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 0, max: 20 }), async (text, shift, rails, offset) => {
				for (const settings of [
					{ algorithm: 'rot13' },
					{ algorithm: 'rot47' },
					{ algorithm: 'rot8000' },
					{ algorithm: 'atbash' },
					{ algorithm: 'caesar', shift },
					{ algorithm: 'vigenere', key: 'Lemon' },
					{ algorithm: 'affine', a: 7, b: shift },
					{ algorithm: 'rail-fence', rails, offset },
					{ algorithm: 'substitute', from: 'abc€', to: '€cab' }
				]) {
					const there = await run({ input: text, ...settings });
					const back = await run({ input: there.body.output, ...settings, direction: 'decode' });
					expect(back.body.output, settings.algorithm).toBe(text);
				}
			}),
			fuzzParameters(0.5)
		);
	});

	it('caps the input and names the field', async () => {
		const over = await run({ input: 'a'.repeat(MAX_INPUT + 1), algorithm: 'rot13' });
		expect(over.status).toBe(422);
		expect(over.body.detail).toMatch(/^input: /);
	});
});
