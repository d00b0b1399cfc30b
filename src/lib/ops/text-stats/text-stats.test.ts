import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { textStatsOp } from './index.js';
import { textStats, type TextStats } from './text-stats.js';

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

describe('long texts are segmented a window at a time, with the same counts', () => {
	/** Intl.Segmenter over the whole text at once: the reference (affordable at these sizes). */
	const whole = (text: string, granularity: 'grapheme' | 'word' | 'sentence', counted: (s: Intl.SegmentData) => boolean) => {
		let n = 0;
		for (const s of new Intl.Segmenter('en', { granularity }).segment(text)) if (counted(s)) n++;
		return n;
	};
	// Pieces whose boundaries depend on what is around them: regional-indicator pairs, emoji ZWJ
	// sequences, combining marks, CR LF, contractions, decimals, abbreviations, quotes.
	const PIECES = ['Hello, world. ', '🇧🇷🇵🇹', '🇺', 'e\u0301\u0302', "can't ", '中文。', '👨‍👩‍👧 ', '\r\n', '3.14 ', 'Mr. Smith went. ', '"Yes!" she said. ', '\u0301', ' ', 'a', '.'];

	it('agrees with one whole-text segmentation on texts of several windows', () => {
		fc.assert(
			fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 100, maxLength: 600 }), (pieces) => {
				const text = pieces.join('');
				const stats = textStats(text);
				expect(stats.characters).toBe(whole(text, 'grapheme', () => true));
				expect(stats.words).toBe(whole(text, 'word', (s) => s.isWordLike === true));
				expect(stats.sentences).toBe(whole(text, 'sentence', (s) => /\S/.test(s.segment)));
			}),
			fuzzParameters(0.4)
		);
	});

	it('one cluster longer than a window (a letter with 5,000 combining marks) is one character', () => {
		expect(textStats('e' + '\u0301'.repeat(5000) + 'x').characters).toBe(2);
	});
});
