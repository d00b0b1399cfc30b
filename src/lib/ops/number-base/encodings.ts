import { errors } from './errors.js';
import { NumberBaseError } from './errors.js';

/**
 * The fixed-width and byte encodings /number-base writes and reads besides positional bases:
 * IEEE 754 (float32, float64), two's complement, BCD (CyberChef's schemes), protobuf varints and
 * text as a big-endian integer. Each reader answers a whole number (bigint) or, for floats, a double.
 */

export const BCD_SCHEMES = ['8421', '7421', '4221', '2421', '84-2-1', 'excess-3', 'ibm-8421'] as const;
export type BcdScheme = (typeof BCD_SCHEMES)[number];

/** The 4-bit code of each decimal digit 0–9, per scheme (CyberChef's src/core/lib/BCD.mjs ENCODING_LOOKUP). */
const BCD_CODES: Record<BcdScheme, number[]> = {
	'8421': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
	'7421': [0, 1, 2, 3, 4, 5, 6, 8, 9, 10],
	'4221': [0, 1, 4, 5, 8, 9, 12, 13, 14, 15],
	'2421': [0, 1, 2, 3, 4, 11, 12, 13, 14, 15],
	'84-2-1': [0, 7, 6, 5, 4, 11, 10, 9, 8, 15],
	'excess-3': [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
	'ibm-8421': [10, 1, 2, 3, 4, 5, 6, 7, 8, 9]
};

export interface EncodingOptions {
	bits: 8 | 16 | 32 | 64;
	signed: boolean;
	bcd_scheme: BcdScheme;
	bcd_packed: boolean;
	little_endian: boolean;
}

const fail = (key: Parameters<typeof errors.words>[0], values: Record<string, unknown>, field: string): never => {
	throw new NumberBaseError(errors.words(key, values as never, field));
};

/** Digits of `alphabet` only, spaces and _ between them dropped; anything else is named. */
function digitsOf(text: string, alphabet: RegExp, what: string): string {
	const t = text.replace(/[\s_]/g, '');
	if (t === '') fail('no_digits', {}, 'value');
	const bad = [...t].find((c) => !alphabet.test(c));
	if (bad !== undefined) fail('not_a_digit_of', { char: bad, what }, 'value');
	return t;
}

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function bytesOfHex(text: string, what: string): Uint8Array {
	const t = digitsOf(text.trim().replace(/^0x/i, ''), /[0-9a-f]/i, what);
	if (t.length % 2) fail('odd_hex', {}, 'value');
	return Uint8Array.from({ length: t.length / 2 }, (_, i) => Number.parseInt(t.slice(2 * i, 2 * i + 2), 16));
}

// ---- IEEE 754 ----

/** x as IEEE 754 binary32/binary64 hex (float32: rounded from the double, as struct.pack('>f') does). */
export function toFloatHex(x: number, size: 4 | 8, littleEndian: boolean): string {
	const view = new DataView(new ArrayBuffer(size));
	if (size === 4) view.setFloat32(0, x, littleEndian);
	else view.setFloat64(0, x, littleEndian);
	return hexOf(new Uint8Array(view.buffer));
}

export function fromFloatHex(text: string, size: 4 | 8, littleEndian: boolean): number {
	const bytes = bytesOfHex(text, size === 4 ? 'float32 hex' : 'float64 hex');
	// Several whole floats: say how to read them (a list needs a delimiter for its decimal answer).
	if (bytes.length > size && bytes.length % size === 0) fail('float_list', { count: bytes.length / size, size }, 'value');
	if (bytes.length !== size) fail('float_width', { digits: size * 2, got: bytes.length * 2 }, 'value');
	const view = new DataView(bytes.buffer);
	return size === 4 ? view.getFloat32(0, littleEndian) : view.getFloat64(0, littleEndian);
}

/**
 * Every float in the bytes, `size` bytes each, each read in `littleEndian` order (CyberChef's To
 * Float: the input's length must be a multiple of the size).
 */
export function fromFloatHexList(text: string, size: 4 | 8, littleEndian: boolean): number[] {
	const bytes = bytesOfHex(text, size === 4 ? 'float32 hex' : 'float64 hex');
	if (bytes.length % size !== 0) fail('float_multiple', { size, digits: size * 2, got: bytes.length * 2 }, 'value');
	const view = new DataView(bytes.buffer);
	return Array.from({ length: bytes.length / size }, (_, i) => (size === 4 ? view.getFloat32(i * 4, littleEndian) : view.getFloat64(i * 8, littleEndian)));
}

// ---- two's complement ----

export function toTwosComplement(n: bigint, bits: number): string {
	const b = BigInt(bits);
	if (n < -(1n << (b - 1n)) || n >= 1n << b) fail('twos_range', { bits, min: String(-(1n << (b - 1n))), max: String((1n << b) - 1n), got: String(n) }, 'bits');
	return BigInt.asUintN(bits, n).toString(2).padStart(bits, '0');
}

export function fromTwosComplement(text: string, bits: number): bigint {
	const t = digitsOf(text.trim(), /[01]/, 'two\'s complement binary');
	if (t.length !== bits) fail('twos_width', { bits, got: t.length }, 'value');
	return BigInt.asIntN(bits, BigInt(`0b${t}`));
}

// ---- BCD (CyberChef's To BCD / From BCD, format "Nibbles") ----

const nibble = (n: number) => n.toString(2).padStart(4, '0');

/**
 * n in BCD as 4-bit groups: each decimal digit's code; signed adds a sign nibble (1100 for zero and
 * positives, 1101 for negatives), packed with a leading 0 digit when the digits are even in number so
 * that the sign ends a byte; unpacked puts 0000 before each nibble (one digit a byte).
 */
export function toBcd(n: bigint, { bcd_scheme, bcd_packed, signed }: EncodingOptions): string {
	if (n < 0n && !signed) fail('bcd_negative', {}, 'value');
	const codes = BCD_CODES[bcd_scheme];
	const digits = (n < 0n ? -n : n).toString();
	const nibbles = [...digits].map((d) => codes[Number(d)]);
	if (signed) {
		if (bcd_packed && digits.length % 2 === 0) nibbles.unshift(codes[0]);
		nibbles.push(n < 0n ? 13 : 12);
	}
	return (bcd_packed ? nibbles : nibbles.flatMap((x) => [0, x])).map(nibble).join(' ');
}

export function fromBcd(text: string, { bcd_scheme, bcd_packed, signed }: EncodingOptions): bigint {
	const t = digitsOf(text.trim(), /[01]/, 'BCD binary');
	if (t.length % (bcd_packed ? 4 : 8)) fail('bcd_width', { unit: bcd_packed ? 4 : 8, got: t.length }, 'value');
	let nibbles = Array.from({ length: t.length / 4 }, (_, i) => Number.parseInt(t.slice(4 * i, 4 * i + 4), 2));
	// Unpacked: one digit a byte, its high nibble discarded (as CyberChef does).
	if (!bcd_packed) nibbles = nibbles.filter((_, i) => i % 2 === 1);
	let negative = false;
	if (signed) {
		const sign = nibbles.pop()!;
		negative = sign === 13 || sign === 11;
	}
	if (nibbles.length === 0) fail('no_digits', {}, 'value');
	const codes = BCD_CODES[bcd_scheme];
	const digits = nibbles
		.map((x) => {
			const d = codes.indexOf(x);
			if (d < 0) fail('bcd_code', { code: nibble(x), scheme: bcd_scheme }, 'value');
			return d;
		})
		.join('');
	const n = BigInt(digits);
	return negative ? -n : n;
}

// ---- varint (protobuf base-128, least significant group first) ----

/** n as a protobuf varint, hex bytes; signed: zigzag first (sint32/sint64: 0, −1, 1, −2 → 0, 1, 2, 3). */
export function toVarint(n: bigint, signed: boolean): string {
	let v = n;
	if (signed) v = n >= 0n ? n << 1n : (-n << 1n) - 1n;
	else if (n < 0n) fail('varint_negative', {}, 'value');
	const bytes: number[] = [];
	while (v >= 0x80n) {
		bytes.push(Number(v & 0x7fn) | 0x80);
		v >>= 7n;
	}
	bytes.push(Number(v));
	return hexOf(Uint8Array.from(bytes));
}

export function fromVarint(text: string, signed: boolean): bigint {
	const bytes = bytesOfHex(text, 'varint hex');
	let v = 0n;
	let shift = 0n;
	for (const [i, b] of bytes.entries()) {
		v |= BigInt(b & 0x7f) << shift;
		shift += 7n;
		if (!(b & 0x80)) {
			// One varint a call: bytes after its last one are a mistake, not ignored silently.
			if (i !== bytes.length - 1) fail('varint_trailing', { extra: bytes.length - 1 - i }, 'value');
			return signed ? (v & 1n ? -(v >> 1n) - 1n : v >> 1n) : v;
		}
	}
	return fail('varint_unterminated', {}, 'value');
}

// ---- text: its UTF-8 bytes as one big-endian integer ----

export function textToInteger(text: string): bigint {
	const bytes = new TextEncoder().encode(text);
	return bytes.length ? BigInt(`0x${hexOf(bytes)}`) : 0n;
}

export function integerToText(n: bigint): string {
	if (n < 0n) fail('text_negative', {}, 'value');
	if (n === 0n) return '';
	let hex = n.toString(16);
	if (hex.length % 2) hex = `0${hex}`;
	const bytes = Uint8Array.from({ length: hex.length / 2 }, (_, i) => Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16));
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch {
		return fail('not_utf8', {}, 'to');
	}
}
