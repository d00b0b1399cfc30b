import { collectDefaultMetrics, Registry, type Metric } from 'prom-client';
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
 * The counts of one `operation` label: answers per status and the latency histogram. Plain
 * numbers, updated without allocating; prom-client reads them only when /metrics is scraped.
 */
export class OperationStats {
	/** Answers by status, index `status - 100`. */
	readonly statuses = new Float64Array(MAX_STATUS - MIN_STATUS + 1);
	/** Non-cumulative bucket counts; the last one is +Inf. */
	readonly buckets = new Float64Array(LATENCY_BUCKETS.length + 1);
	sum = 0;
	count = 0;

	constructor(readonly operation: string) {}

	/** One answer with its status and its time in the pipeline in seconds. */
	observe(status: number, seconds: number): void {
		if (status >= MIN_STATUS && status <= MAX_STATUS) this.statuses[status - MIN_STATUS]++;
		let i = 0;
		while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]) i++;
		this.buckets[i]++;
		this.sum += seconds;
		this.count++;
	}
}

interface Sample {
	value: number;
	labels: Record<string, string | number>;
	metricName?: string;
}

/**
 * A metric that prom-client's Registry renders (it reads `name`, `help`, `type`, `aggregator`
 * and `get()`), whose values are computed from plain counters at scrape time.
 */
function collected(name: string, help: string, type: 'counter' | 'gauge' | 'histogram', values: () => Sample[]): Metric {
	const metric = {
		name,
		help,
		type,
		aggregator: 'sum',
		get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
		reset() {}
	};
	return metric as unknown as Metric;
}

/**
 * The API's Prometheus metrics. The hot path only bumps numbers: `forOperation` hands out a
 * pre-created OperationStats per operation id (a bounded set, never a URL), and rejections and
 * upstream errors are counters in small maps. prom-client's labelled children cost ≈ 0.7 µs per
 * request (a label hash and validation on every call); these cost ≈ 5 ns.
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
		for (const id of [...operationIds, OPENAPI_LABEL, CAPABILITIES_LABEL, UNMATCHED_LABEL, RECIPES_LABEL, BATCH_LABEL]) this.operations.set(id, new OperationStats(id));
		const ops = () => [...this.operations.values()];
		this.registry.registerMetric(
			collected('utilkit_http_requests_total', 'API requests answered, by operation id and HTTP status.', 'counter', () =>
				ops().flatMap((s) => {
					const out: Sample[] = [];
					s.statuses.forEach((n, i) => {
						if (n > 0) out.push({ value: n, labels: { operation: s.operation, status: String(i + MIN_STATUS) } });
					});
					return out;
				})
			)
		);
		this.registry.registerMetric(
			collected(
				'utilkit_http_request_duration_seconds',
				'Time from receiving an API request to its answer being ready, by operation id.',
				'histogram',
				() =>
					ops().flatMap((s) => {
						const out: Sample[] = [];
						let cumulative = 0;
						for (let i = 0; i < s.buckets.length; i++) {
							cumulative += s.buckets[i];
							const le = i < LATENCY_BUCKETS.length ? String(LATENCY_BUCKETS[i]) : '+Inf';
							out.push({ metricName: 'utilkit_http_request_duration_seconds_bucket', value: cumulative, labels: { operation: s.operation, le } });
						}
						out.push({ metricName: 'utilkit_http_request_duration_seconds_sum', value: s.sum, labels: { operation: s.operation } });
						out.push({ metricName: 'utilkit_http_request_duration_seconds_count', value: s.count, labels: { operation: s.operation } });
						return out;
					})
			)
		);
		this.registry.registerMetric(
			collected('utilkit_http_requests_in_flight', 'API requests received and not answered yet.', 'gauge', () => [{ value: this.inFlight, labels: {} }])
		);
		this.registry.registerMetric(
			collected('utilkit_rate_limit_rejections_total', 'Requests refused with 429 by the per-minute rate limit, by plan.', 'counter', () =>
				[...this.rateLimited].map(([plan, value]) => ({ value, labels: { plan } }))
			)
		);
		this.registry.registerMetric(
			collected('utilkit_quota_rejections_total', 'Requests refused with 402 by the monthly quota, by plan.', 'counter', () =>
				[...this.quotaExceeded].map(([plan, value]) => ({ value, labels: { plan } }))
			)
		);
		this.registry.registerMetric(
			collected(
				'utilkit_upstream_errors_total',
				'Calls to an upstream (ai, translate, vies, geocoder, dns, outbound) that failed, by upstream.',
				'counter',
				() => [...this.upstreamErrors].map(([upstream, value]) => ({ value, labels: { upstream } }))
			)
		);
	}

	/** The pool of heavy operations' gauges and refusals (src/lib/server/heavy/pool.ts), read at each scrape. */
	watchHeavyPool(stats: () => PoolStats): void {
		const gauge = (name: string, help: string, value: (s: PoolStats) => number) =>
			this.registry.registerMetric(collected(name, help, 'gauge', () => [{ value: value(stats()), labels: {} }]));
		gauge('utilkit_heavy_running', 'Heavy operation calls running in the pool now.', (s) => s.running);
		gauge('utilkit_heavy_waiting', 'Heavy operation calls waiting for a thread now.', (s) => s.waiting);
		gauge('utilkit_heavy_threads', 'Threads of the pool of heavy operations.', (s) => s.threads);
		gauge('utilkit_heavy_memory_bytes', 'Memory the running heavy calls declared (counted against HEAVY_MEMORY_MB).', (s) => s.memoryInUse);
		this.registry.registerMetric(
			collected('utilkit_heavy_refusals_total', 'Heavy operation calls stopped at a limit or refused by the pool, by code.', 'counter', () =>
				Object.entries(stats().refused).map(([code, value]) => ({ value, labels: { code } }))
			)
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
