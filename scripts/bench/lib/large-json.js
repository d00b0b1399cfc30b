// bench-large's `json` section: a ~100 MB JSON text (BENCH_LARGE_JSON_MB) formatted by the app
// worker's code (re-indented as it is read; with sort_keys, each object held until it closes, on
// three shapes of the same records) and by the whole tree, each in a Node process whose heap may
// hold at most three times the text (`--max-old-space-size`): the issue's bound is 4× the input,
// so the way that completes under 3× has room to spare. The browser section formats the same kind
// of file on the page.
import { spawnSync } from 'node:child_process';

const MB = 1e6;

export function benchLargeJson() {
	const mb = Number(process.env.BENCH_LARGE_JSON_MB ?? 100);
	const ceilingMb = Math.round(3 * mb * MB / 2 ** 20);
	const rows = [];
	const ways = {
		stream: 'as read (the app)',
		tree: 'whole tree',
		sorted: 'sort_keys, an array of records (the app)',
		'sorted-wrapped': 'sort_keys, `{"records": […], "count": n}` (the app)',
		'sorted-map': 'sort_keys, `{"record 0": {…}, …}` (the app)'
	};
	for (const [mode, way] of Object.entries(ways)) {
		const run = spawnSync(process.execPath, [`--max-old-space-size=${ceilingMb}`, '--import', 'tsx', 'scripts/bench/lib/json-memory.ts', mode, String(mb)], { encoding: 'utf8', maxBuffer: 1 << 20 });
		const line = run.stdout.trim().split('\n').at(-1);
		if (run.status === 0 && line) {
			const r = JSON.parse(line);
			rows.push(`| ${way} | ${(r.input / MB).toFixed(0)} MB | ${ceilingMb} MiB | completes in ${r.seconds.toFixed(1)} s, ${(r.output / MB).toFixed(0)} MB written | ${(r.peakHeap / 2 ** 20).toFixed(0)} MiB (${(r.peakHeap / r.input).toFixed(1)}× the text) |`);
		} else {
			const oom = /heap out of memory|Reached heap limit/i.test(run.stderr);
			rows.push(`| ${way} | ${mb} MB | ${ceilingMb} MiB | ${oom ? 'out of memory' : `failed (${run.status})`} | – |`);
		}
	}
	console.log('\nJSON format under a heap ceiling of 3× the text (Node, the worker\'s code):\n');
	console.log('| way | text | heap ceiling | outcome | largest heap in use |\n|---|---|---|---|---|');
	for (const row of rows) console.log(row);
}
