/**
 * Ascon's permutation (NIST SP 800-232), shared by /cipher's Ascon-AEAD128 and /hash's
 * Ascon-Hash256 and Ascon-Mac. The state is five 64-bit words kept as 32-bit halves,
 * [hi0, lo0, hi1, lo1, … hi4, lo4] (BigInt would be ten times slower).
 */

export type AsconState = Uint32Array;

const CONSTANTS = [0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b];
/** The permutation with its last `rounds` round constants (12 or 8), on local halves (no allocation: it runs per 16 bytes). */
export function permute(s: AsconState, rounds: number) {
	let x0h = s[0], x0l = s[1], x1h = s[2], x1l = s[3], x2h = s[4], x2l = s[5], x3h = s[6], x3l = s[7], x4h = s[8], x4l = s[9];
	for (let r = 12 - rounds; r < 12; r++) {
		x2l ^= CONSTANTS[r];
		// The 5-bit S-box, bitsliced, on the high halves then the low ones.
		x0h ^= x4h;
		x4h ^= x3h;
		x2h ^= x1h;
		let t0 = ~x0h & x1h, t1 = ~x1h & x2h, t2 = ~x2h & x3h, t3 = ~x3h & x4h, t4 = ~x4h & x0h;
		x0h ^= t1;
		x1h ^= t2;
		x2h ^= t3;
		x3h ^= t4;
		x4h ^= t0;
		x1h ^= x0h;
		x0h ^= x4h;
		x3h ^= x2h;
		x2h = ~x2h;
		x0l ^= x4l;
		x4l ^= x3l;
		x2l ^= x1l;
		t0 = ~x0l & x1l;
		t1 = ~x1l & x2l;
		t2 = ~x2l & x3l;
		t3 = ~x3l & x4l;
		t4 = ~x4l & x0l;
		x0l ^= t1;
		x1l ^= t2;
		x2l ^= t3;
		x3l ^= t4;
		x4l ^= t0;
		x1l ^= x0l;
		x0l ^= x4l;
		x3l ^= x2l;
		x2l = ~x2l;
		// The linear layer: x ^= (x >>> a) ^ (x >>> b), rotations of the 64-bit word written on its halves.
		let h = x0h, l = x0l;
		x0h = h ^ ((h >>> 19) | (l << 13)) ^ ((h >>> 28) | (l << 4));
		x0l = l ^ ((l >>> 19) | (h << 13)) ^ ((l >>> 28) | (h << 4));
		h = x1h;
		l = x1l;
		x1h = h ^ ((l >>> 29) | (h << 3)) ^ ((l >>> 7) | (h << 25));
		x1l = l ^ ((h >>> 29) | (l << 3)) ^ ((h >>> 7) | (l << 25));
		h = x2h;
		l = x2l;
		x2h = h ^ ((h >>> 1) | (l << 31)) ^ ((h >>> 6) | (l << 26));
		x2l = l ^ ((l >>> 1) | (h << 31)) ^ ((l >>> 6) | (h << 26));
		h = x3h;
		l = x3l;
		x3h = h ^ ((h >>> 10) | (l << 22)) ^ ((h >>> 17) | (l << 15));
		x3l = l ^ ((l >>> 10) | (h << 22)) ^ ((l >>> 17) | (h << 15));
		h = x4h;
		l = x4l;
		x4h = h ^ ((h >>> 7) | (l << 25)) ^ ((l >>> 9) | (h << 23));
		x4l = l ^ ((l >>> 7) | (h << 25)) ^ ((h >>> 9) | (l << 23));
	}
	s[0] = x0h;
	s[1] = x0l;
	s[2] = x1h;
	s[3] = x1l;
	s[4] = x2h;
	s[5] = x2l;
	s[6] = x3h;
	s[7] = x3l;
	s[8] = x4h;
	s[9] = x4l;
}
