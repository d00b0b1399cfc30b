/**
 * The actions of /text/lines on plain strings: no zod, no I/O. Each reads the text as lines, does
 * what its coreutils or Python namesake does (named in each function), and writes lines back.
 */
import { Draws } from '../random/draws.js';
import { MersenneTwister } from '../random/mt19937.js';
import { fileTree } from './file-tree.js';
import { type Action, type ReverseBy, type SortMode, type TreeStyle } from './limits.js';
import { convertList, ensureFits, expandSegments, type ListOptions, padLine, rangeSegments, removeLineNumber, segmentsSize } from './more-actions.js';
import { sortLines } from './sort.js';

export { OutputTooLong } from './more-actions.js';

export { compareCodePoints, ipKey, sortLines } from './sort.js';


export interface LinesOptions {
	action: Action;
	delimiter: string;
	order: 'asc' | 'desc';
	mode: SortMode;
	caseInsensitive: boolean;
	count: boolean;
	/** Shuffle's seed; without one the order comes from the platform's cryptographic source. */
	seed?: number;
	n: number;
	/** Filter's pattern, compiled by the caller (so a bad one is the caller's 422). */
	pattern?: RegExp;
	invert: boolean;
	width: number;
	separator: string;
	text: string;
	maxOutput: number;
	/** reverse: what is reversed. */
	reverseBy: ReverseBy;
	/** wrap: cut at the width even inside a word (fold -w) rather than after a blank (fold -s). */
	hard: boolean;
	/** pad: where, and the padding itself (`length` copies of the character). */
	padSide: 'start' | 'end';
	padding: string;
	/** file-tree. */
	pathSeparator: string;
	treeStyle: TreeStyle;
	/** list: IT-Tools' list converter's switches. */
	list: Omit<ListOptions, 'mode' | 'caseInsensitive' | 'separator' | 'maxOutput'>;
}

/**
 * The lines of `text`: split on `delimiter` (the default `\n` also takes `\r\n`), a final
 * delimiter ending the last line rather than starting an empty one, as sort, uniq and nl read a file.
 */
export function splitLines(text: string, delimiter: string): string[] {
	if (text === '') return [];
	const lines = delimiter === '\n' ? text.split(/\r?\n/) : text.split(delimiter);
	if (lines[lines.length - 1] === '') lines.pop();
	return lines;
}

/** `dict.fromkeys(lines)`, or with `count` each line as `N line` in first-appearance order (a `uniq -c` over the whole text). */
export function uniqueLines(lines: string[], count: boolean, caseInsensitive: boolean): string[] {
	const seen = new Map<string, { line: string; n: number }>();
	for (const line of lines) {
		const key = caseInsensitive ? line.toLowerCase() : line;
		const entry = seen.get(key);
		if (entry) entry.n++;
		else seen.set(key, { line, n: 1 });
	}
	return Array.from(seen.values(), (e) => (count ? `${e.n} ${e.line}` : e.line));
}

/** Fisher-Yates with uniform indices from crypto.getRandomValues, drawn in blocks (one call per element costs 10 µs), rejection keeping them unbiased. */
function cryptoShuffle<T>(items: T[]): T[] {
	const block = new Uint32Array(4096);
	let used = block.length;
	const next = () => {
		if (used === block.length) {
			crypto.getRandomValues(block);
			used = 0;
		}
		return block[used++];
	};
	for (let i = items.length - 1; i > 0; i--) {
		const bound = i + 1;
		const limit = 0x1_0000_0000 - (0x1_0000_0000 % bound);
		let r = next();
		while (r >= limit) r = next();
		const j = r % bound;
		[items[i], items[j]] = [items[j], items[i]];
	}
	return items;
}

/** The column after `c` at `column`, as coreutils fold counts it: tab stops every 8, backspace back one, CR to 0. */
function advance(column: number, c: string): number {
	if (c === '\b') return column > 0 ? column - 1 : 0;
	if (c === '\r') return 0;
	if (c === '\t') return column + 8 - (column % 8);
	return column + 1;
}

const isBlank = (unit: number) => unit === 32 || unit === 9;

/**
 * One line folded as `fold -s -w width` does: a piece ends after its last blank (space or tab) once
 * the next character would pass `width`, or at `width` when it has no blank. Characters are code
 * points (fold counts bytes: the same for ASCII). The pending piece is `line.slice(start, at)`.
 */
