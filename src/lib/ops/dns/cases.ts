import type { OperationCase } from '../cases.js';

/**
 * Answers that hold without a network, so they replay the same in unit tests (no resolver), over
 * HTTP (the server's resolver, offline in CI) and anywhere else: names under RFC 6761's
 * `.invalid`, which never exist (section 6.4: answered NXDOMAIN without a query), and refused
 * input. Lookups themselves are tested against a local DNS server: src/lib/server/providers/
 * dns.test.ts (the resolver) and tests/api/dns.test.ts (both operations over HTTP).
 */
const CONTRACT = 'docs/spec/toolbox.md Part 2 (/dns: name, type; 422 naming the field)';
const AUTH_CONTRACT = 'docs/spec/toolbox.md Part 2 (/email/auth: domain; 422 naming the field)';
const RFC6761 = 'RFC 6761 section 6.4 (.invalid names never exist: NXDOMAIN)';
const TYPES = '"A"|"AAAA"|"MX"|"TXT"|"NS"|"CNAME"|"SOA"|"CAA"|"SRV"|"PTR"';

const nx = (name: string, input: Record<string, unknown>, asked: string, type: string, source: string): OperationCase => ({
	name,
	op: 'dns',
	input,
	expected: { status: 200, body: { name: asked, type, status: 'NXDOMAIN', answers: [] } },
	source
});

const invalid = (op: 'dns' | 'email-auth', name: string, input: unknown, detail: string, source: string): OperationCase => ({
	name,
	op,
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

const label63 = 'a'.repeat(63);

export const cases: OperationCase[] = [
	nx('an .invalid name does not exist', { name: 'nothing.invalid', type: 'MX' }, 'nothing.invalid', 'MX', RFC6761),
	nx('type defaults to A', { name: 'www.example.invalid' }, 'www.example.invalid', 'A', `${RFC6761}; ${CONTRACT}, default A as documented`),
	nx(
		'case and the trailing dot of an absolute name are dropped',
		{ name: 'Mail.Example.INVALID.', type: 'TXT' },
		'mail.example.invalid',
		'TXT',
		`${RFC6761}; RFC 4343 section 3 (names compare case-insensitively); RFC 1034 section 3.1 (a trailing dot marks an absolute name)`
	),
	nx(
		'an internationalised name is asked in punycode',
		{ name: 'Bücher.invalid', type: 'AAAA' },
		'xn--bcher-kva.invalid',
		'AAAA',
		`${RFC6761}; the IDNA form of "bücher" is "xn--bcher-kva" (RFC 3492 Punycode; Wikipedia "Punycode", section Examples)`
	),
	nx(
		'service labels with underscores are names too',
		{ name: '_sip._tcp.example.invalid', type: 'SRV' },
		'_sip._tcp.example.invalid',
		'SRV',
		`${RFC6761}; RFC 2782 (SRV owner names _Service._Proto.Name)`
	),
	nx(
		'a name of exactly 253 characters is accepted',
		{ name: `${label63}.${label63}.${label63}.${'b'.repeat(53)}.invalid`, type: 'A' },
		`${label63}.${label63}.${label63}.${'b'.repeat(53)}.invalid`,
		'A',
		`${RFC6761}; RFC 1035 section 2.3.4 (255 octets on the wire: 253 characters of text)`
	),
	invalid('dns', 'name of 254 characters', { name: `${label63}.${label63}.${label63}.${'b'.repeat(54)}.invalid` }, 'name: is longer than 253 characters (in its ASCII form)', `RFC 1035 section 2.3.4; ${CONTRACT}`),
	invalid('dns', 'label of 64 characters', { name: `${'a'.repeat(64)}.invalid` }, 'name: has a label longer than 63 characters', `RFC 1035 section 2.3.4 (labels 63 octets or less); ${CONTRACT}`),
	invalid('dns', 'empty label', { name: 'a..invalid' }, 'name: has an empty label (two dots in a row, or a leading dot)', `RFC 1035 section 3.1 (only the root label is empty); ${CONTRACT}`),
	invalid(
		'dns',
		'a space in the name',
		{ name: 'exa mple.com' },
		'name: holds characters a domain name cannot hold (letters, digits, hyphens, underscores and dots)',
		`RFC 1123 section 2.1 and RFC 2782 (letters, digits, hyphens; underscores in service labels); ${CONTRACT}`
	),
	invalid('dns', 'empty name', { name: '  ' }, 'name: is empty', CONTRACT),
	invalid('dns', 'PTR of a name that is not an address', { name: 'example.com', type: 'PTR' }, 'name: for PTR, an IPv4 or IPv6 address', `${CONTRACT} (IP given for PTR)`),
	invalid('dns', 'PTR of an IPv4 address with a leading zero', { name: '192.0.2.01', type: 'PTR' }, 'name: for PTR, an IPv4 or IPv6 address', `RFC 6943 section 3.1.1 (dotted-decimal without leading zeros); ${CONTRACT}`),
	invalid('dns', 'type ANY is not offered', { name: 'example.com', type: 'ANY' }, `type: Invalid option: expected one of ${TYPES}`, `${CONTRACT}; RFC 8482 (ANY is not answered in full)`),
	invalid('dns', 'name missing', { type: 'A' }, 'name: is required', CONTRACT),
	invalid('dns', 'name over 1,000 characters', { name: 'a'.repeat(1001) }, 'name: must be at most 1,000 characters, got 1,001', `${CONTRACT}; src/lib/ops/dns/README.md (/dns: name at most 1,000 characters)`),

	{
		name: 'a domain with no records has every issue of absence',
		op: 'email-auth',
		input: { domain: 'example.invalid' },
		expected: {
			status: 200,
			body: { domain: 'example.invalid', spf: null, dmarc: null, mta_sts: null, issues: ['no SPF record', 'no DMARC record', 'no MTA-STS record'] }
		},
		source: `${RFC6761}; RFC 7208 section 4.5 (no SPF record: none), RFC 7489 section 6.6.3 (no DMARC record), RFC 8461 section 3.1; src/lib/ops/dns/README.md (issue wording)`
	},
	invalid('email-auth', 'domain missing', {}, 'domain: is required', AUTH_CONTRACT),
	invalid('email-auth', 'an address instead of a domain', { domain: 'jane@example.com' }, 'domain: holds characters a domain name cannot hold (letters, digits, hyphens, underscores and dots)', AUTH_CONTRACT),
	invalid('email-auth', 'domain of 254 characters', { domain: `${label63}.${label63}.${label63}.${'b'.repeat(54)}.invalid` }, 'domain: is longer than 253 characters (in its ASCII form)', `RFC 1035 section 2.3.4; ${AUTH_CONTRACT}`)
];
