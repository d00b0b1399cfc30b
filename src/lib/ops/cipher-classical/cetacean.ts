/**
 * Cetacean cipher (CyberChef's "Cetacean Cipher Encode/Decode"): each UTF-16 code unit as its 16 bits,
 * 1 written `e` and 0 `E`; a space stays a space.
 */
import type { Direction } from './classical.js';
import { CipherInputError, shown } from './input-error.js';

/** The eight e/E of each byte value, built once. */
let byteWords: string[] | undefined;
const wordsOfBytes = () => (byteWords ??= Array.from({ length: 256 }, (_, b) => b.toString(2).padStart(8, '0').replace(/1/g, 'e').replace(/0/g, 'E')));

export function cetacean(text: string, direction: Direction): string {
	if (direction === 'encode') {
		const words = wordsOfBytes();
		const parts = new Array<string>(text.length);
		for (let i = 0; i < text.length; i++) {
			const unit = text.charCodeAt(i);
			parts[i] = unit === 0x20 ? ' ' : words[unit >> 8] + words[unit & 0xff];
		}
		return parts.join('');
	}
	const bad = /[^Ee ]/u.exec(text);
	if (bad) throw new CipherInputError('cetacean_char', { char: shown(bad[0]), index: bad.index });
	const units: number[] = [];
	let runStart = 0;
	let unit = 0;
	for (let i = 0; i <= text.length; i++) {
		const c = text.charCodeAt(i); // NaN past the end closes the last run
		if (c === 0x45 || c === 0x65) {
			unit = (unit << 1) | (c === 0x65 ? 1 : 0);
			if ((i - runStart + 1) % 16 === 0) units.push(unit & 0xffff);
			continue;
		}
		if ((i - runStart) % 16) throw new CipherInputError('cetacean_length', { index: runStart, length: i - runStart });
		if (c === 0x20) units.push(0x20);
		runStart = i + 1;
	}
	let out = '';
	for (let at = 0; at < units.length; at += 8192) out += String.fromCharCode(...units.slice(at, at + 8192));
	return out;
}
