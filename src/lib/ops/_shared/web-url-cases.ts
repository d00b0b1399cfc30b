import type { OperationCase } from '../cases.js';

// The `url` answers that url-checker and social-metadata share and that hold without a
// network: format errors (never fetched) and literal non-public addresses (refused by the
// outbound client before any connection; the HTTP test server runs without
// OUTBOUND_ALLOW_PRIVATE). Messages: src/lib/ops/url-checker/README.md ("No response").

const FORMAT = 'src/lib/ops/url-checker/README.md, URL format';
const DECISION = 'docs/spec/decisions.md "URL checker / social metadata": non-public addresses → 422';

/** Malformed URLs: code `invalid_input`. [name, input, detail, source] */
const REFUSED: [string, unknown, string, string][] = [
	['url missing', {}, 'url: is required', 'docs/spec/utility-api.md 2.21 and 2.15: url required'],
	['url not a string', { url: 42 }, 'url: must be a string', 'docs/spec/utility-api.md 2.21 and 2.15: url is a string'],
	['url null', { url: null }, 'url: must be a string', 'docs/spec/utility-api.md 2.21 and 2.15: url is a string'],
	['url empty', { url: '' }, 'url: must not be empty', FORMAT],
	['url blank', { url: '  \t' }, 'url: must not be empty', FORMAT],
	['no scheme', { url: 'example.com' }, 'url: must include a scheme, http:// or https://', 'docs/spec/utility-api.md 2.21: must include a scheme'],
	['no scheme, with a path', { url: 'www.example.com/about' }, 'url: must include a scheme, http:// or https://', 'docs/spec/utility-api.md 2.21: must include a scheme'],
	['host and port without a scheme', { url: 'localhost:3000/health' }, 'url: must include a scheme, http:// or https://', `${FORMAT} (a host:port is not a scheme)`],
	['scheme-relative', { url: '//example.com/' }, 'url: must include a scheme, http:// or https://', 'RFC 3986 section 4.2: a network-path reference has no scheme'],
	['ftp scheme', { url: 'ftp://ftp.example.com/pub/' }, 'url: the scheme must be http or https, got ftp', `${FORMAT}; RFC 1738 ftp scheme`],
	['file scheme', { url: 'file:///etc/passwd' }, 'url: the scheme must be http or https, got file', `${FORMAT}; RFC 8089 file scheme`],
	['mailto scheme', { url: 'mailto:jane@example.com' }, 'url: the scheme must be http or https, got mailto', `${FORMAT}; RFC 6068 mailto scheme`],
	['javascript scheme', { url: 'javascript:alert(1)' }, 'url: the scheme must be http or https, got javascript', FORMAT],
	['upper-case other scheme', { url: 'FTP://example.com/' }, 'url: the scheme must be http or https, got ftp', 'RFC 3986 section 3.1: schemes are case-insensitive'],
	['no host', { url: 'http://' }, 'url: is not a valid URL', 'WHATWG URL standard: a special scheme needs a host (host-missing)'],
	['space in the host', { url: 'http://exa mple.com/' }, 'url: is not a valid URL', 'WHATWG URL standard: forbidden host code point (space)'],
	['unclosed IPv6 literal', { url: 'http://[::1/' }, 'url: is not a valid URL', 'WHATWG URL standard: IPv6-unclosed'],
	['port out of range', { url: 'http://example.com:65536/' }, 'url: is not a valid URL', 'WHATWG URL standard: port-out-of-range'],
	['credentials', { url: 'https://jane:secret@example.com/' }, 'url: must not contain a user name or password', `${FORMAT} (credentials are never sent)`],
	['user name only', { url: 'https://jane@example.com/' }, 'url: must not contain a user name or password', `${FORMAT} (credentials are never sent)`]
];

/** Non-public addresses: code `url_blocked` (docs/api.md, "Error codes"). [name, input, detail, source] */
const BLOCKED: [string, unknown, string, string][] = [
	['loopback address', { url: 'http://127.0.0.1/' }, 'url: 127.0.0.1 is not a public address: loopback (RFC 1122)', `${DECISION}; RFC 1122 section 3.2.1.3 (127/8)`],
	['loopback address with a port', { url: 'http://127.0.0.1:8080/admin' }, 'url: 127.0.0.1 is not a public address: loopback (RFC 1122)', `${DECISION}; RFC 1122 section 3.2.1.3 (127/8)`],
	['loopback in hexadecimal notation', { url: 'http://0x7f.1/' }, 'url: 127.0.0.1 is not a public address: loopback (RFC 1122)', `${DECISION} (any notation); WHATWG URL IPv4 parser: 0x7f.1 = 127.0.0.1`],
	['loopback as a decimal number', { url: 'http://2130706433/' }, 'url: 127.0.0.1 is not a public address: loopback (RFC 1122)', `${DECISION} (any notation); 2130706433 = 127 × 2^24 + 1`],
	['IPv6 loopback', { url: 'http://[::1]/' }, 'url: ::1 is not a public address: loopback (RFC 4291)', `${DECISION}; RFC 4291 section 2.5.3`],
	['private address', { url: 'http://10.0.0.1/' }, 'url: 10.0.0.1 is not a public address: private (RFC 1918)', `${DECISION}; RFC 1918 section 3 (10/8)`],
	['private address 192.168/16', { url: 'https://192.168.1.1/' }, 'url: 192.168.1.1 is not a public address: private (RFC 1918)', `${DECISION}; RFC 1918 section 3 (192.168/16)`],
	['cloud metadata address', { url: 'http://169.254.169.254/latest/meta-data/' }, 'url: 169.254.169.254 is not a public address: link-local (RFC 3927; cloud metadata services live here)', `${DECISION}; RFC 3927 (169.254/16)`],
	['carrier-grade NAT address', { url: 'http://100.64.0.1/' }, 'url: 100.64.0.1 is not a public address: carrier-grade NAT (RFC 6598)', `${DECISION}; RFC 6598 (100.64/10)`],
	['unspecified address', { url: 'http://0.0.0.0/' }, 'url: 0.0.0.0 is not a public address: this network / unspecified (RFC 791; 0.0.0.0 reaches the local host on Linux)', `${DECISION}; RFC 1122 section 3.2.1.3 (0/8)`],
	['IPv4-mapped IPv6 loopback', { url: 'http://[::ffff:127.0.0.1]/' }, 'url: ::ffff:7f00:1 is not a public address: IPv4 127.0.0.1 inside IPv6: loopback (RFC 1122)', `${DECISION}; RFC 4291 section 2.5.5.2; WHATWG URL serialises it as [::ffff:7f00:1]`],
	['unique local IPv6 address', { url: 'http://[fd00::1]/' }, 'url: fd00::1 is not a public address: unique local (RFC 4193)', `${DECISION}; RFC 4193 (fc00::/7)`]
];

/** The shared cases, for the operation `op`. */
export function webUrlCases(op: string): OperationCase[] {
	const refused = (code: string) => ([name, input, detail, source]: [string, unknown, string, string]): OperationCase => ({
		name,
		op,
		input,
		expected: { status: 422, body: { detail, code } },
		source
	});
	return [...REFUSED.map(refused('invalid_input')), ...BLOCKED.map(refused('url_blocked'))];
}
