import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiMetrics } from './metrics.js';
import type { Readiness } from './readiness.js';

export interface OpsEndpointsOptions {
	metrics: ApiMetrics;
	readiness: Readiness;
	/** `METRICS_TOKEN`: /metrics wants `Authorization: Bearer <token>`; null = open (where it is served). */
	metricsToken: string | null;
	/**
	 * Why /metrics is not served here (404 with this reason): it lives on METRICS_PORT, or the
	 * server has neither METRICS_TOKEN nor METRICS_PORT. Absent: served.
	 */
	metricsOff?: string;
	/** True once shutdown began: /readyz answers 503 so load balancers stop sending traffic. */
	isStopping(): boolean;
	logger: { error(obj: object, msg: string): void };
	/** Renders /metrics; default `metrics.render()` (a cluster worker asks its primary: cluster-metrics.ts). */
	render?: () => Promise<string>;
}

type Endpoint = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Why the main port does not serve /metrics, or undefined when it does: METRICS_PORT moves it to a
 * loopback port of its own; otherwise it is served only behind METRICS_TOKEN. Whatever NODE_ENV
 * says: a `node build` on a developer's machine is as reachable as a production one, and process
 * and traffic figures are never open by default (docs/operations.md, "Metrics").
 */
export function metricsOffReason(config: { metricsPort: number | null; metricsToken: string | null }): string | undefined {
	if (config.metricsPort !== null) return 'Not Found: metrics are served on METRICS_PORT (loopback only)';
	if (config.metricsToken === null) return 'Not Found: set METRICS_TOKEN or METRICS_PORT to serve metrics';
	return undefined;
}

/**
 * `/healthz`, `/readyz` and `/metrics` at the root, for load balancers, orchestrators and
 * Prometheus. Outside /api/v1 on purpose: no key, no usage, no rate limit, no access log line.
 * Returns a handler that answers and returns true for those paths, false for any other.
 */
export function createOpsEndpoints(options: OpsEndpointsOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
	const { metrics, readiness, logger } = options;
	const render = options.render ?? (() => metrics.render());
	const tokenDigest = options.metricsToken === null ? null : sha256(options.metricsToken);

	const endpoints = new Map<string, Endpoint>([
		// Liveness only: nothing about the process (no pid), since anyone may ask.
		['/healthz', (req, res) => json(req, res, 200, { status: 'ok' })],
		['/readyz', (req, res) => {
			if (options.isStopping()) {
				json(req, res, 503, { status: 'unavailable', checks: { server: 'shutting down' } });
				return;
			}
			readiness.run().then(
				(report) =>
					json(req, res, report.ready ? 200 : 503, {
						status: report.degraded ? 'degraded' : report.ready ? 'ok' : 'unavailable',
						checks: report.checks
					}),
				(err) => {
					logger.error({ err }, 'readiness checks failed');
					json(req, res, 503, { status: 'unavailable', checks: {} });
				}
			);
		}],
		['/metrics', (req, res) => {
			if (options.metricsOff) {
				json(req, res, 404, { detail: options.metricsOff });
				return;
			}
			if (tokenDigest && !bearerMatches(req.headers.authorization, tokenDigest)) {
				res.setHeader('www-authenticate', 'Bearer realm="metrics"');
				json(req, res, 401, { detail: 'Missing or wrong bearer token: send Authorization: Bearer <METRICS_TOKEN>' });
				return;
			}
			render().then(
				(text) => send(req, res, 200, metrics.contentType, text),
				(err) => {
					logger.error({ err }, 'metrics could not be rendered');
					json(req, res, 500, { detail: 'Internal Server Error' });
				}
			);
		}]
	]);

	return function opsEndpoint(req, res) {
		const url = req.url ?? '/';
		const q = url.indexOf('?');
		const endpoint = endpoints.get(q === -1 ? url : url.slice(0, q));
		if (!endpoint) return false;
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.setHeader('allow', 'GET, HEAD');
			json(req, res, 405, { detail: `Method ${req.method} is not allowed here; use GET, HEAD` });
			return true;
		}
		endpoint(req, res);
		return true;
	};
}

function json(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
	send(req, res, status, 'application/json', JSON.stringify(body));
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string): void {
	res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
	res.end(req.method === 'HEAD' ? undefined : body);
}

function sha256(text: string): Buffer {
	return createHash('sha256').update(text).digest();
}

/** `Bearer <token>` compared in constant time (digests of equal length). */
function bearerMatches(header: string | undefined, digest: Buffer): boolean {
	const m = header ? /^Bearer +(\S+) *$/i.exec(header) : null;
	return m !== null && timingSafeEqual(sha256(m[1]), digest);
}
