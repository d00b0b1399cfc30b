/**
 * The scopes of `/ip`: the IANA IPv4 and IPv6 Special-Purpose Address Registries (the registries
 * RFC 6890 set up; iana.org/assignments/iana-ipv4-special-registry and
 * iana-ipv6-special-registry, as published in 2025), plus the multicast blocks, which those
 * registries leave to the IPv4 Multicast Address Space Registry (RFC 5771) and the IPv6
 * Addressing Architecture (RFC 4291 §2.7), and for IPv6 the IETF-reserved space of the IANA IPv6
 * Address Space registry (everything outside 2000::/3 not named otherwise). `scope` is a short name for each entry; `name` is the
 * registry's own; `global` is the registry's "Globally Reachable" column (multicast: false,
 * as Python's ipaddress and RFC 5771 treat it as not globally unicast-reachable).
 * The most specific entry containing an address wins.
 */
export interface ScopeEntry {
	block: string;
	scope: string;
	name: string;
	rfc: string;
	global: boolean;
}

export const SCOPES_V4: readonly ScopeEntry[] = [
	{ block: '0.0.0.0/8', scope: 'this-network', name: 'This network', rfc: 'RFC 791 §3.2', global: false },
	{ block: '0.0.0.0/32', scope: 'unspecified', name: 'This host on this network', rfc: 'RFC 1122 §3.2.1.3', global: false },
	{ block: '10.0.0.0/8', scope: 'private', name: 'Private-Use', rfc: 'RFC 1918', global: false },
	{ block: '100.64.0.0/10', scope: 'shared', name: 'Shared Address Space', rfc: 'RFC 6598', global: false },
	{ block: '127.0.0.0/8', scope: 'loopback', name: 'Loopback', rfc: 'RFC 1122 §3.2.1.3', global: false },
	{ block: '169.254.0.0/16', scope: 'link-local', name: 'Link Local', rfc: 'RFC 3927', global: false },
	{ block: '172.16.0.0/12', scope: 'private', name: 'Private-Use', rfc: 'RFC 1918', global: false },
	{ block: '192.0.0.0/24', scope: 'ietf-protocol-assignments', name: 'IETF Protocol Assignments', rfc: 'RFC 6890 §2.1', global: false },
	{ block: '192.0.0.0/29', scope: 'ipv4-service-continuity', name: 'IPv4 Service Continuity Prefix', rfc: 'RFC 7335', global: false },
	{ block: '192.0.0.8/32', scope: 'dummy', name: 'IPv4 dummy address', rfc: 'RFC 7600', global: false },
	{ block: '192.0.0.9/32', scope: 'pcp-anycast', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', global: true },
	{ block: '192.0.0.10/32', scope: 'turn-anycast', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', global: true },
	{ block: '192.0.0.170/32', scope: 'nat64-discovery', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880 §2.2, RFC 7050', global: false },
	{ block: '192.0.0.171/32', scope: 'nat64-discovery', name: 'NAT64/DNS64 Discovery', rfc: 'RFC 8880 §2.2, RFC 7050', global: false },
	{ block: '192.0.2.0/24', scope: 'documentation', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737', global: false },
	{ block: '192.31.196.0/24', scope: 'as112', name: 'AS112-v4', rfc: 'RFC 7535', global: true },
	{ block: '192.52.193.0/24', scope: 'amt', name: 'AMT', rfc: 'RFC 7450', global: true },
	{ block: '192.88.99.0/24', scope: 'deprecated-6to4-relay', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526', global: false },
	{ block: '192.168.0.0/16', scope: 'private', name: 'Private-Use', rfc: 'RFC 1918', global: false },
	{ block: '192.175.48.0/24', scope: 'as112', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', global: true },
	{ block: '198.18.0.0/15', scope: 'benchmarking', name: 'Benchmarking', rfc: 'RFC 2544', global: false },
	{ block: '198.51.100.0/24', scope: 'documentation', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737', global: false },
	{ block: '203.0.113.0/24', scope: 'documentation', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737', global: false },
	{ block: '224.0.0.0/4', scope: 'multicast', name: 'Multicast', rfc: 'RFC 5771', global: false },
	{ block: '240.0.0.0/4', scope: 'reserved', name: 'Reserved', rfc: 'RFC 1112 §4', global: false },
	{ block: '255.255.255.255/32', scope: 'broadcast', name: 'Limited Broadcast', rfc: 'RFC 8190, RFC 919 §7', global: false }
];

export const SCOPES_V6: readonly ScopeEntry[] = [
	// The IPv6 Address Space registry's "Reserved by IETF" blocks: all but 2000::/3 (Global
	// Unicast), fc00::/7, fe80::/10, fec0::/10 and ff00::/8; the special-purpose entries inside
	// them are more specific and win.
	{ block: '::/8', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: '100::/8', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: '200::/7', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: '400::/6', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: '800::/5', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: '1000::/4', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: '4000::/3', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: '6000::/3', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: '8000::/3', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: 'a000::/3', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: 'c000::/3', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: 'e000::/4', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: 'f000::/5', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: 'f800::/6', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: 'fe00::/9', scope: 'reserved', name: 'Reserved by IETF', rfc: 'RFC 4291 §2.4', global: false },
	{ block: 'fec0::/10', scope: 'site-local', name: 'Site-Local Unicast (deprecated)', rfc: 'RFC 3879', global: false },
	{ block: '::/128', scope: 'unspecified', name: 'Unspecified Address', rfc: 'RFC 4291 §2.5.2', global: false },
	{ block: '::1/128', scope: 'loopback', name: 'Loopback Address', rfc: 'RFC 4291 §2.5.3', global: false },
	{ block: '::ffff:0:0/96', scope: 'ipv4-mapped', name: 'IPv4-mapped Address', rfc: 'RFC 4291 §2.5.5.2', global: false },
	{ block: '64:ff9b::/96', scope: 'ipv4-ipv6-translation', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 6052', global: true },
	{ block: '64:ff9b:1::/48', scope: 'ipv4-ipv6-translation', name: 'IPv4-IPv6 Translat.', rfc: 'RFC 8215', global: false },
	{ block: '100::/64', scope: 'discard-only', name: 'Discard-Only Address Block', rfc: 'RFC 6666', global: false },
	{ block: '2001::/23', scope: 'ietf-protocol-assignments', name: 'IETF Protocol Assignments', rfc: 'RFC 2928', global: false },
	{ block: '2001::/32', scope: 'teredo', name: 'TEREDO', rfc: 'RFC 4380, RFC 8190', global: false },
	{ block: '2001:1::1/128', scope: 'pcp-anycast', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', global: true },
	{ block: '2001:1::2/128', scope: 'turn-anycast', name: 'Traversal Using Relays around NAT Anycast', rfc: 'RFC 8155', global: true },
	{ block: '2001:2::/48', scope: 'benchmarking', name: 'Benchmarking', rfc: 'RFC 5180, RFC Errata 1752', global: false },
	{ block: '2001:3::/32', scope: 'amt', name: 'AMT', rfc: 'RFC 7450', global: true },
	{ block: '2001:4:112::/48', scope: 'as112', name: 'AS112-v6', rfc: 'RFC 7535', global: true },
	{ block: '2001:10::/28', scope: 'deprecated-orchid', name: 'Deprecated (previously ORCHID)', rfc: 'RFC 4843', global: false },
	{ block: '2001:20::/28', scope: 'orchid-v2', name: 'ORCHIDv2', rfc: 'RFC 7343', global: true },
	{ block: '2001:30::/28', scope: 'drone-remote-id', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', rfc: 'RFC 9374', global: true },
	{ block: '2001:db8::/32', scope: 'documentation', name: 'Documentation', rfc: 'RFC 3849', global: false },
	{ block: '2002::/16', scope: '6to4', name: '6to4', rfc: 'RFC 3056', global: false },
	{ block: '2620:4f:8000::/48', scope: 'as112', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', global: true },
	{ block: '3fff::/20', scope: 'documentation', name: 'Documentation', rfc: 'RFC 9637', global: false },
	{ block: '5f00::/16', scope: 'segment-routing', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602', global: false },
	{ block: 'fc00::/7', scope: 'unique-local', name: 'Unique-Local', rfc: 'RFC 4193, RFC 8190', global: false },
	{ block: 'fe80::/10', scope: 'link-local', name: 'Link-Local Unicast', rfc: 'RFC 4291 §2.5.6', global: false },
	{ block: 'ff00::/8', scope: 'multicast', name: 'Multicast', rfc: 'RFC 4291 §2.7', global: false }
];

/** `global`: in no special-purpose block; `mixed`: a CIDR block that only partly overlaps some. */
export const OTHER_SCOPES = ['global', 'mixed'] as const;