export function foldLine(line: string, width: number, hard = false): string[] {
	const out: string[] = [];
	let start = 0;
	let column = 0;
	let at = 0;
	while (at < line.length) {
		const c = String.fromCodePoint(line.codePointAt(at)!);
		const next = advance(column, c);
		if (next <= width || at === start) {
			// It fits, or it is alone on its line (a tab wider than the whole width goes out alone).
			column = next;
			at += c.length;
			continue;
		}
		let blank = at - 1;
		if (hard) blank = start - 1;
		while (blank >= start && !isBlank(line.charCodeAt(blank))) blank--;
		if (blank >= start) {
			out.push(line.slice(start, blank + 1));
			start = blank + 1;
			column = 0;
			for (const d of line.slice(start, at)) column = advance(column, d);
		} else {
			out.push(line.slice(start, at));
			start = at;
			column = 0;
		}
	}
	out.push(line.slice(start));
	return out;
}

/** `lines` with `f` applied, checking first that `extra` more characters per line still fit. */
function eachLine(lines: string[], text: string, extra: number, max: number, f: (line: string, i: number) => string): string[] {
	ensureFits(text.length + lines.length * extra, max);
	return lines.map(f);
}

/** A string's code points last to first (a surrogate pair stays a pair, as CyberChef's Reverse by character and Python's `s[::-1]`). */
function reverseCharacters(line: string): string {
	return Array.from(line).reverse().join('');
}

/** reverse: the order of the lines (tac), each line's characters (rev), or both, which is the whole text backwards. */
function reverseLines(lines: string[], by: ReverseBy): string[] {
	if (by === 'line') return lines.reverse();
	const each = lines.map(reverseCharacters);
	return by === 'character' ? each.reverse() : each;
}

/** What /text/lines answers: the lines after the action, joined with the delimiter, and how many they are. */
export function applyLines(input: string, o: LinesOptions): { output: string; count: number } {
	if (o.action === 'split') {
		const parts = input.split(o.separator);
		ensureFits(input.length + parts.length * o.delimiter.length, o.maxOutput);
		return { output: parts.join(o.delimiter), count: parts.length };
	}
	const lines = splitLines(input, o.delimiter);
	if (o.action === 'list') return convertList(lines, { ...o.list, mode: o.mode, caseInsensitive: o.caseInsensitive, separator: o.separator, maxOutput: o.maxOutput });
	if (o.action === 'file-tree') {
		const out = fileTree(lines, o.pathSeparator, o.treeStyle, o.maxOutput);
		return { output: out.join(o.delimiter), count: out.length };
	}
	if (o.action === 'join') {
		ensureFits(input.length + lines.length * o.separator.length, o.maxOutput);
		return { output: lines.join(o.separator), count: lines.length ? 1 : 0 };
	}
	const out = transform(lines, input, o);
	const output = out.join(o.delimiter);
	ensureFits(output.length, o.maxOutput);
	return { output, count: out.length };
}

function transform(lines: string[], input: string, o: LinesOptions): string[] {
	switch (o.action) {
		case 'sort':
			return sortLines(lines, o.mode, o.order === 'desc', o.caseInsensitive);
		case 'unique':
			return uniqueLines(lines, o.count, o.caseInsensitive);
		case 'reverse':
			return reverseLines(lines, o.reverseBy);
		case 'shuffle':
			return o.seed === undefined ? cryptoShuffle(lines) : new Draws(new MersenneTwister(o.seed)).shuffle(lines);
		case 'head':
			return lines.slice(0, o.n);
		case 'tail':
			return o.n === 0 ? [] : lines.slice(-o.n);
		case 'filter': {
			const pattern = o.pattern ?? /(?:)/u;
			return lines.filter((line) => pattern.test(line) !== o.invert);
		}
		case 'number':
			return eachLine(lines, input, String(lines.length).length + 1, o.maxOutput, (line, i) => `${i + 1} ${line}`);
		case 'remove-empty':
			return lines.filter((line) => line.trim() !== '');
		case 'trim':
			return lines.map((line) => line.trim());
		case 'wrap':
			// At most one line break per character: the answer stays within twice the input.
			return lines.flatMap((line) => foldLine(line, o.width, o.hard));
		case 'prefix':
			return eachLine(lines, input, o.text.length, o.maxOutput, (line) => o.text + line);
		case 'suffix':
			return eachLine(lines, input, o.text.length, o.maxOutput, (line) => line + o.text);
		case 'remove-numbers':
			return lines.map(removeLineNumber);
		case 'pad':
			return eachLine(lines, input, o.padding.length, o.maxOutput, (line) => padLine(line, o.padSide, o.padding));
		case 'expand-range': {
			// An alphabet range amplifies (3 characters can name a million): count first, build after.
			const segments = lines.map(rangeSegments);
			let size = lines.length;
			for (const s of segments) {
				const n = segmentsSize(s);
				size += n + Math.max(0, n - 1) * o.separator.length;
			}
			ensureFits(size, o.maxOutput);
			return segments.map((s) => expandSegments(s, o.separator));
		}
		case 'join':
		case 'split':
		case 'list':
		case 'file-tree':
			throw new Error('handled by applyLines');
	}
}
