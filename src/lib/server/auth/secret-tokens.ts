import { hash, randomBytes } from 'node:crypto';

/** What a token of ours looks like: 256 random bits in base64url (43 characters). */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new secret token (a session's cookie, a mailed link's token): 256 random bits, base64url.
 * Only its hash is stored, so a copy of the database opens no session and follows no link.
 */
export function generateSecretToken(): string {
	return randomBytes(32).toString('base64url');
}

/** The stored form of a token: SHA-256 hex. The token has 256 bits of entropy, so a fast hash is enough. */
export function hashSecretToken(token: string): string {
	return hash('sha256', token, 'hex');
}
