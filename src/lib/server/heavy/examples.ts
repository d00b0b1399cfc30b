/**
 * The OpenAPI document's response examples (api/openapi.ts, responseExamples), computed in a
 * thread of their own: they run every operation's examples, heavy ones included (an argon2id and
 * a scrypt hash, a password-strength estimate), and load the gazetteer and the holiday data for
 * theirs — over a second of work that, on the event loop, stalled every other request behind the
 * first `GET /openapi.json`. The thread is the pool's code (thread.ts) started for this one task,
 * then gone; its heap and its time are bounded like a heavy call's.
 */
import { Worker } from 'node:worker_threads';
import type { ResponseExample } from '../api/openapi.js';
import type { ThreadCode } from './pool.js';

/** What the examples need: every module loaded at once, about 180 MiB of heap measured. */
const EXAMPLES_HEAP_MB = 512;
/** Seven seconds measured on a loaded machine; past this the document is served without examples. */
const EXAMPLES_LIMIT_MS = 60_000;

/** The `workerData` that makes thread.ts compute the examples instead of serving the pool. */
export const EXAMPLES_TASK = 'response-examples';

/** Runs responseExamples() in a new thread of `thread`'s code; rejects when it fails or passes its limit. */
export function responseExamplesOffThread(thread: ThreadCode): Promise<Record<string, ResponseExample>> {
	return new Promise((resolve, reject) => {
		const worker = new Worker(thread.url, {
			execArgv: thread.execArgv,
			workerData: { task: EXAMPLES_TASK },
			resourceLimits: { maxOldGenerationSizeMb: EXAMPLES_HEAP_MB }
		});
		const timer = setTimeout(() => settle(new Error(`the response examples took longer than ${EXAMPLES_LIMIT_MS / 1000} s`)), EXAMPLES_LIMIT_MS);
		function settle(outcome: Error | Record<string, ResponseExample>) {
			clearTimeout(timer);
			worker.removeAllListeners();
			worker.on('error', () => {});
			void worker.terminate();
			if (outcome instanceof Error) reject(outcome);
			else resolve(outcome);
		}
		worker.once('message', (examples: Record<string, ResponseExample>) => settle(examples));
		worker.once('error', (err) => settle(err));
		worker.once('exit', (code) => settle(new Error(`the response examples' thread exited (code ${code})`)));
	});
}
