import { errors, NumberBaseError } from './errors.js';
import {
	fromBcd,
	fromFloatHex,
	fromFloatHexList,
	fromTwosComplement,
	fromVarint,
	integerToText,
	textToInteger,
	toBcd,
	toFloatHex,
	toTwosComplement,
	toVarint,
	type EncodingOptions
} from './encodings.js';
import { fromRoman, parseInBase, toRoman, writeInBase } from './number-base.js';

export const ENCODINGS = ['float32', 'float64', 'twos-complement', 'bcd', 'varint', 'text'] as const;
export type Encoding = (typeof ENCODINGS)[number];
export type Base = number | 'roman' | Encoding;

/** Bytes of text read as a number (its UTF-8), so a 10,000-character text stays a bounded integer. */
export const MAX_TEXT_BYTES = 10_000;

/** A whole number, or a real one (a decimal fraction, or what a float's bits hold). */
type Value = { n: bigint } | { x: number };

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const SPECIAL = /^[+-]?(?:nan|inf|infinity)$/i;

/** Base 10 reads a whole number exactly; a fraction, an exponent, NaN or Infinity read as a double. */
function readDecimal(text: string): Value {
	const t = text.trim().replace(/(?<=\d)[_ ](?=\d)/g, '');
	// -0 is a double of its own (float64 8000000000000000); any other whole number stays exact.
	if (/^-0+$/.test(t)) return { x: -0 };
	if (/^[+-]?\d+$/.test(t)) return { n: BigInt(t) };
	if (DECIMAL.test(t)) return { x: Number(t) };
	if (SPECIAL.test(t)) return { x: /nan/i.test(t) ? NaN : t.startsWith('-') ? -Infinity : Infinity };
	return { n: parseInBase(t, 10) };
}

function read(value: string, from: Base, options: EncodingOptions): Value {
	switch (from) {
		case 'roman':
			return { n: fromRoman(value) };
		case 'float32':
			return { x: fromFloatHex(value, 4, options.little_endian) };
		case 'float64':
			return { x: fromFloatHex(value, 8, options.little_endian) };
		case 'twos-complement':
			return { n: fromTwosComplement(value, options.bits) };
		case 'bcd':
			return { n: fromBcd(value, options) };
		case 'varint':
			return { n: fromVarint(value, options.signed) };
		case 'text':
			if (new TextEncoder().encode(value).length > MAX_TEXT_BYTES) throw new NumberBaseError(errors.words('too_many_bytes', { max: MAX_TEXT_BYTES }, 'value'));
			return { n: textToInteger(value) };
		default:
			return from === 10 ? readDecimal(value) : { n: parseInBase(value, from) };
	}
}

/** A real number's shortest round-trip decimal (ECMAScript Number::toString): 0.1, 1e+21, NaN, -Infinity. */
const decimalOf = (x: number) => (Object.is(x, -0) ? '-0' : String(x));

/** The whole number a target needs: a real one only when it has no fraction. */
function whole(v: Value, target: Base): bigint {
	if ('n' in v) return v.n;
	if (Number.isInteger(v.x)) return BigInt(v.x);
	throw new NumberBaseError(errors.words('not_whole', { value: decimalOf(v.x), target: typeof target === 'number' ? `base ${target}` : target }, 'to'));
}

function write(v: Value, to: Base, options: EncodingOptions): string {
	switch (to) {
		case 'float32':
		case 'float64':
			// A whole number rounds to the nearest double first (as Python's float(n)), then to float32.
			return toFloatHex('n' in v ? Number(v.n) : v.x, to === 'float32' ? 4 : 8, options.little_endian);
		case 'roman':
			return toRoman(whole(v, to));
		case 'twos-complement':
			return toTwosComplement(whole(v, to), options.bits);
		case 'bcd':
			return toBcd(whole(v, to), options);
		case 'varint':
			return toVarint(whole(v, to), options.signed);
		case 'text':
			return integerToText(whole(v, to));
		default:
			if (to === 10 && 'x' in v && !Number.isInteger(v.x)) return decimalOf(v.x);
			return writeInBase(whole(v, to), to);
	}
}

/** A list's separators, CyberChef's delimiter options (src/core/lib/Delim.mjs: Space, Comma, Semi-colon, Colon, Line feed, CRLF). */
export const DELIMITERS = { space: ' ', comma: ',', semicolon: ';', colon: ':', 'line-feed': '\n', crlf: '\r\n' } as const;
export type Delimiter = keyof typeof DELIMITERS;

/** `value` read in `from` and written in each of `to`, keyed "2", "16", "roman", "float64"… */
export function convertBases(value: string, from: Base, to: Base[], options: EncodingOptions, delimiter?: Delimiter): Record<string, string> {
	if (delimiter !== undefined) return convertList(value, from, to, options, DELIMITERS[delimiter]);
	const v = read(value, from, options);
	const results: Record<string, string> = {};
	for (const base of to) results[String(base)] = write(v, base, options);
	return results;
}

/**
 * A list (CyberChef's To Float / From Float, and any other form item by item): float32/float64 hex
 * is the floats' bytes one after another, split every 4 or 8 bytes (the delimiter may sit between
 * them); any other form is split at the delimiter, blank items skipped. Each item is converted;
 * float32/float64 answers are the bytes one after another again, the others joined by the delimiter.
 */
function convertList(value: string, from: Base, to: Base[], options: EncodingOptions, delimiter: string): Record<string, string> {
	const items: Value[] =
		from === 'float32' || from === 'float64'
			? fromFloatHexList(value.split(delimiter).join(''), from === 'float32' ? 4 : 8, options.little_endian).map((x) => ({ x }))
			: value
					.split(delimiter)
					.filter((item) => item.trim() !== '')
					.map((item) => read(item, from, options));
	if (items.length === 0) throw new NumberBaseError(errors.words('no_digits', {}, 'value'));
	const results: Record<string, string> = {};
	for (const base of to) {
		const written = items.map((v) => write(v, base, options));
		results[String(base)] = base === 'float32' || base === 'float64' ? written.join('') : written.join(delimiter);
	}
	return results;
}
