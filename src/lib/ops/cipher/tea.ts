/**
 * The Tiny Encryption Algorithm family, written here from its authors' papers (no permissive, kept
 * ESM library has them): TEA (Wheeler & Needham 1994) and XTEA (1997) as 8-byte block ciphers
 * in CBC or ECB, and Corrected Block TEA (XXTEA, 1998) over the whole message. Byte order as
 * CyberChef reads it: TEA and XTEA take the block and key as big-endian 32-bit words; XXTEA is
 * the xxtea-js format CyberChef uses (little-endian words, the plaintext's length appended as a
 * last word, a key shorter than 16 bytes filled with zeros).
 */
import { errors } from './errors.js';

const DELTA = 0x9e3779b9;

const wordBE = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const wordsBE = (bytes: Uint8Array, at: number, n: number) => Array.from({ length: n }, (_, i) => wordBE(bytes, at + 4 * i));
function putBE(out: Uint8Array, at: number, w: number) {
	out[at] = w >>> 24;
	out[at + 1] = w >>> 16;
	out[at + 2] = w >>> 8;
	out[at + 3] = w;
}

/** One 8-byte block cipher with its key set (legacy.ts's Block shape): in place. */
export interface TeaBlock {
	size: 8;
	encrypt(block: Uint8Array, at?: number): void;
	decrypt(block: Uint8Array, at?: number): void;
}

/** TEA: 32 cycles (64 Feistel rounds), the reference code of Wheeler & Needham 1994. */
export function tea(key: Uint8Array): TeaBlock {
	const [k0, k1, k2, k3] = wordsBE(key, 0, 4);
	return {
		size: 8,
		encrypt(b, at = 0) {
			let v0 = wordBE(b, at), v1 = wordBE(b, at + 4);
			let sum = 0;
			for (let i = 0; i < 32; i++) {
				sum = (sum + DELTA) >>> 0;
				v0 = (v0 + ((((v1 << 4) + k0) ^ (v1 + sum) ^ ((v1 >>> 5) + k1)) >>> 0)) >>> 0;
				v1 = (v1 + ((((v0 << 4) + k2) ^ (v0 + sum) ^ ((v0 >>> 5) + k3)) >>> 0)) >>> 0;
			}
			putBE(b, at, v0);
			putBE(b, at + 4, v1);
		},
		decrypt(b, at = 0) {
			let v0 = wordBE(b, at), v1 = wordBE(b, at + 4);
			let sum = Math.imul(DELTA, 32) >>> 0;
			for (let i = 0; i < 32; i++) {
				v1 = (v1 - ((((v0 << 4) + k2) ^ (v0 + sum) ^ ((v0 >>> 5) + k3)) >>> 0)) >>> 0;
				v0 = (v0 - ((((v1 << 4) + k0) ^ (v1 + sum) ^ ((v1 >>> 5) + k1)) >>> 0)) >>> 0;
				sum = (sum - DELTA) >>> 0;
			}
			putBE(b, at, v0);
			putBE(b, at + 4, v1);
		}
	};
}

/** XTEA with `cycles` cycles (32 by default, two Feistel rounds each), the 1997 reference code. */
export function xtea(key: Uint8Array, cycles = 32): TeaBlock {
	const k = Uint32Array.from(wordsBE(key, 0, 4));
	return {
		size: 8,
		encrypt(b, at = 0) {
			let v0 = wordBE(b, at), v1 = wordBE(b, at + 4);
			let sum = 0;
			for (let i = 0; i < cycles; i++) {
				v0 = (v0 + (((((v1 << 4) ^ (v1 >>> 5)) + v1) ^ (sum + k[sum & 3])) >>> 0)) >>> 0;
				sum = (sum + DELTA) >>> 0;
				v1 = (v1 + (((((v0 << 4) ^ (v0 >>> 5)) + v0) ^ (sum + k[(sum >>> 11) & 3])) >>> 0)) >>> 0;
			}
			putBE(b, at, v0);
			putBE(b, at + 4, v1);
		},
		decrypt(b, at = 0) {
			let v0 = wordBE(b, at), v1 = wordBE(b, at + 4);
			let sum = Math.imul(DELTA, cycles) >>> 0;
			for (let i = 0; i < cycles; i++) {
				v1 = (v1 - (((((v0 << 4) ^ (v0 >>> 5)) + v0) ^ (sum + k[(sum >>> 11) & 3])) >>> 0)) >>> 0;
				sum = (sum - DELTA) >>> 0;
				v0 = (v0 - (((((v1 << 4) ^ (v1 >>> 5)) + v1) ^ (sum + k[sum & 3])) >>> 0)) >>> 0;
			}
			putBE(b, at, v0);
			putBE(b, at + 4, v1);
		}
	};
}

