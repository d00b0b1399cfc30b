import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { ApiMetrics } from './metrics.js';

/** How long a worker waits for the primary's aggregate before answering with its own metrics. */
export const CLUSTER_METRICS_TIMEOUT_MS = 3000;

interface MetricsRequest {
	utilkitMetrics: 'request';
	id: number;
}
interface MetricsAnswer {
	utilkitMetrics: 'answer';
	id: number;
	text: string | null;
}

const isMessage = (msg: unknown): msg is MetricsRequest | MetricsAnswer =>
	typeof msg === 'object' && msg !== null && 'utilkitMetrics' in msg && typeof (msg as { id?: unknown }).id === 'number';

/**
 * Under WEB_CONCURRENCY each worker counts its own requests, and a scrape reaches whichever
 * worker accepted the connection. So a worker's /metrics asks the primary, which gathers every
 * worker's registry through prom-client's AggregatorRegistry (counters and histograms summed,
 * process metrics per their aggregator) and sends the text back. Without an answer within
 * CLUSTER_METRICS_TIMEOUT_MS the worker answers with its own metrics.
 * Call in each worker once its App exists; returns the renderer /metrics should use.
 */
export function clusterWorkerMetrics(metrics: ApiMetrics): () => Promise<string> {
	// prom-client answers the primary's GET_METRICS_REQ from these registries; its worker-side
	// listener is installed by the first AggregatorRegistry created in the process.
	AggregatorRegistry.setRegistries([metrics.registry]);
	new AggregatorRegistry();
	const pending = new Map<number, (text: string | null) => void>();
	let next = 0;
	process.on('message', (msg: unknown) => {
		if (isMessage(msg) && msg.utilkitMetrics === 'answer') pending.get(msg.id)?.(msg.text);
	});
	return () =>
		new Promise<string>((resolve) => {
			const id = ++next;
			const done = (text: string | null) => {
				if (!pending.delete(id)) return;
				clearTimeout(timer);
				if (text !== null) resolve(text);
				else metrics.render().then(resolve, () => resolve(''));
			};
			const timer = setTimeout(() => done(null), CLUSTER_METRICS_TIMEOUT_MS);
			pending.set(id, done);
			const request: MetricsRequest = { utilkitMetrics: 'request', id };
			process.send!(request, undefined, undefined, (err) => {
				if (err) done(null);
			});
		});
}

/** In the cluster primary: answers workers' /metrics requests with every worker's metrics aggregated. */
export function serveClusterMetrics(logger: { warn(obj: object, msg: string): void }): void {
	const aggregator = new AggregatorRegistry();
	cluster.on('message', (worker, msg: unknown) => {
		if (!isMessage(msg) || msg.utilkitMetrics !== 'request') return;
		const reply = (text: string | null) => {
			const answer: MetricsAnswer = { utilkitMetrics: 'answer', id: msg.id, text };
			if (worker.isConnected()) worker.send(answer, undefined, () => undefined);
		};
		aggregator.clusterMetrics().then(reply, (err) => {
			logger.warn({ err }, 'cluster metrics could not be gathered; the worker answers with its own');
			reply(null);
		});
	});
}
