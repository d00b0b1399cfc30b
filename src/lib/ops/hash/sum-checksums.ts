/**
 * The sum and XOR checksums of `/hash`, defined as CyberChef defines them (its Fletcher*Checksum,
 * TCPIPChecksum, XORChecksum and ROR13 operations) so a value found there is found here. Each is a
 * Hasher like checksums.ts's (one-shot, and `create()` fed slice by slice: a file is hashed in
 * pieces, so a word split between two slices waits for its other bytes). The digest is the value's
 * bytes big-endian, so its hex is the number as CyberChef prints it (lower case):
 *
 * - `fletcher8`: sums of the bytes modulo 15 (CyberChef's: bytes, not nibbles), b·16 + a, 1 byte;
 * - `fletcher16`: sums of the bytes modulo 255, b·256 + a ("abcde" → c8f0);
 * - `fletcher32`: sums of 16-bit little-endian words modulo 65,535, b·2¹⁶ + a ("abcde" → f04fc729);
 * - `fletcher64`: sums of 32-bit little-endian words modulo 2³²−1, b then a ("abcde" → c8c6c527646362c6);
 *   for both, the last word of a length that is not a multiple of the word is its bytes padded
 *   with zeros (CyberChef reads it so, as Wikipedia's examples do);
 * - `internet-checksum`: RFC 1071's (IP, TCP, UDP, ICMP headers): the ones' complement of the
 *   ones' complement sum of 16-bit big-endian words, an odd last byte as a word's high byte;
 * - `xor-checksum`: the input cut in blocks of `blockSize` bytes (default 4), XORed together, the
 *   last block padded with zeros;
 * - `ror13`: for each byte, rotate a 32-bit value right by 13 and add the byte (the API hashing of
 *   Windows shellcode: "LoadLibraryA" → ec0e4e8e).
 */
import type { Running } from './checksums.js';

/** A one-shot hasher with `create()`, from a factory of running states. */
function hasher(create: () => Running) {
	return Object.assign((bytes: Uint8Array): Uint8Array => create().update(bytes).digest(), { create });
}

const be16 = (value: number) => new Uint8Array([(value >>> 8) & 0xff, value & 0xff]);
const be32 = (value: number) => new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);

/**
 * Fletcher's sums over bytes modulo `modulus`, reduced only every `BYTE_RUN` bytes: the residues
 * are those of reducing at every step (CyberChef's), and `b` stays far below 2⁵³ (255·2¹⁶·2¹⁶/2).
 */
const BYTE_RUN = 65_536;
function fletcherOfBytes(modulus: number, digest: (a: number, b: number) => Uint8Array) {
	return hasher(() => {
		let a = 0;
		let b = 0;
		return {
			update(bytes) {
				for (let start = 0; start < bytes.length; start += BYTE_RUN) {
					const end = Math.min(start + BYTE_RUN, bytes.length);
					for (let i = start; i < end; i++) {
						a += bytes[i];
						b += a;
					}
					a %= modulus;
					b %= modulus;
				}
				return this;
			},
			digest: () => digest(a, b)
		};
	});
}

export const fletcher8 = fletcherOfBytes(0xf, (a, b) => new Uint8Array([(b << 4) | a]));
export const fletcher16 = fletcherOfBytes(0xff, (a, b) => be16((b << 8) | a));

/**
 * Fletcher's sums over little-endian words of `wordBytes` bytes modulo 2^(8·wordBytes) − 1, the
 * bytes of a word split between slices held until its last one comes. Reduced every `run` words
 * so that `b` stays exact as a double.
 */
function fletcherOfWords(wordBytes: 2 | 4, run: number, digest: (a: number, b: number) => Uint8Array) {
	const modulus = wordBytes === 2 ? 0xffff : 0xffffffff;
	return hasher(() => {
		let a = 0;
		let b = 0;
		let words = 0;
		/** The bytes of the word not yet complete, little-endian: `held` of them so far. */
		let partial = 0;
		let held = 0;
		const add = (word: number) => {
			a += word;
			b += a;
			if (++words === run) {
				a %= modulus;
				b %= modulus;
				words = 0;
			}
		};
		return {
			update(bytes) {
				let i = 0;
				while (held > 0 && i < bytes.length) {
					partial += bytes[i++] * 2 ** (8 * held);
					if (++held === wordBytes) {
						add(partial);
						partial = held = 0;
					}
				}
				const whole = i + Math.floor((bytes.length - i) / wordBytes) * wordBytes;
				if (wordBytes === 2) for (; i < whole; i += 2) add(bytes[i] | (bytes[i + 1] << 8));
				else for (; i < whole; i += 4) add((bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0);
				for (; i < bytes.length; i++) partial += bytes[i] * 2 ** (8 * held++);
				return this;
			},
			digest() {
				// A last word shorter than the others counts as its bytes padded with zeros.
				let lastA = a;
				let lastB = b;
				if (held > 0) {
					lastA += partial;
					lastB += lastA;
				}
				return digest(lastA % modulus, lastB % modulus);
			}
		};
	});
}

/** 65,535·2¹⁶·2¹⁶/2 < 2⁵³ for Fletcher-32; 2³²·2¹⁰·2¹⁰/2 < 2⁵³ for Fletcher-64. */
export const fletcher32 = fletcherOfWords(2, 65_536, (a, b) => be32(((b << 16) | a) >>> 0));
export const fletcher64 = fletcherOfWords(4, 1_024, (a, b) => {
	const out = new Uint8Array(8);
	out.set(be32(b), 0);
	out.set(be32(a), 4);
	return out;
});

/** RFC 1071's Internet checksum: a byte at an even position is a word's high byte, whatever the slices. */
export const internetChecksum = hasher(() => {
	let sum = 0;
	let position = 0;
	return {
		update(bytes) {
			for (let i = 0; i < bytes.length; i++, position++) {
				sum += position & 1 ? bytes[i] : bytes[i] << 8;
				// Fold the carries now and then so the sum stays an exact integer.
				if (sum > 0xffffffffff) sum = (sum % 0x10000) + Math.floor(sum / 0x10000);
			}
			return this;
		},
		digest() {
			let folded = sum;
			while (folded > 0xffff) folded = (folded & 0xffff) + Math.floor(folded / 0x10000);
			return be16(~folded & 0xffff);
		}
	};
});

/** The default block of `xor-checksum`, CyberChef's, and the largest the operation takes. */
export const XOR_DEFAULT_BLOCK = 4;
export const MAX_XOR_BLOCK = 1024;

/** The XOR of the input's blocks of `blockSize` bytes: the byte at position p goes into p mod blockSize. */
export function xorChecksumOf(blockSize: number = XOR_DEFAULT_BLOCK) {
	return hasher(() => {
		const block = new Uint8Array(blockSize);
		let position = 0;
		return {
			update(bytes) {
				for (let i = 0; i < bytes.length; i++) {
					block[position] ^= bytes[i];
					if (++position === blockSize) position = 0;
				}
				return this;
			},
			digest: () => block.slice()
		};
	});
}
export const xorChecksum = xorChecksumOf(XOR_DEFAULT_BLOCK);

export const ror13 = hasher(() => {
	let h = 0;
	return {
		update(bytes) {
			for (let i = 0; i < bytes.length; i++) h = (((h >>> 13) | (h << 19)) + bytes[i]) >>> 0;
			return this;
		},
		digest: () => be32(h)
	};
});
