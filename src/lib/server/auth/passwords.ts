import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { MAX_STRENGTH_LENGTH } from '../../ops/password/index.js';
import { checkStrength } from '../../ops/password/strength.js';

/** Shortest accepted password, in characters (NIST SP 800-63B asks for at least 8; we ask 10). */
export const MIN_PASSWORD_CHARS = 10;
/** Longest accepted password, in UTF-8 bytes: bounds the work one request can ask of the hash. */
export const MAX_PASSWORD_BYTES = 1024;

/** Argon2id's cost: memory in KiB, passes, lanes. */
export interface Argon2Params {
	m: number;
	t: number;
	p: number;
}

/**
 * Today's parameters: Argon2id with m = 19 MiB, t = 2, p = 1, OWASP's first choice and its
 * minimum (Password Storage Cheat Sheet; about 30 ms per hash here, in libuv's threads, not on
 * the event loop). They are stored with every hash (the PHC string format), so raising them later
 * makes new and re-hashed passwords stronger while old hashes keep verifying.
 */
export const CURRENT_PARAMS: Argon2Params = { m: 19456, t: 2, p: 1 };

/**
 * The earlier scheme, still verified: scrypt N = 2^15, r = 8, p = 1 (below OWASP's N = 2^17).
 * A password stored that way is re-hashed with Argon2id at its next sign-in (`needsRehash`).
 */
export interface ScryptParams {
	/** log2 of the CPU/memory cost N. */
	ln: number;
	r: number;
	p: number;
}

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptParams): Promise<Buffer> {
	// maxmem: scrypt needs 128·N·r bytes; Node's 32 MiB default is exactly N = 2^15 and refuses it.
	const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r + 1024 * 1024 };
	return new Promise((resolve, reject) =>
		scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key)))
	);
}
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** The argon2 binding, loaded with the first sign-up or sign-in rather than at start (docs/performance.md, "Lean server"). */
let argon2Binding: Promise<typeof import('argon2')> | undefined;
function loadArgon2(): Promise<typeof import('argon2')> {
	return (argon2Binding ??= import('argon2').catch((err) => {
		argon2Binding = undefined;
		throw err;
	}));
}

/**
 * A self-describing Argon2id hash in the PHC string format:
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>` (base64 without padding, a 16-byte salt, a 32-byte
 * key). The password is NFC-normalised first, so the same characters typed on different systems
 * give the same hash.
 */
export async function hashPassword(password: string, params: Argon2Params = CURRENT_PARAMS): Promise<string> {
	const argon2 = await loadArgon2();
	const salt = randomBytes(SALT_BYTES);
	const options = { type: argon2.argon2id, memoryCost: params.m, timeCost: params.t, parallelism: params.p, hashLength: KEY_BYTES, salt, raw: true } as const;
	const key = await argon2.hash(password.normalize('NFC'), options);
	return argon2String(params, salt, key);
}

/** The PHC string of an Argon2id hash, parameters in the reference order (m, t, p). */
function argon2String({ m, t, p }: Argon2Params, salt: Buffer, key: Buffer): string {
	return `$argon2id$v=19$m=${m},t=${t},p=${p}$${b64(salt)}$${b64(key)}`;
}

