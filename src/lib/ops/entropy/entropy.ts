/**
 * The byte statistics of Fourmilab's `ent` (its ent.c and iso8859/randtest.c): Shannon entropy,
 * chi-square against a uniform distribution, arithmetic mean, Monte Carlo value of pi and serial
 * correlation, computed the way ent computes them, with the byte histogram beside them.
 */
export interface EntropyStats {
	entropy_bits_per_byte: number;
	bytes: number;
	unique_bytes: number;
	chi_square: number;
	arithmetic_mean: number;
	/** null when there are fewer than 6 bytes (no point to place). */
	monte_carlo_pi: number | null;
	/** null when undefined: every byte the same (ent says "undefined (all values equal!)"). */
	serial_correlation: number | null;
	/** CyberChef's Index of Coincidence: over the letters a-z only, capitals counted as small ones. */
	index_of_coincidence: number;
	/** The same times 26 (CyberChef's "Normalized"): about 1.73 for English, 1 for letters at random. */
	index_of_coincidence_normalized: number;
	frequency: number[];
}

/**
 * CyberChef's Index of Coincidence (src/core/operations/IndexOfCoincidence.mjs): the text lower-cased,
 * everything but a-z dropped, sum of f(f-1) over N(N-1), N taken as 2 when under 2. Read from the
 * byte histogram (so the streamed reading gets it too): ASCII letters are the same bytes in UTF-8.
 */
export function indexOfCoincidence(frequency: ArrayLike<number>): number {
	let coincidence = 0;
	let letters = 0;
	for (let small = 0x61; small <= 0x7a; small++) {
		const f = frequency[small] + frequency[small - 0x20];
		coincidence += f * (f - 1);
		letters += f;
	}
	const density = Math.max(letters, 2);
	return coincidence / (density * (density - 1));
}

/** ent's Monte Carlo points: 6 bytes each, 24-bit x then 24-bit y, inside the circle of radius 256^3 - 1. */
export const MONTEN = 6;
export const IN_CIRCLE = (256 ** (MONTEN / 2) - 1) ** 2;

export function entropyStats(bytes: Uint8Array): EntropyStats {
	const n = bytes.length;
	const frequency = new Array<number>(256).fill(0);
	let sum = 0;
	let inside = 0;
	let points = 0;
	// Serial correlation (ent's scct1..3): each byte with the next, the last with the first.
	let t1 = 0;
	let t2 = 0;
	let t3 = 0;
	for (let i = 0; i < n; i++) {
		const b = bytes[i];
		frequency[b]++;
		sum += b;
		if (i > 0) t1 += bytes[i - 1] * b;
		t2 += b;
		t3 += b * b;
		if ((i + 1) % MONTEN === 0) {
			const at = i + 1 - MONTEN;
			const x = bytes[at] * 65536 + bytes[at + 1] * 256 + bytes[at + 2];
			const y = bytes[at + 3] * 65536 + bytes[at + 4] * 256 + bytes[at + 5];
			points++;
			if (x * x + y * y <= IN_CIRCLE) inside++;
		}
	}
	if (n > 0) t1 += bytes[n - 1] * bytes[0];
	return figuresOf({ n, frequency, sum, inside, points, t1, t2, t3 });
}

/**
 * What one pass gathers: the histogram and ent's sums (serial correlation's t1 already closed
 * with the last byte times the first). entropyStats and the streamed reading (entropy-stream.ts)
 * both end here, so the figures are computed one way.
 */
export interface Sums {
	n: number;
	frequency: ArrayLike<number>;
	sum: number;
	inside: number;
	points: number;
	t1: number;
	t2: number;
	t3: number;
}

/** The figures of a pass's sums, as ent prints them. */
export function figuresOf({ n, frequency, sum, inside, points, t1, t2, t3 }: Sums): EntropyStats {
	const denominator = n * t3 - t2 * t2;
	const expected = n / 256;
	let chi = 0;
	let entropy = 0;
	let unique = 0;
	for (let value = 0; value < 256; value++) {
		const count = frequency[value];
		chi += (count - expected) ** 2 / expected;
		if (count > 0) {
			unique++;
			const p = count / n;
			entropy -= p * Math.log2(p);
		}
	}
	return {
		entropy_bits_per_byte: entropy,
		bytes: n,
		unique_bytes: unique,
		chi_square: chi,
		arithmetic_mean: sum / n,
		monte_carlo_pi: points ? (4 * inside) / points : null,
		serial_correlation: denominator === 0 ? null : (n * t1 - t2 * t2) / denominator,
		index_of_coincidence: indexOfCoincidence(frequency),
		index_of_coincidence_normalized: indexOfCoincidence(frequency) * 26,
		frequency: Array.from(frequency)
	};
}
