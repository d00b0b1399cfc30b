/**
 * Classical ciphers and toy encodings (CyberChef's ROT13, ROT47, ROT8000, Vigenère, Caesar, Atbash,
 * Affine, Rail Fence, A1Z26, Bacon and Substitute) on plain strings: no zod, no I/O. Every function
 * is one pass over the text. Letters are the 26 of A-Z; anything else keeps its place and case.
 */
import { CipherInputError } from './input-error.js';

export const ALGORITHMS = [
	'rot13',
	'rot47',
	'rot8000',
	'caesar',
	'vigenere',
	'atbash',
	'affine',
	'rail-fence',
	'a1z26',
	'bacon',
	'xor',
	'substitute',
	// The later ones each live in their own module (bifid.ts, caesar-box.ts, ...).
	'rot13-brute-force',
	'rot47-brute-force',
	'bifid',
	'caesar-box',
	'cetacean',
	'ls47',
	'citrix-ctx1',
	'ms-script-decoder'
] as const;
export type Algorithm = (typeof ALGORITHMS)[number];
export const DIRECTIONS = ['encode', 'decode'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export { CipherInputError } from './input-error.js';

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The string of UTF-16 code units `units`, built a chunk at a time (no per-character concatenation). */
export function fromUnits(units: Uint16Array): string {
	let out = '';
	for (let at = 0; at < units.length; at += 8192) out += String.fromCharCode(...units.subarray(at, at + 8192));
	return out;
}

/** `text` with each UTF-16 code unit passed through `f`. */
function mapUnits(text: string, f: (unit: number) => number): string {
	const units = new Uint16Array(text.length);
	for (let i = 0; i < text.length; i++) units[i] = f(text.charCodeAt(i));
	return fromUnits(units);
}

/** Maps each ASCII letter through `f` (its index 0-25 and how many letters came before it), keeping its case; other characters unchanged. */
function mapLetters(text: string, f: (letter: number, nth: number) => number): string {
	let nth = 0;
	return mapUnits(text, (c) => {
		if (c >= 65 && c <= 90) return 65 + mod(f(c - 65, nth++), 26);
		if (c >= 97 && c <= 122) return 97 + mod(f(c - 97, nth++), 26);
		return c;
	});
}

export const caesar = (text: string, shift: number) => mapLetters(text, (l) => l + mod(shift, 26));

/** ROT47 by `shift` (47: ROT47 itself, its own inverse): the 94 characters ! to ~ turned round. */
export const rot47By = (text: string, shift: number) => mapUnits(text, (c) => (c >= 33 && c <= 126 ? 33 + ((c - 33 + shift) % 94) : c));
export const rot47 = (text: string) => rot47By(text, 47);

/** ROT8000's alphabet (rottytooth/rot8000, as CyberChef has it): the BMP less controls, spaces and surrogates. */
const ROT8000_RANGES: [number, number][] = [[33, 126], [161, 5759], [5761, 8191], [8203, 8231], [8234, 8238], [8240, 8286], [8288, 12287], [12289, 55295], [57344, 65535]];
let rot8000Table: Uint16Array | undefined;
function rot8000Map(): Uint16Array {
	if (rot8000Table) return rot8000Table;
	const valid: number[] = [];
	for (const [lo, hi] of ROT8000_RANGES) for (let c = lo; c <= hi; c++) valid.push(c);
	const half = valid.length / 2;
	const table = new Uint16Array(65536);
	for (let c = 0; c < 65536; c++) table[c] = c;
	for (let i = 0; i < valid.length; i++) table[valid[i]] = valid[(i + half) % valid.length];
	return (rot8000Table = table);
}
/** ROT8000 turns each character of its alphabet half way round it, so it is its own inverse. */
export function rot8000(text: string): string {
	const table = rot8000Map();
	// A surrogate (half of a character past the BMP) is outside the alphabet and kept, so the pair stays whole.
	return mapUnits(text, (c) => (c >= 0xd800 && c <= 0xdfff ? c : table[c]));
}

/** Vigenère: each letter shifted by the key's letter; the key advances on letters only. `key` is A-Z letters. */
export function vigenere(text: string, key: string, direction: Direction): string {
	const shifts = Array.from(key.toUpperCase(), (c) => c.charCodeAt(0) - 65);
	const sign = direction === 'encode' ? 1 : -1;
	return mapLetters(text, (l, nth) => l + sign * shifts[nth % shifts.length]);
}

export const atbash = (text: string) => mapLetters(text, (l) => 25 - l);

/** The inverse of `a` modulo 26, or undefined when `a` is not coprime to 26. */
export function inverse26(a: number): number | undefined {
	for (let x = 1; x < 26; x++) if (mod(a * x, 26) === 1) return x;
	return undefined;
}

/** Affine: x → (a·x + b) mod 26; decoding x → a⁻¹·(x − b) mod 26. `a` must be coprime to 26. */
export function affine(text: string, a: number, b: number, direction: Direction): string {
	if (direction === 'encode') return mapLetters(text, (l) => a * l + b);
	const inv = inverse26(a)!;
	return mapLetters(text, (l) => inv * (l - b));
}

/** The rail of each position, zigzagging over `rails` from the top, started `offset` steps in (CyberChef's formula). */
function railOf(pos: number, rails: number, offset: number): number {
	const cycle = (rails - 1) * 2;
	return rails - 1 - Math.abs(cycle / 2 - ((pos + offset) % cycle));
}

/** Rail fence over the characters (code points) of `text`: encode reads the rails top to bottom. */
export function railFence(text: string, rails: number, offset: number, direction: Direction): string {
	const chars = Array.from(text);
	// The positions rail by rail, in one pass: encoding reads them in this order, decoding fills them.
	const byRail: number[][] = Array.from({ length: Math.min(rails, chars.length) }, () => []);
	for (let pos = 0; pos < chars.length; pos++) (byRail[railOf(pos, rails, offset)] ??= []).push(pos);
	const order = byRail.flat();
	if (direction === 'encode') return order.map((pos) => chars[pos]).join('');
	const out = new Array<string>(chars.length);
	order.forEach((pos, i) => (out[pos] = chars[i]));
	return out.join('');
}

/** A1Z26: letters to their numbers 1-26 separated by spaces (other characters dropped); decoding the numbers back to lower-case letters. */
export function a1z26(text: string, direction: Direction): string {
	if (direction === 'encode') {
		const out: number[] = [];
		for (const c of text.toLowerCase()) {
			const l = c.charCodeAt(0) - 96;
			if (c.length === 1 && l >= 1 && l <= 26) out.push(l);
		}
		return out.join(' ');
	}
	let out = '';
	for (const m of text.matchAll(/\d+/g)) {
		const n = Number(m[0]);
		if (n < 1 || n > 26) throw new CipherInputError('a1z26_range', { number: m[0], index: m.index });
		out += String.fromCharCode(96 + n);
	}
	return out;
}

/** Bacon's 24-letter alphabet: I and J share a code, as do U and V. */
const BACON = 'ABCDEFGHIKLMNOPQRSTUWXYZ';
const baconCode = (n: number) => Array.from({ length: 5 }, (_, bit) => ((n >> (4 - bit)) & 1 ? 'B' : 'A')).join('');

/** Bacon: each letter as five A/B (I=J, U=V), groups separated by spaces, other characters dropped; decoding reads the A and B (any case) five at a time, ignoring everything else. */
export function bacon(text: string, direction: Direction): string {
	if (direction === 'encode') {
		const out: string[] = [];
		for (const c of text.toUpperCase()) {
			if (c.length !== 1 || c < 'A' || c > 'Z') continue;
			const letter = c === 'J' ? 'I' : c === 'V' ? 'U' : c;
			out.push(baconCode(BACON.indexOf(letter)));
		}
		return out.join(' ');
	}
	const bits = text.replace(/[^abAB]/g, '').toUpperCase();
	let out = '';
	for (let at = 0; at + 5 <= bits.length; at += 5) {
		const n = parseInt(bits.slice(at, at + 5).replace(/A/g, '0').replace(/B/g, '1'), 2);
		out += BACON[n] ?? '?';
	}
	return out;
}

/** Substitute: each character of `from` becomes the one at the same place in `to` (decoding the other way); the others are kept. */
export function substitute(text: string, from: string, to: string, direction: Direction): string {
	const [a, b] = direction === 'encode' ? [Array.from(from), Array.from(to)] : [Array.from(to), Array.from(from)];
	const map = new Map(a.map((c, i) => [c, b[i]]));
	let out = '';
	for (const c of text) out += map.get(c) ?? c;
	return out;
}
