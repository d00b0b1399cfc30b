import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX, createNodeApiHandler, type NodeApiHandler } from './api/http-node.js';
import type { App } from './app.js';

/**
 * The node:http handlers of /api/v1 and /mcp, which answer before SvelteKit sees the request.
 * The production server (src/server-entry.ts) and `vite dev` (kit-adapter/dev-api.ts) mount these
 * same handlers: there is one way the API is dispatched.
 */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The path of the MCP server (mcp/http.ts's MCP_PATH; that module loads only on first use). */
const MCP_PATH = '/mcp';

/** `/api/v1`, `/api/v1/…` or `/api/v1?…`, not `/api/v10`. */
export function isApiUrl(url: string): boolean {
	return url.startsWith(API_PREFIX) && (url.length === API_PREFIX.length || '/?'.includes(url[API_PREFIX.length]));
}

export function isMcpUrl(url: string): boolean {
	return url === MCP_PATH || url.startsWith(`${MCP_PATH}?`);
}

/**
 * The API's lean adapter on the App's core. A throw outside the core (which answers its own 500s
 * with their request id) still gets an id the caller can quote and the log line carries.
 */
export function createApiHandler(app: Pick<App, 'core' | 'logger'>): NodeApiHandler {
	return createNodeApiHandler(app.core, (err, res) => {
		const requestId = `adapter-${randomUUID()}`;
		app.logger.error({ err, requestId }, 'API adapter failed');
		if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json', 'x-request-id': requestId, 'cache-control': 'no-store' });
		res.end('{"detail":"Internal Server Error","code":"internal_error"}');
	});
}

/**
 * The MCP server (docs/api.md, "MCP server"): each tool call through the API core. Its SDK (about
 * 8 MB resident) loads on the first /mcp request, not at start (docs/performance.md, "Lean server").
 */
export function createMcpHandler(app: App): NodeHandler {
	let handler: Promise<NodeHandler> | undefined;
	return (req, res) => {
		handler ??= import('./mcp/http.js').then(({ createNodeMcpHandler, mcpDeps }) => createNodeMcpHandler(mcpDeps(app)));
		handler.then(
			(handle) => handle(req, res),
			(err) => {
				handler = undefined;
				app.logger.error({ err }, 'the MCP server could not be loaded');
				if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' });
				res.end('{"jsonrpc":"2.0","error":{"code":-32603,"message":"Internal error"},"id":null}');
			}
		);
	};
}
