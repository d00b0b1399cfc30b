// Light operations at their input limits: a light operation runs on the server's event loop, so
// its worst input at the limits its schema documents must cost at most BUDGET_MS of main-thread
// time. One hand-written worst case per operation (lib/light-cases.ts),
// timed warm through executeOperation with the server's context, the answer serialised as the
// API does. Every light operation that runs anywhere must have a case: the script fails when one
// is missing, so a new operation cannot skip it. `--heavy` also times the cases kept for the
// operations that were moved to heavy (what they would cost the event loop), `--json` prints the
// raw figures, `--runs N` sets the timed runs, `--only id,id` picks operations, `--check` exits
// with 1 when a light operation is over the budget. The light calls of heavy operations
// (Operation.lightCall: inputs small enough to run on the event loop) are timed at their bound
// too (LIGHT_CALL_CASES), under the same budget.
// Run by `npm run bench`; alone: `npm run bench:light`.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { executeOperation, validateInput } from '../../src/lib/engine/execute.js';
import type { Operation, OperationContext } from '../../src/lib/engine/define.js';
import { OPERATIONS } from '../../src/lib/ops/registry.js';
import { nativeDigest } from '../../src/lib/server/native-digest.js';
import { timezoneAt } from '../../src/lib/server/providers/timezone.js';
import { LIGHT_CALL_CASES, WORST_CASES, type WorstCase } from './lib/light-cases.js';

const BUDGET_MS = 20;
const WARM_UPS = 3;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
	const at = args.indexOf(name);
	return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 20);
const only = option('--only')?.split(',');

/** What the server hands a light operation (src/lib/server/app.ts), without the network services. */
const context = (): OperationContext => ({ now: () => Date.UTC(2026, 10, 27, 12), digest: nativeDigest, timezoneAt });

// A full collection before each operation, so that none pays for the garbage of the one before.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * What a call costs is timed as the process's CPU time (process.cpuUsage, user + system): the
 * main thread's, plus what helper threads do for it (garbage collection, WebCrypto's threadpool),
 * so an upper bound on the event loop's share. Wall time would also count the time other
 * processes held the core, which on a shared machine is most of its spread; it is kept as well.
 */
const cpuMs = () => {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
};

interface Figures {
	id: string;
	/** `light call`: a heavy operation's call at its light-call bound. */
	cost: Operation['cost'] | 'light call';
	input: string;
	why: string;
	input_bytes: number;
	status: number;
	/** Wall time of the first call in this process: lazy data, compilation. */
	cold_ms: number;
	/** CPU time of each timed run (see cpuMs). */
	cpu_ms: number[];
	/** Wall time of each timed run. */
	wall_ms: number[];
	median_ms: number;
	max_ms: number;
}

