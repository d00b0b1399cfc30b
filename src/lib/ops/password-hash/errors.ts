import { catalog } from '../../engine/words.js';

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * `what` in `above` is one of a hash's parameters as this text names them (`bcrypt cost`,
 * `memory m`, `iterations t`, `parallelism p`, `scrypt ln`, `scrypt r`, `scrypt p`).
 */
export const errors = catalog('password-hash', {
	salt_not_base64: 'not base64',
	salt_bcrypt: ({ got }: { got: number }) => `bcrypt takes exactly 16 bytes, this is ${got}`,
	salt_length: ({ got }: { got: number }) => `8 to 64 bytes, this is ${got}`,
	bcrypt_length: ({ max, got }: { max: number; got: number }) =>
		`bcrypt uses at most ${max} bytes of a password and this one has ${got} (UTF-8); use argon2id or scrypt for longer ones`,
	scrypt_work: ({ work, max }: { work: number; max: number }) => `scrypt work 2^log_n × r × p is ${work}, more than the limit ${max} (log_n 17, r 8, p 1)`,
	hash_salt: 'the salt is not 8 to 64 bytes of base64',
	hash_part: 'the hash part is not 16 to 128 bytes of base64',
	above: ({ what, value, max }: { what: string; value: number; max: number }) => `${what} ${value} is above the limit ${max}`,
	unknown_format: 'not a bcrypt ($2a$, $2b$, $2y$), argon2id or scrypt PHC string',
	bcrypt_cost_low: ({ cost, min }: { cost: number; min: number }) => `bcrypt cost ${cost} is below ${min}`,
	argon2_version: ({ version }: { version: number }) => `argon2 version ${version} is not supported (19 is)`,
	argon2_params: 'argon2 needs t ≥ 1, p ≥ 1 and m ≥ 8 × p',
	scrypt_params: 'scrypt needs ln ≥ 1, r ≥ 1 and p ≥ 1'
});
