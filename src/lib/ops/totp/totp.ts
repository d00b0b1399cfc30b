import { HOTP, Secret, TOTP } from 'otpauth';
import { base32Decode, base32Encode } from '../_shared/base32.js';
import { errors } from './errors.js';

export const DEFAULT_ISSUER = 'Utilkit';
export const DEFAULT_ACCOUNT = 'user@example.com';

/** Turns a pasted secret into key bytes, or a 422 naming the problem. */
export function secretBytes(secret: string): Uint8Array {
	const bytes = base32Decode(secret);
	if (!bytes) throw errors.error('not_base32', {}, { field: 'secret' });
	if (bytes.length === 0) throw errors.error('empty', {}, { field: 'secret' });
	return bytes;
}

/** The RFC 6238 code (HMAC-SHA-1) for `key` at `nowMs`, zero-padded to `digits`. */
export function totpCode(key: Uint8Array, nowMs: number, step: number, digits: number): string {
	return HOTP.generate({ secret: toSecret(key), counter: Math.floor(nowMs / 1000 / step), digits });
}

/** Seconds until the code current at `nowMs` expires (1..step). */
export function secondsLeft(nowMs: number, step: number): number {
	return step - (Math.floor(nowMs / 1000) % step);
}

/**
 * Checks `code` against the steps within `window` of the current one.
 * @returns the step offset of the match (0 current, -1 previous, …) or null.
 */
export function verifyCode(
	key: Uint8Array,
	code: string,
	nowMs: number,
	step: number,
	digits: number,
	window: number
): number | null {
	const token = code.replace(/\s/g, '');
	if (!/^\d+$/.test(token) || token.length !== digits) return null;
	return TOTP.validate({ token, secret: toSecret(key), period: step, digits, timestamp: nowMs, window });
}

export type HotpAlgorithm = 'sha1' | 'sha256' | 'sha512';
const OTPAUTH_ALGORITHM = { sha1: 'SHA1', sha256: 'SHA256', sha512: 'SHA512' } as const;

/** The RFC 4226 code for `key` at `counter` (HMAC with `algorithm`, as RFC 6238 extends it), zero-padded to `digits`. */
export function hotpCode(key: Uint8Array, counter: number, digits: number, algorithm: HotpAlgorithm = 'sha1'): string {
	return HOTP.generate({ secret: toSecret(key), counter, digits, algorithm: OTPAUTH_ALGORITHM[algorithm] });
}

/**
 * Checks `code` at `counter` and the `window` counters after it (RFC 4226 section 7.4, the
 * look-ahead parameter s): a server's counter lags the token's when codes were made and not used.
 * @returns the counter that matched, or null.
 */
export function hotpVerify(key: Uint8Array, code: string, counter: number, digits: number, algorithm: HotpAlgorithm, window: number): number | null {
	const token = code.replace(/\s/g, '');
	if (!/^\d+$/.test(token) || token.length !== digits) return null;
	const last = Math.min(counter + window, Number.MAX_SAFE_INTEGER);
	for (let c = counter; c <= last; c++) if (hotpCode(key, c, digits, algorithm) === token) return c;
	return null;
}

/** A new 160-bit secret (RFC 4226 recommends 160 bits) as unpadded base32. */
export function newSecret(): string {
	return base32Encode(crypto.getRandomValues(new Uint8Array(20)), false);
}

/** The otpauth:// URI authenticator apps scan (Key Uri Format). */
export function provisioningUri(secret: string, issuer: string, account: string, step = 30, digits = 6): string {
	const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
	const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(digits), period: String(step) });
	return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}

function toSecret(key: Uint8Array): Secret {
	// Our own base32 parser runs first (it names the problem); otpauth gets the bytes.
	return new Secret({ buffer: new Uint8Array(key).buffer });
}
