import { MersenneTwister } from './mt19937.js';

/** Where random 32-bit words come from: the platform's CSPRNG, or a seeded Mersenne Twister. */
export interface WordSource {
	uint32(): number;
}

/** crypto.getRandomValues (Node's webcrypto and the browser's alike), read 1 KiB at a time. */
export class CryptoWords implements WordSource {
	private readonly buffer = new Uint32Array(256);
	private index = 256;

	uint32(): number {
		if (this.index >= this.buffer.length) {
			crypto.getRandomValues(this.buffer);
			this.index = 0;
		}
		return this.buffer[this.index++];
	}
}

/** The seeded source when `seed` is given, else the cryptographic one. */
export function wordSource(seed: number | string | undefined): WordSource {
	return seed === undefined ? new CryptoWords() : new MersenneTwister(seed);
}

/**
 * The draws of CPython's `random.Random` (Lib/random.py, 3.11) over any source of 32-bit words,
 * step for step, so a seeded answer equals Python's for the same seed: `getrandbits`,
 * `_randbelow_with_getrandbits` (rejection over n.bit_length() bits), `randint`, `shuffle`,
 * `sample` and `randbytes`. With the cryptographic source the same algorithms are unbiased draws.
 */
export class Draws {
	constructor(private readonly words: WordSource) {}

	/** getrandbits(k): k ≤ 32 takes the top bits of one word; more fills words from the least significant up. */
	bits(k: number): bigint {
		if (k <= 32) return k === 0 ? 0n : BigInt(this.words.uint32() >>> (32 - k));
		let result = 0n;
		let shift = 0n;
		for (let left = k; left > 0; left -= 32) {
			let word = this.words.uint32();
			if (left < 32) word >>>= 32 - left;
			result |= BigInt(word) << shift;
			shift += 32n;
		}
		return result;
	}

	/** A uniform integer in [0, n), n a safe integer ≥ 1: getrandbits(n.bit_length()) until below n, as Python does. */
	below(n: number): number {
		const k = bitLength(n);
		if (k <= 32) {
			for (;;) {
				const r = this.words.uint32() >>> (32 - k);
				if (r < n) return r;
			}
		}
		if (k > 53) return Number(this.belowBig(BigInt(n)));
		// getrandbits(k) for 32 < k ≤ 53: the first word is the low 32 bits, the second's top k − 32 bits the rest.
		for (;;) {
			const low = this.words.uint32();
			const r = low + (this.words.uint32() >>> (64 - k)) * 2 ** 32;
			if (r < n) return r;
		}
	}

	belowBig(n: bigint): bigint {
		const k = n.toString(2).length;
		for (;;) {
			const r = this.bits(k);
			if (r < n) return r;
		}
	}

	/** randint(a, b): a + _randbelow(b - a + 1); a and b safe integers. */
	int(a: number, b: number): number {
		const span = b - a + 1;
		if (b - a < Number.MAX_SAFE_INTEGER) return a + this.below(span);
		return Number(BigInt(a) + this.belowBig(BigInt(b) - BigInt(a) + 1n));
	}

	/** shuffle(x): Fisher–Yates from the end, j = _randbelow(i + 1); a new array. */
	shuffle<T>(items: readonly T[]): T[] {
		const x = items.slice();
		for (let i = x.length - 1; i > 0; i--) {
			const j = this.below(i + 1);
			[x[i], x[j]] = [x[j], x[i]];
		}
		return x;
	}

	/**
	 * sample(population, k): k distinct positions of a population of n, as Python picks them —
	 * a shrinking pool when n is small next to k, else rejection of positions already taken.
	 * `at(i)` gives the i-th element, so a range of integers need not be built.
	 */
	sample<T>(n: number, k: number, at: (i: number) => T): T[] {
		let setsize = 21;
		if (k > 5) setsize += 4 ** Math.ceil(Math.log(k * 3) / Math.log(4));
		const result: T[] = [];
		if (n <= setsize) {
			const pool = Array.from({ length: n }, (_, i) => i);
			for (let i = 0; i < k; i++) {
				const j = this.below(n - i);
				result.push(at(pool[j]));
				pool[j] = pool[n - i - 1];
			}
			return result;
		}
		const selected = new Set<number>();
		for (let i = 0; i < k; i++) {
			let j = this.below(n);
			while (selected.has(j)) j = this.below(n);
			selected.add(j);
			result.push(at(j));
		}
		return result;
	}

	/** randbytes(n): getrandbits(8n).to_bytes(n, 'little'). */
	bytes(n: number): Uint8Array {
		const out = new Uint8Array(n);
		let i = 0;
		for (let left = n * 8; left > 0; left -= 32) {
			let word = this.words.uint32();
			if (left < 32) word >>>= 32 - left;
			for (let b = 0; b < 4 && i < n; b++, i++) out[i] = (word >>> (8 * b)) & 0xff;
		}
		return out;
	}
}

/** n.bit_length() for a non-negative safe integer. */
function bitLength(n: number): number {
	return n < 2 ** 31 ? 32 - Math.clz32(n) : n.toString(2).length;
}

export { MersenneTwister };
