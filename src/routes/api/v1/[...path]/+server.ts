import type { RequestHandler } from './$types';
import { handleWebRequest } from '$lib/server/api/http-web';
import { routeApp } from '$lib/server/route-app';

// The API is dynamic; in production the lean dispatcher of the server entry (src/server-entry.ts) answers first.
export const prerender = false;

export const fallback: RequestHandler = async ({ request, url, platform }) => {
	const app = await routeApp(platform);
	return handleWebRequest(app.core, request, url);
};
