import type { RequestHandler } from './$types';
import { routeApp } from '$lib/server/route-app';

// Per request and per session: never prerendered.
export const prerender = false;

/** A link's preview image for the app's pages (src/lib/server/link-image.ts). */
export const GET: RequestHandler = async ({ request, url, platform }) => {
	const app = await routeApp(platform);
	const answer = await app.linkImage({ url: url.searchParams.get('url'), header: (name) => request.headers.get(name) ?? undefined });
	return new Response(answer.body as BodyInit, { status: answer.status, headers: answer.headers });
};
