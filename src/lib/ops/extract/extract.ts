import ipaddr from 'ipaddr.js';
import { parse as parseHost } from 'tldts';
import { luhnValid } from '../_shared/luhn.js';
import { KINDS, type Kind } from './limits.js';

export { KINDS, type Kind };

/** One thing found: its kind, the text as it stands in the input, and where it starts (UTF-16 code units). */
export interface Match {
	kind: Kind;
	value: string;
	index: number;
	/** For `hash`: the likely algorithm by length. */
	algorithm?: string;
}

/** More matches than the answer may hold. */
export class TooManyMatches extends Error {}

/*
 * Every pattern is safe on hostile input (README.md, "Linear time"): a match may only start where
 * the previous character cannot continue it (the lookbehinds), and no quantified group can match
 * the same text in two ways, so a failed attempt never scans text a later attempt scans again.
 * What a regular expression cannot say (a valid address, a known TLD, a Luhn digit) is checked in
 * code on each candidate; a candidate that fails is dropped, never retried shorter.
 */
const IPV4 = /(?<![0-9])(?<![0-9]\.)(?:[0-9]{1,3}\.){3}[0-9]{1,3}(?![0-9])(?!\.[0-9])/g;
/** Runs of the characters an IPv6 address is written with; trimmed and checked in code. */
const IPV6_RUN = /[0-9A-Fa-f:.]+/g;
const ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`(?<![${ATEXT}])(?<![${ATEXT}]\\.)[${ATEXT}]+(?:\\.[${ATEXT}]+)*@(?:${LABEL}\\.)+[A-Za-z]{2,63}(?![A-Za-z0-9-])`, 'g');
const URL_RE = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s<>"'`{}|\\^]+/g;
const DOMAIN = new RegExp(`(?<![A-Za-z0-9_-])(?<![A-Za-z0-9_-]\\.)(?:${LABEL}\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?![A-Za-z0-9_-])`, 'g');
const MAC = /(?<![0-9A-Za-z_])(?<![0-9A-Fa-f][:.-])(?:[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![0-9A-Za-z_])(?![:.-][0-9A-Fa-f])/g;
const HASH = /(?<![0-9A-Za-z_])[0-9A-Fa-f]{32,128}(?![0-9A-Za-z_])/g;
const DATE =
	/(?<![0-9])(?:([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:[.,][0-9]{1,9})?)?(Z|[+-][0-9]{2}(?::?[0-9]{2})?)?)?|([0-9]{2})\/([0-9]{2})\/([0-9]{4}))(?![0-9])/g;
const PATH_CHARS = '[^\\\\/:*?"<>|\\s]';
const FILE_PATH = new RegExp(
	[
		`(?<![A-Za-z0-9_])[A-Za-z]:\\\\(?:${PATH_CHARS}+\\\\)*${PATH_CHARS}*`,
		`(?<![\\\\])\\\\\\\\[A-Za-z0-9_.$-]+(?:\\\\${PATH_CHARS}+)+`,
		'(?<![A-Za-z0-9_.~/\\\\-])(?:~|\\.{1,2})?(?:/[A-Za-z0-9_.~+@%-]+)+/?'
	].join('|'),
	'g'
);
const CARD = /(?<![0-9])(?<![0-9][ -])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])/g;
/** Printable ASCII and tab, what GNU strings prints in its default 7-bit encoding. */
const PRINTABLE_RUN = /[\t\x20-\x7e]+/g;

/** Hex digests by length, the likely algorithm first (the contract: 32, 40, 64, 128 digits). */
export const HASH_ALGORITHMS: Record<number, string> = { 32: 'MD5', 40: 'SHA-1', 64: 'SHA-256', 128: 'SHA-512' };

const WORD = /[A-Za-z0-9_]/;
const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Every match of a global pattern, from the start of the text. */
function* scan(pattern: RegExp, text: string): Generator<RegExpExecArray> {
	pattern.lastIndex = 0;
	for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) yield m;
}

function validIpv6(text: string): boolean {
	if (!ipaddr.IPv6.isValid(text)) return false;
	// ipaddr.js takes an embedded IPv4 with leading zeros (::ffff:01.2.3.4); RFC 4291 2.2 writes it in decimal.
	const dot = text.indexOf('.');
	return dot < 0 || ipaddr.IPv4.isValidFourPartDecimal(text.slice(text.lastIndexOf(':') + 1));
}

function* ipv6(text: string): Generator<[string, number]> {
	for (const m of scan(IPV6_RUN, text)) {
		let start = m.index;
		let end = start + m[0].length;
		while (end > start && text[end - 1] === '.') end--;
		if (text[start] === ':' && text[start + 1] !== ':') start++;
		if (end - start > 1 && text[end - 1] === ':' && text[end - 2] !== ':') end--;
		const value = text.slice(start, end);
		let colons = 0;
		let hex = false;
		for (let i = 0; i < value.length; i++) {
			const c = value.charCodeAt(i);
			if (c === 58) colons++;
			else if (isHex(c)) hex = true;
		}
		if (colons < 2 || !hex) continue;
		// Not the middle of a word: `std::vector` holds the run d::ec.
		if ((start > 0 && WORD.test(text[start - 1])) || (end < text.length && WORD.test(text[end]))) continue;
		if (validIpv6(value)) yield [value, start];
	}
}