export const isTeaFamily = (algorithm: string) => algorithm.startsWith('tea-') || algorithm.startsWith('xtea-');

export const teaBlock = (algorithm: string, key: Uint8Array, cycles?: number): TeaBlock => (algorithm.startsWith('xtea-') ? xtea(key, cycles) : tea(key));

/**
 * Whole blocks through CBC (chained from `iv`) or ECB (`iv` ignored); cipher-stream.ts calls it
 * slice by slice with the last ciphertext block as the next `iv`.
 */
export function teaBlocks(algorithm: string, key: Uint8Array, cycles?: number) {
	const b = teaBlock(algorithm, key, cycles);
	const cbcMode = algorithm.endsWith('-cbc');
	return (data: Uint8Array, iv: Uint8Array, encrypt: boolean): Uint8Array => {
		const out = data.slice();
		let prev = iv;
		for (let at = 0; at < out.length; at += 8) {
			if (!cbcMode) {
				if (encrypt) b.encrypt(out, at);
				else b.decrypt(out, at);
				continue;
			}
			if (encrypt) {
				for (let i = 0; i < 8; i++) out[at + i] ^= prev[i];
				b.encrypt(out, at);
				prev = out.subarray(at, at + 8);
			} else {
				b.decrypt(out, at);
				for (let i = 0; i < 8; i++) out[at + i] ^= prev[i];
				prev = data.subarray(at, at + 8);
			}
		}
		return out;
	};
}

/**
 * CFB (full 8-byte feedback), OFB and CTR (the whole IV a big-endian counter), as SP 800-38A
 * defines them and CyberChef's TEA runs them: no padding, a short last block cut to its length.
 */
function teaXorMode(mode: string, b: TeaBlock, encrypt: boolean, iv: Uint8Array, data: Uint8Array): Uint8Array {
	const out = new Uint8Array(data.length);
	const reg = iv.slice();
	const stream = new Uint8Array(8);
	for (let at = 0; at < data.length; at += 8) {
		stream.set(reg);
		b.encrypt(stream);
		const n = Math.min(8, data.length - at);
		for (let i = 0; i < n; i++) out[at + i] = data[at + i] ^ stream[i];
		if (mode === 'cfb') reg.set((encrypt ? out : data).subarray(at, at + n));
		else if (mode === 'ofb') reg.set(stream);
		else
			for (let i = 7; i >= 0; i--) {
				// CTR: +1, a byte that wraps to 0 carries into the one before.
				reg[i]++;
				if (reg[i] !== 0) break;
			}
	}
	return out;
}

