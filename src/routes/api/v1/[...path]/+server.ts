import type { RequestHandler } from './$types';
import { handleWebRequest } from '$lib/server/api/http-web';
import { getProcessApp } from '$lib/server/app';

// The API is dynamic; in production the lean dispatcher of the server entry (src/server-entry.ts) answers first.
export const prerender = false;

export const fallback: RequestHandler = async ({ request, url }) => {
	const app = await getProcessApp();
	return handleWebRequest(app.core, request, url);
};
