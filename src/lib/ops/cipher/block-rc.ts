/**
 * RC2 (RFC 2268) and RC6-32/20 (Rivest, Robshaw, Sidney, Yin, "The RC6 Block Cipher", 1998):
 * block functions written from those texts, since no permissive, kept ESM library has them.
 * Modes and padding are cipher.ts's, as for the other block ciphers (legacy.ts's `Block`).
 */
import type { Block } from './legacy.js';

// RFC 2268 section 2: PITABLE, a permutation of 0..255 from the digits of pi.
const PITABLE = Uint8Array.from(
	(
		'd978f9c419ddb5ed28e9fd794aa0d89dc67e37832b76538e624c6488448bfba2179a59f587b34f1361456d8d09817d32' +
		'bd8f40eb86b77b0bf09521225c6b4e8254d66593ce60b21c7356c014a78cf1dc1275ca1f3bbee4d1423dd430a33cb626' +
		'6fbf0eda4669075727f21d9bbc944303f811c7f690ef3ee706c3d52fc8661ed708e8eade8052eef784aa72ac354d6a2a' +
		'961ad2715a1549744b9fd05e0418a4ecc2e0416e0f51cbcc2491af50a1f47039997c3a8523b8b47afc02365b25559731' +
		'2d5dfa98e38a92ae05df2910676cbac9d300e6cfe19ea82c6316013f58e289a90d38341bab33ffb0bb480c5fb9b1cd2e' +
		'c5f3db47e5a59c770aa62068fe7fc1ad'
	).match(/../g)!,
	(h) => parseInt(h, 16)
);

/**
 * RC2's key expansion with `effectiveBits` (RFC 2268 section 2). CyberChef (node-forge) and
 * OpenSSL, for a 16-byte key, use 128 effective bits; README.md says why the operation keeps 128.
 */
function rc2Expand(key: Uint8Array, effectiveBits: number): Uint16Array {
	const t = key.length;
	const t8 = (effectiveBits + 7) >> 3;
	const tm = 0xff >> (8 * t8 - effectiveBits);
	const l = new Uint8Array(128);
	l.set(key);
	for (let i = t; i < 128; i++) l[i] = PITABLE[(l[i - 1] + l[i - t]) & 0xff];
	l[128 - t8] = PITABLE[l[128 - t8] & tm];
	for (let i = 127 - t8; i >= 0; i--) l[i] = PITABLE[l[i + 1] ^ l[i + t8]];
	const k = new Uint16Array(64);
	for (let i = 0; i < 64; i++) k[i] = l[2 * i] | (l[2 * i + 1] << 8);
	return k;
}

const ROT = [1, 2, 3, 5];

export function rc2(key: Uint8Array, effectiveBits = 128): Block {
	const k = rc2Expand(key, effectiveBits);
	const r = new Uint16Array(4);
	const load = (b: Uint8Array) => {
		for (let i = 0; i < 4; i++) r[i] = b[2 * i] | (b[2 * i + 1] << 8);
	};
	const store = (b: Uint8Array) => {
		for (let i = 0; i < 4; i++) {
			b[2 * i] = r[i];
			b[2 * i + 1] = r[i] >> 8;
		}
	};
	const encrypt = (b: Uint8Array) => {
		load(b);
		let j = 0;
		const mix = () => {
			for (let i = 0; i < 4; i++) {
				const x = (r[i] + k[j++] + (r[(i + 3) & 3] & r[(i + 2) & 3]) + (~r[(i + 3) & 3] & r[(i + 1) & 3])) & 0xffff;
				r[i] = (x << ROT[i]) | (x >> (16 - ROT[i]));
			}
		};
		const mash = () => {
			for (let i = 0; i < 4; i++) r[i] += k[r[(i + 3) & 3] & 63];
		};
		for (let n = 0; n < 16; n++) {
			mix();
			if (n === 4 || n === 10) mash();
		}
		store(b);
	};
	const decrypt = (b: Uint8Array) => {
		load(b);
		let j = 63;
		const rmix = () => {
			for (let i = 3; i >= 0; i--) {
				const x = r[i];
				r[i] = ((x >> ROT[i]) | (x << (16 - ROT[i]))) - k[j--] - (r[(i + 3) & 3] & r[(i + 2) & 3]) - (~r[(i + 3) & 3] & r[(i + 1) & 3]);
			}
		};
		const rmash = () => {
			for (let i = 3; i >= 0; i--) r[i] -= k[r[(i + 3) & 3] & 63];
		};
		for (let n = 0; n < 16; n++) {
			rmix();
			if (n === 4 || n === 10) rmash();
		}
		store(b);
	};
	return { size: 8, encrypt, decrypt };
}

