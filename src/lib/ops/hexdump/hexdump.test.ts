import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { hexdump, MAX_BYTES } from './index.js';

describe('hexdump cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const run = async (input: Record<string, unknown>) => (await executeOperation(hexdump, input, { now: Date.now })) as { status: number; body: { output: string; bytes: number; detail?: string } };

describe('against xxd and hexdump on random bytes', () => {
	it('every style and width equals the tool, and parses back', async () => {
		await fc.assert(
			fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.integer({ min: 1, max: 40 }), fc.constantFrom('xxd', 'canonical', 'plain'), async (bytes, width, style) => {
				const buffer = Buffer.from(bytes);
				const args = style === 'canonical' ? ['hexdump', '-C'] : ['xxd', ...(style === 'plain' ? ['-p'] : []), '-c', String(width)];
				const tool = execFileSync(args[0], args.slice(1), { input: buffer }).toString();
				const answer = await run({ input: buffer.toString('base64'), input_encoding: 'base64', direction: 'dump', style, ...(style === 'canonical' ? {} : { width }) });
				expect(answer.body.output).toBe(tool);
				const back = await run({ input: tool, direction: 'parse', output_encoding: 'hex' });
				expect(back.body.output).toBe(buffer.toString('hex'));
			}),
			fuzzParameters(0.5)
		);
	});

	it('refuses more bytes than the cap, naming input', async () => {
		const answer = await run({ input: 'ab'.repeat(MAX_BYTES + 1), input_encoding: 'hex', direction: 'dump' });
		expect(answer.status).toBe(422);
		expect(answer.body.detail).toMatch(/^input: must (stand for|be) at most/);
	});
});
