/**
 * The actions of /text/lines that came from CyberChef's Utils and IT-Tools' list converter:
 * remove-numbers, pad, expand-range and list. Plain strings in, plain strings out; each names the
 * tool whose behaviour it follows and says where it differs.
 */
import { sortLines } from './sort.js';
import type { SortMode } from './limits.js';

/** Thrown when an answer would pass `MAX_OUTPUT`; the operation answers 422 naming the limit. */
export class OutputTooLong extends Error {
	constructor(readonly got: number) {
		super('output too long');
	}
}

/** Fails before building an answer that would pass the limit. */
export function ensureFits(size: number, max: number): void {
	if (size > max) throw new OutputTooLong(size);
}

/**
 * CyberChef's "Remove line numbers" pattern, read one line at a time: up to five blanks, digits,
 * then one of a blank, `:`, `|`, `-`, `,`, `.`, `)` or `]`, all removed.
 */
const LINE_NUMBER = /^[ \t]{0,5}\d+[\s:|\-,.)\]]/;

export function removeLineNumber(line: string): string {
	return line.replace(LINE_NUMBER, '');
}

/** CyberChef's "Pad lines": `length` copies of `character` added at the start or the end of each line. */
export function padLine(line: string, side: 'start' | 'end', padding: string): string {
	return side === 'start' ? padding + line : line + padding;
}

/**
 * The characters of an alphabet range, as CyberChef's `Utils.expandAlphRange` reads it: `a-e` is
 * every code point from a to e; a `-` after a backslash is a literal `-` (not when it ends the
 * text, as there); a range whose end comes before its start gives nothing. Returns [start, end]
 * pairs (a single character is a pair of equal ends), so the caller can count before building.
 */
export function rangeSegments(line: string): [number, number][] {
	const cps = Array.from(line, (c) => c.codePointAt(0)!);
	const out: [number, number][] = [];
	const DASH = 0x2d;
	const BACKSLASH = 0x5c;
	for (let i = 0; i < cps.length; i++) {
		if (i < cps.length - 2 && cps[i + 1] === DASH && cps[i] !== BACKSLASH) {
			out.push([cps[i], cps[i + 2]]);
			i += 2;
		} else if (i < cps.length - 2 && cps[i] === BACKSLASH && cps[i + 1] === DASH) {
			out.push([DASH, DASH]);
			i++;
		} else out.push([cps[i], cps[i]]);
	}
	return out;
}

/** How many characters the segments expand to (a backwards range counts none). */
export function segmentsSize(segments: [number, number][]): number {
	let n = 0;
	for (const [start, end] of segments) if (end >= start) n += end - start + 1;
	return n;
}

export function expandSegments(segments: [number, number][], between: string): string {
	const parts: string[] = [];
	for (const [start, end] of segments) for (let c = start; c <= end; c++) parts.push(String.fromCodePoint(c));
	return parts.join(between);
}

export interface ListOptions {
	lowerCase: boolean;
	trimItems: boolean;
	removeDuplicates: boolean;
	reverseList: boolean;
	listSort: 'none' | 'asc' | 'desc';
	mode: SortMode;
	caseInsensitive: boolean;
	itemPrefix: string;
	itemSuffix: string;
	listPrefix: string;
	listSuffix: string;
	lineBreaks: boolean;
	separator: string;
	maxOutput: number;
}

/**
 * IT-Tools' list converter in one call, its steps in its order: lower case, remove duplicates,
 * reverse, sort, trim each item, drop empty items, wrap each item in its prefix and suffix, join
 * with the separator (and a line break with `lineBreaks`), wrap the list in its prefix and suffix
 * (on lines of their own with `lineBreaks`). `items` are the lines already read.
 */
export function convertList(items: string[], o: ListOptions): { output: string; count: number } {
	let list = o.lowerCase ? items.map((item) => item.toLowerCase()) : items;
	if (o.removeDuplicates) list = [...new Set(list)];
	if (o.reverseList) list = list.reverse();
	if (o.listSort !== 'none') list = sortLines(list, o.mode, o.listSort === 'desc', o.caseInsensitive);
	if (o.trimItems) list = list.map((item) => item.trim());
	list = list.filter((item) => item !== '');
	const lineBreak = o.lineBreaks ? '\n' : '';
	const joiner = o.separator + lineBreak;
	const itemsSize = list.reduce((n, item) => n + item.length, 0);
	ensureFits(itemsSize + list.length * (o.itemPrefix.length + o.itemSuffix.length + joiner.length) + o.listPrefix.length + o.listSuffix.length + 2, o.maxOutput);
	const body = list.map((item) => o.itemPrefix + item + o.itemSuffix).join(joiner);
	return { output: [o.listPrefix, body, o.listSuffix].join(lineBreak), count: list.length };
}
