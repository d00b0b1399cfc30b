/**
 * The one owner of the operations worker: every run in the app goes through here.
 * The worker is created on first use; answers are matched to calls by id.
 *
 * @example const { status, body } = await runOperation('hash', 'hash', { input: 'abc' });
 */
import type { FieldIssue } from '../engine/execute.js';
import type { Words } from '../engine/words.js';
import type { Said } from '../i18n/ops/say.js';
import type { WorkerRequest, WorkerResponse } from '../worker/protocol.js';
import type { LargeFile, LargeJob, LargeProgress } from '../worker/large-protocol.js';
import type { LargeKind } from './large-limits.js';

/** An operation's answer, in the API's terms. */
export interface RunOutcome {
	status: number;
	body: unknown;
	/** A validation failure's problems by field (worker runs, and the API's answers to the app: lib/run/README.md). */
	issues?: FieldIssue[];
	/** The operation's error by message id (engine/words.ts), beside the body's English. */
	words?: Words;
	/** Messages inside a 200 answer, by JSON Pointer into the body. */
	answerWords?: Record<string, Words>;
	/** All of those in the page's language (i18n/ops/say.ts), once the app has said them. */
	said?: Said;
	/** A large job's answer that is a file (an encoded file, a formatted document): never a string on the page. */
	file?: LargeFile;
	/** The run was cancelled (a large job's Cancel): there is no answer. */
	cancelled?: boolean;
}

let worker: Worker | undefined;
let nextId = 1;
/** Calls not answered yet, with their message (re-sent to a fresh worker after a time-out). */
const pending = new Map<number, { msg: WorkerRequest; resolve: (outcome: RunOutcome) => void; timer?: ReturnType<typeof setTimeout>; progress?: (p: LargeProgress) => void }>();

function getWorker(): Worker {
	if (worker) return worker;
	const w = new Worker(new URL('../worker/ops.worker.ts', import.meta.url), { type: 'module' });
	w.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
		if (worker !== w) return;
		const data = event.data;
		const call = pending.get(data.id);
		if (!call) return;
		if (data.type === 'progress') return call.progress?.(data);
		if (data.type === 'started') {
			// Every run has a time limit: a synchronous run cannot be interrupted inside the
			// worker, so past the limit the worker goes and the call gets the 422.
			call.timer = setTimeout(() => timeOut(w, data.id, data.detail), data.timeLimitMs);
			return;
		}
		const { type: _type, id: _id, ...outcome } = data;
		clearTimeout(call.timer);
		pending.delete(data.id);
		call.resolve(outcome);
	});
	w.addEventListener('error', (event) => {
		// The worker script itself failed (e.g. offline before it was cached): answer every
		// waiting call and start a fresh worker next time.
		console.error('utilkit: operations worker failed', event.message);
		fail(w, 'The operations worker could not start. Reconnect and try again.');
	});
	worker = w;
	return w;
}

function fail(w: Worker, detail: string) {
	if (worker === w) worker = undefined;
	w.terminate();
	for (const call of pending.values()) {
		clearTimeout(call.timer);
		call.resolve({ status: 503, body: { detail, code: 'worker_unavailable' } });
	}
	pending.clear();
}

/**
 * The run `id` passed its time limit: terminate the worker (the only way to stop it), answer the
 * call as the API does (422 `time_limit_exceeded`, the operation's detail) and hand the other waiting calls to a fresh
 * worker, which loads their modules again.
 */
function timeOut(w: Worker, id: number, detail: string) {
	if (worker !== w) return;
	worker = undefined;
	w.terminate();
	const call = pending.get(id);
	pending.delete(id);
	call?.resolve({ status: 422, body: { detail, code: 'time_limit_exceeded' } });
	restartWith([...pending.values()]);
}

/** Hands calls still waiting to a fresh worker (the old one was terminated), which loads their modules again. */
function restartWith(rest: { msg: WorkerRequest; timer?: ReturnType<typeof setTimeout> }[]) {
	if (rest.length === 0) return;
	const fresh = getWorker();
	for (const other of rest) {
		clearTimeout(other.timer);
		other.timer = undefined;
		fresh.postMessage(other.msg);
	}
}

/**
 * Runs operation `opId` (defined in src/lib/ops/`module`) in the worker.
 * `now` fixes the clock (ms since the epoch) for replaying time-based test vectors.
 */
export function runOperation(opId: string, module: string, input: unknown, now?: number): Promise<RunOutcome> {
	const w = getWorker();
	const id = nextId++;
	const msg: WorkerRequest = { type: 'run', id, opId, module, input, now };
	return new Promise((resolve) => {
		pending.set(id, { msg, resolve });
		w.postMessage(msg);
	});
}

/** A large job under way: its answer, and a Cancel that stops the worker's work. */
export interface LargeRun {
	done: Promise<RunOutcome>;
	cancel(): void;
}

/**
 * Runs a large job (src/lib/run/README.md, "Large inputs"): `source` (a File, or a Blob of a
 * large paste) goes to the worker as a handle, read there as a stream; `onProgress` gets the bytes
 * read. `other` is a job's second input (text-diff's new text), sent the same way. Cancel
 * terminates the worker, as a time limit does (the only way to stop a run inside it at once, even
 * a whole-document parse), and hands other waiting calls to a fresh one. No time limit applies:
 * the page shows progress and the user decides.
 */
export function runLarge(job: LargeJob, source: Blob, onProgress: (p: LargeProgress) => void, other?: Blob): LargeRun {
	const w = getWorker();
	const id = nextId++;
	const msg: WorkerRequest = other ? { type: 'large', id, job, source, other } : { type: 'large', id, job, source };
	let settle: (outcome: RunOutcome) => void = () => {};
	const done = new Promise<RunOutcome>((resolve) => {
		settle = resolve;
		pending.set(id, { msg, resolve, progress: onProgress });
		w.postMessage(msg);
	});
	return {
		done,
		cancel() {
			if (!pending.has(id)) return;
			pending.delete(id);
			settle({ status: 499, body: null, cancelled: true });
			const current = worker;
			if (!current) return;
			worker = undefined;
			current.terminate();
			restartWith([...pending.values()]);
		}
	};
}

/** Has the worker load a kind's code now, ahead of its first file (LargeWarm in large-protocol.ts). */
export function warmLarge(kind: LargeKind): void {
	getWorker().postMessage({ type: 'large-warm', kind } satisfies WorkerRequest);
}
