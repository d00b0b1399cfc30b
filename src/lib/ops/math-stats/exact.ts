/**
 * Exact arithmetic on doubles with BigInt, for answers equal to Python's statistics module:
 * it sums in fractions (every double is an integer times a power of two) and rounds once, to
 * nearest, ties to even. These are the few pieces of that it needs.
 */

const view = new DataView(new ArrayBuffer(8));

/** x (finite) as m · 2^e exactly, m an integer (0 for ±0). */
export function decompose(x: number): { m: bigint; e: number } {
	view.setFloat64(0, x);
	const hi = view.getUint32(0);
	const lo = view.getUint32(4);
	const biased = (hi >>> 20) & 0x7ff;
	let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
	if (biased !== 0) m |= 1n << 52n;
	if (m === 0n) return { m: 0n, e: 0 };
	let e = (biased === 0 ? 1 : biased) - 1075;
	// Strip trailing zero bits so that values of few significant bits keep the common scale coarse.
	while ((m & 1n) === 0n) {
		m >>= 1n;
		e++;
	}
	return { m: hi >>> 31 ? -m : m, e };
}

/** n.bit_length() for n ≥ 0 (called a few times an answer: the string is cheap enough). */
export function bitLength(n: bigint): number {
	return n === 0n ? 0 : n.toString(2).length;
}

/**
 * p / q (q > 0) as the nearest double, ties to even, as Python's int / int: a quotient of at
 * least 55 bits with the remainder folded into its last bit (round to odd) rounds correctly
 * once converted; subnormal results keep only the bits down to 2^-1076.
 */
export function ratioToDouble(p: bigint, q: bigint): number {
	if (p === 0n) return 0;
	const negative = p < 0n;
	const a = negative ? -p : p;
	const s = Math.min(55 - (bitLength(a) - bitLength(q)), 1076);
	const numerator = s >= 0 ? a << BigInt(s) : a;
	const denominator = s >= 0 ? q : q << BigInt(-s);
	let quotient = numerator / denominator;
	if (quotient * denominator !== numerator) quotient |= 1n;
	const half = Math.trunc(s / 2);
	const value = Number(quotient) * 2 ** -half * 2 ** -(s - half);
	return negative ? -value : value;
}

/** ⌊√n⌋ for n ≥ 0 (Newton's method from above). */
export function isqrt(n: bigint): bigint {
	if (n < 2n) return n;
	let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
	for (;;) {
		const y = (x + n / x) >> 1n;
		if (y >= x) return x;
		x = y;
	}
}

/** √(n / m) correctly rounded: CPython's statistics._float_sqrt_of_frac (3.11), step for step. */
export function sqrtOfRatio(n: bigint, m: bigint): number {
	const roundToOdd = (n: bigint, m: bigint) => {
		const a = isqrt(n / m);
		return a * a * m !== n ? a | 1n : a;
	};
	const q = Math.floor((bitLength(n) - bitLength(m) - 109) / 2);
	if (q >= 0) return ratioToDouble(roundToOdd(n, m << BigInt(2 * q)) << BigInt(q), 1n);
	return ratioToDouble(roundToOdd(n << BigInt(-2 * q), m), 1n << BigInt(-q));
}
