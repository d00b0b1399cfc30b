/**
 * RFC 4648's encodings (base64, base64url, base32, base16 as hex) fed chunk by chunk: what a raw
 * `/encode` body goes through (src/lib/server/raw/README.md). Each chunk is handled at once and
 * only what does not make a whole group yet (under 5 bytes, under 8 characters) is carried to the
 * next, so memory does not grow with the body. The rules are the JSON operation's
 * (src/lib/ops/encode/README.md): the same alphabets, padding and tolerance (whitespace anywhere,
 * missing padding; base32 and hex in any case, base32's dashes), the same messages.
 */
import { EncodingError, type ByteScheme } from '../../ops/encode/bytes.js';
import { errors } from '../../ops/encode/errors.js';

export type { ByteScheme };
export const BYTE_SCHEMES: readonly ByteScheme[] = ['base64', 'base64url', 'base32', 'hex'];

/** A streaming transform: `push` each chunk, then `end`; each answers the output it can give now. */
export interface ChunkCodec {
	push(chunk: Uint8Array): Buffer;
	end(): Buffer;
}

const EMPTY = Buffer.alloc(0);
const BASE32 = Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 'latin1');

/** Bytes of a group of each scheme's encoder (3 → 4 characters, 5 → 8, 1 → 2). */
const GROUP: Record<ByteScheme, number> = { base64: 3, base64url: 3, base32: 5, hex: 1 };

/** How many characters encoding `bytes` bytes gives (base64url unpadded, the others padded). */
export function encodedLength(bytes: number, scheme: ByteScheme): number {
	switch (scheme) {
		case 'base64':
			return Math.ceil(bytes / 3) * 4;
		case 'base64url':
			return Math.ceil((bytes * 4) / 3);
		case 'base32':
			return Math.ceil(bytes / 5) * 8;
		case 'hex':
			return bytes * 2;
	}
}

/**
 * An encoder: bytes in, the scheme's text out (ASCII bytes). Whole groups are encoded as they
 * come; the last partial group (and base64's and base32's padding) at the end.
 */
export function createEncoder(scheme: ByteScheme): ChunkCodec {
	const group = GROUP[scheme];
	let carry: Buffer = EMPTY;
	const encode = (bytes: Buffer): Buffer => {
		if (scheme === 'base32') return base32Encode(bytes);
		return Buffer.from(bytes.toString(scheme), 'latin1');
	};
	return {
		push(chunk) {
			const bytes = carry.length ? Buffer.concat([carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
			const whole = bytes.length - (bytes.length % group);
			carry = Buffer.from(bytes.subarray(whole));
			return whole ? encode(bytes.subarray(0, whole)) : EMPTY;
		},
		end() {
			const last = carry.length ? encode(carry) : EMPTY;
			carry = EMPTY;
			return last;
		}
	};
}

/** Base32 (RFC 4648 section 6) of `bytes`, padded, as ASCII bytes. */
function base32Encode(bytes: Uint8Array): Buffer {
	const out = Buffer.allocUnsafe(Math.ceil(bytes.length / 5) * 8);
	let o = 0;
	let bits = 0;
	let value = 0;
	for (let i = 0; i < bytes.length; i++) {
		value = ((value << 8) | bytes[i]) & 0xfff;
		bits += 8;
		while (bits >= 5) {
			out[o++] = BASE32[(value >>> (bits - 5)) & 31];
			bits -= 5;
		}
	}
	if (bits > 0) out[o++] = BASE32[(value << (5 - bits)) & 31];
	out.fill(0x3d, o);
	return out;
}

/** What a byte of the input is to a decoder: a digit's value, or one of these. */
const INVALID = 255;
const SKIP = 254;
const PAD = 253;

/** The decoding table of a scheme: each byte's digit value, SKIP (ignored), PAD (`=`) or INVALID. */
function table(alphabet: string, extraSkip = '', anyCase = false, padding = true): Uint8Array {
	const t = new Uint8Array(256).fill(INVALID);
	for (let i = 0; i < alphabet.length; i++) {
		t[alphabet.charCodeAt(i)] = i;
		if (anyCase) t[alphabet.toLowerCase().charCodeAt(i)] = i;
	}
	// ASCII whitespace, anywhere (the JSON operation's `\s`, for the bytes a file can hold).
	for (const c of ' \t\n\v\f\r' + extraSkip) t[c.charCodeAt(0)] = SKIP;
	if (padding) t[0x3d] = PAD;
	return t;
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DECODING: Record<ByteScheme, { table: Uint8Array; bits: number }> = {
	base64: { table: table(DIGITS + '+/'), bits: 6 },
	base64url: { table: table(DIGITS + '-_'), bits: 6 },
	// Base32 in any case, with the dashes authenticator setups print; hex in any case.
	base32: { table: table('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', '-', true), bits: 5 },
	hex: { table: table('0123456789ABCDEF', '', true, false), bits: 4 }
};

/**
 * A decoder: the scheme's text in (bytes), the bytes it stands for out; an EncodingError
 * ("is not valid base64") as soon as the text cannot be the scheme's, or at the end when its
 * length or padding is wrong. The rules of the JSON operation's `decodeBytes`:
 * - base64 and base64url: padding optional; when present at most two `=`, only at the end, and
 *   the whole text a multiple of 4; a text of 4n+1 digits is not base64;
 * - base32: padding optional; when present only at the end and the whole a multiple of 8; the
 *   digits a multiple of 8 plus 0, 2, 4, 5 or 7;
 * - hex: an even number of digits, no padding.
 */
export function createDecoder(scheme: ByteScheme): ChunkCodec {
	const { table: t, bits: per } = DECODING[scheme];
	let value = 0;
	let bits = 0;
	let digits = 0;
	let pads = 0;
	const invalid = () => new EncodingError(errors.words('not_in_scheme', { scheme }));
	return {
		push(chunk) {
			// At most one byte out per digit in (4, 5 or 6 bits each). The state is copied into locals
			// for the loop (closure variables cost a context access each).
			const out = Buffer.allocUnsafe(Math.ceil((chunk.length * per) / 8));
			let o = 0;
			let v = value;
			let b = bits;
			let n = digits;
			let p = pads;
			for (let i = 0; i < chunk.length; i++) {
				const d = t[chunk[i]];
				if (d < 64) {
					if (p !== 0) throw invalid();
					v = ((v << per) | d) & 0xffff;
					b += per;
					n++;
					if (b >= 8) {
						b -= 8;
						out[o++] = (v >>> b) & 0xff;
					}
				} else if (d === PAD) p++;
				else if (d === INVALID) throw invalid();
			}
			value = v;
			bits = b;
			digits = n;
			pads = p;
			return out.subarray(0, o);
		},
		end() {
			const total = digits + pads;
			let ok: boolean;
			if (scheme === 'hex') ok = digits % 2 === 0;
			else if (scheme === 'base32') ok = [0, 2, 4, 5, 7].includes(digits % 8) && (pads === 0 || total % 8 === 0);
			else ok = digits % 4 !== 1 && pads <= 2 && (pads === 0 || total % 4 === 0);
			if (!ok) throw invalid();
			return EMPTY;
		}
	};
}
