import { Migrator, sql, type Kysely } from 'kysely';
import { randomId } from '../auth/random.js';
import { migrationProvider } from './migrations.js';
import type { Database } from './schema.js';
import type { Account, ApiKeyRecord, Plan, Principal, SessionRecord, Store, UsageRow } from './types.js';
import { emailTokenQueries } from './email-token-queries.js';

/** How long applied usage batch ids are kept: far longer than any flush is retried. */
const BATCH_IDS_KEPT_MS = 86_400_000;

/** Key of the PostgreSQL advisory lock held while migrating (any 64-bit number unique to Utilkit). */
const MIGRATION_LOCK = sql.raw('7531902468213577');

async function runMigrations(db: Kysely<Database>, migrationTableSchema: string | undefined): Promise<void> {
	const { error, results } = await new Migrator({ db, provider: migrationProvider, migrationTableSchema }).migrateToLatest();
	const failed = results?.find((r) => r.status === 'Error');
	if (error || failed) {
		throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
	}
}

/**
 * The Store over any Kysely dialect. Only portable SQL is used, so the SQLite and PostgreSQL
 * stores differ only in how the connection is made.
 */
export function createKyselyStore(db: Kysely<Database>, kind: Store['kind']): Store {
	const now = () => new Date().toISOString();

	/** Marks that keys, accounts or plans changed, so every server drops its caches. */
	const bumpChanges = () =>
		db
			.updateTable('settings')
			.set({ value: sql`value + 1` })
			.where('key', '=', 'change_counter')
			.execute();

	const toPlan = (row: { name: string; per_minute: number | null; per_month: number | null }): Plan => ({
		name: row.name,
		perMinute: row.per_minute === null ? null : Number(row.per_minute),
		perMonth: row.per_month === null ? null : Number(row.per_month)
	});

	const toAccount = (row: Database['accounts']): Account => ({
		id: row.id,
		email: row.email,
		plan: row.plan,
		active: Number(row.active) === 1,
		createdAt: row.created_at,
		name: row.name ?? null,
		company: row.company ?? null,
		hasPassword: !!row.password_hash,
		emailVerified: !!row.email_verified_at
	});

	const toSession = (row: Database['sessions']): SessionRecord => ({
		idHash: row.id_hash,
		accountId: row.account_id,
		createdAt: row.created_at,
		lastSeenAt: row.last_seen_at,
		expiresAt: row.expires_at
	});

	const toKey = (row: Database['api_keys']): ApiKeyRecord => ({
		id: row.id,
		accountId: row.account_id,
		hint: row.hint,
		name: row.name,
		createdAt: row.created_at,
		revokedAt: row.revoked_at,
		lastUsedAt: row.last_used_at
	});

	return {
		kind,

		async migrate() {
			if (kind === 'sqlite') {
				// Processes opening one file at once take turns on SQLite's write lock (busy_timeout);
				// SQLite's DDL is transactional, so a later one sees the earlier one's tables.
				return db.connection().execute(async (conn) => {
					await sql`begin immediate`.execute(conn);
					try {
						await runMigrations(conn, undefined);
					} catch (err) {
						await sql`rollback`.execute(conn);
						throw err;
					}
					await sql`commit`.execute(conn);
				});
			}
			// PostgreSQL: instances starting at once take turns under an advisory lock; Kysely's
			// migration tables live in the schema the store uses (its check for them otherwise
			// finds another schema's tables in the same database).
			await db.connection().execute(async (conn) => {
				await sql`set statement_timeout = 0`.execute(conn);
				await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
				try {
					const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(conn);
					if (!rows[0]?.schema) throw new Error('PostgreSQL has no current schema: check search_path');
					await runMigrations(conn, rows[0].schema);
				} finally {
					await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
					await sql`reset statement_timeout`.execute(conn);
				}
			});
		},

		close: () => db.destroy(),

		async findPrincipalByKeyHash(keyHash) {
			const row = await db
				.selectFrom('api_keys as k')
				.innerJoin('accounts as a', 'a.id', 'k.account_id')
				.innerJoin('plans as p', 'p.name', 'a.plan')
				.select(['k.id as key_id', 'k.key_hash', 'a.id as account_id', 'a.active', 'p.name', 'p.per_minute', 'p.per_month'])
				.where('k.key_hash', '=', keyHash)
				.where('k.revoked_at', 'is', null)
				.executeTakeFirst();
			if (!row) return null;
			const principal: Principal = {
				keyId: row.key_id,
				keyHash: row.key_hash,
				accountId: row.account_id,
				active: Number(row.active) === 1,
				plan: toPlan(row)
			};
			return principal;
		},

		async findAccountByEmail(email) {
			const row = await db.selectFrom('accounts').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
			return row ? toAccount(row) : null;
		},

		async getAccount(accountId) {
			const row = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
			return row ? toAccount(row) : null;
		},

		async createAccount(email, plan, passwordHash = null) {
			const row = {
				id: randomId('acc'),
				email: email.toLowerCase(),
				plan,
				active: 1,
				created_at: now(),
				password_hash: passwordHash,
				name: null,
				company: null,
				// The operator vouches for the accounts the CLI makes; app sign-ups prove their address by mail.
				email_verified_at: passwordHash ? null : now()
			};
			await db.insertInto('accounts').values(row).execute();
			return toAccount(row);
		},

		async getPasswordHash(accountId) {
			const row = await db.selectFrom('accounts').select('password_hash').where('id', '=', accountId).executeTakeFirst();
			return row?.password_hash ?? null;
		},

		async setPasswordHash(accountId, passwordHash) {
			await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
		},

		async setProfile(accountId, { name, company }) {
			await db.updateTable('accounts').set({ name, company }).where('id', '=', accountId).execute();
		},

		async setVerifiedEmail(accountId, email, at) {
			await db.updateTable('accounts').set({ email: email.toLowerCase(), email_verified_at: at }).where('id', '=', accountId).execute();
		},

		...emailTokenQueries(db),

		async createSession(session) {
			await db
				.insertInto('sessions')
				.values({
					id_hash: session.idHash,
					account_id: session.accountId,
					created_at: session.createdAt,
					last_seen_at: session.lastSeenAt,
					expires_at: session.expiresAt
				})
				.execute();
		},

		async findSession(idHash, at) {
			const row = await db
				.selectFrom('sessions as s')
				.innerJoin('accounts as a', 'a.id', 's.account_id')
				.innerJoin('plans as p', 'p.name', 'a.plan')
				.selectAll('a')
				.select(['s.id_hash', 's.account_id', 's.created_at as s_created_at', 's.last_seen_at', 's.expires_at'])
				.select(['p.name as plan_name', 'p.per_minute', 'p.per_month'])
				.where('s.id_hash', '=', idHash)
				.where('s.expires_at', '>', at)
				.executeTakeFirst();
			if (!row) return null;
			const account = toAccount(row);
			const principal: Principal = {
				keyId: null,
				keyHash: '',
				accountId: account.id,
				active: account.active,
				plan: toPlan({ name: row.plan_name, per_minute: row.per_minute, per_month: row.per_month })
			};
			return { session: toSession({ ...row, created_at: row.s_created_at }), principal, account };
		},

		async touchSession(idHash, lastSeenAt, expiresAt) {
			await db.updateTable('sessions').set({ last_seen_at: lastSeenAt, expires_at: expiresAt }).where('id_hash', '=', idHash).execute();
		},

		async deleteSession(idHash) {
			await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
		},

		async deleteOtherSessions(accountId, keepIdHash) {
			let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
			if (keepIdHash) query = query.where('id_hash', '!=', keepIdHash);
			const result = await query.executeTakeFirst();
			return Number(result.numDeletedRows);
		},

		async listSessions(accountId, at) {
			const rows = await db
				.selectFrom('sessions')
				.selectAll()
				.where('account_id', '=', accountId)
				.where('expires_at', '>', at)
				.orderBy('last_seen_at', 'desc')
				.orderBy('id_hash')
				.execute();
			return rows.map(toSession);
		},

		async trimSessions(accountId, keep) {
			const newest = db.selectFrom('sessions').select('id_hash').where('account_id', '=', accountId).orderBy('created_at', 'desc').orderBy('id_hash').limit(keep);
			const result = await db.deleteFrom('sessions').where('account_id', '=', accountId).where('id_hash', 'not in', newest).executeTakeFirst();
			return Number(result.numDeletedRows);
		},

		async deleteExpiredSessions(at) {
			await db.deleteFrom('sessions').where('expires_at', '<=', at).execute();
		},

		async setAccountActive(accountId, active) {
			await db.updateTable('accounts').set({ active: active ? 1 : 0 }).where('id', '=', accountId).execute();
			await bumpChanges();
		},

		async setAccountPlan(accountId, plan) {
			await db.updateTable('accounts').set({ plan }).where('id', '=', accountId).execute();
			await bumpChanges();
		},

		async createApiKey({ accountId, keyHash, hint, name }) {
			const row = {
				id: randomId('key'),
				account_id: accountId,
				key_hash: keyHash,
				hint,
				name,
				created_at: now(),
				revoked_at: null,
				last_used_at: null
			};
			await db.insertInto('api_keys').values(row).execute();
			return toKey(row);
		},

		async listApiKeys(accountId) {
			const rows = await db
				.selectFrom('api_keys')
				.selectAll()
				.where('account_id', '=', accountId)
				.orderBy('created_at')
				.orderBy('id')
				.execute();
			return rows.map(toKey);
		},

		async revokeApiKey(match) {
			let query = db.updateTable('api_keys').set({ revoked_at: now() }).where('revoked_at', 'is', null);
			query = 'id' in match ? query.where('id', '=', match.id) : query.where('key_hash', '=', match.keyHash);
			const result = await query.executeTakeFirst();
			const changed = Number(result.numUpdatedRows) > 0;
			if (changed) await bumpChanges();
			return changed;
		},

		async touchApiKeys(lastUsed) {
			for (const [id, at] of lastUsed) {
				await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
			}
		},

		async getPlan(name) {
			const row = await db.selectFrom('plans').selectAll().where('name', '=', name).executeTakeFirst();
			return row ? toPlan(row) : null;
		},

		async listPlans() {
			return (await db.selectFrom('plans').selectAll().orderBy('name').execute()).map(toPlan);
		},

		async upsertPlan(plan) {
			const values = { name: plan.name, per_minute: plan.perMinute, per_month: plan.perMonth };
			await db
				.insertInto('plans')
				.values(values)
				.onConflict((oc) => oc.column('name').doUpdateSet({ per_minute: values.per_minute, per_month: values.per_month }))
				.execute();
			await bumpChanges();
		},

		async monthUsage(accountId, month) {
			const row = await db
				.selectFrom('usage')
				.select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
				.where('account_id', '=', accountId)
				.where('day', '>=', `${month}-01`)
				.where('day', '<=', `${month}-31`)
				.executeTakeFirst();
			return Number(row?.total ?? 0);
		},

		async usageRows(accountId, fromDay, toDay) {
			const rows = await db
				.selectFrom('usage')
				.selectAll()
				.where('account_id', '=', accountId)
				.where('day', '>=', fromDay)
				.where('day', '<=', toDay)
				.orderBy('day')
				.orderBy('operation')
				.execute();
			return rows.map((r) => ({ accountId: r.account_id, day: r.day, operation: r.operation, count: Number(r.count) }));
		},

		async addUsage(rows: UsageRow[], batchId: string) {
			if (!rows.length) return;
			// One row per key: PostgreSQL refuses an upsert that touches the same row twice.
			const merged = new Map<string, { account_id: string; day: string; operation: string; count: number }>();
			for (const r of rows) {
				const key = `${r.accountId}|${r.day}|${r.operation}`;
				const row = merged.get(key);
				if (row) row.count += r.count;
				else merged.set(key, { account_id: r.accountId, day: r.day, operation: r.operation, count: r.count });
			}
			const appliedAt = new Date();
			await db.transaction().execute(async (trx) => {
				// The batch id first: a retry of a batch that already committed inserts nothing here.
				const claimed = await trx
					.insertInto('usage_batches')
					.values({ id: batchId, applied_at: appliedAt.toISOString() })
					.onConflict((oc) => oc.column('id').doNothing())
					.executeTakeFirst();
				if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
				await trx
					.insertInto('usage')
					.values([...merged.values()])
					.onConflict((oc) =>
						oc.columns(['account_id', 'day', 'operation']).doUpdateSet({ count: sql`usage.count + excluded.count` })
					)
					.execute();
				await trx
					.deleteFrom('usage_batches')
					.where('applied_at', '<', new Date(appliedAt.getTime() - BATCH_IDS_KEPT_MS).toISOString())
					.execute();
			});
		},

		async changeCounter() {
			const row = await db.selectFrom('settings').select('value').where('key', '=', 'change_counter').executeTakeFirst();
			return Number(row?.value ?? 0);
		},

		async getCachedDocument(key) {
			const row = await db.selectFrom('cached_documents').select(['body', 'fetched_at']).where('key', '=', key).executeTakeFirst();
			return row ? { body: row.body, fetchedAt: row.fetched_at } : null;
		},

		async putCachedDocument(key, body, fetchedAt) {
			await db
				.insertInto('cached_documents')
				.values({ key, body, fetched_at: fetchedAt })
				.onConflict((oc) => oc.column('key').doUpdateSet({ body, fetched_at: fetchedAt }))
				.execute();
		}
	};
}
