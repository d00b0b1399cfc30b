/**
 * PRESENT (Bogdanov et al., "PRESENT: An Ultra-Lightweight Block Cipher", CHES 2007; ISO/IEC
 * 29192-2) with 80- and 128-bit keys: 31 rounds over a 64-bit block, written from the paper.
 * The block is two 32-bit halves (big-endian bytes, as the paper's test vectors); the S-box layer
 * and the bit permutation are joined into one table per byte position, so a round is eight
 * look-ups. The key schedule runs once a key with BigInt.
 */
import type { Block } from './legacy.js';

const S = [0xc, 0x5, 0x6, 0xb, 0x9, 0x0, 0xa, 0xd, 0x3, 0xe, 0xf, 0x8, 0x4, 0x7, 0x1, 0x2];
const INV_S = S.map((_, i) => S.indexOf(i));
/** Where the permutation sends bit i: 16i mod 63, bit 63 staying. */
const P = (i: number) => (i === 63 ? 63 : (16 * i) % 63);

/** For each byte position, a 64-bit value (hi, lo) whose bits are moved by `move`, after `sub` on each nibble. */
function layer(move: (bit: number) => number, sub: number[] | null): Array<[Uint32Array, Uint32Array]> {
	return Array.from({ length: 8 }, (_, pos) => {
		const hi = new Uint32Array(256);
		const lo = new Uint32Array(256);
		for (let v = 0; v < 256; v++) {
			const x = sub ? (sub[v >> 4] << 4) | sub[v & 15] : v;
			for (let b = 0; b < 8; b++) {
				if (!((x >> b) & 1)) continue;
				const to = move(8 * pos + b);
				if (to >= 32) hi[v] |= 1 << (to - 32);
				else lo[v] |= 1 << to;
			}
		}
		return [hi, lo];
	});
}
const SP = layer(P, S);
const INV_P = layer((to) => [...Array(64).keys()].find((i) => P(i) === to)!, null);
const INV_S_BYTE = Uint8Array.from({ length: 256 }, (_, v) => (INV_S[v >> 4] << 4) | INV_S[v & 15]);
const invSub = (w: number) => ((INV_S_BYTE[w >>> 24] << 24) | (INV_S_BYTE[(w >>> 16) & 0xff] << 16) | (INV_S_BYTE[(w >>> 8) & 0xff] << 8) | INV_S_BYTE[w & 0xff]) >>> 0;

/** The 32 round keys, each as [hi, lo] (the key register's leftmost 64 bits). */
function roundKeys(key: Uint8Array): Uint32Array {
	const bits = BigInt(key.length * 8);
	const mask = (1n << bits) - 1n;
	let k = key.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n);
	const out = new Uint32Array(64);
	for (let i = 1; i <= 32; i++) {
		const rk = k >> (bits - 64n);
		out[2 * (i - 1)] = Number(rk >> 32n);
		out[2 * (i - 1) + 1] = Number(rk & 0xffffffffn);
		k = ((k << 61n) | (k >> (bits - 61n))) & mask;
		const top = Number(k >> (bits - 8n));
		if (bits === 80n) {
			k = (k & ~(0xfn << 76n)) | (BigInt(S[top >> 4]) << 76n);
			k ^= BigInt(i) << 15n;
		} else {
			k = (k & ~(0xffn << 120n)) | (BigInt((S[top >> 4] << 4) | S[top & 15]) << 120n);
			k ^= BigInt(i) << 62n;
		}
	}
	return out;
}

const be32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
function put(b: Uint8Array, hi: number, lo: number) {
	for (let i = 0; i < 4; i++) {
		b[i] = hi >>> (24 - 8 * i);
		b[4 + i] = lo >>> (24 - 8 * i);
	}
}

/** The 64-bit value (hi, lo) through one of the per-byte tables. */
function through(t: Array<[Uint32Array, Uint32Array]>, hi: number, lo: number): [number, number] {
	let h = 0;
	let l = 0;
	for (let pos = 0; pos < 8; pos++) {
		const v = (pos < 4 ? lo >>> (8 * pos) : hi >>> (8 * (pos - 4))) & 0xff;
		h ^= t[pos][0][v];
		l ^= t[pos][1][v];
	}
	return [h >>> 0, l >>> 0];
}

export function present(key: Uint8Array): Block {
	const rk = roundKeys(key);
	const encrypt = (b: Uint8Array) => {
		let hi = be32(b, 0);
		let lo = be32(b, 4);
		for (let r = 0; r < 31; r++) [hi, lo] = through(SP, hi ^ rk[2 * r], lo ^ rk[2 * r + 1]);
		put(b, hi ^ rk[62], lo ^ rk[63]);
	};
	const decrypt = (b: Uint8Array) => {
		let hi = (be32(b, 0) ^ rk[62]) >>> 0;
		let lo = (be32(b, 4) ^ rk[63]) >>> 0;
		for (let r = 30; r >= 0; r--) {
			[hi, lo] = through(INV_P, hi, lo);
			hi = (invSub(hi) ^ rk[2 * r]) >>> 0;
			lo = (invSub(lo) ^ rk[2 * r + 1]) >>> 0;
		}
		put(b, hi, lo);
	};
	return { size: 8, encrypt, decrypt };
}
