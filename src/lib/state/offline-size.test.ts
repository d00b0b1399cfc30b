import { describe, expect, it } from 'vitest';
import { megabytes, percentText } from './offline-size.js';

describe('offline sizes in words', () => {
	it('writes megabytes of 10^6 bytes with one decimal, in the language’s notation', () => {
		// 17,612,345 bytes are 17.612345 MB: one decimal is 17.6 (the build's report rounds alike).
		expect(megabytes(17_612_345, 'en')).toBe('17.6');
		expect(megabytes(17_612_345, 'pt-BR')).toBe('17,6');
		expect(megabytes(17_612_345, 'es')).toBe('17,6');
		// Whole numbers keep their decimal, so a figure never jumps in width between updates.
		expect(megabytes(4_000_000, 'en')).toBe('4.0');
		expect(megabytes(0, 'en')).toBe('0.0');
		// Thousands are grouped as each language does (CLDR: Spanish groups from five digits).
		expect(megabytes(1_234_500_000, 'en')).toBe('1,234.5');
		expect(megabytes(1_234_500_000, 'pt-BR')).toBe('1.234,5');
	});

	it('writes a percentage as each language does', () => {
		expect(percentText(5, 'en')).toBe('5%');
		expect(percentText(5, 'pt-BR')).toBe('5%');
		// Spanish puts a no-break space before the sign (CLDR).
		expect(percentText(5, 'es')).toBe('5\u00a0%');
	});
});
