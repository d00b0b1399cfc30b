/// <reference lib="webworker" />
// Runs operations off the main thread. Each op module is a separate chunk, loaded the first
// time one of its operations is used (and precached by the service worker for offline use).
import { DEFAULT_TIME_LIMIT } from '../engine/define.js';
import { executeOperation, loadForRun } from '../engine/execute.js';
import { moduleLoader, type OpModule } from './op-modules.js';
import type { RunRequest, RunResult, WorkerRequest, WorkerResponse } from './protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const modules = new Map<string, Promise<OpModule>>();

function loadModule(name: string): Promise<OpModule> | undefined {
	const load = moduleLoader(name);
	if (!load) return undefined;
	let pending = modules.get(name);
	if (!pending) {
		pending = load();
		// A failed load (offline before the chunk was cached) may succeed later: don't keep it.
		pending.catch(() => modules.delete(name));
		modules.set(name, pending);
	}
	return pending;
}

/** A dynamic import() whose chunk could not be fetched (Chromium, Firefox and Safari wordings). */
function isChunkLoadFailure(err: unknown): boolean {
	return err instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(err.message);
}

type Answer = Omit<RunResult, 'id' | 'type'>;

async function answer(msg: RunRequest): Promise<Answer> {
	const loading = loadModule(msg.module);
	if (!loading) return { status: 404, body: { detail: `Unknown operation module: ${msg.module}` } };
	let mod: OpModule;
	try {
		mod = await loading;
	} catch (err) {
		console.error('utilkit worker: could not load', msg.module, err);
		// The app's own codes (never the API's): the page says these in its language (messages, tool.result.byCode).
		return { status: 503, body: { detail: 'Could not load this tool’s code. Reconnect and try again.', code: 'code_unavailable' } };
	}
	const op = mod.operations.find((o) => o.id === msg.opId);
	if (!op) return { status: 404, body: { detail: `Unknown operation: ${msg.opId}` } };
	try {
		await loadForRun(op, msg.input);
	} catch (err) {
		console.error('utilkit worker: could not prepare', msg.opId, err);
		return { status: 503, body: { detail: 'This tool downloads its data the first time it is used. Reconnect and try again.', code: 'data_unavailable' } };
	}
	// Every run is bounded: the client terminates this worker when the limit passes (client.ts).
	const limit = op.timeLimit ?? DEFAULT_TIME_LIMIT;
	const started: WorkerResponse = { type: 'started', id: msg.id, timeLimitMs: limit.ms, detail: limit.detail };
	scope.postMessage(started);
	try {
		const result = await executeOperation(op, msg.input, { now: () => msg.now ?? Date.now() });
		// The API sends JSON: a round trip drops `undefined` members exactly as it does.
		const answer: Answer = { status: result.status, body: JSON.parse(JSON.stringify(result.body ?? null)) };
		if (result.issues) answer.issues = result.issues;
		if (result.words) answer.words = result.words;
		if (result.answerWords) answer.answerWords = result.answerWords;
		return answer;
	} catch (err) {
		console.error('utilkit worker:', msg.opId, err);
		// Data an operation imports on first use (the gazetteer, a holiday calendar) is not
		// precached: offline before that first use its chunk cannot be fetched. Say so.
		if (isChunkLoadFailure(err)) {
			return { status: 503, body: { detail: 'This tool downloads its data the first time it is used. Reconnect and try again.', code: 'data_unavailable' } };
		}
		return { status: 500, body: { detail: 'Internal error' } };
	}
}

scope.addEventListener('message', async (event: MessageEvent<WorkerRequest>) => {
	const msg = event.data;
	if (msg?.type === 'large-warm') {
		void import('./large-jobs.js').then((jobs) => jobs.warm(msg.kind)).catch(() => {});
		return;
	}
	if (msg?.type === 'large') {
		// A file or a large paste: its code (streaming digests, codecs) loads on the first one.
		const { runLargeJob } = await import('./large-jobs.js');
		scope.postMessage(await runLargeJob(msg, (progress) => scope.postMessage(progress), loadModule));
		return;
	}
	if (msg?.type !== 'run') return;
	const reply: WorkerResponse = { type: 'result', id: msg.id, ...(await answer(msg)) };
	scope.postMessage(reply);
});
