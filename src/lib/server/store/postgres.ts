import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

/** Pool size and timeouts of the PostgreSQL store (`DATABASE_POOL_MAX`, `DATABASE_*_TIMEOUT_MS`). */
export interface PostgresOptions {
	/** Connections per process. */
	max: number;
	/** Bound on opening a connection and on waiting for a free one from the pool. */
	connectTimeoutMs: number;
	/** Server-side `statement_timeout`; the client gives up one second later (a silent network). */
	statementTimeoutMs: number;
}

export const DEFAULT_POSTGRES_OPTIONS: PostgresOptions = { max: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 };

// pg returns BIGINT (int8) and NUMERIC (sum()) as strings; the store converts with Number().

/**
 * A Kysely instance over a `pg` pool. A dead database never hangs a caller: connecting, waiting
 * for a pooled connection and every statement are bounded, and a connection that breaks is
 * dropped from the pool (the next query opens a new one, so the store recovers by itself).
 */
export function openPostgres(url: string, options: PostgresOptions = DEFAULT_POSTGRES_OPTIONS): { db: Kysely<Database>; pool: pg.Pool } {
	const pool = new pg.Pool({
		connectionString: url,
		max: options.max,
		connectionTimeoutMillis: options.connectTimeoutMs,
		idleTimeoutMillis: 30_000,
		statement_timeout: options.statementTimeoutMs,
		query_timeout: options.statementTimeoutMs + 1_000,
		keepAlive: true,
		application_name: 'utilkit'
	});
	// An idle pooled connection that dies (database restart, network cut) emits 'error' on the
	// pool; unhandled, that would end the process. The pool has already dropped it.
	pool.on('error', () => {});
	const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
	return { db, pool };
}
