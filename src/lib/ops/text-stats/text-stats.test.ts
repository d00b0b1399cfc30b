import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../execute.js';
import { cases } from './cases.js';
import { textStatsOp } from './index.js';
import type { TextStats } from './text-stats.js';

describe('text-stats cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const stats = async (input: string) => {
	const result = await executeOperation(textStatsOp, { input }, { now: Date.now });
	expect(result.status).toBe(200);
	return result.body as TextStats;
};

describe('properties (references: Buffer.byteLength, Array.from, String.split)', () => {
	it('code points, UTF-8 bytes and lines agree with independent counts; characters ≤ code points', async () => {
		await fc.assert(
			fc.asyncProperty(fc.string({ maxLength: 80, unit: fc.oneof(fc.constant('\n'), fc.constant('\r\n'), fc.constant(' '), fc.constant('.'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2 })) }), async (text) => {
				const s = await stats(text);
				expect(s.code_points).toBe(Array.from(text).length);
				expect(s.bytes_utf8).toBe(Buffer.byteLength(text, 'utf8'));
				expect(s.lines).toBe(text === '' ? 0 : text.split(/\r\n|\r|\n/).length);
				expect(s.characters).toBeLessThanOrEqual(s.code_points);
				expect(s.reading_time_seconds).toBe(Math.ceil((s.words * 60) / 238));
			}),
			fuzzParameters()
		);
	});

	it('space-separated ASCII words are counted one each', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(fc.stringMatching(/^[a-z]{1,10}$/), { maxLength: 30 }), async (words) => {
				expect((await stats(words.join(' '))).words).toBe(words.length);
			}),
			fuzzParameters()
		);
	});

	it('input over 500,000 characters is 422', async () => {
		const result = await executeOperation(textStatsOp, { input: 'a'.repeat(500_001) }, { now: Date.now });
		expect(result).toMatchObject({ status: 422, body: { detail: 'input: must be at most 500,000 characters, got 500,001', code: 'invalid_input' } });
	});
});