/** An scrypt hash in the earlier format, `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (what older accounts hold; tests). */
export async function hashPasswordScrypt(password: string, params: ScryptParams = { ln: 15, r: 8, p: 1 }): Promise<string> {
	const salt = randomBytes(SALT_BYTES);
	const key = await derive(password, salt, params);
	return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

export type ParsedHash =
	| { scheme: 'argon2id'; params: Argon2Params; salt: Buffer; key: Buffer }
	| { scheme: 'scrypt'; params: ScryptParams; salt: Buffer; key: Buffer };

/**
 * Parses a stored hash; null when it is not one of ours. Parameters no hash of ours has are
 * refused, so a tampered row cannot ask for gigabytes of memory or minutes of work.
 */
export function parseHash(stored: string): ParsedHash | null {
	const a = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
	if (a) {
		const params = { m: Number(a[1]), t: Number(a[2]), p: Number(a[3]) };
		if (params.m < 8 * params.p || params.m > 262_144 || params.t < 1 || params.t > 10 || params.p < 1 || params.p > 8) return null;
		const salt = Buffer.from(a[4], 'base64');
		const key = Buffer.from(a[5], 'base64');
		if (salt.length < 8 || salt.length > 64 || key.length < 16 || key.length > 64) return null;
		return { scheme: 'argon2id', params, salt, key };
	}
	const s = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
	if (!s) return null;
	const params = { ln: Number(s[1]), r: Number(s[2]), p: Number(s[3]) };
	if (params.ln < 10 || params.ln > 22 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
	return { scheme: 'scrypt', params, salt: Buffer.from(s[4], 'base64'), key: Buffer.from(s[5], 'base64') };
}

/** True when `password` matches `stored` (Argon2id, or the earlier scrypt); compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const parsed = parseHash(stored);
	if (!parsed) return false;
	const normalized = password.normalize('NFC');
	if (parsed.scheme === 'scrypt') {
		const key = await derive(normalized, parsed.salt, parsed.params);
		return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
	}
	const { m, t, p } = parsed.params;
	const argon2 = await loadArgon2();
	const options = { type: argon2.argon2id, memoryCost: m, timeCost: t, parallelism: p, hashLength: parsed.key.length, salt: parsed.salt, raw: true } as const;
	const key = await argon2.hash(normalized, options);
	return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when `stored` is an scrypt hash or has weaker Argon2id parameters than today's (re-hash at the next sign-in). */
export function needsRehash(stored: string): boolean {
	const parsed = parseHash(stored);
	if (!parsed || parsed.scheme === 'scrypt') return true;
	const { m, t, p } = parsed.params;
	return m < CURRENT_PARAMS.m || t < CURRENT_PARAMS.t || p < CURRENT_PARAMS.p;
}

let dummy: Promise<string> | null = null;
/**
 * Spends the time of one verification when there is no account or no password, so that the
 * answer time does not tell whether an address is registered.
 */
export async function verifyNothing(password: string): Promise<false> {
	dummy ??= hashPassword('utilkit-dummy-password');
	await verifyPassword(password, await dummy);
	return false;
}

/** The lowest zxcvbn score a new password may have (0–4; 3: "safely unguessable", in zxcvbn's words). */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Why a new password is too easy to guess, or null: zxcvbn's score (the model of `/password/strength`,
 * with the account's e-mail as a word the password must not be built on) under MIN_PASSWORD_SCORE.
 * Only the first 64 characters are rated (the tool's bound; zxcvbn's work grows with length): a
 * longer password scores at least what its start does. Call after `passwordProblem`.
 */
export async function weakPasswordProblem(password: string, userInputs: string[]): Promise<string | null> {
	const strength = await checkStrength(password.slice(0, MAX_STRENGTH_LENGTH), userInputs);
	if (strength.score >= MIN_PASSWORD_SCORE) return null;
	const why = [strength.warning, ...strength.suggestions].filter(Boolean).join(' ');
	return `password is too easy to guess (zxcvbn score ${strength.score} of 4, at least ${MIN_PASSWORD_SCORE} is needed)${why ? `: ${why}` : ''}`;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: unknown): string | null {
	if (typeof password !== 'string') return 'password must be a string';
	if ([...password.normalize('NFC')].length < MIN_PASSWORD_CHARS) {
		return `password must be at least ${MIN_PASSWORD_CHARS} characters long`;
	}
	if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) return `password must be at most ${MAX_PASSWORD_BYTES} bytes long`;
	return null;
}

function b64(buf: Buffer): string {
	return buf.toString('base64').replace(/=+$/, '');
}
