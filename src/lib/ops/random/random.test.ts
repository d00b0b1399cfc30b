import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { random } from './index.js';
import { isProbablePrime } from './prime.js';

describe('random cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

type Answer = { status: number; body: { values?: (number | string)[]; output?: string; detail?: string } };
const run = async (input: Record<string, unknown>) => (await executeOperation(random, input, { now: Date.now })) as Answer;

/** Python's pow-based Miller–Rabin (40 random bases), the oracle for primality; null when python3 is missing. */
function pythonPrimality(numbers: string[]): boolean[] | null {
	const script = `import json, random, sys
def is_prime(n):
    if n < 2: return False
    for p in [2,3,5,7,11,13,17,19,23,29,31,37]:
        if n % p == 0: return n == p
    d, s = n - 1, 0
    while d % 2 == 0: d //= 2; s += 1
    for a in [2,3,5,7,11,13,17,19,23,29,31,37] + [random.randrange(2, n - 1) for _ in range(40)]:
        x = pow(a, d, n)
        if x in (1, n - 1): continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1: break
        else: return False
    return True
print(json.dumps([is_prime(int(n)) for n in json.load(sys.stdin)]))`;
	try {
		return JSON.parse(execFileSync('python3', ['-c', script], { input: JSON.stringify(numbers) }).toString()) as boolean[];
	} catch {
		return null;
	}
}

describe('unseeded draws (crypto.getRandomValues): shapes, bounds and counts', () => {
	it('integers stay within [min, max], every value reachable', async () => {
		const { body } = await run({ action: 'integers', min: -3, max: 3, count: 10_000 });
		const values = body.values as number[];
		expect(values).toHaveLength(10_000);
		expect(new Set(values)).toEqual(new Set([-3, -2, -1, 0, 1, 2, 3]));
		// Each of 7 values expected 1,428.6 times; 1,200-1,650 is more than 6 standard deviations wide.
		for (let v = -3; v <= 3; v++) {
			const seen = values.filter((x) => x === v).length;
			expect(seen).toBeGreaterThan(1200);
			expect(seen).toBeLessThan(1650);
		}
	});

	it('unique integers are distinct, and the whole range when count is its size', async () => {
		const all = (await run({ action: 'integers', min: 1, max: 500, count: 500, unique: true })).body.values as number[];
		expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
		const big = (await run({ action: 'integers', min: 0, max: Number.MAX_SAFE_INTEGER, count: 1000, unique: true })).body.values as number[];
		expect(new Set(big).size).toBe(1000);
		expect(big.every((v) => Number.isSafeInteger(v) && v >= 0)).toBe(true);
	});

	it('decimals have at most `places` digits and stay in range', async () => {
		const values = (await run({ action: 'decimals', min: -2.5, max: 7.25, places: 3, count: 2000 })).body.values as number[];
		for (const v of values) {
			expect(v).toBeGreaterThanOrEqual(-2.5);
			expect(v).toBeLessThanOrEqual(7.25);
			expect(String(v).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(3);
		}
	});

	it('ports are unprivileged', async () => {
		const values = (await run({ action: 'port', count: 5000 })).body.values as number[];
		expect(Math.min(...values)).toBeGreaterThanOrEqual(1024);
		expect(Math.max(...values)).toBeLessThanOrEqual(65535);
	});

	it('bytes: the length asked, in hex, not all equal', async () => {
		const { output } = (await run({ action: 'bytes', length: 65_536 })).body;
		expect(output).toMatch(/^[0-9a-f]{131072}$/);
		expect(new Set(output!.match(/../g)).size).toBe(256);
	});

	it('pick gives distinct items of the list; shuffle a permutation', async () => {
		const items = Array.from({ length: 50 }, (_, i) => `item ${i}`);
		const picked = (await run({ action: 'pick', items, count: 20 })).body.values as string[];
		expect(new Set(picked).size).toBe(20);
		expect(picked.every((p) => items.includes(p))).toBe(true);
		const shuffled = (await run({ action: 'shuffle', items })).body.values as string[];
		expect([...shuffled].sort()).toEqual([...items].sort());
	});

	it('two unseeded calls differ; two seeded calls agree', async () => {
		const a = await run({ action: 'bytes', length: 32 });
		const b = await run({ action: 'bytes', length: 32 });
		expect(a.body.output).not.toBe(b.body.output);
		const c = await run({ action: 'bytes', length: 32, seed: 'same' });
		const d = await run({ action: 'bytes', length: 32, seed: 'same' });
		expect(c.body.output).toBe(d.body.output);
	});

	it('primes have exactly `bits` bits and are prime by Python\'s Miller–Rabin', async () => {
		const primes: { bits: number; value: string }[] = [];
		for (const bits of [8, 9, 16, 31, 32, 33, 53, 64, 100, 128, 256, 512]) {
			for (let i = 0; i < 3; i++) primes.push({ bits, value: (await run({ action: 'prime', bits })).body.values![0] as string });
		}
		for (const { bits, value } of primes) expect(BigInt(value).toString(2).length, value).toBe(bits);
		const verdicts = pythonPrimality(primes.map((p) => p.value));
		if (verdicts === null) return console.warn('python3 not found: the primality cross-check is skipped');
		expect(verdicts).toEqual(primes.map(() => true));
	});
});

describe('the primality test', () => {
	it('agrees with Python on every number below 5,000 and around 2^61 - 1, and refuses Carmichael numbers and strong pseudoprimes', () => {
		const numbers = [...Array.from({ length: 5000 }, (_, i) => BigInt(i)), ...Array.from({ length: 200 }, (_, i) => 2n ** 61n - 100n + BigInt(i))];
		// Carmichael numbers, then the least strong pseudoprimes to the first 4, 9, 12 primes as bases (OEIS A014233).
		const carmichael = [561n, 1105n, 1729n, 2465n, 2821n, 6601n, 8911n, 3215031751n, 3825123056546413051n, 318665857834031151167461n];
		const strs = [...numbers, ...carmichael].map(String);
		const verdicts = pythonPrimality(strs);
		const ours = [...numbers, ...carmichael].map((n) => isProbablePrime(n));
		for (const c of carmichael) expect(isProbablePrime(c), String(c)).toBe(false);
		if (verdicts === null) return console.warn('python3 not found: the primality cross-check is skipped');
		expect(ours).toEqual(verdicts);
	});
});

describe('de-bruijn', () => {
	const sequenceOf = async (input: Record<string, unknown>) => (await run({ action: 'de-bruijn', ...input })).body;

	it('holds every window of `order` symbols exactly once when read cyclically, k^n characters long', async () => {
		for (const [alphabet, order] of [['01', 1], ['01', 10], ['012', 7], ['abcdefghijklmnopqrstuvwxyz', 3], ['0123456789', 4], ['0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/', 2], ['🂡🂢é', 4]] as const) {
			const symbols = [...(await sequenceOf({ alphabet, order })).output!];
			const k = [...alphabet].length;
			expect(symbols).toHaveLength(k ** order);
			const windows = new Set<string>();
			for (let i = 0; i < symbols.length; i++) windows.add(Array.from({ length: order }, (_, j) => symbols[(i + j) % symbols.length]).join(''));
			expect(windows.size, `${alphabet} ${order}`).toBe(k ** order);
		}
	});

	it('a prefix (`length`) is the start of the whole sequence, and agrees with the Python oracle', async () => {
		const inputs = [
			{ alphabet: '01', order: 16 },
			{ alphabet: 'abcdefghijklmnopqrstuvwxyz', order: 4 },
			{ alphabet: 'abcdefghijklmnopqrstuvwxyz', order: 6, length: 5000 },
			{ alphabet: '0123456789', order: 5, length: 70_000, find: '99999' },
			{ alphabet: 'ab', order: 13, find: 'babababa' }
		];
		const ours = await Promise.all(inputs.map((i) => sequenceOf(i)));
		const whole = (await sequenceOf({ alphabet: 'abcdefghijklmnopqrstuvwxyz', order: 4 })).output!;
		expect((await sequenceOf({ alphabet: 'abcdefghijklmnopqrstuvwxyz', order: 4, length: 1234 })).output).toBe(whole.slice(0, 1234));
		let oracle: { output: string; offset?: number | null }[];
		try {
			oracle = JSON.parse(execFileSync('python3', ['src/lib/ops/random/oracle/de_bruijn_cases.py'], { input: JSON.stringify(inputs), maxBuffer: 64 << 20 }).toString());
		} catch {
			return console.warn('python3 not found: the de Bruijn cross-check is skipped');
		}
		ours.forEach((body, i) => expect(body, JSON.stringify(inputs[i])).toEqual(oracle[i]));
	});

	it('is light while it writes and searches at most 65,536 characters', () => {
		const light = (input: Record<string, unknown>) => random.lightCall!({ action: 'de-bruijn', ...input });
		expect(light({})).toBe(true);
		expect(light({ alphabet: 'abcdefghijklmnopqrstuvwxyz', order: 8, length: 65_536 })).toBe(true);
		expect(light({ alphabet: 'abcdefghijklmnopqrstuvwxyz', order: 4 })).toBe(false);
		expect(light({ alphabet: 'abcdefghijklmnopqrstuvwxyz', order: 8, length: 20, find: 'faab' })).toBe(false);
		expect(light({ alphabet: '01', order: 16, find: '1111' })).toBe(true);
	});
});
