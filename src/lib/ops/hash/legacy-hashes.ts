/**
 * Old hashes CyberChef offers that no kept ESM library has in a form we can use: MD2 (RFC 1319),
 * SHA-0 (FIPS 180, 1993: SHA-1 without the one-bit rotation in its message schedule) and HAS-160
 * (TTA.KO-12.0011/R2, the Korean standard), each a few lines from its specification, checked
 * against pycryptodome (MD2), the FIPS 180 examples (SHA-0) and RHash (HAS-160): cases.ts.
 * Each is a Hasher: one-shot, and `create()` for slices.
 */
import type { Running } from './checksums.js';
import { BlockBuffer } from './block-buffer.js';

const hasher = (create: () => Running) => Object.assign((bytes: Uint8Array): Uint8Array => create().update(bytes).digest(), { create });
const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

/**
 * A Merkle-Damgård hash over 64-byte blocks with a 64-bit length in bits at the end (MD4's
 * padding): `compress` takes the block as 16 words, big- or little-endian as the hash reads them.
 */
function md4Style(littleEndian: boolean, init: readonly number[], compress: (state: Int32Array, words: Int32Array) => void): () => Running {
	return () => {
		const state = Int32Array.from(init);
		const words = new Int32Array(16);
		const run = () => {
			for (let i = 0; i < 16; i++) words[i] = view.getInt32(4 * i, littleEndian);
			compress(state, words);
		};
		const blocks = new BlockBuffer(64, run);
		const { block } = blocks;
		const view = new DataView(block.buffer);
		let length = 0;
		return {
			update(bytes) {
				length += bytes.length;
				blocks.push(bytes);
				return this;
			},
			digest() {
				const bits = length * 8;
				let held = blocks.held;
				block[held++] = 0x80;
				if (held > 56) {
					block.fill(0, held);
					run();
					held = 0;
				}
				block.fill(0, held);
				const high = Math.floor(bits / 2 ** 32);
				view.setUint32(littleEndian ? 56 : 60, bits >>> 0, littleEndian);
				view.setUint32(littleEndian ? 60 : 56, high, littleEndian);
				run();
				const out = new Uint8Array(4 * state.length);
				const outView = new DataView(out.buffer);
				state.forEach((word, i) => outView.setInt32(4 * i, word, littleEndian));
				return out;
			}
		};
	};
}

const SHA1_INIT = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];

/** SHA-0: SHA-1's compression with w[t] = w[t-3] ^ w[t-8] ^ w[t-14] ^ w[t-16], not rotated. */
const W = new Int32Array(80);
export const sha0 = hasher(
	md4Style(false, SHA1_INIT, (h, m) => {
		W.set(m);
		for (let t = 16; t < 80; t++) W[t] = W[t - 3] ^ W[t - 8] ^ W[t - 14] ^ W[t - 16];
		let [a, b, c, d, e] = h;
		for (let t = 0; t < 80; t++) {
			const f = t < 20 ? (b & c) | (~b & d) : t < 40 ? b ^ c ^ d : t < 60 ? (b & c) | (b & d) | (c & d) : b ^ c ^ d;
			const k = t < 20 ? 0x5a827999 : t < 40 ? 0x6ed9eba1 : t < 60 ? 0x8f1bbcdc : 0xca62c1d6;
			const temp = (rotl(a, 5) + f + e + k + W[t]) | 0;
			e = d;
			d = c;
			c = rotl(b, 30);
			b = a;
			a = temp;
		}
		h[0] += a;
		h[1] += b;
		h[2] += c;
		h[3] += d;
		h[4] += e;
	})
);

