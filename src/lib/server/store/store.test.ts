import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { hashApiKey, generateApiKey, keyHint } from '../auth/api-keys.js';
import { createStore, type Store } from './index.js';
import { migrationProvider } from './migrations.js';
import { openPostgres } from './postgres.js';
import type { Database } from './schema.js';
import { openSqlite } from './sqlite-driver.js';
import type { EmailToken } from './types.js';
import { POSTGRES_SKIP_REASON, freshSchema, postgresReachable, type TestSchema } from '../../../../tests/peers/postgres.js';

const hasNodeSqlite = await import('node:sqlite').then(
	() => true,
	() => false
);

const nodeMajor = Number(process.versions.node.split('.')[0]);

const pgAvailable = await postgresReachable();

// The same Store behaviour on each SQLite driver this runtime can use (node:sqlite needs Node
// 22.13+; better-sqlite3 12 aborts on Node 24.19+, see sqlite-driver.ts, where it is not used)
// and on PostgreSQL, each run in a fresh schema that is dropped afterwards.
describe.each([
	['SQLite via better-sqlite3', 'better-sqlite3', nodeMajor < 24, 'skipped: better-sqlite3 12 is not used on Node 24+'],
	['SQLite via node:sqlite', 'node:sqlite', hasNodeSqlite, 'skipped: node:sqlite needs Node 22.13+'],
	['PostgreSQL', 'postgres', pgAvailable, POSTGRES_SKIP_REASON]
] as const)('%s store', (_title, driver, available, why) => {
	if (!available) it.skip(why, () => {});
	const dirs: string[] = [];
	const schemas: TestSchema[] = [];
	const stores: Store[] = [];
	afterEach(async () => {
		for (const s of stores.splice(0)) await s.close();
		for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
		for (const s of schemas.splice(0)) await s.drop();
	});

	/** A store in a fresh place, or again on `dataDir` (a directory or a DATABASE_URL) to reopen one. */
	async function open(dataDir?: string) {
		if (driver === 'postgres') {
			let url = dataDir;
			if (!url) {
				const schema = await freshSchema();
				schemas.push(schema);
				url = schema.url;
			}
			const store = await createStore({ dataDir: '/nonexistent', databaseUrl: url });
			stores.push(store);
			return { store, dataDir: url };
		}
		const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-store-'));
		if (!dataDir) dirs.push(dir);
		const store = await createStore({ dataDir: dir, databaseUrl: null, sqliteDriver: driver });
		stores.push(store);
		return { store, dataDir: dir };
	}

	it.skipIf(!available)('seeds the built-in plans and migrates idempotently', async () => {
		const { store, dataDir } = await open();
		expect(await store.listPlans()).toEqual([
			{ name: 'free', perMinute: 60, perMonth: 1000 },
			{ name: 'pro', perMinute: 600, perMonth: 100000 },
			{ name: 'unlimited', perMinute: null, perMonth: null }
		]);
		const again = await open(dataDir);
		expect((await again.store.listPlans()).length).toBe(3);
	});

	it.skipIf(!available)('resolves keys to principals, forgets revoked ones and counts changes', async () => {
		const { store } = await open();
		const account = await store.createAccount('Mixed@Example.com', 'free');
		expect(account).toMatchObject({ email: 'mixed@example.com', plan: 'free', active: true });
		expect((await store.findAccountByEmail('MIXED@example.com'))?.id).toBe(account.id);
		const key = generateApiKey();
		const record = await store.createApiKey({ accountId: account.id, keyHash: hashApiKey(key), hint: keyHint(key), name: 'ci' });
		expect(await store.findPrincipalByKeyHash(hashApiKey(key))).toEqual({
			keyId: record.id,
			keyHash: hashApiKey(key),
			accountId: account.id,
			active: true,
			plan: { name: 'free', perMinute: 60, perMonth: 1000 }
		});
		const before = await store.changeCounter();
		await store.setAccountActive(account.id, false);
		expect((await store.findPrincipalByKeyHash(hashApiKey(key)))?.active).toBe(false);
		await store.upsertPlan({ name: 'free', perMinute: 5, perMonth: null });
		expect((await store.findPrincipalByKeyHash(hashApiKey(key)))?.plan).toEqual({ name: 'free', perMinute: 5, perMonth: null });
		expect(await store.revokeApiKey({ keyHash: hashApiKey(key) })).toBe(true);
		expect(await store.revokeApiKey({ keyHash: hashApiKey(key) })).toBe(false);
		expect(await store.findPrincipalByKeyHash(hashApiKey(key))).toBeNull();
		expect(await store.changeCounter()).toBe(before + 3);
		const [listed] = await store.listApiKeys(account.id);
		expect(listed.revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
		expect(listed.name).toBe('ci');
	});

	it.skipIf(!available)('adds usage with upserts and sums a month', async () => {
		const { store } = await open();
		const { id } = await store.createAccount('usage@example.com', 'free');
		await store.addUsage([
			{ accountId: id, day: '2026-11-01', operation: 'hash', count: 2 },
			{ accountId: id, day: '2026-11-30', operation: 'jwt-decoder', count: 1 },
			{ accountId: id, day: '2026-12-01', operation: 'hash', count: 7 }
		], 'batch-1');
		await store.addUsage([{ accountId: id, day: '2026-11-01', operation: 'hash', count: 3 }], 'batch-2');
		expect(await store.monthUsage(id, '2026-11')).toBe(6);
		expect(await store.monthUsage(id, '2026-12')).toBe(7);
		expect(await store.monthUsage(id, '2026-10')).toBe(0);
		const key = generateApiKey();
		const record = await store.createApiKey({ accountId: id, keyHash: hashApiKey(key), hint: keyHint(key), name: null });
		await store.touchApiKeys(new Map([[record.id, '2026-11-21T10:00:00.000Z']]));
		expect((await store.listApiKeys(id))[0].lastUsedAt).toBe('2026-11-21T10:00:00.000Z');
	});
	it.skipIf(!available)('applies a usage batch once: a retry under the same id adds nothing', async () => {
		const { store } = await open();
		const { id } = await store.createAccount('retry@example.com', 'free');
		const rows = [{ accountId: id, day: '2026-11-05', operation: 'hash', count: 4 }];
		await store.addUsage(rows, 'same-batch');
		await store.addUsage(rows, 'same-batch');
		expect(await store.monthUsage(id, '2026-11')).toBe(4);
		await store.addUsage(rows, 'next-batch');
		expect(await store.monthUsage(id, '2026-11')).toBe(8);
	});
	it.skipIf(!available)('merges repeated usage rows in one batch and keeps counts past 2^31', async () => {
		const { store } = await open();
		const { id } = await store.createAccount('big@example.com', 'unlimited');
		await store.addUsage([
			{ accountId: id, day: '2026-11-02', operation: 'hash', count: 2_000_000_000 },
			{ accountId: id, day: '2026-11-02', operation: 'hash', count: 2_000_000_000 },
			{ accountId: id, day: '2026-11-03', operation: 'hash', count: 1 }
		], 'batch-big');
		expect(await store.monthUsage(id, '2026-11')).toBe(4_000_000_001);
		expect(await store.usageRows(id, '2026-11-01', '2026-11-30')).toEqual([
			{ accountId: id, day: '2026-11-02', operation: 'hash', count: 4_000_000_000 },
			{ accountId: id, day: '2026-11-03', operation: 'hash', count: 1 }
		]);
	});

	it.skipIf(!available)('refuses a second account with the same e-mail and keeps sessions', async () => {
		const { store } = await open();
		const account = await store.createAccount('one@example.com', 'free', 'hash-1');
		await expect(store.createAccount('ONE@example.com', 'free')).rejects.toThrow();
		expect(await store.getPasswordHash(account.id)).toBe('hash-1');
		const session = { idHash: 'h1', accountId: account.id, createdAt: '2026-11-01T00:00:00.000Z', lastSeenAt: '2026-11-01T00:00:00.000Z', expiresAt: '2026-12-01T00:00:00.000Z' };
		await store.createSession(session);
		await store.createSession({ ...session, idHash: 'h2' });
		const found = await store.findSession('h1', '2026-11-15T00:00:00.000Z');
		expect(found?.session).toEqual(session);
		expect(found?.principal).toEqual({ keyId: null, keyHash: '', accountId: account.id, active: true, plan: { name: 'free', perMinute: 60, perMonth: 1000 } });
		expect(found?.account.hasPassword).toBe(true);
		expect(await store.findSession('h1', '2026-12-01T00:00:00.000Z')).toBeNull();
		expect(await store.deleteOtherSessions(account.id, 'h1')).toBe(1);
		// The newest sessions stay when an account is over its cap; the oldest go first.
		for (const [i, at] of ['2026-11-10', '2026-11-12', '2026-11-11'].entries()) {
			await store.createSession({ idHash: `t${i}`, accountId: account.id, createdAt: `${at}T00:00:00.000Z`, lastSeenAt: `${at}T00:00:00.000Z`, expiresAt: '2026-12-30T00:00:00.000Z' });
		}
		expect(await store.trimSessions(account.id, 2)).toBe(2);
		expect(await store.findSession('t1', '2026-11-15T00:00:00.000Z')).not.toBeNull();
		expect(await store.findSession('t0', '2026-11-15T00:00:00.000Z')).toBeNull();
		expect(await store.findSession('h1', '2026-11-15T00:00:00.000Z')).toBeNull();
		await store.deleteOtherSessions(account.id, 'h1');
		await store.deleteExpiredSessions('2026-12-02T00:00:00.000Z');
		expect(await store.findSession('h1', '2026-11-15T00:00:00.000Z')).toBeNull();
	});

	/** A link's token row as the account service stores it: 'tok-<name>' is its hash. */
	const link = (accountId: string, name: string, purpose: EmailToken['purpose'], email: string): EmailToken => ({
		tokenHash: `tok-${name}`,
		accountId,
		purpose,
		email,
		createdAt: '2026-11-01T00:00:00.000Z',
		expiresAt: '2026-11-02T00:00:00.000Z'
	});
	const AT = '2026-11-01T12:00:00.000Z';

	it.skipIf(!available)('keeps the newest link per account and purpose, and deletes the purposes asked for, of that account only', async () => {
		const { store } = await open();
		const one = await store.createAccount('links@example.com', 'free', 'hash');
		const other = await store.createAccount('other-links@example.com', 'free', 'hash');
		await store.createEmailToken(link(one.id, 'verify', 'verify', 'links@example.com'));
		await store.createEmailToken(link(one.id, 'change-1', 'change', 'new-1@example.com'));
		await store.createEmailToken(link(one.id, 'change-2', 'change', 'New-2@Example.com'));
		await store.createEmailToken(link(one.id, 'reset', 'reset', 'links@example.com'));
		await store.createEmailToken(link(other.id, 'other-change', 'change', 'elsewhere@example.com'));
		// Each purpose keeps its own newest link: a change request does not void the confirmation.
		expect(await store.findEmailToken('tok-change-1', 'change', AT)).toBeNull();
		expect(await store.findEmailToken('tok-change-2', 'change', AT)).toEqual(link(one.id, 'change-2', 'change', 'new-2@example.com'));
		expect(await store.findEmailToken('tok-change-2', 'verify', AT)).toBeNull();
		expect((await store.findEmailToken('tok-verify', 'verify', AT))?.purpose).toBe('verify');

		await store.deleteEmailTokens(one.id, []);
		expect(await store.findEmailToken('tok-reset', 'reset', AT)).not.toBeNull();
		await store.deleteEmailTokens(one.id, ['change', 'reset']);
		expect(await store.findEmailToken('tok-change-2', 'change', AT)).toBeNull();
		expect(await store.findEmailToken('tok-reset', 'reset', AT)).toBeNull();
		expect(await store.findEmailToken('tok-verify', 'verify', AT)).not.toBeNull();
		expect(await store.findEmailToken('tok-other-change', 'change', AT)).not.toBeNull();
		expect(await store.consumeEmailToken('tok-verify', 'verify', AT)).toEqual(link(one.id, 'verify', 'verify', 'links@example.com'));
		expect(await store.consumeEmailToken('tok-verify', 'verify', AT)).toBeNull();
	});

	it.skipIf(!available)('lists the live links of a purpose sent to an address, of every account, newest first', async () => {
		const { store } = await open();
		const one = await store.createAccount('pending-one@example.com', 'free', 'hash');
		const two = await store.createAccount('pending-two@example.com', 'free', 'hash');
		const three = await store.createAccount('pending-three@example.com', 'free', 'hash');
		await store.createEmailToken({ ...link(one.id, 'p-one', 'change', 'Wanted@Example.com'), createdAt: '2026-11-01T01:00:00.000Z' });
		await store.createEmailToken({ ...link(two.id, 'p-two', 'change', 'wanted@example.com'), createdAt: '2026-11-01T02:00:00.000Z' });
		// Expired at AT: not pending.
		await store.createEmailToken({ ...link(three.id, 'p-three', 'change', 'wanted@example.com'), expiresAt: '2026-11-01T11:00:00.000Z' });
		await store.createEmailToken(link(three.id, 'p-reset', 'reset', 'wanted@example.com'));
		const pending = await store.pendingEmailTokens('WANTED@example.com', 'change', AT);
		expect(pending.map((t) => t.tokenHash)).toEqual(['tok-p-two', 'tok-p-one']);
		expect(pending.every((t) => t.email === 'wanted@example.com' && t.purpose === 'change')).toBe(true);
		expect(await store.pendingEmailTokens('wanted@example.com', 'verify', AT)).toEqual([]);
		expect((await store.pendingEmailTokens('wanted@example.com', 'reset', AT)).map((t) => t.accountId)).toEqual([three.id]);
	});

	it.skipIf(!available)('migration 0007 turns pending links to another address into change links, and leaves the rest', async () => {
		// The store as migration 0006 left it, with links issued then: a confirmation of the
		// account's address, and a change of address, which was a `verify` link to another address.
		let place: string;
		let db: Kysely<Database>;
		let tableSchema: string | undefined;
		if (driver === 'postgres') {
			const schema = await freshSchema();
			schemas.push(schema);
			place = schema.url;
			db = openPostgres(place).db;
			tableSchema = schema.name;
		} else {
			place = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-store-'));
			dirs.push(place);
			const sqlite = await openSqlite(path.join(place, 'utilkit.db'), driver);
			db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite.database }) });
		}
		try {
			const { error } = await new Migrator({ db, provider: migrationProvider, migrationTableSchema: tableSchema }).migrateTo('0006_email_verification');
			expect(error).toBeUndefined();
			await db.insertInto('accounts').values({ id: 'acc-1', email: 'mover@example.com', plan: 'free', active: 1, created_at: AT, password_hash: 'hash', name: null, company: null, email_verified_at: null }).execute();
			const row = (name: string, email: string) => ({ token_hash: `tok-${name}`, account_id: 'acc-1', purpose: 'verify', email, created_at: '2026-11-01T00:00:00.000Z', expires_at: '2026-11-02T00:00:00.000Z' });
			await db.insertInto('email_tokens').values([row('own', 'mover@example.com'), row('away', 'moved@example.com')]).execute();
			await db.insertInto('email_tokens').values({ ...row('reset', 'mover@example.com'), purpose: 'reset' }).execute();
		} finally {
			await db.destroy();
		}
		const { store } = await open(place);
		expect(await store.findEmailToken('tok-away', 'change', AT)).toEqual(link('acc-1', 'away', 'change', 'moved@example.com'));
		expect(await store.findEmailToken('tok-away', 'verify', AT)).toBeNull();
		expect(await store.findEmailToken('tok-own', 'verify', AT)).toEqual(link('acc-1', 'own', 'verify', 'mover@example.com'));
		expect(await store.findEmailToken('tok-reset', 'reset', AT)).toEqual(link('acc-1', 'reset', 'reset', 'mover@example.com'));
	});

	it.skipIf(!available)('keeps shared documents: stored, replaced, and read by another instance', async () => {
		const { store, dataDir } = await open();
		expect(await store.getCachedDocument('ecb-rates x')).toBeNull();
		await store.putCachedDocument('ecb-rates x', '{"date":"2026-11-26"}', '2026-11-27T10:00:00.000Z');
		await store.putCachedDocument('ecb-rates x', '{"date":"2026-11-27"}', '2026-11-27T11:00:00.000Z');
		const { store: other } = await open(dataDir);
		expect(await other.getCachedDocument('ecb-rates x')).toEqual({ body: '{"date":"2026-11-27"}', fetchedAt: '2026-11-27T11:00:00.000Z' });
		expect(await other.getCachedDocument('ecb-rates y')).toBeNull();
	});

	it.skipIf(!available || driver !== 'postgres')('lets several instances migrate a fresh store at once (PostgreSQL advisory lock)', async () => {
		const schema = await freshSchema();
		schemas.push(schema);
		const opened = await Promise.all([1, 2, 3, 4].map(() => open(schema.url)));
		for (const { store } of opened) expect((await store.listPlans()).map((p) => p.name)).toEqual(['free', 'pro', 'unlimited']);
		await opened[0].store.createAccount('shared@example.com', 'free');
		expect((await opened[3].store.findAccountByEmail('shared@example.com'))?.plan).toBe('free');
	});

	it.skipIf(!available || driver === 'postgres')(
		'opens a new file while another connection holds its write lock (as a second process starting at once does)',
		async () => {
			// What a cluster's workers or two instances meet on a fresh file: another connection is
			// writing (here a rollback-journal write transaction, held for 300 ms). Switching to WAL
			// then fails at once with "database is locked" (SQLite does not wait where waiting could
			// deadlock); the store must try again, not give up (a CI failure, session 5).
			if (driver === 'postgres') return; // (skipped above; this narrows the type)
			const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-store-'));
			dirs.push(dir);
			const other = await openSqlite(path.join(dir, 'utilkit.db'), driver);
			other.exec('BEGIN IMMEDIATE; CREATE TABLE other_writer (x); INSERT INTO other_writer VALUES (1);');
			const released = new Promise<void>((resolve) => setTimeout(() => (other.exec('COMMIT'), resolve()), 300));
			try {
				const { store } = await open(dir);
				expect((await store.listPlans()).map((p) => p.name)).toEqual(['free', 'pro', 'unlimited']);
			} finally {
				await released;
				other.database.close();
			}
		}
	);
});

