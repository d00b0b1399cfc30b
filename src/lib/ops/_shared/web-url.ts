import { z } from 'zod';
import type { OperationContext } from '../../engine/define.js';
import { errors } from './errors.js';
import type { OutboundClient } from './upstreams.js';

// The `url` input of the operations that fetch user-supplied pages (url-checker,
// social-metadata): format checks made before anything is fetched, so they answer the same with
// or without a network. Whether the host is public is the outbound client's decision.

export const urlInput = z
	.string({ error: (issue) => (issue.input === undefined ? undefined : 'must be a string') })
	.describe('An absolute http:// or https:// URL');

const URL_FIELD = { field: 'url' };
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** `example.com:8080/path`, `localhost:3000`: a host and port, not a scheme. */
const HOST_AND_PORT = /^[a-z0-9.-]+:\d+(?:[/?#]|$)/i;

/**
 * The URL to fetch, as the WHATWG URL parser serialises it (`HTTPS://Example.COM` →
 * `https://example.com/`); 422 when it has no scheme, another scheme than http(s), does not
 * parse, has no host or carries a user name or password.
 */
export function parseWebUrl(value: string): string {
	const text = value.trim();
	if (text === '') throw errors.error('url_empty', {}, URL_FIELD);
	const scheme = SCHEME.exec(text);
	if (!scheme || HOST_AND_PORT.test(text)) {
		throw errors.error('url_no_scheme', {}, URL_FIELD);
	}
	const name = scheme[1].toLowerCase();
	if (name !== 'http' && name !== 'https') {
		throw errors.error('url_scheme', { scheme: name }, URL_FIELD);
	}
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		throw errors.error('url_invalid', {}, URL_FIELD);
	}
	if (url.username || url.password) throw errors.error('url_credentials', {}, URL_FIELD);
	return url.href;
}

/** The server's outbound client; its absence is a wiring bug of the server, not a caller error. */
export function outboundOf(ctx: OperationContext, op: string): OutboundClient {
	if (!ctx.outbound) throw new Error(`${op} needs ctx.outbound (the server's outbound client)`);
	return ctx.outbound;
}
