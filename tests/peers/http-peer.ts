/**
 * A scriptable HTTP server for tests, on 127.0.0.1 (a free port): the base of the fake upstreams
 * (openai-peer.ts, libretranslate-peer.ts) and of any one-off web server a test needs. It records
 * every request it receives (method, URL, headers, body) so a test can assert what the upstream
 * saw, and answers each one as `route` decides: a status with a body, malformed JSON, headers
 * and part of a body then nothing, a reset, no answer at all, or any of these after a delay;
 * fixed in advance, or made from the request (to echo its headers back, say).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PeerRequest {
	method: string;
	/** The path and query, as received. */
	url: string;
	headers: http.IncomingHttpHeaders;
	/** The body as text ('' without one). */
	raw: string;
	/** The body parsed as JSON; null when empty or not JSON (the fake does not crash on bad input). */
	body: unknown;
}

/**
 * How the peer answers one request. `respond`: a status, headers and the body in chunks, then
 * the end of the answer unless `end` is false (a server that stalls mid-body). `hang`: nothing
 * at all (the client's timeout ends the wait). `reset`: the connection destroyed. `delay`:
 * another answer after `ms`.
 */
export type PeerAnswer =
	| { kind: 'respond'; status: number; headers: Record<string, string>; chunks: string[]; end: boolean }
	| { kind: 'hang' }
	| { kind: 'reset' }
	| { kind: 'delay'; ms: number; then: PeerAnswer };

/** An answer fixed in advance, or one made from the request (to echo what was received). */
export type PeerScript = PeerAnswer | ((request: PeerRequest) => PeerAnswer);

const JSON_TYPE = { 'content-type': 'application/json' };

/** Builders for the usual answers. */
export const reply = {
	json: (status: number, value: unknown, headers: Record<string, string> = {}): PeerAnswer =>
		reply.raw(status, { ...JSON_TYPE, ...headers }, JSON.stringify(value)),
	/** A body announced as JSON that is not (truncated, typically). */
	malformedJson: (text: string, status = 200): PeerAnswer => reply.raw(status, JSON_TYPE, text),
	html: (status: number, html: string): PeerAnswer => reply.raw(status, { 'content-type': 'text/html' }, html),
	redirect: (status: number, location: string, text = ''): PeerAnswer => reply.raw(status, { location }, text),
	raw: (status: number, headers: Record<string, string>, body: string | string[], end = true): PeerAnswer => ({
		kind: 'respond',
		status,
		headers,
		chunks: typeof body === 'string' ? [body] : body,
		end
	}),
	hang: { kind: 'hang' } as PeerAnswer,
	reset: { kind: 'reset' } as PeerAnswer,
	delay: (ms: number, then: PeerAnswer): PeerAnswer => ({ kind: 'delay', ms, then })
};

/** The request's headers and body as JSON text: for an answer that echoes them back (a hostile upstream). */
export function requestEcho(request: PeerRequest): string {
	return JSON.stringify({ headers: request.headers, body: request.raw });
}

export interface HttpPeer {
	/** `http://127.0.0.1:port`. */
	url: string;
	port: number;
	/** Every request received, in order (a test may empty it: `requests.length = 0`). */
	requests: PeerRequest[];
	close(): Promise<void>;
}

function parseJson(raw: string): unknown {
	try {
		return raw ? JSON.parse(raw) : null;
	} catch {
		return null;
	}
}

export async function startHttpPeer(route: (request: PeerRequest) => PeerScript): Promise<HttpPeer> {
	const requests: PeerRequest[] = [];
	const timers = new Set<ReturnType<typeof setTimeout>>();

	function respond(req: http.IncomingMessage, res: http.ServerResponse, answer: PeerAnswer): void {
		switch (answer.kind) {
			case 'respond':
				res.writeHead(answer.status, answer.headers);
				for (const chunk of answer.chunks) res.write(chunk);
				if (answer.end) res.end();
				return;
			case 'hang':
				return; // closed by close()
			case 'reset':
				return void req.socket.destroy();
			case 'delay': {
				const timer = setTimeout(() => {
					timers.delete(timer);
					respond(req, res, answer.then);
				}, answer.ms);
				timers.add(timer);
				res.on('close', () => {
					clearTimeout(timer);
					timers.delete(timer);
				});
			}
		}
	}

	const server = http.createServer((req, res) => {
		let raw = '';
		req.setEncoding('utf8');
		req.on('data', (chunk: string) => (raw += chunk));
		req.on('end', () => {
			const request: PeerRequest = { method: req.method ?? '', url: req.url ?? '/', headers: req.headers, raw, body: parseJson(raw) };
			requests.push(request);
			const script = route(request);
			respond(req, res, typeof script === 'function' ? script(request) : script);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		port,
		requests,
		close: () =>
			new Promise<void>((resolve) => {
				for (const timer of timers) clearTimeout(timer);
				server.closeAllConnections();
				server.close(() => resolve());
			})
	};
}

/** A URL on 127.0.0.1 whose port was just free and is now closed: connections to it are refused. */
export async function refusedUrl(path = ''): Promise<string> {
	const probe = http.createServer();
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
	const { port } = probe.address() as AddressInfo;
	await new Promise((resolve) => probe.close(resolve));
	return `http://127.0.0.1:${port}${path}`;
}
