/** The byte-level inputs and measures of /text/distance: hex texts and Hamming by byte or by bit (CyberChef's Hamming Distance). */
import { errors } from './errors.js';

/** Hex digits (white space between them ignored) as bytes; a 422 on `field` otherwise. */
export function hexBytes(text: string, field: string): Uint8Array {
	const digits = text.replace(/\s+/g, '');
	const bad = /[^0-9a-fA-F\s]/.exec(text);
	if (bad) throw errors.error('bad_hex', { index: Array.from(text.slice(0, bad.index)).length }, { field });
	if (digits.length % 2) throw errors.error('odd_hex', { digits: digits.length }, { field });
	const out = new Uint8Array(digits.length / 2);
	for (let i = 0; i < out.length; i++) out[i] = parseInt(digits.slice(2 * i, 2 * i + 2), 16);
	return out;
}

/** Bytes as a sequence the character measures read (one symbol a byte). */
export const asSymbols = (bytes: Uint8Array) => Int32Array.from(bytes);

const popcount = (n: number) => {
	let bits = 0;
	for (let x = n; x; x &= x - 1) bits++;
	return bits;
};

/** Bytes that differ, or bits that differ (the popcount of each XOR), between two byte strings of one length; null otherwise. */
export function hammingBytes(a: Uint8Array, b: Uint8Array, unit: 'byte' | 'bit'): number | null {
	if (a.length !== b.length) return null;
	let differ = 0;
	for (let i = 0; i < a.length; i++) differ += unit === 'byte' ? (a[i] !== b[i] ? 1 : 0) : popcount(a[i] ^ b[i]);
	return differ;
}
