/**
 * RFC 4648 codecs fed in chunks: a file of any size is encoded or decoded slice by slice in the
 * app's large-input worker (src/lib/run/README.md, "Large inputs"), never held whole as a string.
 * Both directions are bytes to bytes: encoding writes ASCII bytes, decoding reads them, so a
 * chunk boundary may fall anywhere (mid-group, mid-padding) and the answer is the same as the
 * one-shot codecs' in bytes.ts. Decoding follows bytes.ts's rules: ASCII whitespace anywhere,
 * missing padding accepted, padding that is present must be right; base32 also skips dashes.
 */
import type { InputEncoding } from '../_shared/bytes-io.js';
import { errors as sharedErrors } from '../_shared/errors.js';
import { EncodingError, type ByteScheme } from './bytes.js';
import { errors } from './errors.js';

/** Feed `push` every chunk in order, then `end` once; each returns the output it can give so far. */
export interface ChunkCodec {
	push(chunk: Uint8Array): Uint8Array;
	end(): Uint8Array;
}

const ascii = (alphabet: string) => Uint8Array.from(alphabet, (c) => c.charCodeAt(0));
const B64 = ascii('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const B64URL = ascii('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
const B32 = ascii('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
const HEX = ascii('0123456789abcdef');
const PAD = 61; // '='

/** The carried tail of the last chunk before this one: a copy, so the caller may reuse its buffer. */
function joined(carry: Uint8Array, chunk: Uint8Array): Uint8Array {
	if (carry.length === 0) return chunk;
	const all = new Uint8Array(carry.length + chunk.length);
	all.set(carry);
	all.set(chunk, carry.length);
	return all;
}

/** Bytes in groups of `group` written as `chars` characters each; the last group is padded by `tail`. */
function groupEncoder(group: number, encodeGroups: (src: Uint8Array, out: Uint8Array) => void, tail: (rest: Uint8Array) => Uint8Array): ChunkCodec {
	const chars = group === 3 ? 4 : 8;
	let carry = new Uint8Array(0);
	return {
		push(chunk) {
			const data = joined(carry, chunk);
			const whole = data.length - (data.length % group);
			carry = data.slice(whole);
			const out = new Uint8Array((whole / group) * chars);
			encodeGroups(data.subarray(0, whole), out);
			return out;
		},
		end: () => tail(carry)
	};
}

function base64Encoder(table: Uint8Array, pad: boolean): ChunkCodec {
	const groups = (src: Uint8Array, out: Uint8Array) => {
		for (let i = 0, o = 0; i < src.length; i += 3, o += 4) {
			const n = (src[i] << 16) | (src[i + 1] << 8) | src[i + 2];
			out[o] = table[n >>> 18];
			out[o + 1] = table[(n >>> 12) & 63];
			out[o + 2] = table[(n >>> 6) & 63];
			out[o + 3] = table[n & 63];
		}
	};
	return groupEncoder(3, groups, (rest) => {
		if (rest.length === 0) return rest;
		const n = (rest[0] << 16) | ((rest[1] ?? 0) << 8);
		const digits = [table[n >>> 18], table[(n >>> 12) & 63]];
		if (rest.length === 2) digits.push(table[(n >>> 6) & 63]);
		while (pad && digits.length < 4) digits.push(PAD);
		return Uint8Array.from(digits);
	});
}

/** Five bytes are 40 bits, eight base32 digits; a shorter last group is padded with zero bits. */
function base32Digits(src: Uint8Array, count: number): number[] {
	let hi = 0;
	let lo = 0;
	for (let i = 0; i < 5; i++) {
		// 40 bits do not fit a 32-bit integer: the top 8 bits go to `hi`.
		hi = ((hi << 8) | (lo >>> 24)) & 0xff;
		lo = ((lo << 8) | (src[i] ?? 0)) >>> 0;
	}
	const digits: number[] = [];
	for (let d = 0; d < count; d++) {
		const shift = 35 - d * 5;
		const value = shift >= 32 ? (hi >>> (shift - 32)) & 31 : shift > 24 ? ((hi << (32 - shift)) | (lo >>> shift)) & 31 : (lo >>> shift) & 31;
		digits.push(B32[value]);
	}
	return digits;
}

function base32Encoder(): ChunkCodec {
	const groups = (src: Uint8Array, out: Uint8Array) => {
		for (let i = 0, o = 0; i < src.length; i += 5, o += 8) out.set(base32Digits(src.subarray(i, i + 5), 8), o);
	};
	return groupEncoder(5, groups, (rest) => {
		if (rest.length === 0) return rest;
		const digits = base32Digits(rest, Math.ceil((rest.length * 8) / 5));
		while (digits.length < 8) digits.push(PAD);
		return Uint8Array.from(digits);
	});
}

function hexEncoder(): ChunkCodec {
	return {
		push(chunk) {
			const out = new Uint8Array(chunk.length * 2);
			for (let i = 0; i < chunk.length; i++) {
				out[i * 2] = HEX[chunk[i] >>> 4];
				out[i * 2 + 1] = HEX[chunk[i] & 15];
			}
			return out;
		},
		end: () => new Uint8Array(0)
	};
}

/** What a byte of encoded text is: a digit's value (0 up), or one of these. */
const SKIP = -1;
const BAD = -2;
const PADDING = -3;

/** A byte → digit table for `alphabet`; ASCII whitespace is skipped, and `extra` maps more bytes. */
function digitTable(alphabet: string, extra: Record<string, number> = {}): Int8Array {
	const table = new Int8Array(256).fill(BAD);
	for (const c of '\t\n\v\f\r ') table[c.charCodeAt(0)] = SKIP;
	table[PAD] = PADDING;
	[...alphabet].forEach((c, i) => (table[c.charCodeAt(0)] = i));
	for (const [c, v] of Object.entries(extra)) table[c.charCodeAt(0)] = v;
	return table;
}

const B64_DIGITS = digitTable('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const B64URL_DIGITS = digitTable('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
const B32_DIGITS = digitTable('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', { ...Object.fromEntries([...'abcdefghijklmnopqrstuvwxyz'].map((c, i) => [c, i])), ...Object.fromEntries([...'234567'].map((c, i) => [c, 26 + i])), '-': SKIP });
const HEX_DIGITS = digitTable('0123456789abcdef', Object.fromEntries([...'ABCDEF'].map((c, i) => [c, 10 + i])));

/**
 * Text in groups of `size` digits of `bits` bits each, back to bytes. `validEnd` says whether a
 * last group of that many digits is allowed; a padded text's length must be whole groups, with
 * at most `maxPad` padding characters.
 */
function groupDecoder(scheme: ByteScheme, table: Int8Array, bits: number, size: number, validEnd: (digits: number) => boolean, maxPad: number): ChunkCodec {
	const notInScheme = () => new EncodingError(errors.words('not_in_scheme', { scheme }));
	let acc = 0; // bits waiting to make a byte (at most bits + 7 of them)
	let held = 0;
	let digits = 0; // digits so far, for the last group's length
	let pads = 0;
	return {
		push(chunk) {
			const out = new Uint8Array(Math.ceil((chunk.length * bits) / 8) + 1);
			let o = 0;
			for (let i = 0; i < chunk.length; i++) {
				const v = table[chunk[i]];
				if (v >= 0) {
					if (pads > 0) throw notInScheme(); // digits after padding
					acc = ((acc << bits) | v) & 0xffff;
					held += bits;
					digits++;
					if (held >= 8) {
						held -= 8;
						out[o++] = (acc >>> held) & 0xff;
					}
				} else if (v === PADDING) {
					pads++;
				} else if (v === BAD) {
					throw notInScheme();
				}
			}
			return out.subarray(0, o);
		},
		end() {
			if (!validEnd(digits % size)) throw notInScheme();
			if (pads > 0 && (pads > maxPad || (digits + pads) % size !== 0)) throw notInScheme();
			return new Uint8Array(0);
		}
	};
}

/**
 * A chunked encoder or decoder for a byte scheme.
 * @example const c = chunkCodec('base64', 'encode'); c.push(bytes); c.end()
 */
export function chunkCodec(scheme: ByteScheme, direction: 'encode' | 'decode'): ChunkCodec {
	if (direction === 'encode') {
		if (scheme === 'base64') return base64Encoder(B64, true);
		if (scheme === 'base64url') return base64Encoder(B64URL, false);
		if (scheme === 'base32') return base32Encoder();
		return hexEncoder();
	}
	// A last group of one base64 digit, or of 1, 3 or 6 base32 digits, holds no whole byte (RFC 4648 sections 4 and 6).
	if (scheme === 'base64') return groupDecoder(scheme, B64_DIGITS, 6, 4, (r) => r !== 1, 2);
	if (scheme === 'base64url') return groupDecoder(scheme, B64URL_DIGITS, 6, 4, (r) => r !== 1, 2);
	// Any run of '=' that makes whole groups, as bytes.ts takes it.
	if (scheme === 'base32') return groupDecoder(scheme, B32_DIGITS, 5, 8, (r) => [0, 2, 4, 5, 7].includes(r), Infinity);
	// Hex has no padding: an '=' is not in the scheme.
	const hex = new Int8Array(HEX_DIGITS).map((v) => (v === PADDING ? BAD : v));
	return groupDecoder(scheme, hex, 4, 2, (r) => r === 0, 0);
}

/**
 * A large paste's text, which the page hands over as its UTF-8 bytes, read as the bytes it is
 * written for under the form's `input_encoding` (_shared/bytes-io.ts): hex and base64 through
 * the decoders above, latin1 one byte per code point (422 at the first one past U+00FF, as
 * decodeBytesFrom says it). UTF-8 text is its own bytes: null.
 */
export function pastedBytes(encoding: InputEncoding | undefined): ChunkCodec | null {
	if (encoding === 'hex' || encoding === 'base64') return chunkCodec(encoding, 'decode');
	if (encoding !== 'latin1') return null;
	const utf8 = new TextDecoder();
	let index = 0;
	const latin1 = (text: string) => {
		const out = new Uint8Array(text.length);
		for (let i = 0; i < text.length; i++) {
			const code = text.charCodeAt(i);
			if (code > 255) throw sharedErrors.error('bytes_not_latin1', { char: String.fromCodePoint(text.codePointAt(i)!), index: index + i }, { field: 'input' });
			out[i] = code;
		}
		index += text.length;
		return out;
	};
	return { push: (chunk) => latin1(utf8.decode(chunk, { stream: true })), end: () => latin1(utf8.decode()) };
}
