import { blake2b, blake2s } from '@noble/hashes/blake2.js';
import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512, sha512_256 } from '@noble/hashes/sha2.js';
import { sha3_256, sha3_384, sha3_512 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base64Encode } from '../_shared/base64.js';
import { crc32 } from './crc32.js';

/** What every algorithm offers: a one-shot digest and an incremental one (files are hashed in slices). */
interface Hasher {
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
	crc32
} as const satisfies Record<string, Hasher>;

export type HashAlgorithm = keyof typeof HASHERS;
export const ALGORITHMS = Object.keys(HASHERS) as HashAlgorithm[];
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
export type NativeDigest = (algorithm: string, data: Uint8Array | string, encoding: DigestEncoding) => string | null;

/** Digests of the UTF-8 bytes of `input`, keyed by algorithm, in the order asked. */
export function hashAll(input: string, algorithms: readonly HashAlgorithm[] = DEFAULT_ALGORITHMS, encoding: DigestEncoding = 'hex'): Record<string, string> {
	return hashBytes(utf8ToBytes(input), algorithms, encoding);
}

/** Digests of `bytes` (a file's, in the app), keyed by algorithm, in the order asked. */
export function hashBytes(bytes: Uint8Array, algorithms: readonly HashAlgorithm[] = DEFAULT_ALGORITHMS, encoding: DigestEncoding = 'hex'): Record<string, string> {
	const hashes: Record<string, string> = {};
	for (const algorithm of algorithms) hashes[algorithm] = encodeDigest(HASHERS[algorithm](bytes), encoding);
	return hashes;
}

/**
 * Digests of `text` through a native digest, which reads the text and writes the digest text
 * itself (no UTF-8 copy or hex pass in JavaScript: most of a short hash's cost on the server,
 * docs/performance.md); the operation's own code for an algorithm the runtime lacks. A native
 * digest takes milliseconds even for the largest body, so nothing is sliced.
 */
function hashTextNatively(text: string, algorithms: readonly HashAlgorithm[], encoding: DigestEncoding, native: NativeDigest): Record<string, string> {
	const hashes: Record<string, string> = {};
	let bytes: Uint8Array | undefined;
	for (const algorithm of algorithms) hashes[algorithm] = native(algorithm, text, encoding) ?? encodeDigest(HASHERS[algorithm]((bytes ??= utf8ToBytes(text))), encoding);
	return hashes;
}

/**
 * Digests of a stream of slices (a file read piece by piece): `update` each slice, then `digest`.
 * The caller yields between slices, so a large file never holds the page still.
 */
export function incrementalHashes(algorithms: readonly HashAlgorithm[]) {
	const states = algorithms.map((algorithm) => [algorithm, HASHERS[algorithm].create()] as const);
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
	input: string,
	algorithms: readonly HashAlgorithm[],
	encoding: DigestEncoding,
	native?: NativeDigest
): Record<string, string> | Promise<Record<string, string>> {
	if (native) return hashTextNatively(input, algorithms, encoding, native);
	const bytes = utf8ToBytes(input);
	if (bytes.length <= SLICE_BYTES) return hashBytes(bytes, algorithms, encoding);
	return (async () => {
		const state = incrementalHashes(algorithms);
		for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
			state.update(bytes.subarray(offset, offset + SLICE_BYTES));
			await new Promise((resolve) => setTimeout(resolve, 0));
		}
		return state.digest(encoding);
	})();
}
