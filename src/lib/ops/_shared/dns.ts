// The DNS service server operations are given (ctx.dns; src/lib/server/providers/dns.ts makes
// it). Types only, so lib/ops stays free of Node-only code (docs/architecture.md).

/** The record types `/dns` asks for (docs/spec/toolbox.md, Part 2). */
export const DNS_TYPES = ['A', 'AAAA', 'MX', 'TXT', 'NS', 'CNAME', 'SOA', 'CAA', 'SRV', 'PTR'] as const;
export type DnsType = (typeof DNS_TYPES)[number];

/** One record of the answer, typed by its record type; host names without the trailing dot ('.' is the root). */
export type DnsRecord =
	| { ttl: number; address: string }
	| { ttl: number; priority: number; exchange: string }
	| { ttl: number; text: string }
	| { ttl: number; target: string }
	| { ttl: number; mname: string; rname: string; serial: number; refresh: number; retry: number; expire: number; minimum: number }
	| { ttl: number; flags: number; tag: string; value: string }
	| { ttl: number; priority: number; weight: number; port: number; target: string };

/**
 * What the server said: NOERROR with records of the asked type, NXDOMAIN (the name does not
 * exist), or NODATA (it exists, without records of that type; RFC 2308 section 2.2).
 */
export interface DnsAnswer {
	status: 'NOERROR' | 'NXDOMAIN' | 'NODATA';
	answers: DnsRecord[];
}

/**
 * Asks the operator's resolver (`DNS_SERVER`, or the system's first) one question. `name` is
 * ASCII (punycode), without a trailing dot. Rejects, with a message safe to show callers, when no
 * answer can be had: timeout, SERVFAIL, REFUSED, another error rcode, an unreachable server.
 */
export interface DnsResolver {
	query(name: string, type: DnsType): Promise<DnsAnswer>;
}
