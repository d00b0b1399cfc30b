import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
	OutboundError,
	type OutboundClient,
	type OutboundFailure,
	type OutboundRequest,
	type OutboundResponse
} from '../../ops/_shared/upstreams.js';
import { VERSION } from '../version.js';
import { blockedMessage, blockedReason } from './address-policy.js';
import { createHostResolver, ResolveError, type ResolvedAddress } from './resolve.js';

/** The contract's limits (spec 8): 10 redirect hops, 10 seconds in all. */
export const MAX_REDIRECTS = 10;
export const DEADLINE_MS = 10_000;
/** Default body cap: enough for the head of any real page (titles and meta tags live there). */
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const USER_AGENT = `Utilkit/${VERSION} (+https://github.com/utilkit; link checker and preview fetcher)`;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface OutboundOptions {
	/** `OUTBOUND_ALLOW_PRIVATE=1`: non-public addresses may be reached too. */
	allowPrivate?: boolean;
	/** `OUTBOUND_ALLOW_ADDRESSES`: non-public addresses that may be reached anyway. */
	allowList?: net.BlockList;
	/** `DNS_SERVER`: resolve host names there instead of with the system's resolver. */
	dnsServer?: string | null;
	/** `OUTBOUND_TIMEOUT_MS`: the total deadline, at most (and by default) 10 s. */
	deadlineMs?: number;
}

/**
 * The only way user-supplied URLs are fetched (docs/security.md). Per hop: http or https only;
 * credentials in the URL dropped; the host resolved once, every address checked, and the
 * connection made to a checked address (never a second lookup that could answer differently);
 * redirects followed by hand, each target checked the same way, at most MAX_REDIRECTS; one
 * deadline for all hops and the body; the body read up to `maxBytes` (after decompression, so a
 * compressed bomb stops there too); no cookies, no credentials, no keep-alive sharing.
 * @example const outbound = createOutboundClient({}); const page = await outbound.fetch('https://example.com/')
 */
export function createOutboundClient(options: OutboundOptions = {}): OutboundClient {
	const resolveHost = createHostResolver({ server: options.dnsServer });
	const deadlineMs = Math.min(options.deadlineMs ?? DEADLINE_MS, DEADLINE_MS);

	return {
		async fetch(rawUrl: string, request: OutboundRequest = {}): Promise<OutboundResponse> {
			const started = performance.now();
			const maxBytes = request.maxBytes ?? DEFAULT_MAX_BYTES;
			const timeoutMs = Math.min(request.timeoutMs ?? deadlineMs, deadlineMs);
			const controller = new AbortController();
			const timer = setTimeout(() => controller.abort(), timeoutMs);
			let current = rawUrl;
			let firstUrl = rawUrl;
			let redirects = 0;
			const fail = (failure: OutboundFailure, message: string): never => {
				throw new OutboundError(failure, message, redirects, current, elapsed(started));
			};
			try {
				for (;;) {
					const url = parseTarget(current, redirects, started);
					if (redirects === 0) firstUrl = url.href;
					current = url.href;
					const host = url.hostname.replace(/^\[|\]$/g, '');
					const addresses = await checkedAddresses(host, options, resolveHost, controller.signal, timeoutMs, fail);
					const response = await firstThatAnswers(
						addresses,
						(address) => requestOnce(url, host, address, request.accept, controller.signal),
						url.host,
						controller.signal,
						`no answer within ${timeoutMs / 1000} s`,
						fail
					);
					const location = response.headers.location;
					if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
						response.destroy();
						if (redirects >= MAX_REDIRECTS) return fail('too-many-redirects', `more than ${MAX_REDIRECTS} redirects`);
						redirects++;
						try {
							current = new URL(location, current).href;
						} catch {
							return fail('invalid-url', `redirect ${redirects} points to an invalid URL`);
						}
						continue;
					}
					const { body, truncated } = await readBody(response, url.host, maxBytes, controller.signal, timeoutMs, fail);
					return {
						url: firstUrl,
						finalUrl: current,
						status: response.statusCode ?? 0,
						redirects,
						headers: flattenHeaders(response.headers),
						body,
						truncated,
						elapsedMs: elapsed(started)
					};
				}
			} finally {
				clearTimeout(timer);
			}
		}
	};
}

