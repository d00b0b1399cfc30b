/**
 * The one owner of the operations worker: every run in the app goes through here.
 * The worker is created on first use; answers are matched to calls by id.
 *
 * @example const { status, body } = await runOperation('hash', 'hash', { input: 'abc' });
 */
import type { FieldIssue } from '../engine/execute.js';
import type { Words } from '../engine/words.js';
import type { Said } from '../i18n/ops/say.js';
import type { RunRequest, WorkerResponse } from '../worker/protocol.js';

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
}

let worker: Worker | undefined;
let nextId = 1;
/** Calls not answered yet, with their message (re-sent to a fresh worker after a time-out). */
const pending = new Map<number, { msg: RunRequest; resolve: (outcome: RunOutcome) => void; timer?: ReturnType<typeof setTimeout> }>();

function getWorker(): Worker {
	if (worker) return worker;
	const w = new Worker(new URL('../worker/ops.worker.ts', import.meta.url), { type: 'module' });
	w.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
		if (worker !== w) return;
		const data = event.data;
		const call = pending.get(data.id);
		if (!call) return;
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
	const rest = [...pending.values()];
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
	const msg: RunRequest = { type: 'run', id, opId, module, input, now };
	return new Promise((resolve) => {
		pending.set(id, { msg, resolve });
		w.postMessage(msg);
	});
}
