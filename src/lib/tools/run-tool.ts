import type { OperationMeta } from '../ops/define.js';
import { runOperation, type RunOutcome } from '../worker/client.js';
import { apiRequest } from './api-request.js';

/** What the app needs to run an operation: where its code is, or where the API answers it. */
export type RunTarget = Pick<OperationMeta, 'id' | 'module' | 'runs' | 'method' | 'path'>;

export type { RunOutcome };

/**
 * Runs an operation the way the app does: `anywhere` operations in the worker (offline too),
 * `server` ones through /api/v1 with the signed-in session. Either way the answer is the API's
 * `{status, body}`.
 */
export function runTool(target: RunTarget, input: Record<string, unknown>, now?: number): Promise<RunOutcome> {
	if (target.runs === 'anywhere') return runOperation(target.id, target.module, input, now);
	return callApi(target, input);
}

const NETWORK_FAILURES = new WeakSet<RunOutcome>();

/** The answer stands for a request that never reached the server (fetch failed), not an HTTP answer. */
export const isNetworkFailure = (outcome: RunOutcome) => NETWORK_FAILURES.has(outcome);

async function callApi(target: RunTarget, input: Record<string, unknown>): Promise<RunOutcome> {
	const { url, body } = apiRequest(target, input);
	let res: Response;
	try {
		res = await fetch(url, {
			method: target.method,
			credentials: 'same-origin',
			headers: body ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
			body
		});
	} catch {
		const failure = { status: 503, body: { detail: 'This tool needs the network, and the server could not be reached.' } };
		// The tool page queues the request in the outbox instead of showing this.
		NETWORK_FAILURES.add(failure);
		return failure;
	}
	const text = await res.text();
	try {
		return { status: res.status, body: JSON.parse(text) };
	} catch {
		return { status: res.status, body: text };
	}
}

/** The documented power-user hook: `await utilkit.run('hash', { input: 'abc' })` in the console. */
export interface UtilkitHook {
	/** Runs an operation as the app does; `now` (ms) fixes the clock of worker runs. */
	run(opId: string, input: unknown, now?: number): Promise<RunOutcome>;
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
		}
	};
}
