import { parse as parseDomain } from 'tldts';
import { punycodeDecode } from '../_shared/punycode.js';

/** What `/url/parse` says about a URL (toolbox.md, Part 2). */
export interface UrlParts {
	href: string;
	protocol: string;
	username: string;
	password: string;
	hostname: string;
	hostname_unicode: string;
	port: string;
	pathname: string;
	search: string;
	hash: string;
	origin: string;
	query: { key: string; value: string }[];
	public_suffix: string | null;
	registrable_domain: string | null;
	subdomain: string | null;
}

export class UrlError extends Error {}

/** A host the Public Suffix List can speak about: dot-separated LDH labels (plus `_`), after IDNA. */
const DOMAIN = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?$/;
/** IPv4 as the WHATWG parser serialises it, or an IPv6 literal in brackets. */
const IP_HOST = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** `xn--` labels decoded (RFC 3492); a label that is not valid Punycode stays as written. */
export function hostnameToUnicode(hostname: string): string {
	return hostname
		.split('.')
		.map((label) => (label.toLowerCase().startsWith('xn--') ? (punycodeDecode(label.slice(4)) ?? label) : label))
		.join('.');
}

/**
 * The public-suffix parts of a host, the private section included (`foo.github.io` is a
 * registrable domain of its own). Null for IP hosts and hosts that are not domain names (the
 * opaque hosts of other schemes); `subdomain` is "" when the host is the registrable domain.
 */
export function suffixParts(hostname: string): Pick<UrlParts, 'public_suffix' | 'registrable_domain' | 'subdomain'> {
	const host = hostname.toLowerCase();
	if (host === '' || IP_HOST.test(host) || !DOMAIN.test(host)) return { public_suffix: null, registrable_domain: null, subdomain: null };
	const r = parseDomain(host, { allowPrivateDomains: true, extractHostname: false, validateHostname: false });
	return {
		public_suffix: r.publicSuffix,
		registrable_domain: r.domain,
		subdomain: r.domain === null ? null : (r.subdomain ?? '')
	};
}

/**
 * Parses an absolute URL with the WHATWG URL Standard's parser (the platform's `URL`, the same
 * in Node and the browser) and adds the query as pairs and the public-suffix parts.
 */
export function parseUrl(text: string): UrlParts {
	if (text.trim() === '') throw new UrlError('must not be empty');
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		throw new UrlError(/^[a-z][a-z0-9+.-]*:/i.test(text.trim()) ? 'is not a valid URL (WHATWG URL Standard)' : 'is not an absolute URL: it needs a scheme such as https:');
	}
	return {
		href: url.href,
		protocol: url.protocol,
		username: url.username,
		password: url.password,
		hostname: url.hostname,
		hostname_unicode: hostnameToUnicode(url.hostname),
		port: url.port,
		pathname: url.pathname,
		search: url.search,
		hash: url.hash,
		origin: url.origin,
		query: [...url.searchParams].map(([key, value]) => ({ key, value })),
		...suffixParts(url.hostname)
	};
}
