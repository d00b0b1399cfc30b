/**
 * Character-level clean-ups: plain functions over code points (and graphemes for reverse). The
 * tables of leet and smart characters are CyberChef's (Apache-2.0), the obfuscator IT-Tools'.
 */
import type { Form } from './options.js';

/**
 * ECMA-48 control sequences: OSC (ESC ], ended by BEL or ESC \), CSI (ESC [ or 0x9B, parameters,
 * intermediates, a final byte), DCS/SOS/PM/APC strings (ESC P, X, ^ or _, ended by ESC \) and the
 * two- or three-byte escapes (ESC, intermediates, a final byte: ESC ( B, ESC 7, ESC c).
 */
// eslint-disable-next-line no-control-regex -- ESC and BEL are what the pattern is about
const ANSI = /\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|\x1b[PX^_][^\x1b]*\x1b\\|\x1b[ -/]*[0-~]/g;

export const stripAnsi = (text: string) => text.replace(ANSI, '');

/** Marks from a probe: a mark of class 240 (U+0345) and one of class 1 (U+0334). */
const CLASS_240 = '\u0345';
const CLASS_1 = '\u0334';
const combiningCache = new Map<string, boolean>();

/**
 * Whether a mark's canonical combining class is not 0 (Python's `unicodedata.combining(c) != 0`),
 * read from the engine's own normalizer rather than a shipped table: NFD reorders a mark of class
 * c past U+0345 (class 240) when 0 < c < 240, and past U+0334 (class 1) when c > 1; a class of 0
 * blocks both. Only marks (General Category M) can have a non-zero class.
 */
function isCombining(mark: string): boolean {
	// The Combining Diacritical Marks block, all of class > 0 save the grapheme joiner U+034F: the common case, without a lookup.
	const cp = mark.charCodeAt(0);
	if (cp >= 0x300 && cp <= 0x36f) return cp !== 0x34f;
	let known = combiningCache.get(mark);
	if (known === undefined) {
		const after240 = 'x' + CLASS_240 + mark;
		const before1 = 'x' + mark + CLASS_1;
		known = mark === CLASS_240 || after240.normalize('NFD') !== after240 || before1.normalize('NFD') !== before1;
		combiningCache.set(mark, known);
	}
	return known;
}

/** NFD, the combining marks (non-zero canonical class) dropped, NFC again so Hangul and the rest recompose. */
export function removeDiacritics(text: string): string {
	return text
		.normalize('NFD')
		.replace(/\p{M}/gu, (mark) => (isCombining(mark) ? '' : mark))
		.normalize('NFC');
}

export const normalize = (text: string, form: Form) => text.normalize(form);

/** Every character with the Unicode White_Space property (space, tab, line breaks, NBSP, the other spaces). */
export const removeWhitespace = (text: string) => text.replace(/\p{White_Space}+/gu, '');

export const removeNullBytes = (text: string) => text.replaceAll('\0', '');

/** Code units a segmenter call reads: V8's segment iterator costs more per cluster the longer its text (quadratic past about 10,000 units), so the text goes in short windows. */
const WINDOW = 64;

/**
 * The extended grapheme clusters (UAX #29) of `text`, in order. Each window's clusters are kept but
 * the last, which may go on past the window; the next window starts where that one began, a true
 * boundary, so the rules that look back (regional-indicator pairs, emoji ZWJ sequences) see the same
 * context. A window holding one cluster only grows until the cluster ends.
 */
export function graphemes(text: string): string[] {
	const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
	const out: string[] = [];
	let at = 0;
	let size = WINDOW;
	while (at < text.length) {
		const end = Math.min(text.length, at + size);
		const parts = Array.from(segmenter.segment(text.slice(at, end)), (s) => s.segment);
		if (end === text.length) {
			out.push(...parts);
			break;
		}
		if (parts.length < 2) {
			size *= 2;
			continue;
		}
		const last = parts.pop()!;
		out.push(...parts);
		at = end - last.length;
		size = WINDOW;
	}
	return out;
}

/** The user-perceived characters in reverse order, so "🇧🇷é" and "👨‍👩‍👧" stay whole. */
export const reverseGraphemes = (text: string) => graphemes(text).reverse().join('');

/** Each word (letters, marks, digits) longer than three characters as its first, the count between, its last: internationalization → i18n. */
export const numeronym = (text: string) =>
	text.replace(/[\p{L}\p{M}\p{N}]+/gu, (word) => {
		const chars = Array.from(word);
		return chars.length <= 3 ? word : `${chars[0]}${chars.length - 2}${chars[chars.length - 1]}`;
	});

