/**
 * The shortest edit script between two arrays of line ids (Myers, "An O(ND) difference algorithm
 * and its variations", 1986), in linear space: find the middle snake of the script by searching
 * from both ends at once, then solve the two halves the same way. This is GNU diff's `compareseq`
 * and `diag` with `--minimal` (none of its speed heuristics), so the number of changed lines is
 * the least possible, as `diff --minimal` counts them.
 *
 * Time: about (N + M)·log D + D² for texts that differ in D scattered lines (the common case),
 * (N + M)·D at worst; `deadline` bounds it (the search throws `TooDifferent`). Memory: one byte a
 * line for the marks, and two arrays of 2·D + 3 integers for the furthest points per diagonal.
 */

export class TooDifferent extends Error {
	constructor() {
		super('too different');
	}
}

export interface Marks {
	/** 1 where a line of `a` is deleted. */
	deleted: Uint8Array;
	/** 1 where a line of `b` is inserted. */
	inserted: Uint8Array;
}

/**
 * Marks the lines of `a` deleted and of `b` inserted by a shortest script. `onProgress(settled)`
 * is called now and then with how many lines (of both) have their place in the script; it may
 * throw to stop. Throws TooDifferent after `deadline` (a `performance.now()` time).
 */
export function shortestEdit(a: Int32Array, b: Int32Array, deadline: number, onProgress: (settled: number) => void): Marks {
	const deleted = new Uint8Array(a.length);
	const inserted = new Uint8Array(b.length);
	// Furthest x reached per diagonal k = x − y, forward (fd) and backward (bd), each centred on
	// its own starting diagonal: index k − mid + half. They grow with the edit distance.
	let half = 64;
	let fd = new Int32Array(2 * half + 1);
	let bd = new Int32Array(2 * half + 1);
	let settled = 0;
	let checked = performance.now();

	function grow(fmid: number, bmid: number, fmin: number, fmax: number, bmin: number, bmax: number) {
		const wider = half * 2;
		const f = new Int32Array(2 * wider + 1);
		const b2 = new Int32Array(2 * wider + 1);
		f.set(fd.subarray(fmin - 1 - fmid + half, fmax + 2 - fmid + half), fmin - 1 - fmid + wider);
		b2.set(bd.subarray(bmin - 1 - bmid + half, bmax + 2 - bmid + half), bmin - 1 - bmid + wider);
		fd = f;
		bd = b2;
		half = wider;
	}

	function tick() {
		const now = performance.now();
		if (now - checked < 50) return;
		checked = now;
		if (now > deadline) throw new TooDifferent();
		onProgress(settled);
	}

	/** The point where a shortest script of a[xoff, xlim) → b[yoff, ylim) crosses its middle. */
	function middle(xoff: number, xlim: number, yoff: number, ylim: number): [number, number] {
		const dmin = xoff - ylim;
		const dmax = xlim - yoff;
		const fmid = xoff - yoff;
		const bmid = xlim - ylim;
		let fmin = fmid;
		let fmax = fmid;
		let bmin = bmid;
		let bmax = bmid;
		// When the two searches start on diagonals of different parity they meet going forward.
		const odd = ((fmid - bmid) & 1) !== 0;
		fd[half] = xoff;
		bd[half] = xlim;
		for (let c = 1; ; c++) {
			if (c + 2 > half) grow(fmid, bmid, fmin, fmax, bmin, bmax);
			const fo = half - fmid;
			const bo = half - bmid;
			// Forward: one more edit on every diagonal in reach, then follow equal lines.
			if (fmin > dmin) fd[--fmin - 1 + fo] = -1;
			else ++fmin;
			if (fmax < dmax) fd[++fmax + 1 + fo] = -1;
			else --fmax;
			for (let d = fmax; d >= fmin; d -= 2) {
				const lo = fd[d - 1 + fo];
				const hi = fd[d + 1 + fo];
				let x = lo >= hi ? lo + 1 : hi;
				let y = x - d;
				while (x < xlim && y < ylim && a[x] === b[y]) {
					x++;
					y++;
				}
				fd[d + fo] = x;
				if (odd && bmin <= d && d <= bmax && bd[d + bo] <= x) return [x, y];
			}
			// Backward, the same from the ends.
			if (bmin > dmin) bd[--bmin - 1 + bo] = 0x7fffffff;
			else ++bmin;
			if (bmax < dmax) bd[++bmax + 1 + bo] = 0x7fffffff;
			else --bmax;
			for (let d = bmax; d >= bmin; d -= 2) {
				const lo = bd[d - 1 + bo];
				const hi = bd[d + 1 + bo];
				let x = lo < hi ? lo : hi - 1;
				let y = x - d;
				while (x > xoff && y > yoff && a[x - 1] === b[y - 1]) {
					x--;
					y--;
				}
				bd[d + bo] = x;
				if (!odd && fmin <= d && d <= fmax && x <= fd[d + fo]) return [x, y];
			}
			tick();
		}
	}

	/** Solves a[xoff, xlim) → b[yoff, ylim): equal ends first, then halves at the middle snake. */
	function compare(xoff: number, xlim: number, yoff: number, ylim: number) {
		const from = xoff;
		while (xoff < xlim && yoff < ylim && a[xoff] === b[yoff]) {
			xoff++;
			yoff++;
		}
		const to = xlim;
		while (xoff < xlim && yoff < ylim && a[xlim - 1] === b[ylim - 1]) {
			xlim--;
			ylim--;
		}
		settled += 2 * (xoff - from + to - xlim);
		if (xoff === xlim) {
			inserted.fill(1, yoff, ylim);
			settled += ylim - yoff;
		} else if (yoff === ylim) {
			deleted.fill(1, xoff, xlim);
			settled += xlim - xoff;
		} else {
			const [x, y] = middle(xoff, xlim, yoff, ylim);
			compare(xoff, x, yoff, y);
			compare(x, xlim, y, ylim);
		}
		tick();
	}

	compare(0, a.length, 0, b.length);
	onProgress(settled);
	return { deleted, inserted };
}
