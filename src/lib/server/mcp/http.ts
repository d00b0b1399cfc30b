/**
 * `/mcp` over HTTP (docs/api.md, "MCP server"): the Streamable HTTP transport in stateless mode,
 * POST only, JSON answers. Framework-free like the API core: the node:http adapter (the
 * production server) and the SvelteKit route (`vite dev`) both hand it the request with its
 * body already read (at most MAX_BODY_BYTES). Checks happen before any MCP handling: Host and
 * Origin, then the API's order (method, size, the key), then the body's batch and the protocol
 * messages' per-minute limit.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Logger } from 'pino';
import { MAX_BODY_BYTES, type ApiCore } from '../api/core.js';
import { readBody } from '../api/http-node.js';
import type { App } from '../app.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { appProtocol } from '../security-headers.js';
import type { Principal } from '../store/types.js';
import { batchRefusal, INVALID_REQUEST, jsonRpcError, parseBody, protocolMessages, SERVER_ERROR } from './messages.js';
import { originRefusal, type OriginRules } from './origin-checks.js';
import { createMcpServer } from './server.js';
import { registryTools, withToolList, type ToolSet } from './tools.js';

export const MCP_PATH = '/mcp';

export interface McpDeps {
	core: ApiCore;
	/** The API's key lookup (the same cache the core uses). */
	authenticator: { resolve(key: string): Principal | null | Promise<Principal | null> };
	logger: Logger;
	/** Default: the registry's tools, computed once per process. */
	tools?: ToolSet;
	/** CORS_ORIGINS: browser origins allowed to call /mcp, as for /api/v1 (docs/api.md, "MCP server"). */
	corsOrigins?: string[];
	/** Which Origin and Host headers are the app's own (ORIGIN, PROTOCOL_HEADER, HOST). */
	origins: Omit<OriginRules, 'corsOrigins'>;
	/**
	 * MCP_PROTOCOL_PER_MINUTE per account, counted on the API's limiter (this process, the cluster
	 * primary or Redis, as the plans' limits are) under a subject of its own.
	 */
	protocolLimit: { limiter: RateLimiter; perMinute: number };
	now?: () => number;
}

/** The subject protocol messages are counted under (the plan's limit counts under the account id alone). */
const protocolSubject = (accountId: string) => `mcp-protocol:${accountId}`;

/** The handler's dependencies from the process's App (both adapters use this). */
export function mcpDeps(app: Pick<App, 'core' | 'authenticator' | 'logger' | 'config' | 'limiter'>): McpDeps {
	const { config } = app;
	return {
		core: app.core,
		authenticator: app.authenticator,
		logger: app.logger,
		corsOrigins: config.corsOrigins,
		origins: { appOrigin: config.origin, listenHost: config.host, appProtocol: (header) => appProtocol(header, process.env) },
		protocolLimit: { limiter: app.limiter, perMinute: config.mcpProtocolPerMinute }
	};
}

