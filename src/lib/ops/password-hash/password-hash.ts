import { argon2idAsync } from '@noble/hashes/argon2.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import bcrypt from 'bcryptjs';
import { base64Encode } from '../_shared/base64.js';
import { errors } from './errors.js';
import { parseHash } from './parse-hash.js';

export { parseHash, type ParsedHash } from './parse-hash.js';

/**
 * The cost limits (docs/spec/toolbox.md, /password-hash). The API computes these in the server
 * process, so each is a cap on CPU and memory per request; docs/performance.md has what the
 * maxima cost. Verification applies the same maxima to the parameters a hash carries.
 */
export const LIMITS = {
	bcryptCost: { min: 4, max: 14, default: 10 },
	memoryKib: { min: 1024, max: 65536, default: 19456 },
	iterations: { min: 1, max: 10, default: 2 },
	parallelism: { min: 1, max: 4, default: 1 },
	logN: { min: 10, max: 17, default: 15 },
	r: { min: 1, max: 8, default: 8 },
	p: { min: 1, max: 4, default: 1 },
	/** scrypt's work is 2^log_n × r × p blocks: at most that of log_n 17, r 8, p 1 (128 MiB of memory, once). */
	scryptWork: 2 ** 17 * 8,
	/** bcrypt reads only 72 bytes of a password; a longer one is refused, not silently cut. */
	bcryptBytes: 72,
	password: 4096,
	hash: 1024
} as const;

/** Bytes of salt and of derived key in the PHC strings this makes (RFC 9106 section 4: a 16-byte salt, a 32-byte tag). */
const SALT_BYTES = 16;
const KEY_BYTES = 32;

export type PasswordAlgorithm = 'bcrypt' | 'argon2id' | 'scrypt';

export interface HashOptions {
	cost?: number;
	memory_kib?: number;
	iterations?: number;
	parallelism?: number;
	log_n?: number;
	r?: number;
	p?: number;
	/** base64 of the salt, to reproduce a known hash; absent (the default): 16 fresh random bytes. */
	salt?: string;
}

