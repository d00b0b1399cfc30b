import type { SqliteDatabase, SqliteStatement } from 'kysely';

export type SqliteDriverName = 'node:sqlite' | 'better-sqlite3';

/** An open SQLite file, in the shape Kysely's SqliteDialect drives, plus `exec` for pragmas. */
export interface OpenSqlite {
	driver: SqliteDriverName;
	database: SqliteDatabase;
	exec(sql: string): void;
}

/** The driver used unless the configuration (SQLITE_DRIVER) names one: the built-in one from Node 24 on. */
export const DEFAULT_DRIVER: SqliteDriverName =
	Number(process.versions.node.split('.')[0]) >= 24 ? 'node:sqlite' : 'better-sqlite3';

/**
 * Opens SQLite with Node's built-in `node:sqlite` on Node 24+ and with better-sqlite3 on Node 20
 * and 22. better-sqlite3 12 aborts on Node 24.19+ when a Statement is garbage-collected (Node's
 * ObjectWrap change, nodejs/node#65446); 13, which fixes that, does not run on Node 20; and
 * node:sqlite does not exist on Node 20 and warns that it is experimental on Node 22.
 * `prefer` (the configuration's `sqliteDriver`, from `SQLITE_DRIVER`) forces one.
 */
export async function openSqlite(file: string, prefer: SqliteDriverName = DEFAULT_DRIVER): Promise<OpenSqlite> {
	if (prefer === 'node:sqlite') {
		const builtin = await import('node:sqlite').catch(() => null);
		if (!builtin) throw new Error('SQLITE_DRIVER=node:sqlite needs Node 22.13 or newer');
		return fromNodeSqlite(new builtin.DatabaseSync(file));
	}
	const { default: BetterSqlite } = await import('better-sqlite3');
	const db = new BetterSqlite(file);
	return { driver: 'better-sqlite3', database: db, exec: (sql) => void db.exec(sql) };
}

type NodeDatabase = import('node:sqlite').DatabaseSync;
type NodeParam = import('node:sqlite').SQLInputValue;

/** node:sqlite behind better-sqlite3's statement shape (what Kysely's SqliteDriver calls). */
function fromNodeSqlite(db: NodeDatabase): OpenSqlite {
	const database: SqliteDatabase = {
		close: () => db.close(),
		prepare(sql: string): SqliteStatement {
			const statement = db.prepare(sql);
			const params = (values: ReadonlyArray<unknown>) => values as NodeParam[];
			return {
				// A statement that returns columns is a reader (SELECT, or anything with RETURNING).
				reader: statement.columns().length > 0,
				all: (values) => statement.all(...params(values)),
				run: (values) => {
					const { changes, lastInsertRowid } = statement.run(...params(values));
					return { changes, lastInsertRowid };
				},
				iterate: (values) => statement.iterate(...params(values))
			};
		}
	};
	return { driver: 'node:sqlite', database, exec: (sql) => db.exec(sql) };
}
