// Per-operation latency in the browser worker (system Chromium, the built app): each
// operation's examples through window.utilkit.run, which includes the postMessage round trip.
// Also the first (cold) call of each module, which loads its chunk from the service worker cache.
// Run by `npm run bench` (needs `npm run build`); alone: `node --import tsx scripts/bench/bench-worker.ts`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { OPERATIONS } from '../../src/lib/ops/registry.js';

const PORT = Number(process.env.BENCH_WORKER_PORT ?? 4804);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-bench-worker-'));
const server = spawn(process.execPath, ['build/index.js'], {
	env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
	stdio: 'inherit'
});
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
	try {
		await fetch(base);
		break;
	} catch {
		if (i > 200) throw new Error('server did not start');
		await new Promise((r) => setTimeout(r, 100));
	}
}

const browser = await chromium.launch({
	executablePath: '/usr/bin/chromium',
	args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
});
try {
	const page = await browser.newPage();
	await page.goto(base);
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null || navigator.serviceWorker.ready.then(() => true));
	await page.reload();
	await page.waitForFunction(() => 'utilkit' in window);
	const examples = OPERATIONS.filter((o) => o.runs === 'anywhere').flatMap((op) => op.examples.map((ex) => ({ op: op.id, name: ex.name, input: ex.input })));
	const results = await page.evaluate(async (list) => {
		const run = (window as unknown as { utilkit: { run(op: string, input: unknown): Promise<{ status: number }> } }).utilkit.run;
		const out: { op: string; name: string; cold: number; warm: number; status: number }[] = [];
		const seen = new Set<string>();
		for (const ex of list) {
			let t = performance.now();
			const first = await run(ex.op, ex.input);
			const cold = seen.has(ex.op) ? NaN : performance.now() - t;
			seen.add(ex.op);
			for (let i = 0; i < 20; i++) await run(ex.op, ex.input);
			const times: number[] = [];
			for (let batch = 0; batch < 5; batch++) {
				t = performance.now();
				let n = 0;
				while (performance.now() - t < 100) {
					await run(ex.op, ex.input);
					n++;
				}
				times.push(((performance.now() - t) * 1000) / n);
			}
			out.push({ op: ex.op, name: ex.name, cold, warm: times.sort((a, b) => a - b)[2], status: first.status });
		}
		return out;
	}, examples);
	console.log(`\nOperation latency in the browser worker (Chromium, window.utilkit.run incl. postMessage; warm = median of 5 × 100 ms)\n`);
	console.log('| operation | example | first call ms (module load) | warm µs per call |');
	console.log('|---|---|---:|---:|');
	for (const r of results) {
		const cold = Number.isNaN(r.cold) ? '' : r.cold.toFixed(1);
		console.log(`| ${r.op} | ${r.name}${r.status === 200 ? '' : ` (status ${r.status})`} | ${cold} | ${Math.round(r.warm)} |`);
	}
} finally {
	await browser.close();
	server.kill('SIGTERM');
	fs.rmSync(dataDir, { recursive: true, force: true });
}
