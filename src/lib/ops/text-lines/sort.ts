/**
 * The orders of `sort`, each a key computed once per line and a comparison of keys (the sort
 * itself is the engine's stable Array.prototype.sort, so equal keys keep their input order, as
 * Python's `sorted` and `sort -s` do).
 */
import type { SortMode } from './limits.js';

/**
 * Compares two strings by code point (what Python's `<` on str and `LC_ALL=C sort` on UTF-8 do),
 * not by UTF-16 unit: a unit at or past U+E000 is moved below the surrogates before comparing.
 */
export function compareCodePoints(a: string, b: string): number {
	const n = Math.min(a.length, b.length);
	for (let i = 0; i < n; i++) {
		let x = a.charCodeAt(i);
		let y = b.charCodeAt(i);
		if (x === y) continue;
		if (x >= 0xd800 && y >= 0xd800) {
			x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
			y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
		}
		return x - y;
	}
	return a.length - b.length;
}

/** A number as `sort -n` reads it in the C locale: blanks, an optional `-`, digits, `.` and digits. */
interface Numeric {
	negative: boolean;
	/** Integer digits without leading zeros ('' for zero). */
	whole: string;
	/** Fraction digits without trailing zeros. */
	fraction: string;
}

const LEADING_NUMBER = /^[ \t]*(-?)([0-9]*)(?:\.([0-9]*))?/;

function numericKey(line: string): Numeric {
	const m = LEADING_NUMBER.exec(line)!;
	const whole = m[2].replace(/^0+/, '');
	const fraction = (m[3] ?? '').replace(/0+$/, '');
	// -0, -0.0 and a lone "-" are zero, like a line with no number at all.
	return { negative: m[1] === '-' && (whole !== '' || fraction !== ''), whole, fraction };
}

/** Exact comparison of two decimal numbers of any length (sort -n compares digits, not floats). */
function compareNumeric(a: Numeric, b: Numeric): number {
	if (a.negative !== b.negative) return a.negative ? -1 : 1;
	const sign = a.negative ? -1 : 1;
	if (a.whole.length !== b.whole.length) return sign * (a.whole.length - b.whole.length);
	if (a.whole !== b.whole) return sign * (a.whole < b.whole ? -1 : 1);
	if (a.fraction !== b.fraction) return sign * (a.fraction < b.fraction ? -1 : 1);
	return 0;
}

const LEADING_HEX = /^[ \t]*(?:0[xX](?=[0-9a-fA-F]))?([0-9a-fA-F]*)/;

/** The hexadecimal number at the start of a line (blanks, an optional 0x), lower case without leading zeros; '' is zero. */
function hexKey(line: string): string {
	return LEADING_HEX.exec(line)![1].replace(/^0+/, '').toLowerCase();
}

/** Exact comparison of two hex digit strings without leading zeros: the longer is larger, then digit by digit. */
function compareHex(a: string, b: string): number {
	if (a.length !== b.length) return a.length - b.length;
	return a < b ? -1 : a > b ? 1 : 0;
}

/** A line's length in code points (what Python's len counts), not UTF-16 units. */
function codePointLength(line: string): number {
	let n = line.length;
	for (let i = 0; i < line.length; i++) {
		const unit = line.charCodeAt(i);
		if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
			const before = line.charCodeAt(i - 1);
			if (before >= 0xd800 && before <= 0xdbff) n--;
		}
	}
	return n;
}

/**
 * Natural order: text and runs of ASCII digits alternate (odd places are digit runs, kept without
 * their leading zeros, so a longer run is a larger number); digit runs compare by value (file2 < file10).
 */
function naturalKey(line: string, fold: boolean): string[] {
	const parts = (fold ? line.toLowerCase() : line).split(/([0-9]+)/);
	for (let i = 1; i < parts.length; i += 2) {
		let zeros = 0;
		while (zeros < parts[i].length - 1 && parts[i].charCodeAt(zeros) === 48) zeros++;
		if (zeros) parts[i] = parts[i].slice(zeros);
	}
	return parts;
}

