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
		out = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/'[Number(rest % BigInt(base))] + out;
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
			fc.asyncProperty(fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }), fc.integer({ min: 2, max: 64 }), fc.integer({ min: 2, max: 64 }), async (n, from, to) => {
				// Up to base 36 either case reads; from 37 on the digits are case-sensitive.
				const digits = referenceDigits(n, from);
				const result = await convert({ value: from <= 36 ? digits.toUpperCase() : digits, from, to: [to, 10] });
				expect(result.status).toBe(200);
				expect((result.body as { results: Record<string, string> }).results).toEqual({ [String(to)]: referenceDigits(n, to), '10': n.toString() });
			}),
			fuzzParameters()
		);
	});

	it('value over 10,000 characters is 422; a base outside 2-64 is 422', async () => {
		expect(await convert({ value: '1'.repeat(10_001), from: 10 })).toMatchObject({ status: 422, body: { detail: 'value: must be at most 10,000 characters, got 10,001' } });
		expect((await convert({ value: '1'.repeat(10_000), from: 10 })).status).toBe(200);
		expect((await convert({ value: '1', from: 65 })).status).toBe(422);
		expect((await convert({ value: '1', from: 10, to: [1] })).status).toBe(422);
	});

	it('round trips: every encoding reads back what it writes', async () => {
		await fc.assert(
			fc.asyncProperty(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.constantFrom('8421', '7421', '4221', '2421', '84-2-1', 'excess-3', 'ibm-8421'), fc.boolean(), async (n, bcd_scheme, bcd_packed) => {
				const options = { bits: 64, signed: true, bcd_scheme, bcd_packed };
				const out = (await convert({ value: String(n), from: 10, to: ['twos-complement', 'bcd', 'varint'], ...options })).body as { results: Record<string, string> };
				for (const [from, value] of Object.entries(out.results)) {
					const back = (await convert({ value, from, to: [10], ...options })).body as { results: Record<string, string> };
					expect(back.results['10'], from).toBe(String(n));
				}
			}),
			fuzzParameters()
		);
	});

	it('floats: every double survives float64 hex and back', async () => {
		await fc.assert(
			fc.asyncProperty(fc.double({ noNaN: true }), async (x) => {
				const hex = ((await convert({ value: Object.is(x, -0) ? '-0' : String(x), from: 10, to: ['float64'] })).body as { results: { float64: string } }).results.float64;
				const view = new DataView(new ArrayBuffer(8));
				view.setFloat64(0, x);
				expect(hex).toBe([...new Uint8Array(view.buffer)].map((b) => b.toString(16).padStart(2, '0')).join(''));
			}),
			fuzzParameters()
		);
	});
});
