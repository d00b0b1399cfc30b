/** A plan's limits; null means unlimited. */
export interface Plan {
	name: string;
	perMinute: number | null;
	perMonth: number | null;
}

export interface Account {
	id: string;
	email: string;
	plan: string;
	active: boolean;
	createdAt: string;
}

export interface ApiKeyRecord {
	id: string;
	accountId: string;
	/** `ukit_AbCd…wxyz`: enough to recognise a key, useless to use it. */
	hint: string;
	name: string | null;
	createdAt: string;
	revokedAt: string | null;
	lastUsedAt: string | null;
}

/** Who a live (unrevoked) key belongs to, with what the limiter needs. */
export interface Principal {
	keyId: string;
	keyHash: string;
	accountId: string;
	active: boolean;
	plan: Plan;
}

/** Requests counted for one account, UTC day and operation. */
export interface UsageRow {
	accountId: string;
	day: string;
	operation: string;
	count: number;
}

/**
 * The one persistence interface. SQLite implements it today; PostgreSQL fits behind it
 * (the queries are Kysely, portable across both). Every mutation that changes who may call
 * what bumps the change counter, which servers poll to drop their caches.
 */
export interface Store {
	readonly kind: 'sqlite' | 'postgres';
	migrate(): Promise<void>;
	close(): Promise<void>;

	findPrincipalByKeyHash(keyHash: string): Promise<Principal | null>;

	findAccountByEmail(email: string): Promise<Account | null>;
	createAccount(email: string, plan: string): Promise<Account>;
	setAccountActive(accountId: string, active: boolean): Promise<void>;
	setAccountPlan(accountId: string, plan: string): Promise<void>;

	createApiKey(key: { accountId: string; keyHash: string; hint: string; name: string | null }): Promise<ApiKeyRecord>;
	listApiKeys(accountId: string): Promise<ApiKeyRecord[]>;
	/** Revokes by id or by hash; false when no live key matched. */
	revokeApiKey(match: { id: string } | { keyHash: string }): Promise<boolean>;
	touchApiKeys(lastUsed: Map<string, string>): Promise<void>;

	getPlan(name: string): Promise<Plan | null>;
	listPlans(): Promise<Plan[]>;
	upsertPlan(plan: Plan): Promise<void>;

	/** Requests counted for the account in a calendar month `YYYY-MM` (UTC). */
	monthUsage(accountId: string, month: string): Promise<number>;
	addUsage(rows: UsageRow[]): Promise<void>;

	changeCounter(): Promise<number>;
}