const elapsed = (started: number) => Math.round(performance.now() - started);

/** A URL we may request: http(s), a host, no credentials (they are dropped, never sent). */
function parseTarget(text: string, hop: number, started: number): URL {
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		throw new OutboundError('invalid-url', 'not a valid absolute URL', hop, text, elapsed(started));
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		throw new OutboundError('invalid-url', `only http and https URLs can be fetched, not ${url.protocol.slice(0, -1)}`, hop, text, elapsed(started));
	}
	if (!url.hostname) throw new OutboundError('invalid-url', 'the URL has no host', hop, text, elapsed(started));
	url.username = '';
	url.password = '';
	url.hash = '';
	return url;
}

type Fail = (failure: OutboundFailure, message: string) => never;

/**
 * The addresses a host may be reached at, under the address rules (docs/security.md): localhost
 * names refused, an IP literal as it is, a name resolved once, every address public or allowed
 * (OUTBOUND_ALLOW_PRIVATE, OUTBOUND_ALLOW_ADDRESSES). Refusals are worded by `blockedMessage`. Shared by the
 * HTTP client and the TLS prober, so both follow one rule set.
 */
export async function checkedAddresses(
	host: string,
	rules: Pick<OutboundOptions, 'allowPrivate' | 'allowList'>,
	resolveHost: (host: string, signal: AbortSignal) => Promise<ResolvedAddress[]>,
	signal: AbortSignal,
	timeoutMs: number,
	fail: Fail
): Promise<ResolvedAddress[]> {
	// RFC 6761 §6.3: localhost names are loopback whatever a resolver says (or fails to say).
	if (!rules.allowPrivate && /(^|\.)localhost\.?$/i.test(host)) return fail('blocked', `${host} is not a public address: a loopback name (RFC 6761)`);
	let addresses: ResolvedAddress[];
	if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) as 4 | 6 }];
	else {
		try {
			addresses = await resolveHost(host, signal);
		} catch (err) {
			if (signal.aborted) return fail('timeout', `no answer within ${timeoutMs / 1000} s`);
			if (err instanceof ResolveError) return fail('dns', err.message);
			throw err;
		}
	}
	if (rules.allowPrivate) return addresses;
	for (const { address, family } of addresses) {
		if (rules.allowList?.check(address, family === 4 ? 'ipv4' : 'ipv6')) continue;
		const reason = blockedReason(address);
		if (reason !== null) return fail('blocked', blockedMessage(host, address, reason));
	}
	return addresses;
}

/**
 * `attempt` on the checked addresses in turn (IPv4 first: many servers lack IPv6 routes) until
 * one answers; a failure is worded for `target` (`host:port`), a deadline as `timeoutMessage`.
 */
export async function firstThatAnswers<T>(
	addresses: ResolvedAddress[],
	attempt: (address: string) => Promise<T>,
	target: string,
	signal: AbortSignal,
	timeoutMessage: string,
	fail: Fail
): Promise<T> {
	const ordered = [...addresses.filter((a) => a.family === 4), ...addresses.filter((a) => a.family === 6)];
	let lastError: unknown;
	for (const { address } of ordered) {
		try {
			return await attempt(address);
		} catch (err) {
			lastError = err;
			const code = (err as NodeJS.ErrnoException).code;
			// Another address may answer where this one has no route or no listener.
			if (!signal.aborted && (code === 'ECONNREFUSED' || code === 'ENETUNREACH' || code === 'EHOSTUNREACH' || code === 'EADDRNOTAVAIL')) continue;
			break;
		}
	}
	if (signal.aborted) return fail('timeout', timeoutMessage);
	const [failure, message] = describeNetworkError(lastError, target);
	return fail(failure, message);
}

