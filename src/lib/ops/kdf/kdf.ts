import { argon2idAsync } from '@noble/hashes/argon2.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { argon2id, scrypt } from 'hash-wasm';
import { errors } from './errors.js';
import { HASH_BYTES, LIMITS, type KdfHash } from './limits.js';

const NOBLE = { md5, sha1, sha256, sha512 } as const;
const WEBCRYPTO_HASH = { sha1: 'SHA-1', sha256: 'SHA-256', sha512: 'SHA-512' } as const;

export const MAC_HASHES = ['sha1', 'sha256', 'sha512'] as const;
type MacHash = (typeof MAC_HASHES)[number];

/** Refuses a hash the algorithm does not take (MD5 is for EVP_BytesToKey only), naming `hash`. */
export function checkHash(hash: KdfHash, algorithm: string, allowed: readonly KdfHash[]): void {
	if (!allowed.includes(hash)) throw errors.error('hash_for', { hash, algorithm, allowed: allowed.join(', ') }, { field: 'hash' });
}

/**
 * PBKDF2 (RFC 8018) through WebCrypto: native code in Node and in the browser alike, ten to
 * fifteen times faster than JavaScript or WebAssembly (10,000,000 SHA-512 iterations in ~5 s).
 */
export async function pbkdf2Key(password: Uint8Array, salt: Uint8Array, hash: MacHash, iterations: number, length: number): Promise<Uint8Array> {
	const blocks = Math.ceil(length / HASH_BYTES[hash]);
	if (iterations * blocks > LIMITS.pbkdf2Work) {
		throw errors.error('pbkdf2_work', { work: iterations * blocks, max: LIMITS.pbkdf2Work }, { field: 'iterations' });
	}
	const key = await crypto.subtle.importKey('raw', bytesView(password), 'PBKDF2', false, ['deriveBits']);
	const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: WEBCRYPTO_HASH[hash], salt: bytesView(salt), iterations }, key, length * 8);
	return new Uint8Array(bits);
}

/** HKDF (RFC 5869), extract and expand (@noble/hashes: 1,024 bytes cost microseconds); an empty salt is HashLen zero bytes, as the RFC says. */
export function hkdfKey(ikm: Uint8Array, salt: Uint8Array, info: Uint8Array, hash: MacHash, length: number): Uint8Array {
	// 255 × the hash length is over 1,024 bytes for each of the three: the schema's cap on `length` bounds it.
	return hkdf(NOBLE[hash], ikm, salt, info, length);
}

/** scrypt (RFC 7914) in hash-wasm's WebAssembly: twice as fast as JavaScript; memory and work bounded first. */
export async function scryptKey(password: Uint8Array, salt: Uint8Array, logN: number, r: number, p: number, length: number): Promise<Uint8Array> {
	const n = 2 ** logN;
	if (n * r > LIMITS.scryptMemoryBlocks) {
		throw errors.error('scrypt_memory', { bytes: 128 * r * n, max: 128 * LIMITS.scryptMemoryBlocks }, { field: 'log_n' });
	}
	if (n * r * p > LIMITS.scryptWork) throw errors.error('scrypt_work', { work: n * r * p, max: LIMITS.scryptWork }, { field: 'p' });
	return scrypt({ password, salt, costFactor: n, blockSize: r, parallelism: p, hashLength: length, outputType: 'binary' });
}

/**
 * The argon2id tag (RFC 9106, version 0x13) in hash-wasm's WebAssembly, about four times as fast
 * as JavaScript. hash-wasm refuses an empty password, which the RFC allows: that one goes through
 * @noble/hashes (the same function; a reference case covers it).
 */
export async function argon2idKey(password: Uint8Array, salt: Uint8Array, memoryKib: number, passes: number, parallelism: number, length: number): Promise<Uint8Array> {
	if (passes > LIMITS.passes.max) throw errors.error('argon2_passes', { max: LIMITS.passes.max }, { field: 'iterations' });
	if (memoryKib < 8 * parallelism) throw errors.error('argon2_memory', { min: 8 * parallelism }, { field: 'memory_kib' });
	if (length < LIMITS.argon2MinLength) throw errors.error('argon2_length', { min: LIMITS.argon2MinLength }, { field: 'length' });
	if (salt.length < LIMITS.argon2MinSalt) throw errors.error('argon2_salt', { min: LIMITS.argon2MinSalt, got: salt.length }, { field: 'salt' });
	if (password.length === 0) return argon2idAsync(password, salt, { m: memoryKib, t: passes, p: parallelism, dkLen: length, asyncTick: 10 });
	return argon2id({ password, salt, memorySize: memoryKib, iterations: passes, parallelism, hashLength: length, outputType: 'binary' });
}

/**
 * OpenSSL's EVP_BytesToKey with a count of 1, as `openssl enc` (without -pbkdf2) and crypto-js
 * use it: D_i = H(D_(i-1) ‖ password ‖ salt), concatenated until there are key_length + iv_length
 * bytes; the first key_length are the key, the next iv_length the IV.
 */
export function evpBytesToKey(password: Uint8Array, salt: Uint8Array, hash: KdfHash, keyLength: number, ivLength: number): { key: Uint8Array; iv: Uint8Array } {
	const out = new Uint8Array(keyLength + ivLength);
	let previous = new Uint8Array(0);
	for (let filled = 0; filled < out.length; filled += previous.length) {
		const block = new Uint8Array(previous.length + password.length + salt.length);
		block.set(previous, 0);
		block.set(password, previous.length);
		block.set(salt, previous.length + password.length);
		previous = NOBLE[hash](block);
		out.set(previous.subarray(0, out.length - filled), filled);
	}
	return { key: out.slice(0, keyLength), iv: out.slice(keyLength) };
}

/** A Uint8Array over its own ArrayBuffer, as WebCrypto's types want. */
function bytesView(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
	return new Uint8Array(bytes);
}
