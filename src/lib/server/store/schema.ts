import type { Generated } from 'kysely';

/** Table shapes as Kysely sees them; booleans are 0/1 integers so SQLite and PostgreSQL agree. */
export interface Database {
	accounts: {
		id: string;
		email: string;
		plan: string;
		active: number;
		created_at: string;
		password_hash: string | null;
		name: string | null;
		company: string | null;
		email_verified_at: string | null;
	};
	email_tokens: { token_hash: string; account_id: string; purpose: string; email: string; created_at: string; expires_at: string };
	sessions: { id_hash: string; account_id: string; created_at: string; last_seen_at: string; expires_at: string };
	api_keys: {
		id: string;
		account_id: string;
		key_hash: string;
		hint: string;
		name: string | null;
		created_at: string;
		revoked_at: string | null;
		last_used_at: string | null;
	};
	plans: { name: string; per_minute: number | null; per_month: number | null };
	usage: { account_id: string; day: string; operation: string; count: number };
	usage_batches: { id: string; applied_at: string };
	settings: { key: string; value: Generated<number> };
	cached_documents: { key: string; body: string; fetched_at: string };
}