function requestOnce(url: URL, host: string, address: string, accept: string | undefined, signal: AbortSignal): Promise<http.IncomingMessage> {
	return new Promise((resolve, reject) => {
		const secure = url.protocol === 'https:';
		const req = (secure ? https : http).request({
			// The checked address itself: no second lookup between the check and the connection.
			host: address,
			port: url.port || (secure ? 443 : 80),
			path: url.pathname + url.search,
			method: 'GET',
			// TLS still verifies the certificate against the host name (SNI and identity check).
			...(secure && !net.isIP(host) ? { servername: host } : {}),
			headers: {
				host: url.host,
				'user-agent': USER_AGENT,
				accept: accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
				'accept-encoding': 'gzip, deflate, br'
			},
			agent: false,
			signal
		});
		req.once('response', resolve);
		req.once('error', reject);
		req.end();
	});
}

/** Reads at most `maxBytes` of the decoded body, then closes the connection. */
async function readBody(
	response: http.IncomingMessage,
	host: string,
	maxBytes: number,
	signal: AbortSignal,
	timeoutMs: number,
	fail: (failure: OutboundFailure, message: string) => never
): Promise<{ body: Uint8Array; truncated: boolean }> {
	const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
	let stream: Readable = response;
	if (encoding === 'gzip' || encoding === 'x-gzip') stream = response.pipe(zlib.createGunzip());
	else if (encoding === 'deflate') stream = response.pipe(zlib.createInflate());
	else if (encoding === 'br') stream = response.pipe(zlib.createBrotliDecompress());
	const chunks: Buffer[] = [];
	let size = 0;
	let truncated = false;
	try {
		for await (const chunk of stream as AsyncIterable<Buffer>) {
			const room = maxBytes - size;
			if (chunk.length > room) {
				chunks.push(chunk.subarray(0, room));
				size = maxBytes;
				truncated = true;
				break;
			}
			chunks.push(chunk);
			size += chunk.length;
		}
	} catch (err) {
		if (signal.aborted) return fail('timeout', `the body did not arrive within ${timeoutMs / 1000} s`);
		// A body cut short or badly compressed: what arrived is still the page's beginning.
		if (size === 0) {
			const [failure, message] = describeNetworkError(err, host);
			return fail(failure, message);
		}
		truncated = true;
	} finally {
		response.destroy();
		if (stream !== response) stream.destroy();
	}
	return { body: new Uint8Array(Buffer.concat(chunks, size)), truncated };
}

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
	const out: Record<string, string> = {};
	for (const [name, value] of Object.entries(headers)) {
		// Cookies are never kept or sent on: the fetch is anonymous.
		if (value === undefined || name === 'set-cookie') continue;
		out[name] = Array.isArray(value) ? value.join(', ') : value;
	}
	return out;
}

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH|ERR_OSSL_)/;

/** A socket-level error as a failure kind and a sentence for API callers. */
export function describeNetworkError(err: unknown, host: string): [OutboundFailure, string] {
	const code = (err as NodeJS.ErrnoException | undefined)?.code ?? '';
	if (code === 'ECONNREFUSED') return ['refused', `${host} refused the connection`];
	if (code === 'ECONNRESET' || code === 'EPIPE') return ['refused', `${host} closed the connection`];
	if (code === 'ENETUNREACH' || code === 'EHOSTUNREACH' || code === 'EADDRNOTAVAIL') return ['network', `${host} is unreachable`];
	if (TLS_CODE.test(code)) return ['tls', `TLS with ${host} failed (${code})`];
	if (code.startsWith('HPE_')) return ['network', `${host} sent an invalid HTTP response`];
	if (code.startsWith('Z_') || code.startsWith('ERR__')) return ['network', `${host} sent a badly compressed body`];
	return ['network', `the request to ${host} failed${code ? ` (${code})` : ''}`];
}
