import { z } from 'zod';
import { stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';

// tldts (the Public Suffix List) loads on the first call, not with the registry.
const logic = lazyModule(() => import('./url-parts.js'));

/** Limit (src/lib/ops/url-parse/README.md, "URL parser"): 8 KiB, above what browsers and servers commonly accept in a request line. */
export const MAX_URL = 8192;

const nullable = (what: string) => z.string().nullable().describe(what);

export const urlParse = defineOperation({
	id: 'url-parse',
	group: 'web',
	title: 'URL parser',
	summary: 'Splits a URL into its parts as browsers read it (WHATWG URL Standard), with the query as key/value pairs and the public suffix and registrable domain from the Public Suffix List.',
	keywords: ['url parser', 'parse url', 'query string', 'url decode', 'hostname', 'public suffix', 'registrable domain', 'etld+1', 'subdomain', 'punycode', 'idn', 'whatwg url'],
	method: 'POST',
	path: '/url/parse',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		url: stringOfAtMost(MAX_URL)
			.describe(`An absolute URL of any scheme (https://…, mailto:…, urn:…); at most ${MAX_URL} characters`)
			.meta(formHints({ monospace: true, multiline: 2, placeholder: 'https://user@shop.example.co.uk:8443/cart?id=42&lang=pt#top' }))
	}),
	output: z.object({
		href: z.string().describe('The URL as the WHATWG parser serialises it'),
		protocol: z.string().describe('The scheme with its colon: `https:`'),
		username: z.string(),
		password: z.string(),
		hostname: z.string().describe('ASCII (IDNA) form; IPv6 in brackets; "" for URLs without a host'),
		hostname_unicode: z.string().describe('The hostname with its xn-- labels decoded'),
		port: z.string().describe('"" when absent or the scheme\'s default'),
		pathname: z.string(),
		search: z.string().describe('With its `?`, or ""'),
		hash: z.string().describe('With its `#`, or ""'),
		origin: z.string().describe('`null` for schemes without an origin'),
		query: z.array(z.object({ key: z.string(), value: z.string() })).describe('The query\'s pairs in order, percent-decoded, `+` read as a space (application/x-www-form-urlencoded)'),
		public_suffix: nullable('The Public Suffix List suffix (private section included: github.io); null for IP and non-domain hosts'),
		registrable_domain: nullable('The public suffix plus one label (foo.github.io); null when the host is itself a public suffix, an IP, or not a domain'),
		subdomain: nullable('The labels before the registrable domain ("" when none); null where registrable_domain is')
	}),
	errors: [{ status: 422, when: `text that is not an absolute URL (no scheme) or that the WHATWG parser refuses (a bad port, a forbidden host code point, an invalid IPv4 or IPv6 host); over ${MAX_URL} characters` }],
	attribution: 'Public Suffix List (publicsuffix.org, MPL 2.0) through tldts',
	examples: [
		{ name: 'A URL with every part', input: { url: 'https://user:pass@shop.example.co.uk:8443/cart/items?id=42&lang=pt#top' } },
		{ name: 'A GitHub Pages site (private suffix)', input: { url: 'https://octocat.github.io/hello-world/' } },
		{ name: 'An internationalised domain', input: { url: 'https://münchen.de/straße?q=grüße' } },
		{ name: 'A mailto link', input: { url: 'mailto:someone@example.com?subject=Hello%20there' } }
	],
	prepare: logic.load,
	run(input) {
		const { parseUrl, UrlError } = logic.get();
		try {
			return parseUrl(input.url);
		} catch (err) {
			if (err instanceof UrlError) throw errorOf(err.words, { field: 'url' });
			throw err;
		}
	}
});

export const operations = [urlParse];
