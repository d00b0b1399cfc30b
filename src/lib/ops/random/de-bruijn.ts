import { MAX_ALPHABET, MAX_SEQUENCE, MIN_ALPHABET } from './limits.js';

/**
 * De Bruijn sequences: the lexicographically least one (Fredricksen–Kessler–Maiorana), the order
 * CyberChef's "Generate De Bruijn Sequence" and pwntools' `cyclic` write: every window of `order`
 * symbols appears exactly once when the sequence is read cyclically.
 */

/** A problem with the request's alphabet or size (the operation turns it into a 422 naming the field). */
export class DeBruijnInputError extends Error {
	constructor(
		readonly id: 'alphabet_size' | 'alphabet_repeat' | 'sequence_too_long' | 'find_beyond_limit',
		readonly field: string,
		readonly values: Record<string, number | string>
	) {
		super(id);
	}
}

/** The alphabet's symbols (code points: an emoji is one), distinct, 2 to 64 of them. */
export function alphabetSymbols(alphabet: string): string[] {
	const symbols = [...alphabet];
	if (symbols.length < MIN_ALPHABET || symbols.length > MAX_ALPHABET) throw new DeBruijnInputError('alphabet_size', 'alphabet', { got: symbols.length });
	const seen = new Set<string>();
	for (const s of symbols) {
		if (seen.has(s)) throw new DeBruijnInputError('alphabet_repeat', 'alphabet', { symbol: s });
		seen.add(s);
	}
	return symbols;
}

/**
 * The first `limit` symbols (as indices into the alphabet) of the de Bruijn sequence of k symbols and
 * order n, or all k^n when fewer. Duval's iterative walk over the Lyndon words in lexicographic
 * order, writing those whose length divides n (Fredricksen–Kessler–Maiorana): it keeps one word of
 * at most n symbols and stops as soon as `limit` symbols are out, so a short prefix of a sequence of
 * 64^32 symbols costs no more than the prefix.
 */
export function deBruijnIndices(k: number, n: number, limit: number): Uint8Array {
	const out = new Uint8Array(Math.min(limit, k ** n));
	const word = new Int32Array(n);
	word[0] = -1;
	let length = 1;
	let filled = 0;
	while (length > 0 && filled < out.length) {
		word[length - 1]++;
		if (n % length === 0) for (let i = 0; i < length && filled < out.length; i++) out[filled++] = word[i];
		// Repeat the word up to n symbols, then drop the trailing largest symbols: the next Lyndon word's stem.
		const period = length;
		while (length < n) {
			word[length] = word[length - period];
			length++;
		}
		while (length > 0 && word[length - 1] === k - 1) length--;
	}
	return out;
}

/** UTF-16 code units as a string, in chunks (String.fromCharCode takes its units as arguments). */
function textOf(units: Uint16Array | Uint8Array): string {
	const parts: string[] = [];
	for (let i = 0; i < units.length; i += 8192) parts.push(String.fromCharCode.apply(null, units.subarray(i, i + 8192) as unknown as number[]));
	return parts.join('');
}

/** The symbols the indices name, written unit by unit (a symbol past U+FFFF is two units). */
function writeSymbols(symbols: string[], indices: Uint8Array, count: number): string {
	const units = symbols.map((s) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i)));
	const wide = units.some((u) => u.length > 1);
	if (!wide) {
		const codes = new Uint16Array(count);
		for (let i = 0; i < count; i++) codes[i] = units[indices[i]][0];
		return textOf(codes);
	}
	const codes = new Uint16Array(count * 2);
	let at = 0;
	for (let i = 0; i < count; i++) for (const u of units[indices[i]]) codes[at++] = u;
	return textOf(codes.subarray(0, at));
}

/** How many characters a call writes or searches: its cost (the light bound compares it). */
export function sequenceWalk(alphabet: string, order: number, length: number | undefined, find: string | undefined): number {
	const total = [...alphabet].length ** order;
	return Math.max(Math.min(length ?? total, total), find ? Math.min(total, MAX_SEQUENCE) : 0);
}

export interface DeBruijnAnswer {
	output: string;
	offset?: number | null;
}

/**
 * The sequence over `alphabet` of order `order`: its first `length` symbols, or the whole of it
 * (at most MAX_SEQUENCE symbols, else 422 asking for `length`). With `find`, the index of its
 * first occurrence in the sequence read straight (not cyclically, as pwntools' `cyclic_find`),
 * searched in the whole sequence whatever `length` is, up to its first MAX_SEQUENCE symbols;
 * null when it is absent (a symbol outside the alphabet, or not in a sequence that fits).
 */
export function deBruijn(alphabet: string, order: number, length: number | undefined, find: string | undefined): DeBruijnAnswer {
	const symbols = alphabetSymbols(alphabet);
	const k = symbols.length;
	const total = k ** order; // a double: exact up to 2^53, and only compared with the cap past it
	if (length === undefined && total > MAX_SEQUENCE) throw new DeBruijnInputError('sequence_too_long', 'length', { total: totalText(k, order), max: MAX_SEQUENCE });
	const wanted = Math.min(length ?? total, total);
	if (find === undefined) return { output: writeSymbols(symbols, deBruijnIndices(k, order, wanted), wanted) };
	const piece = symbolIndices(find, symbols);
	// Offsets asked for are usually small (a buffer of a few hundred bytes): search a short prefix
	// first, and the whole searchable sequence only when the piece is not in it.
	let walked = deBruijnIndices(k, order, Math.max(wanted, FIRST_SEARCH));
	let offset = piece === null ? -1 : textOf(walked).indexOf(textOf(piece));
	const searchable = Math.min(total, MAX_SEQUENCE);
	if (piece !== null && offset < 0 && walked.length < searchable) {
		walked = deBruijnIndices(k, order, searchable);
		offset = textOf(walked).indexOf(textOf(piece));
	}
	// Not in the first MAX_SEQUENCE symbols of a longer sequence: it may lie further on, so no answer.
	if (piece !== null && offset < 0 && total > searchable) throw new DeBruijnInputError('find_beyond_limit', 'find', { total: totalText(k, order), max: MAX_SEQUENCE });
	return { output: writeSymbols(symbols, walked, wanted), offset: offset < 0 ? null : offset };
}

/** The first search's length, in symbols (about 1 ms to write and search). */
const FIRST_SEARCH = 65_536;

/** `find` as indices into the alphabet (one UTF-16 unit each for String.indexOf), or null when a symbol is not in it. */
function symbolIndices(find: string, symbols: string[]): Uint8Array | null {
	const position = new Map(symbols.map((s, i) => [s, i]));
	const wanted: number[] = [];
	for (const s of find) {
		const i = position.get(s);
		if (i === undefined) return null; // a symbol the sequence never writes: never found
		wanted.push(i);
	}
	return Uint8Array.from(wanted);
}

/** k^n written out exactly (it passes 2^53 for large alphabets and orders). */
export function totalText(k: number, order: number): string {
	return (BigInt(k) ** BigInt(order)).toLocaleString('en-US');
}
