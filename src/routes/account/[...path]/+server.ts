import type { RequestHandler } from './$types';
import { MAX_ACCOUNT_BODY_BYTES } from '$lib/server/auth/accounts';
import { getProcessApp } from '$lib/server/app';
import { readCappedBody } from '$lib/server/read-capped-body';

// Account endpoints answer per request (sessions); the pages that call them are static.
export const prerender = false;

export const fallback: RequestHandler = async ({ request, url, params, getClientAddress }) => {
	const app = await getProcessApp();
	const body = await readCappedBody(request, MAX_ACCOUNT_BODY_BYTES);
	if (body === undefined) {
		return Response.json({ detail: `Request body is larger than ${MAX_ACCOUNT_BODY_BYTES} bytes` }, { status: 413, headers: { connection: 'close' } });
	}
	const answer = await app.accounts.handle({
		method: request.method,
		path: `/${params.path}`,
		header: (name) => request.headers.get(name) ?? undefined,
		body,
		host: url.host,
		secure: secureCookies(url),
		clientIp: getClientAddress()
	});
	const headers = new Headers({ 'content-type': 'application/json', ...answer.headers });
	return new Response(request.method === 'HEAD' ? null : JSON.stringify(answer.body), { status: answer.status, headers });
};

/**
 * `Secure` when the app's origin is https as configured: `ORIGIN`, or a proxy's protocol header
 * (`PROTOCOL_HEADER`). With neither, adapter-node *guesses* https for every request, and a Secure
 * cookie on a plain-http deployment would be dropped by the browser, so no guess is trusted.
 */
function secureCookies(url: URL): boolean {
	if (process.env.ORIGIN) return process.env.ORIGIN.startsWith('https:');
	return !!process.env.PROTOCOL_HEADER && url.protocol === 'https:';
}
