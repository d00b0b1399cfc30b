/**
 * Property tests of the SSRF address policy (docs/security.md "Fetching user-supplied URLs",
 * rule 6) against an independent reference: the ranges below are copied from IANA's IPv4 and
 * IPv6 Special-Purpose Address Registries (and the multicast registries), not from
 * address-policy.ts, and membership is computed here with BigInt masks, not with net.BlockList.
 *
 * Addresses are generated as numbers, written in the many spellings the WHATWG URL parser
 * accepts (decimal, hex, octal, short forms, a trailing dot, IPv4-mapped and NAT64 IPv6,
 * compressed or full IPv6 in any case), parsed as the outbound client parses a URL, and judged by
 * `blockedReason`. The expectation always comes from the number, never from the parsed text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockedReason } from './address-policy.js';

// --- The reference -----------------------------------------------------------------------------

/**
 * https://www.iana.org/assignments/iana-ipv4-special-registry (every entry, whatever its
 * "globally reachable" column says: the policy refuses the whole registry), plus multicast
 * 224.0.0.0/4 (iana-multicast-addresses) and 255.255.255.255 (inside 240.0.0.0/4 already).
 */
const IANA_IPV4 = [
	'0.0.0.0/8',
	'10.0.0.0/8',
	'100.64.0.0/10',
	'127.0.0.0/8',
	'169.254.0.0/16',
	'172.16.0.0/12',
	'192.0.0.0/24',
	'192.0.0.0/29',
	'192.0.0.8/32',
	'192.0.0.9/32',
	'192.0.0.10/32',
	'192.0.0.170/32',
	'192.0.0.171/32',
	'192.0.2.0/24',
	'192.31.196.0/24',
	'192.52.193.0/24',
	'192.88.99.0/24',
	'192.168.0.0/16',
	'192.175.48.0/24',
	'198.18.0.0/15',
	'198.51.100.0/24',
	'203.0.113.0/24',
	'224.0.0.0/4',
	'240.0.0.0/4',
	'255.255.255.255/32'
];

/**
 * https://www.iana.org/assignments/iana-ipv6-special-registry, without the two prefixes that
 * embed an IPv4 address (judged by that address, below), plus multicast ff00::/8
 * (ipv6-multicast-addresses). Everything outside global unicast 2000::/3 is refused as well.
 */
const IANA_IPV6 = [
	'::1/128',
	'::/128',
	'64:ff9b:1::/48',
	'100::/64',
	'100:0:0:1::/64',
	'2001::/23',
	'2001::/32',
	'2001:1::1/128',
	'2001:1::2/128',
	'2001:1::3/128',
	'2001:2::/48',
	'2001:3::/32',
	'2001:4:112::/48',
	'2001:10::/28',
	'2001:20::/28',
	'2001:30::/28',
	'2001:db8::/32',
	'2002::/16',
	'2620:4f:8000::/48',
	'3fff::/20',
	'5f00::/16',
	'fc00::/7',
	'fe80::/10',
	'ff00::/8'
];
const IPV4_MAPPED = '::ffff:0:0/96';
const NAT64 = '64:ff9b::/96';
const GLOBAL_UNICAST = '2000::/3';

interface Range {
	first: bigint;
	last: bigint;
	bits: 32 | 128;
	text: string;
}

/** Parses dotted-quad IPv4 or IPv6 (with `::`) into a number: the reference's own parser. */
function toNumber(text: string): { value: bigint; bits: 32 | 128 } {
	if (text.includes(':')) {
		const [head, tail] = text.split('::');
		const left = head ? head.split(':') : [];
		const right = tail === undefined ? [] : tail ? tail.split(':') : [];
		const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
		return { value: groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n), bits: 128 };
	}
	return { value: text.split('.').reduce((n, o) => (n << 8n) | BigInt(Number(o)), 0n), bits: 32 };
}

function cidr(text: string): Range {
	const [address, prefixText] = text.split('/');
	const { value, bits } = toNumber(address);
	const hostBits = BigInt(bits - Number(prefixText));
	const first = (value >> hostBits) << hostBits;
	return { first, last: first + (1n << hostBits) - 1n, bits, text };
}

const V4_RANGES = IANA_IPV4.map(cidr);
const V6_RANGES = IANA_IPV6.map(cidr);
const MAPPED = cidr(IPV4_MAPPED);
const NAT64_RANGE = cidr(NAT64);
const UNICAST = cidr(GLOBAL_UNICAST);
const inRange = (n: bigint, r: Range) => n >= r.first && n <= r.last;

function referenceBlocksV4(n: bigint): boolean {
	return V4_RANGES.some((r) => inRange(n, r));
}

function referenceBlocksV6(n: bigint): boolean {
	if (inRange(n, MAPPED) || inRange(n, NAT64_RANGE)) return referenceBlocksV4(n & 0xffffffffn);
	return V6_RANGES.some((r) => inRange(n, r)) || !inRange(n, UNICAST);
}

