import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../heavy/pool.js';

/** The upstreams whose failures are counted (`utilkit_upstream_errors_total{upstream}`). */
export const UPSTREAMS = ['ai', 'translate', 'vies', 'geocoder', 'dns', 'outbound'] as const;
export type UpstreamName = (typeof UPSTREAMS)[number];

/**
 * Upper bounds (seconds) of the latency histogram: 0.5 ms (an offline operation answered from
 * memory) to 60 s (a slow AI completion, AI_TIMEOUT_MS's default).
 */
export const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** The `operation` label of /api/v1/openapi.json. */
export const OPENAPI_LABEL = 'openapi';
/** The `operation` label of `GET /capabilities`. */
export const CAPABILITIES_LABEL = 'capabilities';
/** The `operation` label of requests that match no operation (404, 405, CORS preflight). */
export const UNMATCHED_LABEL = 'unmatched';
/** The `operation` labels of `POST /recipes/run` and `POST /batch` (their steps and items are not counted apart). */
export const RECIPES_LABEL = 'recipes';
export const BATCH_LABEL = 'batch';

const MIN_STATUS = 100;
const MAX_STATUS = 599;

/**
 * The counts of one `operation` label. Answers per status are plain numbers (the status is known
 * only at the answer, and a label set per operation and status made up front would be 500 per
 * operation); prom-client reads them when /metrics is scraped. The latency goes to the
 * operation's child of the prom-client histogram, bound once when the metrics are made.
 */
export class OperationStats {
	/** Answers by status, index `status - 100`. */
	readonly statuses = new Float64Array(MAX_STATUS - MIN_STATUS + 1);
	/** Answers observed, whatever their status. */
	count = 0;

	constructor(
		readonly operation: string,
		private readonly latency: { observe(seconds: number): void }
	) {}

	/** One answer with its status and its time in the pipeline in seconds. */
	observe(status: number, seconds: number): void {
		if (status >= MIN_STATUS && status <= MAX_STATUS) this.statuses[status - MIN_STATUS]++;
		this.count++;
		this.latency.observe(seconds);
	}
}

/** A label set and its value, as a collect() callback hands them to prom-client. */
interface Sample {
	labels: Record<string, string>;
	value: number;
}

/**
 * A prom-client counter whose values are read from plain numbers when /metrics is scraped (its
 * documented `collect()`), so that counting costs the hot path no label hashing.
 */
function collectedCounter(registry: Registry, name: string, help: string, labelNames: string[], samples: () => Sample[]): void {
	new Counter({
		name,
		help,
		labelNames,
		registers: [registry],
		collect() {
			this.reset();
			for (const { labels, value } of samples()) this.inc(labels, value);
		}
	});
}

/** A prom-client gauge without labels set from `value()` when /metrics is scraped. */
function collectedGauge(registry: Registry, name: string, help: string, value: () => number): void {
	new Gauge({
		name,
		help,
		registers: [registry],
		collect() {
			this.set(value());
		}
	});
}

const countsByLabel = <K extends string>(label: string, counts: Iterable<[K, number]>): Sample[] =>
	[...counts].map(([key, value]) => ({ labels: { [label]: key }, value }));

/**
 * The API's Prometheus metrics, real prom-client metrics in a registry of their own. The hot path
 * only bumps numbers and observes the latency on a histogram child bound per operation at start:
 * `forOperation` hands out a pre-created OperationStats per operation id (a bounded set, never a
 * URL), and rejections and upstream errors are counters in small maps that the metrics' collect()
 * callbacks read at scrape time.
 */
export class ApiMetrics {
	readonly registry = new Registry();
	private readonly operations = new Map<string, OperationStats>();
	private readonly rateLimited = new Map<string, number>();
	private readonly quotaExceeded = new Map<string, number>();
	private readonly upstreamErrors = new Map<UpstreamName, number>(UPSTREAMS.map((u) => [u, 0]));
	private processMetrics = false;
	/** API requests received and not answered yet. */
	inFlight = 0;

