/**
 * The character table: names, general categories, blocks and the Emoji property of one Unicode
 * version (data/ucd.ts, written by scripts/data/build-unicode-data.py from Python's unicodedata),
 * read into sorted arrays once and searched by bisection.
 */
import { BLOCKS, CATEGORIES, EMOJI, NAME_RANGES, NAMES, UNICODE_VERSION } from './data/ucd.js';

export { UNICODE_VERSION };

export interface CharacterInfo {
	char: string;
	code_point: string;
	name: string | null;
	category: string;
	block: string;
	utf8: string | null;
	utf16: string;
	html: string;
	emoji: boolean;
}

const hex = (n: number, digits = 4) => n.toString(16).toUpperCase().padStart(digits, '0');

// Unicode 14.0, section 3.12: the names of the precomposed Hangul syllables.
const S_BASE = 0xac00;
const S_COUNT = 11172;
const JAMO_L = ['G', 'GG', 'N', 'D', 'DD', 'R', 'M', 'B', 'BB', 'S', 'SS', '', 'J', 'JJ', 'C', 'K', 'T', 'P', 'H'];
const JAMO_V = ['A', 'AE', 'YA', 'YAE', 'EO', 'E', 'YEO', 'YE', 'O', 'WA', 'WAE', 'OE', 'YO', 'U', 'WEO', 'WE', 'WI', 'YU', 'EU', 'YI', 'I'];
const JAMO_T = ['', 'G', 'GG', 'GS', 'N', 'NJ', 'NH', 'D', 'L', 'LG', 'LM', 'LB', 'LS', 'LT', 'LP', 'LH', 'M', 'B', 'BS', 'S', 'SS', 'NG', 'J', 'C', 'K', 'T', 'P', 'H'];
const hangulSyllable = (cp: number) => {
	const s = cp - S_BASE;
	return JAMO_L[Math.floor(s / 588)] + JAMO_V[Math.floor((s % 588) / 28)] + JAMO_T[s % 28];
};

/** The last index i with starts[i] <= cp, or -1. */
function bisect(starts: ArrayLike<number>, cp: number): number {
	let lo = 0;
	let hi = starts.length - 1;
	let found = -1;
	while (lo <= hi) {
		const mid = (lo + hi) >> 1;
		if (starts[mid] <= cp) {
			found = mid;
			lo = mid + 1;
		} else hi = mid - 1;
	}
	return found;
}

const listedCodes: number[] = [];
const listedNames: string[] = [];
{
	let cp = -1;
	for (const line of NAMES.split('\n')) {
		const semi = line.indexOf(';');
		cp += (semi === 0 ? 0 : parseInt(line.slice(0, semi), 16)) + 1;
		listedCodes.push(cp);
		listedNames.push(line.slice(semi + 1));
	}
}
const categoryStarts: number[] = [];
const categoryValues: string[] = [];
{
	let cp = 0;
	for (const run of CATEGORIES.split(',')) {
		cp += parseInt(run.slice(0, -2), 16);
		categoryStarts.push(cp);
		categoryValues.push(run.slice(-2));
	}
}
const blockStarts = BLOCKS.map((b) => b[0]);
const emojiStarts = EMOJI.map((e) => e[0]);

/** The character's name as Python's unicodedata.name gives it, or null where it raises. */
export function nameOf(cp: number): string | null {
	const i = bisect(listedCodes, cp);
	if (i >= 0 && listedCodes[i] === cp) return listedNames[i];
	if (cp >= S_BASE && cp < S_BASE + S_COUNT) return 'HANGUL SYLLABLE ' + hangulSyllable(cp);
	for (const [first, last, prefix] of NAME_RANGES) if (cp >= first && cp <= last) return prefix + hex(cp);
	return null;
}

export const categoryOf = (cp: number) => categoryValues[bisect(categoryStarts, cp)];

export function blockOf(cp: number): string {
	const i = bisect(blockStarts, cp);
	return i >= 0 && cp <= BLOCKS[i][1] ? BLOCKS[i][2] : 'No_Block';
}

export function isEmoji(cp: number): boolean {
	const i = bisect(emojiStarts, cp);
	return i >= 0 && cp <= EMOJI[i][1];
}

