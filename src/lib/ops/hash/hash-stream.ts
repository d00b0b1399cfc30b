/**
 * The digests of a stream of slices (a file or a large paste, in the app's large-input worker:
 * src/lib/run/README.md, "Large inputs"), with hash-wasm's WebAssembly hashers: 2.5 to 10 times
 * noble's speed for the same digests (docs/performance.md, "Large inputs in the browser").
 * SHA-512/256, which hash-wasm lacks, stays noble's. Loaded on first use, never with the page.
 */
import { createBLAKE2b, createBLAKE2s, createCRC32, createMD5, createSHA1, createSHA256, createSHA3, createSHA384, createSHA512, type IHasher } from 'hash-wasm';
import { sha512_256 } from '@noble/hashes/sha2.js';
import { encodeDigest, type DigestEncoding, type HashAlgorithm } from './hash.js';

interface Incremental {
	update(bytes: Uint8Array): void;
	digest(): Uint8Array;
}

const wasm = (hasher: IHasher): Incremental => ({
	update: (bytes) => void hasher.update(bytes),
	digest: () => hasher.digest('binary')
});

const MAKERS: Record<HashAlgorithm, () => Promise<Incremental>> = {
	md5: async () => wasm(await createMD5()),
	sha1: async () => wasm(await createSHA1()),
	sha256: async () => wasm(await createSHA256()),
	sha384: async () => wasm(await createSHA384()),
	sha512: async () => wasm(await createSHA512()),
	'sha512-256': async () => {
		const state = sha512_256.create();
		return { update: (bytes) => void state.update(bytes), digest: () => state.digest() };
	},
	'sha3-256': async () => wasm(await createSHA3(256)),
	'sha3-384': async () => wasm(await createSHA3(384)),
	'sha3-512': async () => wasm(await createSHA3(512)),
	'blake2b-512': async () => wasm(await createBLAKE2b(512)),
	'blake2s-256': async () => wasm(await createBLAKE2s(256)),
	// CRC-32/ISO-HDLC (zlib's polynomial, hash-wasm's default), written big-endian as crc32.ts does.
	crc32: async () => wasm(await createCRC32())
};

/**
 * Incremental digests of `algorithms`: `update` every slice in order, then `digest`.
 * @example const s = await streamHashes(['sha256']); s.update(bytes); s.digest('hex')
 */
export async function streamHashes(algorithms: readonly HashAlgorithm[]) {
	const states = await Promise.all(algorithms.map(async (algorithm) => [algorithm, await MAKERS[algorithm]()] as const));
	return {
		update(bytes: Uint8Array) {
			for (const [, state] of states) state.update(bytes);
		},
		digest(encoding: DigestEncoding): Record<string, string> {
			return Object.fromEntries(states.map(([algorithm, state]) => [algorithm, encodeDigest(state.digest(), encoding)]));
		}
	};
}