	constructor(operationIds: readonly string[]) {
		const latency = new Histogram({
			name: 'utilkit_http_request_duration_seconds',
			help: 'Time from receiving an API request to its answer being ready, by operation id.',
			labelNames: ['operation'],
			buckets: LATENCY_BUCKETS,
			registers: [this.registry]
		});
		for (const operation of [...operationIds, OPENAPI_LABEL, CAPABILITIES_LABEL, UNMATCHED_LABEL, RECIPES_LABEL, BATCH_LABEL]) {
			// Operations without requests are rendered from the start, at zero.
			latency.zero({ operation });
			this.operations.set(operation, new OperationStats(operation, latency.labels({ operation })));
		}
		collectedCounter(this.registry, 'utilkit_http_requests_total', 'API requests answered, by operation id and HTTP status.', ['operation', 'status'], () =>
			[...this.operations.values()].flatMap((s) => {
				const out: Sample[] = [];
				s.statuses.forEach((n, i) => {
					if (n > 0) out.push({ labels: { operation: s.operation, status: String(i + MIN_STATUS) }, value: n });
				});
				return out;
			})
		);
		collectedGauge(this.registry, 'utilkit_http_requests_in_flight', 'API requests received and not answered yet.', () => this.inFlight);
		collectedCounter(this.registry, 'utilkit_rate_limit_rejections_total', 'Requests refused with 429 by the per-minute rate limit, by plan.', ['plan'], () =>
			countsByLabel('plan', this.rateLimited)
		);
		collectedCounter(this.registry, 'utilkit_quota_rejections_total', 'Requests refused with 402 by the monthly quota, by plan.', ['plan'], () =>
			countsByLabel('plan', this.quotaExceeded)
		);
		collectedCounter(
			this.registry,
			'utilkit_upstream_errors_total',
			'Calls to an upstream (ai, translate, vies, geocoder, dns, outbound) that failed, by upstream.',
			['upstream'],
			() => countsByLabel('upstream', this.upstreamErrors)
		);
	}

	/** The pool of heavy operations' gauges and refusals (src/lib/server/heavy/pool.ts), read at each scrape. */
	watchHeavyPool(stats: () => PoolStats): void {
		const gauge = (name: string, help: string, value: (s: PoolStats) => number) => collectedGauge(this.registry, name, help, () => value(stats()));
		gauge('utilkit_heavy_running', 'Heavy operation calls running in the pool now.', (s) => s.running);
		gauge('utilkit_heavy_waiting', 'Heavy operation calls waiting for a thread now.', (s) => s.waiting);
		gauge('utilkit_heavy_threads', 'Threads of the pool of heavy operations.', (s) => s.threads);
		gauge('utilkit_heavy_memory_bytes', 'Memory the running heavy calls declared (counted against HEAVY_MEMORY_MB).', (s) => s.memoryInUse);
		collectedCounter(this.registry, 'utilkit_heavy_refusals_total', 'Heavy operation calls stopped at a limit or refused by the pool, by code.', ['code'], () =>
			countsByLabel('code', Object.entries(stats().refused))
		);
	}

	/** The stats of an operation id, OPENAPI_LABEL or UNMATCHED_LABEL (unknown ids count as unmatched). */
	forOperation(id: string): OperationStats {
		return this.operations.get(id) ?? this.operations.get(UNMATCHED_LABEL)!;
	}

	rateLimitRejected(plan: string): void {
		this.rateLimited.set(plan, (this.rateLimited.get(plan) ?? 0) + 1);
	}

	quotaRejected(plan: string): void {
		this.quotaExceeded.set(plan, (this.quotaExceeded.get(plan) ?? 0) + 1);
	}

	upstreamError(upstream: UpstreamName): void {
		this.upstreamErrors.set(upstream, this.upstreamErrors.get(upstream)! + 1);
	}

	/**
	 * Adds prom-client's process and Node.js metrics (CPU, memory, event loop lag, GC, handles).
	 * Once per process: the server entry calls it, tests that build many Apps do not.
	 */
	collectProcessMetrics(): void {
		if (this.processMetrics) return;
		this.processMetrics = true;
		collectDefaultMetrics({ register: this.registry });
	}

	get contentType(): string {
		return this.registry.contentType;
	}

	/** The Prometheus text exposition of every metric. */
	render(): Promise<string> {
		return this.registry.metrics();
	}
}
