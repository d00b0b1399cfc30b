import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freshSchema, postgresReachable, POSTGRES_SKIP_REASON, TEST_DATABASE_URL, type TestSchema } from '../../../../tests/peers/postgres.js';
import { startTcpProxy, type TcpProxy } from '../../../../tests/peers/tcp-proxy.js';
import { isStoreUnavailable } from './errors.js';
import { openPostgres } from './postgres.js';

const available = await postgresReachable();

// The pool between the app and PostgreSQL when connections break: through a TCP proxy that the
// tests cut or silence while a statement is running.
describe.skipIf(!available)('PostgreSQL pool under faults', () => {
	let proxy: TcpProxy | null = null;
	let schema: TestSchema | null = null;
	let close: (() => Promise<void>) | null = null;
	afterEach(async () => {
		await close?.();
		await proxy?.close();
		await schema?.drop();
		close = proxy = schema = null;
	});

	async function open() {
		const target = new URL(TEST_DATABASE_URL);
		proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
		schema = await freshSchema();
		const url = new URL(schema.url);
		url.host = `127.0.0.1:${proxy.port}`;
		const { db } = openPostgres(url.toString(), { max: 2, connectTimeoutMs: 500, statementTimeoutMs: 1000 });
		close = () => db.destroy();
		return db;
	}

	it('a connection cut during a statement fails that statement (the process survives) and the next one reconnects', async () => {
		const db = await open();
		expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
		const running = sql`select pg_sleep(0.5)`.execute(db);
		await new Promise((r) => setTimeout(r, 100));
		proxy!.cut();
		const err = await running.then(
			() => null,
			(e: unknown) => e
		);
		expect(isStoreUnavailable(err)).toBe(true);
		const refused = await sql`select 1`.execute(db).then(
			() => null,
			(e: unknown) => e
		);
		expect(isStoreUnavailable(refused)).toBe(true);
		proxy!.restore();
		expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
	});

	it('a silent network fails a statement within the statement timeout + 1 s and the pool recovers', async () => {
		const db = await open();
		await sql`select 1`.execute(db);
		proxy!.hang();
		const started = Date.now();
		const err = await sql`select 1`.execute(db).then(
			() => null,
			(e: unknown) => e
		);
		expect(isStoreUnavailable(err)).toBe(true);
		expect(Date.now() - started).toBeLessThan(2000 + 500);
		proxy!.restore();
		expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
	});
});

describe.skipIf(available)('PostgreSQL pool under faults', () => {
	it.skip(POSTGRES_SKIP_REASON, () => {});
});
