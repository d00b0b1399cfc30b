// `npm run bench` (part): what a recipe and a batch cost beside the single call they replace,
// measured on one built server in the same run, alternating for several rounds (docs/performance.md,
// "Recipes and batches"). Cost = the single call's req/s ÷ the recipe's (or batch's) req/s: how many
// single calls' time one such request takes. Targets: a 5-step recipe under 1.5, a batch of 100
// hashes under 20. Needs `npm run build` first.
// Env: BENCH_SECONDS per measurement (default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (50).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchKey, cpuMicros, median, startApp, startBare, stopApp } from './lib/bench-server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 4811;
// The floor: bare node:http doing the same single call and recipe with the API's headers (scripts/bench/bench-bare.js).
const BARE_PORT = 4812;

if (!fs.existsSync('build/index.js')) {
	console.error('Run `npm run build` first.');
	process.exit(1);
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const hashStep = { op: '/hash', input: { algorithms: ['sha256'] } };
// Five operations that run anywhere: text → base64 → its SHA-256 → that digest in base64 → decoded back → its SHA-256.
const RECIPE = {
	steps: [
		{ op: '/encode', input: { input: 'hello world', scheme: 'base64', direction: 'encode' } },
		{ ...hashStep, from: { input: '/output' } },
		{ op: '/encode', input: { scheme: 'base64', direction: 'encode' }, from: { input: '/hashes/sha256' } },
		{ op: '/encode', input: { scheme: 'base64', direction: 'decode' }, from: { input: '/output' } },
		{ ...hashStep, from: { input: '/output' } }
	]
};
const BATCH = { requests: Array.from({ length: 100 }, (_, i) => ({ op: '/hash', input: { input: `text ${i}`, algorithms: ['sha256'] } })) };
const SINGLE = { input: 'hello world', algorithms: ['sha256'] };

const kinds = {
	single: { path: '/hash', body: SINGLE, check: (a) => a.hashes.sha256 === sha256('hello world') },
	recipe: { path: '/recipes/run', body: RECIPE, check: (a) => a.output.hashes.sha256 === sha256(sha256(Buffer.from('hello world').toString('base64'))) },
	batch: { path: '/batch', body: BATCH, check: (a) => a.responses.every((r, i) => r.status === 200 && r.body.hashes.sha256 === sha256(`text ${i}`)) }
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-bench-recipes-'));
const env = { DATA_DIR: dataDir };
const key = benchKey(env);
const headers = { 'content-type': 'application/json', 'x-api-key': key };

async function load(kind, target = server, port = PORT) {
	const { path: p, body, check } = kinds[kind];
	const url = `http://127.0.0.1:${port}/api/v1${p}`;
	const text = JSON.stringify(body);
	const answer = await (await fetch(url, { method: 'POST', headers, body: text })).json();
	if (!check(answer)) throw new Error(`${kind}: unexpected answer ${JSON.stringify(answer).slice(0, 300)}`);
	const opts = { url, method: 'POST', headers, body: text, connections: CONNECTIONS };
	await autocannon({ ...opts, duration: 1 }); // warm-up
	const cpuBefore = cpuMicros(target.pid);
	const r = await autocannon({ ...opts, duration: SECONDS });
	const cpu = cpuBefore === null ? null : (cpuMicros(target.pid) - cpuBefore) / r.requests.total;
	return { rps: r.requests.average, p50: r.latency.p50, bad: r.non2xx + r.errors, cpu };
}

const server = await startApp(PORT, env);
const bare = await startBare(BARE_PORT, { BENCH_BARE_HEADERS: '1' });
const results = { single: [], recipe: [], batch: [] };
const floor = { single: [], recipe: [] };
try {
	for (let round = 0; round < ROUNDS; round++) {
		for (const kind of Object.keys(results)) results[kind].push(await load(kind));
		for (const kind of Object.keys(floor)) floor[kind].push(await load(kind, bare, BARE_PORT));
	}
} finally {
	await stopApp(server);
	bare.kill('SIGTERM');
	fs.rmSync(dataDir, { recursive: true, force: true });
}

const cost = (kind) => results.single.map((s, i) => s.rps / results[kind][i].rps);
// The same cost in the server's own CPU per request (autocannon's share of the two cores left out).
const cpuCost = (kind) => results.single.map((s, i) => (s.cpu && results[kind][i].cpu ? results[kind][i].cpu / s.cpu : NaN));
const row = (name, kind, target) => {
	const rs = results[kind];
	const c = kind === 'single' ? '1.00' : median(cost(kind)).toFixed(2);
	const cpu = rs[0].cpu === null ? '— | —' : `${median(rs.map((r) => r.cpu)).toFixed(1)} | ${kind === 'single' ? '1.00' : median(cpuCost(kind)).toFixed(2)}`;
	return `| ${name} | ${Math.round(median(rs.map((r) => r.rps)))} | ${median(rs.map((r) => r.p50))} | ${rs.reduce((a, r) => a + r.bad, 0)} | ${c} | ${cpu} | ${target} |`;
};
console.log(`\nRecipes and batches beside one call, ${CONNECTIONS} connections, autocannon, ${ROUNDS} rounds × ${SECONDS} s, Node ${process.version}, ${os.cpus().length} cores\n`);
console.log('| request | req/s (median) | p50 ms | non-2xx | cost in single calls, req/s (median of rounds) | server CPU µs/req | cost in single calls, CPU | target |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
console.log(row('POST /hash (one call, baseline)', 'single', ''));
console.log(row('POST /recipes/run, 5 steps (encode, hash, encode, decode, hash)', 'recipe', '< 1.5'));
console.log(row('POST /batch, 100 hashes', 'batch', '< 20'));
console.log(`\nper-round cost, recipe: ${cost('recipe').map((r) => r.toFixed(2)).join(', ')}; batch: ${cost('batch').map((r) => r.toFixed(2)).join(', ')}`);
const floorCost = floor.single.map((s, i) => s.rps / floor.recipe[i].rps);
const floorCpu = floor.single.map((s, i) => (s.cpu && floor.recipe[i].cpu ? floor.recipe[i].cpu / s.cpu : NaN));
console.log(
	`floor (bare node:http with the API's headers doing the same single call and recipe, no key, limits or validation): recipe ${median(floorCost).toFixed(2)} single calls in req/s (rounds ${floorCost.map((r) => r.toFixed(2)).join(', ')}), ${median(floorCpu).toFixed(2)} in CPU (bare single ${median(floor.single.map((r) => r.cpu)).toFixed(1)} µs, bare recipe ${median(floor.recipe.map((r) => r.cpu)).toFixed(1)} µs)`
);
