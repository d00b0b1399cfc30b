// `npm run bench:scale`: the full API path on each backend and process count, beside bare
// node:http in the same run, then latency at 25 / 50 / 75 / 100 % of each setup's measured
// maximum. Setups: SQLite in one process; PostgreSQL + Redis in one process; and both again on
// every core (WEB_CONCURRENCY). PostgreSQL (127.0.0.1:5432, database
// `test`, for CREATE DATABASE) and Redis (127.0.0.1:6379) are used when reachable and skipped
// with a message otherwise; each run uses its own database and key prefix and removes them.
// Then every operation that runs anywhere (its first example) and a sample of network ones
// against local peers (URL checker → a local site; AI chat → a fake OpenAI-compatible server),
// through the API on SQLite in one process, each beside bare node:http measured in the same round.
// Run with tsx (`npm run bench:scale`). Needs `npm run build` first.
// Env: BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_OP_SECONDS (2),
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_REDIS_URL (redis://127.0.0.1:6379).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { OPERATIONS } from '../../src/lib/ops/registry.ts';
import { apiRequest } from '../../src/lib/tools/api-request.ts';
import { benchKey, median, startApp, startBare, stopApp } from './lib/bench-server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const OP_SECONDS = Number(process.env.BENCH_OP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BODY = JSON.stringify({ input: 'hello world', algorithms: ['sha256'] });
// SHA-256("hello world"), as published for this well-known input.
const EXPECTED = 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9';
const CORES = os.availableParallelism();

if (!fs.existsSync('build/index.js')) {
	console.error('Run `npm run build` first.');
	process.exit(1);
}
const suffix = randomBytes(4).toString('hex');

/** PostgreSQL and Redis for this run, or null (with the reason printed) when either is absent. */
async function sharedBackends() {
	const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
	const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
	try {
		await admin.connect();
		await redis.connect();
		await redis.ping();
	} catch (err) {
		console.log(`PostgreSQL + Redis setups skipped: ${err.message}`);
		await admin.end().catch(() => {});
		redis.disconnect();
		return null;
	}
	const database = `utilkit_bench_${suffix}`;
	await admin.query(`CREATE DATABASE ${database}`);
	const url = new URL(PG_URL);
	url.pathname = `/${database}`;
	const prefix = `utilkit-bench-${suffix}:`;
	return {
		env: { DATABASE_URL: url.href, REDIS_URL, REDIS_PREFIX: prefix },
		async drop() {
			await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
			await admin.end();
			let cursor = '0';
			do {
				const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
				if (keys.length) await redis.del(...keys);
				cursor = next;
			} while (cursor !== '0');
			redis.disconnect();
		}
	};
}

async function load(port, headers, extra = {}, seconds = SECONDS) {
	const url = `http://127.0.0.1:${port}/api/v1/hash`;
	const opts = { url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: BODY, connections: CONNECTIONS, ...extra };
	const r = await autocannon({ ...opts, duration: seconds });
	return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
}

async function check(port, headers) {
	const res = await fetch(`http://127.0.0.1:${port}/api/v1/hash`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: BODY });
	const answer = await res.json();
	if (answer.hashes?.sha256 !== EXPECTED) throw new Error(`port ${port}: unexpected answer ${JSON.stringify(answer)}`);
	await autocannon({ url: `http://127.0.0.1:${port}/api/v1/hash`, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: BODY, connections: CONNECTIONS, duration: 1 });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-bench-'));
const sqliteEnv = { DATA_DIR: dataDir };
const shared = await sharedBackends();
const setups = [{ name: 'SQLite, 1 process', env: sqliteEnv }];
if (shared) setups.push({ name: 'PostgreSQL + Redis, 1 process', env: shared.env });
setups.push({ name: `SQLite, ${CORES} processes`, env: { ...sqliteEnv, WEB_CONCURRENCY: String(CORES) } });
if (shared) setups.push({ name: `PostgreSQL + Redis, ${CORES} processes`, env: { ...shared.env, WEB_CONCURRENCY: String(CORES) } });
const keys = new Map([[sqliteEnv, benchKey(sqliteEnv)]]);
if (shared) keys.set(shared.env, benchKey(shared.env));

const bare = await startBare(4901);
const results = setups.map(() => []);
const bareRuns = [];
try {
	// Maximum throughput: bare, then every setup, in each round; each setup runs alone.
	for (let round = 0; round < ROUNDS; round++) {
		await check(4901, {});
		const b = await load(4901, {});
		bareRuns.push(b);
		for (const [i, setup] of setups.entries()) {
			const child = await startApp(4902, setup.env);
			try {
				const headers = { 'x-api-key': keys.get(setup.env.DATABASE_URL ? shared.env : sqliteEnv) };
				await check(4902, headers);
				results[i].push({ ...(await load(4902, headers)), ratio: 0 });
				results[i].at(-1).ratio = results[i].at(-1).rps / b.rps;
			} finally {
				await stopApp(child);
			}
		}
	}

	console.log(`\nPOST /api/v1/hash sha256("hello world"), ${CONNECTIONS} connections, autocannon in this process, ${ROUNDS} rounds × ${SECONDS} s, Node ${process.version}, ${CORES} cores\n`);
	console.log('| setup | req/s (median) | p50 ms | p99 ms | non-2xx/errors | ratio to bare (median) | per-round ratios |');
	console.log('|---|---:|---:|---:|---:|---:|---|');
	const row = (name, rs, ratios) =>
		`| ${name} | ${Math.round(median(rs.map((r) => r.rps)))} | ${median(rs.map((r) => r.p50))} | ${median(rs.map((r) => r.p99))} | ${rs.reduce((a, r) => a + r.bad, 0)} | ${ratios ? median(ratios).toFixed(2) : '1.00'} | ${ratios ? ratios.map((r) => r.toFixed(2)).join(', ') : ''} |`;
	console.log(row('bare node:http (baseline)', bareRuns));
	for (const [i, setup] of setups.entries()) console.log(row(setup.name, results[i], results[i].map((r) => r.ratio)));

	// How cost grows with load: a fixed request rate at fractions of each setup's maximum.
	console.log('\nLatency at a fixed rate, as a share of each setup\'s measured maximum:\n');
	console.log('| setup | load | target req/s | achieved req/s | p50 ms | p99 ms | non-2xx/errors |');
	console.log('|---|---:|---:|---:|---:|---:|---:|');
	for (const [i, setup] of setups.entries()) {
		const max = median(results[i].map((r) => r.rps));
		const child = await startApp(4902, setup.env);
		try {
			const headers = { 'x-api-key': keys.get(setup.env.DATABASE_URL ? shared.env : sqliteEnv) };
			await check(4902, headers);
			for (const share of [0.25, 0.5, 0.75, 1]) {
				const target = Math.round(max * share);
				const r = await load(4902, headers, share < 1 ? { overallRate: target } : {});
				console.log(`| ${setup.name} | ${share * 100} % | ${share < 1 ? target : 'max'} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.bad} |`);
			}
		} finally {
			await stopApp(child);
		}
	}

	// Every operation that runs anywhere, and the network sample, through the API.
	const peers = fork('scripts/bench/bench-peers.js', { env: { ...process.env, SITE_PORT: '4903', CHAT_PORT: '4904' } });
	await new Promise((resolve) => peers.once('message', resolve));
	const app = await startApp(4902, { ...sqliteEnv, OUTBOUND_ALLOW_PRIVATE: '1', AI_BASE_URL: 'http://127.0.0.1:4904/v1', AI_MODEL: 'bench-model' });
	try {
		const headers = { 'x-api-key': keys.get(sqliteEnv) };
		const cases = [
			...OPERATIONS.filter((op) => op.runs === 'anywhere').map((op) => ({ name: op.id, op, input: op.examples[0].input })),
			{ name: 'url-checker → local site', op: OPERATIONS.find((o) => o.id === 'url-checker'), input: { url: 'http://127.0.0.1:4903/page' } },
			{ name: 'ai-chat → local fake', op: OPERATIONS.find((o) => o.id === 'ai-chat'), input: { messages: [{ role: 'user', content: 'Hi' }] } }
		];
		console.log(`\nEvery operation through the API (SQLite, one process), first example, ${CONNECTIONS} connections, ${OP_SECONDS} s each, bare measured before each:\n`);
		console.log('| operation | req/s | p50 ms | p99 ms | non-2xx/errors | ratio to bare |');
		console.log('|---|---:|---:|---:|---:|---:|');
		for (const { name, op, input } of cases) {
			const { url, body } = apiRequest(op, input);
			const res = await fetch(`http://127.0.0.1:4902${url}`, { method: op.method, headers: { 'content-type': 'application/json', ...headers }, body });
			if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
			const b = await load(4901, {}, {}, OP_SECONDS);
			const r = await autocannon({
				url: `http://127.0.0.1:4902${url}`,
				method: op.method,
				headers: { 'content-type': 'application/json', ...headers },
				body,
				connections: CONNECTIONS,
				duration: OP_SECONDS
			});
			const bad = r.non2xx + r.errors + r.timeouts;
			console.log(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${bad} | ${(r.requests.average / b.rps).toFixed(2)} |`);
		}
	} finally {
		app.kill('SIGTERM');
		peers.kill('SIGTERM');
	}
} finally {
	bare.kill('SIGTERM');
	await shared?.drop();
	fs.rmSync(dataDir, { recursive: true, force: true });
}
