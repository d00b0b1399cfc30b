/**
 * `runBounded` of OperationContext (src/lib/ops/define.ts): runs a self-contained function in a
 * worker thread that is terminated when the run passes its time limit, so a catastrophic regular
 * expression (`^(a+)+$` on "aaaa…!") costs one thread for at most that long and never blocks the
 * event loop that answers every other request. Threads are reused between runs (starting one costs
 * tens of milliseconds); a terminated one is replaced on the next run. At most `threads` runs go
 * at once and the rest wait their turn (each run ends within its limit; the API's rate limits
 * bound how many a caller queues).
 *
 * The thread's code is eval'd from a string (no file to locate in the server bundle, the CLI or
 * tests) and compiles each function's source text once.
 *
 * @example const runBounded = createBoundedRunner(); await runBounded((n) => n * 2, 21, 1000) // 42
 */
import { Worker } from 'node:worker_threads';
import { TimeLimitExceeded } from '../ops/define.js';

const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const compiled = new Map();
parentPort.on('message', (job) => {
	let fn = compiled.get(job.source);
	try {
		if (!fn) {
			fn = (0, eval)('(' + job.source + ')');
			compiled.set(job.source, fn);
		}
		parentPort.postMessage({ ok: true, value: fn(job.arg) });
	} catch (err) {
		parentPort.postMessage({ ok: false, message: err && err.message ? String(err.message) : String(err) });
	}
});
`;

interface Job {
	source: string;
	arg: unknown;
	timeoutMs: number;
	resolve(value: unknown): void;
	reject(err: Error): void;
}

export interface BoundedRunner {
	<A, R>(fn: (arg: A) => R, arg: A, timeoutMs: number): Promise<R>;
	/** Terminates every thread (shutdown, tests). */
	close(): Promise<void>;
}

export function createBoundedRunner({ threads = 2 } = {}): BoundedRunner {
	const idle: Worker[] = [];
	let busy = 0;
	const queue: Job[] = [];
	const all = new Set<Worker>();

	function spawn(): Promise<Worker> {
		const worker = new Worker(THREAD_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 128 } });
		worker.unref();
		all.add(worker);
		worker.once('exit', () => all.delete(worker));
		return new Promise((resolve, reject) => {
			worker.once('online', () => resolve(worker));
			worker.once('error', reject);
		});
	}

	function release(worker: Worker | undefined) {
		busy--;
		if (worker) idle.push(worker);
		next();
	}

	function next() {
		if (busy >= threads || queue.length === 0) return;
		const job = queue.shift()!;
		busy++;
		const ready = idle.length ? Promise.resolve(idle.pop()!) : spawn();
		ready.then(
			(worker) => {
				let settled = false;
				const timer = setTimeout(() => {
					settled = true;
					cleanup();
					void worker.terminate();
					job.reject(new TimeLimitExceeded(job.timeoutMs));
					release(undefined);
				}, job.timeoutMs);
				const onMessage = (answer: { ok: boolean; value?: unknown; message?: string }) => {
					if (settled) return;
					settled = true;
					cleanup();
					if (answer.ok) job.resolve(answer.value);
					else job.reject(new Error(answer.message));
					release(worker);
				};
				// The thread died (out of memory under resourceLimits, say): never reuse it.
				const onExit = () => {
					if (settled) return;
					settled = true;
					cleanup();
					job.reject(new Error('the run stopped unexpectedly (out of memory?)'));
					release(undefined);
				};
				const cleanup = () => {
					clearTimeout(timer);
					worker.off('message', onMessage);
					worker.off('exit', onExit);
					worker.off('error', onExit);
				};
				worker.on('message', onMessage);
				worker.on('exit', onExit);
				worker.on('error', onExit);
				worker.postMessage({ source: job.source, arg: job.arg });
			},
			(err: Error) => {
				job.reject(err);
				release(undefined);
			}
		);
	}

	const run = (<A, R>(fn: (arg: A) => R, arg: A, timeoutMs: number): Promise<R> =>
		new Promise<R>((resolve, reject) => {
			queue.push({ source: fn.toString(), arg, timeoutMs, resolve: resolve as (v: unknown) => void, reject });
			next();
		})) as BoundedRunner;
	run.close = async () => {
		idle.length = 0;
		await Promise.all([...all].map((w) => w.terminate()));
	};
	return run;
}
