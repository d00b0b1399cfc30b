/** What the account endpoints answer about an account, a key and a session (snake_case JSON). */
import type { Account, ApiKeyRecord, SessionRecord } from '../store/types.js';

export function accountView(account: Account) {
	return {
		email: account.email,
		name: account.name,
		company: account.company,
		plan: account.plan,
		active: account.active,
		created_at: account.createdAt,
		profile_complete: !!account.name,
		email_verified: account.emailVerified
	};
}

export function keyView(key: ApiKeyRecord) {
	return {
		id: key.id,
		name: key.name,
		hint: key.hint,
		created_at: key.createdAt,
		last_used_at: key.lastUsedAt,
		revoked_at: key.revokedAt
	};
}

/**
 * A session's id on the dashboard: the first 16 hex digits of its stored hash. It names the
 * session without being its token (the token cannot be derived from it, nor the full hash).
 */
export function sessionId(idHash: string): string {
	return idHash.slice(0, 16);
}

export function sessionView(session: SessionRecord, currentHash: string | null) {
	return {
		id: sessionId(session.idHash),
		created_at: session.createdAt,
		last_seen_at: session.lastSeenAt,
		expires_at: session.expiresAt,
		current: session.idHash === currentHash
	};
}