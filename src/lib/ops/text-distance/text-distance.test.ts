import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { codePoints, hamming, jaroWinkler, lcsLength, levenshtein, optimalStringAlignment, round4 } from './distance.js';
import { MAX_TEXT, textDistance } from './index.js';

describe('text-distance cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

describe('properties', () => {
	const text = fc.string({ maxLength: 12, unit: fc.constantFrom('a', 'b', 'c', 'é', '😀') });

	it('the measures bound each other as their definitions say', () => {
		fc.assert(
			fc.property(text, text, (x, y) => {
				const [a, b] = [codePoints(x), codePoints(y)];
				const lev = levenshtein(a, b);
				const osa = optimalStringAlignment(a, b);
				const lcs = lcsLength(a, b);
				expect(lev).toBe(levenshtein(b, a));
				expect(osa).toBeLessThanOrEqual(lev);
				expect(lev).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
				// Deleting what is not in the LCS and inserting the rest is an edit script.
				expect(lev).toBeLessThanOrEqual(a.length + b.length - 2 * lcs);
				const ham = hamming(a, b);
				if (ham !== null) expect(lev).toBeLessThanOrEqual(ham);
				const jw = jaroWinkler(a, b);
				expect(jw).toBeGreaterThanOrEqual(0);
				expect(jw).toBeLessThanOrEqual(1);
				if (x === y) expect(jw).toBe(1);
			}),
			fuzzParameters(1)
		);
	});

	it('rounds ties to even, as Python round(x, 4)', () => {
		expect(round4(0.03125)).toBe(0.0312);
		expect(round4(0.09375)).toBe(0.0938);
		expect(round4(1 / 3)).toBe(0.3333);
		expect(round4(2 / 3)).toBe(0.6667);
	});
});

describe('limits', () => {
	it('caps each text and names the field', async () => {
		const over = (await executeOperation(textDistance, { a: 'x', b: 'y'.repeat(MAX_TEXT + 1) }, { now: Date.now })) as { status: number; body: { detail: string } };
		expect(over.status).toBe(422);
		expect(over.body.detail).toMatch(/^b: must be at most 5,000 characters/);
	});

	it('is a light call for short pairs only', () => {
		expect(textDistance.lightCall!({ a: 'kitten', b: 'sitting' })).toBe(true);
		expect(textDistance.lightCall!({ a: 'x'.repeat(MAX_TEXT), b: 'y'.repeat(MAX_TEXT) })).toBe(false);
	});
});
