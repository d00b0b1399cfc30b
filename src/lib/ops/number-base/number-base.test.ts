import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { numberBase } from './index.js';

describe('number-base cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

const convert = async (input: Record<string, unknown>) => executeOperation(numberBase, input, { now: Date.now });

/**
 * An independent Roman numeral writer: each decimal digit by the table of its place
 * (the classic units / tens / hundreds / thousands table), not the greedy value list under test.
 */
function referenceRoman(n: number): string {
	const places = [
		['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'],
		['', 'X', 'XX', 'XXX', 'XL', 'L', 'LX', 'LXX', 'LXXX', 'XC'],
		['', 'C', 'CC', 'CCC', 'CD', 'D', 'DC', 'DCC', 'DCCC', 'CM'],
		['', 'M', 'MM', 'MMM']
	];
	return [...String(n)].reverse().map((d, place) => places[place][Number(d)]).reverse().join('');
}

/** An independent base writer: repeated division with BigInt arithmetic. */
function referenceDigits(n: bigint, base: number): string {
	if (n === 0n) return '0';
	const negative = n < 0n;
	let rest = negative ? -n : n;
	let out = '';
	while (rest > 0n) {
		out = '0123456789abcdefghijklmnopqrstuvwxyz'[Number(rest % BigInt(base))] + out;
		rest /= BigInt(base);
	}
	return (negative ? '-' : '') + out;
}

describe('properties', () => {
	it('every number 1-3999 to Roman and back, against the place-table writer', async () => {
		const to = await Promise.all(Array.from({ length: 3999 }, (_, i) => convert({ value: String(i + 1), from: 10, to: ['roman'] })));
		to.forEach((r, i) => expect((r.body as { results: { roman: string } }).results.roman).toBe(referenceRoman(i + 1)));
		for (let n = 1; n <= 3999; n += 7) {
			const back = await convert({ value: referenceRoman(n).toLowerCase(), from: 'roman', to: [10] });
			expect((back.body as { results: Record<string, string> }).results['10']).toBe(String(n));
		}
	});

	it('any integer written in any base reads back, and agrees with repeated division', async () => {
		await fc.assert(
			fc.asyncProperty(fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }), fc.integer({ min: 2, max: 36 }), fc.integer({ min: 2, max: 36 }), async (n, from, to) => {
				const result = await convert({ value: referenceDigits(n, from).toUpperCase(), from, to: [to, 10] });
				expect(result.status).toBe(200);
				expect((result.body as { results: Record<string, string> }).results).toEqual({ [String(to)]: referenceDigits(n, to), '10': n.toString() });
			}),
			fuzzParameters()
		);
	});

	it('value over 10,000 characters is 422; a base outside 2-36 is 422', async () => {
		expect(await convert({ value: '1'.repeat(10_001), from: 10 })).toMatchObject({ status: 422, body: { detail: 'value: must be at most 10,000 characters, got 10,001' } });
		expect((await convert({ value: '1'.repeat(10_000), from: 10 })).status).toBe(200);
		expect((await convert({ value: '1', from: 37 })).status).toBe(422);
		expect((await convert({ value: '1', from: 10, to: [1] })).status).toBe(422);
	});
});
