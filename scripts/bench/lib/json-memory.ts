// One JSON format of a generated text of about `mb` MB, in this process, for bench-large's `json`
// section (which starts this under a heap ceiling). Modes: `stream` is the app worker's way
// unsorted (ops/json/format-large.ts: re-indented as it is read), `tree` the whole-tree way
// (parse, then write); `sorted` the worker's way with sort_keys (ops/json/sort-stream.ts: each
// object's members held until it closes) on the same array of records, `sorted-wrapped` on those
// records inside one object (`{"count": …, "records": […]}`, held from offsets once past its
// limit) and `sorted-map` on one object of records by name (`{"record 0": {…}, …}`: a name and an
// offset held per record). Prints one JSON line: sizes, seconds, the largest heap in use seen.
// node --max-old-space-size=N --import tsx scripts/bench/lib/json-memory.ts MODE MB
import { formatLarge } from '../../../src/lib/ops/json/format-large.js';
import { parseJsonText, writeJson } from '../../../src/lib/ops/_shared/json-text.js';

const [mode, mb] = [process.argv[2], Number(process.argv[3] ?? 100)];
/** Small records, as an export or a log dump is (the browser section's file too), in one of three shapes. */
function records(bytes: number, shape: 'array' | 'wrapped' | 'map'): string {
	const parts: string[] = [];
	for (let size = 0, i = 0; size < bytes; i++) {
		const record = JSON.stringify({ id: i, name: `record ${i}`, email: `user${i}@example.com`, score: i * 1.25, tags: ['alpha', 'beta', i % 7 === 0 ? 'gamma' : 'delta'], active: i % 3 !== 0, nested: { a: i, b: null } });
		parts.push(shape === 'map' ? `"record ${i}":${record}` : record);
		size += record.length + 1;
	}
	const body = parts.join(',');
	if (shape === 'map') return '{' + body + '}';
	return shape === 'wrapped' ? `{"records":[${body}],"count":${parts.length}}` : '[' + body + ']';
}

const text = records(mb * 1e6, mode === 'sorted-wrapped' ? 'wrapped' : mode === 'sorted-map' ? 'map' : 'array');
let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed));
const timer = setInterval(sample, 5);
const started = performance.now();
const encoder = new TextEncoder();
let written = 0;
if (mode === 'tree') written = encoder.encode(writeJson(parseJsonText(text), '  ')).length;
else
	formatLarge(text, 2, mode !== 'stream', () => (piece) => {
		sample();
		written += encoder.encode(piece).length;
	});
clearInterval(timer);
sample();
console.log(JSON.stringify({ mode, input: text.length, output: written, seconds: (performance.now() - started) / 1000, peakHeap: peak }));
