/** A source of uniformly distributed unsigned 32-bit integers. */
export type Uint32Source = () => number;

/** Unpredictable integers from the platform's CSPRNG (`crypto.getRandomValues`), 64 at a time. */
export function cryptoSource(): Uint32Source {
	const buffer = new Uint32Array(64);
	let next = buffer.length;
	return () => {
		if (next === buffer.length) {
			crypto.getRandomValues(buffer);
			next = 0;
		}
		return buffer[next++];
	};
}

/**
 * Mulberry32 (Tommy Ettinger, 2017; public domain): a 32-bit-state generator, used only when the
 * caller asks for reproducible output with a `seed`. Not for secrets: the seed is the whole state.
 * @example mulberry32(0)() // 1144304738
 */
export function mulberry32(seed: number): Uint32Source {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let z = state;
		z = Math.imul(z ^ (z >>> 15), z | 1);
		z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
		return (z ^ (z >>> 14)) >>> 0;
	};
}

/** 10 × 429,496,729: the largest multiple of 10 below 2^32; draws at or above it are skipped. */
const DIGIT_LIMIT = 4_294_967_290;

/** A decimal digit without modulo bias: the last decimal digit of the next draw below DIGIT_LIMIT. */
export function randomDigit(next: Uint32Source): number {
	for (;;) {
		const u = next();
		if (u < DIGIT_LIMIT) return u % 10;
	}
}
