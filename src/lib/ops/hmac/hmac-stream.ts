/**
 * An HMAC fed in slices in the app's large-input worker (src/lib/run/README.md, "Large inputs"),
 * on hash-wasm's WebAssembly hashers: several times noble's speed for the same MACs. Loaded on
 * first use, never with the page.
 */
import { createBLAKE2b, createHMAC, createMD5, createSHA1, createSHA224, createSHA256, createSHA3, createSHA384, createSHA512, type IHasher } from 'hash-wasm';
import { encodeDigest, type DigestEncoding } from '../hash/hash.js';
import { incrementalHmac, type HmacAlgorithm, type HmacHash } from './hmac.js';

const HASHES: Record<HmacHash, () => Promise<IHasher>> = {
	md5: createMD5,
	sha1: createSHA1,
	sha256: createSHA256,
	sha384: createSHA384,
	sha512: createSHA512,
	sha224: createSHA224,
	'sha3-256': () => createSHA3(256),
	'sha3-512': () => createSHA3(512),
	'blake2b-512': () => createBLAKE2b(512)
};

/**
 * HMAC (RFC 2104) of a stream under `key`: `update` every slice, then `digest`.
 * @example const s = await streamHmac('sha256', key); s.update(bytes); s.digest('hex')
 */
export async function streamHmac(algorithm: HmacAlgorithm, key: Uint8Array) {
	// AES-CMAC is @noble/ciphers' (no WebAssembly one): fast enough, AES being table-driven.
	if (algorithm === 'cmac-aes') return incrementalHmac(algorithm, key);
	// Ascon-Mac is ours (../hash/ascon.ts): hash-wasm has no Ascon.
	if (algorithm === 'ascon-mac') return incrementalHmac(algorithm, key);
	const state = await createHMAC(HASHES[algorithm](), key);
	return {
		update: (bytes: Uint8Array) => void state.update(bytes),
		digest: (encoding: DigestEncoding) => encodeDigest(state.digest('binary'), encoding)
	};
}