// --- Spellings the WHATWG URL parser accepts ---------------------------------------------------

type Radix = 'dec' | 'hex' | 'oct';
function part(n: bigint, radix: Radix, upper: boolean): string {
	if (radix === 'hex') return (upper ? '0X' : '0x') + (upper ? n.toString(16).toUpperCase() : n.toString(16));
	if (radix === 'oct') return '0' + n.toString(8);
	return n.toString(10);
}

/**
 * An IPv4 address as 1 to 4 parts (the last part fills the remaining bytes: `127.1`,
 * `0x7f000001`), each part in decimal, hex or octal, maybe with a trailing dot.
 */
function ipv4Spelling(n: bigint, parts: 1 | 2 | 3 | 4, radixes: Radix[], upper: boolean, trailingDot: boolean): string {
	const bytes = [24n, 16n, 8n, 0n].map((s) => (n >> s) & 0xffn);
	const leading = bytes.slice(0, parts - 1);
	const restBits = BigInt(8 * (5 - parts));
	const rest = n & ((1n << restBits) - 1n);
	const text = [...leading, rest].map((p, i) => part(p, radixes[i % radixes.length], upper)).join('.');
	return trailingDot ? `${text}.` : text;
}

/** An IPv6 address as eight groups, with leading zeros or not, any case, a `::` for one zero run. */
function ipv6Spelling(n: bigint, style: { pad: boolean; upper: boolean; compress: boolean; dottedTail: boolean }): string {
	const groups = Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(112 - 16 * i)) & 0xffffn));
	let texts = groups.map((g) => (style.pad ? g.toString(16).padStart(4, '0') : g.toString(16)));
	if (style.dottedTail) {
		const v4 = [24n, 16n, 8n, 0n].map((s) => ((n >> s) & 0xffn).toString()).join('.');
		texts = [...texts.slice(0, 6), v4];
	}
	let text = texts.join(':');
	if (style.compress) {
		// Compress the longest run of zero groups (any run is valid; the longest is the usual one).
		let best = { start: -1, len: 0 };
		const zero = (t: string) => /^0+$/.test(t);
		for (let i = 0; i < texts.length; i++) {
			let j = i;
			while (j < texts.length && zero(texts[j])) j++;
			if (j - i > best.len) best = { start: i, len: j - i };
		}
		if (best.len >= 2) text = `${texts.slice(0, best.start).join(':')}::${texts.slice(best.start + best.len).join(':')}`;
	}
	return style.upper ? text.toUpperCase() : text;
}

/** What the outbound client hands the policy for a URL host: the WHATWG-parsed hostname, unbracketed. */
function judged(host: string): string | null {
	const hostname = new URL(`http://${host}:8080/path`).hostname.replace(/^\[|\]$/g, '');
	return blockedReason(hostname);
}

const radix = fc.constantFrom<Radix>('dec', 'hex', 'oct');
const v4Style = fc.record({
	parts: fc.constantFrom<1 | 2 | 3 | 4>(1, 2, 3, 4),
	radixes: fc.array(radix, { minLength: 4, maxLength: 4 }),
	upper: fc.boolean(),
	trailingDot: fc.boolean()
});
const v6Style = fc.record({ pad: fc.boolean(), upper: fc.boolean(), compress: fc.boolean(), dottedTail: fc.boolean() });

/** A number inside `range` (its edges often: off-by-one mistakes live there). */
function inside(range: Range): fc.Arbitrary<bigint> {
	return fc.oneof(
		{ weight: 1, arbitrary: fc.constantFrom(range.first, range.last) },
		{ weight: 4, arbitrary: fc.bigInt(range.first, range.last) }
	);
}
const anyV4 = fc.bigInt(0n, 0xffffffffn);
const blockedV4 = fc.constantFrom(...V4_RANGES).chain(inside);
const publicV4 = anyV4.filter((n) => !referenceBlocksV4(n));
const blockedV6 = fc.constantFrom(...V6_RANGES).chain(inside);
const publicV6 = fc.bigInt(UNICAST.first, UNICAST.last).filter((n) => !referenceBlocksV6(n));

/** Spells an IPv4 number as a URL host: bare, IPv4-mapped IPv6 or NAT64 IPv6. */
const v4Host = (n: bigint) =>
	fc.oneof(
		v4Style.map((s) => ipv4Spelling(n, s.parts, s.radixes, s.upper, s.trailingDot)),
		v6Style.map((s) => `[${ipv6Spelling(MAPPED.first | n, s)}]`),
		v6Style.map((s) => `[${ipv6Spelling(NAT64_RANGE.first | n, s)}]`)
	);
const v6Host = (n: bigint) => v6Style.map((s) => `[${ipv6Spelling(n, s)}]`);

const RUNS = { numRuns: 2000 };

// --- The properties ----------------------------------------------------------------------------

