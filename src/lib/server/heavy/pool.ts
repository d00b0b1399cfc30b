/**
 * The pool of heavy operations (docs/security.md, "Bounded execution"): every operation whose
 * definition says `cost: 'heavy'` runs here, in a worker thread, never on the event loop that
 * answers every other request. Each call is bounded four ways:
 *
 * - time: past the operation's `timeLimit` (counted from when its code is loaded in the thread)
 *   the thread is terminated and replaced, and the call answers 422 `time_limit_exceeded`;
 * - heap: each thread has a V8 heap ceiling (`resourceLimits`); a call that outgrows it loses its
 *   thread and answers 422 `memory_limit_exceeded`;
 * - memory outside the heap: what `Operation.memory` declares for the input (a memory-hard
 *   password hash's blocks) waits until it fits the memory budget beside the calls running;
 * - share: one account has at most `perAccount` calls in the pool (running or waiting; past it
 *   429 `concurrency_limited`), and at most `queue` calls wait for a thread, each at most
 *   `queueWaitMs` (past either, 503 `server_busy`). All refusals say when to retry.
 *
 * Calls start in arrival order (a large call at the head of the queue is not overtaken, so it
 * cannot starve). In a cluster, each server process has a pool of its own.
 *
 * @example const pool = createHeavyPool({ threads: 1, queue: 32, perAccount: 2, memoryBudget: 256 * MiB, heapMb: 256, queueWaitMs: 10_000 });
 *          await pool.run(regexOp, { pattern: '^(a+)+$', input: 'aaaa!' }, Date.now(), accountId);
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Operation } from '../../engine/define.js';
import { validateInput, type OperationResult } from '../../engine/execute.js';
import { moduleOfOperation } from '../../ops/registry.js';
import type { ThreadJob, ThreadMessage } from './protocol.js';

export const MiB = 1024 * 1024;

/** The longest a thread may take to load an operation's code and data before the call is given up (503). */
const LOAD_LIMIT_MS = 30_000;

export interface HeavyPoolOptions {
	/** Threads, i.e. heavy calls running at once. */
	threads: number;
	/** Calls that may wait for a thread. */
	queue: number;
	/** Calls one account may have in the pool at once, running or waiting. */
	perAccount: number;
	/** Bytes that running calls may hold outside the heap together (what `Operation.memory` declares). */
	memoryBudget: number;
	/** Each thread's V8 heap ceiling in MiB. */
	heapMb: number;
	/** The longest a call waits for a thread. */
	queueWaitMs: number;
	/**
	 * The thread's code: the server build's `utilkit-op-thread.js` (src/server-entry.ts passes
	 * it). Default: the source file, run through tsx (`vite dev`, the unit tests).
	 */
	thread?: ThreadCode;
}

/** Where a thread's code is: a module URL and the Node flags it starts with. */
export interface ThreadCode {
	url: URL;
	execArgv: string[];
}

/** A call's answer; `retryAfter` (seconds) is set when the pool refused it rather than the operation answering. */
export interface PoolAnswer extends OperationResult {
	retryAfter?: number;
}

export interface PoolStats {
	running: number;
	waiting: number;
	threads: number;
	memoryInUse: number;
	/** Calls the pool stopped or refused since it started, by the answer's code. */
	refused: Record<PoolCode, number>;
}

export type PoolCode = 'time_limit_exceeded' | 'memory_limit_exceeded' | 'concurrency_limited' | 'server_busy';

export interface HeavyPool {
	/** Calls one account may have in the pool at once (HeavyPoolOptions.perAccount). */
	readonly perAccount: number;
	/**
	 * The 429 `concurrency_limited` a call of `account` would get now, or null when it has room:
	 * asked before the request body is even parsed, so a refused call costs next to nothing.
	 */
	shareFull(account: string): PoolAnswer | null;
	/**
	 * Validates `input` (an invalid one never takes a thread; `parsed`: what the caller's own
	 * validation read) and runs the call in a thread.
	 */
	run(op: Operation, input: unknown, at: number, account: string, parsed?: { data: unknown }): PoolAnswer | Promise<PoolAnswer>;
	stats(): PoolStats;
	/** Terminates every thread; calls in flight or waiting answer 503. */
	close(): Promise<void>;
}

