/**
 * `npm run test:api:pg`: the API contract suite again, every server on a fresh PostgreSQL schema
 * (UTILKIT_TEST_STORE=postgres, see tests/api/harness.ts). Skips with a message, and succeeds,
 * when no PostgreSQL answers at UTILKIT_TEST_DATABASE_URL (default 127.0.0.1:5432, database test).
 * When Redis answers at UTILKIT_TEST_REDIS_URL (default 127.0.0.1:6379) every server also gets
 * REDIS_URL and a fresh key prefix (UTILKIT_TEST_REDIS=1): the suite on PostgreSQL + Redis.
 * Extra arguments go to vitest (e.g. a test file); without them, the files whose behaviour
 * depends on the store and the limits: the contract (platform, accounts), several
 * instances, faults, every core, readiness and shutdown. The files about upstreams (web fetch,
 * AI, translation, VIES, Nominatim, SSRF) and every operation's cases (operations.test.ts) do not
 * touch the store beyond the key check, which platform.test.ts covers, and run on SQLite only,
 * which keeps CI within its time budget.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';

const url = new URL(process.env.UTILKIT_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const listening = (host, port) =>
	new Promise((resolve) => {
		const socket = net.connect({ host, port });
		socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
		socket.once('connect', () => (socket.end(), resolve(true)));
		socket.once('error', () => resolve(false));
	});
const reachable = await listening(url.hostname, Number(url.port || 5432));
const redisUrl = new URL(process.env.UTILKIT_TEST_REDIS_URL || 'redis://127.0.0.1:6379');
const withRedis = await listening(redisUrl.hostname, Number(redisUrl.port || 6379));
if (!reachable) {
	console.log(`test:api:pg skipped: no PostgreSQL at ${url.host} (start one, or set UTILKIT_TEST_DATABASE_URL)`);
	process.exit(0);
}
if (!withRedis) console.log(`test:api:pg: no Redis at ${redisUrl.host}; PostgreSQL only`);
const STORE_FILES = [
	'tests/api/platform.test.ts',
	'tests/api/accounts.test.ts',
	'tests/api/redis-instances.test.ts',
	'tests/api/postgres-faults.test.ts',
	'tests/api/cluster.test.ts',
	'tests/api/observability.test.ts',
	'tests/api/readiness-redis.test.ts',
	'tests/api/shutdown.test.ts'
];
const files = process.argv.length > 2 ? process.argv.slice(2) : STORE_FILES;
const child = spawn('npx', ['vitest', 'run', '--project', 'api', ...files], {
	stdio: 'inherit',
	env: { ...process.env, UTILKIT_TEST_STORE: 'postgres', ...(withRedis ? { UTILKIT_TEST_REDIS: '1' } : {}) }
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