/** Lists compared as Python compares them: element by element, then by length. */
function compareNatural(a: string[], b: string[]): number {
	const n = Math.min(a.length, b.length);
	for (let i = 0; i < n; i++) {
		const x = a[i];
		const y = b[i];
		if (x === y) continue;
		if (i % 2 === 1 && x.length !== y.length) return x.length - y.length;
		return compareCodePoints(x, y);
	}
	return a.length - b.length;
}

const OCTET = /^(?:0|[1-9][0-9]{0,2})$/;
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

/** The four octets of a dotted-decimal IPv4 address (no leading zeros, as Python 3.9.5+ reads it), or undefined. */
function ipv4Octets(text: string): number[] | undefined {
	const parts = text.split('.');
	if (parts.length !== 4 || !parts.every((p) => OCTET.test(p) && Number(p) <= 255)) return undefined;
	return parts.map(Number);
}

/** The eight 16-bit groups of an IPv6 address as RFC 4291 writes it (`::` once, an optional dotted IPv4 tail), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
	let rest = text;
	const tail: number[] = [];
	const lastColon = rest.lastIndexOf(':');
	if (rest.slice(lastColon + 1).includes('.')) {
		const v4 = ipv4Octets(rest.slice(lastColon + 1));
		if (!v4) return undefined;
		tail.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
		// Keep a `::` that ends before the tail; drop the single `:` that only separates it.
		rest = rest.slice(0, lastColon + 1);
		if (!rest.endsWith('::')) rest = rest.slice(0, -1);
	}
	const halves = rest.split('::');
	if (halves.length > 2) return undefined;
	const read = (half: string) => (half === '' ? [] : half.split(':'));
	const head = read(halves[0]);
	const back = halves.length === 2 ? read(halves[1]) : [];
	if (!head.every((g) => HEX_GROUP.test(g)) || !back.every((g) => HEX_GROUP.test(g))) return undefined;
	const given = head.length + back.length + tail.length;
	if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
	const hex = (g: string) => parseInt(g, 16);
	return [...head.map(hex), ...Array<number>(8 - given).fill(0), ...back.map(hex), ...tail];
}

/**
 * The sort key of an address Python's `ipaddress.ip_address` reads (surrounding blanks ignored):
 * its version and its value as fixed-width hex, so keys of one version compare as strings. Undefined
 * for anything else.
 */
export function ipKey(line: string): [4 | 6, string] | undefined {
	const text = line.trim();
	const hex = (parts: number[], digits: number) => parts.map((p) => p.toString(16).padStart(digits, '0')).join('');
	if (text.includes(':')) {
		const groups = ipv6Groups(text);
		return groups && [6, hex(groups, 4)];
	}
	const octets = ipv4Octets(text);
	return octets && [4, hex(octets, 2)];
}

function compareIp(a: [4 | 6, string] | undefined, b: [4 | 6, string] | undefined): number {
	// Addresses first (IPv4 before IPv6, then by value), then every other line in input order.
	if (!a || !b) return a ? -1 : b ? 1 : 0;
	if (a[0] !== b[0]) return a[0] - b[0];
	return a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}

/** The lines sorted, stably; `descending` reverses the comparison, so equal lines keep their order both ways. */
export function sortLines(lines: string[], mode: SortMode, descending: boolean, caseInsensitive: boolean): string[] {
	const sign = descending ? -1 : 1;
	const sortBy = <K>(key: (line: string) => K, compare: (a: K, b: K) => number) =>
		lines
			.map((line) => ({ line, key: key(line) }))
			.sort((a, b) => sign * compare(a.key, b.key))
			.map((e) => e.line);
	switch (mode) {
		case 'numeric':
			return sortBy(numericKey, compareNumeric);
		case 'natural':
			return sortBy((line) => naturalKey(line, caseInsensitive), compareNatural);
		case 'ip':
			return sortBy(ipKey, compareIp);
		case 'hex':
			return sortBy(hexKey, compareHex);
		case 'length':
			return sortBy(codePointLength, (a, b) => a - b);
		case 'text':
			return sortBy((line) => (caseInsensitive ? line.toLowerCase() : line), compareCodePoints);
	}
}
