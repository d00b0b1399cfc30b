/**
 * Hex in other clothes: Snort's hex content (`foo|3d|bar`, as CyberChef's To/From Hex Content) and
 * Yubico's modhex (hex written with the letters cbdefghijklnrtuv, the same on every keyboard layout).
 */
import { EncodingError } from '../bytes.js';
import { errors } from '../errors.js';

const notIn = (scheme: string) => new EncodingError(errors.words('not_in_scheme', { scheme }));
const HEX = '0123456789abcdef';
const MODHEX = 'cbdefghijklnrtuv';

/** A byte Snort content may write as itself: an ASCII letter or digit (CyberChef's "Only special chars"; a space is hex too only in its other mode). */
const plain = (b: number) => (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b === 32;

/** Letters, digits and spaces as themselves, every other byte as lower-case hex between pipes, a run in one pair: `foo=bar` → `foo|3d|bar`. */
export function hexContentEncode(bytes: Uint8Array): string {
	let out = '';
	let inHex = false;
	for (const b of bytes) {
		if (plain(b)) {
			if (inHex) out += '|';
			inHex = false;
			out += String.fromCharCode(b);
		} else {
			if (!inHex) out += '|';
			inHex = true;
			out += HEX[b >> 4] + HEX[b & 15];
		}
	}
	return inHex ? out + '|' : out;
}

const utf8 = new TextEncoder();

/**
 * Each `|hex hex|` group (hex digits in any case, spaces between them allowed, as CyberChef's
 * pattern) becomes its bytes; the text around them is its UTF-8. An odd number of digits in a
 * group → not hex-content (CyberChef would read the last digit alone).
 */
export function hexContentDecode(text: string): Uint8Array {
	const parts: Uint8Array[] = [];
	let at = 0;
	for (const match of text.matchAll(/\|([0-9a-fA-F ]{2,})\|/g)) {
		parts.push(utf8.encode(text.slice(at, match.index)));
		const digits = match[1].replace(/ /g, '');
		if (digits.length % 2 !== 0) throw notIn('hex-content');
		parts.push(Uint8Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(2 * i, 2 * i + 2), 16)));
		at = match.index + match[0].length;
	}
	parts.push(utf8.encode(text.slice(at)));
	const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
	let o = 0;
	for (const part of parts) {
		out.set(part, o);
		o += part.length;
	}
	return out;
}

/** Modhex, no separator (as a YubiKey types it; CyberChef's To Modhex puts a space between bytes by default). */
export function modhexEncode(bytes: Uint8Array): string {
	let out = '';
	for (const b of bytes) out += MODHEX[b >> 4] + MODHEX[b & 15];
	return out;
}

/** Modhex in any case; whitespace and the separators CyberChef writes (, ; : %) are skipped. */
export function modhexDecode(text: string): Uint8Array {
	const clean = text.replace(/[\s,;:%]+/g, '').toLowerCase();
	if (clean.length % 2 !== 0) throw notIn('modhex');
	const out = new Uint8Array(clean.length / 2);
	for (let i = 0; i < out.length; i++) {
		const high = MODHEX.indexOf(clean[2 * i]);
		const low = MODHEX.indexOf(clean[2 * i + 1]);
		if (high < 0 || low < 0) throw notIn('modhex');
		out[i] = (high << 4) | low;
	}
	return out;
}
