import type { OperationMeta } from '../engine/define.js';
import { runOperation, type RunOutcome } from '../worker/client.js';
import { apiRequest } from './api-request.js';

/** What the app needs to run an operation: where its code is, or where the API answers it. */
export type RunTarget = Pick<OperationMeta, 'id' | 'module' | 'runs' | 'method' | 'path' | 'streams'>;

/** How a run's answer is taken while it is written (operations with `streams`, docs/api.md "Streaming"). */
export interface RunStreaming {
	/** The answer so far: `{[streams]: text written so far}`. */
	onPartial(body: Record<string, string>): void;
	/** Aborted when the answer is no longer wanted (a newer run): the request stops. */
	signal: AbortSignal;
}

export type { RunOutcome };

/**
 * Runs an operation the way the app does: `anywhere` operations in the worker (offline too),
 * `server` ones through /api/v1 with the signed-in session. Either way the answer is the API's
 * `{status, body}`.
 */
export function runTool(target: RunTarget, input: Record<string, unknown>, now?: number, streaming?: RunStreaming): Promise<RunOutcome> {
	if (target.runs === 'anywhere') return runOperation(target.id, target.module, input, now);
	return callApi(target, input, streaming);
}

const NETWORK_FAILURES = new WeakSet<RunOutcome>();

/** The answer stands for a request that never reached the server (fetch failed), not an HTTP answer. */
export const isNetworkFailure = (outcome: RunOutcome) => NETWORK_FAILURES.has(outcome);

async function callApi(target: RunTarget, input: Record<string, unknown>, streaming?: RunStreaming): Promise<RunOutcome> {
	const { url, body } = apiRequest(target, input);
	const streamed = target.streams !== undefined && streaming !== undefined;
	const accept = streamed ? 'text/event-stream, application/json' : 'application/json';
	let res: Response;
	try {
		res = await fetch(url, {
			method: target.method,
			credentials: 'same-origin',
			headers: body ? { 'content-type': 'application/json', accept } : { accept },
			body,
			signal: streaming?.signal
		});
	} catch {
		const failure = { status: 503, body: { detail: 'This tool needs the network, and the server could not be reached.' } };
		// The tool page queues the request in the outbox instead of showing this.
		NETWORK_FAILURES.add(failure);
		return failure;
	}
	if (streamed && res.ok && res.headers.get('content-type')?.startsWith('text/event-stream')) {
		return readEvents(res, target.streams!, streaming!);
	}
	const text = await res.text();
	try {
		return { status: res.status, body: JSON.parse(text) };
	} catch {
		return { status: res.status, body: text };
	}
}

/**
 * A streamed answer (docs/api.md, "Streaming"): `delta` events grow the streamed field, `done`
 * is the answer, `error` the failure with its status. A stream that breaks off is a 502.
 */
async function readEvents(res: Response, field: string, streaming: RunStreaming): Promise<RunOutcome> {
	const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
	let buffer = '';
	let written = '';
	try {
		for (;;) {
			const { done, value } = await reader.read();
			if (done) break;
			buffer += value;
			let end: number;
			while ((end = buffer.indexOf('\n\n')) !== -1) {
				const event = parseEvent(buffer.slice(0, end));
				buffer = buffer.slice(end + 2);
				if (event?.name === 'delta') {
					written += (event.data as { delta: string }).delta;
					streaming.onPartial({ [field]: written });
				} else if (event?.name === 'done') {
					return { status: 200, body: event.data };
				} else if (event?.name === 'error') {
					const { status = 502, ...error } = event.data as { status?: number };
					return { status, body: error };
				}
			}
		}
	} catch {
		// The connection broke (or this run was overtaken and aborted): said below.
	}
	return { status: 502, body: { detail: 'The answer was cut off before it was complete.' } };
}

/** One server-sent event block: its name and its data as JSON; null when it has no data. */
function parseEvent(block: string): { name: string; data: unknown } | null {
	let name = 'message';
	let data = '';
	for (const line of block.split('\n')) {
		if (line.startsWith('event:')) name = line.slice(6).trim();
		else if (line.startsWith('data:')) data += line.slice(5).trimStart();
	}
	if (!data) return null;
	try {
		return { name, data: JSON.parse(data) };
	} catch {
		return null;
	}
}

/** The documented power-user hook: `await utilkit.run('hash', { input: 'abc' })` in the console. */
export interface UtilkitHook {
	/** Runs an operation as the app does; `now` (ms) fixes the clock of worker runs. */
	run(opId: string, input: unknown, now?: number): Promise<RunOutcome>;
	/**
	 * Runs a recipe (`{"steps": [...]}`, docs/api.md "Recipes") as the app does, each step in the
	 * worker or, for a server operation, through the API: the answer `POST /recipes/run` gives.
	 */
	recipe(recipe: unknown, now?: number): Promise<RunOutcome>;
}

declare global {
	interface Window {
		utilkit?: UtilkitHook;
	}
}

/** Installs `window.utilkit` for the given operations. */
export function installHook(targets: RunTarget[]): void {
	const byId = new Map(targets.map((t) => [t.id, t]));
	window.utilkit = {
		run(opId, input, now) {
			const target = byId.get(opId);
			if (!target) return Promise.resolve({ status: 404, body: { detail: `Unknown operation: ${opId}` } });
			if (target.runs === 'anywhere') return runOperation(target.id, target.module, input, now);
			return callApi(target, (input ?? {}) as Record<string, unknown>);
		},
		async recipe(body, now) {
			// Loaded on first use: no page pays for the recipe runner (and zod) before it is asked for.
			await import('../recipes/zod-jitless.js');
			const [{ prepareRecipe, runRecipe, isRefusal }, { createRouter }] = await Promise.all([import('../engine/recipe.js'), import('../engine/router.js')]);
			const prepared = prepareRecipe(body, createRouter(targets).find);
			if (isRefusal(prepared)) return prepared;
			const { status, body: answer } = await runRecipe(prepared, ({ op, params }, input) => runTool(op, { ...input, ...params }, now));
			return { status, body: answer };
		}
	};
}
