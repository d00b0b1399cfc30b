/**
 * Base92 (thenoviceoof's spec, as CyberChef's To/From Base92): the bytes read as a stream of bits,
 * 13 bits written as two characters (value / 91, value % 91) of a 91-character alphabet
 * (`!`, `#`..`_`, `a`..`}`: no space, `"`, backtick or `~`). A tail of fewer than 7 bits is padded
 * to 6 and written as one character; 7 to 12 bits are padded to 13. The spec writes no bytes as
 * `~`; CyberChef writes nothing, as here, and decoding takes both.
 */
import { EncodingError } from '../bytes.js';
import { errors } from '../errors.js';

const notBase92 = () => new EncodingError(errors.words('not_in_scheme', { scheme: 'base92' }));

function digit(value: number): string {
	if (value === 0) return '!';
	return String.fromCharCode(value <= 61 ? 0x23 + value - 1 : 0x61 + value - 62);
}

/** The value of a base92 character, or -1. */
function valueOf(code: number): number {
	if (code === 0x21) return 0;
	if (code >= 0x23 && code <= 0x5f) return code - 0x23 + 1;
	if (code >= 0x61 && code <= 0x7d) return code - 0x61 + 62;
	return -1;
}

export function base92Encode(bytes: Uint8Array): string {
	const out: string[] = [];
	// At most 20 bits are held: 12 left over plus the next byte's 8.
	let bits = 0;
	let count = 0;
	for (const byte of bytes) {
		bits = (bits << 8) | byte;
		count += 8;
		if (count >= 13) {
			count -= 13;
			const value = bits >> count;
			bits &= (1 << count) - 1;
			out.push(digit(Math.floor(value / 91)), digit(value % 91));
		}
	}
	if (count > 0 && count < 7) out.push(digit(bits << (6 - count)));
	else if (count > 0) {
		const value = bits << (13 - count);
		out.push(digit(Math.floor(value / 91)), digit(value % 91));
	}
	return out.join('');
}

/** Whitespace is skipped (no base92 character is whitespace); a pair over 8191 or a character outside the alphabet → not base92. */
export function base92Decode(text: string): Uint8Array {
	const clean = text.replace(/\s+/g, '');
	if (clean === '~') return new Uint8Array(0);
	const out = new Uint8Array(Math.floor((clean.length * 13) / 16) + 1);
	let o = 0;
	let bits = 0;
	let count = 0;
	for (let i = 0; i < clean.length; i += 2) {
		const high = valueOf(clean.charCodeAt(i));
		if (high < 0) throw notBase92();
		if (i + 1 < clean.length) {
			const low = valueOf(clean.charCodeAt(i + 1));
			const value = high * 91 + low;
			if (low < 0 || value > 0x1fff) throw notBase92();
			bits = (bits << 13) | value;
			count += 13;
		} else {
			// A last lone character carries 6 bits.
			if (high > 63) throw notBase92();
			bits = (bits << 6) | high;
			count += 6;
		}
		while (count >= 8) {
			count -= 8;
			out[o++] = bits >> count;
			bits &= (1 << count) - 1;
		}
	}
	return out.slice(0, o);
}