interface Job {
	job: ThreadJob;
	op: Operation;
	account: string;
	memory: number;
	resolve(answer: PoolAnswer): void;
	reject(err: Error): void;
	/** The queue-wait bound, while the call waits. */
	waitTimer?: ReturnType<typeof setTimeout>;
}

/**
 * From the sources (`vite dev`, the unit tests): thread.ts through tsx, registered inside the
 * thread (Node 20 does not apply a parent's `--import tsx` to a worker's own entry). Resolved
 * only when used: a production install has no tsx.
 */
function sourceThread(): ThreadCode {
	// tsx's ES module build (the path `require` resolves is its CommonJS twin).
	const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
	const entry = new URL('./thread.ts', import.meta.url).href;
	const code = `const { register } = await import(${JSON.stringify(tsx)}); register(); await import(${JSON.stringify(entry)});`;
	return { url: new URL(`data:text/javascript,${encodeURIComponent(code)}`), execArgv: [] };
}

/** The thread code given, else the source file through tsx. */
export const threadCode = (given?: ThreadCode): ThreadCode => given ?? sourceThread();

const mib = (bytes: number) => Math.ceil(bytes / MiB).toLocaleString('en-US');


export function createHeavyPool(options: HeavyPoolOptions): HeavyPool {
	const thread = threadCode(options.thread);
	const threads = Math.max(1, options.threads);
	const idle: Worker[] = [];
	const all = new Set<Worker>();
	const waiting: Job[] = [];
	const held = new Map<string, number>();
	let running = 0;
	let memoryInUse = 0;
	let nextId = 1;
	let closed = false;
	const refused: Record<PoolCode, number> = { time_limit_exceeded: 0, memory_limit_exceeded: 0, concurrency_limited: 0, server_busy: 0 };

	/** The pool's own answer: a refusal (with when to retry) or a stopped run (422), counted by code. */
	function refusal(status: number, code: PoolCode, detail: string, retryAfter?: number): PoolAnswer {
		refused[code]++;
		return retryAfter === undefined ? { status, body: { detail, code } } : { status, body: { detail, code }, retryAfter };
	}

	function spawn(): Worker {
		const worker = new Worker(thread.url, {
			execArgv: thread.execArgv,
			resourceLimits: { maxOldGenerationSizeMb: options.heapMb }
		});
		worker.unref();
		all.add(worker);
		// A call listens for its thread's errors; between calls a thread that fails (it cannot
		// start) just leaves the pool instead of throwing in this process.
		worker.on('error', () => {});
		worker.once('exit', () => {
			all.delete(worker);
			const at = idle.indexOf(worker);
			if (at >= 0) idle.splice(at, 1);
		});
		return worker;
	}

	function release(entry: Job) {
		const count = (held.get(entry.account) ?? 1) - 1;
		if (count > 0) held.set(entry.account, count);
		else held.delete(entry.account);
	}

	function dispatch() {
		while (!closed && waiting.length > 0 && running < threads && memoryInUse + waiting[0].memory <= options.memoryBudget) {
			const entry = waiting.shift()!;
			clearTimeout(entry.waitTimer);
			running++;
			memoryInUse += entry.memory;
			start(entry);
		}
	}

	function start(entry: Job) {
		const worker = idle.pop() ?? spawn();
		const { op, job } = entry;
		let settled = false;
		let deadline: ReturnType<typeof setTimeout> | undefined;
		const loading = setTimeout(() => {
			finish(false);
			entry.resolve(refusal(503, 'server_busy', `The server could not load ${op.id} within ${LOAD_LIMIT_MS / 1000} s: retry in a moment`, 5));
		}, LOAD_LIMIT_MS);

		const onMessage = (message: ThreadMessage) => {
			if (message.id !== job.id || settled) return;
			if (message.type === 'started') {
				clearTimeout(loading);
				const limit = op.timeLimit!;
				deadline = setTimeout(() => {
					finish(false);
					entry.resolve(refusal(422, 'time_limit_exceeded', limit.detail));
				}, limit.ms);
				return;
			}
			finish(true);
			if (message.type === 'result') {
				const { type: _, id: __, ...result } = message;
				entry.resolve(result);
			} else entry.reject(new Error(`${op.id} failed in its thread: ${message.message}`));
		};
		const onError = (err: Error & { code?: string }) => {
			if (settled) return;
			finish(false);
			if (closed) entry.resolve(refusal(503, 'server_busy', 'The server is stopping: retry in a moment', 5));
			else if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') {
				entry.resolve(refusal(422, 'memory_limit_exceeded', `The run needed more memory than its limit of ${options.heapMb} MiB: give a smaller input`));
			} else entry.reject(err);
		};
		const onExit = (code: number) => onError(new Error(`the thread running ${op.id} exited (code ${code})`));

		/** The call is over: the thread goes back to the pool when it can be reused, else it goes. */
		function finish(reusable: boolean) {
			settled = true;
			clearTimeout(loading);
			clearTimeout(deadline);
			worker.off('message', onMessage);
			worker.off('error', onError);
			worker.off('exit', onExit);
			running--;
			memoryInUse -= entry.memory;
			release(entry);
			if (reusable && !closed) idle.push(worker);
			else {
				void worker.terminate();
				// Its replacement starts now, so the next call does not wait for a thread to boot.
				if (!closed) idle.push(spawn());
			}
			dispatch();
		}

		worker.on('message', onMessage);
		worker.on('error', onError);
		worker.on('exit', onExit);
		try {
			worker.postMessage(job);
		} catch {
			// Structured cloning is recursive: JSON nested tens of thousands deep (which JSON.parse
			// takes) overflows its stack. No heavy operation takes input nested that deep.
			finish(true);
			entry.resolve({ status: op.invalid.status, body: { [op.invalid.key]: 'input: nested too deeply to be read', code: 'invalid_input' } });
		}
	}

	function shareFull(account: string): PoolAnswer | null {
		if ((held.get(account) ?? 0) < options.perAccount) return null;
		return refusal(429, 'concurrency_limited', `At most ${options.perAccount} heavy operations of one account run at once on this server: retry when one has answered`, 1);
	}

	function run(op: Operation, input: unknown, at: number, account: string, validated?: { data: unknown }): PoolAnswer | Promise<PoolAnswer> {
		const parsed = validated ?? validateInput(op, input);
		if ('status' in parsed) return parsed;
		if (closed) return refusal(503, 'server_busy', 'The server is stopping: retry in a moment', 5);
		const full = shareFull(account);
		if (full) return full;
		const count = held.get(account) ?? 0;
		const memory = op.memory?.(parsed.data) ?? 0;
		if (memory > options.memoryBudget) {
			return refusal(422, 'memory_limit_exceeded', `These parameters need ${mib(memory)} MiB of memory, more than this server's budget of ${mib(options.memoryBudget)} MiB: lower them`);
		}
		if (waiting.length >= options.queue) {
			return refusal(503, 'server_busy', `The server's ${options.queue} places for heavy operations waiting for a thread are taken: retry in a moment`, 2);
		}
		held.set(account, count + 1);
		return new Promise<PoolAnswer>((resolve, reject) => {
			const entry: Job = { job: { id: nextId++, module: moduleOfOperation(op.id) ?? op.id, opId: op.id, input, at }, op, account, memory, resolve, reject };
			entry.waitTimer = setTimeout(() => {
				const at = waiting.indexOf(entry);
				if (at < 0) return;
				waiting.splice(at, 1);
				release(entry);
				resolve(refusal(503, 'server_busy', `No thread for heavy operations was free within ${(options.queueWaitMs / 1000).toLocaleString('en-US')} s: retry in a moment`, 2));
				dispatch();
			}, options.queueWaitMs);
			waiting.push(entry);
			dispatch();
		});
	}

	return {
		perAccount: options.perAccount,
		shareFull,
		run,
		stats: () => ({ running, waiting: waiting.length, threads: all.size, memoryInUse, refused: { ...refused } }),
		async close() {
			closed = true;
			for (const entry of waiting.splice(0)) {
				clearTimeout(entry.waitTimer);
				entry.resolve(refusal(503, 'server_busy', 'The server is stopping: retry in a moment', 5));
			}
			idle.length = 0;
			await Promise.all([...all].map((worker) => worker.terminate()));
		}
	};
}
