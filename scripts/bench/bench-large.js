// `npm run bench:large` (docs/performance.md, "Large inputs"): SHA-256 of generated files of 64 MiB
// and 1 GiB beside `openssl dgst -sha256` on the same files in the same run, section by section:
// - Node: the API's raw-body path (`POST /api/v1/hash`, application/octet-stream), scripts/bench/lib/large-node.js;
// - JSON: a ~100 MB text formatted by the worker's code under a heap ceiling, scripts/bench/lib/large-json.js;
// - convert: ~100 MB of CSV to JSON and of a JSON array to CSV by the data converter's worker code under a
//   heap ceiling, and the memory of the conversions that read the text whole, scripts/bench/lib/large-convert.js;
// - Chromium: the app's worker on /tools/hash and /tools/json-format, scripts/bench/lib/large-browser.js
//   (its own files and sizes: BENCH_LARGE_SIZES in MiB, BENCH_LARGE_JSON_MB; it runs after the Node section);
// - diff: two ~100 MB files differing in ~1,000 lines diffed by the worker's code under a heap
//   ceiling, beside GNU `diff --minimal`, scripts/bench/lib/large-diff.js (BENCH_LARGE_DIFF_MB,
//   BENCH_LARGE_DIFF_CHANGES);
// - zip: a ~128 MB file and Python's zip of it, packed and extracted by the worker's zip code under a
//   heap ceiling of the input's size, scripts/bench/lib/large-zip.js (BENCH_LARGE_ZIP_MB).
// Needs `npm run build` first. Env: LARGE_SIZES (default `64MiB,1GiB`), LARGE_SECTIONS (a
// comma-separated subset of the sections' names, default all), LARGE_DIR (where the files are
// written, default the system's temporary directory; 1 GiB must fit).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSize, randomFile, sizeLabel } from './lib/large-files.js';
import { nodeSection, nodeTable } from './lib/large-node.js';
import { benchLargeBrowser } from './lib/large-browser.js';
import { benchLargeJson } from './lib/large-json.js';
import { benchLargeDiff } from './lib/large-diff.js';
import { benchLargeConvert } from './lib/large-convert.js';
import { benchLargeZip } from './lib/large-zip.js';

/** The sections, by name: each runs over the files and prints its table. */
const SECTIONS = {
	node: { run: nodeSection, table: nodeTable },
	browser: { standalone: benchLargeBrowser },
	json: { standalone: benchLargeJson },
	diff: { standalone: benchLargeDiff },
	convert: { standalone: benchLargeConvert },
	zip: { standalone: benchLargeZip }
};

if (!fs.existsSync('build/index.js')) {
	console.error('Run `npm run build` first.');
	process.exit(1);
}

const sizes = (process.env.LARGE_SIZES ?? '64MiB,1GiB').split(',').map(parseSize);
const chosen = process.env.LARGE_SECTIONS ? process.env.LARGE_SECTIONS.split(',').map((s) => s.trim()) : Object.keys(SECTIONS);
const dir = fs.mkdtempSync(path.join(process.env.LARGE_DIR ?? os.tmpdir(), 'utilkit-bench-large-'));
try {
	// The random files only for a section that reads them (the standalone ones make their own).
	const files = chosen.every((name) => SECTIONS[name]?.standalone)
		? []
		: sizes.map((bytes) => {
				console.error(`writing a random file of ${sizeLabel(bytes)}…`);
				return { path: randomFile(dir, bytes), bytes };
			});
	console.log(`bench:large on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`);
	for (const name of chosen) {
		const section = SECTIONS[name];
		if (!section) throw new Error(`no section "${name}"; there are ${Object.keys(SECTIONS).join(', ')}`);
		if (section.standalone) {
			await section.standalone();
			continue;
		}
		const rows = await section.run(files);
		console.log(`${name}:\n\n${section.table(rows)}\n`);
	}
} finally {
	fs.rmSync(dir, { recursive: true, force: true });
}
