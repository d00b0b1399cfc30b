import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ApiCore } from '../api/core.js';
import { createMcpHandler, type McpHttpRequest } from './http.js';

// CORS on /mcp follows the API's rules (docs/api.md, "CORS" and "MCP server"): nothing without
// CORS_ORIGINS; with it, `Vary: Origin` always, the listed origins allowed and their preflights
// answered 204 (the Fetch standard's CORS protocol: what a browser needs to send the MCP
// transport's POST with Content-Type: application/json and a key header).

const logger = pino({ level: 'silent' });
// These requests never reach an operation: the key is refused first, or it is a preflight.
const core = {} as ApiCore;
const authenticator = { resolve: () => null };
const handlerWith = (corsOrigins?: string[]) => createMcpHandler({ core, authenticator, logger, corsOrigins, tools: { list: { tools: [] }, byName: new Map() } });

function request(method: string, headers: Record<string, string>, body: string | null = null): McpHttpRequest {
	return { method, url: '/mcp', headers: new Headers(headers), body, tooLarge: false };
}

const POST = (origin?: string) =>
	request('POST', { 'content-type': 'application/json', 'x-api-key': 'ukit_wrong', ...(origin ? { origin } : {}) }, '{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
const PREFLIGHT = (origin: string) =>
	request('OPTIONS', { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-api-key,mcp-protocol-version' });

describe('/mcp CORS', () => {
	it('without CORS_ORIGINS: no CORS header, and OPTIONS is 405 like GET', async () => {
		const handle = handlerWith();
		const answer = await handle(POST('https://agent.example'));
		expect(answer.status).toBe(401);
		expect(answer.headers.get('access-control-allow-origin')).toBeNull();
		expect(answer.headers.get('vary')).toBeNull();
		const preflight = await handle(PREFLIGHT('https://agent.example'));
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

	it('another origin: no allow header (the browser keeps the answer from the page), Vary: Origin, OPTIONS 405', async () => {
		const handle = handlerWith(['https://agent.example']);
		const answer = await handle(POST('https://evil.example'));
		expect(answer.headers.get('access-control-allow-origin')).toBeNull();
		expect(answer.headers.get('vary')).toBe('Origin');
		const noOrigin = await handle(POST());
		expect(noOrigin.headers.get('access-control-allow-origin')).toBeNull();
		const preflight = await handle(PREFLIGHT('https://evil.example'));
		expect(preflight.status).toBe(405);
		expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
	});
});
