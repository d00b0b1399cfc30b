import type { RequestHandler } from './$types';
import { getProcessApp } from '$lib/server/app';

// Per request and per session: never prerendered.
export const prerender = false;

/** A link's preview image for the app's pages (src/lib/server/link-image.ts). */
export const GET: RequestHandler = async ({ request, url }) => {
	const app = await getProcessApp();
	const answer = await app.linkImage({ url: url.searchParams.get('url'), header: (name) => request.headers.get(name) ?? undefined });
	return new Response(answer.body as BodyInit, { status: answer.status, headers: answer.headers });
};
