/**
 * The two kinds of number an expression holds, as Python's fractions and floats: an exact
 * rational (BigInt numerator over a positive denominator, in lowest terms) and a real (an IEEE
 * double, from pi, e and the transcendental functions). Exact op exact stays exact; anything
 * with a real is real. Every exact result is bounded by MAX_BITS before it is computed.
 */
import { bitLength, decompose, ratioToDouble } from '../math-stats/exact.js';
import { MAX_BITS, MAX_DENOMINATOR_BITS } from './limits.js';

export interface Exact {
	kind: 'exact';
	n: bigint;
	d: bigint;
}
export interface Real {
	kind: 'real';
	x: number;
}
export type Num = Exact | Real;

/** Raised where a number would pass MAX_BITS (a denominator MAX_DENOMINATOR_BITS); the evaluator says it with the catalog. */
export class TooLarge extends Error {
	constructor(readonly denominator = false) {
		super('too large');
	}
}
/** Raised where a real result is not finite (Python's OverflowError). */
export class Overflow extends Error {}
export class DivisionByZero extends Error {}

export function gcd(a: bigint, b: bigint): bigint {
	if (a < 0n) a = -a;
	if (b < 0n) b = -b;
	while (b !== 0n) [a, b] = [b, a % b];
	return a;
}

export const int = (n: bigint): Exact => ({ kind: 'exact', n, d: 1n });
export const real = (x: number): Real => {
	if (!Number.isFinite(x)) throw new Overflow();
	return { kind: 'real', x };
};

/** Rejects numbers past MAX_BITS. */
export function bound(n: bigint): bigint {
	if ((n < 0n ? -n : n) >> BigInt(MAX_BITS) !== 0n) throw new TooLarge();
	return n;
}

export function exact(n: bigint, d: bigint): Exact {
	if (d === 0n) throw new DivisionByZero();
	if (d < 0n) [n, d] = [-n, -d];
	if (d !== 1n) {
		// Euclid on a denominator past twice the bound would take up to a second: such a quotient must come out whole.
		if (d >> BigInt(2 * MAX_DENOMINATOR_BITS) !== 0n) {
			if (n % d !== 0n) throw new TooLarge(true);
			return { kind: 'exact', n: bound(n / d), d: 1n };
		}
		const g = gcd(n, d);
		if (g !== 1n) [n, d] = [n / g, d / g];
	}
	if (d >> BigInt(MAX_DENOMINATOR_BITS) !== 0n) throw new TooLarge(true);
	return { kind: 'exact', n: bound(n), d };
}

export const isInteger = (v: Num): v is Exact => v.kind === 'exact' && v.d === 1n;

export function toDouble(v: Num): number {
	return v.kind === 'real' ? v.x : ratioToDouble(v.n, v.d);
}

/** A double's exact value as a rational (every double is m · 2^e). */
export function fromDouble(x: number): Exact {
	const { m, e } = decompose(x);
	return e >= 0 ? { kind: 'exact', n: m << BigInt(e), d: 1n } : exact(m, 1n << BigInt(-e));
}

/** The rational a decimal literal writes: "1.5e-3" → 3/2000. */
export function parseDecimal(text: string, negative = false): Exact {
	const match = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
	if (!match) throw new SyntaxError(text);
	const [, whole = '', fraction = '', exponentText = '0'] = match;
	if (exponentText.replace(/^[+-]/, '').length > 8) throw new TooLarge(exponentText.startsWith('-'));
	const exponent = Number(exponentText) - fraction.length;
	const digits = BigInt((whole + fraction).replace(/^0+(?=\d)/, '') || '0');
	if (digits === 0n) return int(0n);
	// 10^k has about 3.33·k bits: checked before the power is made.
	if (exponent * 3.33 > MAX_BITS + 64) throw new TooLarge();
	if (-exponent * 3.32 > MAX_DENOMINATOR_BITS + 64) throw new TooLarge(true);
	const scale = 10n ** BigInt(Math.abs(exponent));
	const signed = negative ? -digits : digits;
	return exponent >= 0 ? exact(signed * scale, 1n) : exact(signed, scale);
}

const bits = (n: bigint) => bitLength(n < 0n ? -n : n);

export function add(a: Num, b: Num, sign: 1n | -1n = 1n): Num {
	if (a.kind === 'exact' && b.kind === 'exact') return exact(a.n * b.d + sign * b.n * a.d, a.d * b.d);
	return real(sign === 1n ? toDouble(a) + toDouble(b) : toDouble(a) - toDouble(b));
}

export function multiply(a: Num, b: Num): Num {
	if (a.kind === 'exact' && b.kind === 'exact') {
		return exact(a.n * b.n, a.d * b.d);
	}
	return real(toDouble(a) * toDouble(b));
}

export function divide(a: Num, b: Num): Num {
	if (b.kind === 'exact' ? b.n === 0n : b.x === 0) throw new DivisionByZero();
	if (a.kind === 'exact' && b.kind === 'exact') return exact(a.n * b.d, a.d * b.n);
	return real(toDouble(a) / toDouble(b));
}

export const negate = (a: Num): Num => (a.kind === 'exact' ? { ...a, n: -a.n } : real(-a.x));