// RC6-32/20: 32-bit words, 20 rounds, the AES submission's parameters.
const ROUNDS = 20;
const rotl = (x: number, n: number) => ((x << (n & 31)) | (x >>> (32 - (n & 31)))) >>> 0;
const rotr = (x: number, n: number) => ((x >>> (n & 31)) | (x << (32 - (n & 31)))) >>> 0;
const le32 = (b: Uint8Array, i: number) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
const putLe32 = (b: Uint8Array, i: number, w: number) => {
	b[i] = w;
	b[i + 1] = w >>> 8;
	b[i + 2] = w >>> 16;
	b[i + 3] = w >>> 24;
};

export function rc6(key: Uint8Array): Block {
	const c = Math.max(1, Math.ceil(key.length / 4));
	const l = new Uint32Array(c);
	for (let i = 0; i < key.length; i++) l[i >> 2] |= key[i] << (8 * (i & 3));
	const n = 2 * ROUNDS + 4;
	const s = new Uint32Array(n);
	s[0] = 0xb7e15163;
	for (let i = 1; i < n; i++) s[i] = s[i - 1] + 0x9e3779b9;
	let a = 0;
	let b = 0;
	for (let v = 0, i = 0, j = 0; v < 3 * Math.max(c, n); v++) {
		a = s[i] = rotl((s[i] + a + b) >>> 0, 3);
		b = l[j] = rotl((l[j] + a + b) >>> 0, (a + b) >>> 0);
		i = (i + 1) % n;
		j = (j + 1) % c;
	}
	const f = (x: number) => rotl(Math.imul(x, 2 * x + 1) >>> 0, 5);
	const encrypt = (blk: Uint8Array) => {
		let A = le32(blk, 0);
		let B = (le32(blk, 4) + s[0]) >>> 0;
		let C = le32(blk, 8);
		let D = (le32(blk, 12) + s[1]) >>> 0;
		for (let i = 1; i <= ROUNDS; i++) {
			const t = f(B);
			const u = f(D);
			A = (rotl((A ^ t) >>> 0, u) + s[2 * i]) >>> 0;
			C = (rotl((C ^ u) >>> 0, t) + s[2 * i + 1]) >>> 0;
			[A, B, C, D] = [B, C, D, A];
		}
		A = (A + s[2 * ROUNDS + 2]) >>> 0;
		C = (C + s[2 * ROUNDS + 3]) >>> 0;
		[A, B, C, D].forEach((w, i) => putLe32(blk, 4 * i, w));
	};
	const decrypt = (blk: Uint8Array) => {
		let A = le32(blk, 0);
		let B = le32(blk, 4);
		let C = (le32(blk, 8) - s[2 * ROUNDS + 3]) >>> 0;
		let D = le32(blk, 12);
		A = (A - s[2 * ROUNDS + 2]) >>> 0;
		for (let i = ROUNDS; i >= 1; i--) {
			[A, B, C, D] = [D, A, B, C];
			const u = f(D);
			const t = f(B);
			C = (rotr((C - s[2 * i + 1]) >>> 0, t) ^ u) >>> 0;
			A = (rotr((A - s[2 * i]) >>> 0, u) ^ t) >>> 0;
		}
		D = (D - s[1]) >>> 0;
		B = (B - s[0]) >>> 0;
		[A, B, C, D].forEach((w, i) => putLe32(blk, 4 * i, w));
	};
	return { size: 16, encrypt, decrypt };
}
