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
