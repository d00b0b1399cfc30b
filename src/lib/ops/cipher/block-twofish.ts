/**
 * Twofish (Schneier et al., "Twofish: A 128-Bit Block Cipher", 1998) for 128-, 192- and 256-bit
 * keys: the q permutations, MDS and RS matrices of the paper, in the shape of CyberChef's
 * src/core/lib/Twofish.mjs (Apache-2.0, Crown Copyright), with the key-dependent S-boxes and the
 * MDS product computed once a key into four tables (the g function is then four look-ups).
 */
import type { Block } from './legacy.js';

const bytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16));
const Q0 = bytes('a967b3e804fda3769a928078e4ddd1380dc6359818f7ec6c43753726fa139448f2d08b308454df23195b3d59f3aea2826301832ed9519b7ca6eba5be160ce361c08c3af5732c250bbb4e896b536ab4f1e1e6bd45e2f4b666cc950356d41c1ed7fbc38eb5e9cfbfbaea7739af33c96271817909ad24cdf9d8e5c5b94d440886e7a11daaed0670b2d2417ba01131c2279020f660ff965cb1ab9e9c521b5f930aef918549ee2d4f8f3b47876d46d63e69642acecb2ffc97057aac7fd51a4b0ea75a28143f29883c4c02b8dab017551f8a7d57c78d74b7c49f727e152212580799346e50de6865bcdbf8c8a82b40dcfe32a4ca1021f0d35d0f006f9d36424a5ec1e0');
const Q1 = bytes('75f3c6f4db7bfbc84ad3e66b457de84bd632d8fd3771f1e1300ff81b87fa063f5ebaae5b8a00bc9d6dc1b10e805dd2d5a0840714b5902ca3b2734c549274365138b0bd5afc6062966c42f7107c28278c13959cc724463b70cae385cb11d093b8a68320ff9f77c3cc036f08bf40e72be2790caa82413aeab9e49aa4977eda7a176694a11d3df0deb30b72a71cefd1533e8f33265fec762a498188ee21c41aebd9c53999cdad318b011823dd1f4e2df9484ff2658e785c58198de59857677f0564af63b6fef5b73ca5cee96844e04d4369292eac1559a80a9e6e47df34356acfdc22c9c09b89d4edab12a20d52bb022fa9d7611eb45004f6c2162586565509be91');
const RS = [
	[0x01, 0xa4, 0x55, 0x87, 0x5a, 0x58, 0xdb, 0x9e],
	[0xa4, 0x56, 0x82, 0xf3, 0x1e, 0xc6, 0x68, 0xe5],
	[0x02, 0xa1, 0xfc, 0xc1, 0x47, 0xae, 0x3d, 0x19],
	[0xa4, 0x55, 0x87, 0x5a, 0x58, 0xdb, 0x9e, 0x03]
];
/** The MDS matrix's columns: byte j of the input times column j. */
const MDS = [
	[0x01, 0x5b, 0xef, 0xef],
	[0xef, 0xef, 0x5b, 0x01],
	[0x5b, 0xef, 0x01, 0xef],
	[0x5b, 0x01, 0xef, 0x5b]
];

function gfMult(a: number, b: number, poly: number): number {
	let r = 0;
	while (b) {
		if (b & 1) r ^= a;
		a <<= 1;
		if (a & 0x100) a ^= poly;
		b >>>= 1;
	}
	return r & 0xff;
}

const rotl = (x: number, n: number) => ((x << n) | (x >>> (32 - n))) >>> 0;
const rotr = (x: number, n: number) => ((x >>> n) | (x << (32 - n))) >>> 0;

/** Byte j of h's input through the q-boxes keyed by the words of `l` (the paper's figure 2). */
function sbox(j: number, x: number, l: number[]): number {
	const byte = (w: number) => (w >>> (8 * j)) & 0xff;
	const k = l.length;
	const q = (pattern: string) => (pattern[j] === '0' ? Q0 : Q1);
	if (k === 4) x = q('1001')[x] ^ byte(l[3]);
	if (k >= 3) x = q('1100')[x] ^ byte(l[2]);
	x = q('0011')[q('0101')[x] ^ byte(l[1])] ^ byte(l[0]);
	return q('1010')[x];
}
/** Byte j's column of the MDS product for the S-box output `y`. */
const mdsColumn = (j: number, y: number) => (gfMult(y, MDS[j][0], 0x169) | (gfMult(y, MDS[j][1], 0x169) << 8) | (gfMult(y, MDS[j][2], 0x169) << 16) | (gfMult(y, MDS[j][3], 0x169) << 24)) >>> 0;
const h = (x: number, l: number[]) => [0, 1, 2, 3].reduce((acc, j) => acc ^ mdsColumn(j, sbox(j, (x >>> (8 * j)) & 0xff, l)), 0) >>> 0;

