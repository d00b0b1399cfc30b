import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES, type ApiCore, type ApiRequest } from './core.js';

export const API_PREFIX = '/api/v1';

/**
 * The lean adapter: node:http request → ApiRequest → ApiCore → node:http response, with no
 * Request/Response objects in between (that conversion is most of SvelteKit's per-request cost).
 */
export function createNodeApiHandler(core: ApiCore) {
	return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
		const url = req.url ?? '/';
		const q = url.indexOf('?');
		const pathname = q === -1 ? url : url.slice(0, q);
		const { body, tooLarge } = await readBody(req);
		const headers = req.headers;
		const apiRequest: ApiRequest = {
			method: req.method ?? 'GET',
			path: pathname.slice(API_PREFIX.length) || '/',
			query: new URLSearchParams(q === -1 ? '' : url.slice(q + 1)),
			header: (name) => {
				const value = headers[name];
				return Array.isArray(value) ? value[0] : value;
			},
			body,
			bodyTooLarge: tooLarge
		};
		const pending = core.handle(apiRequest);
		const answer = pending instanceof Promise ? await pending : pending;
		// After a refused oversized upload the rest of the body was never read: close the connection.
		if (tooLarge) answer.headers['connection'] = 'close';
		answer.headers['content-length'] = String(Buffer.byteLength(answer.body));
		res.writeHead(answer.status, answer.headers);
		res.end(req.method === 'HEAD' ? undefined : answer.body);
	};
}

/** Reads the body as UTF-8 up to MAX_BODY_BYTES; beyond that it stops and reports tooLarge. */
function readBody(req: IncomingMessage): Promise<{ body: string | null; tooLarge: boolean }> {
	const declared = Number(req.headers['content-length'] ?? 0);
	if (declared > MAX_BODY_BYTES) {
		req.resume();
		return Promise.resolve({ body: null, tooLarge: true });
	}
	if (req.method === 'GET' || req.method === 'HEAD' || (declared === 0 && !req.headers['transfer-encoding'])) {
		req.resume();
		return Promise.resolve({ body: null, tooLarge: false });
	}
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		let settled = false;
		req.on('data', (chunk: Buffer) => {
			if (settled) return;
			size += chunk.length;
			if (size > MAX_BODY_BYTES) {
				settled = true;
				resolve({ body: null, tooLarge: true });
				return;
			}
			chunks.push(chunk);
		});
		req.on('end', () => {
			if (!settled) resolve({ body: Buffer.concat(chunks, size).toString('utf8'), tooLarge: false });
		});
		req.on('error', reject);
	});
}
