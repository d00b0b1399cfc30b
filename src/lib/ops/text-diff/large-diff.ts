/**
 * The app's diff of large texts by lines (src/lib/run/README.md, "Large inputs"): two files of up
 * to 128 MiB each, compared in the worker as bytes. The answer is what the operation answers in
 * lines mode, without `changes`: the counts of added and deleted lines and the unified diff, in
 * the same format (`--- old` / `+++ new`, hunks with `context` lines, "\ No newline at end of
 * file"), written in pieces to `write` so it never sits whole in memory.
 *
 * The way: the common first and last lines are skipped as bytes (files that differ a little are
 * the common case); the lines between get integer ids (line-ids.ts); Myers's linear-space diff
 * marks the changed ones (myers.ts); the hunks are written from the marks and the bytes.
 * Memory: the two files, 5 bytes per line between the common ends, a table of distinct lines
 * while the ids are made, and the answer's current piece.
 */
import { lineIds, countLines } from './line-ids.js';
import { shortestEdit } from './myers.js';

export { TooDifferent } from './myers.js';

const NL = 10;

export interface LargeDiff {
	additions: number;
	deletions: number;
	/** Hunks in the unified diff (0 when the texts are identical). */
	hunks: number;
}

/**
 * Diffs `old` and `now` by lines, writing the unified diff to `write` in pieces of about 64 KiB
 * (the caller may keep them: they are never written to again; a longer line is its own piece). `onProgress(fraction)` is called now and then while
 * comparing; the search throws TooDifferent past `deadline` (a `performance.now()` time).
 */
export function diffLarge(
	old: Uint8Array,
	now: Uint8Array,
	context: number,
	write: (bytes: Uint8Array) => void,
	deadline: number,
	onProgress: (fraction: number) => void = () => {}
): LargeDiff {
	// The common lines at the start: up to the last "\n" before the first differing byte.
	const shorter = Math.min(old.length, now.length);
	let same = 0;
	while (same < shorter && old[same] === now[same]) same++;
	const out = writer(write);
	out.text('--- old\n+++ new\n');
	if (same === old.length && same === now.length) {
		out.end();
		return { additions: 0, deletions: 0, hunks: 0 };
	}
	const start = same === 0 ? 0 : old.lastIndexOf(NL, same - 1) + 1;
	// The common lines at the end: whole lines, after the start's and at a line's start in both.
	let tail = 0;
	const most = shorter - start;
	while (tail < most && old[old.length - 1 - tail] === now[now.length - 1 - tail]) tail++;
	const lineStart = (bytes: Uint8Array, at: number) => at === start || bytes[at - 1] === NL;
	while (tail > 0 && !(lineStart(old, old.length - tail) && lineStart(now, now.length - tail))) tail--;

	const ids = lineIds(old, start, old.length - tail, now, start, now.length - tail);
	const total = ids.old.length + ids.new.length;
	const marks = shortestEdit(ids.old, ids.new, deadline, (settled) => onProgress(total ? settled / total : 1));
	const head = countLines(old, 0, start);
	const hunks = writeHunks(out, context, old, now, head, countLines(old, old.length - tail, old.length), marks.deleted, marks.inserted);
	out.end();
	let deletions = 0;
	let additions = 0;
	for (const m of marks.deleted) deletions += m;
	for (const m of marks.inserted) additions += m;
	return { additions, deletions, hunks };
}

/** Bytes gathered into pieces of 64 KiB. */
function writer(write: (bytes: Uint8Array) => void) {
	const SIZE = 64 * 1024;
	let buffer = new Uint8Array(SIZE);
	let used = 0;
	const encoder = new TextEncoder();
	const flush = () => {
		if (used) write(buffer.subarray(0, used));
		buffer = new Uint8Array(SIZE);
		used = 0;
	};
	const bytes = (b: Uint8Array) => {
		if (used + b.length > SIZE) flush();
		if (b.length > SIZE) write(b);
		else {
			buffer.set(b, used);
			used += b.length;
		}
	};
	const byte = (c: number) => {
		if (used === SIZE) flush();
		buffer[used++] = c;
	};
	return { bytes, byte, text: (s: string) => bytes(encoder.encode(s)), end: flush };
}

