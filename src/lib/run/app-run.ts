/**
 * `runInApp` wired to the app: the worker and the API client (run-tool.ts), what this server
 * said it can answer (capabilities), the answers kept for offline use, the outbox and the
 * session. Each page makes its own (`appRunner()`), so what it queued is its own.
 */
import { session } from '../account/session.svelte.js';
import { isPending } from './outbox/outbox-entry.js';
import { outbox } from './outbox/outbox.svelte.js';
import { capabilities } from '../state/capabilities.svelte.js';
import { isNetworkFailure } from './api-client.js';
import { answerOffline, keepForOffline } from './offline-answers.js';
import { createRunInApp, type RunInApp } from './run-in-app.js';
import { runTool } from './run-tool.js';

export type { AppRun, RunInApp } from './run-in-app.js';

/** A page's `runInApp` (run-in-app.ts): the app's rules for running a tool. */
export function appRunner(): RunInApp {
	return createRunInApp({
		send: (target, input, streaming) => runTool(target, input, undefined, streaming),
		isNetworkFailure,
		online: () => navigator.onLine,
		unavailable: (id) => capabilities.unavailable[id],
		answerOffline,
		keepForOffline,
		enqueue: async (target, input) => (await outbox.enqueue(target, input)).id,
		waiting: (id) => outbox.entries.some((entry) => entry.id === id && isPending(entry)),
		signedOut: () => void session.load()
	});
}
