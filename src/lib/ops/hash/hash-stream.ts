/**
 * The digests of a stream of slices (a file or a large paste, in the app's large-input worker:
 * src/lib/run/README.md, "Large inputs"), with hash-wasm's WebAssembly hashers: 2.5 to 10 times
 * noble's speed for the same digests (docs/performance.md, "Large inputs in the browser").
 * SHA-512/256 and SHAKE, which hash-wasm lacks, stay noble's; CRC-16, MurmurHash3 and FNV-1a the
 * operation's own (checksums.ts). For a source of at most WHOLE_DIGEST_BYTES,
 * SHA-1 and SHA-2 are the runtime's own (Web Crypto: native code, several times hash-wasm's speed)
 * over the slices gathered into one buffer, since Web Crypto has no incremental digest. Loaded on
 * first use, never with the page.
 */
import {
	createAdler32,
	createBLAKE2b,
	createBLAKE2s,
	createBLAKE3,
	createCRC32,
	createKeccak,
	createMD4,
	createMD5,
	createRIPEMD160,
	createSHA1,
	createSHA224,
	createSHA256,
	createSHA3,
	createSHA384,
	createSHA512,
	createSM3,
	createWhirlpool,
	createXXHash64,
	type IHasher
} from 'hash-wasm';
import { LAZY_ALGORITHMS, loadLazyHashers } from './lazy-hashers.js';
import { encodeDigest, hasherOf, type DigestEncoding, type DigestOptions, type HashAlgorithm } from './hash.js';

interface Incremental {
	update(bytes: Uint8Array): void;
	digest(): Uint8Array | Promise<Uint8Array>;
}

/**
 * Sources up to this size gather into one buffer for Web Crypto's one-shot SHA-1 and SHA-2: the
 * buffer is the source's size (outside the JS heap), within the worker's "memory ≤ 4× the input";
 * larger ones stream through hash-wasm, whose memory stays one slice.
 */
export const WHOLE_DIGEST_BYTES = 256 * 1024 * 1024;

const WEB_CRYPTO: Partial<Record<HashAlgorithm, string>> = { sha1: 'SHA-1', sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

/** One shared buffer of the whole source, filled slice by slice, digested by Web Crypto at the end. */
function gathered(size: number) {
	const whole = new Uint8Array(size);
	let filled = 0;
	return {
		update(bytes: Uint8Array) {
			whole.set(bytes, filled);
			filled += bytes.length;
		},
		digest: async (name: string) => new Uint8Array(await crypto.subtle.digest(name, whole.subarray(0, filled)))
	};
}

const wasm = (hasher: IHasher): Incremental => ({
	update: (bytes) => void hasher.update(bytes),
	digest: () => hasher.digest('binary')
});

/** The operation's own JavaScript (noble's, or its checksums): for what hash-wasm lacks. */
const own = (algorithm: HashAlgorithm, options: DigestOptions): Incremental => {
	const state = hasherOf(algorithm, options).create();
	return { update: (bytes) => void state.update(bytes), digest: () => state.digest() };
};

const MAKERS: Partial<Record<HashAlgorithm, () => Promise<Incremental>>> = {
	md5: async () => wasm(await createMD5()),
	sha1: async () => wasm(await createSHA1()),
	sha256: async () => wasm(await createSHA256()),
	sha384: async () => wasm(await createSHA384()),
	sha512: async () => wasm(await createSHA512()),
	'sha3-256': async () => wasm(await createSHA3(256)),
	'sha3-384': async () => wasm(await createSHA3(384)),
	'sha3-512': async () => wasm(await createSHA3(512)),
	'blake2b-512': async () => wasm(await createBLAKE2b(512)),
	'blake2s-256': async () => wasm(await createBLAKE2s(256)),
	// CRC-32/ISO-HDLC (zlib's polynomial, hash-wasm's default), written big-endian as crc32.ts does.
	crc32: async () => wasm(await createCRC32()),
	sha224: async () => wasm(await createSHA224()),
	'sha3-224': async () => wasm(await createSHA3(224)),
	'keccak-256': async () => wasm(await createKeccak(256)),
	blake3: async () => wasm(await createBLAKE3(256)),
	ripemd160: async () => wasm(await createRIPEMD160()),
	md4: async () => wasm(await createMD4()),
	sm3: async () => wasm(await createSM3()),
	adler32: async () => wasm(await createAdler32()),
	// CRC-32C (Castagnoli): hash-wasm's CRC-32 with the reflected polynomial 0x82F63B78.
	crc32c: async () => wasm(await createCRC32(0x82f63b78)),
	whirlpool: async () => wasm(await createWhirlpool()),
	xxh64: async () => wasm(await createXXHash64(0, 0))
	// sha512-256, shake128/256 (at any length), crc16, murmur3 and fnv1a32: the operation's own (`own`).
};

/**
 * Incremental digests of `algorithms`: `update` every slice in order, then `digest`. `size`, the
 * source's length when known, lets SHA-1 and SHA-2 of a source up to WHOLE_DIGEST_BYTES use Web Crypto.
 * @example const s = await streamHashes(['sha256'], file.size); s.update(bytes); await s.digest('hex')
 */
export async function streamHashes(algorithms: readonly HashAlgorithm[], size?: number, options: DigestOptions = {}) {
	const native = size !== undefined && size <= WHOLE_DIGEST_BYTES && typeof crypto !== 'undefined' && !!crypto.subtle && algorithms.some((a) => WEB_CRYPTO[a]);
	const whole = native ? gathered(size) : null;
	// Streebog and NT/LM are loaded on first use (lazy-hashers.ts).
	if (algorithms.some((a) => (LAZY_ALGORITHMS as readonly string[]).includes(a))) await loadLazyHashers();
	const states = await Promise.all(
		algorithms.map(async (algorithm): Promise<readonly [HashAlgorithm, Incremental]> => {
			const name = WEB_CRYPTO[algorithm];
			if (whole && name) return [algorithm, { update: () => {}, digest: () => whole.digest(name) }];
			const make = MAKERS[algorithm];
			return [algorithm, make ? await make() : own(algorithm, options)];
		})
	);
	return {
		update(bytes: Uint8Array) {
			whole?.update(bytes);
			for (const [, state] of states) state.update(bytes);
		},
		async digest(encoding: DigestEncoding): Promise<Record<string, string>> {
			const digests = await Promise.all(states.map(async ([algorithm, state]) => [algorithm, encodeDigest(await state.digest(), encoding)] as const));
			return Object.fromEntries(digests);
		}
	};
}
