/**
 * The bounds of /kdf's inputs and costs (README.md beside this). The API derives in the server's
 * pool of worker threads, so each bound caps the CPU and the memory of one request; every maximum
 * fits the pool's defaults (docs/security.md, "Bounded execution": 256 MiB of declared memory).
 */
export const LIMITS = {
	/** Characters of `password` (and bytes it may stand for). */
	password: 4096,
	/** Hex digits of `salt` and of `info` (1,024 bytes each). */
	hexField: 2048,
	/** Bytes of key (`length`, EVP's `key_length`). */
	length: { min: 1, max: 1024, default: 32 },
	/** PBKDF2: iterations, and iterations × blocks of output (one block is one hash output). */
	iterations: { min: 1, max: 10_000_000, default: 10_000 },
	pbkdf2Work: 10_000_000,
	/** scrypt: log2 N, r, p; r × N bounds the memory (128 × r × N bytes, 128 MiB), N × r × p the time. */
	logN: { min: 1, max: 17, default: 14 },
	r: { min: 1, max: 16, default: 8 },
	p: { min: 1, max: 16, default: 1 },
	scryptMemoryBlocks: 2 ** 20,
	scryptWork: 2 ** 22,
	/** argon2id (RFC 9106): memory in KiB (at least 8 × parallelism), passes, lanes; tag of at least 4 bytes, salt of at least 8. */
	memoryKib: { min: 8, max: 65536, default: 19456 },
	passes: { min: 1, max: 10, default: 2 },
	parallelism: { min: 1, max: 4, default: 1 },
	argon2MinLength: 4,
	argon2MinSalt: 8,
	/** EVP_BytesToKey: IV bytes. */
	ivLength: { min: 0, max: 64, default: 16 }
} as const;

export const ALGORITHMS = ['pbkdf2', 'hkdf', 'scrypt', 'argon2id', 'evp-bytes-to-key'] as const;
export type KdfAlgorithm = (typeof ALGORITHMS)[number];
export const HASHES = ['sha1', 'sha256', 'sha512', 'md5'] as const;
export type KdfHash = (typeof HASHES)[number];

/** Bytes of each hash's output (one PBKDF2 block). */
export const HASH_BYTES: Record<KdfHash, number> = { md5: 16, sha1: 20, sha256: 32, sha512: 64 };

/** The hash each algorithm uses when none is given: SHA-256, except EVP's MD5 (what `openssl enc -md md5` and crypto-js use). */
export const defaultHash = (algorithm: KdfAlgorithm): KdfHash => (algorithm === 'evp-bytes-to-key' ? 'md5' : 'sha256');

/**
 * Bytes a derivation holds outside the JavaScript heap while it runs (OperationDefinition.memory):
 * scrypt's V of 128 × r × N bytes beside B of 128 × r × p, argon2id's memory_kib KiB (WebAssembly
 * memory); PBKDF2, HKDF and EVP hold a few hash states.
 */
export function kdfMemory(input: { algorithm?: string; log_n?: number; r?: number; p?: number; memory_kib?: number }): number {
	if (input.algorithm === 'scrypt') {
		const r = input.r ?? LIMITS.r.default;
		const n = 2 ** (input.log_n ?? LIMITS.logN.default);
		// Parameters past the module's own bounds are refused before anything is allocated, with the
		// same 422 as in the worker: they declare nothing, rather than the pool's budget refusal.
		if (r * n > LIMITS.scryptMemoryBlocks) return 0;
		return 128 * r * n + 128 * r * (input.p ?? LIMITS.p.default);
	}
	if (input.algorithm === 'argon2id') return (input.memory_kib ?? LIMITS.memoryKib.default) * 1024;
	return 0;
}
