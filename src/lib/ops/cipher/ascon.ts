/**
 * Ascon-AEAD128 as NIST SP 800-232 (2025) standardises it — what CyberChef's Ascon Encrypt and
 * Decrypt run (js-ascon) — written here from the standard: 16-byte key, nonce and tag, a 16-byte
 * rate, words little-endian. Not the older Ascon-128 of the CAESAR / v1.2 submission (big-endian
 * words, 8-byte rate): the two answer differently. The 64-bit words are kept as two 32-bit halves.
 */

type State = Uint32Array; // [hi0, lo0, hi1, lo1, … hi4, lo4]

const IV_HI = 0x00001000;
const IV_LO = 0x808c0001;
const CONSTANTS = [0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b];
/** The permutation with its last `rounds` round constants (12 or 8), on local halves (no allocation: it runs per 16 bytes). */
function permute(s: State, rounds: number) {
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

const le32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

/** Byte `i` (0–15) of the rate, the first two words little-endian. */
const rateIndex = (i: number) => 2 * (i >> 3) + ((i & 7) < 4 ? 1 : 0);
const rateShift = (i: number) => (i & 3) * 8;
const getRate = (s: State, i: number) => (s[rateIndex(i)] >>> rateShift(i)) & 0xff;
function xorRate(s: State, i: number, byte: number) {
	s[rateIndex(i)] ^= byte << rateShift(i);
}
function setRate(s: State, i: number, byte: number) {
	const w = rateIndex(i);
	const sh = rateShift(i);
	s[w] = (s[w] & ~(0xff << sh)) | (byte << sh);
}

function start(key: Uint8Array, nonce: Uint8Array, aad: Uint8Array): State {
	const s = new Uint32Array([IV_HI, IV_LO, le32(key, 4), le32(key, 0), le32(key, 12), le32(key, 8), le32(nonce, 4), le32(nonce, 0), le32(nonce, 12), le32(nonce, 8)]);
	permute(s, 12);
	s[6] ^= le32(key, 4);
	s[7] ^= le32(key, 0);
	s[8] ^= le32(key, 12);
	s[9] ^= le32(key, 8);
	if (aad.length) {
		const whole = aad.length - (aad.length % 16);
		for (let at = 0; at < whole; at += 16) {
			for (let i = 0; i < 16; i++) xorRate(s, i, aad[at + i]);
			permute(s, 8);
		}
		for (let i = whole; i < aad.length; i++) xorRate(s, i - whole, aad[i]);
		xorRate(s, aad.length - whole, 0x01);
		permute(s, 8);
	}
	s[8] ^= 0x80000000; // domain separation, always
	return s;
}

function tagOf(s: State, key: Uint8Array): Uint8Array {
	s[4] ^= le32(key, 4);
	s[5] ^= le32(key, 0);
	s[6] ^= le32(key, 12);
	s[7] ^= le32(key, 8);
	permute(s, 12);
	const words = [s[7] ^ le32(key, 0), s[6] ^ le32(key, 4), s[9] ^ le32(key, 8), s[8] ^ le32(key, 12)];
	const tag = new Uint8Array(16);
	words.forEach((w, i) => {
		for (let b = 0; b < 4; b++) tag[4 * i + b] = w >>> (8 * b);
	});
	return tag;
}

export function asconEncrypt(key: Uint8Array, nonce: Uint8Array, aad: Uint8Array, plain: Uint8Array): { output: Uint8Array; tag: Uint8Array } {
	const s = start(key, nonce, aad);
	const out = new Uint8Array(plain.length);
	const whole = plain.length - (plain.length % 16);
	for (let at = 0; at < whole; at += 16) {
		for (let i = 0; i < 16; i++) {
			xorRate(s, i, plain[at + i]);
			out[at + i] = getRate(s, i);
		}
		permute(s, 8);
	}
	for (let i = whole; i < plain.length; i++) {
		xorRate(s, i - whole, plain[i]);
		out[i] = getRate(s, i - whole);
	}
	xorRate(s, plain.length - whole, 0x01);
	return { output: out, tag: tagOf(s, key) };
}

/** The plaintext, or null when the tag does not match (nothing of the plaintext is given then). */
export function asconDecrypt(key: Uint8Array, nonce: Uint8Array, aad: Uint8Array, cipher: Uint8Array, tag: Uint8Array): Uint8Array | null {
	const s = start(key, nonce, aad);
	const out = new Uint8Array(cipher.length);
	const whole = cipher.length - (cipher.length % 16);
	for (let at = 0; at < whole; at += 16) {
		for (let i = 0; i < 16; i++) {
			out[at + i] = getRate(s, i) ^ cipher[at + i];
			setRate(s, i, cipher[at + i]);
		}
		permute(s, 8);
	}
	for (let i = whole; i < cipher.length; i++) {
		out[i] = getRate(s, i - whole) ^ cipher[i];
		setRate(s, i - whole, cipher[i]);
	}
	xorRate(s, cipher.length - whole, 0x01);
	const expected = tagOf(s, key);
	let diff = 0;
	for (let i = 0; i < 16; i++) diff |= expected[i] ^ tag[i];
	return diff ? null : out;
}
