import { blake2b, blake2s } from '@noble/hashes/blake2.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512, sha512_256 } from '@noble/hashes/sha2.js';
import { sha3_224, sha3_256, sha3_384, sha3_512, shake128, shake256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base64Encode } from '../_shared/base64.js';
import { adler32, crc16, crc32c, fnv1a32, murmur3 } from './checksums.js';
import { crc32 } from './crc32.js';
import { CATALOGUE_CRCS } from './crc-catalogue.js';
import { fletcher16, fletcher32, fletcher64, fletcher8, internetChecksum, ror13, xorChecksum, xorChecksumOf } from './sum-checksums.js';
import { blake3, keccak256, md4, sm3, xxh64 } from './wasm-hashers.js';
import { whirlpool } from './wasm-hashers.js';
import { asconHash256 } from './ascon.js';
import { has160, md2, sha0 } from './legacy-hashes.js';
import { gost94, gost94CryptoPro } from './gost94.js';
import { lm, nt, streebog256, streebog512 } from './lazy-hashers.js';

/** A XOF at a fixed length. */
function xofAt(xof: typeof shake128, dkLen: number): Hasher {
	return Object.assign((bytes: Uint8Array) => xof(bytes, { dkLen }), { create: () => xof.create({ dkLen }) });
}

/** What every algorithm offers: a one-shot digest and an incremental one (files are hashed in slices). */
export interface Hasher {
	(bytes: Uint8Array): Uint8Array;
	create(): { update(bytes: Uint8Array): unknown; digest(): Uint8Array };
}

/**
 * The algorithms, in the contract's order: the original six (docs/spec/utility-api.md 2.20), then
 * the toolbox's (docs/spec/toolbox.md, `/hash` extended). One pure-JS implementation (noble)
 * serves Node and the browser: WebCrypto has no MD5, SHA-3 or BLAKE2, and one code path gives
 * identical answers.
 */
export const HASHERS = {
	md5,
	sha1,
	sha256,
	sha384,
	sha512,
	'sha512-256': sha512_256,
	'sha3-256': sha3_256,
	'sha3-384': sha3_384,
	'sha3-512': sha3_512,
	'blake2b-512': blake2b,
	'blake2s-256': blake2s,
	crc32,
	// Toolbox part 3 (toolbox-3.md, `/hash` extended), in its order.
	sha224,
	'sha3-224': sha3_224,
	/** Keccak-256 with the original padding (Ethereum's), not SHA3-256: hash-wasm's, as BLAKE3 (wasm-hashers.ts). */
	'keccak-256': keccak256,
	/** The XOFs at their default lengths, 32 and 64 bytes; `hasherOf` for another `length`. */
	shake128: xofAt(shake128, 32),
	shake256: xofAt(shake256, 64),
	blake3,
	ripemd160,
	/** MD4, SM3 and XXH64: hash-wasm's too, loaded by `prepare`. */
	md4,
	sm3,
	adler32,
	crc32c,
	crc16,
	xxh64,
	murmur3,
	fnv1a32,
	// CyberChef's remaining hashes (README.md, "CyberChef's hashes"): legacy-hashes.ts, ascon.ts,
	// gost94.ts, streebog.ts and password-hashes.ts (those two loaded by `prepare`: lazy-hashers.ts).
	md2,
	sha0,
	has160,
	whirlpool,
	'streebog-256': streebog256,
	'streebog-512': streebog512,
	gost94,
	'gost94-cryptopro': gost94CryptoPro,
	'ascon-hash': asconHash256,
	nt,
	lm,
	// CyberChef's sum and XOR checksums and ROR13 (sum-checksums.ts).
	fletcher8,
	fletcher16,
	fletcher32,
	fletcher64,
	'internet-checksum': internetChecksum,
	/** XOR of 4-byte blocks; `hasherOf` for another `xorBlockSize`. */
	'xor-checksum': xorChecksum,
	ror13,
	// More CRCs of the CRC catalogue (crc-catalogue.ts): crc8 … crc64-go-iso.
	...CATALOGUE_CRCS
} as const satisfies Record<string, Hasher>;

