/** The bound on each readiness check: a load balancer's probe must not hang on a stuck dependency. */
export const READINESS_TIMEOUT_MS = 1000;

/**
 * One dependency check: resolves when the dependency answers (a trivial query, a PING), rejects
 * otherwise. `signal` aborts when the check's time is up; honouring it is optional.
 */
export type ReadinessCheck = (signal: AbortSignal) => Promise<unknown>;

/** Each check's outcome. Deliberately coarse: /readyz is unauthenticated, causes go to the log. */
export type CheckState = 'ok' | 'failed' | 'timeout';

export interface ReadinessReport {
	ready: boolean;
	/** Ready, but a dependency the instance can serve without (Redis) is failing. */
	degraded: boolean;
	checks: Record<string, CheckState>;
}

interface WarnLogger {
	warn(obj: object, msg: string): void;
}

/**
 * What /readyz asks: the App registers its store, and whatever else it depends on (Redis when
 * REDIS_URL is set) adds a check with `add`. Checks run in parallel, each bounded by the timeout;
 * the instance is ready when every one answers.
 * @example app.readiness.add('redis', () => redis.ping())
 */
export class Readiness {
	private readonly checks = new Map<string, ReadinessCheck>();
	private readonly optional = new Set<string>();
	private running: Promise<ReadinessReport> | null = null;

	constructor(
		private readonly logger?: WarnLogger,
		private readonly timeoutMs = READINESS_TIMEOUT_MS
	) {}

	/**
	 * Registers (or replaces) the check called `name`. `required: false` for a dependency the
	 * instance serves without (Redis: limits fall back to local counting): its failure makes the
	 * instance degraded, not unready, so a Redis outage does not take every instance out of a
	 * load balancer at once.
	 */
	add(name: string, check: ReadinessCheck, options: { required?: boolean } = {}): void {
		this.checks.set(name, check);
		if (options.required === false) this.optional.add(name);
		else this.optional.delete(name);
	}

	remove(name: string): void {
		this.checks.delete(name);
		this.optional.delete(name);
	}

	get names(): string[] {
		return [...this.checks.keys()];
	}

	/**
	 * Runs every check. Probes arriving while a run is under way share it, so a flood of /readyz
	 * requests (the endpoint is unauthenticated) costs the store one query at a time.
	 */
	run(): Promise<ReadinessReport> {
		this.running ??= this.runAll().finally(() => (this.running = null));
		return this.running;
	}

	private async runAll(): Promise<ReadinessReport> {
		const entries = [...this.checks];
		const states = await Promise.all(entries.map(([name, check]) => this.runOne(name, check)));
		const checks: Record<string, CheckState> = {};
		entries.forEach(([name], i) => (checks[name] = states[i]));
		const failing = entries.filter((_, i) => states[i] !== 'ok').map(([name]) => name);
		const ready = failing.every((name) => this.optional.has(name));
		return { ready, degraded: ready && failing.length > 0, checks };
	}

	private runOne(name: string, check: ReadinessCheck): Promise<CheckState> {
		const controller = new AbortController();
		return new Promise<CheckState>((resolve) => {
			const timer = setTimeout(() => {
				controller.abort();
				this.logger?.warn({ check: name, timeoutMs: this.timeoutMs }, 'readiness check timed out');
				resolve('timeout');
			}, this.timeoutMs);
			let pending: Promise<unknown>;
			try {
				pending = Promise.resolve(check(controller.signal));
			} catch (err) {
				pending = Promise.reject(err);
			}
			pending.then(
				() => {
					clearTimeout(timer);
					resolve('ok');
				},
				(err) => {
					clearTimeout(timer);
					if (!controller.signal.aborted) this.logger?.warn({ check: name, err }, 'readiness check failed');
					resolve('failed');
				}
			);
		});
	}
}
