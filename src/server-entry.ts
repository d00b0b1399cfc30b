/**
 * The production server (`npm start` = `node dist/server.js`): one node:http server whose
 * /api/v1 requests go straight to the API core (the lean dispatcher) and everything else to
 * SvelteKit's adapter-node handler (pages, assets, the service worker).
 */
import cluster from 'node:cluster';
import http from 'node:http';
import { createNodeApiHandler, API_PREFIX } from './lib/server/api/http-node.js';
import { createApp, setProcessApp } from './lib/server/app.js';
import { loadConfig } from './lib/server/config.js';
import { createOpsEndpoints } from './lib/server/observability/http.js';
import { drainServer } from './lib/server/shutdown.js';
import { clusterWorkerMetrics } from './lib/server/observability/cluster-metrics.js';
import { runPrimary } from './lib/server/cluster/primary.js';
import { webConcurrency } from './lib/server/cluster/protocol.js';
import { createLogger } from './lib/server/logger.js';

const config = loadConfig(process.env);
// WEB_CONCURRENCY > 1: this process becomes the cluster primary (no HTTP; docs/operations.md)
// and each worker it forks runs the rest of this file.
const workers = webConcurrency(process.env.WEB_CONCURRENCY);
if (workers > 1 && cluster.isPrimary) process.exit(await runPrimary(config, workers, createLogger(config.logLevel)));
// The API enforces its own 1 MiB limit with a JSON 413; SvelteKit's plain-text 413 must not answer first.
process.env.BODY_SIZE_LIMIT ??= 'Infinity';

const appPromise = createApp(config);
setProcessApp(appPromise);
const app = await appPromise;

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse, next?: () => void) => void;
const handlerUrl = new URL('../build/handler.js', import.meta.url).href;
const { handler: sveltekit } = (await import(handlerUrl)) as { handler: NodeHandler };
const api = createNodeApiHandler(app.core);
const lean = config.apiDispatch === 'lean';
let stopping = false;
app.metrics.collectProcessMetrics();
// /healthz, /readyz, /metrics: at the root, in both dispatch modes, before SvelteKit.
const ops = createOpsEndpoints({
	metrics: app.metrics,
	readiness: app.readiness,
	metricsToken: config.metricsToken,
	isStopping: () => stopping,
	logger: app.logger,
	// A cluster worker's /metrics covers every worker (summed by the primary).
	render: cluster.isWorker ? clusterWorkerMetrics(app.metrics) : undefined
});

const server = http.createServer((req, res) => {
	// While draining, answers ask clients not to reuse the connection.
	if (stopping) res.setHeader('connection', 'close');
	const url = req.url ?? '/';
	if (lean && url.startsWith(API_PREFIX) && (url.length === API_PREFIX.length || '/?'.includes(url[API_PREFIX.length]))) {
		api(req, res).catch((err) => {
			app.logger.error({ err }, 'API adapter failed');
			if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
			res.end('{"detail":"Internal Server Error"}');
		});
		return;
	}
	if (ops(req, res)) return;
	sveltekit(req, res);
});
server.keepAliveTimeout = 65_000;

server.listen(config.port, config.host, () => {
	app.logger.info({ port: config.port, host: config.host, store: app.store.kind, apiDispatch: config.apiDispatch }, 'listening');
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