/** CyberChef's "To Leet Speak" table (a 4, e 3, i 1, o 0, s 5, t 7), either case; other letters keep their case. */
const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
export const leet = (text: string) => text.replace(/[aeiost]/gi, (ch) => LEET[ch.toLowerCase()]);

export interface ObfuscateOptions {
	keepFirst: number;
	keepLast: number;
	char: string;
	keepSpaces: boolean;
}

/** IT-Tools' string obfuscator, by code point: all but the first and last characters replaced, spaces kept by default. */
export function obfuscate(text: string, { keepFirst, keepLast, char, keepSpaces }: ObfuscateOptions): string {
	const chars = Array.from(text);
	return chars.map((ch, i) => ((keepSpaces && ch === ' ') || i < keepFirst || i >= chars.length - keepLast ? ch : char)).join('');
}

/** CyberChef's "Escape Smart Characters" table (src/core/operations/EscapeSmartCharacters.mjs); characters not in it are kept. */
const SMART: Record<string, string> = {
	'\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u201F': '"',
	'\u2039': '<', '\u203A': '>', '\u00AB': '<<', '\u00BB': '>>',
	'\u2032': "'", '\u2033': "''", '\u2034': "'''", '\u2035': "'", '\u2036': "''", '\u2037': "'''", '\u2057': "''''",
	'\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '--', '\u2015': '--',
	'\u00A9': '(C)', '\u00AE': '(R)', '\u2122': '(TM)',
	'\u2190': '<--', '\u2192': '-->', '\u2194': '<->', '\u21D0': '<==', '\u21D2': '==>', '\u21D4': '<=>',
	'\u2022': '.', '\u2023': '>', '\u2024': '.', '\u2025': '..', '\u2026': '...', '\u2027': '.',
	'\u2016': '||', '\u2017': '==', '\u2030': '%0', '\u2031': '%00', '\u2038': '^', '\u203C': '!!', '\u203D': '?!',
	'\u2043': '-', '\u2044': '/', '\u2045': '[-', '\u2046': '-]', '\u2047': '??', '\u2048': '?!', '\u2049': '!?',
	'\u204E': '*', '\u204F': ';', '\u2052': '%', '\u2053': '~', '\u2055': '*', '\u2062': '*', '\u2064': '+', '\u00A0': ' '
};
const SMART_CHARS = new RegExp(`[${Object.keys(SMART).join('')}]`, 'g');
export const smartToAscii = (text: string) => text.replace(SMART_CHARS, (ch) => SMART[ch]);

/** The code point before or after UTF-16 offset `at` (`step` -1 or 1) and its offset; undefined at the ends. */
function step(text: string, at: number, direction: -1 | 1): [string, number] | undefined {
	if (direction === 1) {
		if (at >= text.length) return undefined;
		const cp = text.codePointAt(at)!;
		return [String.fromCodePoint(cp), at + (cp > 0xffff ? 2 : 1)];
	}
	if (at <= 0) return undefined;
	const low = text.charCodeAt(at - 1);
	const back = low >= 0xdc00 && low <= 0xdfff && at >= 2 && text.charCodeAt(at - 2) >= 0xd800 && text.charCodeAt(at - 2) <= 0xdbff ? 2 : 1;
	return [text.slice(at - back, at), at - back];
}

/** Σ lower-cased as Python does (Unicode's Final_Sigma): ς after a cased letter and before none, case-ignorable characters skipped. */
function sigma(text: string, at: number): string {
	const cased = (direction: -1 | 1) => {
		let next = step(text, direction === 1 ? at + 1 : at, direction);
		while (next && /\p{Case_Ignorable}/u.test(next[0])) next = step(text, next[1], direction);
		return next !== undefined && /\p{Cased}/u.test(next[0]);
	};
	return cased(-1) && !cased(1) ? 'ς' : 'σ';
}

/** As Python's str.swapcase: Uppercase characters lowered, Lowercase ones raised (ß → SS), the rest (titlecase ǅ too) kept. */
export const swapCase = (text: string) =>
	text.replace(/(\p{Uppercase})|\p{Lowercase}/gu, (ch, upper: string | undefined, offset: number) => (ch === 'Σ' ? sigma(text, offset) : upper ? ch.toLowerCase() : ch.toUpperCase()));

/** lower, UPPER, lower… over the characters that have case (lower and upper differ); the others are kept and do not count. */
export function alternatingCase(text: string): string {
	let upper = false;
	return text.replace(/\p{Changes_When_Casemapped}/gu, (ch) => {
		const lower = ch.toLowerCase();
		const up = ch.toUpperCase();
		if (lower === up) return ch;
		upper = !upper;
		return upper ? lower : up;
	});
}
