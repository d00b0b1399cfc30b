/**
 * CyberChef's Subtract, Multiply, Divide and MOD on the list, in exact decimals as its
 * bignumber.js does them: each number as written (an integer over a power of ten), so
 * 0.3 − 0.1 − 0.2 is 0, not a double's 5.55e-17. Answers are plain decimal strings.
 */

/** m / 10^s, s ≥ 0. */
export interface Decimal {
	m: bigint;
	s: number;
}

/** Past these a number or an answer is not written exactly (null): far beyond any list's need. */
export const MAX_EXACT_DIGITS = 10_000;
const MAX_SCALE = 1_100;
/** bignumber.js's default DECIMAL_PLACES, which CyberChef's Divide keeps: 20, rounded half up. */
export const QUOTIENT_PLACES = 20;

const DECIMAL = /^([+-]?)(\d*)\.?(\d*)(?:e([+-]?\d+))?$/i;

/** A decimal number as written (`-1.5`, `.5`, `2e3`, `-16`), or null when its scale is past bounds. */
export function exactDecimal(text: string): Decimal | null {
	const match = DECIMAL.exec(text.trim());
	if (!match) return null;
	const [, sign, whole, fraction, exponent] = match;
	const digits = (whole + fraction).replace(/^0+(?=.)/, '') || '0';
	const e = Number(exponent ?? 0);
	if (digits.length > 400 || Math.abs(e) > MAX_SCALE) return null;
	let s = fraction.length - e;
	let m = BigInt(digits);
	if (s < 0) {
		m *= 10n ** BigInt(-s);
		s = 0;
	}
	if (s > MAX_SCALE) return null;
	return { m: sign === '-' ? -m : m, s };
}

/** The shortest plain decimal: no exponent, no trailing zeros after the point. */
export function written({ m, s }: Decimal): string {
	const negative = m < 0n;
	const digits = (negative ? -m : m).toString().padStart(s + 1, '0');
	const whole = digits.slice(0, digits.length - s);
	const fraction = digits.slice(digits.length - s).replace(/0+$/, '');
	const text = fraction ? `${whole}.${fraction}` : whole;
	return negative && text !== '0' ? `-${text}` : text;
}

const scaled = (d: Decimal, s: number) => d.m * 10n ** BigInt(s - d.s);
const size = (d: Decimal) => (d.m < 0n ? -d.m : d.m).toString().length + d.s;

/** The first minus all the others (CyberChef Subtract, a left fold of minus). */
export function difference(values: readonly Decimal[]): string {
	const s = Math.max(...values.map((d) => d.s));
	let total = scaled(values[0], s);
	for (const d of values.slice(1)) total -= scaled(d, s);
	return written({ m: total, s });
}

/** Their product (CyberChef Multiply), or null when it would be longer than MAX_EXACT_DIGITS. */
export function product(values: readonly Decimal[]): string | null {
	let length = 0;
	for (const d of values) length += size(d);
	if (length > MAX_EXACT_DIGITS) return null;
	let m = 1n;
	let s = 0;
	for (const d of values) {
		m *= d.m;
		s += d.s;
	}
	return written({ m, s });
}

/**
 * The first divided by each of the others in turn, each quotient rounded to 20 decimal places,
 * halves away from zero (bignumber.js div with CyberChef's defaults); null for a division by zero
 * (where bignumber.js answers Infinity or NaN) or a quotient past MAX_EXACT_DIGITS.
 */
export function quotient(values: readonly Decimal[]): string | null {
	let q: Decimal = values[0];
	for (const d of values.slice(1)) {
		if (d.m === 0n) return null;
		// q / d = q.m · 10^d.s / (d.m · 10^q.s); times 10^20, rounded.
		let numerator = q.m * 10n ** BigInt(d.s + QUOTIENT_PLACES);
		let denominator = d.m * 10n ** BigInt(q.s);
		if (denominator < 0n) {
			numerator = -numerator;
			denominator = -denominator;
		}
		const negative = numerator < 0n;
		const absolute = negative ? -numerator : numerator;
		let m = absolute / denominator;
		if ((absolute % denominator) * 2n >= denominator) m += 1n;
		q = { m: negative ? -m : m, s: QUOTIENT_PLACES };
		if (size(q) > MAX_EXACT_DIGITS + QUOTIENT_PLACES) return null;
	}
	return written(q);
}

/** Each number modulo `modulus` (CyberChef MOD): the remainder of a truncated division, the dividend's sign. */
export function remainders(values: readonly Decimal[], modulus: Decimal): string[] {
	return values.map((d) => {
		const s = Math.max(d.s, modulus.s);
		return written({ m: scaled(d, s) % scaled(modulus, s), s });
	});
}
