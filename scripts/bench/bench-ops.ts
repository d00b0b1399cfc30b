// Per-operation latency in Node: each operation's examples through executeOperation (the code
// path the API and the worker share), warm, median of several timed batches.
// Run by `npm run bench`; alone: `node --import tsx scripts/bench/bench-ops.ts`.
import { executeOperation } from '../../src/lib/engine/execute.js';
import { OPERATIONS } from '../../src/lib/ops/registry.js';

const BATCH_MS = Number(process.env.BENCH_OP_MS ?? 100);

async function timeCall(call: () => unknown): Promise<number> {
	for (let i = 0; i < 50; i++) await call(); // warm-up: JIT, lazy data
	const perCall: number[] = [];
	for (let batch = 0; batch < 5; batch++) {
		let n = 0;
		const start = performance.now();
		while (performance.now() - start < BATCH_MS) {
			await call();
			n++;
		}
		perCall.push(((performance.now() - start) * 1000) / n);
	}
	return perCall.sort((a, b) => a - b)[2];
}

const rows: string[] = [];
for (const op of OPERATIONS.filter((o) => o.runs === 'anywhere')) {
	for (const example of op.examples) {
		const first = await executeOperation(op, example.input, { now: Date.now });
		const cold = first.status === 200 ? '' : ` (status ${first.status})`;
		const us = await timeCall(() => executeOperation(op, example.input, { now: Date.now }));
		rows.push(`| ${op.id} | ${example.name}${cold} | ${us < 10 ? us.toFixed(2) : Math.round(us)} |`);
	}
}
console.log(`\nOperation latency in Node ${process.version} (executeOperation, warm, median of 5 × ${BATCH_MS} ms)\n`);
console.log('| operation | example | µs per call |');
console.log('|---|---|---:|');
for (const row of rows) console.log(row);
