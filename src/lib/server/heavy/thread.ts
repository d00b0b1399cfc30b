/**
 * One thread of the pool of heavy operations (pool.ts): runs one operation call at a time, in
 * a worker thread that the pool terminates when the call passes its time limit or replaces when
 * it runs out of heap. Only the modules it is asked for are loaded (generated/loaders.ts), once.
 *
 * Messages: `{id, module, opId, input, at}` in; `{type: 'started', id}` once the operation's code
 * and its data are loaded (`prepare`; its deadline starts then, so loading is not charged to the call),
 * then `{type: 'result', id, status, body, issues?, words?, answerWords?}` (the OperationResult, so
 * the app's message ids survive the thread) or `{type: 'crash', id, message}` out.
 *
 * Started with `workerData.task` EXAMPLES_TASK (examples.ts), it computes the OpenAPI document's
 * response examples instead, posts them and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Operation } from '../../engine/define.js';
import { executeOperation, loadForRun } from '../../engine/execute.js';
import { MODULE_LOADERS } from '../../ops/generated/loaders.js';
import { nativeDigest } from '../native-digest.js';
import type { ThreadJob, ThreadMessage } from './protocol.js';
import { EXAMPLES_TASK } from './examples.js';

const port = parentPort;
if (!port) throw new Error('src/lib/server/heavy/thread.ts runs as a worker thread of the pool');

const loaded = new Map<string, Promise<Operation[]>>();

function operation(module: string, opId: string): Promise<Operation | undefined> {
	let ops = loaded.get(module);
	if (!ops) {
		const load = MODULE_LOADERS[module];
		ops = load ? load().then((m) => m.operations) : Promise.resolve([]);
		loaded.set(module, ops);
	}
	return ops.then((list) => list.find((op) => op.id === opId));
}

async function answer(job: ThreadJob): Promise<ThreadMessage> {
	const op = await operation(job.module, job.opId);
	if (!op) return { type: 'crash', id: job.id, message: `no operation ${job.opId} in module ${job.module}` };
	await loadForRun(op, job.input);
	port!.postMessage({ type: 'started', id: job.id } satisfies ThreadMessage);
	const result = await executeOperation(op, job.input, { now: () => job.at, digest: nativeDigest });
	return { type: 'result', id: job.id, ...result };
}

function crash(id: number, err: unknown): ThreadMessage {
	return { type: 'crash', id, message: err instanceof Error ? (err.stack ?? err.message) : String(err) };
}

async function postExamples() {
	const [{ responseExamples }, { OPERATIONS }, { ALL_CASES }] = await Promise.all([
		import('../api/openapi.js'),
		import('../../ops/registry.js'),
		import('../../ops/all-cases.js')
	]);
	port!.postMessage(await responseExamples(OPERATIONS, ALL_CASES));
}

function serve(job: ThreadJob) {
	answer(job).then(
		(message) => {
			try {
				port!.postMessage(message);
			} catch (err) {
				// An answer that cannot be cloned (nested too deep) is a bug of the operation's.
				port!.postMessage(crash(job.id, err));
			}
		},
		(err: unknown) => port!.postMessage(crash(job.id, err))
	);
}

if ((workerData as { task?: string } | null)?.task === EXAMPLES_TASK) await postExamples();
else port.on('message', serve);
