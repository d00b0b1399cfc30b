/**
 * One view's large job (src/lib/run/README.md, "Large inputs"): the file or paste given, its
 * progress (bytes, bytes per second, time left), Cancel, and the answer, said in the page's
 * language. The views of hash, HMAC, encode and JSON format each hold one; LargeRun.svelte
 * shows it.
 */
import { i18n } from '$lib/i18n/i18n.svelte.js';
import { sayOutcome } from '$lib/i18n/ops/say.js';
import { LARGE_LIMITS, type LargeKind } from '$lib/run/large-limits.js';
import { runLarge, warmLarge, type LargeRun, type RunOutcome } from '$lib/run/worker-client.js';
import { deferTask } from '$lib/state/defer.js';
import type { LargeJob as Job } from '$lib/worker/large-protocol.js';

export type LargePhase = 'idle' | 'running' | 'done' | 'too-large' | 'cancelled';

export class LargeJob {
	phase = $state<LargePhase>('idle');
	/** The file's name; '' for a paste. */
	name = $state('');
	size = $state(0);
	done = $state(0);
	/** Bytes per second since the start; null until the first progress. */
	rate = $state<number | null>(null);
	startedAt = 0;
	/** Milliseconds since the start, ticking while running (progress shows after half a second). */
	elapsed = $state(0);
	outcome = $state<RunOutcome | null>(null);
	#run: LargeRun | null = null;
	#ticker: ReturnType<typeof setInterval> | undefined;

	/**
	 * Made when a view that takes files is shown: the worker loads the kind's code in a task of
	 * its own, so a page opened online can run a file later offline (LargeWarm).
	 */
	constructor(readonly kind: LargeKind) {
		deferTask(() => warmLarge(kind));
	}

	get limit() {
		return LARGE_LIMITS[this.kind];
	}

	/** Seconds left at the rate so far, or null. */
	get secondsLeft(): number | null {
		return this.rate && this.rate > 0 ? Math.max(0, (this.size - this.done) / this.rate) : null;
	}

	/** Runs `job` over `source`; a job already running is cancelled first. */
	async start(job: Job, source: Blob, name: string): Promise<RunOutcome | null> {
		this.cancel();
		this.phase = 'running';
		this.name = name;
		this.size = source.size;
		this.done = 0;
		this.rate = null;
		this.outcome = null;
		if (source.size > this.limit.bytes) {
			// Refused here, at once: the worker would refuse it too.
			this.phase = 'too-large';
			return null;
		}
		this.startedAt = performance.now();
		this.elapsed = 0;
		this.#ticker = setInterval(() => (this.elapsed = performance.now() - this.startedAt), 250);
		const run = runLarge(job, source, (p) => {
			this.done = p.done;
			const seconds = (performance.now() - this.startedAt) / 1000;
			if (seconds > 0.2) this.rate = p.done / seconds;
		});
		this.#run = run;
		const outcome = await run.done;
		if (this.#run !== run) return null;
		this.#run = null;
		clearInterval(this.#ticker);
		if (outcome.cancelled) {
			this.phase = 'cancelled';
			return null;
		}
		outcome.said = await sayOutcome(outcome, i18n.locale, i18n.m.tool.form.problems);
		this.outcome = outcome;
		this.phase = 'done';
		return outcome;
	}

	cancel() {
		clearInterval(this.#ticker);
		const run = this.#run;
		this.#run = null;
		if (run) {
			run.cancel();
			this.phase = 'cancelled';
		}
	}

	clear() {
		this.cancel();
		this.phase = 'idle';
		this.outcome = null;
	}
}
