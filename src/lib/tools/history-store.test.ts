import { describe, expect, it } from 'vitest';
import { historyRecord, summarize } from './history-store.js';

describe('historyRecord', () => {
	it('leaves secret fields out by default and names them', () => {
		expect(historyRecord('otp-totp-generate', ['secret'], { secret: 'JBSWY3DPEHPK3PXP', digits: 6 }, 200, 5, false)).toEqual({
			tool: 'otp-totp-generate',
			at: 5,
			input: { digits: 6 },
			omitted: ['secret'],
			status: 200
		});
	});

	it('keeps them when the user opted in for the tool', () => {
		expect(historyRecord('jwt-decoder', ['token'], { token: 'a.b.c' }, 422, 5, true)).toMatchObject({ input: { token: 'a.b.c' }, omitted: [] });
	});

	it('copies the input (later edits to the form do not change the record)', () => {
		const input = { rgb: { r: 1, g: 2, b: 3 } };
		const record = historyRecord('color-converter', [], input, 200, 5, false);
		input.rgb.r = 9;
		expect(record.input).toEqual({ rgb: { r: 1, g: 2, b: 3 } });
	});
});

describe('summarize', () => {
	it('writes the input on one line, cut to length', () => {
		expect(summarize({ input: { input: 'a\nb', algorithms: ['md5'] }, omitted: [] })).toBe('input: a b · algorithms: ["md5"]');
		expect(summarize({ input: {}, omitted: ['token'] })).toBe('(no input)');
		expect(summarize({ input: {}, omitted: [] }, 90, '(sem entrada)')).toBe('(sem entrada)');
		expect(summarize({ input: { input: 'x'.repeat(200) }, omitted: [] }, 20)).toBe(`input: ${'x'.repeat(12)}…`);
	});
});
