/**
 * Bytes as numbers (`binary`: 8 digits a byte; `octal`, `decimal`: no padding; one space between
 * bytes, as CyberChef's To Binary/Octal/Decimal write them) and text as code points (`charcode`:
 * base 16, two, four or six digits as CyberChef's To Charcode pads them, or base 10).
 */
import { EncodingError } from '../bytes.js';
import { errors } from '../errors.js';

export type NumberScheme = 'binary' | 'octal' | 'decimal';

const RADIX: Record<NumberScheme, number> = { binary: 2, octal: 8, decimal: 10 };
const DIGITS: Record<NumberScheme, RegExp> = { binary: /^[01]+$/, octal: /^[0-7]+$/, decimal: /^[0-9]+$/ };

export function bytesToNumbers(bytes: Uint8Array, scheme: NumberScheme): string {
	const radix = RADIX[scheme];
	const parts = new Array<string>(bytes.length);
	for (let i = 0; i < bytes.length; i++) parts[i] = scheme === 'binary' ? bytes[i].toString(2).padStart(8, '0') : bytes[i].toString(radix);
	return parts.join(' ');
}

/** Numbers separated by whitespace or commas; a run of binary digits longer than 8 is read 8 at a time (`0100100001101001`). */
export function numbersToBytes(text: string, scheme: NumberScheme): Uint8Array {
	const out: number[] = [];
	for (const token of text.split(/[\s,]+/)) {
		if (token === '') continue;
		if (!DIGITS[scheme].test(token)) throw new EncodingError(errors.words('not_in_scheme', { scheme }));
		const pieces = scheme === 'binary' && token.length > 8 && token.length % 8 === 0 ? token.match(/.{8}/g)! : [token];
		for (const piece of pieces) {
			const value = parseInt(piece, RADIX[scheme]);
			if (piece.length > 12 || value > 255) throw new EncodingError(errors.words('not_a_byte', { value: piece.length > 12 ? piece.slice(0, 12) + '…' : piece }));
			out.push(value);
		}
	}
	return Uint8Array.from(out);
}

/** Each code point of the text in `base`, space-separated. */
export function textToCharcodes(text: string, base: 10 | 16): string {
	const parts: string[] = [];
	for (const char of text) {
		const code = char.codePointAt(0)!;
		parts.push(base === 10 ? String(code) : code.toString(16).padStart(code < 0x100 ? 2 : code < 0x10000 ? 4 : 6, '0'));
	}
	return parts.join(' ');
}

/** Code points separated by whitespace or commas (hex: an optional 0x or U+ before each) back to text. */
export function charcodesToText(text: string, base: 10 | 16): string {
	let out = '';
	for (const token of text.split(/[\s,]+/)) {
		if (token === '') continue;
		const digits = base === 16 ? token.replace(/^(0x|u\+)/i, '') : token;
		const valid = base === 16 ? /^[0-9a-fA-F]{1,8}$/.test(digits) : /^[0-9]{1,10}$/.test(digits);
		const code = valid ? parseInt(digits, base) : NaN;
		// Surrogates are not code points: they cannot be written as UTF-8.
		if (!(code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff)) throw new EncodingError(errors.words('not_code_point', { value: token.slice(0, 16) }));
		out += String.fromCodePoint(code);
	}
	return out;
}