/** What an adapter read: the body as text (null when none), or tooLarge past MAX_BODY_BYTES. */
export interface McpHttpRequest {
	method: string;
	url: string;
	headers: Headers;
	body: string | null;
	tooLarge: boolean;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The caller's key: X-API-Key, else `Authorization: Bearer <key>` (what most MCP clients can send). */
export function mcpKey(headers: Headers): string | null {
	const key = headers.get('x-api-key')?.trim();
	if (key) return key;
	const bearer = BEARER.exec(headers.get('authorization') ?? '');
	return bearer ? bearer[1] : null;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
	return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** What a browser MCP client sends beyond the CORS-safelisted headers (the Streamable HTTP transport's own, and the key). */
const MCP_REQUEST_HEADERS = 'Content-Type, X-API-Key, Authorization, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID';

export function createMcpHandler(deps: McpDeps) {
	const tools = deps.tools ?? registryTools();
	const cors = new Set(deps.corsOrigins ?? []);
	const originRules: OriginRules = { ...deps.origins, corsOrigins: cors };
	const { limiter, perMinute } = deps.protocolLimit;
	const now = deps.now ?? Date.now;

	/**
	 * The CORS headers of an answer to `origin`, as the API gives them: none without CORS_ORIGINS;
	 * with it, `Vary: Origin` on every answer, and the origin allowed when it is listed.
	 */
	function corsHeaders(origin: string | null): Record<string, string> {
		if (!cors.size) return {};
		if (origin === null || !cors.has(origin)) return { vary: 'Origin' };
		return { vary: 'Origin', 'access-control-allow-origin': origin, 'access-control-expose-headers': 'Mcp-Session-Id' };
	}

	async function handle(req: McpHttpRequest): Promise<Response> {
		const allowed = corsHeaders(req.headers.get('origin'));
		const refusal = originRefusal(req.headers, originRules);
		if (refusal) return json(403, refusal, allowed);
		if (req.method === 'OPTIONS' && allowed['access-control-allow-origin']) {
			// A preflight from a CORS_ORIGINS origin (a foreign one got its 403 above); any other OPTIONS is the 405 below.
			return new Response(null, {
				status: 204,
				headers: { ...allowed, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': MCP_REQUEST_HEADERS, 'access-control-max-age': '600' }
			});
		}
		const response = await answer(req);
		for (const [name, value] of Object.entries(allowed)) response.headers.set(name, value);
		return response;
	}

	async function answer(req: McpHttpRequest): Promise<Response> {
		// Stateless: no server-to-client stream (GET) and no session to end (DELETE).
		if (req.method !== 'POST') {
			return json(405, { detail: `Method ${req.method} is not allowed here; use POST`, code: 'method_not_allowed' }, { allow: 'POST' });
		}
		if (req.tooLarge) return json(413, { detail: `Request body is larger than ${MAX_BODY_BYTES} bytes`, code: 'payload_too_large' }, { connection: 'close' });
		const key = mcpKey(req.headers);
		if (!key) return json(401, { detail: 'Missing API key: include the X-API-Key header', code: 'missing_api_key' });
		const principal = await deps.authenticator.resolve(key);
		if (!principal) return json(401, { detail: 'Invalid or revoked API key: include a valid X-API-Key header', code: 'invalid_api_key' });
		if (!principal.active) return json(403, { detail: 'Account deactivated', code: 'account_deactivated' });

		const body = parseBody(req.body);
		const batchError = batchRefusal(body, req.headers.get('mcp-protocol-version'));
		if (batchError) return jsonRpcError(400, INVALID_REQUEST, batchError, body);
		const units = protocolMessages(body);
		if (units > 0) {
			const rate = await limiter.hit(protocolSubject(principal.accountId), perMinute, now(), units);
			if (!rate.allowed) {
				const message = `Too many MCP protocol messages: at most ${perMinute} a minute (tool calls count against the plan's limit instead); retry in ${rate.resetSeconds} seconds`;
				return jsonRpcError(429, SERVER_ERROR, message, body, { 'retry-after': String(rate.resetSeconds) });
			}
		}

		const server = createMcpServer(deps.core, tools, key);
		// JSON answers: every answer is complete when the request's messages are, nothing streams.
		const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
		try {
			await server.connect(transport);
			const request = new Request(new URL(req.url, 'http://mcp.invalid'), { method: 'POST', headers: req.headers, body: req.body });
			// The body parsed above, so the SDK does not parse it again; one that is not JSON is left to its 400.
			const response = await transport.handleRequest(request, body === undefined ? undefined : { parsedBody: body });
			// Read before closing: closing the transport ends whatever it has not sent.
			const text = response.body ? withToolList(await response.text(), tools) : null;
			return new Response(text, { status: response.status, headers: response.headers });
		} finally {
			await transport.close();
			await server.close();
		}
	}

	/** The same with answers that are never a 500 without a log line. */
	async function safely(req: McpHttpRequest): Promise<Response> {
		try {
			return await handle(req);
		} catch (err) {
			deps.logger.error({ err }, 'MCP request failed');
			return json(500, { detail: 'Internal Server Error', code: 'internal_error' });
		}
	}

	return safely;
}

/** The production server's adapter: node:http in, node:http out. */
export function createNodeMcpHandler(deps: McpDeps) {
	const handle = createMcpHandler(deps);
	return function handleMcp(req: IncomingMessage, res: ServerResponse): void {
		readBody(req, (body, tooLarge) => {
			const headers = new Headers();
			for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
			handle({ method: req.method ?? 'GET', url: req.url ?? MCP_PATH, headers, body, tooLarge })
				.then(async (response) => {
					const out: Record<string, string> = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
					response.headers.forEach((value, name) => (out[name] = value));
					const text = response.body ? await response.text() : '';
					out['content-length'] = String(Buffer.byteLength(text));
					res.writeHead(response.status, out);
					res.end(req.method === 'HEAD' ? undefined : text);
				})
				// Writing failed (the client went away mid-answer): nothing left to answer, but never an unhandled rejection.
				.catch((err) => {
					deps.logger.warn({ err }, 'MCP answer could not be written');
					res.destroy();
				});
		});
	};
}
