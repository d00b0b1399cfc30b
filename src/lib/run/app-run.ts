/**
 * `runInApp` wired to the app: the worker and the API client (run-tool.ts), each answer's
 * messages said in the page's language (i18n/ops/say.ts), what this server said it can answer
 * (capabilities), the answers kept for offline use, the outbox and the session. Each page makes
 * its own (`appRunner()`), so what it queued is its own.
 */
import { session } from '../account/session.svelte.js';
import { isPending } from './outbox/outbox-entry.js';
import { outbox } from './outbox/outbox.svelte.js';
import { capabilities } from '../state/capabilities.svelte.js';
import { isNetworkFailure } from './api-client.js';
import { answerOffline, keepForOffline } from './offline-answers.js';
import { createRunInApp, type RunInApp } from './run-in-app.js';
import { runTool, type RunOutcome } from './run-tool.js';
import { i18n } from '../i18n/i18n.svelte.js';
import { sayOutcome } from '../i18n/ops/say.js';

export type { AppRun, RunInApp } from './run-in-app.js';

/** A page's `runInApp` (run-in-app.ts): the app's rules for running a tool. */
export function appRunner(): RunInApp {
	return createRunInApp({
		send: async (target, input, streaming) => said(await runTool(target, input, undefined, streaming)),
		isNetworkFailure,
		online: () => navigator.onLine,
		unavailable: (id) => capabilities.unavailable[id],
		answerOffline: async (id, input) => {
			const kept = await answerOffline(id, input);
			return kept && said(kept);
		},
		keepForOffline,
		enqueue: async (target, input) => (await outbox.enqueue(target, input)).id,
		waiting: (id) => outbox.entries.some((entry) => entry.id === id && isPending(entry)),
		signedOut: () => void session.load()
	});
}

/**
 * The outcome with its messages in the page's language (`said`), when they read differently
 * there; otherwise the same object (a network failure is known by its identity: api-client.ts).
 */
async function said(outcome: RunOutcome): Promise<RunOutcome> {
	const words = await sayOutcome(outcome, i18n.locale, i18n.m.tool.form.problems);
	return words ? { ...outcome, said: words } : outcome;
}
