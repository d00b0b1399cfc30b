/**
 * Lines as integers, for the large diff (large-diff.ts): every line of both texts gets the id of
 * the first line with the same bytes, so the diff compares numbers instead of strings and no line
 * ever becomes a JavaScript string. A line is its bytes up to and including "\n" (so "a\r\n",
 * "a\n" and a final "a" without newline are three different lines, as jsdiff's diffLines and GNU
 * diff see them).
 *
 * Memory: the two Int32Arrays of ids (4 bytes a line) and, while they are made, a hash table of
 * the distinct lines (about 5 to 10 bytes each: an Int32 and an 8-bit tag per slot, half full at
 * most). The id of a line is the offset of its first occurrence in `old` followed by `new`, so
 * no table from id to line is kept.
 */

const NL = 10;

/** Lines in `bytes[from, to)`; a last line without "\n" counts. */
export function countLines(bytes: Uint8Array, from: number, to: number): number {
	let lines = 0;
	for (let at = from; at < to; ) {
		const nl = bytes.indexOf(NL, at);
		if (nl < 0 || nl >= to) return lines + 1;
		lines++;
		at = nl + 1;
	}
	return lines;
}

/** FNV-1a over a line's bytes, its "\n" included. */
function hashLine(bytes: Uint8Array, at: number, to: number): number {
	let h = 0x811c9dc5;
	for (; at < to; at++) {
		const c = bytes[at];
		h = Math.imul(h ^ c, 0x01000193);
		if (c === NL) break;
	}
	return h >>> 0;
}

/**
 * Ids for the lines of `a[aFrom, aTo)` and `b[bFrom, bTo)`: equal ids ⇔ equal lines. Both ranges
 * start at a line's start and end at a line's end.
 */
export function lineIds(a: Uint8Array, aFrom: number, aTo: number, b: Uint8Array, bFrom: number, bTo: number): { old: Int32Array; new: Int32Array } {
	const old = new Int32Array(countLines(a, aFrom, aTo));
	const now = new Int32Array(countLines(b, bFrom, bTo));
	// Slots hold id + 1 (0 is empty) and 8 bits of the hash, so most probes of another line stop
	// without reading its bytes.
	let size = 1024;
	let slots = new Int32Array(size);
	let tags = new Uint8Array(size);
	let used = 0;
	/** Where an id's bytes are: ids past a.length are in b. */
	const place = (id: number): [Uint8Array, number, number] => (id < a.length ? [a, id, aTo] : [b, id - a.length, bTo]);

	function same(id: number, bytes: Uint8Array, at: number, to: number): boolean {
		const [other, from, end] = place(id);
		for (let i = from; ; i++, at++) {
			const x = i < end ? other[i] : -1;
			const y = at < to ? bytes[at] : -1;
			if (x !== y) return false;
			if (x === NL || x === -1) return true;
		}
	}

	function grow() {
		const before = slots;
		size *= 2;
		slots = new Int32Array(size);
		tags = new Uint8Array(size);
		for (const stored of before) {
			if (stored === 0) continue;
			const [bytes, from, end] = place(stored - 1);
			const h = hashLine(bytes, from, end);
			let slot = h & (size - 1);
			while (slots[slot] !== 0) slot = (slot + 1) & (size - 1);
			slots[slot] = stored;
			tags[slot] = h >>> 24;
		}
	}

	function idOf(bytes: Uint8Array, at: number, to: number, offset: number): number {
		const h = hashLine(bytes, at, to);
		const tag = h >>> 24;
		let slot = h & (size - 1);
		for (;;) {
			const stored = slots[slot];
			if (stored === 0) break;
			if (tags[slot] === tag && same(stored - 1, bytes, at, to)) return stored - 1;
			slot = (slot + 1) & (size - 1);
		}
		const id = offset + at;
		slots[slot] = id + 1;
		tags[slot] = tag;
		if (++used * 2 > size) grow();
		return id;
	}

	function fill(ids: Int32Array, bytes: Uint8Array, from: number, to: number, offset: number) {
		let at = from;
		for (let i = 0; i < ids.length; i++) {
			ids[i] = idOf(bytes, at, to, offset);
			const nl = bytes.indexOf(NL, at);
			at = nl < 0 || nl >= to ? to : nl + 1;
		}
	}
	fill(old, a, aFrom, aTo, 0);
	fill(now, b, bFrom, bTo, a.length);
	return { old, new: now };
}
