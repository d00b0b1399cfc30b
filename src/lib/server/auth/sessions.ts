import { generateSecretToken, hashSecretToken, SECRET_TOKEN_PATTERN } from './secret-tokens.js';
import type { Account, Principal, SessionRecord, Store } from '../store/types.js';

export const SESSION_COOKIE = 'utilkit_session';
/** Sliding expiry is pushed forward at most this often, so a busy session is not a write per request. */
const TOUCH_EVERY_MS = 5 * 60_000;
const TOKEN_PATTERN = SECRET_TOKEN_PATTERN;

/** A new session token (secret-tokens.ts). Only its hash is stored. */
export const generateSessionToken = generateSecretToken;
export const hashSessionToken = hashSecretToken;

/** The session token in a Cookie header; null when absent or not shaped like one of ours. */
export function sessionTokenFromCookies(cookieHeader: string | undefined | null): string | null {
	if (!cookieHeader) return null;
	for (const part of cookieHeader.split(';')) {
		const eq = part.indexOf('=');
		if (eq === -1 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
		const value = part.slice(eq + 1).trim();
		return TOKEN_PATTERN.test(value) ? value : null;
	}
	return null;
}

/** `Set-Cookie` for a token (`maxAgeSeconds` 0 clears it). httpOnly, SameSite=Lax, Path=/, Secure on https. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
	return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}

export interface ResolvedSession {
	session: SessionRecord;
	principal: Principal;
	account: Account;
	/** The expiry moved: the caller should send the cookie again with a fresh Max-Age. */
	extended: boolean;
}

/** The longest a session lives however often it is used (SESSION_MAX_DAYS): 30 days. */
export const SESSION_MAX_AGE_MS = 30 * 86_400_000;

/**
 * Server-side sessions: random tokens in a cookie, stored by their SHA-256, expiring after
 * `ttlMs` without use (sliding) and at the latest `maxAgeMs` after they began (absolute: a stolen
 * cookie kept busy does not live for ever). Every lookup reads the store, so a sign-out, a
 * password change, a deactivation or a plan change applies to the very next request.
 */
export class SessionManager {
	constructor(
		private readonly store: Store,
		readonly ttlMs: number,
		private readonly now: () => number = Date.now,
		readonly maxAgeMs: number = SESSION_MAX_AGE_MS
	) {}

	/** When a session that began at `createdAt` (ms) expires if used at `at`: the sliding expiry, capped by the absolute one. */
	private expiry(createdAt: number, at: number): number {
		return Math.min(at + this.ttlMs, createdAt + this.maxAgeMs);
	}

	/** Starts a session for the account; returns the token for the cookie. */
	async create(accountId: string): Promise<string> {
		const token = generateSessionToken();
		const at = this.now();
		await this.store.createSession({
			idHash: hashSessionToken(token),
			accountId,
			createdAt: iso(at),
			lastSeenAt: iso(at),
			expiresAt: iso(this.expiry(at, at))
		});
		return token;
	}

	/** The live session of `token` with its account, sliding its expiry; null when unknown or expired. */
	async resolve(token: string | null): Promise<ResolvedSession | null> {
		if (!token || !TOKEN_PATTERN.test(token)) return null;
		const at = this.now();
		const idHash = hashSessionToken(token);
		const found = await this.store.findSession(idHash, iso(at));
		if (!found) return null;
		let extended = false;
		const createdAt = Date.parse(found.session.createdAt);
		if (at >= createdAt + this.maxAgeMs) {
			// Past its absolute lifetime (a row written before that rule, or a clock that moved).
			await this.store.deleteSession(idHash);
			return null;
		}
		if (at - Date.parse(found.session.lastSeenAt) >= TOUCH_EVERY_MS && this.expiry(createdAt, at) > Date.parse(found.session.expiresAt)) {
			const expiresAt = iso(this.expiry(createdAt, at));
			await this.store.touchSession(idHash, iso(at), expiresAt);
			found.session = { ...found.session, lastSeenAt: iso(at), expiresAt };
			extended = true;
		}
		return { ...found, extended };
	}

	/** Ends the session of `token` (sign-out, or the old token at sign-in). */
	async destroy(token: string | null): Promise<void> {
		if (token && TOKEN_PATTERN.test(token)) await this.store.deleteSession(hashSessionToken(token));
	}

	/** Ends every session of the account except the one of `keepToken`. */
	destroyOthers(accountId: string, keepToken: string | null): Promise<number> {
		return this.store.deleteOtherSessions(accountId, keepToken ? hashSessionToken(keepToken) : null);
	}

	/** Drops expired sessions and mailed links (called now and then; lookups ignore them anyway). */
	async sweep(): Promise<void> {
		const at = iso(this.now());
		await this.store.deleteExpiredSessions(at);
		await this.store.deleteExpiredEmailTokens(at);
	}
}

function iso(ms: number): string {
	return new Date(ms).toISOString();
}
