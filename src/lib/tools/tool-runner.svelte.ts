import { runTool, type RunOutcome, type RunTarget } from './run-tool.js';

/**
 * The state of one tool page's runs: the latest answer, whether a run is in flight, and how
 * long it took. Older answers that arrive late are dropped, so typing fast never shows a stale
 * result.
 */
export class ToolRunner {
	outcome = $state<RunOutcome | null>(null);
	running = $state(false);
	elapsedMs = $state<number | null>(null);
	/** The shown answer is still being written (a streamed reply): more of it is coming. */
	writing = $state(false);
	/** The input the shown outcome answers. */
	input = $state<Record<string, unknown> | null>(null);

	#target: RunTarget;
	#seq = 0;
	#timer: ReturnType<typeof setTimeout> | undefined;
	/** Stops the run in flight when a newer one starts (a streamed reply no one will read). */
	#abort: AbortController | null = null;

	/**
	 * `pending`: the page will run an input by itself as soon as it can (its first example), so
	 * the result reads as busy from the first paint, prerendered HTML included: `aria-busy="false"`
	 * then always means an answer (or none) is settled, never "not started yet".
	 */
	constructor(target: RunTarget, pending = false) {
		this.#target = target;
		this.running = pending;
	}

	/** Runs now, cancelling any scheduled run; resolves to the answer, or null when a newer run overtook it. */
	async run(input: Record<string, unknown>): Promise<RunOutcome | null> {
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
		const outcome = await runTool(this.#target, $state.snapshot(input) as Record<string, unknown>, undefined, abort ? { onPartial, signal: abort.signal } : undefined);
		if (seq !== this.#seq) return null;
		this.#abort = null;
		this.outcome = outcome;
		this.input = input;
		this.writing = false;
		this.elapsedMs = performance.now() - started;
		this.running = false;
		return outcome;
	}

	/** Runs after `delayMs` of quiet (as-you-type updates). */
	schedule(input: Record<string, unknown>, delayMs = 250): void {
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => void this.run(input), delayMs);
	}

	/** Shows an answer made without a run (a server tool answering offline from what it kept). */
	show(outcome: RunOutcome, input: Record<string, unknown>): void {
		this.reset();
		this.outcome = outcome;
		this.input = input;
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
