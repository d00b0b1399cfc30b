import { OutboundError, type OutboundClient, type OutboundFailure, type OutboundRequest, type OutboundResponse } from '../../src/lib/ops/_shared/upstreams.js';

// For tests: an OutboundClient that answers from a table instead of the network.

export interface FakePage {
	status?: number;
	headers?: Record<string, string>;
	body?: string | Uint8Array;
	finalUrl?: string;
	redirects?: number;
	truncated?: boolean;
	elapsedMs?: number;
}

export interface FakeOutbound extends OutboundClient {
	calls: { url: string; request: OutboundRequest | undefined }[];
}

/** An OutboundError as the real client raises it (redirects = hop). */
export function outboundError(failure: OutboundFailure, message: string, hop = 0, url = 'http://example.com/', elapsedMs = 25): OutboundError {
	return new OutboundError(failure, message, hop, url, elapsedMs);
}

/**
 * Answers every fetch with `answer(url)`: a page (200 text/html by default) or an OutboundError
 * to reject with. The body is cut at the request's `maxBytes` like the real client does.
 */
export function fakeOutbound(answer: (url: string) => FakePage | OutboundError): FakeOutbound {
	const calls: FakeOutbound['calls'] = [];
	return {
		calls,
		async fetch(url, request) {
			calls.push({ url, request });
			const page = answer(url);
			if (page instanceof OutboundError) throw page;
			const full = typeof page.body === 'string' ? new TextEncoder().encode(page.body) : (page.body ?? new Uint8Array());
			const max = request?.maxBytes ?? 2 * 1024 * 1024;
			const response: OutboundResponse = {
				url,
				finalUrl: page.finalUrl ?? url,
				status: page.status ?? 200,
				redirects: page.redirects ?? 0,
				headers: page.headers ?? { 'content-type': 'text/html; charset=utf-8' },
				body: full.subarray(0, max),
				truncated: page.truncated ?? full.length > max,
				elapsedMs: page.elapsedMs ?? 42
			};
			return response;
		}
	};
}
