/**
 * The production server (`npm start` = `node dist/server.js`): one node:http server whose
 * /api/v1 requests go straight to the API core (the lean dispatcher) and everything else to
 * SvelteKit's adapter-node handler (pages, assets, the service worker).
 */
import http from 'node:http';
import { createNodeApiHandler, API_PREFIX } from './lib/server/api/http-node.js';
import { createApp, setProcessApp } from './lib/server/app.js';
import { loadConfig } from './lib/server/config.js';

const config = loadConfig(process.env);
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

const server = http.createServer((req, res) => {
	const url = req.url ?? '/';
	if (lean && url.startsWith(API_PREFIX) && (url.length === API_PREFIX.length || '/?'.includes(url[API_PREFIX.length]))) {
		api(req, res).catch((err) => {
			app.logger.error({ err }, 'API adapter failed');
			if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
			res.end('{"detail":"Internal Server Error"}');
		});
		return;
	}
	sveltekit(req, res);
});
server.keepAliveTimeout = 65_000;

server.listen(config.port, config.host, () => {
	app.logger.info({ port: config.port, host: config.host, store: app.store.kind, apiDispatch: config.apiDispatch }, 'listening');
});

let stopping = false;
async function shutdown(signal: string) {
	if (stopping) return;
	stopping = true;
	app.logger.info({ signal }, 'shutting down');
	server.close();
	server.closeIdleConnections();
	await app.close();
	process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
