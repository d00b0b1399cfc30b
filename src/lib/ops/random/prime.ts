import { CryptoWords, Draws } from './draws.js';

/**
 * Random probable primes. A candidate is `bits` random bits with the top bit set (so the prime
 * has exactly that many bits) and the bottom bit set (odd) — Python:
 * `getrandbits(bits) | 1 << (bits - 1) | 1` —, the first that passes is the answer. A candidate
 * passes trial division by the odd primes below 8,192, a strong test to base 2, and then
 * Miller–Rabin with `millerRabinRounds(bits)` random bases; below 3.3 × 10^24 the answer is
 * exact instead (trial division, or the first 13 primes as bases).
 */

/**
 * Rounds for a random candidate of `bits` bits: OpenSSL 1.1's BN_prime_checks_for_size, from the
 * Damgård–Landrock–Pomerance bounds (Handbook of Applied Cryptography, table 4.4): the chance
 * that a composite passes is below 2^-80.
 */
export function millerRabinRounds(bits: number): number {
	if (bits >= 3747) return 3;
	if (bits >= 1345) return 4;
	if (bits >= 476) return 5;
	if (bits >= 400) return 6;
	if (bits >= 347) return 7;
	if (bits >= 308) return 8;
	if (bits >= 55) return 27;
	return 34;
}

const SMALL_PRIMES = (() => {
	const out: number[] = [];
	for (let n = 3; n < 8192; n += 2) if (out.every((p) => p * p > n || n % p !== 0)) out.push(n);
	return out;
})();

/** The first 13 primes: as Miller–Rabin bases they decide every n below ψ13 ≈ 3.3 × 10^24 (Sorenson & Webster 2015; the first 12 fail at ψ12 = 318665857834031151167461). */
const DETERMINISTIC_BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n, 41n];

/**
 * Products of consecutive small primes, each below 2^53: one BigInt remainder per group, then
 * the primes' remainders in plain numbers (a few hundred BigInt divisions fewer a candidate).
 */
const PRIME_GROUPS = (() => {
	const groups: { product: bigint; primes: number[] }[] = [];
	let primes: number[] = [];
	let product = 1;
	for (const p of SMALL_PRIMES) {
		if (product * p > Number.MAX_SAFE_INTEGER) {
			groups.push({ product: BigInt(product), primes });
			primes = [];
			product = 1;
		}
		primes.push(p);
		product *= p;
	}
	groups.push({ product: BigInt(product), primes });
	return groups;
})();

/** x mod n by Barrett's reduction: V8 multiplies big integers much faster than it divides them. */
class Barrett {
	private readonly k: bigint;
	private readonly mu: bigint;
	constructor(readonly n: bigint) {
		this.k = BigInt(n.toString(2).length);
		this.mu = (1n << (2n * this.k)) / n;
	}
	/** x mod n for 0 ≤ x < n². */
	reduce(x: bigint): bigint {
		const q = ((x >> (this.k - 1n)) * this.mu) >> (this.k + 1n);
		let r = x - q * this.n;
		while (r >= this.n) r -= this.n;
		return r;
	}
	/** 2^exponent mod n: the multiplications by the base are doublings (a third of a round's work saved). */
	powOfTwo(exponent: bigint): bigint {
		let result = 1n;
		for (const bit of exponent.toString(2)) {
			result = this.reduce(result * result);
			if (bit === '1') {
				result <<= 1n;
				if (result >= this.n) result -= this.n;
			}
		}
		return result;
	}
	pow(base: bigint, exponent: bigint): bigint {
		const b = base % this.n;
		let result = 1n;
		for (const bit of exponent.toString(2)) {
			result = this.reduce(result * result);
			if (bit === '1') result = this.reduce(result * b);
		}
		return result;
	}
}

/** One Miller–Rabin round: false when `a` proves n (odd, > 3) composite. */
function passesRound(m: Barrett, a: bigint, d: bigint, s: number): boolean {
	const n = m.n;
	let x = a === 2n ? m.powOfTwo(d) : m.pow(a, d);
	if (x === 1n || x === n - 1n) return true;
	for (let i = 1; i < s; i++) {
		x = m.reduce(x * x);
		if (x === n - 1n) return true;
		if (x === 1n) return false;
	}
	return false;
}

/** Whether n is (probably, for n ≥ 3.3 × 10^24) prime; bases past the deterministic set come from `bases`. */
export function isProbablePrime(n: bigint, bases: Draws = new Draws(new CryptoWords())): boolean {
	if (n < 2n) return false;
	if (n < 4n) return true;
	if ((n & 1n) === 0n) return false;
	if (n < 67_108_864n) {
		const small = Number(n);
		for (const p of SMALL_PRIMES) {
			if (p * p > small) return true;
			if (small % p === 0) return false;
		}
		return true; // no factor below 8,192 and below 8192²: prime
	}
	for (const group of PRIME_GROUPS) {
		const rest = Number(n % group.product);
		for (const p of group.primes) if (rest % p === 0) return false;
	}
	let d = n - 1n;
	let s = 0;
	while ((d & 1n) === 0n) {
		d >>= 1n;
		s++;
	}
	const m = new Barrett(n);
	if (n < 3_317_044_064_679_887_385_961_981n) return DETERMINISTIC_BASES.every((a) => passesRound(m, a, d, s));
	if (!passesRound(m, 2n, d, s)) return false;
	const rounds = millerRabinRounds(n.toString(2).length);
	for (let round = 0; round < rounds; round++) {
		const a = 2n + bases.belowBig(n - 3n); // in [2, n - 2]
		if (!passesRound(m, a, d, s)) return false;
	}
	return true;
}

/** A random prime of exactly `bits` bits (8 ≤ bits), its candidates drawn from `draws`. */
export function randomPrime(draws: Draws, bits: number): bigint {
	const top = 1n << BigInt(bits - 1);
	for (;;) {
		const candidate = draws.bits(bits) | top | 1n;
		if (isProbablePrime(candidate)) return candidate;
	}
}
