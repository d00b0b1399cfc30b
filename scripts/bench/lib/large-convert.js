// bench-large's `convert` section: the data converter on a ~100 MB file (BENCH_LARGE_CONVERT_MB)
// of generated records, CSV to JSON, a JSON array to CSV, a YAML sequence to JSON and a JSON array
// to YAML, by the app worker's code (record by record as the file streams), XML to JSON (the text
// whole, without its tree), and by the whole text (convertText, the way TOML and other shapes
// still go), and a JSON object around an array to JSON and YAML (`object-json`, `object-yaml`:
// the text whole, member by member); BENCH_LARGE_CONVERT_PAIRS, e.g. `xml-json`,
// picks pairs), each in a Node process whose heap may hold at most three times the text
// (`--max-old-space-size`): the issue's bound is 4× the input. Then, without a ceiling, the
// largest heap of the conversions that read the text whole, per byte of text, on a smaller file
// (BENCH_LARGE_WHOLE_MB): what their own limit in run/large-limits.ts rests on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MB = 1e6;

/** A record as an export has them: numbers, text with commas, quotes, line breaks and accents. */
function record(i) {
	return {
		id: i,
		name: `record ${i}`,
		email: `user${i}@example.com`,
		score: i * 1.25,
		city: ['São Paulo', 'Lisboa', 'Zürich', 'New York, NY'][i % 4],
		note: i % 10 === 0 ? 'said "yes"\nthen left' : i % 7 === 0 ? '' : `note ${i % 100}`,
		active: i % 3 !== 0
	};
}

/** Writes `bytes` of records as CSV, a JSON array, a JSON object around one (`object`), YAML (a list of mappings), XML or TOML (an array of tables). */
function writeRecords(file, bytes, format) {
	const fd = fs.openSync(file, 'w');
	const csvCell = (v) => (/[",\r\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
	const head = { csv: Object.keys(record(0)).join(',') + '\r\n', json: '[', object: '{"source":"bench","records":[', yaml: '', xml: '<records>\n', toml: '' }[format];
	let size = Buffer.byteLength(head);
	const parts = [head];
	for (let i = 0; size < bytes; i++) {
		const r = record(i);
		let text;
		if (format === 'csv') text = Object.values(r).map(csvCell).join(',') + '\r\n';
		else if (format === 'json' || format === 'object') text = (i ? ',' : '') + JSON.stringify(r);
		else if (format === 'yaml') text = Object.entries(r).map(([k, v], j) => `${j ? '  ' : '- '}${k}: ${JSON.stringify(v)}\n`).join('');
		else if (format === 'toml') text = '[[records]]\n' + Object.entries(r).map(([k, v]) => `${k} = ${JSON.stringify(v)}\n`).join('');
		else text = `<record>${Object.entries(r).map(([k, v]) => `<${k}>${String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</${k}>`).join('')}</record>\n`;
		parts.push(text);
		size += Buffer.byteLength(text);
		if (parts.length > 10_000) fs.writeSync(fd, parts.splice(0).join(''));
	}
	parts.push({ csv: '', json: ']', object: '],"complete":true}', yaml: '', xml: '</records>', toml: '' }[format]);
	fs.writeSync(fd, parts.join(''));
	fs.closeSync(fd);
}

/** A pair's side as the table says it. */
const label = (format) => (format === 'object' ? 'JSON object' : format.toUpperCase());

function run(mode, file, from, to, ceilingMb) {
	const args = [...(ceilingMb ? [`--max-old-space-size=${ceilingMb}`] : []), '--import', 'tsx', 'scripts/bench/lib/convert-memory.ts', mode, file, from, to];
	const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
	const line = child.stdout.trim().split('\n').at(-1);
	if (child.status === 0 && line) return JSON.parse(line);
	return { failed: /heap out of memory|Reached heap limit/i.test(child.stderr) ? 'out of memory' : `failed (${child.status}): ${child.stderr.trim().split('\n').at(-1)}` };
}

export function benchLargeConvert() {
	const mb = Number(process.env.BENCH_LARGE_CONVERT_MB ?? 100);
	const wholeMb = Number(process.env.BENCH_LARGE_WHOLE_MB ?? 8);
	const ceilingMb = Math.round((3 * mb * MB) / 2 ** 20);
	const dir = fs.mkdtempSync(path.join(process.env.LARGE_DIR ?? os.tmpdir(), 'utilkit-bench-convert-'));
	try {
		const rows = [];
		const pairs = process.env.BENCH_LARGE_CONVERT_PAIRS?.split(',') ?? ['csv-json', 'json-csv', 'xml-json', 'yaml-json', 'json-yaml', 'csv-xml', 'object-json', 'object-yaml'];
		for (const [from, to] of pairs.map((pair) => pair.split('-'))) {
			const file = path.join(dir, `records.${from}`);
			writeRecords(file, mb * MB, from);
			const app = from === 'xml' || from === 'object' ? from : 'stream';
			for (const mode of [app, 'whole']) {
				const r = run(mode, file, 'auto', to, ceilingMb);
				const way = mode === 'whole' ? 'whole text (convertText)' : mode === 'xml' || mode === 'object' ? 'the text without its tree (the app)' : 'record by record (the app)';
				rows.push(
					r.failed
						? `| ${label(from)} → ${label(to)} | ${way} | ${mb} MB | ${ceilingMb} MiB | ${r.failed} | – |`
						: `| ${label(from)} → ${label(to)} | ${way} | ${(r.input / MB).toFixed(0)} MB | ${ceilingMb} MiB | completes in ${r.seconds.toFixed(1)} s, ${(r.output / MB).toFixed(0)} MB written | ${(r.peakHeap / 2 ** 20).toFixed(0)} MiB (${(r.peakHeap / r.input).toFixed(2)}× the text; ${(r.baseHeap / 2 ** 20).toFixed(0)} MiB before it) |`
				);
			}
			fs.rmSync(file);
		}
		console.log("\nData converter under a heap ceiling of 3× the text (Node, the worker's code, `from: auto`):\n");
		console.log('| pair | way | text | heap ceiling | outcome | largest heap in use |\n|---|---|---|---|---|---|');
		for (const row of rows) console.log(row);

		const whole = [];
		for (const [from, to] of [
			['csv', 'yaml'],
			['yaml', 'json'],
			['json', 'yaml'],
			['xml', 'json'],
			['toml', 'json'],
			['csv', 'json']
		]) {
			const file = path.join(dir, `whole.${from}`);
			writeRecords(file, wholeMb * MB, from);
			const r = run('whole', file, from, to, 0);
			whole.push(r.failed ? `| ${from.toUpperCase()} → ${to.toUpperCase()} | ${wholeMb} MB | ${r.failed} | – | – |` : `| ${from.toUpperCase()} → ${to.toUpperCase()} | ${(r.input / MB).toFixed(1)} MB | ${r.seconds.toFixed(1)} s | ${(r.peakHeap / 2 ** 20).toFixed(0)} MiB | ${((r.peakHeap - r.baseHeap) / r.input).toFixed(1)}× |`);
			fs.rmSync(file);
		}
		console.log('\nConversions that read the text whole (no ceiling):\n');
		console.log('| pair | text | time | largest heap in use | its growth ÷ the text |\n|---|---|---|---|---|');
		for (const row of whole) console.log(row);
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}
