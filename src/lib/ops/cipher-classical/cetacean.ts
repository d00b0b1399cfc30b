/**
 * Cetacean cipher (CyberChef's "Cetacean Cipher Encode/Decode"): each UTF-16 code unit as its 16 bits,
 * 1 written `e` and 0 `E`; a space stays a space.
 */
import type { Direction } from './classical.js';
import { CipherInputError, shown } from './input-error.js';

export function cetacean(text: string, direction: Direction): string {
	if (direction === 'encode') {
		let out = '';
		for (let i = 0; i < text.length; i++) {
			const unit = text.charCodeAt(i);
			out += unit === 0x20 ? ' ' : unit.toString(2).padStart(16, '0').replace(/1/g, 'e').replace(/0/g, 'E');
		}
		return out;
	}
	const bad = /[^Ee ]/u.exec(text);
	if (bad) throw new CipherInputError('cetacean_char', { char: shown(bad[0]), index: bad.index });
	let out = '';
	for (const run of text.matchAll(/[Ee]+| /g)) {
		if (run[0] === ' ') {
			out += ' ';
			continue;
		}
		if (run[0].length % 16) throw new CipherInputError('cetacean_length', { index: run.index, length: run[0].length });
		for (let at = 0; at < run[0].length; at += 16) out += String.fromCharCode(parseInt(run[0].slice(at, at + 16).replace(/e/g, '1').replace(/E/g, '0'), 2));
	}
	return out;
}
