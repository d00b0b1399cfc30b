/**
 * The app's one way to run a tool: the rules the tool page and the recipe editor share for an
 * operation that needs the server (src/lib/run/README.md, "Running a tool in the app"). An
 * `anywhere` operation runs in the worker and its answer is the outcome; a `server` one:
 *
 * 1. offline (or when the request never reached the server), answers from what an earlier
 *    answer left (`<operation id>.offline.ts`, offline-answers.ts), else waits in the outbox:
 *    `queued`; the same request already waiting is not queued twice;
 * 2. online, is not sent when this server has no upstream for it (GET /api/v1/capabilities):
 *    `notConfigured`, no request spent;
 * 3. otherwise goes to /api/v1 with the signed-in session; a 401 means the session is gone:
 *    `signIn` (the server decides, not a session state that another tab may have changed);
 * 4. a 200 keeps what the operation needs to answer offline later.
 *
 * Everything it touches comes in through `AppRunDeps`, so the rules are tested without a
 * browser (run-in-app.test.ts); app-run.ts wires the app's worker, API client and outbox.
 */
import type { RunOutcome, RunStreaming, RunTarget } from './run-tool.js';

/** What a run in the app came to. */
export type AppRun =
	/** An answer to show: from the worker, from the server, or (`kept`) from an earlier answer kept for offline use. */
	| { kind: 'answer'; outcome: RunOutcome; from: 'worker' | 'server' | 'kept' }
	/** Offline: the request waits in the outbox as entry `entryId`; its answer comes later. */
	| { kind: 'queued'; entryId: string }
	/** The server answered 401 (`outcome`): the user must sign in to run it. */
	| { kind: 'signIn'; outcome: RunOutcome }
	/** This server has no upstream configured for the operation; nothing was sent. */
	| { kind: 'notConfigured' };

/** What `runInApp` needs from the app (the worker, the API, the outbox, what the server said). */
export interface AppRunDeps {
	/** Runs the operation: in the worker, or one request to /api/v1 (run-tool.ts). */
	send(target: RunTarget, input: Record<string, unknown>, streaming?: RunStreaming): Promise<RunOutcome>;
	/** The outcome stands for a request that never reached the server. */
	isNetworkFailure(outcome: RunOutcome): boolean;
	/** The browser says it is online (`navigator.onLine`). */
	online(): boolean;
	/** GET /api/v1/capabilities said this server cannot answer the operation: `not_configured` is the one that stops a run. */
	unavailable(operationId: string): string | undefined;
	/** The operation's answer from what it kept, or null (offline-answers.ts). */
	answerOffline(operationId: string, input: Record<string, unknown>): Promise<RunOutcome | null>;
	/** Keeps what the operation needs of a 200 answer to answer offline later. */
	keepForOffline(operationId: string, body: unknown): Promise<void>;
	/** Queues the request in the outbox; resolves to the entry's id. */
	enqueue(target: RunTarget & { title: string }, input: Record<string, unknown>): Promise<string>;
	/** The outbox entry still waits to be sent (queued or sending). */
	waiting(entryId: string): boolean;
	/** The server said the session is gone: the app asks for the session again. */
	signedOut(): void;
}

/** Runs `input` through the app's rules; what it came to is an `AppRun`. */
export type RunInApp = (target: RunTarget & { title: string }, input: Record<string, unknown>, streaming?: RunStreaming) => Promise<AppRun>;

/**
 * Makes the app's `runInApp` over `deps`. The queued requests it remembers (so that running the
 * same request again while it waits shows the waiting entry instead of queuing a copy) are the
 * returned function's own: one per page.
 *
 * @example const outcome = await createRunInApp(deps)(meta, { url: 'https://example.com' });
 */
export function createRunInApp(deps: AppRunDeps): RunInApp {
	/** Request (operation id and input as JSON) → the outbox entry that holds it. */
	const queued = new Map<string, string>();

	async function answerOrQueue(target: RunTarget & { title: string }, input: Record<string, unknown>): Promise<AppRun> {
		const kept = await deps.answerOffline(target.id, input);
		if (kept) return { kind: 'answer', outcome: kept, from: 'kept' };
		const key = JSON.stringify([target.id, input]);
		const waiting = queued.get(key);
		if (waiting !== undefined && deps.waiting(waiting)) return { kind: 'queued', entryId: waiting };
		const entryId = await deps.enqueue(target, input);
		queued.set(key, entryId);
		return { kind: 'queued', entryId };
	}

	return async (target, input, streaming) => {
		if (target.runs === 'anywhere') return { kind: 'answer', outcome: await deps.send(target, input, streaming), from: 'worker' };
		if (!deps.online()) return answerOrQueue(target, input);
		if (deps.unavailable(target.id) === 'not_configured') return { kind: 'notConfigured' };
		const outcome = await deps.send(target, input, streaming);
		if (deps.isNetworkFailure(outcome)) return answerOrQueue(target, input);
		if (outcome.status === 401) {
			deps.signedOut();
			return { kind: 'signIn', outcome };
		}
		if (outcome.status === 200) void deps.keepForOffline(target.id, outcome.body);
		return { kind: 'answer', outcome, from: 'server' };
	};
}
