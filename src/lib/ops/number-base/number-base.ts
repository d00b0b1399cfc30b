import { errors, NumberBaseError } from './errors.js';

/**
 * The digits of bases 2–64: IT-Tools' alphabet (integer-base-converter), 0-9, a-z, A-Z, + and /.
 * Up to base 36 a letter in either case is one digit (a = A = 10) and answers are lower case, as
 * before; from base 37 on case matters (a = 10, A = 36), as IT-Tools reads it.
 */
export const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/';

export { NumberBaseError };

/**
 * `text` in `base` (2–64) as a BigInt: optional sign, digits of the base (any case up to base 36);
 * `_` and spaces between digits are ignored (1_000_000, "ff ff"). Throws NumberBaseError naming the bad digit.
 */
export function parseInBase(text: string, base: number): bigint {
	let t = text.trim();
	let negative = false;
	if (t.startsWith('-') || t.startsWith('+')) {
		negative = t[0] === '-';
		t = t.slice(1);
	}
	t = t.replace(/(?<=[0-9a-z+/])[_ ](?=[0-9a-z+/])/gi, '');
	if (base <= 36) t = t.toLowerCase();
	if (t === '') throw new NumberBaseError(errors.words('no_digits', {}, 'value'));
	for (const ch of t) {
		const d = DIGITS.indexOf(ch);
		if (d < 0 || d >= base) throw new NumberBaseError(errors.words('not_a_digit', { char: ch, base }, 'value'));
	}
	let n: bigint;
	if (base === 10) n = BigInt(t);
	else if (base === 16) n = BigInt(`0x${t}`);
	else if (base === 8) n = BigInt(`0o${t}`);
	else if (base === 2) n = BigInt(`0b${t}`);
	else {
		// Chunks of digits small enough for a double, folded with BigInt arithmetic.
		const chunk = Math.floor(Math.log(2 ** 53) / Math.log(base));
		n = 0n;
		for (let i = 0; i < t.length; i += chunk) {
			const part = t.slice(i, i + chunk);
			let value = 0;
			for (const ch of part) value = value * base + DIGITS.indexOf(ch);
			n = n * BigInt(base) ** BigInt(part.length) + BigInt(value);
		}
	}
	return negative ? -n : n;
}

/** n in `base` (2–64); bases up to 36 by the engine's toString, beyond it by halving (see digitsOf). */
export function writeInBase(n: bigint, base: number): string {
	if (base <= 36) return n.toString(base);
	const negative = n < 0n;
	const chunk = Math.floor(Math.log(2 ** 53) / Math.log(base));
	// powers[k] = base^(chunk · 2^k), up to the first one above |n|.
	const abs = negative ? -n : n;
	const powers = [BigInt(base) ** BigInt(chunk)];
	while (powers[powers.length - 1] * powers[powers.length - 1] <= abs) powers.push(powers[powers.length - 1] ** 2n);
	const out = digitsOf(abs, powers.length - 1, powers, base, chunk).replace(/^0+(?=.)/, '');
	return negative ? `-${out}` : out;
}

/**
 * The digits of n < powers[k]² as exactly chunk · 2^(k+1) digits: split by powers[k] and recurse,
 * so big numbers cost a few large divisions instead of one small division a chunk (quadratic).
 */
function digitsOf(n: bigint, k: number, powers: bigint[], base: number, chunk: number): string {
	if (k < 0) {
		let value = Number(n);
		let digits = '';
		for (let i = 0; i < chunk; i++) {
			digits = DIGITS[value % base] + digits;
			value = Math.floor(value / base);
		}
		return digits;
	}
	const high = n / powers[k];
	return digitsOf(high, k - 1, powers, base, chunk) + digitsOf(n - high * powers[k], k - 1, powers, base, chunk);
}

/** Roman numerals as the standard subtractive notation writes them (1–3999). */
const ROMAN: [number, string][] = [
	[1000, 'M'],
	[900, 'CM'],
	[500, 'D'],
	[400, 'CD'],
	[100, 'C'],
	[90, 'XC'],
	[50, 'L'],
	[40, 'XL'],
	[10, 'X'],
	[9, 'IX'],
	[5, 'V'],
	[4, 'IV'],
	[1, 'I']
];

/** 1–3999 in Roman numerals (upper case, the usual way to write them). */
export function toRoman(n: bigint): string {
	if (n < 1n || n > 3999n) throw new NumberBaseError(errors.words('roman_range', { got: String(n) }, 'to'));
	let rest = Number(n);
	let out = '';
	for (const [value, symbol] of ROMAN) {
		while (rest >= value) {
			out += symbol;
			rest -= value;
		}
	}
	return out;
}

/** Only the canonical subtractive form (no IIII, IC or MMMM), any case. */
const CANONICAL = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

export function fromRoman(text: string): bigint {
	const t = text.trim().toUpperCase();
	if (t === '' || !CANONICAL.test(t)) throw new NumberBaseError(errors.words('not_roman', {}, 'value'));
	let n = 0;
	for (let i = 0; i < t.length; i++) {
		const value = ROMAN.find(([, s]) => s === t[i])![0];
		const next = i + 1 < t.length ? ROMAN.find(([, s]) => s === t[i + 1])![0] : 0;
		n += value < next ? -value : value;
	}
	return BigInt(n);
}

