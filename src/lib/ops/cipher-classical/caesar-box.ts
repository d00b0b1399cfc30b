/**
 * Caesar box (CyberChef's "Caesar Box Cipher"): the text without its spaces written in rows of `height`
 * characters and read column by column, i.e. every `height`-th character from each start in turn.
 * Decoding puts each character back where encoding took it from. Characters are code points.
 */
import type { Direction } from './classical.js';

export function caesarBox(text: string, height: number, direction: Direction): string {
	const chars = new Uint32Array(text.length);
	let n = 0;
	for (let i = 0; i < text.length; i++) {
		const code = text.codePointAt(i)!;
		if (code > 0xffff) i++;
		if (code !== 0x20) chars[n++] = code;
	}
	const out = new Uint32Array(n);
	let k = 0;
	for (let start = 0; start < height && start < n; start++) {
		for (let pos = start; pos < n; pos += height) {
			if (direction === 'encode') out[k++] = chars[pos];
			else out[pos] = chars[k++];
		}
	}
	let s = '';
	for (let from = 0; from < n; from += 8192) s += String.fromCodePoint(...out.subarray(from, from + 8192));
	return s;
}
