import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { decodeBytesFrom, inputEncoding } from '../_shared/bytes-io.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { ALGORITHMS, defaultHash, HASHES, kdfMemory, LIMITS } from './limits.js';

// The hash functions, WebAssembly and WebCrypto calls load on the first derivation, not with the registry.
const logic = lazyModule(() => import('./kdf.js'));

const range = (limit: { min: number; max: number }) => integer().min(limit.min).max(limit.max).optional();
const hexText = (what: string) =>
	stringOfAtMost(LIMITS.hexField)
		.optional()
		.describe(`${what}, hex (whitespace ignored); default empty; at most ${LIMITS.hexField.toLocaleString('en-US')} hex digits`)
		.meta(formHints({ monospace: true }));
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export const kdf = defineOperation({
	id: 'kdf',
	group: 'security',
	title: 'Key derivation (KDF)',
	summary: 'Derives a raw key from a password and salt with PBKDF2, HKDF, scrypt, argon2id or OpenSSL\'s EVP_BytesToKey (key and IV).',
	keywords: [
		'kdf',
		'key derivation',
		'derive key',
		'Derive PBKDF2 key',
		'Derive HKDF key',
		'Derive EVP key',
		'pbkdf2',
		'hkdf',
		'scrypt',
		'argon2',
		'argon2id',
		'EVP_BytesToKey',
		'openssl enc',
		'rfc 8018',
		'rfc 5869',
		'rfc 7914',
		'rfc 9106'
	],
	method: 'POST',
	path: '/kdf',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 10000, detail: 'the derivation ran longer than the time limit of 10,000 ms; lower the cost parameters' },
	input: z.object({
		algorithm: z.enum(ALGORITHMS).describe('pbkdf2 (RFC 8018), hkdf (RFC 5869), scrypt (RFC 7914), argon2id (RFC 9106) or evp-bytes-to-key (OpenSSL, count 1)'),
		password: stringOfAtMost(LIMITS.password)
			.describe(`The password (HKDF: the input keying material), written as \`password_encoding\` says; at most ${LIMITS.password.toLocaleString('en-US')} characters`)
			.meta(formHints({ secret: true })),
		password_encoding: inputEncoding('password'),
		salt: hexText('The salt (argon2id: at least 8 bytes; EVP: usually 8, as openssl enc writes it)'),
		hash: z.enum(HASHES).optional().describe('pbkdf2 and hkdf: sha1, sha256 (default) or sha512; evp-bytes-to-key: md5 (default), sha1, sha256 or sha512'),
		length: range(LIMITS.length).describe(
			'Bytes of key, 1–1,024, default 32 (pbkdf2, hkdf, scrypt, argon2id; argon2id at least 4). pbkdf2: iterations × ceil(length / hash bytes) at most 10,000,000'
		),
		iterations: range(LIMITS.iterations).describe('pbkdf2: 1–10,000,000, default 10,000 (as openssl enc -pbkdf2); argon2id: passes over the memory, 1–10, default 2'),
		info: hexText('hkdf: the context and application info'),
		log_n: range(LIMITS.logN).describe('scrypt: log2 of the cost N, 1–17, default 14 (N = 16,384)'),
		r: range(LIMITS.r).describe('scrypt: block size, 1–16, default 8; memory 128 × r × N bytes, at most 128 MiB'),
		p: range(LIMITS.p).describe('scrypt: parallelism, 1–16, default 1; N × r × p at most 4,194,304'),
		memory_kib: range(LIMITS.memoryKib).describe('argon2id: memory in KiB, 8–65,536 (64 MiB) and at least 8 × parallelism, default 19,456 (19 MiB)'),
		parallelism: range(LIMITS.parallelism).describe('argon2id: lanes, 1–4, default 1'),
		key_length: range(LIMITS.length).describe('evp-bytes-to-key: bytes of key, 1–1,024, default 32 (AES-256)'),
		iv_length: integer().min(LIMITS.ivLength.min).max(LIMITS.ivLength.max).optional().describe('evp-bytes-to-key: bytes of IV, 0–64, default 16 (AES-CBC)')
	}),
	output: z.object({
		algorithm: z.enum(ALGORITHMS),
		key: z.string().describe('The derived key, hex (lower case)'),
		iv: z.string().optional().describe('evp-bytes-to-key: the IV, hex (empty for iv_length 0)'),
	}),
	errors: [
		{
			status: 422,
			when: '`algorithm` or `password` missing; `password` over 4,096 characters or not in `password_encoding`; `salt` or `info` not hex or over 2,048 digits; a cost outside its range (named); md5 for pbkdf2 or hkdf; pbkdf2 iterations × blocks over 10,000,000; scrypt 128 × r × N over 128 MiB or N × r × p over 2^22; argon2id passes over 10, memory under 8 × parallelism, length under 4 or salt under 8 bytes; hkdf length over 255 × the hash length'
		}
	],
	examples: [
		{ name: 'PBKDF2-SHA256, 10,000 iterations', input: { algorithm: 'pbkdf2', password: 'password', salt: '73616c74', hash: 'sha256', iterations: 10000, length: 32 } },
		{ name: 'HKDF-SHA256 (RFC 5869 test case 1)', input: { algorithm: 'hkdf', password: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', password_encoding: 'hex', salt: '000102030405060708090a0b0c', info: 'f0f1f2f3f4f5f6f7f8f9', length: 42 } },
		{ name: 'scrypt, N = 16,384', input: { algorithm: 'scrypt', password: 'password', salt: '4e61436c', log_n: 14, r: 8, p: 1, length: 32 } },
		{ name: 'argon2id, 19 MiB', input: { algorithm: 'argon2id', password: 'password', salt: '736f6d6573616c74', memory_kib: 19456, iterations: 2, parallelism: 1, length: 32 } },
		{ name: 'EVP_BytesToKey (openssl enc -md md5)', input: { algorithm: 'evp-bytes-to-key', password: 'secret', salt: '0102030405060708', hash: 'md5', key_length: 32, iv_length: 16 } }
	],
	memory: (input) => kdfMemory(input as Parameters<typeof kdfMemory>[0]),
	prepare: logic.load,
	async run(input) {
		const { argon2idKey, checkHash, evpBytesToKey, hkdfKey, MAC_HASHES, pbkdf2Key, scryptKey } = logic.get();
		const password = decodeBytesFrom(input.password, input.password_encoding, 'password', LIMITS.password);
		const salt = decodeBytesFrom(input.salt ?? '', 'hex', 'salt');
		const hash = input.hash ?? defaultHash(input.algorithm);
		const length = input.length ?? LIMITS.length.default;
		const done = (key: Uint8Array, iv?: Uint8Array) => ({
			algorithm: input.algorithm,
			key: hex(key),
			...(iv ? { iv: hex(iv) } : {})
		});
		switch (input.algorithm) {
			case 'pbkdf2':
				checkHash(hash, 'pbkdf2', MAC_HASHES);
				return done(await pbkdf2Key(password, salt, hash as (typeof MAC_HASHES)[number], input.iterations ?? LIMITS.iterations.default, length));
			case 'hkdf': {
				checkHash(hash, 'hkdf', MAC_HASHES);
				const info = decodeBytesFrom(input.info ?? '', 'hex', 'info');
				return done(hkdfKey(password, salt, info, hash as (typeof MAC_HASHES)[number], length));
			}
			case 'scrypt':
				return done(await scryptKey(password, salt, input.log_n ?? LIMITS.logN.default, input.r ?? LIMITS.r.default, input.p ?? LIMITS.p.default, length));
			case 'argon2id':
				return done(
					await argon2idKey(
						password,
						salt,
						input.memory_kib ?? LIMITS.memoryKib.default,
						input.iterations ?? LIMITS.passes.default,
						input.parallelism ?? LIMITS.parallelism.default,
						length
					)
				);
			case 'evp-bytes-to-key': {
				const { key, iv } = evpBytesToKey(password, salt, hash, input.key_length ?? LIMITS.length.default, input.iv_length ?? LIMITS.ivLength.default);
				return done(key, iv);
			}
		}
	}
});

export const operations = [kdf];
