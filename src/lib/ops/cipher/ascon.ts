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
const t = new Uint32Array(10);

/** x ^= (x >>> a) ^ (x >>> b), rotations of the 64-bit word in `s` at `w`. */
function diffuse(s: State, w: number, a: number, b: number) {
	const hi = s[2 * w];
	const lo = s[2 * w + 1];
	const rot = (n: number): [number, number] => (n < 32 ? [(hi >>> n) | (lo << (32 - n)), (lo >>> n) | (hi << (32 - n))] : [(lo >>> (n - 32)) | (hi << (64 - n)), (hi >>> (n - 32)) | (lo << (64 - n))]);
	const [ah, al] = rot(a);
	const [bh, bl] = rot(b);
	s[2 * w] = hi ^ ah ^ bh;
	s[2 * w + 1] = lo ^ al ^ bl;
}

/** The permutation with its last `rounds` round constants (12 or 8). */
function permute(s: State, rounds: number) {
	for (let r = 12 - rounds; r < 12; r++) {
		s[5] ^= CONSTANTS[r];
		for (let h = 0; h < 2; h++) {
			// The 5-bit S-box, bitsliced, once on the high halves and once on the low ones.
			let x0 = s[h], x1 = s[2 + h], x2 = s[4 + h], x3 = s[6 + h], x4 = s[8 + h];
			x0 ^= x4;
			x4 ^= x3;
			x2 ^= x1;
			const t0 = ~x0 & x1, t1 = ~x1 & x2, t2 = ~x2 & x3, t3 = ~x3 & x4, t4 = ~x4 & x0;
			x0 ^= t1;
			x1 ^= t2;
			x2 ^= t3;
			x3 ^= t4;
			x4 ^= t0;
			x1 ^= x0;
			x0 ^= x4;
			x3 ^= x2;
			x2 = ~x2;
			t[h] = x0;
			t[2 + h] = x1;
			t[4 + h] = x2;
			t[6 + h] = x3;
			t[8 + h] = x4;
		}
		s.set(t);
		diffuse(s, 0, 19, 28);
		diffuse(s, 1, 61, 39);
		diffuse(s, 2, 1, 6);
		diffuse(s, 3, 10, 17);
		diffuse(s, 4, 7, 41);
	}
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
