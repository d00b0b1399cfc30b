import { z } from 'zod';
import { stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { formHints } from '../form-hints.js';
import { inspectIp, IpError } from './ip.js';

/** Limit (src/lib/ops/ip/README.md, "IP address"): the longest IPv6 text with a dotted tail and prefix is 49 characters. */
export const MAX_ADDRESS = 100;

export const ip = defineOperation({
	id: 'ip',
	group: 'web',
	title: 'IP address and CIDR calculator',
	summary: 'An IPv4 or IPv6 address or CIDR block: its network, netmask, first and last address, size, special-purpose scope (IANA registries) and reverse DNS name.',
	keywords: ['ip address', 'cidr', 'subnet calculator', 'netmask', 'ipv4', 'ipv6', 'network address', 'broadcast', 'reverse dns', 'ptr', 'private ip', 'in-addr.arpa'],
	method: 'POST',
	path: '/ip',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		address: stringOfAtMost(MAX_ADDRESS)
			.describe(
				`An IPv4 address (dotted decimal, no leading zeros), an IPv6 address (RFC 4291 text), or either with a /prefix (CIDR); a block with host bits set is that address inside its network; at most ${MAX_ADDRESS} characters`
			)
			.meta(formHints({ monospace: true, placeholder: '192.168.1.10/24' }))
	}),
	output: z.object({
		version: z.union([z.literal(4), z.literal(6)]),
		address: z.string().describe('The address as given, canonical (RFC 5952 for IPv6); for a block, the address before the slash'),
		network: z.string().describe('The block in CIDR notation, host bits cleared'),
		netmask: z.string(),
		prefix_length: z.number().int(),
		first_address: z.string().describe('The lowest address of the block (the network address)'),
		last_address: z.string().describe('The highest address of the block (IPv4: the broadcast address)'),
		size: z.string().describe('How many addresses the block holds, as a decimal string (2^128 for ::/0)'),
		scope: z
			.string()
			.describe(
				'The most specific IANA special-purpose block that holds the whole block, as a short name (private, loopback, link-local, multicast, shared, documentation, unique-local, benchmarking, reserved, …); global when in none; mixed when a block only partly overlaps special ones'
			),
		reverse_pointer: z.string().describe('The reverse DNS name: an address\'s PTR name, or the longest in-addr.arpa / ip6.arpa zone that covers a block')
	}),
	errors: [{ status: 422, when: `text that is not an IPv4 or IPv6 address, with or without a prefix; a prefix over 32 (IPv4) or 128 (IPv6); an IPv6 zone (%eth0); over ${MAX_ADDRESS} characters` }],
	attribution: 'IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890)',
	examples: [
		{ name: 'A home network address', input: { address: '192.168.1.10/24' } },
		{ name: 'An IPv6 documentation block', input: { address: '2001:db8::/32' } },
		{ name: 'A public address', input: { address: '8.8.8.8' } },
		{ name: 'Carrier-grade NAT', input: { address: '100.64.0.0/10' } }
	],
	run(input) {
		try {
			return inspectIp(input.address);
		} catch (err) {
			if (err instanceof IpError) throw errorOf(err.words, { field: 'address' });
			throw err;
		}
	}
});

export const operations = [ip];