export type HashAlgorithm = keyof typeof HASHERS;
export const ALGORITHMS = Object.keys(HASHERS) as HashAlgorithm[];

/** The extendable-output functions, whose digest is `length` bytes, and their default lengths. */
export const XOFS = { shake128, shake256 } as const;
export const XOF_DEFAULT_LENGTH = { shake128: 32, shake256: 64 } as const;
export const isXof = (algorithm: string): algorithm is keyof typeof XOFS => algorithm in XOFS;
/** Most bytes a SHAKE digest may have (`length`): 1 KiB, 2,048 hex digits. */
export const MAX_XOF_LENGTH = 1024;

/** What the view groups the algorithms under, in the contract's order within each. */
export const ALGORITHM_GROUPS: Record<'cryptographic' | 'legacy' | 'checksums' | 'fast' | 'passwords', readonly HashAlgorithm[]> = {
	cryptographic: ['sha256', 'sha384', 'sha512', 'sha512-256', 'sha224', 'sha3-224', 'sha3-256', 'sha3-384', 'sha3-512', 'keccak-256', 'shake128', 'shake256', 'blake2b-512', 'blake2s-256', 'blake3', 'sm3', 'streebog-256', 'streebog-512', 'ascon-hash', 'whirlpool', 'gost94', 'gost94-cryptopro'],
	legacy: ['md5', 'sha1', 'md4', 'ripemd160', 'md2', 'sha0', 'has160'],
	checksums: [
		'crc32', 'crc32c', 'crc16', 'adler32',
		'fletcher8', 'fletcher16', 'fletcher32', 'fletcher64', 'internet-checksum', 'xor-checksum',
		...(Object.keys(CATALOGUE_CRCS) as (keyof typeof CATALOGUE_CRCS)[])
	],
	fast: [
		'xxh64', 'murmur3', 'fnv1a32',
		'ror13'
	],
	/** Windows' password hashes of text (password-hashes.ts). */
	passwords: ['nt', 'lm']
};

/** Options of a digest: `length` in bytes for SHAKE (default 32 for shake128, 64 for shake256). */
export interface DigestOptions {
	length?: number;
	/** Bytes per block of `xor-checksum` (default 4, CyberChef's). */
	xorBlockSize?: number;
}

/** The hasher of `algorithm`, at `length` bytes when it is a XOF and a length is given. */
export function hasherOf(algorithm: HashAlgorithm, options: DigestOptions = {}): Hasher {
	if (algorithm === 'xor-checksum' && options.xorBlockSize !== undefined) return xorChecksumOf(options.xorBlockSize);
	if (options.length === undefined || !isXof(algorithm)) return HASHERS[algorithm];
	return xofAt(XOFS[algorithm], options.length);
}
/** Without `algorithms` the answer is the original six, exactly as before the toolbox added more. */
export const DEFAULT_ALGORITHMS: readonly HashAlgorithm[] = ['md5', 'sha1', 'sha256', 'sha384', 'sha512', 'sha512-256'];

export type DigestEncoding = 'hex' | 'base64';

/** A digest as text: lower-case hex, or base64 with padding (RFC 4648 section 4). */
export function encodeDigest(digest: Uint8Array, encoding: DigestEncoding): string {
	return encoding === 'base64' ? base64Encode(digest) : bytesToHex(digest);
}

/**
 * A runtime's own digest (OperationContext.digest: the server's OpenSSL) as text in `encoding`;
 * a string is hashed as its UTF-8 bytes (lone surrogates as U+FFFD, as TextEncoder writes them).
 * Null where it lacks the algorithm.
 */
export type NativeDigest = (algorithm: string, data: Uint8Array | string, encoding: DigestEncoding, length?: number) => string | null;

