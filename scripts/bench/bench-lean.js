// `node --import tsx scripts/bench/bench-lean.js` (part of `npm run bench`): what the built server costs
// before anyone calls it (docs/performance.md, "Lean server"). Starts `node build` several times
// and reports the median start-to-ready time (spawn until GET /healthz answers 200) and resident
// memory once idle; then calls every operation once (its first reference case, over HTTP) and
// reports the memory again. Needs `npm run build` first. Env: LEAN_STARTS (default 3), LEAN_SERVER
// (the entry to start, default build/index.js: another checkout's build, to compare).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { benchKey, freePort, median } from './lib/bench-server.js';
import { ALL_CASES } from '../../src/lib/ops/all-cases.ts';
import { OPERATIONS } from '../../src/lib/ops/registry.ts';

const STARTS = Number(process.env.LEAN_STARTS ?? 3);
const IDLE_MS = 2000;
const SERVER = process.env.LEAN_SERVER ?? 'build/index.js';

if (!fs.existsSync(SERVER)) {
	console.error('Run `npm run build` first.');
	process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-lean-'));
const env = { DATA_DIR: dataDir };
const key = benchKey(env);

/** Resident memory of a process in MiB (Linux: /proc/<pid>/status, VmRSS). */
function rssMiB(pid) {
	const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
	return line ? Number(line[1]) / 1024 : NaN;
}

/** Starts the built server; resolves with the child and the milliseconds until /healthz answered 200. */
async function start(port) {
	const began = performance.now();
	const child = spawn(process.execPath, [SERVER], {
		env: { ...process.env, ...env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORT: String(port) },
		stdio: ['ignore', 'ignore', 'inherit']
	});
	for (;;) {
		if (child.exitCode !== null) throw new Error(`server exited while starting (${child.exitCode})`);
		try {
			if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) return { child, readyMs: performance.now() - began };
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 5));
	}
}

function stop(child) {
	return new Promise((resolve) => {
		child.once('exit', resolve);
		child.kill('SIGTERM');
	});
}

/** One call of `op` with `input`, the way a client sends it: POST with a JSON body, or GET with path and query. */
function send(port, op, input) {
	const headers = { 'x-api-key': key, 'content-type': 'application/json' };
	const base = `http://127.0.0.1:${port}/api/v1`;
	if (op.method === 'POST') return fetch(base + op.path, { method: 'POST', headers, body: JSON.stringify(input) });
	const fields = { ...input };
	const at = op.path.replace(/\{(\w+)\}/g, (_, name) => {
		const value = encodeURIComponent(String(fields[name] ?? ''));
		delete fields[name];
		return value;
	});
	const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
	return fetch(query ? `${base}${at}?${query}` : base + at, { headers });
}

const ready = [];
const idle = [];
let afterAll = NaN;
let answered = 0;
for (let i = 0; i < STARTS; i++) {
	const port = await freePort();
	const { child, readyMs } = await start(port);
	ready.push(readyMs);
	await new Promise((r) => setTimeout(r, IDLE_MS));
	idle.push(rssMiB(child.pid));
	if (i === STARTS - 1) {
		// Every operation once: its first case without a fixed clock (the server's clock cannot be set).
		for (const op of OPERATIONS) {
			const c = ALL_CASES.find((x) => x.op === op.id && x.now === undefined) ?? ALL_CASES.find((x) => x.op === op.id);
			const res = await send(port, op, c.input);
			await res.arrayBuffer();
			if (res.status < 500) answered++;
		}
		await new Promise((r) => setTimeout(r, IDLE_MS));
		afterAll = rssMiB(child.pid);
	}
	await stop(child);
}
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`\nLean server: \`node build\`, ${STARTS} starts, Node ${process.version}, ${os.cpus().length} cores\n`);
console.log('| measure | value |');
console.log('|---|---:|');
console.log(`| start to ready (spawn → /healthz 200), median | ${Math.round(median(ready))} ms |`);
console.log(`| resident memory, idle (${IDLE_MS / 1000} s after ready), median | ${median(idle).toFixed(0)} MiB |`);
console.log(`| resident memory after one call of each of the ${OPERATIONS.length} operations (${answered} answered below 500) | ${afterAll.toFixed(0)} MiB |`);
