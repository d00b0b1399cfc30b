/**
 * `npm run test:api:pg`: the API contract suite again, every server on a fresh PostgreSQL schema
 * (UTILKIT_TEST_STORE=postgres, see tests/api/harness.ts). Skips with a message, and succeeds,
 * when no PostgreSQL answers at UTILKIT_TEST_DATABASE_URL (default 127.0.0.1:5432, database test).
 * Extra arguments go to vitest (e.g. a test file).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';

const url = new URL(process.env.UTILKIT_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const reachable = await new Promise((resolve) => {
	const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
	socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
	socket.once('connect', () => (socket.end(), resolve(true)));
	socket.once('error', () => resolve(false));
});
if (!reachable) {
	console.log(`test:api:pg skipped: no PostgreSQL at ${url.host} (start one, or set UTILKIT_TEST_DATABASE_URL)`);
	process.exit(0);
}
const child = spawn('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
	stdio: 'inherit',
	env: { ...process.env, UTILKIT_TEST_STORE: 'postgres' }
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
