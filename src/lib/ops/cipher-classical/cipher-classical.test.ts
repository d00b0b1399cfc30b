import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { cipherClassical, MAX_INPUT } from './index.js';
import { LS47_LETTERS } from './ls47.js';

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

	it('decode undoes encode for the ciphers added later (Bifid up to J → I, the Caesar box up to spaces)', async () => {
		const ls47Text = fc.string({ unit: fc.constantFrom(...Array.from(LS47_LETTERS)), maxLength: 60 });
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 80 }), ls47Text, ls47Text, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 20 }), async (text, message, password, height, padding) => {
				for (const [settings, given, expected] of [
					[{ algorithm: 'bifid', key: 'Jumble' }, text, text.replace(/J/g, 'I').replace(/j/g, 'i')],
					[{ algorithm: 'caesar-box', height }, text, text.replace(/ /g, '')],
					[{ algorithm: 'cetacean' }, text, text],
					[{ algorithm: 'citrix-ctx1' }, text, text],
					[{ algorithm: 'ls47', key: password, padding, signature: 'sig' }, message, `${message}---sig`]
				] as const) {
					const there = await run({ input: given, ...settings });
					const back = await run({ input: there.body.output, ...settings, direction: 'decode' });
					expect(back.body.output, settings.algorithm).toBe(expected);
				}
			}),
			fuzzParameters(0.5)
		);
	});

	it('LS47 pads with fresh random characters each time', async () => {
		const settings = { input: 'same_message', algorithm: 'ls47', key: 'k3y', padding: 10 };
		const [a, b] = [await run(settings), await run(settings)];
		expect(a.body.output).toHaveLength(10 + 'same_message---'.length);
		expect(a.body.output).not.toBe(b.body.output);
	});

	it('caps the input and names the field', async () => {
		const over = await run({ input: 'a'.repeat(MAX_INPUT + 1), algorithm: 'rot13' });
		expect(over.status).toBe(422);
		expect(over.body.detail).toMatch(/^input: /);
	});
});
