import { PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** Built-in plans (docs/spec/decisions.md); `plans set` changes them or adds others. */
export const BUILT_IN_PLANS = [
	{ name: 'free', per_minute: 60, per_month: 1_000 },
	{ name: 'pro', per_minute: 600, per_month: 100_000 },
	{ name: 'unlimited', per_minute: null, per_month: null }
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was then
type AnyDb = Kysely<any>;

/** Migrations in order; append only. They use only SQL that SQLite and PostgreSQL share. */
const MIGRATIONS: Record<string, Migration> = {
	'0001_accounts_keys_plans_usage': {
		async up(db: AnyDb) {
			await db.schema
				.createTable('plans')
				.addColumn('name', 'text', (c) => c.primaryKey())
				.addColumn('per_minute', 'integer')
				.addColumn('per_month', 'integer')
				.execute();
			await db.schema
				.createTable('accounts')
				.addColumn('id', 'text', (c) => c.primaryKey())
				.addColumn('email', 'text', (c) => c.notNull().unique())
				.addColumn('plan', 'text', (c) => c.notNull().references('plans.name'))
				.addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.execute();
			await db.schema
				.createTable('api_keys')
				.addColumn('id', 'text', (c) => c.primaryKey())
				.addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
				.addColumn('key_hash', 'text', (c) => c.notNull().unique())
				.addColumn('hint', 'text', (c) => c.notNull())
				.addColumn('name', 'text')
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('revoked_at', 'text')
				.addColumn('last_used_at', 'text')
				.execute();
			await db.schema.createIndex('api_keys_account').on('api_keys').column('account_id').execute();
			await db.schema
				.createTable('usage')
				.addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
				.addColumn('day', 'text', (c) => c.notNull())
				.addColumn('operation', 'text', (c) => c.notNull())
				.addColumn('count', 'integer', (c) => c.notNull())
				.addPrimaryKeyConstraint('usage_pk', ['account_id', 'day', 'operation'])
				.execute();
			await db.schema
				.createTable('settings')
				.addColumn('key', 'text', (c) => c.primaryKey())
				.addColumn('value', 'integer', (c) => c.notNull())
				.execute();
			await db.insertInto('plans').values(BUILT_IN_PLANS).execute();
			await db.insertInto('settings').values({ key: 'change_counter', value: 0 }).execute();
		}
	},
	// Accounts people create in the app: a password (null for accounts the CLI made), a profile,
	// and server-side sessions stored by the SHA-256 of their token.
	'0002_passwords_profiles_sessions': {
		async up(db: AnyDb) {
			await db.schema.alterTable('accounts').addColumn('password_hash', 'text').execute();
			await db.schema.alterTable('accounts').addColumn('name', 'text').execute();
			await db.schema.alterTable('accounts').addColumn('company', 'text').execute();
			await db.schema
				.createTable('sessions')
				.addColumn('id_hash', 'text', (c) => c.primaryKey())
				.addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('last_seen_at', 'text', (c) => c.notNull())
				.addColumn('expires_at', 'text', (c) => c.notNull())
				.execute();
			await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
		}
	},
	// A day's count for one account and operation can pass 2^31 at scale-out rates: 64-bit on
	// PostgreSQL (SQLite's INTEGER already is).
	'0003_usage_count_bigint': {
		async up(db: AnyDb) {
			if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
			await sql`alter table usage alter column count type bigint`.execute(db);
			await sql`alter table settings alter column value type bigint`.execute(db);
		}
	},
	// Usage batches applied, so a flush retried after a lost reply is not counted twice (kept a day).
	'0004_usage_batches': {
		async up(db: AnyDb) {
			await db.schema
				.createTable('usage_batches')
				.addColumn('id', 'text', (c) => c.primaryKey())
				.addColumn('applied_at', 'text', (c) => c.notNull())
				.execute();
			await db.schema.createIndex('usage_batches_applied_at').on('usage_batches').column('applied_at').execute();
		}
	},
	// Documents fetched from upstreams that every instance shares (the ECB's exchange rates):
	// whichever instance fetched last stores it, the others read it instead of fetching again.
	'0005_cached_documents': {
		async up(db: AnyDb) {
			await db.schema
				.createTable('cached_documents')
				.addColumn('key', 'text', (c) => c.primaryKey())
				.addColumn('body', 'text', (c) => c.notNull())
				.addColumn('fetched_at', 'text', (c) => c.notNull())
				.execute();
		}
	},
	// E-mail verification and password reset (docs/security.md, "Account pre-claiming"): when the
	// address was proven, and the links' single-use tokens, stored by their SHA-256. Accounts the
	// CLI made were vouched for by the operator: verified as of their creation. Accounts signed up
	// in the app before this prove their address like new ones.
	'0006_email_verification': {
		async up(db: AnyDb) {
			await db.schema.alterTable('accounts').addColumn('email_verified_at', 'text').execute();
			await db
				.updateTable('accounts')
				.set({ email_verified_at: sql`created_at` })
				.where('password_hash', 'is', null)
				.execute();
			await db.schema
				.createTable('email_tokens')
				.addColumn('token_hash', 'text', (c) => c.primaryKey())
				.addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
				.addColumn('purpose', 'text', (c) => c.notNull())
				.addColumn('email', 'text', (c) => c.notNull())
				.addColumn('created_at', 'text', (c) => c.notNull())
				.addColumn('expires_at', 'text', (c) => c.notNull())
				.execute();
			await db.schema.createIndex('email_tokens_account').on('email_tokens').columns(['account_id', 'purpose']).execute();
		}
	},
	// Links to a new address get a purpose of their own (`change`), so a password change or reset
	// can void them without voiding the sign-up confirmation (docs/security.md, "Pending links").
	// They were `verify` links to an address other than the account's: the ones still pending keep
	// working, now as `change` links.
	'0007_address_change_links': {
		async up(db: AnyDb) {
			await db
				.updateTable('email_tokens')
				.set({ purpose: 'change' })
				.where('purpose', '=', 'verify')
				.where('email', '<>', db.selectFrom('accounts').select('accounts.email').whereRef('accounts.id', '=', 'email_tokens.account_id'))
				.execute();
		}
	}
};

export const migrationProvider: MigrationProvider = {
	getMigrations: async () => MIGRATIONS
};