const median = (xs: number[]) => {
	const s = [...xs].sort((a, b) => a - b);
	return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One call as the API makes it: validate, run, serialise the answer; its CPU and wall time. */
async function timedCall(op: Operation, input: unknown): Promise<{ cpu: number; wall: number; status: number; body: unknown }> {
	const cpu = cpuMs();
	const start = performance.now();
	const result = await executeOperation(op, input, context());
	JSON.stringify(result.body);
	const wall = performance.now() - start;
	return { cpu: cpuMs() - cpu, wall, status: result.status, body: result.body };
}

async function measure(op: Operation, worst: WorstCase, cost: Figures['cost'] = op.cost): Promise<Figures> {
	await worst.setup?.();
	const inputs = Array.from({ length: WARM_UPS + RUNS + 1 }, (_, i) => worst.build(i));
	collectGarbage();
	const cold = await timedCall(op, inputs[0]);
	const expected = worst.status ?? 200;
	if (cold.status !== expected) throw new Error(`${op.id}: the worst case answered ${cold.status}, not ${expected}: ${JSON.stringify(cold.body).slice(0, 300)}`);
	for (let i = 1; i <= WARM_UPS; i++) await timedCall(op, inputs[i]);
	const cpu: number[] = [];
	const wall: number[] = [];
	// A case that is far over the budget (an operation moved to heavy, with --heavy) gets fewer runs.
	const runs = cold.wall > 1000 ? Math.min(RUNS, 3) : RUNS;
	for (let i = 0; i < runs; i++) {
		const call = await timedCall(op, inputs[WARM_UPS + 1 + i]);
		if (call.status !== expected) throw new Error(`${op.id}: run ${i} answered ${call.status}, not ${expected}`);
		cpu.push(call.cpu);
		wall.push(call.wall);
	}
	return {
		id: op.id,
		cost,
		input: worst.input,
		why: worst.why,
		input_bytes: Buffer.byteLength(JSON.stringify(inputs[0])),
		status: expected,
		cold_ms: cold.wall,
		cpu_ms: cpu,
		wall_ms: wall,
		median_ms: median(cpu),
		max_ms: Math.max(...cpu)
	};
}

const anywhere = OPERATIONS.filter((op) => op.runs === 'anywhere');
const light = anywhere.filter((op) => op.cost === 'light');
const excluded = OPERATIONS.filter((op) => op.runs === 'server');
const missing = light.filter((op) => !WORST_CASES[op.id]).map((op) => op.id);
if (missing.length) throw new Error(`light operations without a worst case in scripts/bench/lib/light-cases.ts: ${missing.join(', ')}`);
const unknown = Object.keys(WORST_CASES).filter((id) => !anywhere.some((op) => op.id === id));
if (unknown.length) throw new Error(`worst cases for no operation that runs anywhere: ${unknown.join(', ')}`);

const withLightCalls = OPERATIONS.filter((op) => op.lightCall);
const noLightCase = withLightCalls.filter((op) => !LIGHT_CALL_CASES[op.id]).map((op) => op.id);
if (noLightCase.length) throw new Error(`operations with a light-call bound but no case at it in scripts/bench/lib/light-cases.ts: ${noLightCase.join(', ')}`);
const strayLightCase = Object.keys(LIGHT_CALL_CASES).filter((id) => !withLightCalls.some((op) => op.id === id));
if (strayLightCase.length) throw new Error(`light-call cases for operations without a light-call bound: ${strayLightCase.join(', ')}`);
for (const op of withLightCalls) {
	// The case must be a light call, or it measures nothing the event loop runs.
	await LIGHT_CALL_CASES[op.id].setup?.();
	const parsed = validateInput(op, LIGHT_CALL_CASES[op.id].build(0));
	if ('status' in parsed || !op.lightCall!(parsed.data)) throw new Error(`${op.id}: the light-call case is not a light call (invalid, or over the bound)`);
}

const chosen = anywhere.filter((op) => WORST_CASES[op.id] && (op.cost === 'light' || flag('--heavy')) && (!only || only.includes(op.id)));
const figures: Figures[] = [];
for (const op of chosen) figures.push(await measure(op, WORST_CASES[op.id]));
for (const op of withLightCalls.filter((op) => !only || only.includes(op.id))) figures.push(await measure(op, LIGHT_CALL_CASES[op.id], 'light call'));
figures.sort((a, b) => b.max_ms - a.max_ms);

if (flag('--json')) {
	console.log(JSON.stringify({ node: process.version, clock: 'process CPU time (process.cpuUsage)', runs: RUNS, warm_ups: WARM_UPS, budget_ms: BUDGET_MS, excluded: excluded.map((op) => op.id), figures }, null, 2));
} else {
	const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
	const size = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(bytes >= 10 * 1024 ? 0 : 1)} KiB` : `${bytes} B`);
	console.log(`\nLight operations at their input limits, Node ${process.version}: CPU ms per call (validation, run, JSON of the answer), ${WARM_UPS} warm-ups then ${RUNS} runs\n`);
	console.log('| operation | worst input | input size | median ms | max ms | ≤ 20 ms? |');
	console.log('|---|---|---:|---:|---:|---|');
	for (const f of figures) {
		const id = f.cost === 'light' ? f.id : `${f.id} (${f.cost})`;
		console.log(`| ${id} | ${f.input} | ${size(f.input_bytes)} | ${ms(f.median_ms)} | ${ms(f.max_ms)} | ${f.max_ms <= BUDGET_MS ? 'yes' : 'no'} |`);
	}
	const cold = figures.filter((f) => f.cold_ms > BUDGET_MS && f.cold_ms > 2 * f.max_ms);
	if (cold.length) {
		console.log('\nFirst calls in the process (they load data or compile code once):\n');
		for (const f of cold) console.log(`- ${f.id}: ${ms(f.cold_ms)} ms`);
	}
	console.log(`\nNot measured: server operations, whose work waits on an upstream (${excluded.map((op) => op.id).join(', ')}).`);
}
const over = figures.filter((f) => f.cost !== 'heavy' && f.max_ms > BUDGET_MS);
if (over.length) {
	console.error(`\nLight operations and calls over ${BUDGET_MS} ms at their limits: ${over.map((f) => f.id).join(', ')}`);
	// Only on request: a noisy run must not stop the rest of `npm run bench`.
	if (flag('--check')) process.exitCode = 1;
}
