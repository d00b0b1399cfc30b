/**
 * Bytes written in alphabets that are not RFC 4648's plain ones: base58 (Bitcoin), base62
 * (0-9A-Za-z, as base-x), base32hex, Crockford's base32, bech32 and bech32m (BIP-173, BIP-350)
 * and base45 (RFC 9285). @scure/base does base32hex, Crockford and bech32(m); base58 and base62 are
 * one base conversion here (@scure/base caps its base58 at 2,048 bytes).
 */
import { base32crockford, base32hex, bech32, bech32m } from '@scure/base';
import { EncodingError } from '../bytes.js';
import { errors } from '../errors.js';
import { MAX_RADIX_BYTES } from '../options.js';

const notIn = (scheme: string) => new EncodingError(errors.words('not_in_scheme', { scheme }));

/** Runs a library decoder, answering its throw as "not valid <scheme>". */
function attempt<T>(scheme: string, work: () => T): T {
	try {
		return work();
	} catch (error) {
		if (error instanceof EncodingError) throw error;
		throw notIn(scheme);
	}
}

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The bytes as one big-endian number in `alphabet`, each leading zero byte as the alphabet's first digit (base-x). */
function radixEncode(bytes: Uint8Array, alphabet: string): string {
	const base = alphabet.length;
	let zeros = 0;
	while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
	const digits: number[] = []; // little-endian
	for (let i = zeros; i < bytes.length; i++) {
		let carry = bytes[i];
		for (let j = 0; j < digits.length; j++) {
			carry += digits[j] * 256;
			digits[j] = carry % base;
			carry = Math.floor(carry / base);
		}
		while (carry > 0) {
			digits.push(carry % base);
			carry = Math.floor(carry / base);
		}
	}
	let out = alphabet[0].repeat(zeros);
	for (let i = digits.length - 1; i >= 0; i--) out += alphabet[digits[i]];
	return out;
}

/** The inverse of radixEncode; null when a character is not in the alphabet. */
function radixDecode(text: string, alphabet: string): Uint8Array | null {
	const base = alphabet.length;
	let zeros = 0;
	while (zeros < text.length && text[zeros] === alphabet[0]) zeros++;
	const bytes: number[] = []; // little-endian
	for (let i = zeros; i < text.length; i++) {
		let carry = alphabet.indexOf(text[i]);
		if (carry < 0) return null;
		for (let j = 0; j < bytes.length; j++) {
			carry += bytes[j] * base;
			bytes[j] = carry & 0xff;
			carry >>>= 8;
		}
		while (carry > 0) {
			bytes.push(carry & 0xff);
			carry >>>= 8;
		}
	}
	const out = new Uint8Array(zeros + bytes.length);
	for (let i = 0; i < bytes.length; i++) out[out.length - 1 - i] = bytes[i];
	return out;
}

function checkRadixSize(scheme: string, bytes: number) {
	if (bytes > MAX_RADIX_BYTES) throw new EncodingError(errors.words('radix_too_long', { scheme, max: MAX_RADIX_BYTES }));
}

/** A digit carries log2(base) bits: more digits than the limit's bytes make is over the limit. */
function checkRadixDigits(scheme: string, digits: number, base: number) {
	if (digits > Math.ceil((MAX_RADIX_BYTES * 8) / Math.log2(base))) throw new EncodingError(errors.words('radix_too_long', { scheme, max: MAX_RADIX_BYTES }));
}

export function base58Encode(bytes: Uint8Array): string {
	checkRadixSize('base58', bytes.length);
	return radixEncode(bytes, B58);
}
export function base58Decode(text: string): Uint8Array {
	const clean = text.trim();
	checkRadixDigits('base58', clean.length, 58);
	const bytes = radixDecode(clean, B58);
	if (!bytes) throw notIn('base58');
	return bytes;
}
export function base62Encode(bytes: Uint8Array): string {
	checkRadixSize('base62', bytes.length);
	return radixEncode(bytes, B62);
}
export function base62Decode(text: string): Uint8Array {
	const clean = text.trim();
	checkRadixDigits('base62', clean.length, 62);
	const bytes = radixDecode(clean, B62);
	if (!bytes) throw notIn('base62');
	return bytes;
}