/** Digests of the UTF-8 bytes of `input`, keyed by algorithm, in the order asked. */
export function hashAll(input: string, algorithms: readonly HashAlgorithm[] = DEFAULT_ALGORITHMS, encoding: DigestEncoding = 'hex', options: DigestOptions = {}): Record<string, string> {
	return hashBytes(utf8ToBytes(input), algorithms, encoding, options);
}

/** Digests of `bytes` (a file's, in the app), keyed by algorithm, in the order asked. */
export function hashBytes(bytes: Uint8Array, algorithms: readonly HashAlgorithm[] = DEFAULT_ALGORITHMS, encoding: DigestEncoding = 'hex', options: DigestOptions = {}): Record<string, string> {
	const hashes: Record<string, string> = {};
	for (const algorithm of algorithms) hashes[algorithm] = encodeDigest(hasherOf(algorithm, options)(bytes), encoding);
	return hashes;
}

/**
 * Digests of `text` through a native digest, which reads the text and writes the digest text
 * itself (no UTF-8 copy or hex pass in JavaScript: most of a short hash's cost on the server,
 * docs/performance.md); the operation's own code for an algorithm the runtime lacks. A native
 * digest takes milliseconds even for the largest body, so nothing is sliced.
 */
function hashTextNatively(data: string | Uint8Array, algorithms: readonly HashAlgorithm[], encoding: DigestEncoding, native: NativeDigest, options: DigestOptions): Record<string, string> {
	const hashes: Record<string, string> = {};
	let bytes: Uint8Array | undefined = typeof data === 'string' ? undefined : data;
	for (const algorithm of algorithms) {
		const nativeDigest = native(algorithm, data, encoding, isXof(algorithm) ? (options.length ?? XOF_DEFAULT_LENGTH[algorithm]) : undefined);
		hashes[algorithm] = nativeDigest ?? encodeDigest(hasherOf(algorithm, options)((bytes ??= utf8ToBytes(data as string))), encoding);
	}
	return hashes;
}

/**
 * Digests of a stream of slices (a file read piece by piece): `update` each slice, then `digest`.
 * The caller yields between slices, so a large file never holds the page still.
 */
export function incrementalHashes(algorithms: readonly HashAlgorithm[], options: DigestOptions = {}) {
	const states = algorithms.map((algorithm) => [algorithm, hasherOf(algorithm, options).create()] as const);
	return {
		update(bytes: Uint8Array) {
			for (const [, state] of states) state.update(bytes);
		},
		digest(encoding: DigestEncoding): Record<string, string> {
			return Object.fromEntries(states.map(([algorithm, state]) => [algorithm, encodeDigest(state.digest(), encoding)]));
		}
	};
}

/** Inputs up to this many bytes are hashed at once; longer ones in slices of this size, yielding between them. */
export const SLICE_BYTES = 64 * 1024;

/**
 * `hashAll`, but a long input (up to the 1 MiB body, all twelve algorithms: about a second of CPU
 * on a busy 2-core machine) is hashed in 64 KiB slices with a yield to the event loop after each,
 * so other requests keep their latency. Short inputs answer synchronously, as before.
 */
export function hashText(
	input: string | Uint8Array,
	algorithms: readonly HashAlgorithm[],
	encoding: DigestEncoding,
	native?: NativeDigest,
	options: DigestOptions = {}
): Record<string, string> | Promise<Record<string, string>> {
	if (native) return hashTextNatively(input, algorithms, encoding, native, options);
	const bytes = typeof input === 'string' ? utf8ToBytes(input) : input;
	if (bytes.length <= SLICE_BYTES) return hashBytes(bytes, algorithms, encoding, options);
	return (async () => {
		const state = incrementalHashes(algorithms, options);
		for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
			state.update(bytes.subarray(offset, offset + SLICE_BYTES));
			await new Promise((resolve) => setTimeout(resolve, 0));
		}
		return state.digest(encoding);
	})();
}
