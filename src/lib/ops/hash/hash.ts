import { md5, sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha384, sha512, sha512_256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The contract's algorithms, in its order. One pure-JS implementation (noble) serves Node and the
 * browser: WebCrypto has no MD5 and no SHA-512/256, and one code path gives identical answers.
 */
export const HASHERS = {
	md5,
	sha1,
	sha256,
	sha384,
	sha512,
	'sha512-256': sha512_256
} as const;

export type HashAlgorithm = keyof typeof HASHERS;
export const ALGORITHMS = Object.keys(HASHERS) as HashAlgorithm[];

/** Lowercase hex digests of the UTF-8 bytes of `input`, keyed by algorithm, in the order asked. */
export function hashAll(input: string, algorithms: readonly HashAlgorithm[] = ALGORITHMS): Record<string, string> {
	const bytes = utf8ToBytes(input);
	const hashes: Record<string, string> = {};
	for (const algorithm of algorithms) hashes[algorithm] = bytesToHex(HASHERS[algorithm](bytes));
	return hashes;
}
