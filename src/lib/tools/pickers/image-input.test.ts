import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_FILE_BYTES, needsReencoding } from './image-input.js';

describe('image widget decisions', () => {
	it('sends PNG and JPEG files as they are up to the size that fits the limit; redraws the rest', () => {
		expect(needsReencoding('image/png', MAX_FILE_BYTES)).toBe(false);
		expect(needsReencoding('image/jpeg', 1000)).toBe(false);
		expect(needsReencoding('image/png', MAX_FILE_BYTES + 1)).toBe(true);
		expect(needsReencoding('image/webp', 1000)).toBe(true);
		expect(needsReencoding('image/heic', 1000)).toBe(true);
		// base64 of MAX_FILE_BYTES (RFC 4648: 4 characters per 3 bytes) plus the longest prefix fits 1,000,000.
		expect(Math.ceil(MAX_FILE_BYTES / 3) * 4 + 'data:image/jpeg;base64,'.length).toBeLessThanOrEqual(1_000_000);
	});

	it('fits any size within the maximum side, keeping the aspect ratio and never enlarging', () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 16, max: 4000 }), (w, h, max) => {
				const fit = fitWithin(w, h, max);
				expect(Math.max(fit.width, fit.height)).toBeLessThanOrEqual(Math.max(max, 1));
				expect(fit.width).toBeLessThanOrEqual(w);
				expect(fit.height).toBeLessThanOrEqual(h);
				if (Math.max(w, h) <= max) expect(fit).toEqual({ width: w, height: h });
				// The ratio is kept to within the rounding of one pixel.
				expect(Math.abs(fit.width / fit.height - w / h)).toBeLessThanOrEqual((w / h) * (1 / Math.min(fit.width, fit.height)) + 1 / fit.height + 1e-9);
			})
		);
	});
});
