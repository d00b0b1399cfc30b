/**
 * Ascon-Hash256 (NIST SP 800-232) and Ascon-Mac (the Ascon designers' MAC, ascon-c's
 * `asconmacv13`, the one CyberChef's "Ascon MAC" computes), written here from the specification:
 * no permissive ESM library had both. The 64-bit state words are kept as pairs of 32-bit halves
 * (BigInt would be ten times slower), words loaded little-endian as SP 800-232 reads bytes.
 * Checked against the designers' reference Python (pyascon) and ascon-c's KAT files (cases.ts).
 */
import type { Running } from './checksums.js';
import { BlockBuffer } from './block-buffer.js';

/** The state: five 64-bit words as [hi0, lo0, hi1, lo1, …]. */
type State = Uint32Array;

/** Ascon's permutation, the last `rounds` of its 12 rounds (the designers' `ascon_permutation`). */
function permute(s: State, rounds: number): void {
	let x0h = s[0], x0l = s[1], x1h = s[2], x1l = s[3], x2h = s[4], x2l = s[5], x3h = s[6], x3l = s[7], x4h = s[8], x4l = s[9];
	for (let r = 12 - rounds; r < 12; r++) {
		// Round constant, into the low byte of x2.
		x2l ^= 0xf0 - r * 0x10 + r;
		// Substitution layer (bitsliced 5-bit S-box), on both halves alike.
		x0h ^= x4h; x0l ^= x4l;
		x4h ^= x3h; x4l ^= x3l;
		x2h ^= x1h; x2l ^= x1l;
		const t0h = ~x0h & x1h, t0l = ~x0l & x1l;
		const t1h = ~x1h & x2h, t1l = ~x1l & x2l;
		const t2h = ~x2h & x3h, t2l = ~x2l & x3l;
		const t3h = ~x3h & x4h, t3l = ~x3l & x4l;
		const t4h = ~x4h & x0h, t4l = ~x4l & x0l;
		x0h ^= t1h; x0l ^= t1l;
		x1h ^= t2h; x1l ^= t2l;
		x2h ^= t3h; x2l ^= t3l;
		x3h ^= t4h; x3l ^= t4l;
		x4h ^= t0h; x4l ^= t0l;
		x1h ^= x0h; x1l ^= x0l;
		x0h ^= x4h; x0l ^= x4l;
		x3h ^= x2h; x3l ^= x2l;
		x2h = ~x2h; x2l = ~x2l;
		// Linear layer: x ^= (x >>> a) ^ (x >>> b), rotations of 64 bits.
		let h: number, l: number;
		[h, l] = mix(x0h, x0l, 19, 28); x0h = h; x0l = l;
		[h, l] = mix(x1h, x1l, 61, 39); x1h = h; x1l = l;
		[h, l] = mix(x2h, x2l, 1, 6); x2h = h; x2l = l;
		[h, l] = mix(x3h, x3l, 10, 17); x3h = h; x3l = l;
		[h, l] = mix(x4h, x4l, 7, 41); x4h = h; x4l = l;
	}
	s[0] = x0h; s[1] = x0l; s[2] = x1h; s[3] = x1l; s[4] = x2h; s[5] = x2l; s[6] = x3h; s[7] = x3l; s[8] = x4h; s[9] = x4l;
}

/** The high half of a 64-bit word rotated right by `n` (0 < n < 64, n ≠ 32). */
function rotrHi(h: number, l: number, n: number): number {
	return n < 32 ? (h >>> n) | (l << (32 - n)) : (l >>> (n - 32)) | (h << (64 - n));
}
function rotrLo(h: number, l: number, n: number): number {
	return n < 32 ? (l >>> n) | (h << (32 - n)) : (h >>> (n - 32)) | (l << (64 - n));
}
function mix(h: number, l: number, a: number, b: number): [number, number] {
	return [h ^ rotrHi(h, l, a) ^ rotrHi(h, l, b), l ^ rotrLo(h, l, a) ^ rotrLo(h, l, b)];
}

