import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
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
	});
	const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: releasingBrokenClients(pool) }) });
	return { db, pool };
}

/**
 * The pool as Kysely sees it (its `PostgresPool` interface), with one difference: a client whose
 * query failed without an answer from the server (pg's `query_timeout` on a silent network, a
 * connection cut) is released with that error, `client.release(err)`, so that pg-pool closes it
 * instead of lending it again: its state is unknown, and the next query would queue behind the
 * one still waiting until TCP keepalive gives up. An error the server answered (a
 * `pg.DatabaseError`: a constraint, the server-side `statement_timeout`) leaves the connection
 * usable, and it goes back to the pool.
 */
function releasingBrokenClients(pool: pg.Pool): PostgresPool {
	const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
	return {
		async connect() {
			const client = await pool.connect();
			let wrapper = wrappers.get(client);
			if (!wrapper) {
				let broken: Error | undefined;
				wrapper = {
					// Kysely calls query(sql, parameters) only: no cursor is configured.
					query: ((sql: string, parameters: readonly unknown[]) =>
						client.query(sql, parameters as unknown[]).catch((err: unknown) => {
							if (!(err instanceof pg.DatabaseError)) broken = err instanceof Error ? err : new Error(String(err));
							throw err;
						})) as unknown as PostgresPoolClient['query'],
					release() {
						const err = broken;
						broken = undefined;
						client.release(err);
					}
				};
				wrappers.set(client, wrapper);
			}
			return wrapper;
		},
		end: () => pool.end()
	};
}
