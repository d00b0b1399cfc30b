/**
 * Bytes to text and back in RFC 4648's encodings (base64, base64url, base32, base16 as hex),
 * apart from the text schemes so the app's file encoder loads no HTML entity tables.
 */
import { base32Decode, base32Encode } from '../_shared/base32.js';
import { base64Encode, binaryToBytes } from '../_shared/base64.js';
import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';

/** A decoding that cannot be done: the input is not in the scheme, or its bytes are not text. */
export class EncodingError extends WordedError {}

export type ByteScheme = 'base64' | 'base64url' | 'base32' | 'hex';

/** Lower-case base16 (RFC 4648 section 8). */
export function hexEncode(bytes: Uint8Array): string {
	let out = '';
	for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
	return out;
}

/** Base16 in any case; whitespace between digits is ignored. Null when not hex. */
export function hexDecode(text: string): Uint8Array | null {
	const clean = text.replace(/\s+/g, '');
	if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) return null;
	const out = new Uint8Array(clean.length / 2);
	for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
	return out;
}

/**
 * Base64 (RFC 4648 section 4) or base64url (section 5): whitespace anywhere and missing padding
 * are accepted; padding, when present, must be right (only at the end, making a multiple of 4).
 * Null when not in the alphabet.
 */
export function base64Decode(text: string, url = false): Uint8Array | null {
	const binary = base64DecodeBinary(text, url);
	return binary === null ? null : binaryToBytes(binary);
}

/** `base64Decode`, answering the bytes as a binary string (one character per byte, as atob does). */
export function base64DecodeBinary(text: string, url = false): string | null {
	const clean = text.replace(/\s+/g, '');
	const alphabet = url ? /^[A-Za-z0-9_-]*={0,2}$/ : /^[A-Za-z0-9+/]*={0,2}$/;
	if (!alphabet.test(clean)) return null;
	const body = clean.replace(/=+$/, '');
	if (body.length % 4 === 1) return null;
	if (clean.length !== body.length && clean.length % 4 !== 0) return null;
	const b64 = url ? body.replace(/-/g, '+').replace(/_/g, '/') : body;
	return atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
}

/** base64url without padding (RFC 4648 section 5, as JWTs and RFC 7515 write it). */
export function base64UrlEncode(bytes: Uint8Array): string {
	return base64ToUrl(base64Encode(bytes));
}

/** Standard base64 rewritten as base64url without padding. */
export function base64ToUrl(base64: string): string {
	return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Encodes bytes (a file's, in the app) as base64, base64url, base32 or hex. */
export function encodeBytes(bytes: Uint8Array, scheme: ByteScheme): string {
	switch (scheme) {
		case 'base64':
			return base64Encode(bytes);
		case 'base64url':
			return base64UrlEncode(bytes);
		case 'base32':
			return base32Encode(bytes);
		case 'hex':
			return hexEncode(bytes);
	}
}

/** Decodes text in a byte scheme to bytes; an EncodingError when it is not in the scheme. */
export function decodeBytes(text: string, scheme: ByteScheme): Uint8Array {
	let bytes: Uint8Array | null;
	switch (scheme) {
		case 'base64':
			bytes = base64Decode(text);
			break;
		case 'base64url':
			bytes = base64Decode(text, true);
			break;
		case 'base32':
			// Base32 of RFC 4648 section 6; padding must be whole when present (the shared decoder
			// also takes the lower case and dashes people paste from authenticator setups).
			bytes = /^[A-Za-z2-7\s-]*=*$/.test(text) && validBase32Padding(text) ? base32Decode(text) : null;
			break;
		case 'hex':
			bytes = hexDecode(text);
			break;
	}
	if (!bytes) throw new EncodingError(errors.words('not_in_scheme', { scheme }));
	return bytes;
}

function validBase32Padding(text: string): boolean {
	const clean = text.replace(/[\s-]/g, '');
	return !clean.includes('=') || clean.length % 8 === 0;
}

