import { UpstreamError } from '../../ops/_shared/upstreams.js';
import { readUpTo } from '../read-capped-body.js';

/** The most of an upstream's answer that is read (AI replies and translations are far smaller). */
export const UPSTREAM_MAX_BYTES = 1024 * 1024;

export interface UpstreamRequest {
	/** How the service is named in messages to API callers: "AI service", "Translation service". */
	service: string;
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
 * @example const answer = await upstreamRequest({ service: 'AI service', url, method: 'POST', json: body, timeoutMs: 60_000 })
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
					throw new UpstreamError(`${service} sent a response that is not JSON (HTTP ${response.status})`);
				}
			},
			text: () => text
		};
	} catch (err) {
		throw describeFailure(err, service, timeoutMs);
	}
}

/** The request on its way; the signal also aborts reading the body, so the bound covers the whole exchange. */
function send(request: UpstreamRequest): Promise<Response> {
	const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
	if (request.json !== undefined) headers['content-type'] = 'application/json';
	const timeout = AbortSignal.timeout(request.timeoutMs);
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
					if (size > maxBytes) throw new UpstreamError(`${service} sent a response larger than ${formatBytes(maxBytes)}`);
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
async function readCapped(response: Response, maxBytes: number, service: string): Promise<string> {
	const tooLarge = () => new UpstreamError(`${service} sent a response larger than ${formatBytes(maxBytes)}`);
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

const NETWORK_CAUSES: Record<string, string> = {
	ECONNREFUSED: 'could not be reached (connection refused)',
	ENOTFOUND: 'could not be reached (its host name does not resolve)',
	EAI_AGAIN: 'could not be reached (its host name could not be resolved)',
	EHOSTUNREACH: 'could not be reached (host unreachable)',
	ENETUNREACH: 'could not be reached (network unreachable)',
	ECONNRESET: 'closed the connection before answering',
	UND_ERR_SOCKET: 'closed the connection before answering',
	UND_ERR_HEADERS_OVERFLOW: 'sent response headers that are too large'
};

/** Any failure of the exchange as an UpstreamError whose message is safe for API callers. */
function describeFailure(err: unknown, service: string, timeoutMs: number): UpstreamError {
	if (err instanceof UpstreamError) return err;
	const name = (err as Error | undefined)?.name;
	if (name === 'TimeoutError' || name === 'AbortError') {
		return new UpstreamError(`${service} did not answer within ${timeoutMs / 1000} s`);
	}
	const cause = (err as { cause?: { code?: unknown } } | undefined)?.cause;
	const code = typeof cause?.code === 'string' ? cause.code : '';
	if (NETWORK_CAUSES[code]) return new UpstreamError(`${service} ${NETWORK_CAUSES[code]}`);
	if (/CERT|SSL|TLS/.test(code)) return new UpstreamError(`${service} could not be reached (TLS failure: ${code})`);
	return new UpstreamError(`${service} could not be reached${code ? ` (${code})` : ''}`);
}

function formatBytes(bytes: number): string {
	return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}

/** A short reading of an upstream's non-2xx status for messages: "HTTP 429 (rate limited)". */
export function describeStatus(status: number): string {
	return STATUS_READINGS[status] ? `HTTP ${status} (${STATUS_READINGS[status]})` : `HTTP ${status}${status >= 500 ? ' (server error)' : ''}`;
}

const STATUS_READINGS: Record<number, string> = {
	301: 'a redirect: check the base URL',
	302: 'a redirect: check the base URL',
	307: 'a redirect: check the base URL',
	308: 'a redirect: check the base URL',
	401: 'API key missing or refused',
	403: 'API key missing or refused',
	404: 'not found',
	408: 'upstream timeout',
	429: 'rate limited',
	504: 'upstream timeout'
};
