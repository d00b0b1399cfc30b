/**
 * The one owner of the operations worker: every run in the app goes through here.
 * The worker is created on first use; answers are matched to calls by id.
 *
 * @example const { status, body } = await runOperation('hash', 'hash', { input: 'abc' });
 */
import type { FieldIssue } from '../ops/execute.js';
import type { RunRequest, WorkerResponse } from './protocol.js';

/** An operation's answer, in the API's terms. */
export interface RunOutcome {
	status: number;
	body: unknown;
	/** A validation failure's problems by field (worker runs only; the API sends `detail` alone). */
	issues?: FieldIssue[];
}

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (outcome: RunOutcome) => void>();

function getWorker(): Worker {
	if (worker) return worker;
	const w = new Worker(new URL('./ops.worker.ts', import.meta.url), { type: 'module' });
	w.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
		const { id, status, body, issues } = event.data;
		const resolve = pending.get(id);
		pending.delete(id);
		resolve?.(issues ? { status, body, issues } : { status, body });
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
	for (const resolve of pending.values()) resolve({ status: 503, body: { detail } });
	pending.clear();
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
		pending.set(id, resolve);
		w.postMessage(msg);
	});
}
