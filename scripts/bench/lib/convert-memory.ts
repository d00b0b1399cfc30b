// One data conversion of a file, in this process, for bench-large's `convert` section (which
// starts this under a heap ceiling): `stream` is the app worker's way for CSV and JSON arrays
// (ops/data-convert/stream-convert.ts: record by record as the file streams), `xml` its way for
// XML to JSON (ops/data-convert/stream-xml.ts: the text whole, not its tree), `object` its way
// for a JSON object around lists (stream-json-object.ts: the same, member by member), `whole` the way
// every other conversion goes (the text read whole, then convertText). The file is a Blob backed
// by the file, as a picked file is in the browser: its bytes are not in the heap. Prints one JSON
// line: sizes, seconds, the largest heap in use seen and the heap before the conversion.
// node --max-old-space-size=N --import tsx scripts/bench/lib/convert-memory.ts stream|xml|object|whole FILE FROM TO
import { openAsBlob } from 'node:fs';
import { convertText, type Format } from '../../../src/lib/ops/data-convert/convert.js';
import type { Source } from '../../../src/lib/ops/data-convert/options.js';
import { blobText, convertStream } from '../../../src/lib/ops/data-convert/stream-convert.js';
import { convertJsonObjectLarge } from '../../../src/lib/ops/data-convert/stream-json-object.js';
import { convertXmlLarge } from '../../../src/lib/ops/data-convert/stream-xml.js';

const [mode, file, from, to] = process.argv.slice(2) as ['stream' | 'xml' | 'object' | 'whole', string, Source, Format];
const source = await openAsBlob(file);
// The heap before the conversion: the runtime and the modules, which any ceiling must hold too.
const baseHeap = process.memoryUsage().heapUsed;
let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed));
const timer = setInterval(sample, 5);
const started = performance.now();
const encoder = new TextEncoder();
let written = 0;
let read: string = from;
if (mode === 'whole') {
	const answer = convertText(await source.text(), from, to, 2, Infinity);
	sample();
	written = encoder.encode(answer.output).length;
	read = answer.from;
} else if (mode === 'xml') {
	const text = await source.text();
	const answer = convertXmlLarge(text, from === 'xml' ? 'xml' : 'auto', 2, (piece) => {
		sample();
		written += encoder.encode(piece).length;
	});
	if (answer === 'whole') throw new Error('not read by the large XML reader');
	read = answer;
} else if (mode === 'object') {
	const text = await source.text();
	const answer = convertJsonObjectLarge(text, from === 'json' ? 'json' : 'auto', to as 'json' | 'yaml', 2, (piece) => {
		sample();
		written += encoder.encode(piece).length;
	});
	if (answer === 'whole') throw new Error('not read by the large JSON object reader');
	read = answer;
} else {
	const answer = await convertStream(() => blobText(source), from, to, 2, (piece) => {
		sample();
		written += encoder.encode(piece).length;
	});
	if (answer === 'whole') throw new Error('not streamed');
	read = answer.from;
}
clearInterval(timer);
sample();
console.log(JSON.stringify({ mode, from: read, to, input: source.size, output: written, seconds: (performance.now() - started) / 1000, peakHeap: peak, baseHeap }));
