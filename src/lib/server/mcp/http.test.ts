import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ApiCore } from '../api/core.js';
import { createMemoryRateLimiter } from '../limits/rate-limiter.js';
import { createMcpHandler, type McpDeps, type McpHttpRequest } from './http.js';

// CORS on /mcp follows the API's rules (docs/api.md, "Authentication" (CORS) and "MCP server"): nothing without
// CORS_ORIGINS; with it, `Vary: Origin` always, the listed origins allowed and their preflights
// answered 204 (the Fetch standard's CORS protocol: what a browser needs to send the MCP
// transport's POST with Content-Type: application/json and a key header).

const logger = pino({ level: 'silent' });
// These requests never reach an operation: the key is refused first, or it is a preflight.
const core = {} as ApiCore;
const authenticator = { resolve: () => null };
const tools = { list: { tools: [] }, listJson: '{"tools":[]}', byName: new Map() };
const handlerWith = (corsOrigins?: string[], origins: Partial<McpDeps['origins']> = {}) =>
	createMcpHandler({
		core,
		authenticator,
		logger,
		corsOrigins,
		tools,
		// Browsers' origins are only the app's own when ORIGIN says so (the Host-derived rule is below).
		origins: { appOrigin: 'https://utilkit.example', listenHost: '0.0.0.0', ...origins },
		protocolLimit: { limiter: createMemoryRateLimiter(), perMinute: 300 }
	});

function request(method: string, headers: Record<string, string>, body: string | null = null): McpHttpRequest {
	return { method, url: '/mcp', headers: new Headers(headers), body, tooLarge: false };
}

