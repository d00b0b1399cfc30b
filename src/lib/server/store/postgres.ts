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
		// TCP keepalive probes after 10 s idle: a connection to a host that vanished is found dead.
		keepAlive: true,
		keepAliveInitialDelayMillis: 10_000,
		application_name: 'utilkit'
	});
	// An idle pooled connection that dies (database restart, network cut) emits 'error' on the
	// pool; unhandled, that would end the process. The pool has already dropped it.
	pool.on('error', () => {});
	// A connection that breaks while Kysely holds it (a query in flight) also emits 'error' on the
	// client, and pg-pool listens only to idle ones: without this the process would crash. The
	// query itself fails with the error, and the broken client is dropped when it is released.
	pool.on('connect', (client) => {
		client.on('error', () => {});
		// After a client-side timeout (the network went silent) the connection's state is unknown:
		// close it, so the pool drops it on release and the next query opens a fresh one, rather
		// than queueing behind it until TCP keepalive gives up.
		const query = client.query.bind(client) as (...args: unknown[]) => unknown;
		(client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
			const result = query(...args);
			if (result instanceof Promise) {
				result.catch((err: unknown) => {
					if (err instanceof Error && err.message === 'Query read timeout') {
						// Client#end(), the public API: it marks the client as ending at once (pg-pool
						// then drops it on release instead of reusing it) and, with the timed-out query
						// still active, destroys the socket rather than waiting for a silent network.
						client.end().catch(() => {});
					}
				});
			}
			return result;
		};
	});
	const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
	return { db, pool };
}
