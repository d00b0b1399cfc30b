import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import type { Config } from '../config.js';
import { createKyselyStore } from './kysely-store.js';
import { openSqlite } from './sqlite-driver.js';
import type { Database } from './schema.js';
import type { Store } from './types.js';

export type { Store } from './types.js';

/**
 * Opens the store the configuration names and runs pending migrations.
 * SQLite in `DATA_DIR/utilkit.db` by default; PostgreSQL by `DATABASE_URL` (the Scale-out issue).
 */
export async function createStore(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Store> {
	if (config.databaseUrl) {
		throw new Error('DATABASE_URL (PostgreSQL) is not supported yet; unset it to use the embedded SQLite store');
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
