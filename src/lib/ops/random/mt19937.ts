import { sha512 } from '@noble/hashes/sha2.js';

/**
 * MT19937, the Mersenne Twister of Matsumoto and Nishimura (1998), seeded exactly as CPython's
 * `random.seed(a)` seeds it (Modules/_randommodule.c: `init_by_array` over the 32-bit words of
 * |a|, least significant first; a string is first made the integer of its UTF-8 bytes followed by
 * their SHA-512, big-endian: "version 2" seeding; a text of digits only is read as that integer,
 * as Python's `random.seed(int(text))`). So `random.Random(seed).getrandbits(32)` in
 * Python gives the same words as `uint32()` here, which is what makes a seeded answer
 * reproducible by anyone with Python.
 */
export class MersenneTwister {
	private readonly state = new Uint32Array(624);
	private index = 625;

	constructor(seed: number | string) {
		this.initByArray(seedKey(seed));
	}

	private initGenrand(s: number): void {
		const mt = this.state;
		mt[0] = s >>> 0;
		for (let i = 1; i < 624; i++) {
			const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
			// 1812433253 * prev + i, mod 2^32, without losing bits to float multiplication.
			mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
		}
		this.index = 624;
	}

	private initByArray(key: Uint32Array): void {
		const mt = this.state;
		this.initGenrand(19650218);
		let i = 1;
		let j = 0;
		for (let k = Math.max(624, key.length); k > 0; k--) {
			const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
			mt[i] = ((mt[i] ^ Math.imul(prev, 1664525)) + key[j] + j) >>> 0;
			i++;
			j++;
			if (i >= 624) {
				mt[0] = mt[623];
				i = 1;
			}
			if (j >= key.length) j = 0;
		}
		for (let k = 623; k > 0; k--) {
			const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
			mt[i] = ((mt[i] ^ Math.imul(prev, 1566083941)) - i) >>> 0;
			i++;
			if (i >= 624) {
				mt[0] = mt[623];
				i = 1;
			}
		}
		mt[0] = 0x80000000;
	}

	private twist(): void {
		const mt = this.state;
		for (let k = 0; k < 624; k++) {
			const y = (mt[k] & 0x80000000) | (mt[(k + 1) % 624] & 0x7fffffff);
			mt[k] = mt[(k + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
		}
		this.index = 0;
	}

	/** The next 32-bit word (genrand_uint32), tempered. */
	uint32(): number {
		if (this.index >= 624) this.twist();
		let y = this.state[this.index++];
		y ^= y >>> 11;
		y ^= (y << 7) & 0x9d2c5680;
		y ^= (y << 15) & 0xefc60000;
		y ^= y >>> 18;
		return y >>> 0;
	}
}

/** The init_by_array key CPython derives from a seed: |n| as 32-bit words, least significant first ([0] for 0). */
function seedKey(seed: number | string): Uint32Array {
	let n: bigint;
	if (typeof seed === 'string' && /^-?\d+$/.test(seed)) {
		// Digits only: that integer, so the form's "42" seeds as the API's 42 (Python: random.seed(int(text))).
		n = BigInt(seed);
		if (n < 0n) n = -n;
	} else if (typeof seed === 'string') {
		const bytes = new TextEncoder().encode(seed);
		const all = new Uint8Array(bytes.length + 64);
		all.set(bytes);
		all.set(sha512(bytes), bytes.length);
		n = 0n;
		for (const b of all) n = (n << 8n) | BigInt(b);
	} else {
		n = BigInt(seed);
		if (n < 0n) n = -n;
	}
	const words: number[] = [];
	while (n > 0n) {
		words.push(Number(n & 0xffffffffn));
		n >>= 32n;
	}
	return Uint32Array.from(words.length ? words : [0]);
}