/** Everything the operation says about one code point. */
export function describe(cp: number): CharacterInfo {
	const surrogate = cp >= 0xd800 && cp <= 0xdfff;
	const char = String.fromCodePoint(cp);
	let utf8: string | null = null;
	if (!surrogate) utf8 = Array.from(new TextEncoder().encode(char), (b) => hex(b, 2)).join(' ');
	const utf16 = cp > 0xffff ? `${hex(0xd800 + ((cp - 0x10000) >> 10))} ${hex(0xdc00 + ((cp - 0x10000) & 0x3ff))}` : hex(cp);
	return {
		char,
		code_point: 'U+' + hex(cp),
		name: nameOf(cp),
		category: categoryOf(cp),
		block: blockOf(cp),
		utf8,
		utf16,
		html: `&#x${hex(cp, 1)};`,
		// The twelve ASCII keycap bases (# * 0–9) have the Emoji property only for keycap sequences.
		emoji: cp > 0x7f && isEmoji(cp)
	};
}

/** The code points of a text, a lone surrogate as itself. */
export function codePoints(text: string): number[] {
	const out: number[] = [];
	for (const ch of text) out.push(ch.codePointAt(0) as number);
	return out;
}

const wordsOf = (name: string) => name.split(/[ -]/);
/** The words of the listed names, split on the first search. */
let listedWords: string[][] | undefined;
const matchesAll = (query: string[], words: string[]) => query.every((q) => words.some((w) => w.startsWith(q)));

/**
 * Code points whose name has, for every word of the query, a word that begins with it (case does
 * not matter; words of a name are split at spaces and hyphens). Emoji first, then by code point;
 * at most `max` of them, and how many there are in all.
 */
export function searchNames(search: string, max: number): { codes: number[]; total: number } {
	const u = /^\s*U\+([0-9A-F]{1,6})\s*$/i.exec(search);
	if (u) {
		const cp = parseInt(u[1], 16);
		return cp <= 0x10ffff ? { codes: [cp], total: 1 } : { codes: [], total: 0 };
	}
	const query = search.toUpperCase().split(/\s+/).filter(Boolean);
	if (query.length === 0) return { codes: [], total: 0 };
	const emoji: number[] = [];
	const other: number[] = [];
	let total = 0;
	const add = (cp: number) => {
		total++;
		if (cp > 0x7f && isEmoji(cp)) emoji.push(cp);
		else other.push(cp);
	};
	listedWords ??= listedNames.map(wordsOf);
	for (let i = 0; i < listedCodes.length; i++) if (matchesAll(query, listedWords[i])) add(listedCodes[i]);
	const restOf = (prefixWords: string[]) => query.filter((q) => !prefixWords.some((w) => w.startsWith(q)));
	const whole = (first: number, last: number) => {
		// Every character of the run matches: count them, keep only the first few (none is an emoji).
		total += last - first + 1;
		for (let cp = first; cp <= Math.min(last, first + max - 1); cp++) other.push(cp);
	};
	{
		const rest = restOf(['HANGUL', 'SYLLABLE']);
		if (rest.length === 0) whole(S_BASE, S_BASE + S_COUNT - 1);
		else if (rest.every((q) => /^[A-Z]+$/.test(q)))
			for (let cp = S_BASE; cp < S_BASE + S_COUNT; cp++) {
				const w = hangulSyllable(cp);
				if (rest.every((q) => w.startsWith(q))) add(cp);
			}
	}
	for (const [first, last, prefix] of NAME_RANGES) {
		const rest = restOf(wordsOf(prefix.slice(0, -1)));
		if (rest.length === 0) {
			whole(first, last);
			continue;
		}
		// The words left must all begin the code point's hex (4 to 6 digits): the code points
		// whose hex begins with the longest of them form one interval for each length of hex.
		const longest = rest.reduce((a, b) => (b.length > a.length ? b : a));
		if (!/^[0-9A-F]{1,6}$/.test(longest) || !rest.every((q) => longest.startsWith(q))) continue;
		const value = parseInt(longest, 16);
		for (const [digits, lo, hi] of [[4, 0, 0xffff], [5, 0x10000, 0xfffff], [6, 0x100000, 0x10ffff]]) {
			if (longest.length > digits) continue;
			const scale = 16 ** (digits - longest.length);
			const from = Math.max(first, lo, value * scale);
			const to = Math.min(last, hi, (value + 1) * scale - 1);
			for (let cp = from; cp <= to; cp++) add(cp);
		}
	}
	emoji.sort((a, b) => a - b);
	other.sort((a, b) => a - b);
	return { codes: [...emoji, ...other].slice(0, max), total };
}
