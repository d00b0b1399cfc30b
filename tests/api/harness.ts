import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freshSchema, postgresReachable, POSTGRES_SKIP_REASON, type TestSchema } from '../peers/postgres';
import { dropRedisPrefix, freshRedisPrefix, redisReachable, REDIS_SKIP_REASON, TEST_REDIS_URL } from '../peers/redis';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
/** Preloaded into every server a test starts: it stops when the test process is gone (no orphans after a killed run). */
const STOP_WITH_PARENT = path.join(ROOT, 'tests/stop-with-parent.mjs');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo;
			server.close(() => resolve(port));
		});
		server.on('error', reject);
	});
}

/**
 * The store the API suite runs on: `UTILKIT_TEST_STORE=postgres` (`npm run test:api:pg`) gives
 * every server a fresh PostgreSQL schema, dropped when it stops; otherwise a fresh SQLite DATA_DIR.
 */
export const TEST_STORE: 'sqlite' | 'postgres' = process.env.UTILKIT_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

/** For tests of SQLite files themselves: `it.skipIf(ON_POSTGRES)`. */
export const ON_POSTGRES = TEST_STORE === 'postgres';

/**
 * `UTILKIT_TEST_REDIS=1`: every server also gets REDIS_URL and a fresh key prefix, deleted when it
 * stops (unless `extraEnv` names a REDIS_URL; `''` keeps a server on memory limits).
 */
export const ON_REDIS = process.env.UTILKIT_TEST_REDIS === '1';

export interface Server {
	url: string;
	/** The SQLite DATA_DIR (on PostgreSQL it exists but holds no database). */
	dataDir: string;
	store: 'sqlite' | 'postgres';
	env: Record<string, string>;
	/** Everything the server wrote to stdout and stderr since it was started (its logs). */
	output(): string;
	/** The running server process (to signal it, or to read its exit code). */
	process(): ChildProcess;
	/** POST JSON (or anything) to /api/v1/<path>. */
	post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
	get(path: string, headers?: Record<string, string>): Promise<Response>;
	/** Runs the operator CLI with this server's environment; resolves to its stdout. */
	cli(...args: string[]): Promise<string>;
	/** Stops the server (and drops its PostgreSQL schema, if the harness made one). */
	stop(): Promise<void>;
	/** Stops and starts it again on the same store. */
	restart(): Promise<void>;
	/** Every byte the store holds, as text: the SQLite file and its WAL, or every PostgreSQL row. */
	storeContents(): Promise<string>;
}

/**
 * Starts the built server (`node build/index.js`, run `npm run build` first) on a free port
 * with a fresh DATA_DIR (or, under UTILKIT_TEST_STORE=postgres, a fresh PostgreSQL schema unless
 * `extraEnv` names a DATABASE_URL), and waits until it answers.
 */
