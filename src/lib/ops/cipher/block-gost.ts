/**
 * The GOST R 34.12-2015 block ciphers, written from their RFCs: Magma (RFC 8891; GOST 28147-89
 * with the id-tc26-gost-28147-param-Z S-box and big-endian byte order) and Kuznyechik (RFC 7801).
 * Modes and padding are cipher.ts's (GOST R 34.13-2015's ECB and CBC with a one-block IV are the
 * usual ones). GOST 28147-89's own little-endian order and its other S-boxes are not here.
 */
import type { Block } from './legacy.js';

// RFC 8891 section 4.1: Pi'0 .. Pi'7 (Pi'i on the i-th nibble from the right).
const PI = [
	[12, 4, 6, 2, 10, 5, 11, 9, 14, 8, 13, 7, 0, 3, 15, 1],
	[6, 8, 2, 3, 9, 10, 5, 12, 1, 14, 4, 7, 11, 13, 0, 15],
	[11, 3, 5, 8, 2, 15, 10, 13, 14, 1, 7, 4, 12, 9, 6, 0],
	[12, 8, 2, 1, 13, 4, 15, 6, 7, 0, 10, 5, 3, 14, 9, 11],
	[7, 15, 5, 10, 8, 1, 6, 13, 0, 9, 3, 14, 11, 4, 2, 12],
	[5, 13, 15, 6, 9, 2, 12, 10, 11, 7, 8, 1, 4, 3, 14, 0],
	[8, 14, 2, 5, 6, 9, 1, 12, 15, 4, 11, 0, 13, 10, 3, 7],
	[1, 7, 14, 13, 0, 5, 8, 3, 4, 15, 10, 6, 9, 12, 11, 2]
];
const rotl11 = (x: number) => ((x << 11) | (x >>> 21)) >>> 0;
/** t then the rotation by 11, one table per byte of the word. */
const MAGMA_T = [0, 1, 2, 3].map((j) => Uint32Array.from({ length: 256 }, (_, v) => rotl11(((PI[2 * j + 1][v >> 4] << 4) | PI[2 * j][v & 15]) << (8 * j))));
const be32 = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
function putBe32(b: Uint8Array, i: number, w: number) {
	b[i] = w >>> 24;
	b[i + 1] = w >>> 16;
	b[i + 2] = w >>> 8;
	b[i + 3] = w;
}

export function magma(key: Uint8Array): Block {
	const k = Array.from({ length: 8 }, (_, i) => be32(key, 4 * i));
	const order = [...k, ...k, ...k, ...k.slice().reverse()];
	const reversed = order.slice().reverse();
	const g = (a: number, rk: number) => {
		const x = (a + rk) >>> 0;
		return (MAGMA_T[0][x & 0xff] ^ MAGMA_T[1][(x >>> 8) & 0xff] ^ MAGMA_T[2][(x >>> 16) & 0xff] ^ MAGMA_T[3][x >>> 24]) >>> 0;
	};
	const run = (b: Uint8Array, keys: number[]) => {
		let a1 = be32(b, 0);
		let a0 = be32(b, 4);
		for (let i = 0; i < 31; i++) [a1, a0] = [a0, (g(a0, keys[i]) ^ a1) >>> 0];
		putBe32(b, 0, (g(a0, keys[31]) ^ a1) >>> 0);
		putBe32(b, 4, a0);
	};
	return { size: 8, encrypt: (b) => run(b, order), decrypt: (b) => run(b, reversed) };
}

// RFC 7801 section 2: pi, and the coefficients of the linear map l over GF(2^8) mod x^8+x^7+x^6+x+1.
const KPI = Uint8Array.from('fceedd11cf6e3116fbc4fada23c5044de977f0db932e99ba1736f1bb14cd5fc1f918655ae25cef21811c3c428b018e4f058402aee36a8fa0060bed987fd4d31feb342c51eac848abf22a68a2fd3aceccb5700e56080c7612bf7213479cb75d8715a19629107b9ac7f391786f9d9eb2b13275193dff358a7e6d54c680c3bd0d57dff524a93ea843c9d779d6f67c22b903e00fecde7a94b0bcdce828504e330a4aa79760731e0062441ab83882649f2641ad454692275e552f8ca3a57d69d5953b0758b34086ac1df730376be488d9e789e11b83494c3ff8fe8d53aa90cad88561207167a42d2b095bcb9b25d0bee56c5259a674d2e6f4b4c0d166afc2394b63b6'.match(/../g)!, (h) => parseInt(h, 16));
const KPI_INV = new Uint8Array(256);
KPI.forEach((v, i) => (KPI_INV[v] = i));
const COEF = [148, 32, 133, 16, 194, 192, 1, 251, 1, 192, 194, 16, 133, 32, 148, 1];
function gmul(a: number, b: number): number {
	let r = 0;
	while (b) {
		if (b & 1) r ^= a;
		a = a & 0x80 ? ((a << 1) ^ 0x1c3) & 0xff : a << 1;
		b >>= 1;
	}
	return r;
}
/** MUL[i][x] = COEF[i] * x. */
const MUL = COEF.map((c) => Uint8Array.from({ length: 256 }, (_, x) => gmul(c, x)));

/** L: R sixteen times; byte 0 is a15, the most significant (RFC 7801's hex strings). */
function linear(a: Uint8Array) {
	for (let n = 0; n < 16; n++) {
		let l = 0;
		for (let i = 0; i < 16; i++) l ^= MUL[i][a[i]];
		a.copyWithin(1, 0, 15);
		a[0] = l;
	}
}
function linearInverse(a: Uint8Array) {
	for (let n = 0; n < 16; n++) {
		const first = a[0];
		a.copyWithin(0, 1, 16);
		a[15] = first;
		let l = 0;
		for (let i = 0; i < 16; i++) l ^= MUL[i][a[i]];
		a[15] = l;
	}
}
const xor = (a: Uint8Array, k: Uint8Array) => {
	for (let i = 0; i < 16; i++) a[i] ^= k[i];
};

export function kuznyechik(key: Uint8Array): Block {
	const keys: Uint8Array[] = [key.slice(0, 16), key.slice(16, 32)];
	let [a1, a0] = keys;
	for (let i = 0; i < 4; i++) {
		for (let j = 1; j <= 8; j++) {
			const c = new Uint8Array(16);
			c[15] = 8 * i + j;
			linear(c);
			const t = a1.slice();
			xor(t, c);
			for (let b = 0; b < 16; b++) t[b] = KPI[t[b]];
			linear(t);
			xor(t, a0);
			[a1, a0] = [t, a1];
		}
		keys.push(a1, a0);
	}
	const encrypt = (b: Uint8Array) => {
		for (let r = 0; r < 9; r++) {
			xor(b, keys[r]);
			for (let i = 0; i < 16; i++) b[i] = KPI[b[i]];
			linear(b);
		}
		xor(b, keys[9]);
	};
	const decrypt = (b: Uint8Array) => {
		xor(b, keys[9]);
		for (let r = 8; r >= 0; r--) {
			linearInverse(b);
			for (let i = 0; i < 16; i++) b[i] = KPI_INV[b[i]];
			xor(b, keys[r]);
		}
	};
	return { size: 16, encrypt, decrypt };
}
