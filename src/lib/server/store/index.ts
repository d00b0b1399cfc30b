import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import type { Config } from '../config.js';
import { createKyselyStore } from './kysely-store.js';
import { openSqlite } from './sqlite-driver.js';
import { DEFAULT_POSTGRES_OPTIONS, openPostgres, type PostgresOptions } from './postgres.js';
import type { Database } from './schema.js';
import type { Store } from './types.js';

export type { Store } from './types.js';
export { isStoreUnavailable, STORE_UNAVAILABLE_DETAIL } from './errors.js';

/**
 * Opens the store the configuration names and runs pending migrations.
 * SQLite in `DATA_DIR/utilkit.db` by default; PostgreSQL when `DATABASE_URL` is set (its pool
 * and timeouts from `databasePool`). Both go through the same Kysely queries and migrations.
 */
export async function createStore(config: Pick<Config, 'dataDir' | 'databaseUrl'> & { databasePool?: PostgresOptions }): Promise<Store> {
	if (config.databaseUrl) {
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
	fs.mkdirSync(config.dataDir, { recursive: true });
	const sqlite = await openSqlite(path.join(config.dataDir, 'utilkit.db'));
	// WAL lets the CLI write while a server reads; NORMAL sync is durable across process crashes.
	sqlite.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
	const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite.database }) });
	const store = createKyselyStore(db, 'sqlite');
	await store.migrate();
	return store;
}
