// bench-large's `diff` section: two generated log-like files of ~100 MB each (BENCH_LARGE_DIFF_MB)
// differing in ~1,000 scattered lines (BENCH_LARGE_DIFF_CHANGES: replaced, deleted, inserted),
// diffed by the app worker's code in a Node process whose heap may hold at most four times the
// two files (`--max-old-space-size`; the files' bytes are array buffers outside that heap, so the
// table gives both figures and the process's largest RSS). GNU `diff --minimal` on the same files
// is the reference: the counts must be equal, and its time is beside ours.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MB = 1e6;
const MiB = 2 ** 20;

/** A seeded generator (mulberry32): the same files every run. */
function random(seed) {
	return () => {
		seed = (seed + 0x6d2b79f5) | 0;
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/**
 * Writes the two files, line by line in 1 MB blocks; their paths. `unlike`: every line of the new
 * one differs (the refusal's case: a search that cannot end in time).
 */
function writePair(dir, bytes, changes, unlike = false) {
	const next = random(42);
	const paths = [path.join(dir, 'old.log'), path.join(dir, unlike ? 'unlike.log' : 'new.log')];
	const fds = paths.map((p) => fs.openSync(p, 'w'));
	const paths200 = ['/api/v1/hash', '/api/v1/text/diff', '/tools/json-format', '/healthz'];
	const line = (i) =>
		i % 50 === 0 ? '\n' : `2026-12-06T10:${String(i % 60).padStart(2, '0')}:00.${String(i % 1000).padStart(3, '0')}Z INFO req ${i} ${paths200[i % 4]} 200 ${(next() * 9).toFixed(1)}ms\n`;
	// About one change every `every` lines, at a random place in each stretch.
	const lines = Math.round(bytes / 75);
	const every = Math.max(1, Math.floor(lines / changes));
	const blocks = [[], []];
	const sizes = [0, 0];
	const flush = (k, force) => {
		if (sizes[k] < MB && !force) return;
		fs.writeSync(fds[k], blocks[k].join(''));
		blocks[k] = [];
		sizes[k] = 0;
	};
	const put = (k, text) => {
		blocks[k].push(text);
		sizes[k] += text.length;
		flush(k, false);
	};
	let made = 0;
	let written = 0;
	for (let i = 0; written < bytes; i++) {
		const text = line(i);
		written += text.length;
		put(0, text);
		if (unlike) put(1, text.replace('INFO', 'WARN'));
		else if (i % every === Math.floor(every / 2) && made < changes) {
			made++;
			const kind = next();
			if (kind < 0.4) put(1, text.replace('INFO', 'WARN'));
			else if (kind < 0.7) put(1, `${text}2026-12-06T10:00:00.000Z DEBUG inserted ${i}\n`);
			// else: deleted from the new file
		} else put(1, text);
	}
	flush(0, true);
	flush(1, true);
	fds.forEach((fd) => fs.closeSync(fd));
	return paths;
}

export function benchLargeDiff() {
	const mb = Number(process.env.BENCH_LARGE_DIFF_MB ?? 100);
	const changes = Number(process.env.BENCH_LARGE_DIFF_CHANGES ?? 1000);
	const dir = fs.mkdtempSync(path.join(process.env.LARGE_DIR ?? os.tmpdir(), 'utilkit-bench-diff-'));
	try {
		const [oldPath, newPath] = writePair(dir, mb * MB, changes);
		const input = fs.statSync(oldPath).size + fs.statSync(newPath).size;
		const ceilingMb = Math.round((4 * input) / MiB);
		const ours = spawnSync(process.execPath, [`--max-old-space-size=${ceilingMb}`, '--import', 'tsx', 'scripts/bench/lib/diff-memory.ts', oldPath, newPath], { encoding: 'utf8', maxBuffer: 1 << 20 });
		const began = performance.now();
		const gnu = spawnSync('diff', ['--minimal', oldPath, newPath], { maxBuffer: 1 << 30 });
		const gnuSeconds = (performance.now() - began) / 1000;
		const count = (mark) => gnu.stdout.toString('latin1').split('\n').filter((l) => l[0] === mark).length;
		console.log(`\nText diff of two files of ${(input / 2 / MB).toFixed(0)} MB (${changes} scattered changes) under a heap ceiling of 4× both (Node, the worker's code):\n`);
		console.log('| way | files | heap ceiling | outcome | largest heap in use | heap + array buffers | largest RSS |\n|---|---|---|---|---|---|---|');
		const line = ours.stdout.trim().split('\n').at(-1);
		if (ours.status === 0 && line) {
			const r = JSON.parse(line);
			const same = r.additions === count('>') && r.deletions === count('<');
			const x = (n) => `${(n / MiB).toFixed(0)} MiB (${(n / input).toFixed(2)}×)`;
			console.log(
				`| the app's worker code | 2 × ${(input / 2 / MB).toFixed(0)} MB | ${ceilingMb} MiB | read ${r.readSeconds.toFixed(1)} s, diff ${r.diffSeconds.toFixed(1)} s: +${r.additions} −${r.deletions} lines in ${r.hunks} hunks, ${(r.output / 1024).toFixed(0)} KiB written; ${same ? '= GNU diff --minimal' : `≠ GNU diff --minimal (+${count('>')} −${count('<')})`} | ${x(r.peakHeap)} | ${x(r.peakAll)} | ${x(r.maxRss)} |`
			);
		} else {
			const oom = /heap out of memory|Reached heap limit/i.test(ours.stderr);
			console.log(`| the app's worker code | 2 × ${mb} MB | ${ceilingMb} MiB | ${oom ? 'out of memory' : `failed (${ours.status}) ${ours.stderr.slice(-300)}`} | – | – | – |`);
		}
		console.log(`| GNU diff --minimal | same files | – | ${gnuSeconds.toFixed(1)} s: +${count('>')} −${count('<')} | – | – | – |`);
		// Every line different: the search gives up at its deadline (LARGE_DIFF_MS) with the refusal.
		const [, unlikePath] = writePair(dir, mb * MB, 0, true);
		const started = performance.now();
		const refused = spawnSync(process.execPath, [`--max-old-space-size=${ceilingMb}`, '--import', 'tsx', 'scripts/bench/lib/diff-memory.ts', oldPath, unlikePath], { encoding: 'utf8', maxBuffer: 1 << 20 });
		const seconds = (performance.now() - started) / 1000;
		const outcome = /TooDifferent/.test(refused.stderr) ? `refused (too different) after ${seconds.toFixed(1)} s, the process's start and reading included` : `status ${refused.status} after ${seconds.toFixed(1)} s`;
		console.log(`| the app's worker code, every line different | 2 × ${(input / 2 / MB).toFixed(0)} MB | ${ceilingMb} MiB | ${outcome} | – | – | – |`);
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}
