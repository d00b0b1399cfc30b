/**
 * The entropy operation's figures over a file of any size, read slice by slice in the app's
 * large-input worker (src/lib/run/README.md, "Large inputs"). Memory stays flat: the 256-entry
 * histogram, ent's sums, and what crosses a slice boundary — the Monte Carlo point being built
 * (ent takes 6 bytes a point, and a slice may end inside one), the previous byte (serial
 * correlation pairs each byte with the next) and the first byte (the last pairs with it).
 * The sums are whole numbers below 2^53 up to 16 GiB (255² × 2^34 ≈ 1.1e15), so adding them a
 * slice at a time gives exactly what entropyStats gives in one pass.
 */
import { IN_CIRCLE, figuresOf, type EntropyStats } from './entropy.js';
import { errors } from './errors.js';

export interface EntropyStream {
	update(bytes: Uint8Array): void;
	/** The figures; the operation's 422 on no bytes at all. */
	result(): EntropyStats;
}

export function entropyStream(): EntropyStream {
	// Counts past 2^32 for files over 4 GiB: doubles, exact to 2^53.
	const frequency = new Float64Array(256);
	const counts = new Uint32Array(256);
	let n = 0;
	let t1 = 0;
	let first = -1;
	let previous = -1;
	// The Monte Carlo point under way: its 6 bytes as they come (a slice may end inside one).
	const point = new Uint8Array(6);
	let taken = 0;
	let inside = 0;
	let points = 0;
	const place = (p: Uint8Array, at: number) => {
		const x = p[at] * 65536 + p[at + 1] * 256 + p[at + 2];
		const y = p[at + 3] * 65536 + p[at + 4] * 256 + p[at + 5];
		points++;
		if (x * x + y * y <= IN_CIRCLE) inside++;
	};
	return {
		update(bytes) {
			const length = bytes.length;
			if (length === 0) return;
			if (first < 0) first = bytes[0];
			// The histogram and each byte times the next: one tight loop (the mean and the sum of
			// squares come from the histogram at the end, exactly).
			counts.fill(0);
			let pairs = previous >= 0 ? previous * bytes[0] : 0;
			counts[bytes[0]]++;
			for (let i = 1; i < length; i++) {
				const b = bytes[i];
				counts[b]++;
				pairs += bytes[i - 1] * b;
			}
			for (let v = 0; v < 256; v++) frequency[v] += counts[v];
			t1 += pairs;
			previous = bytes[length - 1];
			n += length;
			// Monte Carlo: finish the point begun in the slice before, then whole points, then keep the rest.
			let i = 0;
			while (taken > 0 && taken < 6 && i < length) point[taken++] = bytes[i++];
			if (taken === 6) {
				place(point, 0);
				taken = 0;
			}
			for (; i + 6 <= length; i += 6) place(bytes, i);
			while (i < length) point[taken++] = bytes[i++];
		},
		result() {
			if (n === 0) throw errors.error('empty', undefined, { field: 'input' });
			let sum = 0;
			let squares = 0;
			for (let v = 0; v < 256; v++) {
				sum += v * frequency[v];
				squares += v * v * frequency[v];
			}
			// ent's serial correlation wraps around: the last byte with the first.
			return figuresOf({ n, frequency, sum, inside, points, t1: t1 + previous * first, t2: sum, t3: squares });
		}
	};
}
