/**
 * Ascon-AEAD128 as NIST SP 800-232 (2025) standardises it — what CyberChef's Ascon Encrypt and
 * Decrypt run (js-ascon) — written here from the standard: 16-byte key, nonce and tag, a 16-byte
 * rate, words little-endian. Not the older Ascon-128 of the CAESAR / v1.2 submission (big-endian
 * words, 8-byte rate): the two answer differently. The 64-bit words are kept as two 32-bit halves.
 */

import { permute, type AsconState as State } from '../_shared/ascon-permutation.js';

const IV_HI = 0x00001000;
const IV_LO = 0x808c0001;

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
