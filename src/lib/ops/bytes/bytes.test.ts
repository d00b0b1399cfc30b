import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { bytesOp, MAX_BYTES } from './index.js';

describe('bytes cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const run = async (input: Record<string, unknown>) => (await executeOperation(bytesOp, input, { now: Date.now })) as { status: number; body: { output: string; bytes: number; detail?: string } };

describe('properties', () => {
	it('xor, add then sub, not twice and reverse twice give the input back', async () => {
		await fc.assert(
			fc.asyncProperty(fc.uint8Array({ maxLength: 100 }), fc.uint8Array({ minLength: 1, maxLength: 9 }), async (data, key) => {
				const hex = Buffer.from(data).toString('hex');
				const k = Buffer.from(key).toString('hex');
				for (const [there, back] of [['xor', 'xor'], ['add', 'sub'], ['not', 'not'], ['reverse', 'reverse'], ['rotate-left', 'rotate-right']]) {
					const one = await run({ input: hex, input_encoding: 'hex', action: there, key: k, bits: 3 });
					const two = await run({ input: one.body.output, input_encoding: 'hex', action: back, key: k, bits: 3 });
					expect(two.body.output, there).toBe(hex);
				}
			}),
			fuzzParameters(0.5)
		);
	});

	it('caps the input at its bytes and names the field', async () => {
		const over = await run({ input: 'a'.repeat(MAX_BYTES + 1), action: 'not' });
		expect(over).toMatchObject({ status: 422, body: { detail: `input: must stand for at most ${MAX_BYTES.toLocaleString('en-US')} bytes, got ${(MAX_BYTES + 1).toLocaleString('en-US')}` } });
		expect((await run({ input: 'abc', action: 'pad', length: MAX_BYTES + 1 })).status).toBe(422);
	});
});
