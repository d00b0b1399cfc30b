/**
 * Byte framings: COBS (Cheshire and Baker's Consistent Overhead Byte Stuffing, as Wikipedia's
 * examples and CyberChef's To/From COBS) and the first-level encoding of NetBIOS names (RFC 1001
 * section 14.1, as CyberChef's Encode/Decode NetBIOS Name).
 */
import { EncodingError } from '../bytes.js';
import { errors } from '../errors.js';

const notIn = (scheme: string) => new EncodingError(errors.words('not_in_scheme', { scheme }));

/**
 * COBS: no zero byte in the answer. Each block is a code byte n and n-1 data bytes, followed by a
 * zero unless n is 255 or it is the last block. A run of 254 bytes that ends the data takes no
 * empty block after it (Wikipedia's example 7, CyberChef). Nothing is one block, 01.
 */
export function cobsEncode(data: Uint8Array): Uint8Array {
	const out = new Uint8Array(data.length + Math.ceil(data.length / 254) + 1);
	let codeAt = 0;
	let o = 1;
	let code = 1;
	for (let i = 0; i < data.length; i++) {
		const byte = data[i];
		if (byte !== 0) {
			out[o++] = byte;
			code++;
		}
		if (byte === 0 || code === 0xff) {
			out[codeAt] = code;
			code = 1;
			if (byte === 0 || i + 1 < data.length) codeAt = o++;
			else codeAt = -1;
		}
	}
	if (codeAt >= 0) out[codeAt] = code;
	return out.slice(0, o);
}

/** COBS back to the bytes: a zero byte, or a block longer than what is left → not cobs. */
export function cobsDecode(data: Uint8Array): Uint8Array {
	const out = new Uint8Array(data.length);
	let o = 0;
	for (let i = 0; i < data.length; ) {
		const code = data[i];
		if (code === 0 || i + code > data.length) throw notIn('cobs');
		for (let k = i + 1; k < i + code; k++) {
			if (data[k] === 0) throw notIn('cobs');
			out[o++] = data[k];
		}
		i += code;
		if (code < 0xff && i < data.length) out[o++] = 0;
	}
	return out.slice(0, o);
}

/** The most bytes a NetBIOS name has: 15 characters and a suffix byte (the service type). */
export const NETBIOS_BYTES = 16;
/** RFC 1001's offset: each half-byte written as a letter from A. */
export const NETBIOS_OFFSET = 65;

/** RFC 1001 first-level encoding: the name padded with spaces to 16 bytes, each half-byte plus `offset`. */
export function netbiosEncode(name: Uint8Array, offset = NETBIOS_OFFSET): string {
	if (name.length > NETBIOS_BYTES) throw errors.error('netbios_too_long', { max: NETBIOS_BYTES }, { field: 'input' });
	let out = '';
	for (let i = 0; i < NETBIOS_BYTES; i++) {
		const byte = i < name.length ? name[i] : 0x20;
		out += String.fromCharCode((byte >> 4) + offset, (byte & 15) + offset);
	}
	return out;
}

/** The name back: an even number of characters, at most 32, each `offset` to `offset`+15; the padding spaces at the end are dropped (as CyberChef). */
export function netbiosDecode(text: string, offset = NETBIOS_OFFSET): Uint8Array {
	const clean = text.trim();
	if (clean.length % 2 !== 0 || clean.length > NETBIOS_BYTES * 2) throw notIn('netbios');
	const out = new Uint8Array(clean.length / 2);
	for (let i = 0; i < out.length; i++) {
		const high = clean.charCodeAt(2 * i) - offset;
		const low = clean.charCodeAt(2 * i + 1) - offset;
		if (high < 0 || high > 15 || low < 0 || low > 15) throw notIn('netbios');
		out[i] = (high << 4) | low;
	}
	let end = out.length;
	while (end > 0 && out[end - 1] === 0x20) end--;
	return out.slice(0, end);
}
