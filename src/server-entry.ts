/**
 * The production server (`npm start` = `node build`): one node:http server whose /api/v1 and /mcp
 * requests go straight to their handlers (lib/server/node-handlers.ts; `vite dev` mounts the same)
 * and everything else to SvelteKit (pages, assets, the account routes, the service worker). Built
 * by Vite together with SvelteKit's server, into build/server/utilkit-server.js: one module graph
 * (kit-adapter/README.md, "One server build").
 */
import cluster from 'node:cluster';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createApp } from './lib/server/app.js';
import { createKitHandler } from './lib/server/kit-handler.js';
import { createApiHandler, createMcpHandler, isApiUrl, isMcpUrl } from './lib/server/node-handlers.js';
import { loadConfig } from './lib/server/config.js';
import { createOpsEndpoints, metricsOffReason } from './lib/server/observability/http.js';
import { drainServer, trackConnections } from './lib/server/shutdown.js';
import { lingerOnClose, refuseNonApiBody, requestTimeoutOptions } from './lib/server/http-limits.js';
import { clusterWorkerMetrics } from './lib/server/observability/cluster-metrics.js';
import { runPrimary } from './lib/server/cluster/primary.js';
import { createLogger } from './lib/server/logger.js';
import { setAppSecurityHeaders } from './lib/server/security-headers.js';

const config = loadConfig(process.env);
// WEB_CONCURRENCY > 1: this process becomes the cluster primary (no HTTP; docs/operations.md)
// and each worker it forks runs the rest of this file.
const workers = config.webConcurrency;
if (workers > 1 && cluster.isPrimary) process.exit(await runPrimary(config, workers, createLogger(config.logLevel)));

// The heavy pool's threads run build/server/utilkit-op-thread.js (vite.config.ts), beside this file;
// they take none of this process's flags (a test's preload is for the main thread only).
const app = await createApp(config, undefined, { heavyThread: { url: new URL('./utilkit-op-thread.js', import.meta.url), execArgv: [] } });

// This module is build/server/utilkit-server.js, beside SvelteKit's Server and manifest. SvelteKit
// gets the environment for its `$env/dynamic` modules; the routes get the App (platform.app).
const kit = await createKitHandler(path.dirname(fileURLToPath(import.meta.url)), process.env, config.proxy, app);
// /api/v1 and /mcp: the handlers `vite dev` mounts too (lib/server/node-handlers.ts).
const api = createApiHandler(app);
const mcp = createMcpHandler(app);
let stopping = false;
app.metrics.collectProcessMetrics();
// /healthz, /readyz, /metrics: at the root, before SvelteKit.
const opsOptions = {
	metrics: app.metrics,
	readiness: app.readiness,
	metricsToken: config.metricsToken,
	isStopping: () => stopping,
	logger: app.logger,
	// A cluster worker's /metrics covers every worker (summed by the primary).
	render: cluster.isWorker ? clusterWorkerMetrics(app.metrics) : undefined
};
const ops = createOpsEndpoints({ ...opsOptions, metricsOff: metricsOffReason(config) });
if (config.metricsPort === null && config.metricsToken === null) {
	// A production operator most likely expects a scraper to find them; a developer, not.
	app.logger[config.production ? 'warn' : 'info']('metrics are not served: set METRICS_TOKEN or METRICS_PORT (docs/operations.md)');
}
// METRICS_PORT: /metrics (and the health checks) on a loopback port of their own, for a local scraper.
const metricsServer = config.metricsPort === null ? null : http.createServer(requestTimeoutOptions(config), metricsOnly(createOpsEndpoints(opsOptions)));
metricsServer?.listen(config.metricsPort!, '127.0.0.1');

const server = http.createServer(requestTimeoutOptions(config), (req, res) => {
	const url = req.url ?? '/';
	const isApi = isApiUrl(url);
	// While draining, answers ask clients not to reuse the connection.
	if (stopping) res.setHeader('connection', 'close');
	// After an answer that closes the connection, read and drop what the client still sends
	// (RFC 9112 §9.6): pages, the account routes and MCP may answer 413 before reading a body. The
	// API's adapter lingers itself on the one answer it closes after (an oversized upload), which
	// keeps a listener per request off its hot path (docs/performance.md).
	if (stopping || !isApi) lingerOnClose(req, res);
	// llhttp accepts an HTTP/0.9 request line (`GET /`); nothing here speaks HTTP/0.9.
	if (req.httpVersionMajor < 1) {
		res.writeHead(400, { connection: 'close' }).end();
		return;
	}
	if (isApi) {
		api(req, res);
		return;
	}
	if (isMcpUrl(url)) {
		mcp(req, res);
		return;
	}
	if (ops(req, res)) return;
	if (refuseNonApiBody(req, res)) return;
	setAppSecurityHeaders(req, res, config.proxy);
	kit(req, res);
});
// `Expect: 100-continue` (curl sends it with a large upload): the API answers `100 Continue` itself,
// for a raw body only once the key, the limits and the parameters let it through, so a refused
// upload is never sent (docs/api.md, "Raw bodies"); everything else gets it at once, as node would.
server.on('checkContinue', (req, res) => {
	if (!stopping && isApiUrl(req.url ?? '/') && req.httpVersionMajor >= 1) api.expectingContinue(req, res);
	else {
		res.writeContinue();
		server.emit('request', req, res);
	}
});
server.keepAliveTimeout = 65_000;
trackConnections(server);

server.listen(config.port, config.host, () => {
	app.logger.info({ port: config.port, host: config.host, store: app.store.kind }, 'listening');
});

/**
 * SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (at most
 * SHUTDOWN_TIMEOUT_MS), flush usage and close the store, exit 0. Exit 1 when requests had to
 * be cut or the flush failed; a second signal exits at once (1).
 */
async function shutdown(signal: string) {
	if (stopping) {
		// A cluster worker gets the signal from the terminal or supervisor and from its primary:
		// it keeps draining; the primary kills it on a second signal of its own.
		if (cluster.isWorker) return;
		app.logger.warn({ signal }, 'second signal: exiting without waiting');
		process.exit(1);
	}
	stopping = true;
	const started = performance.now();
	app.logger.info({ signal, inFlight: app.metrics.inFlight, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: draining requests in flight');
	metricsServer?.close();
	const drained = await drainServer(server, config.shutdownTimeoutMs);
	if (!drained) app.logger.warn({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timeout: connections still open were closed');
	let flushed = true;
	try {
		await app.close();
	} catch (err) {
		flushed = false;
		app.logger.error({ err }, 'shutdown: flushing usage or closing the store failed');
	}
	app.logger.info({ drained, flushed, ms: Math.round(performance.now() - started) }, 'stopped');
	process.exit(drained && flushed ? 0 : 1);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** The metrics port's handler: the ops endpoints, 404 for anything else. */
function metricsOnly(endpoints: (req: http.IncomingMessage, res: http.ServerResponse) => boolean) {
	return (req: http.IncomingMessage, res: http.ServerResponse) => {
		if (!endpoints(req, res)) res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not Found"}');
	};
}