/** TEA or XTEA in CBC or ECB with PKCS#7 (as CyberChef's "PKCS5" on 8-byte blocks) or no padding; CFB, OFB, CTR unpadded. */
export function teaCrypt(algorithm: string, encrypt: boolean, key: Uint8Array, iv: Uint8Array, data: Uint8Array, padding: 'pkcs7' | 'none', cycles?: number): Uint8Array {
	const mode = algorithm.slice(algorithm.indexOf('-') + 1);
	if (mode === 'cfb' || mode === 'ofb' || mode === 'ctr') return teaXorMode(mode, teaBlock(algorithm, key, cycles), encrypt, iv, data);
	let input = data;
	if (encrypt && padding === 'pkcs7') {
		const n = 8 - (data.length % 8);
		input = new Uint8Array(data.length + n).fill(n);
		input.set(data);
	}
	if (input.length % 8) throw errors.error('not_whole_blocks', { block: 8, got: input.length }, { field: 'input' });
	const out = teaBlocks(algorithm, key, cycles)(input, iv, encrypt);
	if (encrypt || padding === 'none') return out;
	const n = out[out.length - 1];
	if (!out.length || !n || n > 8) throw errors.error('bad_padding', undefined, { field: 'input' });
	for (let i = out.length - n; i < out.length; i++) if (out[i] !== n) throw errors.error('bad_padding', undefined, { field: 'input' });
	return out.slice(0, out.length - n);
}

// --- XXTEA (Corrected Block TEA), the xxtea-js format ---

function toWordsLE(bytes: Uint8Array, withLength: boolean): Uint32Array {
	const n = (bytes.length + 3) >> 2;
	const v = new Uint32Array(withLength ? n + 1 : n);
	for (let i = 0; i < bytes.length; i++) v[i >> 2] |= bytes[i] << ((i & 3) << 3);
	if (withLength) v[n] = bytes.length;
	return v;
}

function fromWordsLE(v: Uint32Array, length: number): Uint8Array {
	const out = new Uint8Array(length);
	for (let i = 0; i < length; i++) out[i] = v[i >> 2] >>> ((i & 3) << 3);
	return out;
}

const mx = (sum: number, y: number, z: number, p: number, e: number, k: Uint32Array) => ((((z >>> 5) ^ (y << 2)) + ((y >>> 3) ^ (z << 4))) ^ ((sum ^ y) + (k[(p & 3) ^ e] ^ z))) >>> 0;

/** btea's coding loop (Wheeler & Needham 1998, "Correction to xtea"), 6 + 52/n cycles. */
function btea(v: Uint32Array, k: Uint32Array, encrypt: boolean) {
	const n = v.length;
	const cycles = 6 + Math.floor(52 / n);
	if (encrypt) {
		let sum = 0;
		let z = v[n - 1];
		for (let q = 0; q < cycles; q++) {
			sum = (sum + DELTA) >>> 0;
			const e = (sum >>> 2) & 3;
			for (let p = 0; p < n; p++) {
				const y = v[(p + 1) % n];
				z = v[p] = (v[p] + mx(sum, y, z, p, e, k)) >>> 0;
			}
		}
		return;
	}
	let sum = Math.imul(cycles, DELTA) >>> 0;
	let y = v[0];
	for (let q = 0; q < cycles; q++) {
		const e = (sum >>> 2) & 3;
		for (let p = n - 1; p >= 0; p--) {
			const z = v[(p + n - 1) % n];
			y = v[p] = (v[p] - mx(sum, y, z, p, e, k)) >>> 0;
		}
		sum = (sum - DELTA) >>> 0;
	}
}

/** XXTEA as xxtea-js (and CyberChef) writes it: the length as a last word; empty in, empty out. */
export function xxtea(encrypt: boolean, key: Uint8Array, data: Uint8Array): Uint8Array {
	if (!data.length) return data;
	const k = toWordsLE(key.length < 16 ? Uint8Array.from({ length: 16 }, (_, i) => key[i] ?? 0) : key.subarray(0, 16), false);
	if (encrypt) {
		const v = toWordsLE(data, true);
		btea(v, k, true);
		return fromWordsLE(v, v.length * 4);
	}
	if (data.length % 4 || data.length < 8) throw errors.error('xxtea_size', { got: data.length }, { field: 'input' });
	const v = toWordsLE(data, false);
	btea(v, k, false);
	const length = v[v.length - 1];
	const room = (v.length - 1) * 4;
	// The length word must fit the words before it (within their last 3 bytes): else a wrong key.
	if (length > room || length < room - 3) throw errors.error('xxtea_bad', undefined, { field: 'input' });
	return fromWordsLE(v, length);
}