const le32 = (b: Uint8Array, i: number) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;

export function twofish(key: Uint8Array): Block {
	const k = key.length / 8;
	const me: number[] = [];
	const mo: number[] = [];
	const s: number[] = [];
	for (let i = 0; i < k; i++) {
		me.push(le32(key, 8 * i));
		mo.push(le32(key, 8 * i + 4));
		let w = 0;
		for (let r = 0; r < 4; r++) {
			let x = 0;
			for (let c = 0; c < 8; c++) x ^= gfMult(RS[r][c], key[8 * i + c], 0x14d);
			w |= x << (8 * r);
		}
		s.unshift(w >>> 0); // S is the RS words in reverse order.
	}
	const sub = new Uint32Array(40);
	for (let i = 0; i < 20; i++) {
		const a = h(Math.imul(2 * i, 0x01010101) >>> 0, me);
		const b = rotl(h(Math.imul(2 * i + 1, 0x01010101) >>> 0, mo), 8);
		sub[2 * i] = a + b;
		sub[2 * i + 1] = rotl((a + 2 * b) >>> 0, 9);
	}
	const t = [0, 1, 2, 3].map((j) => Uint32Array.from({ length: 256 }, (_, x) => mdsColumn(j, sbox(j, x, s))));
	const g = (x: number) => (t[0][x & 0xff] ^ t[1][(x >>> 8) & 0xff] ^ t[2][(x >>> 16) & 0xff] ^ t[3][x >>> 24]) >>> 0;
	const r = new Uint32Array(4);
	const load = (b: Uint8Array, whiten: number) => {
		for (let i = 0; i < 4; i++) r[i] = le32(b, 4 * i) ^ sub[whiten + i];
	};
	const store = (b: Uint8Array, whiten: number) => {
		for (let i = 0; i < 4; i++) {
			const w = r[(i + 2) & 3] ^ sub[whiten + i];
			b[4 * i] = w;
			b[4 * i + 1] = w >>> 8;
			b[4 * i + 2] = w >>> 16;
			b[4 * i + 3] = w >>> 24;
		}
	};
	const encrypt = (b: Uint8Array) => {
		load(b, 0);
		for (let n = 0; n < 16; n += 2) {
			let t0 = g(r[0]);
			let t1 = g(rotl(r[1], 8));
			r[2] = rotr(r[2] ^ ((t0 + t1 + sub[8 + 2 * n]) >>> 0), 1);
			r[3] = rotl(r[3], 1) ^ ((t0 + 2 * t1 + sub[9 + 2 * n]) >>> 0);
			t0 = g(r[2]);
			t1 = g(rotl(r[3], 8));
			r[0] = rotr(r[0] ^ ((t0 + t1 + sub[10 + 2 * n]) >>> 0), 1);
			r[1] = rotl(r[1], 1) ^ ((t0 + 2 * t1 + sub[11 + 2 * n]) >>> 0);
		}
		store(b, 4);
	};
	const decrypt = (b: Uint8Array) => {
		load(b, 4);
		for (let n = 14; n >= 0; n -= 2) {
			let t0 = g(r[0]);
			let t1 = g(rotl(r[1], 8));
			r[2] = rotl(r[2], 1) ^ ((t0 + t1 + sub[10 + 2 * n]) >>> 0);
			r[3] = rotr(r[3] ^ ((t0 + 2 * t1 + sub[11 + 2 * n]) >>> 0), 1);
			t0 = g(r[2]);
			t1 = g(rotl(r[3], 8));
			r[0] = rotl(r[0], 1) ^ ((t0 + t1 + sub[8 + 2 * n]) >>> 0);
			r[1] = rotr(r[1] ^ ((t0 + 2 * t1 + sub[9 + 2 * n]) >>> 0), 1);
		}
		store(b, 0);
	};
	return { size: 16, encrypt, decrypt };
}
