// The Chromium half of `npm run bench:large` (docs/performance.md, "Large inputs in the browser"):
// the built app in the system Chromium with the flags of playwright.config.ts, a generated file
// picked on /tools/hash and hashed in the app's worker (SHA-256 only), beside `openssl dgst -sha256`
// on the same file in the same run; then a generated ~100 MB JSON file formatted on
// /tools/json-format. Reports the ratio to openssl, the longest main-thread task (PerformanceObserver
// 'longtask') and the page's JS heap growth. Needs `npm run build`. Figures, not assertions.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, startApp, stopApp } from './bench-server.js';

/** The launch flags of playwright.config.ts (kept in step by hand: that file is TypeScript). */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const MiB = 1024 * 1024;

/** A file of `size` random bytes, written in 16 MiB pieces (never whole in memory). */
function randomFile(dir, name, size) {
	const file = path.join(dir, name);
	const fd = fs.openSync(file, 'w');
	const piece = Buffer.alloc(16 * MiB);
	for (let written = 0; written < size; written += piece.length) {
		crypto.randomFillSync(piece);
		fs.writeSync(fd, piece, 0, Math.min(piece.length, size - written));
	}
	fs.closeSync(fd);
	return file;
}

/** A JSON text of about `size` bytes: an array of small records, as an export or a log dump is. */
function jsonFile(dir, size) {
	const file = path.join(dir, 'big.json');
	const fd = fs.openSync(file, 'w');
	fs.writeSync(fd, '[');
	let written = 1;
	for (let i = 0; written < size; i++) {
		const record = JSON.stringify({ id: i, name: `record ${i}`, email: `user${i}@example.com`, score: i * 1.25, tags: ['alpha', 'beta', i % 7 === 0 ? 'gamma' : 'delta'], active: i % 3 !== 0, nested: { a: i, b: null } });
		const text = (i ? ',' : '') + record;
		fs.writeSync(fd, text);
		written += text.length;
	}
	fs.writeSync(fd, ']');
	fs.closeSync(fd);
	return file;
}

/** Wall-clock seconds of `openssl dgst -sha256 file`, and its digest; the best of `runs`. */
function openssl(file, runs) {
	let best = Infinity;
	let digest = '';
	for (let i = 0; i < runs; i++) {
		const start = process.hrtime.bigint();
		const out = execFileSync('openssl', ['dgst', '-sha256', '-r', file], { encoding: 'utf8' });
		best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
		digest = out.split(' ')[0];
	}
	return { seconds: best, digest };
}

/** Before the page's scripts: a record of the longest main-thread task since the last reset. */
function watchLongTasks() {
	const w = /** @type {any} */ (window);
	w.__longest = 0;
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
	}).observe({ type: 'longtask', buffered: true });
}