/** base32hex (RFC 4648 section 7), padded; decoding takes any case, whitespace and missing padding. */
export const base32hexEncode = (bytes: Uint8Array): string => base32hex.encode(bytes);
export function base32hexDecode(text: string): Uint8Array {
	const clean = text.replace(/\s+/g, '').toUpperCase();
	const body = clean.replace(/=+$/, '');
	if (clean !== body && clean.length % 8 !== 0) throw notIn('base32hex');
	return attempt('base32hex', () => base32hex.decode(body + '='.repeat((8 - (body.length % 8)) % 8)));
}

/** Crockford's base32, upper case, no padding; decoding also reads lower case, O as 0, I and L as 1, and skips hyphens. */
export const crockfordEncode = (bytes: Uint8Array): string => base32crockford.encode(bytes);
export function crockfordDecode(text: string): Uint8Array {
	return attempt('crockford32', () => base32crockford.decode(text.replace(/[\s-]+/g, '')));
}

const HRP = /^[\x21-\x7e]{1,83}$/;

/** Bech32 or bech32m of the bytes (as 5-bit groups) under `hrp`; no 90-character limit, so any bytes fit. */
export function bech32Encode(bytes: Uint8Array, scheme: 'bech32' | 'bech32m', hrp: string | undefined): string {
	if (!hrp) throw errors.error('hrp_required', { scheme }, { field: 'hrp' });
	if (!HRP.test(hrp) || (hrp !== hrp.toLowerCase() && hrp !== hrp.toUpperCase())) throw errors.error('hrp_invalid', undefined, { field: 'hrp' });
	const coder = scheme === 'bech32' ? bech32 : bech32m;
	return coder.encode(hrp.toLowerCase(), coder.toWords(bytes), false);
}

/**
 * The bytes and human-readable part of a bech32 or bech32m string (its checksum checked). A SegWit
 * address (BIP-173/350: a witness version, then the program's 5-bit groups) does not regroup
 * whole: its program is the bytes and `witness_version` says the version.
 */
export function bech32Decode(text: string, scheme: 'bech32' | 'bech32m', hrp: string | undefined): { bytes: Uint8Array; hrp: string; witness_version?: number } {
	const coder = scheme === 'bech32' ? bech32 : bech32m;
	const decoded = attempt(scheme, (): { bytes: Uint8Array; hrp: string; witness_version?: number } => {
		const { prefix, words } = coder.decode(text.trim() as `${string}1${string}`, false);
		const bytes = coder.fromWordsUnsafe(words);
		if (bytes) return { hrp: prefix, bytes };
		if (words.length > 1 && words[0] <= 16) return { hrp: prefix, bytes: coder.fromWords(words.slice(1)), witness_version: words[0] };
		throw notIn(scheme);
	});
	if (hrp !== undefined && hrp !== '' && hrp.toLowerCase() !== decoded.hrp) throw errors.error('hrp_mismatch', { found: decoded.hrp }, { field: 'hrp' });
	return decoded;
}

const B45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** Base45 (RFC 9285): two bytes as three characters, a last single byte as two. */
export function base45Encode(bytes: Uint8Array): string {
	let out = '';
	for (let i = 0; i + 1 < bytes.length; i += 2) {
		const n = bytes[i] * 256 + bytes[i + 1];
		out += B45[n % 45] + B45[Math.floor(n / 45) % 45] + B45[Math.floor(n / 2025)];
	}
	if (bytes.length % 2) {
		const n = bytes[bytes.length - 1];
		out += B45[n % 45] + B45[Math.floor(n / 45)];
	}
	return out;
}

/** RFC 9285 section 4.2 decoding: a group over 65535 (or a last pair over 255), a stray character or length → not base45. Spaces are digits here, so nothing is trimmed but line ends. */
export function base45Decode(text: string): Uint8Array {
	const clean = text.replace(/[\r\n]+$/, '');
	if (clean.length % 3 === 1) throw notIn('base45');
	const out = new Uint8Array(Math.floor(clean.length / 3) * 2 + (clean.length % 3 === 2 ? 1 : 0));
	let o = 0;
	for (let i = 0; i < clean.length; i += 3) {
		const digits = [...clean.slice(i, i + 3)].map((c) => B45.indexOf(c));
		if (digits.some((d) => d < 0)) throw notIn('base45');
		const n = digits[0] + digits[1] * 45 + (digits.length === 3 ? digits[2] * 2025 : 0);
		if (digits.length === 3) {
			if (n > 0xffff) throw notIn('base45');
			out[o++] = n >> 8;
			out[o++] = n & 0xff;
		} else {
			if (n > 0xff) throw notIn('base45');
			out[o++] = n;
		}
	}
	return out;
}
