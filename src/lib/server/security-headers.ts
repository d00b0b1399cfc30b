import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProxyConfig } from './config.js';

/**
 * The part of the app's Content-Security-Policy that a `<meta http-equiv>` tag cannot carry
 * (`frame-ancestors` is ignored there), repeated with the directives that matter most should a
 * page ever miss its meta tag. The full policy, with the hashes of each page's inline scripts,
 * is SvelteKit's meta tag (svelte.config.js `kit.csp`); a browser enforces both.
 */
export const APP_CSP_HEADER = "frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'self'";

/** One year, without includeSubDomains: the operator's other hosts are not ours to pin. */
const HSTS = 'max-age=31536000';

/**
 * Headers on every answer that is not the API's (pages, assets, the service worker, /account).
 * The API's JSON answers get theirs in the API core.
 */
const APP_HEADERS: [string, string][] = [
	['content-security-policy', APP_CSP_HEADER],
	['x-content-type-options', 'nosniff'],
	['x-frame-options', 'DENY'],
	// Share links carry their inputs in the fragment, which is never sent; no path leaks either.
	['referrer-policy', 'no-referrer'],
	['cross-origin-opener-policy', 'same-origin'],
	['cross-origin-resource-policy', 'same-origin'],
	// The clipboard is used (copy buttons) and this origin's own geolocation ("Use my location" on
	// coordinate fields, which asks the user); nothing else powerful is, and no frame may ask.
	['permissions-policy', 'camera=(self), microphone=(), geolocation=(self), payment=(), usb=()']
];

/**
 * Whether the app is served over https as configured, the same rule as the session cookie's
 * `Secure` flag: `ORIGIN`, else a proxy's `PROTOCOL_HEADER` on this request. adapter-node's own
 * guess is not trusted (HSTS on a plain-http deployment would lock browsers out of it).
 */
export function servedOverHttps(header: (name: string) => string | string[] | undefined, proxy: AppProtocolRules): boolean {
	return appProtocol(header, proxy) === 'https:';
}

/** What says the app's scheme: ORIGIN, else PROTOCOL_HEADER (lower-case; '' = none). */
export type AppProtocolRules = Pick<ProxyConfig, 'origin' | 'protocolHeader'>;

/** The app's scheme as configured (`http:`/`https:`), or null when nothing says (no guess). */
export function appProtocol(header: (name: string) => string | string[] | undefined, proxy: AppProtocolRules): string | null {
	if (proxy.origin) return proxy.origin.startsWith('https:') ? 'https:' : 'http:';
	const value = proxy.protocolHeader ? header(proxy.protocolHeader) : undefined;
	return value === 'https' || value === 'http' ? `${value}:` : null;
}

/** Sets the app's security headers before SvelteKit answers (its writeHead merges them). */
export function setAppSecurityHeaders(req: IncomingMessage, res: ServerResponse, proxy: AppProtocolRules): void {
	for (const [name, value] of APP_HEADERS) res.setHeader(name, value);
	if (servedOverHttps((name) => req.headers[name], proxy)) res.setHeader('strict-transport-security', HSTS);
}