function* urls(text: string): Generator<[string, number]> {
	for (const m of scan(URL_RE, text)) {
		const value = m[0];
		let open = 0;
		let close = 0;
		let openSquare = 0;
		let closeSquare = 0;
		for (let i = 0; i < value.length; i++) {
			const c = value[i];
			if (c === '(') open++;
			else if (c === ')') close++;
			else if (c === '[') openSquare++;
			else if (c === ']') closeSquare++;
		}
		// Punctuation after a URL ends the sentence, and a closing bracket without its opening one is the text's.
		let end = value.length;
		for (;;) {
			const c = value[end - 1];
			if ('.,;:!?*'.includes(c)) end--;
			else if (c === ')' && close > open) {
				end--;
				close--;
			} else if (c === ']' && closeSquare > openSquare) {
				end--;
				closeSquare--;
			} else break;
		}
		const trimmed = value.slice(0, end);
		if (!trimmed.endsWith('://')) yield [trimmed, m.index];
	}
}

const daysIn = (year: number, month: number) => [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];

function validDate(m: RegExpExecArray): boolean {
	const [year, month, day] = m[1] !== undefined ? [m[1], m[2], m[3]].map(Number) : [m[10], m[9], m[8]].map(Number);
	if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return false;
	if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || (m[6] !== undefined && Number(m[6]) > 59))) return false;
	const zone = m[7];
	if (zone !== undefined && zone !== 'Z') {
		const digits = zone.slice(1).replace(':', '');
		if (Number(digits.slice(0, 2)) > 23 || (digits.length > 2 && Number(digits.slice(2)) > 59)) return false;
	}
	return true;
}

/** A path without the punctuation of the sentence after it (`see /etc/hosts.`), keeping `.` and `..` components. */
function trimPath(value: string): string {
	let end = value.length;
	while (end > 0 && (value[end - 1] === ',' || value[end - 1] === ';')) end--;
	let dots = end;
	while (dots > 0 && value[dots - 1] === '.') dots--;
	if (dots < end && dots > 0 && !'/\\'.includes(value[dots - 1])) end = dots;
	return value.slice(0, end);
}

/** Every candidate of one kind, in input order, before `unique`. */
function* candidates(kind: Kind, text: string, minLength: number): Generator<[string, number]> {
	switch (kind) {
		case 'ipv4':
			for (const m of scan(IPV4, text)) if (ipaddr.IPv4.isValidFourPartDecimal(m[0])) yield [m[0], m.index];
			return;
		case 'ipv6':
			yield* ipv6(text);
			return;
		case 'email':
			for (const m of scan(EMAIL, text)) if (m[0].length <= 254 && m[0].lastIndexOf('@') <= 64) yield [m[0], m.index];
			return;
		case 'url':
			yield* urls(text);
			return;
		case 'domain':
			for (const m of scan(DOMAIN, text)) if (parseHost(m[0].toLowerCase(), { extractHostname: false }).isIcann === true) yield [m[0], m.index];
			return;
		case 'mac':
			for (const m of scan(MAC, text)) yield [m[0], m.index];
			return;
		case 'hash':
			for (const m of scan(HASH, text)) if (HASH_ALGORITHMS[m[0].length] !== undefined) yield [m[0], m.index];
			return;
		case 'date':
			for (const m of scan(DATE, text)) if (validDate(m)) yield [m[0], m.index];
			return;
		case 'file-path':
			for (const m of scan(FILE_PATH, text)) {
				const value = trimPath(m[0]);
				if (value.length > 0) yield [value, m.index];
			}
			return;
		case 'credit-card':
			for (const m of scan(CARD, text)) if (luhnValid(m[0].replace(/[ -]/g, ''))) yield [m[0], m.index];
			return;
		case 'strings':
			for (const m of scan(PRINTABLE_RUN, text)) if (m[0].length >= minLength) yield [m[0], m.index];
			return;
	}
}

export interface ExtractOptions {
	kinds: readonly Kind[];
	unique: boolean;
	minLength: number;
	maxMatches: number;
}

/**
 * The matches of each kind in `text`, in input order (at the same position, in the order of
 * KINDS), and how many of each kind there are.
 *
 * @example extractAll('mail bob@example.com', { kinds: ['email'], unique: true, minLength: 4, maxMatches: 10 })
 * // → { matches: [{ kind: 'email', value: 'bob@example.com', index: 5 }], counts: { email: 1 } }
 */
export function extractAll(text: string, options: ExtractOptions): { matches: Match[]; counts: Partial<Record<Kind, number>> } {
	const wanted = new Set(options.kinds);
	const matches: Match[] = [];
	const counts: Partial<Record<Kind, number>> = {};
	for (const kind of KINDS) {
		if (!wanted.has(kind)) continue;
		const seen = new Set<string>();
		let count = 0;
		for (const [value, index] of candidates(kind, text, options.minLength)) {
			if (options.unique) {
				if (seen.has(value)) continue;
				seen.add(value);
			}
			if (matches.length >= options.maxMatches) throw new TooManyMatches();
			matches.push(kind === 'hash' ? { kind, value, index, algorithm: HASH_ALGORITHMS[value.length] } : { kind, value, index });
			count++;
		}
		counts[kind] = count;
	}
	// Stable: at the same index the kinds keep the order of KINDS.
	matches.sort((a, b) => a.index - b.index);
	return { matches, counts };
}