describe('the SQLite driver', () => {
	// The configuration's choice (SQLITE_DRIVER), not the Node version's, reaches the store: where
	// Node has no node:sqlite, asking for it fails rather than falling back.
	it.skipIf(hasNodeSqlite)('is the one the configuration names', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-driver-'));
		try {
			await expect(createStore({ dataDir: dir, databaseUrl: null, sqliteDriver: 'node:sqlite' })).rejects.toThrow(/node:sqlite needs Node 22\.13/);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});
});

describe('the SQLite files', () => {
	it('are only the server user’s: DATA_DIR 0700 and the database, its WAL and shared memory 0600, whatever the umask', async () => {
		const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-modes-'));
		const dataDir = path.join(parent, 'data');
		const umask = process.umask(0o022);
		try {
			const store = await createStore({ dataDir, databaseUrl: null });
			await store.createAccount('modes@example.com', 'free');
			const mode = (file: string) => fs.statSync(path.join(dataDir, file)).mode & 0o777;
			expect(mode('.')).toBe(0o700);
			expect(mode('utilkit.db')).toBe(0o600);
			for (const file of fs.readdirSync(dataDir)) expect(mode(file), file).toBe(0o600);
			expect(fs.readdirSync(dataDir)).toContain('utilkit.db-wal');
			await store.close();
		} finally {
			process.umask(umask);
			fs.rmSync(parent, { recursive: true, force: true });
		}
	});
});
