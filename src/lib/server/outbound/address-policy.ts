import net from 'node:net';

/**
 * Which IP addresses a user-supplied URL may reach. Public means: not in any special-purpose
 * range of IANA's IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and updates), not
 * multicast, and for IPv6 inside global unicast 2000::/3 at all. Each range with the reason a
 * refused fetch names (docs/security.md lists them).
 */
const IPV4_RANGES: [string, number, string][] = [
	['0.0.0.0', 8, 'this network / unspecified (RFC 791; 0.0.0.0 reaches the local host on Linux)'],
	['10.0.0.0', 8, 'private (RFC 1918)'],
	['100.64.0.0', 10, 'carrier-grade NAT (RFC 6598)'],
	['127.0.0.0', 8, 'loopback (RFC 1122)'],
	['169.254.0.0', 16, 'link-local (RFC 3927; cloud metadata services live here)'],
	['172.16.0.0', 12, 'private (RFC 1918)'],
	['192.0.0.0', 24, 'IETF protocol assignments (RFC 6890)'],
	['192.0.2.0', 24, 'documentation (TEST-NET-1, RFC 5737)'],
	['192.31.196.0', 24, 'AS112 (RFC 7535)'],
	['192.52.193.0', 24, 'AMT (RFC 7450)'],
	['192.88.99.0', 24, '6to4 relay anycast (RFC 7526, deprecated)'],
	['192.168.0.0', 16, 'private (RFC 1918)'],
	['192.175.48.0', 24, 'AS112 direct delegation (RFC 7534)'],
	['198.18.0.0', 15, 'benchmarking (RFC 2544)'],
	['198.51.100.0', 24, 'documentation (TEST-NET-2, RFC 5737)'],
	['203.0.113.0', 24, 'documentation (TEST-NET-3, RFC 5737)'],
	['224.0.0.0', 4, 'multicast (RFC 5771)'],
	['240.0.0.0', 4, 'reserved (RFC 1112) and limited broadcast']
];

const IPV6_RANGES: [string, number, string][] = [
	['::', 128, 'unspecified (RFC 4291)'],
	['::1', 128, 'loopback (RFC 4291)'],
	['64:ff9b:1::', 48, 'local-use NAT64 (RFC 8215)'],
	['100::', 64, 'discard-only (RFC 6666)'],
	['2001::', 23, 'IETF protocol assignments: Teredo, benchmarking, ORCHID … (RFC 2928)'],
	['2001:db8::', 32, 'documentation (RFC 3849)'],
	['2002::', 16, '6to4 (RFC 3056, deprecated)'],
	['2620:4f:8000::', 48, 'AS112 direct delegation (RFC 7534)'],
	['3fff::', 20, 'documentation (RFC 9637)'],
	['5f00::', 16, 'SRv6 segment identifiers (RFC 9602)'],
	['fc00::', 7, 'unique local (RFC 4193)'],
	['fe80::', 10, 'link-local (RFC 4291)'],
	['fec0::', 10, 'site-local (RFC 3879, deprecated)'],
	['ff00::', 8, 'multicast (RFC 4291)']
];

/** IPv6 prefixes that carry an IPv4 address in their last 32 bits: judged by that address. */
const EMBEDDING_IPV4: [string, number][] = [
	['::ffff:0:0', 96], // IPv4-mapped (RFC 4291)
	['64:ff9b::', 96] // NAT64 well-known prefix (RFC 6052): a gateway would connect to the IPv4 address
];

function blockList(ranges: [string, number, string][], type: 'ipv4' | 'ipv6'): { list: net.BlockList; reasons: [net.BlockList, string][] } {
	const list = new net.BlockList();
	const reasons: [net.BlockList, string][] = [];
	for (const [address, prefix, reason] of ranges) {
		list.addSubnet(address, prefix, type);
		const one = new net.BlockList();
		one.addSubnet(address, prefix, type);
		reasons.push([one, reason]);
	}
	return { list, reasons };
}

const V4 = blockList(IPV4_RANGES, 'ipv4');
const V6 = blockList(IPV6_RANGES, 'ipv6');
const EMBEDDING = new net.BlockList();
for (const [address, prefix] of EMBEDDING_IPV4) EMBEDDING.addSubnet(address, prefix, 'ipv6');
const GLOBAL_UNICAST = new net.BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** The IPv4 address in the last 32 bits of an IPv6 address. */
function embeddedIpv4(address: string): string {
	const groups = expandIpv6(address);
	const hi = parseInt(groups[6], 16);
	const lo = parseInt(groups[7], 16);
	return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** The eight 16-bit groups of an IPv6 address (handles `::` and a dotted IPv4 tail). */
function expandIpv6(address: string): string[] {
	let text = address.toLowerCase().replace(/%.*$/, '');
	const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
	if (dotted) {
		const [a, b, c, d] = dotted.slice(1).map(Number);
		text = text.slice(0, dotted.index) + ((a << 8) | b).toString(16) + ':' + ((c << 8) | d).toString(16);
	}
	const [head, tail] = text.split('::');
	const left = head ? head.split(':') : [];
	const right = tail === undefined ? [] : tail ? tail.split(':') : [];
	const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
	return [...left, ...fill, ...right];
}

/**
 * Why an address may not be reached, or null when it is public. `address` is a literal IP as
 * the URL parser or the resolver gives it (IPv4 dotted quad, IPv6 without brackets).
 * @example blockedReason('169.254.169.254') === 'link-local (RFC 3927; cloud metadata services live here)'
 */
export function blockedReason(address: string): string | null {
	const family = net.isIP(address);
	if (family === 4) {
		if (!V4.list.check(address, 'ipv4')) return null;
		return V4.reasons.find(([one]) => one.check(address, 'ipv4'))![1];
	}
	if (family === 6) {
		if (EMBEDDING.check(address, 'ipv6')) {
			const inner = blockedReason(embeddedIpv4(address));
			return inner === null ? null : `IPv4 ${embeddedIpv4(address)} inside IPv6: ${inner}`;
		}
		if (V6.list.check(address, 'ipv6')) return V6.reasons.find(([one]) => one.check(address, 'ipv6'))![1];
		if (!GLOBAL_UNICAST.check(address, 'ipv6')) return 'reserved (outside IPv6 global unicast 2000::/3)';
		return null;
	}
	return 'not an IP address';
}

/**
 * An operator's exceptions (`OUTBOUND_ALLOW_ADDRESSES`: comma-separated addresses or CIDR
 * ranges, e.g. "10.1.2.3, 192.168.50.0/24"): non-public addresses that may be reached anyway,
 * for one intranet service without lifting the whole rule. Throws on a malformed entry.
 */
export function parseAllowList(text: string | undefined): net.BlockList {
	const list = new net.BlockList();
	for (const entry of (text ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
		const [address, prefixText] = entry.split('/');
		const family = net.isIP(address);
		const max = family === 4 ? 32 : 128;
		const prefix = prefixText === undefined ? max : Number(prefixText);
		if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
			throw new Error(`OUTBOUND_ALLOW_ADDRESSES: "${entry}" is not an IP address or CIDR range`);
		}
		list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
	}
	return list;
}

/**
 * The refusal of a host whose address is not public (docs/security.md, "Fetching user-supplied
 * URLs"). An address the caller gave is named with the rule it breaks; a name is not followed by
 * what it resolved to, nor by the kind of address: either would let a caller read the server's
 * internal DNS ("vm resolves to 127.0.0.1") one name at a time.
 */
export function blockedMessage(host: string, address: string, reason: string): string {
	return net.isIP(host) ? `${address} is not a public address: ${reason}` : `${host} does not resolve to a public address`;
}
