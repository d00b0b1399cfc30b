import type { RequestHandler } from './$types';
import { MAX_BODY_BYTES } from '$lib/server/api/core';
import { routeApp } from '$lib/server/route-app';
import { createMcpHandler, mcpDeps } from '$lib/server/mcp/http';
import { readCappedBody } from '$lib/server/read-capped-body';

// `vite dev` (and nothing else: the production server entry answers /mcp before SvelteKit).
export const prerender = false;

let handler: ReturnType<typeof createMcpHandler> | undefined;

export const fallback: RequestHandler = async ({ request, url, platform }) => {
	const app = await routeApp(platform);
	handler ??= createMcpHandler(mcpDeps(app));
	const body = request.method === 'POST' ? await readCappedBody(request, MAX_BODY_BYTES) : null;
	const response = await handler({ method: request.method, url: url.pathname + url.search, headers: request.headers, body: body ?? null, tooLarge: body === undefined });
	response.headers.set('cache-control', 'no-store');
	return response;
};
