import type { Logger } from 'pino';
import { OutboundError, type OutboundClient } from '../ops/_shared/upstreams.js';
import type { ErrorCode } from '../engine/error-codes.js';
import { sameSiteRequest } from './api/core.js';
import { sessionTokenFromCookies, type SessionManager } from './auth/sessions.js';
import type { RateLimiter } from './limits/rate-limiter.js';

/** The largest preview image passed on: og:images are meant to be well under 1 MB (Facebook's limit is 8 MB). */
export const LINK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Raster formats a browser draws, told by their first bytes (never by the site's Content-Type). */
const SIGNATURES: { type: string; matches(b: Uint8Array): boolean }[] = [
	{ type: 'image/png', matches: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
	{ type: 'image/jpeg', matches: (b) => starts(b, [0xff, 0xd8, 0xff]) },
	{ type: 'image/gif', matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
	{ type: 'image/webp', matches: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
	{ type: 'image/avif', matches: (b) => ascii(b, 4, 'ftypavif') || ascii(b, 4, 'ftypavis') },
	{ type: 'image/x-icon', matches: (b) => starts(b, [0x00, 0x00, 0x01, 0x00]) }
];

function starts(bytes: Uint8Array, prefix: number[]): boolean {
	return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, at: number, text: string): boolean {
	if (bytes.length < at + text.length) return false;
	for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
	return true;
}

/** The image type of `bytes` by their signature; null for anything else (SVG, HTML, text). */
export function sniffImageType(bytes: Uint8Array): string | null {
	return SIGNATURES.find((s) => s.matches(bytes))?.type ?? null;
}

export interface LinkImageRequest {
	/** The `url` query parameter; null when absent. */
	url: string | null;
	header(name: string): string | undefined;
}

export interface LinkImageAnswer {
	status: number;
	headers: Record<string, string>;
	body: Uint8Array | string;
}

export interface LinkImageDeps {
	outbound: OutboundClient;
	sessions: Pick<SessionManager, 'resolve'>;
	limiter: RateLimiter;
	/** The app's scheme (see ApiCoreDeps.appProtocol). */
	appProtocol: (header: (name: string) => string | undefined) => string | null;
	logger: Logger;
	now?: () => number;
}

/**
 * `GET /app/link-image?url=…`: the preview image of a link (social metadata's `og:image`,
 * favicon) for the app's own pages, which may not load other origins (the app's CSP). Only for a
 * signed-in page of this app; fetched through the outbound layer like every user-supplied URL
 * (the address rules, redirects, deadline of the URL checker); at most LINK_IMAGE_MAX_BYTES; passed
 * on only when its first bytes are a raster image, with the type they say, and a policy that
 * forbids anything active. Each image counts against the account's per-minute rate limit, not
 * its monthly quota (docs/api.md, "The app's link images").
 */
export function createLinkImageHandler(deps: LinkImageDeps) {
	const now = deps.now ?? Date.now;

	function error(status: number, code: ErrorCode, detail: string, extra: Record<string, string> = {}): LinkImageAnswer {
		return { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra }, body: JSON.stringify({ detail, code }) };
	}

	return async function handle(req: LinkImageRequest): Promise<LinkImageAnswer> {
		const token = sameSiteRequest(req, deps.appProtocol(req.header)) ? sessionTokenFromCookies(req.header('cookie')) : null;
		const session = token ? await deps.sessions.resolve(token) : null;
		if (!session) return error(401, 'session_expired', 'Sign in to the app to see link images');
		const { principal } = session;
		if (!principal.active) return error(403, 'account_deactivated', 'Account deactivated');
		if (principal.plan.perMinute !== null) {
			const rate = await deps.limiter.hit(principal.accountId, principal.plan.perMinute, now());
			if (!rate.allowed) return error(429, 'rate_limited', 'Rate limit exceeded: try again shortly', { 'retry-after': String(rate.resetSeconds) });
		}
		const url = req.url ?? '';
		if (!/^https?:\/\//i.test(url) || url.length > 2048) return error(400, 'invalid_input', 'url: must be an http or https URL of at most 2048 characters');
		let answer;
		try {
			answer = await deps.outbound.fetch(url, { maxBytes: LINK_IMAGE_MAX_BYTES, accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8' });
		} catch (err) {
			if (err instanceof OutboundError) {
				const refused = err.failure === 'blocked' || err.failure === 'invalid-url';
				return error(refused ? 422 : 502, refused ? 'url_blocked' : 'url_unreachable', err.message);
			}
			deps.logger.error({ err }, 'link image failed');
			return error(500, 'internal_error', 'Internal Server Error');
		}
		if (answer.status < 200 || answer.status > 299) return error(502, 'url_unreachable', `The image's site answered HTTP ${answer.status}`);
		if (answer.truncated) return error(413, 'payload_too_large', `The image is larger than ${LINK_IMAGE_MAX_BYTES / 1024 / 1024} MiB`);
		const type = sniffImageType(answer.body);
		if (!type) return error(415, 'unsupported_media_type', 'The URL does not give a PNG, JPEG, GIF, WebP, AVIF or ICO image');
		return {
			status: 200,
			headers: {
				'content-type': type,
				'content-length': String(answer.body.byteLength),
				// Another site's bytes: drawn as an image, never run, never sniffed as something else.
				'content-security-policy': "default-src 'none'; sandbox",
				'x-content-type-options': 'nosniff',
				'cross-origin-resource-policy': 'same-origin',
				'cache-control': 'private, max-age=3600'
			},
			body: answer.body
		};
	};
}

export type LinkImageHandler = ReturnType<typeof createLinkImageHandler>;
