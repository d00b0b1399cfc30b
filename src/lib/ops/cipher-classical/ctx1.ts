/**
 * Citrix CTX1 (CyberChef's "Citrix CTX1 Encode/Decode"), the obfuscation of stored Citrix passwords:
 * the UTF-16LE bytes, each XORed with 0xA5 and the previous output byte, each written as two letters
 * A-P (high nibble, then low).
 */
import type { Direction } from './classical.js';
import { CipherInputError, shown } from './input-error.js';

export function ctx1(text: string, direction: Direction): string {
	return direction === 'encode' ? ctx1Encode(text) : ctx1Decode(text);
}

function ctx1Encode(text: string): string {
	const out: number[] = [];
	let previous = 0;
	for (let i = 0; i < text.length; i++) {
		const unit = text.charCodeAt(i);
		for (const byte of [unit & 0xff, unit >> 8]) {
			previous = byte ^ 0xa5 ^ previous;
			out.push(0x41 + (previous >> 4), 0x41 + (previous & 0xf));
		}
	}
	let s = '';
	for (let at = 0; at < out.length; at += 8192) s += String.fromCharCode(...out.slice(at, at + 8192));
	return s;
}

function ctx1Decode(text: string): string {
	const bad = /[^A-P]/u.exec(text);
	if (bad) throw new CipherInputError('ctx1_char', { char: shown(bad[0]), index: bad.index });
	// Four letters per UTF-16 code unit (two bytes, two letters each).
	if (text.length % 4) throw new CipherInputError('ctx1_length', { length: text.length });
	const bytes: number[] = [];
	let previous = 0;
	for (let at = 0; at < text.length; at += 2) {
		const stored = ((text.charCodeAt(at) - 0x41) << 4) | (text.charCodeAt(at + 1) - 0x41);
		bytes.push(stored ^ 0xa5 ^ previous);
		previous = stored;
	}
	let out = '';
	for (let i = 0; i < bytes.length; i += 2) out += String.fromCharCode(bytes[i] | (bytes[i + 1] << 8));
	return out;
}
