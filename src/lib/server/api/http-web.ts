import { MAX_BODY_BYTES, type ApiCore } from './core.js';
import type { EventStream } from './event-stream.js';
import { API_PREFIX } from './http-node.js';
import { readCappedBody } from '../read-capped-body.js';

/**
 * The SvelteKit adapter (dev server, and `API_DISPATCH=sveltekit`): Request → ApiCore → Response.
 * Same core as the lean adapter; only the body reading differs.
 */
export async function handleWebRequest(core: ApiCore, request: Request, url: URL): Promise<Response> {
	const { body, tooLarge } = await readBody(request);
	const answer = await core.handleHttp({
		method: request.method,
		path: url.pathname.slice(API_PREFIX.length) || '/',
		search: url.search.slice(1),
		header: (name) => request.headers.get(name) ?? undefined,
		body,
		bodyTooLarge: tooLarge
	});
	if (tooLarge) answer.headers['connection'] = 'close';
	if (answer.events) return new Response(eventBody(answer.events), { status: answer.status, headers: answer.headers });
	const noBody = request.method === 'HEAD' || answer.status === 204;
	return new Response(noBody ? null : answer.body, { status: answer.status, headers: answer.headers });
}

async function readBody(request: Request): Promise<{ body: string | null; tooLarge: boolean }> {
	const body = await readCappedBody(request, MAX_BODY_BYTES);
	return body === undefined ? { body: null, tooLarge: true } : { body, tooLarge: false };
}

/** A streamed answer as a web stream; a reader that cancels (the client went away) aborts the operation. */
function eventBody(events: EventStream): ReadableStream<Uint8Array> {
	const iterator = events[Symbol.asyncIterator]();
	const encoder = new TextEncoder();
	return new ReadableStream({
		async pull(controller) {
			const next = await iterator.next();
			if (next.done) controller.close();
			else controller.enqueue(encoder.encode(next.value));
		},
		async cancel() {
			await iterator.return(undefined);
		}
	});
}