type Out = ReturnType<typeof writer>;

/** Reads a file's lines in order, for writing them: a forward-only cursor. */
function cursor(bytes: Uint8Array) {
	let line = 0;
	let at = 0;
	return {
		/** The bytes of line `n` (≥ the last one asked), "\n" included when it has one. */
		line(n: number): Uint8Array {
			while (line < n) {
				const nl = bytes.indexOf(NL, at);
				at = nl < 0 ? bytes.length : nl + 1;
				line++;
			}
			const nl = bytes.indexOf(NL, at);
			return bytes.subarray(at, nl < 0 ? bytes.length : nl + 1);
		}
	};
}

const NO_NEWLINE = new TextEncoder().encode('\n\\ No newline at end of file\n');

function writeLine(out: Out, mark: number, line: Uint8Array) {
	out.byte(mark);
	out.bytes(line);
	if (line.length === 0 || line[line.length - 1] !== NL) out.bytes(NO_NEWLINE);
}

/**
 * The hunks. `deleted` and `inserted` mark the lines between the `head` common lines at the start
 * and the `foot` at the end. A run of changes is the deleted lines, then the inserted ones; runs
 * at most 2·context unchanged lines apart share a hunk, as jsdiff and GNU diff join them.
 */
function writeHunks(out: Out, context: number, old: Uint8Array, now: Uint8Array, head: number, foot: number, deleted: Uint8Array, inserted: Uint8Array): number {
	// The runs of changes, as [x0, x1, y0, y1) in the middle lines' numbers.
	const runs: number[] = [];
	for (let x = 0, y = 0; x < deleted.length || y < inserted.length; ) {
		if (deleted[x] !== 1 && inserted[y] !== 1 && x < deleted.length && y < inserted.length) {
			x++;
			y++;
			continue;
		}
		const x0 = x;
		const y0 = y;
		while (deleted[x] === 1) x++;
		while (inserted[y] === 1) y++;
		if (x === x0 && y === y0) throw new Error('unpaired lines');
		runs.push(x0, x, y0, y);
	}
	const oldLines = head + deleted.length + foot;
	const oldCursor = cursor(old);
	const newCursor = cursor(now);
	const MINUS = 45;
	const PLUS = 43;
	const SPACE = 32;
	let hunks = 0;
	for (let r = 0; r < runs.length; ) {
		// The runs of this hunk: [r, end).
		let end = r + 4;
		while (end < runs.length && runs[end] - runs[end - 3] <= 2 * context) end += 4;
		const x0 = head + runs[r];
		const y0 = head + runs[r + 2];
		const before = Math.min(context, r === 0 ? x0 : x0 - (head + runs[r - 3]));
		const lastX = head + runs[end - 3];
		const lastY = head + runs[end - 1];
		const after = Math.min(context, end === runs.length ? oldLines - lastX : head + runs[end] - lastX);
		const oldCount = lastX - x0 + before + after;
		const newCount = lastY - y0 + before + after;
		const oldFrom = x0 - before;
		const newFrom = y0 - before;
		out.text(`@@ -${oldCount ? oldFrom + 1 : oldFrom},${oldCount} +${newCount ? newFrom + 1 : newFrom},${newCount} @@\n`);
		for (let x = oldFrom; x < x0; x++) writeLine(out, SPACE, oldCursor.line(x));
		for (let i = r; i < end; i += 4) {
			if (i > r) for (let x = head + runs[i - 3]; x < head + runs[i]; x++) writeLine(out, SPACE, oldCursor.line(x));
			for (let x = head + runs[i]; x < head + runs[i + 1]; x++) writeLine(out, MINUS, oldCursor.line(x));
			for (let y = head + runs[i + 2]; y < head + runs[i + 3]; y++) writeLine(out, PLUS, newCursor.line(y));
		}
		for (let x = lastX; x < lastX + after; x++) writeLine(out, SPACE, oldCursor.line(x));
		hunks++;
		r = end;
	}
	return hunks;
}
