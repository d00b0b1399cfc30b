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
	/** Profile, filled in the app before the first key; null for accounts the CLI made. */
	name: string | null;
	company: string | null;
	/** False for accounts the CLI made: they cannot sign in to the app. */
	hasPassword: boolean;
	/** Whether the address was proven (a link followed, or the account made by the CLI). */
	emailVerified: boolean;
}

/**
 * What a mailed link is for: proving the account's own address (`verify`, sent at sign-up),
 * proving a new address and moving the account to it (`change`), or setting a new password
 * (`reset`). Each voids differently (docs/security.md, "Pending links").
 */
export type EmailTokenPurpose = 'verify' | 'change' | 'reset';

/** A mailed link's token, stored by its SHA-256 (`tokenHash`); `email` is the address it was sent to. */
export interface EmailToken {
	tokenHash: string;
	accountId: string;
	purpose: EmailTokenPurpose;
	email: string;
	createdAt: string;
	expiresAt: string;
}

/** A signed-in session of the app, found by the SHA-256 of its cookie token. */
export interface SessionRecord {
	idHash: string;
	accountId: string;
	createdAt: string;
	lastSeenAt: string;
	expiresAt: string;
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
	/** Null when the caller is the app's signed-in session rather than a key. */
	keyId: string | null;
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
	getAccount(accountId: string): Promise<Account | null>;
	/** Creates an account; `passwordHash` only for sign-ups in the app. Throws when the e-mail exists. */
	createAccount(email: string, plan: string, passwordHash?: string | null): Promise<Account>;
	/** The stored password hash (null: the account has none and cannot sign in). */
	getPasswordHash(accountId: string): Promise<string | null>;
	setPasswordHash(accountId: string, passwordHash: string): Promise<void>;
	setProfile(accountId: string, profile: { name: string; company: string | null }): Promise<void>;
	/**
	 * Records that the account proved `email`: it becomes the account's address (a change of
	 * address) and is verified. Throws when another account holds that address.
	 */
	setVerifiedEmail(accountId: string, email: string, at: string): Promise<void>;

	/** Stores a new link's token; the account's earlier tokens of the same purpose are deleted (only the newest link works). */
	createEmailToken(token: EmailToken): Promise<void>;
	/** The live token with this hash and purpose at `now`, without using it up; null when unknown or expired. */
	findEmailToken(tokenHash: string, purpose: EmailTokenPurpose, now: string): Promise<EmailToken | null>;
	/** The live tokens of this purpose sent to `email` at `now` (of any account), newest first: what the CLI issues again. */
	pendingEmailTokens(email: string, purpose: EmailTokenPurpose, now: string): Promise<EmailToken[]>;
	/** Uses a token up (deletes it) and returns it; null when it was unknown, expired or already used (single use under concurrency). */
	consumeEmailToken(tokenHash: string, purpose: EmailTokenPurpose, now: string): Promise<EmailToken | null>;
	/** Deletes the account's tokens of these purposes (a new password or a new address voids the links issued before it). */
	deleteEmailTokens(accountId: string, purposes: readonly EmailTokenPurpose[]): Promise<void>;
	deleteExpiredEmailTokens(now: string): Promise<void>;

	createSession(session: SessionRecord): Promise<void>;
	/** The live session with its account's principal (the account's plan, no key); null when unknown or expired. */
	findSession(idHash: string, now: string): Promise<{ session: SessionRecord; principal: Principal; account: Account } | null>;
	touchSession(idHash: string, lastSeenAt: string, expiresAt: string): Promise<void>;
	deleteSession(idHash: string): Promise<void>;
	/** Deletes the account's sessions except `keepIdHash`; returns how many went. */
	deleteOtherSessions(accountId: string, keepIdHash: string | null): Promise<number>;
	/** The account's live sessions at `now`, the most recently used first. */
	listSessions(accountId: string, now: string): Promise<SessionRecord[]>;
	/** Ends the account's oldest sessions beyond the newest `keep`; returns how many went. */
	trimSessions(accountId: string, keep: number): Promise<number>;
	deleteExpiredSessions(now: string): Promise<void>;
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
	/** Usage rows of the account from `fromDay` to `toDay` (inclusive, `YYYY-MM-DD`). */
	usageRows(accountId: string, fromDay: string, toDay: string): Promise<UsageRow[]>;
	/**
	 * Adds counted requests. `batchId` makes the write idempotent: a batch already applied (its
	 * earlier write committed but the reply was lost) is not counted again.
	 */
	addUsage(rows: UsageRow[], batchId: string): Promise<void>;

	changeCounter(): Promise<number>;

	/** A document an upstream gave, shared by every instance (`fetchedAt` ISO 8601); null when none is stored. */
	getCachedDocument(key: string): Promise<{ body: string; fetchedAt: string } | null>;
	/** Stores (or replaces) a shared document. */
	putCachedDocument(key: string, body: string, fetchedAt: string): Promise<void>;
}
