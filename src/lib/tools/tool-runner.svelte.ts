import { appRunner } from '$lib/run/app-run.js';
import type { AppRun, RunInApp } from '$lib/run/run-in-app.js';
import type { RunOutcome, RunTarget } from '$lib/run/run-tool.js';

/** Why the last run shows no answer of its own (see `AppRun`): said instead of a result. */
export type RunStop = 'signIn' | 'notConfigured';

/**
 * The state of one tool page's runs, made through `runInApp` (lib/run): the latest answer,
 * whether a run is in flight, and how long it took; for a server tool, the outbox entry a run
 * offline was queued as, or why it stopped (sign in, not configured here). Older answers that
 * arrive late are dropped, so typing fast never shows a stale result.
 */
export class ToolRunner {
	outcome = $state<RunOutcome | null>(null);
	running = $state(false);
	elapsedMs = $state<number | null>(null);
	/** The shown answer is still being written (a streamed reply): more of it is coming. */
	writing = $state(false);
	/** The input the shown outcome answers. */
	input = $state<Record<string, unknown> | null>(null);
	/** The outbox entry the last run was queued as (offline), whose answer the page shows when it comes. */
	queuedId = $state<string | null>(null);
	/** The last run stopped before an answer: the page asks to sign in, or says the tool is not here. */
	stopped = $state<RunStop | null>(null);

	#target: RunTarget & { title: string };
	#runInApp: RunInApp = appRunner();
	#seq = 0;
	#timer: ReturnType<typeof setTimeout> | undefined;
	/** Stops the run in flight when a newer one starts (a streamed reply no one will read). */
	#abort: AbortController | null = null;

	/**
	 * `pending`: the page will run an input by itself as soon as it can (its first example), so
	 * the result reads as busy from the first paint, prerendered HTML included: `aria-busy="false"`
	 * then always means an answer (or none) is settled, never "not started yet".
	 */
	constructor(target: RunTarget & { title: string }, pending = false) {
		this.#target = target;
		this.running = pending;
	}

	/**
	 * Runs now, cancelling any scheduled run; resolves to what the run came to, or null when a
	 * newer run overtook it. Only an `answer` leaves an outcome to show.
	 */
	async run(input: Record<string, unknown>): Promise<AppRun | null> {
		clearTimeout(this.#timer);
		const seq = ++this.#seq;
		this.running = true;
		const started = performance.now();
		this.#abort?.abort();
		const abort = (this.#abort = this.#target.streams ? new AbortController() : null);
		// A streamed reply shows as it is written, starting empty under the message just sent.
		const onPartial = (body: Record<string, string>) => {
			if (seq !== this.#seq) return;
			this.outcome = { status: 200, body };
			this.input = input;
			this.writing = true;
		};
		if (abort) onPartial({ [this.#target.streams!]: '' });
		// Plain data only: a $state proxy cannot be posted to the worker.
		const result = await this.#runInApp(this.#target, $state.snapshot(input) as Record<string, unknown>, abort ? { onPartial, signal: abort.signal } : undefined);
		if (seq !== this.#seq) return null;
		this.#abort = null;
		this.queuedId = result.kind === 'queued' ? result.entryId : null;
		this.stopped = result.kind === 'signIn' || result.kind === 'notConfigured' ? result.kind : null;
		if (result.kind !== 'answer') {
			this.reset();
			return result;
		}
		this.outcome = result.outcome;
		this.input = input;
		this.writing = false;
		// An answer kept for offline use took no run: no time to show.
		this.elapsedMs = result.from === 'kept' ? null : performance.now() - started;
		this.running = false;
		return result;
	}

	/** Runs after `delayMs` of quiet (as-you-type updates). */
	schedule(input: Record<string, unknown>, delayMs = 250): void {
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => void this.run(input), delayMs);
	}

	/** Forgets the answer (e.g. after the form is cleared). */
	reset(): void {
		clearTimeout(this.#timer);
		this.#seq++;
		this.#abort?.abort();
		this.outcome = null;
		this.input = null;
		this.elapsedMs = null;
		this.running = false;
		this.writing = false;
	}

	destroy(): void {
		clearTimeout(this.#timer);
		this.#seq++;
		this.#abort?.abort();
	}
}
