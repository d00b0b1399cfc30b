import type { IncomingMessage, ServerResponse } from 'node:http';
import { lingerOnClose } from '../http-limits.js';
import { MAX_BODY_BYTES, type ApiCore, type ApiRequest, type ApiResponse } from './core.js';

export const API_PREFIX = '/api/v1';

/**
 * The lean adapter: node:http request → ApiRequest → ApiCore → node:http response, with no
 * Request/Response objects in between (that conversion is most of SvelteKit's per-request cost).
 * It allocates no promise and no closure per request when the core answers at once (the hot path,
 * docs/performance.md); `onError` gets what escapes the core, with the response still open.
 */
export function createNodeApiHandler(core: ApiCore, onError: (err: unknown, res: ServerResponse) => void) {
	return function handleApi(req: IncomingMessage, res: ServerResponse): void {
		const apiRequest = new NodeApiRequest(req);
		readBody(req, (body, tooLarge) => {
			apiRequest.body = body;
			apiRequest.bodyTooLarge = tooLarge;
			try {
				const answer = core.handleHttp(apiRequest);
				if (answer instanceof Promise) answer.then((settled) => send(req, res, settled, tooLarge)).catch((err) => onError(err, res));
				else send(req, res, answer, tooLarge);
			} catch (err) {
				onError(err, res);
			}
		});
	};
}

/** A node:http request as the core sees it; `header` is a method, not a closure per request. */
class NodeApiRequest implements ApiRequest {
	readonly method: string;
	readonly path: string;
	readonly search: string;
	readonly receivedAt = performance.now();
	body: string | null = null;
	bodyTooLarge = false;
	private readonly rawHeaders: string[];

	constructor(req: IncomingMessage) {
		const url = req.url ?? '/';
		const q = url.indexOf('?');
		this.method = req.method ?? 'GET';
		this.path = (q === -1 ? url : url.slice(0, q)).slice(API_PREFIX.length) || '/';
		this.search = q === -1 ? '' : url.slice(q + 1);
		this.rawHeaders = req.rawHeaders;
	}

	header(name: string): string | undefined {
		return rawHeader(this.rawHeaders, name);
	}
}

/**
 * The first value of a header, by lower-case name, read from rawHeaders: cheaper than
 * `req.headers`, which builds an object of every header on first use.
 */
function rawHeader(raw: string[], name: string): string | undefined {
	for (let i = 0; i < raw.length; i += 2) {
		if (sameLowerCase(raw[i], name)) return raw[i + 1];
	}
	return undefined;
}

/** ASCII case-insensitive equality with an already lower-case `lower`, without allocating. */
function sameLowerCase(text: string, lower: string): boolean {
	if (text.length !== lower.length) return false;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if ((c >= 65 && c <= 90 ? c + 32 : c) !== lower.charCodeAt(i)) return false;
	}
	return true;
}

function send(req: IncomingMessage, res: ServerResponse, answer: ApiResponse, tooLarge: boolean): void {
	// After a refused oversized upload the rest of the body was never read: close the connection,
	// reading and dropping what the client still sends meanwhile (RFC 9112 §9.6).
	if (tooLarge) {
		answer.headers['connection'] = 'close';
		lingerOnClose(req, res);
	}
	if (answer.events) return void sendEvents(res, answer);
	answer.headers['content-length'] = String(Buffer.byteLength(answer.body));
	res.writeHead(answer.status, answer.headers);
	res.end(req.method === 'HEAD' ? undefined : answer.body);
}

/** Reads the body as UTF-8 up to MAX_BODY_BYTES; beyond that it stops and reports tooLarge. */
export function readBody(req: IncomingMessage, done: (body: string | null, tooLarge: boolean) => void): void {
	const declared = Number(rawHeader(req.rawHeaders, 'content-length') ?? 0);
	if (declared > MAX_BODY_BYTES) {
		req.resume();
		done(null, true);
		return;
	}
	if (req.method === 'GET' || req.method === 'HEAD' || (declared === 0 && !rawHeader(req.rawHeaders, 'transfer-encoding'))) {
		req.resume();
		done(null, false);
		return;
	}
	const chunks: Buffer[] = [];
	let size = 0;
	let settled = false;
	req.on('data', (chunk: Buffer) => {
		if (settled) return;
		size += chunk.length;
		if (size > MAX_BODY_BYTES) {
			settled = true;
			done(null, true);
			return;
		}
		chunks.push(chunk);
	});
	req.on('end', () => {
		if (settled) return;
		settled = true;
		done(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks, size).toString('utf8'), false);
	});
	req.on('error', () => {
		if (!settled) {
			settled = true;
			done(null, false);
		}
	});
}

/**
 * A streamed answer: each event is written as it comes, with backpressure; a client that goes
 * away stops the iteration, which aborts the operation (EventStream.signal).
 */
async function sendEvents(res: ServerResponse, answer: ApiResponse): Promise<void> {
	res.writeHead(answer.status, answer.headers);
	res.flushHeaders();
	const events = answer.events![Symbol.asyncIterator]();
	const gone = () => void events.return(undefined);
	res.on('close', gone);
	try {
		for (let next = await events.next(); !next.done; next = await events.next()) {
			if (res.destroyed) break;
			if (!res.write(next.value)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
		}
	} finally {
		res.off('close', gone);
		await events.return(undefined);
		if (!res.destroyed) res.end();
	}
}