describe('the spellings are what they claim (sanity of the generator, against the URL parser)', () => {
	it('every IPv4 spelling parses to the dotted quad of its number', () => {
		fc.assert(
			fc.property(anyV4, v4Style, (n, s) => {
				const dotted = [24n, 16n, 8n, 0n].map((x) => ((n >> x) & 0xffn).toString()).join('.');
				expect(new URL(`http://${ipv4Spelling(n, s.parts, s.radixes, s.upper, s.trailingDot)}/`).hostname).toBe(dotted);
			}),
			RUNS
		);
	});

	it('every IPv6 spelling parses to the same address as its full form', () => {
		fc.assert(
			fc.property(fc.bigInt(0n, (1n << 128n) - 1n), v6Style, (n, s) => {
				const full = ipv6Spelling(n, { pad: true, upper: false, compress: false, dottedTail: false });
				expect(new URL(`http://[${ipv6Spelling(n, s)}]/`).hostname).toBe(new URL(`http://[${full}]/`).hostname);
				expect(toNumber(full).value).toBe(n);
			}),
			RUNS
		);
	});
});

describe('IPv4: every address inside a special-purpose range is refused, in every spelling', () => {
	it('addresses drawn from each IANA range (edges included): bare, IPv4-mapped and NAT64', () => {
		fc.assert(
			fc.property(
				blockedV4.chain((n) => v4Host(n).map((host) => ({ n, host }))),
				({ host }) => {
					expect(judged(host), host).not.toBeNull();
				}
			),
			RUNS
		);
	});

	it('public addresses are let through in every spelling', () => {
		fc.assert(
			fc.property(
				publicV4.chain((n) => v4Host(n).map((host) => ({ n, host }))),
				({ host }) => {
					expect(judged(host), host).toBeNull();
				}
			),
			RUNS
		);
	});

	it('the policy agrees with the reference on the whole space, and just outside every range', () => {
		const justOutside = fc.constantFrom(...V4_RANGES).chain((r) =>
			fc.constantFrom(...[r.first - 1n, r.last + 1n].filter((n) => n >= 0n && n <= 0xffffffffn))
		);
		fc.assert(
			fc.property(fc.oneof(anyV4, justOutside), v4Style, (n, s) => {
				const host = ipv4Spelling(n, s.parts, s.radixes, s.upper, s.trailingDot);
				expect(judged(host) !== null, host).toBe(referenceBlocksV4(n));
			}),
			RUNS
		);
	});
});

describe('IPv6: special-purpose, reserved and multicast addresses are refused, global unicast is not', () => {
	it('addresses drawn from each IANA range (edges included)', () => {
		fc.assert(
			fc.property(
				blockedV6.chain((n) => v6Host(n).map((host) => ({ n, host }))),
				({ host }) => {
					expect(judged(host), host).not.toBeNull();
				}
			),
			RUNS
		);
	});

	it('public global unicast addresses are let through', () => {
		fc.assert(
			fc.property(
				publicV6.chain((n) => v6Host(n).map((host) => ({ n, host }))),
				({ host }) => {
					expect(judged(host), host).toBeNull();
				}
			),
			RUNS
		);
	});

	it('the policy agrees with the reference on the whole 128-bit space and at every range edge', () => {
		const edges = fc
			.constantFrom(...V6_RANGES, MAPPED, NAT64_RANGE, UNICAST)
			.chain((r) => fc.constantFrom(...[r.first - 1n, r.first, r.last, r.last + 1n].filter((n) => n >= 0n && n < 1n << 128n)));
		const embedding = fc.oneof(fc.constant(MAPPED.first), fc.constant(NAT64_RANGE.first)).chain((base) => anyV4.map((v4) => base | v4));
		fc.assert(
			fc.property(fc.oneof(fc.bigInt(0n, (1n << 128n) - 1n), edges, embedding), v6Style, (n, s) => {
				const host = `[${ipv6Spelling(n, s)}]`;
				expect(judged(host) !== null, host).toBe(referenceBlocksV6(n));
			}),
			RUNS
		);
	});
});

describe('named examples (each one a reason to keep a range)', () => {
	it.each([
		['169.254.169.254', true], // cloud metadata
		['0xa9fea9fe', true], // the same, in hex
		['[::ffff:a9fe:a9fe]', true], // the same, IPv4-mapped
		['[64:ff9b::169.254.169.254]', true], // the same, through NAT64
		['[2620:4f:8000::1]', true], // AS112 direct delegation (RFC 7534), like 192.175.48.0/24
		['[100:0:0:1::1]', true], // dummy IPv6 prefix (RFC 9780)
		['93.184.216.34', false],
		['[64:ff9b::5db8:d822]', false], // 93.184.216.34 through NAT64
		['[2606:2800:220:1:248:1893:25c8:1946]', false]
	])('%s → blocked: %s', (host, blocked) => {
		expect(judged(host) !== null).toBe(blocked);
	});
});