export async function startServer(extraEnv: Record<string, string> = {}, dataDir?: string): Promise<Server> {
	if (!fs.existsSync(path.join(ROOT, 'build/index.js'))) throw new Error('build/index.js is missing: run `npm run build` first');
	const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-api-'));
	let schema: TestSchema | null = null;
	if (TEST_STORE === 'postgres' && !extraEnv.DATABASE_URL) {
		if (!(await postgresReachable())) throw new Error(`UTILKIT_TEST_STORE=postgres: ${POSTGRES_SKIP_REASON}`);
		schema = await freshSchema();
	}
	let redisPrefix: string | null = null;
	if (ON_REDIS && extraEnv.REDIS_URL === undefined) {
		if (!(await redisReachable())) throw new Error(`UTILKIT_TEST_REDIS=1: ${REDIS_SKIP_REASON}`);
		redisPrefix = freshRedisPrefix();
	}
	const port = await freePort();
	const env: Record<string, string> = {
		...(process.env as Record<string, string>),
		DATA_DIR: dir,
		...(schema ? { DATABASE_URL: schema.url } : {}),
		...(redisPrefix ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: redisPrefix } : {}),
		PORT: String(port),
		HOST: '127.0.0.1',
		ORIGIN: `http://127.0.0.1:${port}`,
		LOG_LEVEL: 'warn',
		...extraEnv
	};
	// `ORIGIN: ''` asks for a server without ORIGIN (adapter-node refuses an empty one and would
	// otherwise read the scheme and host from the request, e.g. behind a proxy's PROTOCOL_HEADER).
	if (env.ORIGIN === '') delete env.ORIGIN;
	// `NODE_ENV: ''` asks for a bare `node build`, without the NODE_ENV the test runner sets.
	if (env.NODE_ENV === '') delete env.NODE_ENV;
	const url = `http://127.0.0.1:${port}`;
	let child: ChildProcess;
	let output = '';

	async function launch() {
		child = spawn(process.execPath, ['--import', STOP_WITH_PARENT, 'build/index.js'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
		child.stdout!.on('data', (d) => (output += d));
		child.stderr!.on('data', (d) => (output += d));
		// A bound for a server that never comes up, not a speed test: a loaded 2-core machine has
		// taken over 20 s to start one while other suites ran.
		const deadline = Date.now() + 45_000;
		for (;;) {
			if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
			try {
				// /healthz, not /openapi.json: the first OpenAPI request computes every operation's
				// response examples (seconds of a thread), which most tests never need.
				await fetch(`${url}/healthz`);
				return;
			} catch {
				if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
				await new Promise((r) => setTimeout(r, 100));
			}
		}
	}

	async function stop() {
		if (!child || child.exitCode !== null) return;
		const exited = new Promise((r) => child.once('exit', r));
		child.kill('SIGTERM');
		await exited;
	}

	try {
		await launch();
	} catch (err) {
		// A server that did not come up in time may still be starting: it must not outlive the test.
		if (child! && child.exitCode === null) {
			const exited = new Promise((r) => child.once('exit', r));
			child.kill('SIGKILL');
			await exited;
		}
		await schema?.drop();
		if (redisPrefix) await dropRedisPrefix(redisPrefix);
		throw err;
	}
	const databaseUrl = env.DATABASE_URL;
	return {
		url,
		dataDir: dir,
		store: databaseUrl ? 'postgres' : 'sqlite',
		env,
		storeContents: async () => {
			if (!databaseUrl) {
				const file = path.join(dir, 'utilkit.db');
				const read = (f: string) => (fs.existsSync(f) ? fs.readFileSync(f).toString('latin1') : '');
				return read(file) + read(`${file}-wal`);
			}
			const client = new pg.Client({ connectionString: databaseUrl });
			await client.connect();
			try {
				const tables = await client.query<{ name: string }>(
					"select quote_ident(table_name) as name from information_schema.tables where table_schema = current_schema()"
				);
				let text = '';
				for (const { name } of tables.rows) text += (await client.query(`select t::text as row from ${name} t`)).rows.map((r) => r.row).join('\n');
				return text;
			} finally {
				await client.end();
			}
		},
		post: (p, body, headers = {}) =>
			fetch(`${url}/api/v1${p}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', ...headers },
				body: typeof body === 'string' ? body : JSON.stringify(body)
			}),
		get: (p, headers = {}) => fetch(`${url}/api/v1${p}`, { headers }),
		output: () => output,
		process: () => child,
		cli: async (...args) => (await run(process.execPath, ['build/cli.js', ...args], { cwd: ROOT, env })).stdout,
		stop: async () => {
			await stop();
			await schema?.drop();
			schema = null;
			if (redisPrefix) await dropRedisPrefix(redisPrefix);
			redisPrefix = null;
		},
		restart: async () => {
			await stop();
			await launch();
		}
	};
}

/**
 * Servers started together (`Promise.all` would leave the ones that started running, orphaned,
 * when another fails: afterAll never learns of them). On a failure the started ones are stopped
 * and the first failure is thrown.
 */
export async function startedTogether<T extends readonly Promise<Server>[]>(starts: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
	const settled = await Promise.allSettled(starts);
	const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
	if (failed) {
		await Promise.all(settled.map((r) => (r.status === 'fulfilled' ? r.value.stop() : undefined)));
		throw failed.reason;
	}
	return settled.map((r) => (r as PromiseFulfilledResult<Server>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/** Retries `check` until it passes or `ms` elapse (for changes that take effect asynchronously). */
export async function eventually<T>(check: () => Promise<T>, ms = 30_000): Promise<T> {
	const deadline = Date.now() + ms;
	for (;;) {
		try {
			return await check();
		} catch (err) {
			if (Date.now() > deadline) throw err;
			await new Promise((r) => setTimeout(r, 100));
		}
	}
}

