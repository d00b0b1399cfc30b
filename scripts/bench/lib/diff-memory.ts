// One large diff of two files in this process, for bench-large's `diff` section (which starts
// this under a heap ceiling): the app worker's code (ops/text-diff/large-diff.ts) over the files'
// bytes, the unified diff counted and dropped as it is written (in the app it goes into Blobs).
// Prints one JSON line: sizes, counts, seconds, the largest memory in use seen (the V8 heap, and
// the heap with the array buffers outside it, where the files' bytes are), the largest RSS.
// node --max-old-space-size=N --import tsx scripts/bench/lib/diff-memory.ts OLD NEW [CONTEXT]
import fs from 'node:fs';
import { diffLarge } from '../../../src/lib/ops/text-diff/large-diff.js';

const [oldPath, newPath, context] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 3)];
let peakHeap = 0;
let peakAll = 0;
const sample = () => {
	const m = process.memoryUsage();
	peakHeap = Math.max(peakHeap, m.heapUsed);
	peakAll = Math.max(peakAll, m.heapUsed + m.arrayBuffers);
};
const started = performance.now();
// Read as the worker reads a Blob: each file's bytes in one buffer.
const old = new Uint8Array(fs.readFileSync(oldPath));
const now = new Uint8Array(fs.readFileSync(newPath));
const read = performance.now();
sample();
let written = 0;
let head = '';
const counts = diffLarge(
	old,
	now,
	context,
	(piece) => {
		if (!head) head = Buffer.from(piece.subarray(0, 200)).toString();
		written += piece.length;
		sample();
	},
	performance.now() + 30_000,
	() => sample()
);
sample();
console.log(
	JSON.stringify({
		input: old.length + now.length,
		...counts,
		output: written,
		readSeconds: (read - started) / 1000,
		diffSeconds: (performance.now() - read) / 1000,
		peakHeap,
		peakAll,
		maxRss: process.resourceUsage().maxRSS * 1024,
		head
	})
);
