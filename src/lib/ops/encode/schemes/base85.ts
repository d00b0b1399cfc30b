/**
 * The base85 family: four bytes as five digits of 85. `base85` is RFC 1924's alphabet as Python's
 * `base64.b85encode` writes it, `ascii85` Adobe's (`a85encode`: `z` for four zero bytes, no `<~ ~>`),
 * `z85` ZeroMQ's (RFC 32/Z85) alphabet. A last group of 1–3 bytes is written as 2–4 digits (no
 * padding), as Python does for all three.
 */
import { EncodingError } from '../bytes.js';
import { errors } from '../errors.js';

type Family = 'base85' | 'ascii85' | 'z85';

const ALPHABETS: Record<Family, string> = {
	base85: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~',
	ascii85: Array.from({ length: 85 }, (_, i) => String.fromCharCode(33 + i)).join(''),
	z85: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#'
};

const VALUES = Object.fromEntries(
	Object.entries(ALPHABETS).map(([family, alphabet]) => {
		const table = new Int16Array(128).fill(-1);
		[...alphabet].forEach((c, i) => (table[c.charCodeAt(0)] = i));
		return [family, table];
	})
) as Record<Family, Int16Array>;

export function base85Encode(bytes: Uint8Array, family: Family): string {
	const alphabet = ALPHABETS[family];
	const parts: string[] = [];
	for (let i = 0; i < bytes.length; i += 4) {
		const size = Math.min(4, bytes.length - i);
		let word = 0;
		for (let k = 0; k < 4; k++) word = word * 256 + (k < size ? bytes[i + k] : 0);
		if (family === 'ascii85' && word === 0 && size === 4) {
			parts.push('z');
			continue;
		}
		let group = '';
		for (let k = 4; k >= 0; k--) {
			group = alphabet[word % 85] + group;
			word = Math.floor(word / 85);
		}
		parts.push(group.slice(0, size + 1));
	}
	return parts.join('');
}

export function base85Decode(text: string, family: Family): Uint8Array {
	const bad = () => new EncodingError(errors.words('not_in_scheme', { scheme: family }));
	let clean = text.replace(/\s+/g, '');
	if (family === 'ascii85' && clean.startsWith('<~') && clean.endsWith('~>')) clean = clean.slice(2, -2);
	const values = VALUES[family];
	const out: number[] = [];
	let group: number[] = [];
	const flush = () => {
		const size = group.length - 1;
		if (size < 1) throw bad();
		let word = 0;
		for (let k = 0; k < 5; k++) word = word * 85 + (k < group.length ? group[k] : 84);
		if (word > 0xffffffff) throw bad();
		for (let k = 0; k < size; k++) out.push(Math.floor(word / 256 ** (3 - k)) % 256);
		group = [];
	};
	for (const c of clean) {
		if (family === 'ascii85' && c === 'z') {
			if (group.length) throw bad();
			out.push(0, 0, 0, 0);
			continue;
		}
		const code = c.charCodeAt(0);
		const value = code < 128 ? values[code] : -1;
		if (value < 0) throw bad();
		group.push(value);
		if (group.length === 5) flush();
	}
	if (group.length) flush();
	return Uint8Array.from(out);
}