/** HAS-160's words 16-19 of each round: XORs of four message words (the standard's Table 2). */
const HAS160_EXTRA = [
	[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]],
	[[3, 6, 9, 12], [15, 2, 5, 8], [11, 14, 1, 4], [7, 10, 13, 0]],
	[[12, 5, 14, 7], [0, 9, 2, 11], [4, 13, 6, 15], [8, 1, 10, 3]],
	[[7, 2, 13, 8], [3, 14, 9, 4], [15, 10, 5, 0], [11, 6, 1, 12]]
];
/** Which of the 20 words each step of a round reads. */
const HAS160_ORDER = [
	[18, 0, 1, 2, 3, 19, 4, 5, 6, 7, 16, 8, 9, 10, 11, 17, 12, 13, 14, 15],
	[18, 3, 6, 9, 12, 19, 15, 2, 5, 8, 16, 11, 14, 1, 4, 17, 7, 10, 13, 0],
	[18, 12, 5, 14, 7, 19, 0, 9, 2, 11, 16, 4, 13, 6, 15, 17, 8, 1, 10, 3],
	[18, 7, 2, 13, 8, 19, 3, 14, 9, 4, 16, 15, 10, 5, 0, 17, 11, 6, 1, 12]
];
const HAS160_ROTATE_A = [5, 11, 7, 15, 6, 13, 8, 14, 7, 12, 9, 11, 8, 15, 6, 12, 9, 14, 5, 13];
const HAS160_ROTATE_B = [10, 17, 25, 30];
const HAS160_K = [0, 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc];
const X = new Int32Array(20);

/** HAS-160: 160 bits, SHA-1's initial value, little-endian words and length (as MD4/MD5). */
export const has160 = hasher(
	md4Style(true, SHA1_INIT, (h, m) => {
		X.set(m);
		let [a, b, c, d, e] = h;
		for (let round = 0; round < 4; round++) {
			HAS160_EXTRA[round].forEach(([i, j, k, l], n) => (X[16 + n] = m[i] ^ m[j] ^ m[k] ^ m[l]));
			const order = HAS160_ORDER[round];
			const k = HAS160_K[round];
			const rotateB = HAS160_ROTATE_B[round];
			for (let step = 0; step < 20; step++) {
				const f = round === 0 ? (b & c) | (~b & d) : round === 2 ? c ^ (b | ~d) : b ^ c ^ d;
				const temp = (rotl(a, HAS160_ROTATE_A[step]) + f + e + X[order[step]] + k) | 0;
				e = d;
				d = c;
				c = rotl(b, rotateB);
				b = a;
				a = temp;
			}
		}
		h[0] += a;
		h[1] += b;
		h[2] += c;
		h[3] += d;
		h[4] += e;
	})
);

/** MD2's substitution of the bytes of π (RFC 1319, section 3.2). */
const MD2_S = Uint8Array.from(
	'292e43c9a2d87c013d3654a1ecf0061362a705f3c0c7738c98932bd9bc4c82ca1e9b573cfdd4e01667426f188a17e512be4ec4d6da9ede49a0fbf58ebb2fee7aa968799115b2073f94c210890b225f21807f5d9a5a903227353ecce7bff79703ff1930b348a5b5d1d75e922aac56aac64fb838d296a47db676fc6be29c7404f1459d705964718720865bcf65e62da8021b6025adaeb0b9f61c46616934407e0f5547a323dd51af3ac35cf9cebac5ea262c530d6e85288409d3dfcdf441814d526adc37c86cc1abfa24e17b080cbdb14a7888958be363e86de9cbd5fe3b001d39f2efb70e6658d0e4a67772f8eb754b0a314450b48fed1f1adb998d339f118314'.match(
		/../g
	)!,
	(hex) => parseInt(hex, 16)
);

/** MD2 (RFC 1319): 16-byte blocks, a running checksum appended, 18 rounds over 48 bytes each. */
export const md2 = hasher(() => {
	const x = new Uint8Array(48);
	const checksum = new Uint8Array(16);
	const run = (b: Uint8Array, updateChecksum: boolean) => {
		if (updateChecksum) {
			let l = checksum[15];
			for (let j = 0; j < 16; j++) l = checksum[j] ^= MD2_S[b[j] ^ l];
		}
		for (let j = 0; j < 16; j++) {
			x[16 + j] = b[j];
			x[32 + j] = b[j] ^ x[j];
		}
		let t = 0;
		for (let j = 0; j < 18; j++) {
			for (let k = 0; k < 48; k++) t = x[k] ^= MD2_S[t];
			t = (t + j) & 0xff;
		}
	};
	const blocks = new BlockBuffer(16, (block) => run(block, true));
	return {
		update(bytes) {
			blocks.push(bytes);
			return this;
		},
		digest() {
			const { block, held } = blocks;
			block.fill(16 - held, held);
			run(block, true);
			run(checksum.slice(), false);
			return x.slice(0, 16);
		}
	};
});
