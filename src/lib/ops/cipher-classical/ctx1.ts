/**
 * Citrix CTX1 (CyberChef's "Citrix CTX1 Encode/Decode"), the obfuscation of stored Citrix passwords:
 * the UTF-16LE bytes, each XORed with 0xA5 and the previous output byte, each written as two letters
 * A-P (high nibble, then low).
 */
import { fromUnits, type Direction } from './classical.js';
import { CipherInputError, shown } from './input-error.js';

export function ctx1(text: string, direction: Direction): string {
	return direction === 'encode' ? ctx1Encode(text) : ctx1Decode(text);
}

function ctx1Encode(text: string): string {
	const out = new Uint16Array(text.length * 4);
	let previous = 0;
	for (let i = 0; i < text.length; i++) {
		const unit = text.charCodeAt(i);
		previous = (unit & 0xff) ^ 0xa5 ^ previous;
		out[4 * i] = 0x41 + (previous >> 4);
		out[4 * i + 1] = 0x41 + (previous & 0xf);
		previous = (unit >> 8) ^ 0xa5 ^ previous;
		out[4 * i + 2] = 0x41 + (previous >> 4);
		out[4 * i + 3] = 0x41 + (previous & 0xf);
	}
	return fromUnits(out);
}

function ctx1Decode(text: string): string {
	const bad = /[^A-P]/u.exec(text);
	if (bad) throw new CipherInputError('ctx1_char', { char: shown(bad[0]), index: bad.index });
	// Four letters per UTF-16 code unit (two bytes, two letters each).
	if (text.length % 4) throw new CipherInputError('ctx1_length', { length: text.length });
	const units = new Uint16Array(text.length / 4);
	let previous = 0;
	for (let at = 0; at < text.length; at += 2) {
		const stored = ((text.charCodeAt(at) - 0x41) << 4) | (text.charCodeAt(at + 1) - 0x41);
		const byte = stored ^ 0xa5 ^ previous;
		previous = stored;
		// Even byte: the low half of the unit; odd: the high half.
		units[at >> 2] |= at & 2 ? byte << 8 : byte;
	}
	return fromUnits(units);
}
