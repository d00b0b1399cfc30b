// `npm run bench`: the full API path (auth, rate limit, quota, operation) of the built server
// against a bare node:http server doing the same hash, measured in the same run, one after the
// other, on loopback. Needs `npm run build` first. Options via env: BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 50).
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BODY = JSON.stringify({ input: 'hello world', algorithms: ['sha256'] });
const EXPECTED = 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9';

if (!fs.existsSync('dist/server.js') || !fs.existsSync('build/handler.js')) {
	console.error('Run `npm run build` first.');
	process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-bench-'));
const env = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
const key = execFileSync('npx', ['tsx', 'src/cli/main.ts', 'keys', 'create', '--email', 'bench@example.com', '--plan', 'unlimited'], {
	env,
	encoding: 'utf8'
}).trim();

function waitForHttp(port) {
	return new Promise((resolve, reject) => {
		const deadline = Date.now() + 20_000;
		const attempt = () =>
			fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`)
				.then(() => resolve())
				.catch(() => (Date.now() > deadline ? reject(new Error(`port ${port} did not open`)) : setTimeout(attempt, 100)));
		attempt();
	});
}

async function startApp(port, extraEnv = {}) {
	const child = spawn(process.execPath, ['dist/server.js'], { env: { ...env, PORT: String(port), ...extraEnv }, stdio: 'inherit' });
	await waitForHttp(port);
	return child;
}

async function startBare(port) {
	const child = fork('scripts/bench-bare.js', { env: { ...process.env, PORT: String(port) } });
	await new Promise((resolve) => child.once('message', resolve));
	return child;
}

async function load(name, port, headers) {
	const url = `http://127.0.0.1:${port}/api/v1/hash`;
	const check = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: BODY });
	const answer = await check.json();
	if (answer.hashes?.sha256 !== EXPECTED) throw new Error(`${name}: unexpected answer ${JSON.stringify(answer)}`);
	const opts = { url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: BODY, connections: CONNECTIONS };
	await autocannon({ ...opts, duration: 2 }); // warm-up (JIT, caches)
	const result = await autocannon({ ...opts, duration: SECONDS });
	const non2xx = result.non2xx + result.errors;
	return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx };
}

const rows = [];
const bare = await startBare(4801);
const app = await startApp(4802);
const viaKit = await startApp(4803, { API_DISPATCH: 'sveltekit' });
try {
	rows.push(await load('bare node:http (baseline)', 4801, {}));
	rows.push(await load('Utilkit API, lean dispatcher', 4802, { 'x-api-key': key }));
	rows.push(await load('Utilkit API, through SvelteKit', 4803, { 'x-api-key': key }));
	rows.push(await load('bare node:http (baseline, again)', 4801, {}));
	rows.push(await load('Utilkit API, lean dispatcher (again)', 4802, { 'x-api-key': key }));
} finally {
	bare.kill();
	app.kill('SIGTERM');
	viaKit.kill('SIGTERM');
}

const baseline = (rows[0].rps + rows[3].rps) / 2;
console.log(`\nPOST /api/v1/hash sha256("hello world"), ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}, ${os.cpus().length} cores\n`);
console.log('| server | req/s | p50 ms | p99 ms | non-2xx | ratio to bare |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
	console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${(r.rps / baseline).toFixed(2)} |`);
}
fs.rmSync(dataDir, { recursive: true, force: true });
