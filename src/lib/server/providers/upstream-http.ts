import type { Words } from '../../engine/words.js';
import { errors } from '../../ops/_shared/errors.js';
import { UpstreamError } from '../../ops/_shared/upstreams.js';
import { readUpTo } from '../read-capped-body.js';

export { describeStatus } from '../../ops/_shared/upstream-status.js';

/** The most of an upstream's answer that is read (AI replies and translations are far smaller). */
export const UPSTREAM_MAX_BYTES = 1024 * 1024;

export interface UpstreamRequest {
	/** How the service is named in messages to API callers: `errors.words('service_ai')` ("AI service"). */
	service: Words;
	url: string;
	method: 'GET' | 'POST';
	/** Sent as JSON when present. */
	json?: unknown;
	headers?: Record<string, string>;
	/** The bound on the whole exchange: connecting, the status line and reading the body. */
	timeoutMs: number;
	maxBytes?: number;
	/** Ends the exchange early (the caller is gone), as the timeout does. */
	signal?: AbortSignal;
}

export interface UpstreamAnswer {
	status: number;
	/** The body parsed as JSON; throws UpstreamError when it is not JSON. */
	json(): unknown;
	/** The body as text (UTF-8). */
	text(): string;
}

/**
 * One request to an operator-configured upstream (trusted, so no SSRF guard: docs/spec/decisions.md).
 * Rejects with an UpstreamError naming the cause when there is no complete answer: refused,
 * unresolvable host, TLS failure, timeout, or a body over `maxBytes`. Any HTTP status resolves;
 * the caller decides what it means. Redirects are not followed: a POST would turn into a GET and
 * an API key could travel to another host, so a 3xx is the caller's non-2xx like any other.
 * Messages never carry the URL, a key or the body: the URL may name internal hosts.
 * @example const answer = await upstreamRequest({ service: errors.words('service_ai'), url, method: 'POST', json: body, timeoutMs: 60_000 })
 */
export async function upstreamRequest(request: UpstreamRequest): Promise<UpstreamAnswer> {
	const { service, timeoutMs } = request;
	const maxBytes = request.maxBytes ?? UPSTREAM_MAX_BYTES;
	try {
		const response = await send(request);
		const text = await readCapped(response, maxBytes, service);
		return {
			status: response.status,
			json() {
				try {
					return JSON.parse(text);
				} catch {
					throw new UpstreamError(errors.words('upstream_not_json', { service, status: response.status }));
				}
			},
			text: () => text
		};
	} catch (err) {
		throw describeFailure(err, service, timeoutMs);
	}
}

/**
 * The bound on the whole exchange. Not `AbortSignal.timeout`: Node's timer holds that signal only
 * weakly (and `AbortSignal.any` holds its sources weakly), so once nothing else refers to it the
 * signal may be collected and never fire, and an answer that stalls after its headers then hangs
 * for good (seen under load in tests/api/ai-chat.test.ts, "a failure after the reply began"). A
 * timer holds its controller strongly; unref'd, it keeps no process alive.
 */
function deadline(ms: number): AbortSignal {
	const controller = new AbortController();
	setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), ms).unref();
	return controller.signal;
}

/** The request on its way; the signal also aborts reading the body, so the bound covers the whole exchange. */
function send(request: UpstreamRequest): Promise<Response> {
	const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
	if (request.json !== undefined) headers['content-type'] = 'application/json';
	const timeout = deadline(request.timeoutMs);
	return fetch(request.url, {
		method: request.method,
		headers,
		body: request.json === undefined ? undefined : JSON.stringify(request.json),
		redirect: 'manual',
		signal: request.signal ? AbortSignal.any([timeout, request.signal]) : timeout
	});
}

/** An answer read as it arrives (a streamed reply): its status and type first, then its text. */
export interface UpstreamStream {
	status: number;
	/** The media type without parameters, lower-case ('' when none). */
	type: string;
	/**
	 * The body's text piece by piece as it arrives (UTF-8 split safely across pieces), at most
	 * `maxBytes` in all; rejects with UpstreamError like `upstreamRequest`.
	 */
	text(): AsyncGenerator<string>;
	/** Drops the body unread (a failure status: its body may echo the request). */
	cancel(): Promise<void>;
}

/**
 * One request whose answer is read as it arrives, with the rules of `upstreamRequest` (no
 * redirects, one bound on the whole exchange, errors safe for API callers).
 */
export async function upstreamStream(request: UpstreamRequest): Promise<UpstreamStream> {
	const { service, timeoutMs } = request;
	const maxBytes = request.maxBytes ?? UPSTREAM_MAX_BYTES;
	let response: Response;
	try {
		response = await send(request);
	} catch (err) {
		throw describeFailure(err, service, timeoutMs);
	}
	return {
		status: response.status,
		type: (response.headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase(),
		async *text() {
			if (!response.body) return;
			const decoder = new TextDecoder();
			let size = 0;
			try {
				for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
					size += chunk.byteLength;
					if (size > maxBytes) throw new UpstreamError(errors.words('upstream_too_large', { service, bytes: maxBytes }));
					const piece = decoder.decode(chunk, { stream: true });
					if (piece) yield piece;
				}
			} catch (err) {
				throw describeFailure(err, service, timeoutMs);
			}
			const rest = decoder.decode();
			if (rest) yield rest;
		},
		async cancel() {
			await response.body?.cancel().catch(() => {});
		}
	};
}

/** The body as text, refused past `maxBytes` without reading the rest. */
async function readCapped(response: Response, maxBytes: number, service: Words): Promise<string> {
	const tooLarge = () => new UpstreamError(errors.words('upstream_too_large', { service, bytes: maxBytes }));
	const declared = Number(response.headers.get('content-length'));
	if (declared > maxBytes) {
		await response.body?.cancel();
		throw tooLarge();
	}
	if (!response.body) return '';
	const reader = response.body.getReader();
	const body = await readUpTo(reader, maxBytes);
	if (body === null) {
		await reader.cancel();
		throw tooLarge();
	}
	return body.toString('utf8');
}

/** Node's and undici's network error codes, by the message that says them. */
const NETWORK_CAUSES = {
	ECONNREFUSED: 'upstream_connection_refused',
	ENOTFOUND: 'upstream_no_host',
	EAI_AGAIN: 'upstream_host_unresolved',
	EHOSTUNREACH: 'upstream_host_unreachable',
	ENETUNREACH: 'upstream_network_unreachable',
	ECONNRESET: 'upstream_closed',
	UND_ERR_SOCKET: 'upstream_closed',
	UND_ERR_HEADERS_OVERFLOW: 'upstream_headers_too_large'
} as const;

/** Any failure of the exchange as an UpstreamError whose message is safe for API callers. */
function describeFailure(err: unknown, service: Words, timeoutMs: number): UpstreamError {
	if (err instanceof UpstreamError) return err;
	const name = (err as Error | undefined)?.name;
	if (name === 'TimeoutError' || name === 'AbortError') {
		return new UpstreamError(errors.words('upstream_timeout', { service, seconds: timeoutMs / 1000 }));
	}
	const cause = (err as { cause?: { code?: unknown } } | undefined)?.cause;
	const code = typeof cause?.code === 'string' ? cause.code : '';
	if (Object.hasOwn(NETWORK_CAUSES, code)) return new UpstreamError(errors.words(NETWORK_CAUSES[code as keyof typeof NETWORK_CAUSES], { service }));
	if (/CERT|SSL|TLS/.test(code)) return new UpstreamError(errors.words('upstream_tls', { service, code }));
	return new UpstreamError(errors.words('upstream_unreachable', { service, code }));
}
