import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import type { Config } from '../config.js';
import { createKyselyStore } from './kysely-store.js';
import { openSqlite } from './sqlite-driver.js';
import type { PostgresOptions } from './postgres.js';
import type { Database } from './schema.js';
import type { Store } from './types.js';
import { isStoreUnavailable } from './errors.js';

export type { Store } from './types.js';
export { isStoreUnavailable, STORE_UNAVAILABLE_DETAIL } from './errors.js';

/**
 * Opens the store the configuration names and runs pending migrations.
 * SQLite in `DATA_DIR/utilkit.db` by default; PostgreSQL when `DATABASE_URL` is set (its pool
 * and timeouts from `databasePool`). Both go through the same Kysely queries and migrations.
 * `sqliteDriver` (SQLITE_DRIVER) picks SQLite's driver; unset, the Node version does (sqlite-driver.ts).
 */
export async function createStore(
	config: Pick<Config, 'dataDir' | 'databaseUrl'> & { databasePool?: PostgresOptions; sqliteDriver?: Config['sqliteDriver'] }
): Promise<Store> {
	if (config.databaseUrl) {
		// pg loads only with DATABASE_URL (docs/performance.md, "Lean server").
		const { DEFAULT_POSTGRES_OPTIONS, openPostgres } = await import('./postgres.js');
		const { db } = openPostgres(config.databaseUrl, config.databasePool ?? DEFAULT_POSTGRES_OPTIONS);
		const store = createKyselyStore(db, 'postgres');
		try {
			await store.migrate();
		} catch (err) {
			await store.close();
			throw err;
		}
		return store;
	}
	// Only the server's user may read what it keeps: the directory 0700, the database 0600 (SQLite
	// gives its -wal and -shm files the database file's mode). Made so when created; a directory or
	// file that exists keeps the mode its operator gave it.
	fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
	const file = path.join(config.dataDir, 'utilkit.db');
	fs.closeSync(fs.openSync(file, 'a', 0o600));
	const sqlite = await openSqlite(file, config.sqliteDriver ?? undefined);
	// First, so that every later statement waits out another process's lock (node:sqlite waits 0 ms
	// by default). NORMAL sync is durable across process crashes.
	sqlite.exec('PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
	const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite.database }) });
	const store = createKyselyStore(db, 'sqlite');
	try {
		// WAL lets the CLI write while a server reads. Processes opening a new file at once (a
		// cluster's workers, two instances, the CLI) contend for it: switching the file to WAL needs
		// it alone for a moment, and SQLite answers "database is locked" at once, without the busy
		// timeout, where waiting could deadlock. Both steps can simply be run again.
		await retryWhileLocked(async () => {
			sqlite.exec('PRAGMA journal_mode = WAL');
			await store.migrate();
		});
	} catch (err) {
		await store.close();
		throw err;
	}
	return store;
}

/** Runs `step` again while the store says it is locked (isStoreUnavailable), for up to `withinMs`. */
async function retryWhileLocked<T>(step: () => Promise<T>, withinMs = 15_000): Promise<T> {
	const deadline = Date.now() + withinMs;
	for (;;) {
		try {
			return await step();
		} catch (err) {
			if (!isStoreUnavailable(err) || Date.now() > deadline) throw err;
			// Jittered, so that two processes that collided do not collide again in step.
			await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
		}
	}
}
