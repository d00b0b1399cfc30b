import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Shortest accepted password, in characters (NIST SP 800-63B asks for at least 8; we ask 10). */
export const MIN_PASSWORD_CHARS = 10;
/** Longest accepted password, in UTF-8 bytes: bounds the work one request can ask of scrypt. */
export const MAX_PASSWORD_BYTES = 1024;

export interface ScryptParams {
	/** log2 of the CPU/memory cost N. */
	ln: number;
	r: number;
	p: number;
}

/**
 * Today's parameters: N = 2^15, r = 8, p = 1 (32 MiB and about 50–100 ms per hash; OWASP's
 * scrypt minimum is N = 2^17 with r = 8 at p = 1 *or* an equivalent trade, and RFC 7914's
 * interactive example is N = 2^14). They are stored with every hash, so raising them later only
 * makes new and re-hashed passwords stronger; old hashes keep verifying.
 */
export const CURRENT_PARAMS: ScryptParams = { ln: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptParams): Promise<Buffer> {
	// maxmem: scrypt needs 128·N·r bytes; Node's 32 MiB default is exactly N = 2^15 and refuses it.
	const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r + 1024 * 1024 };
	return new Promise((resolve, reject) =>
		scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key)))
	);
}

/**
 * A self-describing hash in the PHC string format: `$scrypt$ln=15,r=8,p=1$<salt>$<key>`
 * (base64 without padding). The password is NFC-normalised first, so the same characters typed
 * on different systems give the same hash.
 */
export async function hashPassword(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<string> {
	const salt = randomBytes(SALT_BYTES);
	const key = await derive(password, salt, params);
	return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

/** Parses a stored hash; null when it is not one of ours. */
export function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
	const m = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
	if (!m) return null;
	const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
	// Refuse parameters no hash of ours has, so a tampered row cannot ask for gigabytes.
	if (params.ln < 10 || params.ln > 22 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
	return { params, salt: Buffer.from(m[4], 'base64'), key: Buffer.from(m[5], 'base64') };
}

/** True when `password` matches `stored`; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const parsed = parseHash(stored);
	if (!parsed) return false;
	const key = await derive(password, parsed.salt, parsed.params);
	return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with weaker parameters than today's (re-hash at the next sign-in). */
export function needsRehash(stored: string): boolean {
	const parsed = parseHash(stored);
	if (!parsed) return true;
	const { ln, r, p } = parsed.params;
	return ln < CURRENT_PARAMS.ln || r < CURRENT_PARAMS.r || p < CURRENT_PARAMS.p;
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
