/**
 * The small checksums and non-cryptographic hashes of `/hash` (toolbox-3.md, Part 3): a few lines
 * each, with published check values, rather than a library per algorithm. Each is a Hasher like
 * noble's (one-shot, and `create()` for slices), whose digest is the value's bytes big-endian, so
 * its hex is the form people compare with (`cksum`-style tools, crcmod, zlib, the FNV pages):
 *
 * - `crc16`: CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, not reflected, no final XOR): "123456789" → 29b1;
 * - `crc32c`: CRC-32C/Castagnoli (iSCSI; reflected poly 0x82F63B78, init and final XOR 0xFFFFFFFF): → e3069283;
 * - `adler32`: RFC 1950's (zlib): → 091e01de;
 * - `fnv1a32`: FNV-1a, 32 bits (offset basis 0x811C9DC5, prime 0x01000193): "" → 811c9dc5;
 * - `murmur3`: MurmurHash3 x86 32-bit, seed 0: "" → 00000000, "hello" → 248bfa47.
 */

export interface Running {
	update(bytes: Uint8Array): Running;
	digest(): Uint8Array;
}

/** A one-shot hasher with `create()`, from a factory of running states. */
function hasher(create: () => Running) {
	return Object.assign((bytes: Uint8Array): Uint8Array => create().update(bytes).digest(), { create });
}

const be32 = (value: number) => new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);

function reflectedTable(poly: number): Uint32Array {
	const table = new Uint32Array(256);
	for (let n = 0; n < 256; n++) {
		let c = n;
		for (let k = 0; k < 8; k++) c = c & 1 ? poly ^ (c >>> 1) : c >>> 1;
		table[n] = c >>> 0;
	}
	return table;
}

const CRC32C = reflectedTable(0x82f63b78);
export const crc32c = hasher(() => {
	let c = 0xffffffff;
	return {
		update(bytes) {
			for (let i = 0; i < bytes.length; i++) c = CRC32C[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
			return this;
		},
		digest: () => be32((c ^ 0xffffffff) >>> 0)
	};
});

const CRC16 = (() => {
	const table = new Uint16Array(256);
	for (let n = 0; n < 256; n++) {
		let c = n << 8;
		for (let k = 0; k < 8; k++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
		table[n] = c;
	}
	return table;
})();
export const crc16 = hasher(() => {
	let c = 0xffff;
	return {
		update(bytes) {
			for (let i = 0; i < bytes.length; i++) c = ((c << 8) & 0xffff) ^ CRC16[((c >>> 8) ^ bytes[i]) & 0xff];
			return this;
		},
		digest: () => new Uint8Array([c >>> 8, c & 0xff])
	};
});

/** The most bytes Adler-32's sums take before they must be reduced modulo 65521 (zlib's NMAX). */
const NMAX = 5552;
export const adler32 = hasher(() => {
	let a = 1;
	let b = 0;
	return {
		update(bytes) {
			for (let start = 0; start < bytes.length; start += NMAX) {
				const end = Math.min(start + NMAX, bytes.length);
				for (let i = start; i < end; i++) {
					a += bytes[i];
					b += a;
				}
				a %= 65521;
				b %= 65521;
			}
			return this;
		},
		digest: () => be32(((b << 16) | a) >>> 0)
	};
});

export const fnv1a32 = hasher(() => {
	let h = 0x811c9dc5;
	return {
		update(bytes) {
			for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
			return this;
		},
		digest: () => be32(h >>> 0)
	};
});

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;
const rotl = (x: number, r: number) => (x << r) | (x >>> (32 - r));
const mixK = (k: number) => Math.imul(rotl(Math.imul(k, C1), 15), C2);

/** MurmurHash3_x86_32 with seed 0, fed in slices: up to three bytes wait for the next slice's. */
export const murmur3 = hasher(() => {
	let h = 0;
	let length = 0;
	const tail = new Uint8Array(4);
	let held = 0;
	const block = (k: number) => {
		h ^= mixK(k);
		h = (Math.imul(rotl(h, 13), 5) + 0xe6546b64) | 0;
	};
	return {
		update(bytes) {
			length += bytes.length;
			let i = 0;
			while (held > 0 && held < 4 && i < bytes.length) tail[held++] = bytes[i++];
			if (held === 4) {
				block(tail[0] | (tail[1] << 8) | (tail[2] << 16) | (tail[3] << 24));
				held = 0;
			}
			for (; i + 4 <= bytes.length; i += 4) block(bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24));
			while (i < bytes.length) tail[held++] = bytes[i++];
			return this;
		},
		digest() {
			let k = 0;
			if (held >= 3) k ^= tail[2] << 16;
			if (held >= 2) k ^= tail[1] << 8;
			if (held >= 1) h ^= mixK(k ^ tail[0]);
			let f = h ^ length;
			f = Math.imul(f ^ (f >>> 16), 0x85ebca6b);
			f = Math.imul(f ^ (f >>> 13), 0xc2b2ae35);
			return be32((f ^ (f >>> 16)) >>> 0);
		}
	};
});