const POST = (origin?: string) =>
	request('POST', { 'content-type': 'application/json', 'x-api-key': 'ukit_wrong', ...(origin ? { origin } : {}) }, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
const PREFLIGHT = (origin: string) =>
	request('OPTIONS', { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-api-key,mcp-protocol-version' });

describe('/mcp CORS', () => {
	it('without CORS_ORIGINS: no CORS header; the app\'s own origin is answered, OPTIONS is 405 like GET', async () => {
		const handle = handlerWith();
		const answer = await handle(POST('https://utilkit.example'));
		expect(answer.status).toBe(401);
		expect(answer.headers.get('access-control-allow-origin')).toBeNull();
		expect(answer.headers.get('vary')).toBeNull();
		const preflight = await handle(PREFLIGHT('https://utilkit.example'));
		expect(preflight.status).toBe(405);
		expect(preflight.headers.get('allow')).toBe('POST');
	});

	it('an allowed origin: its preflight is 204 with the methods and headers the transport sends; answers carry the origin', async () => {
		const handle = handlerWith(['https://agent.example', 'https://other.example']);
		const preflight = await handle(PREFLIGHT('https://agent.example'));
		expect(preflight.status).toBe(204);
		expect(preflight.headers.get('access-control-allow-origin')).toBe('https://agent.example');
		expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
		const allowedHeaders = preflight.headers.get('access-control-allow-headers')!.toLowerCase().split(/\s*,\s*/);
		for (const name of ['content-type', 'x-api-key', 'authorization', 'mcp-protocol-version', 'mcp-session-id']) expect(allowedHeaders).toContain(name);
		expect(preflight.headers.get('vary')).toBe('Origin');
		// An answer (here the key's 401) can be read by the page that asked.
		const answer = await handle(POST('https://agent.example'));
		expect(answer.status).toBe(401);
		expect(await answer.json()).toEqual({ detail: 'Invalid or revoked API key: include a valid X-API-Key header', code: 'invalid_api_key' });
		expect(answer.headers.get('access-control-allow-origin')).toBe('https://agent.example');
		expect(answer.headers.get('vary')).toBe('Origin');
	});

	it('another origin: 403 without an allow header, Vary: Origin, its preflight 403 too', async () => {
		const handle = handlerWith(['https://agent.example']);
		const answer = await handle(POST('https://evil.example'));
		expect(answer.status).toBe(403);
		expect(answer.headers.get('access-control-allow-origin')).toBeNull();
		expect(answer.headers.get('vary')).toBe('Origin');
		const noOrigin = await handle(POST());
		expect(noOrigin.status).toBe(401);
		expect(noOrigin.headers.get('access-control-allow-origin')).toBeNull();
		const preflight = await handle(PREFLIGHT('https://evil.example'));
		expect(preflight.status).toBe(403);
		expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
	});
});

// The Streamable HTTP transport (MCP 2025-11-25, "Security Warning"): servers MUST validate the
// Origin header and answer 403 to an invalid one; servers on localhost SHOULD bind to 127.0.0.1
// only, and a rebound name (an attacker's DNS answering 127.0.0.1) still arrives in Host.
describe('/mcp Origin and Host', () => {
	const withHeaders = (headers: Record<string, string>) => request('POST', { 'content-type': 'application/json', 'x-api-key': 'ukit_wrong', ...headers }, '{}');
	const FORBIDDEN_ORIGIN = { code: 'origin_not_allowed' };

	it('ORIGIN set: that origin exactly; another scheme, port or host, and `null`, are 403 {detail, code}', async () => {
		const handle = handlerWith([], { appOrigin: 'https://utilkit.example' });
		expect((await handle(withHeaders({ origin: 'https://utilkit.example', host: 'utilkit.example' }))).status).toBe(401);
		for (const origin of ['http://utilkit.example', 'https://utilkit.example:8443', 'https://rebind.example', 'null']) {
			const answer = await handle(withHeaders({ origin, host: 'utilkit.example' }));
			expect(answer.status, origin).toBe(403);
			const body = await answer.json();
			expect(body, origin).toMatchObject(FORBIDDEN_ORIGIN);
			expect(body.detail, origin).toContain(origin);
		}
	});

	it('ORIGIN unset: the Origin whose host and port are the Host header, with the configured scheme when one is', async () => {
		const fromHost = handlerWith([], { appOrigin: null });
		expect((await fromHost(withHeaders({ origin: 'http://app.example:8080', host: 'app.example:8080' }))).status).toBe(401);
		expect((await fromHost(withHeaders({ origin: 'http://rebind.example', host: 'app.example:8080' }))).status).toBe(403);
		expect((await fromHost(withHeaders({ origin: 'http://app.example', host: 'app.example:8080' }))).status).toBe(403);
		// PROTOCOL_HEADER says https: an http:// page on the same host is another origin (RFC 6454).
		const https = handlerWith([], { appOrigin: null, appProtocol: () => 'https:' });
		expect((await https(withHeaders({ origin: 'https://app.example', host: 'app.example' }))).status).toBe(401);
		expect((await https(withHeaders({ origin: 'http://app.example', host: 'app.example' }))).status).toBe(403);
	});

	it('no Origin (a server-side client) and a CORS_ORIGINS origin pass', async () => {
		const handle = handlerWith(['https://agent.example']);
		expect((await handle(withHeaders({ host: 'utilkit.example' }))).status).toBe(401);
		expect((await handle(withHeaders({ origin: 'https://agent.example', host: 'utilkit.example' }))).status).toBe(401);
	});

	it('bound to loopback: a loopback Host with any port passes; any other name is 403 host_not_allowed, whatever the Origin', async () => {
		for (const listenHost of ['127.0.0.1', '::1', 'localhost']) {
			const handle = handlerWith([], { appOrigin: null, listenHost });
			// RFC 1122 (127.0.0.0/8), RFC 4291 (::1), RFC 6761 (localhost).
			for (const host of ['127.0.0.1:3000', '127.0.0.1', '127.1.2.3:80', '[::1]:3000', '[::1]', 'localhost:5173', 'LOCALHOST']) {
				expect((await handle(withHeaders({ host }))).status, `${listenHost} ${host}`).toBe(401);
			}
			for (const host of ['rebind.example:3000', 'rebind.example', '10.0.0.1:3000', 'localhost.rebind.example', '127.0.0.1.rebind.example', 'localhost@rebind.example']) {
				const answer = await handle(withHeaders({ host, origin: `http://${host}` }));
				expect(answer.status, `${listenHost} ${host}`).toBe(403);
				expect(await answer.json()).toMatchObject({ code: 'host_not_allowed' });
			}
			expect((await handle(withHeaders({}))).status, 'no Host').toBe(403);
		}
	});

	it('bound to every interface: any Host (the proxy or DNS name the operator chose)', async () => {
		const handle = handlerWith([], { appOrigin: null, listenHost: '0.0.0.0' });
		expect((await handle(withHeaders({ host: 'utilkit.internal:3000' }))).status).toBe(401);
	});
});
