import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('kdf', {
	hash_for: ({ hash, algorithm, allowed }: { hash: string; algorithm: string; allowed: string }) => `${hash} is not a hash for ${algorithm}; use ${allowed}`,
	pbkdf2_work: ({ work, max }: { work: number; max: number }) =>
		`iterations × output blocks is ${work.toLocaleString('en-US')}, over the limit of ${max.toLocaleString('en-US')}; lower the iterations or the length`,
	scrypt_memory: ({ bytes, max }: { bytes: number; max: number }) =>
		`scrypt would need 128 × r × 2^log_n = ${bytes.toLocaleString('en-US')} bytes of memory, over the limit of ${max.toLocaleString('en-US')} (128 MiB)`,
	scrypt_work: ({ work, max }: { work: number; max: number }) => `2^log_n × r × p is ${work.toLocaleString('en-US')}, over the limit of ${max.toLocaleString('en-US')}`,
	argon2_passes: ({ max }: { max: number }) => `must be at most ${max} for argon2id (passes over the memory)`,
	argon2_memory: ({ min }: { min: number }) => `must be at least 8 × parallelism = ${min} KiB for argon2id`,
	argon2_length: ({ min }: { min: number }) => `must be at least ${min} bytes for argon2id`,
	argon2_salt: ({ min, got }: { min: number; got: number }) => `must be at least ${min} bytes for argon2id, got ${got}`
});
