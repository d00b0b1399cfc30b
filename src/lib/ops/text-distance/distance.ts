/**
 * String distances over code points (Python's view of a string: an emoji is one character), each
 * the textbook dynamic programme in rows of typed arrays: no zod, no I/O. Libraries such as
 * fastest-levenshtein count UTF-16 units, so an emoji would cost two edits there.
 */
import { asSymbols, hammingBytes, hexBytes } from './bytes.js';

const utf8 = new TextEncoder();

/** The code points of a text. */
export function codePoints(text: string): Int32Array {
	return Int32Array.from(text, (c) => c.codePointAt(0)!);
}

/** Levenshtein: the fewest insertions, deletions and substitutions turning `a` into `b`. */
export function levenshtein(a: Int32Array, b: Int32Array): number {
	let prev = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
	let row = new Int32Array(b.length + 1);
	for (let i = 1; i <= a.length; i++) {
		row[0] = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
		}
		[prev, row] = [row, prev];
	}
	return prev[b.length];
}

/**
 * Optimal string alignment (restricted Damerau-Levenshtein): Levenshtein plus the swap of two
 * adjacent characters, no substring edited twice (so "CA" → "ABC" is 3, where unrestricted
 * Damerau-Levenshtein says 2).
 */
export function optimalStringAlignment(a: Int32Array, b: Int32Array): number {
	let before = new Int32Array(b.length + 1);
	let prev = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
	let row = new Int32Array(b.length + 1);
	for (let i = 1; i <= a.length; i++) {
		row[0] = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let best = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2] + 1);
			row[j] = best;
		}
		[before, prev, row] = [prev, row, before];
	}
	return prev[b.length];
}

/** Hamming: the places where two texts of equal length differ; null when the lengths differ. */
export function hamming(a: Int32Array, b: Int32Array): number | null {
	if (a.length !== b.length) return null;
	let differ = 0;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ++;
	return differ;
}

/** The length of the longest common subsequence (characters in order, not necessarily adjacent). */
export function lcsLength(a: Int32Array, b: Int32Array): number {
	let prev = new Int32Array(b.length + 1);
	let row = new Int32Array(b.length + 1);
	for (let i = 1; i <= a.length; i++) {
		for (let j = 1; j <= b.length; j++) row[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], row[j - 1]);
		[prev, row] = [row, prev];
	}
	return prev[b.length];
}

/**
 * Jaro-Winkler similarity as jellyfish (and rapidfuzz) compute it: matches within half the longer
 * length less one, half the transpositions rounded down, and Winkler's boost of 0.1 per common
 * prefix character (up to 4) only when the Jaro similarity is over 0.7. Two empty texts are
 * identical: 1 (jellyfish 0.8 answers 0 there); one empty: 0.
 */
export function jaroWinkler(a: Int32Array, b: Int32Array): number {
	if (a.length === 0 && b.length === 0) return 1;
	if (a.length === 0 || b.length === 0) return 0;
	const range = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
	const aMatched = new Uint8Array(a.length);
	const bMatched = new Uint8Array(b.length);
	let common = 0;
	for (let i = 0; i < a.length; i++) {
		const hi = Math.min(i + range, b.length - 1);
		for (let j = Math.max(0, i - range); j <= hi; j++) {
			if (!bMatched[j] && b[j] === a[i]) {
				aMatched[i] = bMatched[j] = 1;
				common++;
				break;
			}
		}
	}
	if (common === 0) return 0;
	let k = 0;
	let transposed = 0;
	for (let i = 0; i < a.length; i++) {
		if (!aMatched[i]) continue;
		while (!bMatched[k]) k++;
		if (a[i] !== b[k]) transposed++;
		k++;
	}
	const half = Math.floor(transposed / 2);
	let weight = (common / a.length + common / b.length + (common - half) / common) / 3;
	if (weight > 0.7) {
		const limit = Math.min(a.length, b.length, 4);
		let prefix = 0;
		while (prefix < limit && a[prefix] === b[prefix]) prefix++;
		if (prefix) weight += prefix * 0.1 * (1 - weight);
	}
	return weight;
}

/**
 * `x` rounded to 4 decimals as Python's `round(x, 4)`: the nearest of the exact binary value, ties
 * to even. Number#toFixed breaks ties upwards; a double is exactly half way between two 4-decimal
 * numbers only when it is an odd multiple of 1/32 (0.03125 → 0.0312 in Python, 0.0313 by toFixed).
 */
export function round4(x: number): number {
	const thirtySeconds = x * 32;
	if (Number.isInteger(thirtySeconds) && thirtySeconds % 2 !== 0) {
		const down = Math.floor(x * 10_000);
		return (down % 2 === 0 ? down : down + 1) / 10_000;
	}
	return Number(x.toFixed(4));
}

export interface Distances {
	levenshtein: number;
	damerau_levenshtein: number;
	hamming: number | null;
	jaro_winkler: number;
	similarity: number;
	lcs_length: number;
}

export interface DistanceOptions {
	/** text: the characters (code points); hex: the bytes the hex digits spell, each measure over bytes. */
	encoding: 'text' | 'hex';
	/** What `hamming` counts: characters (hex: bytes), UTF-8 bytes, or bits of those bytes. */
	hammingUnit: 'character' | 'byte' | 'bit';
}

/** Every measure of /text/distance for two texts. */
export function distances(aText: string, bText: string, options: DistanceOptions = { encoding: 'text', hammingUnit: 'character' }): Distances {
	const hex = options.encoding === 'hex';
	const aBytes = hex ? hexBytes(aText, 'a') : undefined;
	const bBytes = hex ? hexBytes(bText, 'b') : undefined;
	const a = aBytes ? asSymbols(aBytes) : codePoints(aText);
	const b = bBytes ? asSymbols(bBytes) : codePoints(bText);
	const unit = options.hammingUnit;
	const hammingOf = () => {
		if (unit === 'character') return hamming(a, b);
		return hammingBytes(aBytes ?? utf8.encode(aText), bBytes ?? utf8.encode(bText), unit);
	};
	const lev = levenshtein(a, b);
	const longest = Math.max(a.length, b.length);
	return {
		levenshtein: lev,
		damerau_levenshtein: optimalStringAlignment(a, b),
		hamming: hammingOf(),
		jaro_winkler: round4(jaroWinkler(a, b)),
		similarity: longest === 0 ? 1 : round4(1 - lev / longest),
		lcs_length: lcsLength(a, b)
	};
}
