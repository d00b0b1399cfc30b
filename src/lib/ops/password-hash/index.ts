import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { hashMemory, hashPassword, LIMITS, parseHash, verifyPassword } from './password-hash.js';

const ALGORITHMS = ['bcrypt', 'argon2id', 'scrypt'] as const;
const range = (limit: { min: number; max: number }) => integer().min(limit.min).max(limit.max).optional();

export const passwordHash = defineOperation({
	id: 'password-hash',
	group: 'security',
	title: 'Password hash',
	summary: 'Hashes a password for storage with bcrypt, argon2id or scrypt, with a fresh random salt (modular crypt / PHC string).',
	keywords: ['bcrypt', 'argon2', 'argon2id', 'scrypt', 'password hash', 'hash password', 'kdf', 'phc', 'salt', 'crypt'],
	method: 'POST',
	path: '/password-hash',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 10000, detail: 'hashing ran longer than the time limit of 10,000 ms; lower the cost parameters' },
	input: z.object({
		password: stringOfAtMost(LIMITS.password).describe(`The password, UTF-8, at most ${LIMITS.password} characters (bcrypt: at most 72 bytes)`).meta(formHints({ secret: true })),
		algorithm: z.enum(ALGORITHMS).describe('bcrypt, argon2id or scrypt'),
		cost: range(LIMITS.bcryptCost).describe('bcrypt: log2 of the rounds, 4–14, default 10 (ignored by the others)'),
		memory_kib: range(LIMITS.memoryKib).describe('argon2id: memory in KiB, 1024–65536, default 19456 (ignored by the others)'),
		iterations: range(LIMITS.iterations).describe('argon2id: passes over the memory, 1–10, default 2'),
		parallelism: range(LIMITS.parallelism).describe('argon2id: lanes, 1–4, default 1'),
		log_n: range(LIMITS.logN).describe('scrypt: log2 of N, 10–17, default 15 (ignored by the others)'),
		r: range(LIMITS.r).describe('scrypt: block size, 1–8, default 8'),
		p: range(LIMITS.p).describe('scrypt: parallelism, 1–4, default 1; 2^log_n × r × p at most 2^20 (log_n 17, r 8, p 1)'),
		salt: z
			.string()
			.max(100)
			.optional()
			.describe('Only to reproduce a known hash: base64 of the salt (8–64 bytes; bcrypt exactly 16). Leave it out for a fresh random salt, as storage needs')
			.meta(formHints({ monospace: true }))
	}),
	output: z.object({ hash: z.string() }),
	errors: [
		{
			status: 422,
			when: '`password` or `algorithm` missing; a cost outside its range (named); a bcrypt password over 72 bytes; scrypt work 2^log_n × r × p over 2^20; a `salt` that is not base64 of 8–64 bytes (bcrypt: 16)'
		}
	],
	examples: [
		{ name: 'bcrypt, cost 10', input: { password: 'correct horse battery staple', algorithm: 'bcrypt' } },
		{ name: 'argon2id (OWASP minimum)', input: { password: 'correct horse battery staple', algorithm: 'argon2id', memory_kib: 19456, iterations: 2, parallelism: 1 } },
		{ name: 'scrypt, N = 2^15', input: { password: 'correct horse battery staple', algorithm: 'scrypt', log_n: 15 } },
		{ name: 'bcrypt reference vector (fixed salt)', input: { password: 'U*U', algorithm: 'bcrypt', cost: 5, salt: 'EEEEEEEEEEEEEEEEEEEEEA==' } }
	],
	memory: (input) => {
		const { algorithm, ...costs } = input as { algorithm: 'bcrypt' | 'argon2id' | 'scrypt'; memory_kib?: number; log_n?: number; r?: number; p?: number };
		return hashMemory(algorithm, costs);
	},
	run: async (input) => ({ hash: await hashPassword(input.password, input.algorithm, input) })
});

export const passwordHashVerify = defineOperation({
	id: 'password-hash-verify',
	group: 'security',
	title: 'Password hash check',
	summary: 'Checks a password against a bcrypt ($2a$, $2b$, $2y$), argon2id or scrypt hash.',
	keywords: ['bcrypt', 'argon2', 'argon2id', 'scrypt', 'verify password', 'check password', 'compare hash', 'phc'],
	method: 'POST',
	path: '/password-hash/verify',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 10000, detail: 'checking ran longer than the time limit of 10,000 ms; the hash\'s cost parameters are too high for this server' },
	input: z.object({
		password: stringOfAtMost(LIMITS.password).describe(`The password to check, at most ${LIMITS.password} characters`).meta(formHints({ secret: true })),
		hash: stringOfAtMost(LIMITS.hash)
			.describe('A bcrypt ($2a$/$2b$/$2y$) or argon2id / scrypt PHC string; its costs are held to /password-hash\'s maxima')
			.meta(formHints({ monospace: true, placeholder: '$argon2id$v=19$m=19456,t=2,p=1$…' }))
	}),
	output: z.object({ valid: z.boolean(), algorithm: z.enum(ALGORITHMS) }),
	errors: [{ status: 422, when: '`password` or `hash` missing; a hash in no known format, or whose costs exceed the limits of /password-hash' }],
	examples: [
		{ name: 'bcrypt reference vector ($2a$)', input: { password: 'U*U', hash: '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW' } },
		{ name: 'argon2id reference vector', input: { password: 'password', hash: '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4' } }
	],
	// What the hash's own costs need (a hash in no known format is refused before any work).
	memory: (input) => {
		const parsed = parseHash((input as { hash: string }).hash.trim());
		return parsed && parsed.algorithm !== 'bcrypt' ? hashMemory(parsed.algorithm, parsed) : 0;
	},
	run: (input) => verifyPassword(input.password, input.hash)
});

export const operations = [passwordHash, passwordHashVerify];
