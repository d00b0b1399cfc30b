/**
 * Names as `/dns` and `/email/auth` send them: ASCII (IDNA via the WHATWG URL host parser, the
 * same mapping browsers use), lower case, no trailing dot, within RFC 1035's limits; and the
 * reverse-lookup names of IP addresses (RFC 1035 section 3.5, RFC 3596 section 2.5).
 */
import { punycodeDecode } from '../_shared/punycode.js';
import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';

/** RFC 1035 section 2.3.4: 255 octets on the wire is 253 characters of text without the trailing dot. */
export const MAX_NAME = 253;
export const MAX_LABEL = 63;

/** Why a name was refused; the message follows the field name in the 422 detail. */
export class NameError extends WordedError {}

/**
 * The ASCII form of a DNS name. Labels hold letters, digits, hyphens and underscores (service
 * labels such as `_dmarc`, `_sip._tcp`); one trailing dot is accepted and dropped.
 */
export function toAsciiName(text: string): string {
	let name = text.trim();
	if (name.endsWith('.') && name.length > 1) name = name.slice(0, -1);
	if (name === '' || name === '.') throw new NameError(errors.words('empty'));
	// Non-ASCII text goes through IDNA (UTS #46); the ASCII punctuation the URL parser would read
	// as URL syntax is refused first.
	if (/[^ -~]/.test(name)) {
		if (/[^\p{L}\p{M}\p{N}._-]/u.test(name)) throw new NameError(errors.words('characters'));
		try {
			name = new URL(`http://${name}`).hostname;
		} catch {
			throw new NameError(errors.words('not_idn'));
		}
	}
	name = name.toLowerCase();
	if (name.length > MAX_NAME) throw new NameError(errors.words('too_long', { max: MAX_NAME }));
	for (const label of name.split('.')) {
		if (label === '') throw new NameError(errors.words('empty_label'));
		if (label.length > MAX_LABEL) throw new NameError(errors.words('long_label', { max: MAX_LABEL }));
		if (!/^[a-z0-9_-]+$/.test(label)) throw new NameError(errors.words('label_characters'));
		// Whether an `xn--` label must decode is where URL parsers differ: decided here, everywhere alike.
		if (label.startsWith('xn--') && punycodeDecode(label.slice(4)) === null) throw new NameError(errors.words('bad_punycode', { label }));
	}
	return name;
}

/** RFC 6761 section 6.4: `.invalid` names never exist, so no query is sent for them. */
export function isInvalidTld(name: string): boolean {
	return name === 'invalid' || name.endsWith('.invalid');
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);

/** The 8 groups of an IPv6 address (RFC 4291 section 2.2 text forms), or null. */
function ipv6Groups(text: string): number[] | null {
	if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return null;
	const [head, tail] = text.split('::');
	const left = head ? head.split(':') : [];
	const right = tail ? tail.split(':') : [];
	const parts = text.includes('::') ? [left, right] : [left, []];
	const expand = (groups: string[]): number[] | null => {
		const out: number[] = [];
		for (const [i, g] of groups.entries()) {
			if (g.includes('.')) {
				// An IPv4 tail (`::ffff:192.0.2.1`) is the last two groups.
				if (i !== groups.length - 1 || !IPV4.test(g)) return null;
				const o = g.split('.').map(Number);
				out.push((o[0] << 8) | o[1], (o[2] << 8) | o[3]);
			} else if (/^[0-9a-f]{1,4}$/i.test(g)) out.push(parseInt(g, 16));
			else return null;
		}
		return out;
	};
	const l = expand(parts[0]);
	const r = expand(parts[1]);
	if (!l || !r) return null;
	if (!text.includes('::')) return l.length === 8 ? l : null;
	// A trailing IPv4 tail belongs to the right part; with nothing after `::` it sits in the left.
	if (l.length + r.length > 7) return null;
	return [...l, ...Array(8 - l.length - r.length).fill(0), ...r];
}

/**
 * The PTR name of an IP address: `192.0.2.1` → `1.2.0.192.in-addr.arpa`, an IPv6 address as 32
 * reversed nibbles under `ip6.arpa`. Null when the text is not an IP address.
 */
export function reverseName(text: string): string | null {
	const ip = text.trim();
	if (IPV4.test(ip)) return `${ip.split('.').reverse().join('.')}.in-addr.arpa`;
	const groups = ipv6Groups(ip);
	if (!groups) return null;
	const nibbles = groups.map((g) => g.toString(16).padStart(4, '0')).join('');
	return `${[...nibbles].reverse().join('.')}.ip6.arpa`;
}
