/**
 * `/mcp` over HTTP (docs/api.md, "MCP server"): the Streamable HTTP transport in stateless mode,
 * POST only, JSON answers. Framework-free like the API core: the node:http adapter below (the
 * production server and `vite dev`, ../node-handlers.ts) hands it the request with its body
 * already read (at most MAX_BODY_BYTES). Checks happen before any MCP handling: Host and
 * Origin, then the API's order (method, size, the key), then the body's batch and the protocol
 * messages' per-minute limit.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { Logger } from 'pino';
import { OPERATIONS } from '../../ops/registry.js';
import { AuthRefusal, createAuthenticate, type AuthenticateDeps } from '../api/authenticate.js';
import { MAX_BODY_BYTES, type ApiCore } from '../api/core.js';
import { Cors, MCP_CORS } from '../api/cors.js';
import { readBody } from '../api/http-node.js';
import type { App } from '../app.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import { appProtocol } from '../security-headers.js';
import { batchRefusal, INVALID_REQUEST, jsonRpcError, parseBody, protocolMessages, SERVER_ERROR } from './messages.js';
import { originRefusal, type OriginRules } from './origin-checks.js';
import { createMcpServer } from './server.js';
import { buildToolSet, withToolList, type ToolSet } from './tools.js';

export const MCP_PATH = '/mcp';

export interface McpDeps {
	/** The API core: each tool call is `core.call(principal, operation, input)`. */
	core: Pick<ApiCore, 'call'>;
	/** The API's key lookup (the same cache the core uses). */
	authenticator: AuthenticateDeps['authenticator'];
	logger: Logger;
	/** Default: the registry's tools, built on the first request (about 70 JSON Schemas) and kept by this handler. */
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

/** The handler's dependencies from the process's App. */
export function mcpDeps(app: Pick<App, 'core' | 'authenticator' | 'logger' | 'config' | 'limiter'>): McpDeps {
	const { config } = app;
	return {
		core: app.core,
		authenticator: app.authenticator,
		logger: app.logger,
		corsOrigins: config.corsOrigins,
		origins: { appOrigin: config.origin, listenHost: config.host, appProtocol: (header) => appProtocol(header, config.proxy) },
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

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
	return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function createMcpHandler(deps: McpDeps) {
	let tools = deps.tools;
	const cors = new Cors(deps.corsOrigins ?? [], MCP_CORS);
	const originRules: OriginRules = { ...deps.origins, corsOrigins: cors.origins };
	const authenticate = createAuthenticate({ authenticator: deps.authenticator });
	const { limiter, perMinute } = deps.protocolLimit;
	const now = deps.now ?? Date.now;
	/**
	 * What validates the answers to a server's elicitation requests, which this one never makes.
	 * Without it every `new Server` builds an Ajv instance of its own: per request, most of what a
	 * `ping` costs. One for the handler.
	 */
	const schemaValidator = new AjvJsonSchemaValidator();

	async function handle(req: McpHttpRequest): Promise<Response> {
		const allowed: Record<string, string> = {};
		cors.apply(allowed, req.headers.get('origin'));
		const refusal = originRefusal(req.headers, originRules);
		if (refusal) return json(403, refusal, allowed);
		if (req.method === 'OPTIONS' && Cors.allowed(allowed)) {
			// A preflight from a CORS_ORIGINS origin (a foreign one got its 403 above); any other OPTIONS is the 405 below.
			return new Response(null, { status: 204, headers: cors.preflight({ ...allowed }, 'POST') });
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
		const principal = await authenticate({ header: (name) => req.headers.get(name) ?? undefined }, 'mcp');
		if (principal instanceof AuthRefusal) return json(principal.status, { detail: principal.detail, code: principal.code });

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

		const toolSet = (tools ??= buildToolSet(OPERATIONS));
		const server = createMcpServer(deps.core, toolSet, principal, schemaValidator);
		// JSON answers: every answer is complete when the request's messages are, nothing streams.
		const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
		try {
			await server.connect(transport);
			const request = new Request(new URL(req.url, 'http://mcp.invalid'), { method: 'POST', headers: req.headers, body: req.body });
			// The body parsed above, so the SDK does not parse it again; one that is not JSON is left to its 400.
			const response = await transport.handleRequest(request, body === undefined ? undefined : { parsedBody: body });
			// Read before closing: closing the transport ends whatever it has not sent.
			const text = response.body ? withToolList(await response.text(), toolSet) : null;
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
