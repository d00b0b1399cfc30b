import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import type { Config } from './config.js';

/**
 * node:http options for the slow-loris bounds (docs/security.md "HTTP-level fuzz"). Node looks
 * for expired requests only every `connectionsCheckingInterval` (30 s by default), which would
 * make a 15 s headers timeout a 45 s one; a quarter of the shorter timeout keeps the overshoot
 * small at the cost of walking the connection list a few times a second at most.
 */
export function requestTimeoutOptions(config: Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs'>): ServerOptions {
	return {
		headersTimeout: config.headersTimeoutMs,
		requestTimeout: config.requestTimeoutMs,
		connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(config.headersTimeoutMs / 4)))
	};
}

/**
 * The largest body a path outside /api/v1 takes. Only /account/* reads bodies (16 KiB JSON,
 * its own 413); pages ignore them. The API is not covered: it has its own 1 MiB limit.
 */
export const NON_API_MAX_BODY_BYTES = 64 * 1024;

/**
 * For paths outside /api/v1: answers (and returns true) when the body is refused before
 * SvelteKit sees the request. SvelteKit reads bodies without a limit (src/lib/server/kit-handler.ts:
 * this is its limit, in one place for every path), so without this a page would keep a 1 GiB
 * upload's connection reading. A declared Content-Length over the limit is 413; a body without
 * one (chunked) is 411, since its size is only known after reading it and no browser sends one
 * to these paths. Node discards what the client still sends until the connection closes.
 */
export function refuseNonApiBody(req: IncomingMessage, res: ServerResponse): boolean {
	const length = req.headers['content-length'];
	if (length !== undefined) {
		if (Number(length) <= NON_API_MAX_BODY_BYTES) return false;
		refuse(res, 413, `Request body is larger than ${NON_API_MAX_BODY_BYTES} bytes`);
		return true;
	}
	if (req.headers['transfer-encoding'] === undefined) return false;
	refuse(res, 411, 'Length Required: send the request body with a Content-Length header');
	return true;
}

function refuse(res: ServerResponse, status: number, detail: string): void {
	const body = JSON.stringify({ detail });
	res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' });
	res.end(body);
}

/** How long a closing connection keeps reading what the client still sends (see lingerOnClose). */
export const LINGER_MS = 2_000;

/**
 * RFC 9112 §9.6 ("Tear-down") for a connection node:http closes after an answer that says
 * `connection: close` (a refused upload, a draining server). Node half-closes such a socket when
 * the answer is written and destroys it as soon as the FIN is out; when the client is still
 * sending, the unread bytes then make the kernel answer with a reset, which can erase the 413
 * before the client reads it. Call it for a request whose answer may close its connection (or
 * register it on the server's 'request' event for all of them): once the answer is written, a connection node is closing keeps reading and dropping what arrives (node's parser
 * feeds a request nobody reads) and closes fully when the client does (the socket then has both
 * sides ended) or after LINGER_MS.
 */
export function lingerOnClose(_req: IncomingMessage, res: ServerResponse): void {
	// One shared listener (no closure per request): node's own 'finish' listener, added before
	// the 'request' event, has run by then and decided whether the connection closes.
	res.once('finish', lingerIfClosing);
}

function lingerIfClosing(this: ServerResponse): void {
	const socket = this.req.socket;
	// Node ends a closing socket (socket.destroySoon(), documented in node:net) and destroys it on
	// the socket's 'finish'. Only that pending destroy is taken back, through the socket's public
	// EventEmitter methods; a kept-alive socket, or one already gone, is left alone.
	if (socket.writable || !socket.listeners('finish').includes(socket.destroy)) return;
	socket.removeListener('finish', socket.destroy);
	const timer = setTimeout(() => socket.destroy(), LINGER_MS);
	timer.unref();
	socket.once('close', () => clearTimeout(timer));
}
