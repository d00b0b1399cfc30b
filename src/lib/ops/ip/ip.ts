import ipaddr from 'ipaddr.js';
import { SCOPES_V4, SCOPES_V6, type ScopeEntry } from './scopes.js';
import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';

/** What `/ip` says about an address or a CIDR block (toolbox.md, Part 2). */
export interface IpInfo {
	version: 4 | 6;
	address: string;
	network: string;
	netmask: string;
	prefix_length: number;
	first_address: string;
	last_address: string;
	size: string;
	scope: string;
	reverse_pointer: string;
}

/** A problem with the text, said in words the 422 detail can carry. */
export class IpError extends WordedError {}

type Addr = ipaddr.IPv4 | ipaddr.IPv6;

const DECIMAL_OCTET = /^(?:0|[1-9]\d{0,2})$/;

/**
 * IPv6 text with any dotted-quad tail rewritten as two hex groups. ipaddr.js 2.5 reads
 * `::1.2.3.4` as the IPv4-mapped `::ffff:1.2.3.4` and accepts `0x1` or `04` in the quad; RFC 4291
 * §2.2 (3) allows only four decimal parts there, and `::1.2.3.4` is `::102:304`.
 */
function rewriteDottedTail(text: string): string {
	const colon = text.lastIndexOf(':');
	const tail = text.slice(colon + 1);
	if (!tail.includes('.')) return text;
	const parts = tail.split('.');
	if (parts.length !== 4 || !parts.every((p) => DECIMAL_OCTET.test(p) && Number(p) <= 255)) {
		throw new IpError(errors.words('ipv4_tail', { tail }));
	}
	const [a, b, c, d] = parts.map(Number);
	return `${text.slice(0, colon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** One address, strictly: dotted decimal without leading zeros (as Python's ipaddress), or RFC 4291 text. */
export function parseAddress(text: string): Addr {
	if (text.includes(':')) {
		if (text.includes('%')) throw new IpError(errors.words('zone_id'));
		const hex = rewriteDottedTail(text);
		if (!/^[0-9a-fA-F:]+$/.test(hex) || !ipaddr.IPv6.isValid(hex)) throw new IpError(errors.words('not_ipv6', { text }));
		return ipaddr.IPv6.parse(hex);
	}
	const parts = text.split('.');
	if (parts.length !== 4 || !parts.every((p) => DECIMAL_OCTET.test(p) && Number(p) <= 255)) {
		throw new IpError(errors.words('not_ipv4', { text }));
	}
	return ipaddr.IPv4.parse(text);
}

const bitsOf = (a: Addr) => (a.kind() === 'ipv4' ? 32 : 128);

function toBigInt(a: Addr): bigint {
	return a.toByteArray().reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);
}

function fromBigInt(value: bigint, bits: number): Addr {
	const bytes: number[] = [];
	for (let i = bits / 8 - 1; i >= 0; i--) bytes.push(Number((value >> BigInt(i * 8)) & 0xffn));
	return ipaddr.fromByteArray(bytes);
}

/** RFC 5952 for IPv6 (lower case, longest zero run compressed), dotted decimal for IPv4. */
export function canonical(a: Addr): string {
	return a.kind() === 'ipv6' ? (a as ipaddr.IPv6).toRFC5952String() : a.toString();
}

interface Block {
	first: bigint;
	last: bigint;
	prefix: number;
}

function blockOf(cidr: string): Block {
	const [text, len] = cidr.split('/');
	const addr = parseAddress(text);
	const prefix = Number(len);
	const bits = bitsOf(addr);
	const hostMask = (1n << BigInt(bits - prefix)) - 1n;
	const first = toBigInt(addr) & ~hostMask;
	return { first, last: first | hostMask, prefix };
}

const TABLES = new Map<4 | 6, { entry: ScopeEntry; block: Block }[]>();
function table(version: 4 | 6) {
	let t = TABLES.get(version);
	if (!t) {
		t = (version === 4 ? SCOPES_V4 : SCOPES_V6).map((entry) => ({ entry, block: blockOf(entry.block) }));
		TABLES.set(version, t);
	}
	return t;
}

/**
 * The scope of the block `first`–`last`: the most specific registry entry that contains all of
 * it; `global` when no entry overlaps it; `mixed` when entries overlap only part of it (0.0.0.0/0).
 */
export function scopeEntry(version: 4 | 6, first: bigint, last: bigint): ScopeEntry | 'global' | 'mixed' {
	let best: { entry: ScopeEntry; block: Block } | undefined;
	let overlaps = false;
	for (const row of table(version)) {
		if (row.block.first <= first && last <= row.block.last) {
			if (!best || row.block.prefix > best.block.prefix) best = row;
		} else if (row.block.first <= last && first <= row.block.last) overlaps = true;
	}
	if (best) return best.entry;
	return overlaps ? 'mixed' : 'global';
}

/**
 * The reverse DNS name of a block: the longest name under in-addr.arpa (RFC 1035 §3.5, one label
 * per octet) or ip6.arpa (RFC 3596 §2.5, one label per nibble) that covers all of it. For one
 * address that is its PTR name; a /24 gives its zone (`2.0.192.in-addr.arpa`); a prefix between
 * label boundaries gives the enclosing zone (RFC 2317 delegations are a convention, not a name).
 */
export function reversePointer(version: 4 | 6, first: bigint, prefix: number): string {
	if (version === 4) {
		const octets = [24, 16, 8, 0].map((shift) => String(Number((first >> BigInt(shift)) & 0xffn)));
		return [...octets.slice(0, Math.floor(prefix / 8)).reverse(), 'in-addr', 'arpa'].join('.');
	}
	const nibbles = first.toString(16).padStart(32, '0').split('');
	return [...nibbles.slice(0, Math.floor(prefix / 4)).reverse(), 'ip6', 'arpa'].join('.');
}

/**
 * Everything about an address or CIDR block. A block with host bits set (`192.0.2.77/24`) is
 * read as that address inside its network: `address` is the address as given, `network` the
 * canonical block (`192.0.2.0/24`), as Python's `ip_interface` reads it.
 */
export function inspectIp(input: string): IpInfo {
	const text = input.trim();
	if (text === '') throw new IpError(errors.words('empty'));
	const slash = text.indexOf('/');
	const addr = parseAddress(slash < 0 ? text : text.slice(0, slash));
	const bits = bitsOf(addr);
	let prefix = bits;
	if (slash >= 0) {
		const len = text.slice(slash + 1);
		if (!/^\d{1,3}$/.test(len) || Number(len) > bits) throw new IpError(errors.words('prefix', { bits, given: len }));
		prefix = Number(len);
	}
	const version = bits === 32 ? 4 : 6;
	const hostMask = (1n << BigInt(bits - prefix)) - 1n;
	const allOnes = (1n << BigInt(bits)) - 1n;
	const first = toBigInt(addr) & ~hostMask;
	const last = first | hostMask;
	const scope = scopeEntry(version, first, last);
	return {
		version,
		address: canonical(addr),
		network: `${canonical(fromBigInt(first, bits))}/${prefix}`,
		netmask: canonical(fromBigInt(allOnes & ~hostMask, bits)),
		prefix_length: prefix,
		first_address: canonical(fromBigInt(first, bits)),
		last_address: canonical(fromBigInt(last, bits)),
		size: (hostMask + 1n).toString(),
		scope: typeof scope === 'string' ? scope : scope.scope,
		reverse_pointer: reversePointer(version, first, prefix)
	};
}

/** An address's value as a number (for the view's range bar). */
export function addressValue(text: string): bigint {
	return toBigInt(parseAddress(text));
}

/** The registry entry behind an answer's scope (the view shows its name and RFC); null for global and mixed. */
export function scopeOfAnswer(info: Pick<IpInfo, 'version' | 'first_address' | 'last_address'>): ScopeEntry | null {
	const entry = scopeEntry(info.version, addressValue(info.first_address), addressValue(info.last_address));
	return typeof entry === 'string' ? null : entry;
}

/** The registry block as first and last values (for the view's range bar). */
export function blockRange(cidr: string): { first: bigint; last: bigint } {
	const { first, last } = blockOf(cidr);
	return { first, last };
}

/** A value back to canonical text. */
export function valueToText(value: bigint, version: 4 | 6): string {
	return canonical(fromBigInt(value, version === 4 ? 32 : 128));
}
