// `npm run bench:large` (docs/performance.md, "Large inputs"): SHA-256 of generated files of 64 MiB
// and 1 GiB beside `openssl dgst -sha256` on the same files in the same run, section by section:
// - Node: the API's raw-body path (`POST /api/v1/hash`, application/octet-stream), scripts/bench/lib/large-node.js;
// - Chromium: the app's worker on /tools/hash and /tools/json-format, scripts/bench/lib/large-browser.js
//   (its own files and sizes: BENCH_LARGE_SIZES in MiB, BENCH_LARGE_JSON_MB; it runs after the Node section).
// Needs `npm run build` first. Env: LARGE_SIZES (default `64MiB,1GiB`), LARGE_SECTIONS (a
// comma-separated subset of the sections' names, default all), LARGE_DIR (where the files are
// written, default the system's temporary directory; 1 GiB must fit).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseSize, randomFile, sizeLabel } from './lib/large-files.js';
import { nodeSection, nodeTable } from './lib/large-node.js';
import { benchLargeBrowser } from './lib/large-browser.js';

/** The sections, by name: each runs over the files and prints its table. */
const SECTIONS = {
	node: { run: nodeSection, table: nodeTable },
	browser: { standalone: benchLargeBrowser }
};

if (!fs.existsSync('build/index.js')) {
	console.error('Run `npm run build` first.');
	process.exit(1);
}

const sizes = (process.env.LARGE_SIZES ?? '64MiB,1GiB').split(',').map(parseSize);
const chosen = process.env.LARGE_SECTIONS ? process.env.LARGE_SECTIONS.split(',').map((s) => s.trim()) : Object.keys(SECTIONS);
const dir = fs.mkdtempSync(path.join(process.env.LARGE_DIR ?? os.tmpdir(), 'utilkit-bench-large-'));
try {
	const files = sizes.map((bytes) => {
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