/** The salt asked for, as bytes: base64 (standard or URL-safe, padding optional) of 8 to 64 bytes, exactly 16 for bcrypt. */
function chosenSalt(salt: string | undefined, algorithm: PasswordAlgorithm): Uint8Array {
	if (salt === undefined) return randomSalt();
	const bytes = phcBase64Decode(salt.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
	if (!bytes) throw errors.error('salt_not_base64', {}, { field: 'salt' });
	if (algorithm === 'bcrypt' ? bytes.length !== 16 : bytes.length < 8 || bytes.length > 64) {
		throw errors.error(algorithm === 'bcrypt' ? 'salt_bcrypt' : 'salt_length', { got: bytes.length }, { field: 'salt' });
	}
	return bytes;
}

/** base64 without padding, as the PHC string format writes salts and hashes. */
function phcBase64(bytes: Uint8Array): string {
	return base64Encode(bytes).replace(/=+$/, '');
}

function phcBase64Decode(text: string): Uint8Array | null {
	if (!/^[A-Za-z0-9+/]*$/.test(text) || text.length % 4 === 1) return null;
	const binary = atob(text + '='.repeat((4 - (text.length % 4)) % 4));
	return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function randomSalt(): Uint8Array {
	return crypto.getRandomValues(new Uint8Array(SALT_BYTES));
}

/** Compares two byte strings in time that depends on their length only. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
	if (a.length !== b.length) return false;
	let diff = 0;
	for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
	return diff === 0;
}

/** The argon2id tag (RFC 9106): noble's async variant, which yields to the event loop every few milliseconds. */
export function argon2idTag(password: Uint8Array, salt: Uint8Array, m: number, t: number, p: number, dkLen = KEY_BYTES, extra: { key?: Uint8Array; personalization?: Uint8Array } = {}): Promise<Uint8Array> {
	return argon2idAsync(password, salt, { m, t, p, dkLen, asyncTick: 10, ...extra });
}

/** The scrypt key (RFC 7914): noble's async variant, which yields every few milliseconds. */
export function scryptKey(password: Uint8Array, salt: Uint8Array, logN: number, r: number, p: number, dkLen = KEY_BYTES): Promise<Uint8Array> {
	return scryptAsync(password, salt, { N: 2 ** logN, r, p, dkLen, asyncTick: 10, maxmem: 2 ** 30 });
}

/**
 * Bytes a hash with these costs holds while it is computed, outside the JavaScript heap (noble's
 * typed arrays): argon2id's memory_kib, scrypt's 128 × r × N bytes of V beside 128 × r × p of B;
 * bcrypt's 4 KiB of state is nothing beside them. What the server's memory budget counts
 * (OperationDefinition.memory).
 */
export function hashMemory(algorithm: PasswordAlgorithm, options: Pick<HashOptions, 'memory_kib' | 'log_n' | 'r' | 'p'>): number {
	if (algorithm === 'argon2id') return (options.memory_kib ?? LIMITS.memoryKib.default) * 1024;
	if (algorithm === 'scrypt') {
		const r = options.r ?? LIMITS.r.default;
		return 128 * r * 2 ** (options.log_n ?? LIMITS.logN.default) + 128 * r * (options.p ?? LIMITS.p.default);
	}
	return 0;
}

/** Hashes `password` with `algorithm` and the costs given (defaults above); the limits were checked by the schema. */
export async function hashPassword(password: string, algorithm: PasswordAlgorithm, options: HashOptions = {}): Promise<string> {
	const bytes = utf8ToBytes(password);
	if (algorithm === 'bcrypt') {
		if (bytes.length > LIMITS.bcryptBytes) {
			throw errors.error('bcrypt_length', { max: LIMITS.bcryptBytes, got: bytes.length }, { field: 'password' });
		}
		const cost = options.cost ?? LIMITS.bcryptCost.default;
		// bcryptjs's async hash works in slices of at most 100 ms and yields between them.
		if (options.salt === undefined) return bcrypt.hash(password, cost);
		const setting = `$2b$${String(cost).padStart(2, '0')}$${bcrypt.encodeBase64(chosenSalt(options.salt, 'bcrypt'), 16)}`;
		return bcrypt.hash(password, setting);
	}
	const salt = chosenSalt(options.salt, algorithm);
	if (algorithm === 'argon2id') {
		const m = options.memory_kib ?? LIMITS.memoryKib.default;
		const t = options.iterations ?? LIMITS.iterations.default;
		const p = options.parallelism ?? LIMITS.parallelism.default;
		const tag = await argon2idTag(bytes, salt, m, t, p);
		return `$argon2id$v=19$m=${m},t=${t},p=${p}$${phcBase64(salt)}$${phcBase64(tag)}`;
	}
	const logN = options.log_n ?? LIMITS.logN.default;
	const r = options.r ?? LIMITS.r.default;
	const p = options.p ?? LIMITS.p.default;
	checkScryptWork(logN, r, p, 'log_n');
	const key = await scryptKey(bytes, salt, logN, r, p);
	return `$scrypt$ln=${logN},r=${r},p=${p}$${phcBase64(salt)}$${phcBase64(key)}`;
}

function checkScryptWork(logN: number, r: number, p: number, field: string) {
	if (2 ** logN * r * p > LIMITS.scryptWork) {
		throw errors.error('scrypt_work', { work: 2 ** logN * r * p, max: LIMITS.scryptWork }, { field });
	}
}

/** The salt and hash parts of a PHC string as bytes; 422 naming `hash` when they are not base64 of a sensible length. */
function saltAndHash(parsed: { salt: string; hash: string }): { salt: Uint8Array; expected: Uint8Array } {
	const salt = phcBase64Decode(parsed.salt);
	const expected = phcBase64Decode(parsed.hash);
	if (!salt || salt.length < 8 || salt.length > 64) throw errors.error('hash_salt', {}, HASH);
	if (!expected || expected.length < 16 || expected.length > 128) throw errors.error('hash_part', {}, HASH);
	return { salt, expected };
}

const HASH = { field: 'hash' };
const above = (what: string, value: number, max: number) => errors.error('above', { what, value, max }, HASH);

/**
 * Whether `password` matches `hash`. The parameters a hash carries are held to the limits of
 * hashing (a hash is input too: `m=4194304` would cost 4 GiB); a string in no known format, or
 * whose parameters or parts are invalid, is 422 naming `hash`.
 */
export async function verifyPassword(password: string, hash: string): Promise<{ valid: boolean; algorithm: PasswordAlgorithm }> {
	const parsed = parseHash(hash.trim());
	if (!parsed) throw errors.error('unknown_format', {}, HASH);
	const bytes = utf8ToBytes(password);
	if (parsed.algorithm === 'bcrypt') {
		if (parsed.cost < LIMITS.bcryptCost.min) throw errors.error('bcrypt_cost_low', { cost: parsed.cost, min: LIMITS.bcryptCost.min }, HASH);
		if (parsed.cost > LIMITS.bcryptCost.max) throw above('bcrypt cost', parsed.cost, LIMITS.bcryptCost.max);
		// bcryptjs reads $2a$, $2b$ and $2y$ alike (the same algorithm for passwords of under 255 bytes).
		const valid = await bcrypt.compare(password, hash.trim());
		return { valid, algorithm: 'bcrypt' };
	}
	if (parsed.algorithm === 'argon2id') {
		const { version, memory_kib: m, iterations: t, parallelism: p } = parsed;
		if (version !== 19) throw errors.error('argon2_version', { version }, HASH);
		if (m > LIMITS.memoryKib.max) throw above('memory m', m, LIMITS.memoryKib.max);
		if (t > LIMITS.iterations.max) throw above('iterations t', t, LIMITS.iterations.max);
		if (p > LIMITS.parallelism.max) throw above('parallelism p', p, LIMITS.parallelism.max);
		if (t < 1 || p < 1 || m < 8 * p) throw errors.error('argon2_params', {}, HASH);
		const { salt, expected } = saltAndHash(parsed);
		const tag = await argon2idTag(bytes, salt, m, t, p, expected.length);
		return { valid: equalBytes(tag, expected), algorithm: 'argon2id' };
	}
	const { log_n: logN, r, p } = parsed;
	if (logN < 1 || r < 1 || p < 1) throw errors.error('scrypt_params', {}, HASH);
	if (logN > LIMITS.logN.max) throw above('scrypt ln', logN, LIMITS.logN.max);
	if (r > LIMITS.r.max) throw above('scrypt r', r, LIMITS.r.max);
	if (p > LIMITS.p.max) throw above('scrypt p', p, LIMITS.p.max);
	checkScryptWork(logN, r, p, 'hash');
	const { salt, expected } = saltAndHash(parsed);
	const key = await scryptKey(bytes, salt, logN, r, p, expected.length);
	return { valid: equalBytes(key, expected), algorithm: 'scrypt' };
}
