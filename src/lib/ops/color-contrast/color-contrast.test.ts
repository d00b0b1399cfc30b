import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { colorContrast } from './index.js';

describe('color-contrast cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

/** WCAG 2.x written out here from the definition (with its 0.03928 threshold), independently. */
function wcagRatio(a: number[], b: number[]): number {
	const lum = (rgb: number[]) => {
		const [r, g, bl] = rgb.map((v) => {
			const s = v / 255;
			return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
		});
		return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
	};
	const [l1, l2] = [lum(a), lum(b)];
	return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

const channel = fc.integer({ min: 0, max: 255 });
const rgb = fc.tuple(channel, channel, channel);
const hex = (c: number[]) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');

describe('properties', () => {
	it('the ratio and the four verdicts agree with the WCAG definition, in either order, in hex and rgb()', async () => {
		await fc.assert(
			fc.asyncProperty(rgb, rgb, async (a, b) => {
				const expected = wcagRatio(a, b);
				const r1 = await executeOperation(colorContrast, { foreground: hex(a), background: `rgb(${b.join(', ')})` }, { now: Date.now });
				const r2 = await executeOperation(colorContrast, { foreground: `rgb(${b.join(' ')})`, background: hex(a).toUpperCase() }, { now: Date.now });
				expect(r1.body).toEqual(r2.body);
				const body = r1.body as { ratio: number; aa_normal: boolean; aa_large: boolean; aaa_normal: boolean; aaa_large: boolean };
				expect(body.ratio).toBe(Math.round(expected * 100) / 100);
				expect(body.ratio).toBeGreaterThanOrEqual(1);
				expect(body.ratio).toBeLessThanOrEqual(21);
				// Away from the thresholds (the two sRGB thresholds differ by under 1e-4).
				for (const [key, min] of [['aa_normal', 4.5], ['aa_large', 3], ['aaa_normal', 7], ['aaa_large', 4.5]] as const) {
					if (Math.abs(expected - min) > 1e-3) expect(body[key]).toBe(expected >= min);
				}
			}),
			fuzzParameters()
		);
	});
});
