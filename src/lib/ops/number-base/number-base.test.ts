import { execFileSync } from 'node:child_process';
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

describe('float lists (CyberChef To Float / From Float) against Python struct', () => {
	/** Python's struct on the same bytes and numbers; null when python3 is missing. */
	function python(jobs: { hex: string; size: 4 | 8; little: boolean; numbers: string[] }[]): { floats: string[]; packed: string }[] | null {
		const script = `import json, struct, sys
out = []
for j in json.load(sys.stdin):
    code = ('<' if j['little'] else '>') + ('f' if j['size'] == 4 else 'd')
    raw = bytes.fromhex(j['hex'])
    floats = [repr(x).replace('inf', 'Infinity') for x in struct.unpack(code[0] + str(len(raw) // j['size']) + code[1], raw)]
    packed = struct.pack(code[0] + str(len(j['numbers'])) + code[1], *[float(x) for x in j['numbers']]).hex()
    out.append({'floats': floats, 'packed': packed})
print(json.dumps(out))`;
		try {
			return JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(jobs) }).toString());
		} catch (err) {
			if ((err as { code?: string }).code === 'ENOENT') return null;
			throw err;
		}
	}

	it('reads every float of random bytes and writes random decimals as Python does', async () => {
		const jobs = fc.sample(
			fc.record({
				size: fc.constantFrom(4 as const, 8 as const),
				little: fc.boolean(),
				count: fc.integer({ min: 1, max: 12 }),
				seed: fc.uint8Array({ minLength: 96, maxLength: 96 }),
				numbers: fc.array(fc.double({ noNaN: true, noDefaultInfinity: true, min: -3e38, max: 3e38 }), { minLength: 1, maxLength: 12 })
			}),
			{ numRuns: 60, seed: 20261207 }
		).map(({ size, little, count, seed, numbers }) => ({
			size,
			little,
			hex: Array.from(seed.slice(0, size * count), (b) => b.toString(16).padStart(2, '0')).join(''),
			// float32: values it holds (Python refuses to pack one past its range; we write Infinity).
			numbers: (size === 4 ? numbers.map(Math.fround).filter(Number.isFinite) : numbers).map((x) => (Object.is(x, -0) ? '-0' : String(x)))
		}));
		const expected = python(jobs);
		if (expected === null) return console.warn('python3 not found: the struct cross-check is skipped');
		for (const [i, job] of jobs.entries()) {
			const from = job.size === 4 ? 'float32' : 'float64';
			const read = await convert({ value: job.hex, from, to: [10], delimiter: 'space', little_endian: job.little });
			// Python's repr and ECMAScript's String pick the same shortest digits but switch to exponents at
			// different sizes (1e-05 vs 0.00001): compare the values each list reads as, NaN included.
			const ours = (read.body as { results: Record<string, string> }).results['10'].split(' ').map(Number);
			const theirs = expected[i].floats.map(Number);
			expect(ours.length, job.hex).toBe(theirs.length);
			ours.forEach((x, k) => expect(Object.is(x, theirs[k]), `${job.hex} #${k}: ${x} vs ${theirs[k]}`).toBe(true));
			const written = await convert({ value: job.numbers.join(','), from: 10, to: [from], delimiter: 'comma', little_endian: job.little });
			expect((written.body as { results: Record<string, string> }).results[from], job.numbers.join(',')).toBe(expected[i].packed);
		}
	});
});
