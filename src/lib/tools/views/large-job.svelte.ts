/**
 * One view's large job (src/lib/run/README.md, "Large inputs"): the file or paste given, its
 * progress (bytes, bytes per second, time left), Cancel, and the answer, said in the page's
 * language. Each view that takes files (hash, HMAC, encode, JSON format, data converter, text
 * diff) holds one; LargeRun.svelte shows it.
 */
import { i18n } from '$lib/i18n/i18n.svelte.js';
import { sayOutcome } from '$lib/i18n/ops/say.js';
import { LARGE_LIMITS, largeLimit, type LargeKind } from '$lib/run/large-limits.js';
import { runLarge, warmLarge, type LargeRun, type RunOutcome } from '$lib/run/worker-client.js';
import { deferTask } from '$lib/state/defer.js';
import type { LargeJob as Job } from '$lib/worker/large-protocol.js';

export type LargePhase = 'idle' | 'running' | 'done' | 'too-large' | 'cancelled';

export class LargeJob {
	phase = $state<LargePhase>('idle');
	/** The file's name; '' for a paste. */
	name = $state('');
	/** Bytes in all (both inputs of a job that takes two). */
	size = $state(0);
	/** Each input's size: one, or two (text-diff's old and new). */
	sizes = $state<number[]>([]);
	done = $state(0);
	/** Bytes per second since the start; null until the first progress. */
	rate = $state<number | null>(null);
	startedAt = 0;
	/** Milliseconds since the start, ticking while running (progress shows after half a second). */
	elapsed = $state(0);
	outcome = $state<RunOutcome | null>(null);
	/** The job given last: the data converter's limit depends on its formats. */
	job = $state<Job | null>(null);
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
		return this.job ? largeLimit(this.job) : LARGE_LIMITS[this.kind];
	}

	/** Seconds left at the rate so far, or null. */
	get secondsLeft(): number | null {
		return this.rate && this.rate > 0 ? Math.max(0, (this.size - this.done) / this.rate) : null;
	}

	/**
	 * Runs `job` over `source` (and `other`, a job's second input); a job already running is
	 * cancelled first. The limit is for each input.
	 */
	async start(job: Job, source: Blob, name: string, other?: Blob): Promise<RunOutcome | null> {
		this.cancel();
		this.phase = 'running';
		this.job = job;
		this.name = name;
		this.sizes = other ? [source.size, other.size] : [source.size];
		this.size = source.size + (other?.size ?? 0);
		this.done = 0;
		this.rate = null;
		this.outcome = null;
		if (Math.max(...this.sizes) > this.limit.bytes) {
			// Refused here, at once: the worker would refuse it too.
			this.phase = 'too-large';
			return null;
		}
		this.startedAt = performance.now();
		this.elapsed = 0;
		this.#ticker = setInterval(() => (this.elapsed = performance.now() - this.startedAt), 250);
		const run = runLarge(
			job,
			source,
			(p) => {
				this.done = p.done;
				const seconds = (performance.now() - this.startedAt) / 1000;
				if (seconds > 0.2) this.rate = p.done / seconds;
			},
			other
		);
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
