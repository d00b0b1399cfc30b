/**
 * The syntax of an e-mail address, by the practical rules of RFC 5321 (SMTP) and RFC 5322,
 * with internationalised domains (IDNA, checked in their punycode form) and UTF-8 local parts
 * (RFC 6531/6532). Browser-safe: web-platform APIs only (URL, TextEncoder).
 */
import { punycodeDecode } from '../_shared/punycode.js';

/** RFC 5321 §4.5.3.1.1: a local part is at most 64 octets. */
export const MAX_LOCAL_OCTETS = 64;
/** RFC 1035 §2.3.4 (255 octets on the wire) as text: at most 253 characters. */
export const MAX_DOMAIN_OCTETS = 253;
/** RFC 5321 §4.5.3.1.3 path of 256 octets minus the angle brackets (RFC 3696 erratum 1690). */
export const MAX_ADDRESS_OCTETS = 254;
/** RFC 1035 §2.3.4: a label is at most 63 octets. */
export const MAX_LABEL_OCTETS = 63;

const utf8 = new TextEncoder();
const octets = (s: string) => utf8.encode(s).length;

/**
 * RFC 5322 dot-atom: atext runs separated by single dots. atext is RFC 5322 §3.2.3's ASCII set,
 * widened by RFC 6532 to non-ASCII letters, marks and digits (whitespace, controls and
 * punctuation outside ASCII stay out).
 */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\-\\p{L}\\p{M}\\p{N}]";
const DOT_ATOM = new RegExp(`^${ATEXT}+(?:\\.${ATEXT}+)*$`, 'u');
/**
 * RFC 5321 §4.1.2 Quoted-string: qtextSMTP (printable ASCII and space, except `"` and `\`) or a
 * quoted pair (`\` and a printable ASCII character or space); at least one character here.
 */
const QUOTED = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\[\x20-\x7e])+"$/;
/** A host name label: letters, digits and hyphens, not starting or ending with a hyphen. */
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Dots that UTS #46 maps to `.`: full stop, ideographic, fullwidth and halfwidth ideographic. */
const LABEL_SEPARATORS = /[.\u3002\uff0e\uff61]/;
/** Characters a domain may hold before IDNA mapping: LDH, dots, and anything non-ASCII. */
const DOMAIN_CHARS = /^[A-Za-z0-9.\-\u0080-\u{10ffff}]+$/u;

/** The address split at its last `@` (a quoted local part may itself hold `@`). */
export function splitAddress(address: string): { local: string; domain: string } | null {
	const at = address.lastIndexOf('@');
	if (at < 0) return null;
	return { local: address.slice(0, at), domain: address.slice(at + 1) };
}

/** Whether the local part is a dot-atom or a quoted string within 64 octets. */
export function isValidLocalPart(local: string): boolean {
	if (local === '' || octets(local) > MAX_LOCAL_OCTETS) return false;
	return DOT_ATOM.test(local) || QUOTED.test(local);
}

/**
 * The ASCII (punycode) form of a domain, lower case, by the WHATWG URL host parser (UTS #46
 * mapping, the same as browsers): `Bücher.DE` → `xn--bcher-kva.de`. Null when the text holds
 * ASCII other than letters, digits, `-` and `.` (the URL parser would read `/`, `:`, `%`, `@`
 * as URL syntax) or the parser refuses it (bad punycode, forbidden code points). The result is
 * not yet checked against host name rules (see isValidAsciiDomain), except that no label of the
 * text may start or end with a hyphen.
 */
export function toAsciiDomain(domain: string): string | null {
	if (!DOMAIN_CHARS.test(domain)) return null;
	// The URL parser does not check hyphens (UTS #46 CheckHyphens=false); IDNA 2008 does.
	if (domain.split(LABEL_SEPARATORS).some((l) => l.startsWith('-') || l.endsWith('-'))) return null;
	let ascii: string;
	try {
		ascii = new URL(`http://${domain}`).hostname;
	} catch {
		return null;
	}
	// Whether an `xn--` label must decode is where URL parsers differ (Node 20 refuses
	// `xn--zz`, Node 24 accepts it): decide it here, the same way in every runtime.
	const undecodable = ascii.split('.').some((label) => label.startsWith('xn--') && punycodeDecode(label.slice(4)) === null);
	return undecodable ? null : ascii;
}

/**
 * A host name that can receive mail: at least two labels, each 1-63 LDH characters without a
 * leading or trailing hyphen, at most 253 characters, and a top-level label that is not all
 * digits (which rules out IPv4 addresses; address literals such as `[192.0.2.1]` are refused).
 */
export function isValidAsciiDomain(ascii: string): boolean {
	if (ascii.length > MAX_DOMAIN_OCTETS) return false;
	const labels = ascii.split('.');
	if (labels.length < 2) return false;
	if (!labels.every((l) => l.length <= MAX_LABEL_OCTETS && LDH_LABEL.test(l))) return false;
	return !/^[0-9]+$/.test(labels[labels.length - 1]);
}

/** An address taken apart, with its domain in ASCII form when it has a valid one. */
export interface ParsedAddress {
	local: string;
	domain: string;
	/** Lower-case punycode form of the domain; null when the domain is not a valid host name. */
	asciiDomain: string | null;
	/** Whole-address syntax: local part, domain and total length. */
	valid: boolean;
}

/** Parses an address (already trimmed by the caller); null when it has no `@`. */
export function parseAddress(address: string): ParsedAddress | null {
	const parts = splitAddress(address);
	if (!parts) return null;
	const { local, domain } = parts;
	const ascii = toAsciiDomain(domain);
	const asciiDomain = ascii !== null && isValidAsciiDomain(ascii) ? ascii : null;
	const valid =
		asciiDomain !== null && isValidLocalPart(local) && octets(local) + 1 + asciiDomain.length <= MAX_ADDRESS_OCTETS;
	return { local, domain, asciiDomain, valid };
}

/** Whether the address is syntactically valid (see parseAddress). */
export function isValidAddress(address: string): boolean {
	return parseAddress(address)?.valid ?? false;
}