/** The page's JS heap in bytes after a full collection (CDP: the main thread only, not the worker). */
async function heapAfterGc(cdp) {
	await cdp.send('HeapProfiler.collectGarbage');
	return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/**
 * Picks `file` on the tool page and waits until `doneSelector` appears; the seconds from the
 * input's change to that moment, measured in the page, the longest main-thread task meanwhile,
 * and the highest heap sampled every 100 ms.
 */
async function runFile(page, cdp, file, doneSelector, timeoutMs) {
	await page.evaluate((selector) => {
		const w = /** @type {any} */ (window);
		w.__longest = 0;
		w.__done = null;
		w.__start = null;
		document.addEventListener('change', () => (w.__start = performance.now()), { capture: true, once: true });
		const seen = new MutationObserver(() => {
			if (w.__start !== null && document.querySelector(selector)) {
				w.__done = performance.now();
				seen.disconnect();
			}
		});
		seen.observe(document.body, { childList: true, subtree: true, characterData: true });
	}, doneSelector);
	const before = await heapAfterGc(cdp);
	let peak = before;
	const sampler = setInterval(() => {
		cdp.send('Runtime.getHeapUsage').then((h) => (peak = Math.max(peak, h.usedSize)), () => {});
	}, 100);
	try {
		await page.getByTestId('file-input').setInputFiles(file);
		await page.waitForFunction(() => /** @type {any} */ (window).__done !== null, null, { timeout: timeoutMs, polling: 50 });
	} finally {
		clearInterval(sampler);
	}
	const { seconds, longest } = await page.evaluate(() => {
		const w = /** @type {any} */ (window);
		return { seconds: (w.__done - w.__start) / 1000, longest: w.__longest };
	});
	return { seconds, longest, heapGrowth: peak - before };
}

async function openTool(page, url) {
	await page.goto(url);
	await page.waitForFunction(() => typeof (/** @type {any} */ (window).utilkit?.run) === 'function');
	await page.locator('section.result[aria-busy="false"]').waitFor();
}

const mib = (bytes) => (bytes / MiB).toFixed(1);

/**
 * Runs the browser half and prints its figures as Markdown; resolves with them.
 * BENCH_LARGE_SIZES (MiB, comma-separated; default 64,1024) and BENCH_LARGE_JSON_MB (default 100).
 */
export async function benchLargeBrowser() {
	const sizes = (process.env.BENCH_LARGE_SIZES ?? '64,1024').split(',').map((n) => Number(n) * MiB);
	const jsonBytes = Number(process.env.BENCH_LARGE_JSON_MB ?? 100) * 1e6;
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'utilkit-bench-large-'));
	const port = Number(process.env.PW_PORT ?? (await freePort()));
	const server = await startApp(port, { DATA_DIR: path.join(dir, 'data'), ORIGIN: `http://127.0.0.1:${port}` });
	const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
	const rows = [];
	try {
		const page = await browser.newPage();
		await page.addInitScript(watchLongTasks);
		const cdp = await page.context().newCDPSession(page);
		await openTool(page, `http://127.0.0.1:${port}/tools/hash`);
		await page.getByRole('button', { name: 'SHA-256 only', exact: true }).click();
		await page.locator('section.result[aria-busy="false"]').waitFor();
		for (const size of sizes) {
			const file = randomFile(dir, `${size}.bin`, size);
			const native = openssl(file, 3);
			const runs = size <= 256 * MiB ? 3 : 1;
			let best = null;
			for (let i = 0; i < runs; i++) {
				const run = await runFile(page, cdp, file, '[data-testid="file-hashes"] code[data-algorithm="sha256"]', 30 * 60_000);
				const digest = await page.locator('[data-testid="file-hashes"] code[data-algorithm="sha256"]').textContent();
				if (digest !== native.digest) throw new Error(`SHA-256 of ${mib(size)} MiB: the page said ${digest}, openssl ${native.digest}`);
				if (!best || run.seconds < best.seconds) best = { ...run, longest: Math.max(run.longest, best?.longest ?? 0), heapGrowth: Math.max(run.heapGrowth, best?.heapGrowth ?? 0) };
				else best = { ...best, longest: Math.max(run.longest, best.longest), heapGrowth: Math.max(run.heapGrowth, best.heapGrowth) };
			}
			fs.rmSync(file);
			rows.push({ what: `SHA-256 of ${mib(size)} MiB`, page: best.seconds, openssl: native.seconds, ratio: native.seconds / best.seconds, mbps: size / 1e6 / best.seconds, longest: best.longest, heap: best.heapGrowth });
		}

		const json = jsonFile(dir, jsonBytes);
		const jsonSize = fs.statSync(json).size;
		await openTool(page, `http://127.0.0.1:${port}/tools/json-format`);
		let crashed = false;
		page.once('crash', () => (crashed = true));
		try {
			const run = await runFile(page, cdp, json, '[data-testid="large-answer"], [data-testid="large-refusal"], [data-testid="large-json-error"]', 30 * 60_000);
			const outcome = (await page.getByTestId('large-answer').count()) ? `formatted: ${(await page.getByTestId('large-answer').locator('header span').textContent()) ?? ''}` : `refused: ${await page.getByTestId('large-refusal').textContent()}`;
			rows.push({ what: `JSON format of ${mib(jsonSize)} MiB (indent 2)`, page: run.seconds, longest: run.longest, heap: run.heapGrowth, outcome });
		} catch (err) {
			rows.push({ what: `JSON format of ${mib(jsonSize)} MiB (indent 2)`, outcome: crashed ? 'the page crashed' : `failed: ${err.message.split('\n')[0]}` });
		}
		fs.rmSync(json);
	} finally {
		await browser.close();
		await stopApp(server);
		fs.rmSync(dir, { recursive: true, force: true });
	}

	console.log(`\n### Large inputs in Chromium (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''})\n`);
	console.log('| run | page | openssl | page ÷ openssl speed | page MB/s | longest main-thread task | page heap growth | outcome |');
	console.log('|---|---|---|---|---|---|---|---|');
	for (const r of rows) {
		const cell = (v, f) => (v === undefined ? '' : f(v));
		console.log(
			`| ${r.what} | ${cell(r.page, (s) => `${s.toFixed(2)} s`)} | ${cell(r.openssl, (s) => `${s.toFixed(2)} s`)} | ${cell(r.ratio, (x) => x.toFixed(2))} | ${cell(r.mbps, (x) => x.toFixed(0))} | ${cell(r.longest, (ms) => `${Math.round(ms)} ms`)} | ${cell(r.heap, (b) => `${mib(b)} MiB`)} | ${r.outcome ?? 'digest = openssl’s'} |`
		);
	}
	return rows;
}
