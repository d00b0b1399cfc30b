import type { RequestHandler } from './$types';
import { MAX_ACCOUNT_BODY_BYTES } from '$lib/server/auth/accounts';
import { routeApp } from '$lib/server/route-app';
import { readCappedBody } from '$lib/server/read-capped-body';
import { servedOverHttps } from '$lib/server/security-headers';

// Account endpoints answer per request (sessions); the pages that call them are static.
export const prerender = false;

export const fallback: RequestHandler = async ({ request, url, platform, params, getClientAddress }) => {
	const header = (name: string) => request.headers.get(name) ?? undefined;
	const app = await routeApp(platform);
	const body = await readCappedBody(request, MAX_ACCOUNT_BODY_BYTES);
	if (body === undefined) {
		return Response.json({ detail: `Request body is larger than ${MAX_ACCOUNT_BODY_BYTES} bytes` }, { status: 413, headers: { connection: 'close' } });
	}
	const answer = await app.accounts.handle({
		method: request.method,
		path: `/${params.path}`,
		header,
		body,
		host: url.host,
		// `Secure` by the same rule as HSTS: https as configured (ORIGIN, or PROTOCOL_HEADER on this
		// request), never adapter-node's guess, since a Secure cookie on plain http is dropped.
		secure: servedOverHttps(header, app.config.proxy),
		clientIp: getClientAddress()
	});
	const headers = new Headers({ 'content-type': 'application/json', ...answer.headers });
	return new Response(request.method === 'HEAD' ? null : JSON.stringify(answer.body), { status: answer.status, headers });
};
