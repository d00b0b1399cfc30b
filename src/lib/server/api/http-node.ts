import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { lingerOnClose } from '../http-limits.js';
import { isRawType } from '../raw/ids.js';
import { MAX_BODY_BYTES, type ApiCore, type ApiRequest, type ApiResponse } from './core.js';

export const API_PREFIX = '/api/v1';

/** The handler of /api/v1; `expectingContinue` takes the requests that wait on `Expect: 100-continue`. */
export interface NodeApiHandler {
	(req: IncomingMessage, res: ServerResponse): void;
	/**
	 * For node:http's 'checkContinue' event: the client sends its body only after `100 Continue`,
	 * which a JSON body gets at once and a raw one only once the key, the limits and the
	 * parameters let it through (a refusal then costs the client no upload; docs/api.md, "Raw bodies").
	 */
	expectingContinue(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * The lean adapter: node:http request → ApiRequest → ApiCore → node:http response, with no
 * Request/Response objects in between (that conversion is most of SvelteKit's per-request cost).
 * It allocates no promise and no closure per request when the core answers at once (the hot path,
 * docs/performance.md); `onError` gets what escapes the core, with the response still open. A raw
 * body (`application/octet-stream`) is not read here: the core streams it once the call is admitted.
 */
export function createNodeApiHandler(core: ApiCore, onError: (err: unknown, res: ServerResponse) => void): NodeApiHandler {
	function dispatch(req: IncomingMessage, res: ServerResponse, apiRequest: NodeApiRequest): void {
		try {
			const answer = core.handleHttp(apiRequest);
			if (answer instanceof Promise) answer.then((settled) => send(req, res, settled, apiRequest)).catch((err) => onError(err, res));
			else send(req, res, answer, apiRequest);
		} catch (err) {
			onError(err, res);
		}
	}

	function handle(req: IncomingMessage, res: ServerResponse, waitsForContinue: boolean): void {
		const apiRequest = new NodeApiRequest(req);
		scanBodyHeaders(req.rawHeaders);
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			if (isRawType(scanned.type)) {
				apiRequest.raw = { stream: req, length: scanned.chunked ? null : scanned.length, begin: waitsForContinue ? () => res.writeContinue() : noop };
				dispatch(req, res, apiRequest);
				return;
			}
			if (waitsForContinue) res.writeContinue();
		}
		readBodyOf(req, scanned.length, scanned.chunked, (body, tooLarge) => {
			apiRequest.body = body;
			apiRequest.bodyTooLarge = tooLarge;
			dispatch(req, res, apiRequest);
		});
	}

	const handleApi = ((req: IncomingMessage, res: ServerResponse) => handle(req, res, false)) as NodeApiHandler;
	handleApi.expectingContinue = (req, res) => handle(req, res, true);
	return handleApi;
}

const noop = () => {};

/**
 * The body's headers, found in one pass over rawHeaders (the request's only scan for them; a
 * JSON call pays no more than it did for Content-Length alone). Module state: the adapter reads
 * them synchronously, before the next request can be handled.
 */
const scanned = { length: 0, chunked: false, type: undefined as string | undefined };

function scanBodyHeaders(raw: string[]): void {
	scanned.length = 0;
	scanned.chunked = false;
	scanned.type = undefined;
	for (let i = 0; i < raw.length; i += 2) {
		const name = raw[i];
		if (name.length === 14 && sameLowerCase(name, 'content-length')) scanned.length = Number(raw[i + 1]);
		else if (name.length === 12 && sameLowerCase(name, 'content-type')) scanned.type ??= raw[i + 1];
		else if (name.length === 17 && sameLowerCase(name, 'transfer-encoding')) scanned.chunked = true;
	}
}

/** A node:http request as the core sees it; `header` is a method, not a closure per request. */
class NodeApiRequest implements ApiRequest {
	readonly method: string;
	readonly path: string;
	readonly search: string;
	readonly receivedAt = performance.now();
	body: string | null = null;
	bodyTooLarge = false;
	raw: ApiRequest['raw'] = undefined;
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

function send(req: IncomingMessage, res: ServerResponse, answer: ApiResponse, request: NodeApiRequest): void {
	// After a refused oversized upload, or a raw body answered before its end (refused, or failed
	// on the way), the rest of the body was never read: close the connection, reading and dropping
	// what the client still sends meanwhile (RFC 9112 §9.6).
	if (request.bodyTooLarge || (request.raw !== undefined && !answer.stream && !req.complete)) {
		answer.headers['connection'] = 'close';
		req.resume();
		lingerOnClose(req, res);
	}
	if (answer.events) return void sendEvents(res, answer);
	if (answer.stream) return sendStream(res, answer);
	answer.headers['content-length'] = String(Buffer.byteLength(answer.body));
	res.writeHead(answer.status, answer.headers);
	res.end(req.method === 'HEAD' ? undefined : answer.body);
}

/**
 * A streamed raw answer, with backpressure (a slow reader slows the body's reading); an error on
 * the way destroys the response, so the client sees it cut off rather than complete.
 */
function sendStream(res: ServerResponse, answer: ApiResponse): void {
	res.writeHead(answer.status, answer.headers);
	pipeline(answer.stream!, res, noop);
}

/** Reads the body as UTF-8 up to MAX_BODY_BYTES; beyond that it stops and reports tooLarge. */
export function readBody(req: IncomingMessage, done: (body: string | null, tooLarge: boolean) => void): void {
	const declared = Number(rawHeader(req.rawHeaders, 'content-length') ?? 0);
	readBodyOf(req, declared, declared === 0 && rawHeader(req.rawHeaders, 'transfer-encoding') !== undefined, done);
}

function readBodyOf(req: IncomingMessage, declared: number, chunked: boolean, done: (body: string | null, tooLarge: boolean) => void): void {
	if (declared > MAX_BODY_BYTES) {
		req.resume();
		done(null, true);
		return;
	}
	if (req.method === 'GET' || req.method === 'HEAD' || (declared === 0 && !chunked)) {
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