/** XORs up to 8 bytes into word `w`, little-endian (byte 0 is the word's lowest). */
function xorBytes(s: State, w: number, bytes: Uint8Array, offset: number, count: number): void {
	for (let i = 0; i < count; i++) {
		const byte = bytes[offset + i];
		if (i < 4) s[2 * w + 1] ^= byte << (8 * i);
		else s[2 * w] ^= byte << (8 * (i - 4));
	}
}

/** Word `w`'s 8 bytes, little-endian, written at `out[offset]`. */
function storeWord(s: State, w: number, out: Uint8Array, offset: number): void {
	for (let i = 0; i < 8; i++) out[offset + i] = (i < 4 ? s[2 * w + 1] >>> (8 * i) : s[2 * w] >>> (8 * (i - 4))) & 0xff;
}

/**
 * A sponge absorbing `rate` bytes (8 or 32) a block into words 0.. of the state, permuting with 12
 * rounds after each full block; bytes of a partial block wait for the next slice.
 */
function absorber(s: State, rate: number) {
	const blocks = new BlockBuffer(rate, (block) => {
		for (let w = 0; w < rate / 8; w++) xorBytes(s, w, block, 8 * w, 8);
		permute(s, 12);
	});
	return {
		update(bytes: Uint8Array) {
			blocks.push(bytes);
		},
		/** The last partial block (maybe empty) with its padding byte 0x01. */
		pad() {
			const { block, held } = blocks;
			for (let w = 0; w * 8 < held; w++) xorBytes(s, w, block, 8 * w, Math.min(8, held - 8 * w));
			const shift = held & 7;
			if (shift < 4) s[2 * (held >> 3) + 1] ^= 1 << (8 * shift);
			else s[2 * (held >> 3)] ^= 1 << (8 * (shift - 4));
		}
	};
}

/** Ascon-Hash256's state after initialisation: IV 0x0000080100cc0002 (SP 800-232, Table 12), then P12. */
const HASH_INIT: State = (() => {
	const s = new Uint32Array(10);
	s[0] = 0x00000801;
	s[1] = 0x00cc0002;
	permute(s, 12);
	return s;
})();

/** Ascon-Hash256: 32 bytes, rate 8 bytes, 12 rounds everywhere. */
function asconHashRunning(): Running {
	const s = HASH_INIT.slice();
	const sponge = absorber(s, 8);
	return {
		update(bytes) {
			sponge.update(bytes);
			return this;
		},
		digest() {
			sponge.pad();
			permute(s, 12);
			const out = new Uint8Array(32);
			for (let i = 0; i < 4; i++) {
				storeWord(s, 0, out, 8 * i);
				if (i < 3) permute(s, 12);
			}
			return out;
		}
	};
}

export const asconHash256 = Object.assign((bytes: Uint8Array) => asconHashRunning().update(bytes).digest(), { create: asconHashRunning });

/** Ascon-Mac's key: 16 bytes. */
export const ASCON_MAC_KEY_BYTES = 16;

/**
 * Ascon-Mac (ascon-c `asconmacv13`): IV 0x0010200080cc0005 and the 16-byte key in words 1-2, P12;
 * 32-byte blocks into words 0-3; after the padded last block the domain bit (top bit of word 4),
 * P12, and the 16-byte tag from words 0 and 1.
 */
export function asconMacRunning(key: Uint8Array): Running {
	if (key.length !== ASCON_MAC_KEY_BYTES) throw new RangeError(`Ascon-Mac keys are ${ASCON_MAC_KEY_BYTES} bytes`);
	const s = new Uint32Array(10);
	s[0] = 0x00102000;
	s[1] = 0x80cc0005;
	xorBytes(s, 1, key, 0, 8);
	xorBytes(s, 2, key, 8, 8);
	permute(s, 12);
	const sponge = absorber(s, 32);
	return {
		update(bytes) {
			sponge.update(bytes);
			return this;
		},
		digest() {
			sponge.pad();
			s[8] ^= 0x80000000;
			permute(s, 12);
			const tag = new Uint8Array(16);
			storeWord(s, 0, tag, 0);
			storeWord(s, 1, tag, 8);
			return tag;
		}
	};
}

export const asconMac = (key: Uint8Array, message: Uint8Array): Uint8Array => asconMacRunning(key).update(message).digest();
