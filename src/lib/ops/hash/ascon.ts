/**
 * Ascon-Hash256 (NIST SP 800-232) and Ascon-Mac (the Ascon designers' MAC, ascon-c's
 * `asconmacv13`, the one CyberChef's "Ascon MAC" computes), written here from the specification:
 * no permissive ESM library had both. The 64-bit state words are kept as pairs of 32-bit halves
 * (BigInt would be ten times slower), words loaded little-endian as SP 800-232 reads bytes.
 * Checked against the designers' reference Python (pyascon) and ascon-c's KAT files (cases.ts).
 */
import type { Running } from './checksums.js';
import { BlockBuffer } from './block-buffer.js';
import { permute, type AsconState as State } from '../_shared/ascon-permutation.js';


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