export function sign(a: Num): number {
	return a.kind === 'exact' ? (a.n > 0n ? 1 : a.n < 0n ? -1 : 0) : Math.sign(a.x);
}

/** a compared with b: -1, 0 or 1, exactly (a real is compared by its exact value). */
export function compare(a: Num, b: Num): number {
	const x = a.kind === 'exact' ? a : fromDouble(a.x);
	const y = b.kind === 'exact' ? b : fromDouble(b.x);
	const diff = x.n * y.d - y.n * x.d;
	return diff > 0n ? 1 : diff < 0n ? -1 : 0;
}

/** ⌊a/b⌋ for b > 0 (BigInt division truncates). */
export function floorDiv(a: bigint, b: bigint): bigint {
	const q = a / b;
	return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}

export const floor = (a: Exact): Exact => int(floorDiv(a.n, a.d));

/** Python's a % b: the remainder takes the divisor's sign. */
export function modulo(a: Num, b: Num): Num {
	if (b.kind === 'exact' ? b.n === 0n : b.x === 0) throw new DivisionByZero();
	if (a.kind === 'exact' && b.kind === 'exact') {
		// a - b·⌊a/b⌋, over the common denominator.
		const n = a.n * b.d;
		const m = b.n * a.d;
		const r = n - m * floorDiv(n, m);
		return exact(r, a.d * b.d);
	}
	const x = toDouble(a);
	const y = toDouble(b);
	let r = x % y;
	if (r !== 0 && (y < 0) !== (r < 0)) r += y;
	// Python gives the remainder the divisor's sign, zero included.
	return real(r === 0 ? (y < 0 ? -0 : 0) : r);
}

/** a^b: exact for an exact base and integer exponent (bounded first), else a double. */
export function power(a: Num, b: Num): Num {
	if (a.kind === 'exact' && isInteger(b)) {
		let e = b.n;
		let { n, d } = a;
		if (e < 0n) {
			if (n === 0n) throw new DivisionByZero();
			[n, d] = [d, n];
			e = -e;
		}
		if (n === 0n || e === 0n) return int(e === 0n ? 1n : 0n);
		if (d === 1n && (n === 1n || n === -1n)) return int(n === -1n && e % 2n === 1n ? -1n : 1n);
		// A numerator or denominator of b bits (b ≥ 2) has at least (b − 1)·e bits to the e: refused before it is made.
		if (BigInt(bits(n) - 1) * e > BigInt(MAX_BITS)) throw new TooLarge();
		if (BigInt(bits(d) - 1) * e > BigInt(MAX_DENOMINATOR_BITS)) throw new TooLarge(true);
		return exact(n ** e, d ** e);
	}
	const x = toDouble(a);
	const y = toDouble(b);
	if (x === 0 && y < 0) throw new DivisionByZero();
	const r = Math.pow(x, y);
	if (Number.isNaN(r)) throw new RangeError('domain');
	return real(r);
}

/**
 * The number written with `precision` significant digits, rounded half to even from its exact
 * value, in the form of Python's format(x, '.{p}g') with JavaScript's exponent (1e-7, 1.5e+20):
 * scientific when the exponent is below −4 or at least the precision. Integers (exact, whole)
 * are written in full. `rounded` says whether digits were dropped.
 */
export function formatNumber(v: Num, precision: number): { text: string; rounded: boolean } {
	const q = v.kind === 'exact' ? v : fromDouble(v.x);
	if (v.kind === 'exact' && v.d === 1n) return { text: v.n.toString(), rounded: false };
	if (q.n === 0n) return { text: v.kind === 'real' && Object.is(v.x, -0) ? '-0' : '0', rounded: false };
	const negative = q.n < 0n;
	const a = negative ? -q.n : q.n;
	const d = q.d;
	// e = ⌊log10(a/d)⌋, from the digit counts and one comparison.
	let e = a.toString().length - d.toString().length;
	const atLeast = (k: number) => (k >= 0 ? a >= d * 10n ** BigInt(k) : a * 10n ** BigInt(-k) >= d);
	if (!atLeast(e)) e -= 1;
	const k = precision - 1 - e;
	const num = k >= 0 ? a * 10n ** BigInt(k) : a;
	const den = k >= 0 ? d : d * 10n ** BigInt(-k);
	let digits = num / den;
	const rest = num % den;
	if (2n * rest > den || (2n * rest === den && digits % 2n === 1n)) digits += 1n;
	let text = digits.toString();
	if (text.length > precision) {
		text = text.slice(0, precision);
		e += 1;
	}
	text = text.replace(/0+$/, '') || '0';
	let out: string;
	if (e < -4 || e >= precision) out = text[0] + (text.length > 1 ? '.' + text.slice(1) : '') + 'e' + (e < 0 ? '-' : '+') + Math.abs(e);
	else if (e < 0) out = '0.' + '0'.repeat(-e - 1) + text;
	else out = text.length > e + 1 ? text.slice(0, e + 1) + '.' + text.slice(e + 1) : text + '0'.repeat(e + 1 - text.length);
	return { text: (negative ? '-' : '') + out, rounded: rest !== 0n };
}
