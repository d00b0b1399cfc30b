// `npm run bench`: the full API path (key check, rate limit, quota, operation, limit headers)
// of the built server against a bare node:http server doing the same hash, in the same run.
// The machines are noisy, so the two are measured alternately for several rounds and the
// ratio is the median of each round's ratio. Needs `npm run build` first.
// Env: BENCH_SECONDS per measurement (default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (50).
// On Linux it also reports each server's CPU time per request (docs/performance.md, session 15).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchKey, cpuMicros, median, startApp, startBare } from './lib/bench-server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BODY = JSON.stringify({ input: 'hello world', algorithms: ['sha256'] });
// SHA-256("hello world"), as published for this well-known input.
const EXPECTED = 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9';

if (!fs.existsSync('build/index.js')) {
	console.error('Run `npm run build` first.');
	process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-bench-'));
const env = { DATA_DIR: dataDir };
const key = benchKey(env);

async function load(port, headers, pid) {
	const url = `http://127.0.0.1:${port}/api/v1/hash`;
	const opts = { url, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: BODY, connections: CONNECTIONS };
	const check = await fetch(url, { method: 'POST', headers: opts.headers, body: BODY });
	const answer = await check.json();
	if (answer.hashes?.sha256 !== EXPECTED) throw new Error(`port ${port}: unexpected answer ${JSON.stringify(answer)}`);
	await autocannon({ ...opts, duration: 1 }); // warm-up (JIT, caches)
	const cpuBefore = cpuMicros(pid);
	const r = await autocannon({ ...opts, duration: SECONDS });
	const cpu = cpuBefore === null ? null : (cpuMicros(pid) - cpuBefore) / r.requests.total;
	return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors, cpu };
}

const app = (port, extra = {}) => startApp(port, { ...env, ...extra }, { stdio: 'inherit' });
const servers = {
	bare: await startBare(4801),
	headers: await startBare(4804, { BENCH_BARE_HEADERS: '1' }),
	lean: await app(4802)
};
const results = { bare: [], headers: [], lean: [] };
try {
	for (let round = 0; round < ROUNDS; round++) {
		results.bare.push(await load(4801, {}, servers.bare.pid));
		results.headers.push(await load(4804, {}, servers.headers.pid));
		results.lean.push(await load(4802, { 'x-api-key': key }, servers.lean.pid));
	}
} finally {
	for (const child of Object.values(servers)) child.kill('SIGTERM');
}

const ratios = results.lean.map((r, i) => r.rps / results.bare[i].rps);
// The ceiling: bare node:http that also writes the API answer's headers (scripts/bench/bench-bare.js).
const ceilings = results.headers.map((r, i) => r.rps / results.bare[i].rps);
// Bare's CPU per request over the server's, per round: the req/s ratio the server would reach if
// only its own work mattered (no waiting for a core; the kernel's cost of waking the client is
// still in it, as part of the server's writev).
const cpuRatios = (rs) => rs.map((r, i) => (r.cpu && results.bare[i].cpu ? results.bare[i].cpu / r.cpu : NaN));
const cpuCells = (rs) => (rs[0].cpu === null ? '— | —' : `${median(rs.map((r) => r.cpu)).toFixed(1)} | ${median(cpuRatios(rs)).toFixed(2)}`);
const row = (name, rs, ratio) =>
	`| ${name} | ${Math.round(median(rs.map((r) => r.rps)))} | ${median(rs.map((r) => r.p50))} | ${median(rs.map((r) => r.p99))} | ${rs.reduce((a, r) => a + r.bad, 0)} | ${ratio} | ${cpuCells(rs)} |`;
console.log(
	`\nPOST /api/v1/hash sha256("hello world"), ${CONNECTIONS} connections, autocannon, ${ROUNDS} rounds × ${SECONDS} s, Node ${process.version}, ${os.cpus().length} cores\n`
);
console.log('| server | req/s (median) | p50 ms | p99 ms | non-2xx | ratio to bare | server CPU µs/req (median) | CPU ratio (bare µs / its µs) |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
console.log(row('bare node:http (baseline)', results.bare, '1.00'));
console.log(row("bare node:http + the API answer's headers (ceiling)", results.headers, median(ceilings).toFixed(2)));
console.log(row('Utilkit API, lean dispatcher', results.lean, median(ratios).toFixed(2)));
console.log(`\nper-round ratios (lean / bare): ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
console.log(`per-round ratios (ceiling / bare): ${ceilings.map((r) => r.toFixed(2)).join(', ')}`);
console.log(`lean / ceiling (median of rounds): ${median(results.lean.map((r, i) => r.rps / results.headers[i].rps)).toFixed(2)}`);
if (results.lean[0].cpu !== null) console.log(`per-round CPU ratios (bare µs / lean µs): ${cpuRatios(results.lean).map((r) => r.toFixed(2)).join(', ')}`);
fs.rmSync(dataDir, { recursive: true, force: true });
