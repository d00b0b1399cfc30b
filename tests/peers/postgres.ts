/**
 * Fresh PostgreSQL namespaces for tests: each caller gets its own schema `utilkit_test_<random>`
 * in the test database, reached through a DATABASE_URL whose `options` set the search_path, and
 * drops it afterwards, so concurrent runs never see each other's rows.
 *
 * `UTILKIT_TEST_DATABASE_URL` overrides the server (default postgres://postgres@127.0.0.1:5432/test).
 */
import crypto from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

export const TEST_DATABASE_URL = process.env.UTILKIT_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export const POSTGRES_SKIP_REASON = `skipped: no PostgreSQL at ${new URL(TEST_DATABASE_URL).host} (start one, or set UTILKIT_TEST_DATABASE_URL)`;

let reachable: Promise<boolean> | null = null;

/** Whether the test server answers `select 1` (checked once per process). */
export function postgresReachable(): Promise<boolean> {
	reachable ??= (async () => {
		const url = new URL(TEST_DATABASE_URL);
		const open = await new Promise<boolean>((resolve) => {
			const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
			socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
			socket.once('connect', () => (socket.end(), resolve(true)));
			socket.once('error', () => resolve(false));
		});
		if (!open) return false;
		const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
		try {
			await client.connect();
			await client.query('select 1');
			return true;
		} catch {
			return false;
		} finally {
			await client.end().catch(() => {});
		}
	})();
	return reachable;
}

export interface TestSchema {
	name: string;
	/** DATABASE_URL for the app: the test database with search_path set to this schema. */
	url: string;
	drop(): Promise<void>;
}

/** Creates an empty schema; `url` points the app at it. */
export async function freshSchema(): Promise<TestSchema> {
	const name = `utilkit_test_${crypto.randomBytes(6).toString('hex')}`;
	await admin(`create schema ${name}`);
	return {
		name,
		url: schemaUrl(TEST_DATABASE_URL, name),
		drop: () => admin(`drop schema if exists ${name} cascade`)
	};
}

/** `base` with `options=-c search_path=<schema>` (and any other query it had). */
export function schemaUrl(base: string, schema: string): string {
	const url = new URL(base);
	url.searchParams.set('options', `-c search_path=${schema}`);
	return url.toString();
}

async function admin(statement: string): Promise<void> {
	const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
	await client.connect();
	try {
		await client.query(statement);
	} finally {
		await client.end();
	}
}
