import { MAX_BODY_BYTES, type ApiCore } from './core.js';
import { API_PREFIX } from './http-node.js';

/**
 * The SvelteKit adapter (dev server, and `API_DISPATCH=sveltekit`): Request → ApiCore → Response.
 * Same core as the lean adapter; only the body reading differs.
 */
export async function handleWebRequest(core: ApiCore, request: Request, url: URL): Promise<Response> {
	const { body, tooLarge } = await readBody(request);
	const answer = await core.handle({
		method: request.method,
		path: url.pathname.slice(API_PREFIX.length) || '/',
		search: url.search.slice(1),
		header: (name) => request.headers.get(name) ?? undefined,
		body,
		bodyTooLarge: tooLarge
	});
	if (tooLarge) answer.headers['connection'] = 'close';
	const noBody = request.method === 'HEAD' || answer.status === 204;
	return new Response(noBody ? null : answer.body, { status: answer.status, headers: answer.headers });
}

async function readBody(request: Request): Promise<{ body: string | null; tooLarge: boolean }> {
	if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return { body: null, tooLarge: true };
	if (!request.body) return { body: null, tooLarge: false };
	const reader = request.body.getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.length;
		if (size > MAX_BODY_BYTES) {
			await reader.cancel();
			return { body: null, tooLarge: true };
		}
		chunks.push(value);
	}
	return { body: Buffer.concat(chunks).toString('utf8'), tooLarge: false };
}
