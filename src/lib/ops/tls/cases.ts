import type { OperationCase } from '../cases.js';

// Answers that hold without a network: host format errors (nothing is connected to) and literal
// non-public addresses, refused by the outbound rules before any connection with the URL
// checker's wording (src/lib/ops/url-checker/README.md ("No response"); the API test server runs without
// OUTBOUND_ALLOW_PRIVATE). Handshakes themselves: src/lib/server/outbound/tls-probe.test.ts and
// tls.test.ts, against TLS servers on 127.0.0.1 with certificates made by openssl.

const DECISION = 'docs/spec/decisions.md: user-supplied hosts reach public addresses only (same rules as the URL checker, toolbox.md /tls "through the outbound layer")';
const HOST = 'toolbox.md Part 2, /tls: `host` is a host, `port` its own field; 422 naming the field';

const blocked = (name: string, host: string, detail: string, source: string): OperationCase => ({
	name,
	op: 'tls',
	input: { host },
	expected: { status: 422, body: { detail, code: 'url_blocked' } },
	source: `${DECISION}; ${source}`
});

const invalid = (name: string, input: unknown, detail: string, source = HOST): OperationCase => ({
	name,
	op: 'tls',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

export const cases: OperationCase[] = [
	blocked('loopback address', '127.0.0.1', 'host: 127.0.0.1 is not a public address: loopback (RFC 1122)', 'RFC 1122 section 3.2.1.3 (127/8)'),
	blocked('private address', '10.1.2.3', 'host: 10.1.2.3 is not a public address: private (RFC 1918)', 'RFC 1918 section 3 (10/8)'),
	blocked('IPv6 loopback, in brackets', '[::1]', 'host: ::1 is not a public address: loopback (RFC 4291)', 'RFC 4291 section 2.5.3'),
	blocked('IPv6 loopback', '::1', 'host: ::1 is not a public address: loopback (RFC 4291)', 'RFC 4291 section 2.5.3'),
	blocked('cloud metadata address', '169.254.169.254', 'host: 169.254.169.254 is not a public address: link-local (RFC 3927; cloud metadata services live here)', 'RFC 3927 (169.254/16)'),
	blocked('loopback in hexadecimal notation', '0x7f.1', 'host: 127.0.0.1 is not a public address: loopback (RFC 1122)', 'WHATWG URL IPv4 parser: 0x7f.1 = 127.0.0.1'),
	blocked('localhost', 'localhost', 'host: localhost is not a public address: a loopback name (RFC 6761)', 'RFC 6761 section 6.3'),
	invalid('host missing', {}, 'host: is required'),
	invalid('host empty', { host: ' ' }, 'host: must not be empty'),
	invalid('a URL instead of a host', { host: 'https://example.com/' }, 'host: a host name or IP address only, without a scheme, port or path (the port is its own field)'),
	invalid('host with a port', { host: 'example.com:443' }, 'host: a host name or IP address only, without a scheme, port or path (the port is its own field)'),
	invalid('space in the host', { host: 'exa mple.com' }, 'host: a host name or IP address only, without a scheme, port or path (the port is its own field)'),
	invalid('forbidden host code point', { host: 'exa%mple.com' }, 'host: not a valid host name or IP address', 'WHATWG URL standard: forbidden domain code point (%)'),
	invalid('port 0', { host: 'example.com', port: 0 }, 'port: Too small: expected number to be >=1', 'RFC 6335 section 6: ports 1–65535 (0 is reserved)'),
	invalid('port over 65535', { host: 'example.com', port: 65536 }, 'port: Too big: expected number to be <=65535', 'RFC 793: a port is 16 bits')
];
