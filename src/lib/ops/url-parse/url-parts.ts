import { parse as parseDomain } from 'tldts';
import { punycodeDecode } from '../_shared/punycode.js';
import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';

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

export class UrlError extends WordedError {}

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

const SPECIAL = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:', 'file:']);
/** The URL Standard's forbidden domain code points (C0 controls, space, # % / : < > ? @ [ \ ] ^ |, DEL). */
// eslint-disable-next-line no-control-regex -- the standard's set begins with the C0 controls
const FORBIDDEN_DOMAIN = /[\u0000-\u0020#%/:<>?@[\\\]^|\u007f]/u;

/**
 * Where engines part from the URL Standard on special-scheme hosts, the standard's answer.
 * Chromium percent-encodes a space or `*` in a host (`exa%20mple.com`) where the standard's host
 * parser fails on a forbidden domain code point or keeps `*` as written; Chromium also accepts
 * `xn--` labels that are not Punycode, which Node refuses. A valid special host never holds `%`.
 * Returns the host to report, or null for a failure.
 */
function standardHost(url: URL): string | null {
	let host = url.hostname;
	if (host.includes('%')) {
		let decoded: string;
		try {
			decoded = decodeURIComponent(host);
		} catch {
			return null;
		}
		if (FORBIDDEN_DOMAIN.test(decoded)) return null;
		host = decoded.toLowerCase();
	}
	// Not Punycode, empty, or decoding to controls (xn--a is U+0080): UTS 46 refuses the label.
	const undecodable = host.split('.').some((label) => {
		if (!label.startsWith('xn--')) return false;
		const decoded = punycodeDecode(label.slice(4));
		return !decoded || FORBIDDEN_DOMAIN.test(decoded) || /[\u0080-\u009f]/u.test(decoded);
	});
	return undecodable ? null : host;
}

/**
 * Parses an absolute URL with the WHATWG URL Standard's parser (the platform's `URL`, the same
 * in Node and the browser) and adds the query as pairs and the public-suffix parts.
 */
export function parseUrl(text: string): UrlParts {
	if (text.trim() === '') throw new UrlError(errors.words('empty'));
	let url: URL;
	try {
		url = new URL(text);
	} catch {
		throw new UrlError(errors.words(/^[a-z][a-z0-9+.-]*:/i.test(text.trim()) ? 'invalid' : 'not_absolute'));
	}
	const hostname = SPECIAL.has(url.protocol) ? standardHost(url) : url.hostname;
	if (hostname === null) throw new UrlError(errors.words('invalid'));
	// The serialisation of a special URL (URL Standard, "URL serializer"), when the host was corrected.
	const fixed = hostname !== url.hostname;
	const userinfo = url.username || url.password ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
	const authority = `${userinfo}${hostname}${url.port ? `:${url.port}` : ''}`;
	return {
		href: fixed ? `${url.protocol}//${authority}${url.pathname}${url.search}${url.hash}` : url.href,
		protocol: url.protocol,
		username: url.username,
		password: url.password,
		hostname,
		hostname_unicode: hostnameToUnicode(hostname),
		port: url.port,
		pathname: url.pathname,
		search: url.search,
		hash: url.hash,
		// file: origins are left to implementations (URL Standard, "origin"): Node says null, Chromium file://; the standard's advice is an opaque origin.
		origin: url.protocol === 'file:' ? 'null' : fixed ? `${url.protocol}//${hostname}${url.port ? `:${url.port}` : ''}` : url.origin,
		query: [...url.searchParams].map(([key, value]) => ({ key, value })),
		...suffixParts(hostname)
	};
}
