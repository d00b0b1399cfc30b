import { runOperation, type RunOutcome } from './worker-client.js';
import { callApi } from './api-client.js';
import type { RunTarget, RunStreaming } from './run-target.js';

export type { RunOutcome, RunTarget, RunStreaming };

/**
 * Runs an operation the way the app does: `anywhere` operations in the worker (offline too),
 * `server` ones through /api/v1 with the signed-in session. Either way the answer is the API's
 * `{status, body}`. This is the bare run; `runInApp` (run-in-app.ts) adds the app's rules
 * around it (offline answers, the outbox, sign-in).
 */
export function runTool(target: RunTarget, input: Record<string, unknown>, now?: number, streaming?: RunStreaming): Promise<RunOutcome> {
	if (target.runs === 'anywhere') return runOperation(target.id, target.module, input, now);
	return callApi(target, input, streaming);
}
