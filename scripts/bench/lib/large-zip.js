// bench-large's `zip` section: zip in the app's large path (src/lib/ops/compress/zip-stream.ts) on a
// generated file of BENCH_LARGE_ZIP_MB (default 128) MB, half text and half random bytes: Python's
// zipfile packs it (deflate, as one file), the app's code extracts that zip, then packs the file
// itself at level 6, each in a Node process whose heap may hold at most the input's size
// (`--max-old-space-size`): the bound is 4× the input. Each way twice: zip-stream.ts alone
// (the answer's bytes counted and dropped) and the worker's whole job (the answer kept in Blobs,
// which Node counts among array buffers; Chromium keeps them outside the worker). Python's files are
// checked against ours by size; zip-stream.test.ts checks the bytes.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MB = 1e6;
const MiB = 2 ** 20;

/** `bytes` of alternating 1 MiB pieces of text and of random bytes. */
function writeSample(file, bytes) {
	const fd = fs.openSync(file, 'w');
	const text = Buffer.from('the quick brown fox jumps over the lazy dog 0123456789\n'.repeat(Math.ceil(MiB / 55))).subarray(0, MiB);
	for (let at = 0, i = 0; at < bytes; at += MiB, i++) {
		const piece = i % 2 ? (execFileSync('head', ['-c', String(MiB), '/dev/urandom'])) : text;
		fs.writeSync(fd, piece.subarray(0, Math.min(MiB, bytes - at)));
	}
	fs.closeSync(fd);
}

function run(mode, way, file, ceilingMb) {
	const args = [`--max-old-space-size=${ceilingMb}`, '--import', 'tsx', 'scripts/bench/lib/zip-memory.ts', mode, way, file, '6'];
	const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
	const line = child.stdout.trim().split('\n').at(-1);
	if (child.status === 0 && line) return JSON.parse(line);
	return { failed: /heap out of memory|Reached heap limit/i.test(child.stderr) ? 'out of memory' : `failed (${child.status}): ${child.stderr.trim().split('\n').at(-1)}` };
}

export function benchLargeZip() {
	const mb = Number(process.env.BENCH_LARGE_ZIP_MB ?? 128);
	const dir = fs.mkdtempSync(path.join(process.env.LARGE_DIR ?? os.tmpdir(), 'utilkit-bench-zip-'));
	try {
		const plain = path.join(dir, 'data.bin');
		const zip = path.join(dir, 'data.zip');
		writeSample(plain, mb * MB);
		execFileSync('python3', ['-c', 'import sys, zipfile\nwith zipfile.ZipFile(sys.argv[2], "w", zipfile.ZIP_DEFLATED) as z: z.write(sys.argv[1], "data.bin")', plain, zip]);
		const rows = [];
		for (const [mode, file] of [
			['unzip', zip],
			['zip', plain]
		]) {
			const size = fs.statSync(file).size;
			const ceilingMb = Math.max(64, Math.round(size / MiB));
			for (const way of ['stream', 'job']) {
				const r = run(mode, way, file, ceilingMb);
				const what = `${mode === 'unzip' ? "extract Python's zip" : 'pack the file, level 6'} (${way === 'stream' ? 'zip-stream.ts' : 'the worker’s job'})`;
				rows.push(
					r.failed
						? `| ${what} | ${(size / MB).toFixed(0)} MB | ${ceilingMb} MiB | ${r.failed} | – | – |`
						: `| ${what} | ${(size / MB).toFixed(0)} MB | ${ceilingMb} MiB | ${r.seconds.toFixed(1)} s, ${(r.output / MB).toFixed(0)} MB out | ${((r.peakHeap - r.baseHeap) / MiB).toFixed(0)} MiB (${((r.peakHeap - r.baseHeap) / size).toFixed(2)}× the input) | ${(r.maxRss / MiB).toFixed(0)} MiB |`
				);
			}
		}
		console.log("\nZip in the app's large path under a heap ceiling of the input's size (Node, the worker's code):\n");
		console.log('| run | input | heap ceiling | outcome | largest growth of heap + array buffers | largest RSS |\n|---|---|---|---|---|---|');
		for (const row of rows) console.log(row);
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}
