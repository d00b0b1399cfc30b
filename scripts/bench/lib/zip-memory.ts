// One zip job of the app's large path (src/lib/ops/compress/zip-stream.ts), in this process, for
// bench-large's `zip` section (which starts this under a heap ceiling): `unzip` extracts every file
// of FILE, `zip` packs FILE as one entry at LEVEL. The input is a Blob backed by the file, as a
// picked file is in the browser: its bytes are not in the heap. WAY `stream` runs zip-stream.ts
// with writers that count the answer's bytes and drop them: the reading, inflating or deflating
// and checking alone. WAY `job` runs the worker's own runLargeJob, which keeps the answer in Blobs
// (8 MiB pieces): Node counts a Blob's bytes among its array buffers, where Chromium keeps them in
// the browser's blob store, outside the worker. Prints one JSON line: sizes, seconds, the largest
// heap plus array buffers in use seen (typed arrays' bytes are outside the heap, and a ceiling on
// the heap does not bound them), the same before the job, and the largest RSS.
// node --max-old-space-size=N --import tsx scripts/bench/lib/zip-memory.ts unzip|zip stream|job FILE [LEVEL]
import { openAsBlob } from 'node:fs';
import * as f from 'fflate';
import { unzipStream, zipStream } from '../../../src/lib/ops/compress/zip-stream.js';
import { runLargeJob } from '../../../src/lib/worker/large-jobs.js';
import type { OpModule } from '../../../src/lib/worker/op-modules.js';

const [mode, way, file, level] = process.argv.slice(2) as ['unzip' | 'zip', 'stream' | 'job', string, string | undefined];
const source = await openAsBlob(file);
const load = async () => (await import('../../../src/lib/ops/compress/index.js')) as unknown as OpModule;
// Loaded before the baseline, so the memory before the job holds the code, as any ceiling must.
await load();
await import('../../../src/lib/ops/compress/compress-large.js');
const inUse = () => {
	const { heapUsed, arrayBuffers } = process.memoryUsage();
	return heapUsed + arrayBuffers;
};
const baseHeap = inUse();
let peak = 0;
const sample = () => (peak = Math.max(peak, inUse()));
const timer = setInterval(sample, 5);
const started = performance.now();
let output = 0;
let files = 1;
if (way === 'stream') {
	if (mode === 'unzip') {
		output = await unzipStream(f, source, () => ({ write: () => sample(), end: () => void files++ }), sample);
		files--;
	} else {
		const zip = zipStream(f, 'data.bin', Number(level ?? 6), (bytes) => ((output += bytes.length), sample()));
		const reader = source.stream().getReader();
		for (;;) {
			const { value, done } = await reader.read();
			if (done) break;
			zip.push(value);
		}
		zip.end();
	}
} else {
	const job = mode === 'unzip' ? ({ kind: 'compress', algorithm: 'zip', direction: 'decompress' } as const) : ({ kind: 'compress', algorithm: 'zip', direction: 'compress', level: Number(level ?? 6), filename: 'data.bin' } as const);
	const result = await runLargeJob({ type: 'large', id: 1, job, source }, () => sample(), load);
	if (result.status !== 200) throw new Error(`status ${result.status}: ${JSON.stringify(result.body)}`);
	const body = result.body as { bytes_out: number; entries?: unknown[] };
	output = body.bytes_out;
	files = body.entries?.length ?? 1;
}
clearInterval(timer);
sample();
console.log(JSON.stringify({ mode, way, input: source.size, output, files, seconds: (performance.now() - started) / 1000, peakHeap: peak, baseHeap, maxRss: process.resourceUsage().maxRSS * 1024 }));
