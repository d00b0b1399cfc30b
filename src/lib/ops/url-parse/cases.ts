import type { OperationCase } from '../cases.js';

const PYTHON = 'python3 urllib.parse (urlsplit, parse_qsl) and the idna codec give the same parts; url-parse.test.ts runs them again';
const NO_SUFFIX = { public_suffix: null, registrable_domain: null, subdomain: null };

/** `partial`: the case fixes only the suffix parts (the PSL's own tests speak of nothing else). */
const ok = (name: string, url: string, body: Record<string, unknown>, source: string, partial = false): OperationCase => ({
	name,
	op: 'url-parse',
	input: { url },
	expected: partial ? { status: 200, body, partial } : { status: 200, body },
	source
});

const bad = (name: string, url: string, detail: string, source: string): OperationCase => ({
	name,
	op: 'url-parse',
	input: { url },
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

/**
 * Parts by the WHATWG URL Standard's rules (checked against Python's urllib.parse where it
 * agrees, and web-platform-tests' urltestdata.json in url-parse.test.ts); suffix parts by the
 * Public Suffix List's rules, each named.
 */
export const cases: OperationCase[] = [
	ok(
		'every part, under co.uk',
		'https://user:pass@shop.example.co.uk:8443/cart/items?id=42&lang=pt#top',
		{
			href: 'https://user:pass@shop.example.co.uk:8443/cart/items?id=42&lang=pt#top',
			protocol: 'https:',
			username: 'user',
			password: 'pass',
			hostname: 'shop.example.co.uk',
			hostname_unicode: 'shop.example.co.uk',
			port: '8443',
			pathname: '/cart/items',
			search: '?id=42&lang=pt',
			hash: '#top',
			origin: 'https://shop.example.co.uk:8443',
			query: [
				{ key: 'id', value: '42' },
				{ key: 'lang', value: 'pt' }
			],
			public_suffix: 'co.uk',
			registrable_domain: 'example.co.uk',
			subdomain: 'shop'
		},
		`${PYTHON}. Suffix: the PSL's ICANN rule co.uk`
	),
	ok(
		'a GitHub Pages host is its own registrable domain',
		'https://octocat.github.io/hello-world/',
		{
			href: 'https://octocat.github.io/hello-world/',
			protocol: 'https:',
			username: '',
			password: '',
			hostname: 'octocat.github.io',
			hostname_unicode: 'octocat.github.io',
			port: '',
			pathname: '/hello-world/',
			search: '',
			hash: '',
			origin: 'https://octocat.github.io',
			query: [],
			public_suffix: 'github.io',
			registrable_domain: 'octocat.github.io',
			subdomain: ''
		},
		`${PYTHON}. Suffix: the PSL's private-section rule github.io (GitHub, Inc.); toolbox.md's own example`
	),
	ok(
		'an internationalised domain, path and query',
		'https://münchen.de/straße?q=grüße',
		{
			href: 'https://xn--mnchen-3ya.de/stra%C3%9Fe?q=gr%C3%BC%C3%9Fe',
			protocol: 'https:',
			username: '',
			password: '',
			hostname: 'xn--mnchen-3ya.de',
			hostname_unicode: 'münchen.de',
			port: '',
			pathname: '/stra%C3%9Fe',
			search: '?q=gr%C3%BC%C3%9Fe',
			hash: '',
			origin: 'https://xn--mnchen-3ya.de',
			query: [{ key: 'q', value: 'grüße' }],
			public_suffix: 'de',
			registrable_domain: 'xn--mnchen-3ya.de',
			subdomain: ''
		},
		`python3 'münchen'.encode('idna') = xn--mnchen-3ya; urllib.parse.quote('straße') = stra%C3%9Fe; WHATWG URL Standard: special-scheme paths and queries percent-encode UTF-8. Suffix: the PSL's ICANN rule de`
	),
	ok(
		'a mailto link has no host',
		'mailto:someone@example.com?subject=Hello%20there',
		{
			href: 'mailto:someone@example.com?subject=Hello%20there',
			protocol: 'mailto:',
			username: '',
			password: '',
			hostname: '',
			hostname_unicode: '',
			port: '',
			pathname: 'someone@example.com',
			search: '?subject=Hello%20there',
			hash: '',
			origin: 'null',
			query: [{ key: 'subject', value: 'Hello there' }],
			...NO_SUFFIX
		},
		'WHATWG URL Standard: a non-special URL without // has an opaque path and no host; its origin is an opaque origin, serialised "null"; RFC 6068 §2 example shape'
	),
	ok(
		'an IPv6 host and a port, pairs with + and repeated keys',
		'http://[2001:DB8:0:0:0:0:0:1]:8080/a?x=1+2&x=%26&flag',
		{
			href: 'http://[2001:db8::1]:8080/a?x=1+2&x=%26&flag',
			protocol: 'http:',
			username: '',
			password: '',
			hostname: '[2001:db8::1]',
			hostname_unicode: '[2001:db8::1]',
			port: '8080',
			pathname: '/a',
			search: '?x=1+2&x=%26&flag',
			hash: '',
			origin: 'http://[2001:db8::1]:8080',
			query: [
				{ key: 'x', value: '1 2' },
				{ key: 'x', value: '&' },
				{ key: 'flag', value: '' }
			],
			...NO_SUFFIX
		},
		'WHATWG URL Standard: IPv6 serialiser compresses the longest zero run (as RFC 5952 §4.2); application/x-www-form-urlencoded parser reads + as a space and a key without = as an empty value; python3 parse_qsl(keep_blank_values=True) agrees'
	),
	ok(
		'an IPv4 host written in two parts',
		'http://192.168.257/',
		{
			href: 'http://192.168.1.1/',
			protocol: 'http:',
			username: '',
			password: '',
			hostname: '192.168.1.1',
			hostname_unicode: '192.168.1.1',
			port: '',
			pathname: '/',
			search: '',
			hash: '',
			origin: 'http://192.168.1.1',
			query: [],
			...NO_SUFFIX
		},
		'web-platform-tests url/resources/urltestdata.json ("http://192.168.257" → 192.168.1.1); suffix parts null for IP hosts (toolbox.md)'
	),
	ok(
		'an exception rule of the PSL (!city.kobe.jp)',
		'https://www.city.kobe.jp/',
		{ public_suffix: 'kobe.jp', registrable_domain: 'city.kobe.jp', subdomain: 'www' },
		"The PSL's own tests/test_psl.txt: checkPublicSuffix('www.city.kobe.jp', 'city.kobe.jp'); rules *.kobe.jp and !city.kobe.jp",
		true
	),
	ok(
		'a wildcard rule of the PSL (*.ck)',
		'http://a.b.test.ck/',
		{ public_suffix: 'test.ck', registrable_domain: 'b.test.ck', subdomain: 'a' },
		"The PSL's own tests/test_psl.txt: checkPublicSuffix('a.b.test.ck', 'b.test.ck'); rule *.ck",
		true
	),
	ok(
		'a host that is itself a public suffix',
		'https://github.io/',
		{ public_suffix: 'github.io', registrable_domain: null, subdomain: null },
		"PSL algorithm (publicsuffix.org/list/): a domain that is a public suffix has no registrable domain; test_psl.txt checkPublicSuffix('uk.com', null) is the ICANN counterpart",
		true
	),
	ok(
		'an asterisk in a host is kept as written',
		'http://a*b.example/',
		{ href: 'http://a*b.example/', hostname: 'a*b.example', origin: 'http://a*b.example' },
		'URL Standard, "forbidden host code point" and "forbidden domain code point": * is in neither list, so the host parser keeps it (Chromium percent-encodes it; the operation answers as the standard)',
		true
	),
	ok(
		'a file URL has an opaque origin',
		'file:///C:/Users/me/notes.txt',
		{ href: 'file:///C:/Users/me/notes.txt', protocol: 'file:', hostname: '', pathname: '/C:/Users/me/notes.txt', origin: 'null', ...NO_SUFFIX },
		'URL Standard, "origin": for file: "when in doubt, return a new opaque origin", serialised "null" (HTML, "serialization of an origin")',
		true
	),
	bad('an xn-- label that decodes to a control character', 'http://xn--a.com/', 'url: is not a valid URL (WHATWG URL Standard)', 'RFC 3492 decodes "a" to U+0080, a C1 control that UTS 46 disallows, so the URL Standard\'s domain to ASCII fails (Node refuses it too)'),
	bad('a relative reference', '/just/a/path', 'url: is not an absolute URL: it needs a scheme such as https:', 'WHATWG URL Standard: without a base, a relative reference is a failure'),
	bad('a port out of range', 'http://example.com:65536/', 'url: is not a valid URL (WHATWG URL Standard)', 'WHATWG URL Standard, port state: a port over 2^16 − 1 is a failure (urltestdata.json "http://f:999999/c")'),
	bad('a forbidden host code point', 'http://exa mple.com/', 'url: is not a valid URL (WHATWG URL Standard)', 'WHATWG URL Standard: space is a forbidden host code point'),
	bad('empty', '', 'url: must not be empty', 'toolbox.md: invalid input answers 422 naming the field'),
	bad('over the length limit', `https://example.com/${'a'.repeat(8173)}`, 'url: must be at most 8,192 characters, got 8,193', 'src/lib/ops/url-parse/README.md, "URL parser": at most 8,192 characters')
];
