import { children, decodeOid, DerError, expectTag, TAG } from './der.js';
import { errors } from './errors.js';

/**
 * Attribute types by their short names: RFC 4514 section 3's table (CN, L, ST, O, OU, C, STREET,
 * DC, UID), and for the rest the short names OpenSSL prints with `-nameopt RFC2253` (its `sname`),
 * which are the descriptors registered for LDAP (RFC 4519, RFC 2985). Any other type is written
 * as its dotted OID with the value as `#` and the hex of its BER encoding (RFC 4514 section 2.4).
 */
const SHORT_NAMES: Record<string, string> = {
	'2.5.4.3': 'CN',
	'2.5.4.7': 'L',
	'2.5.4.8': 'ST',
	'2.5.4.10': 'O',
	'2.5.4.11': 'OU',
	'2.5.4.6': 'C',
	'2.5.4.9': 'street',
	'0.9.2342.19200300.100.1.25': 'DC',
	'0.9.2342.19200300.100.1.1': 'UID',
	'2.5.4.4': 'SN',
	'2.5.4.5': 'serialNumber',
	'2.5.4.12': 'title',
	'2.5.4.13': 'description',
	'2.5.4.15': 'businessCategory',
	'2.5.4.17': 'postalCode',
	'2.5.4.42': 'GN',
	'2.5.4.43': 'initials',
	'2.5.4.44': 'generationQualifier',
	'2.5.4.46': 'dnQualifier',
	'2.5.4.65': 'pseudonym',
	'2.5.4.97': 'organizationIdentifier',
	'1.2.840.113549.1.9.1': 'emailAddress',
	'1.3.6.1.4.1.311.60.2.1.1': 'jurisdictionL',
	'1.3.6.1.4.1.311.60.2.1.2': 'jurisdictionST',
	'1.3.6.1.4.1.311.60.2.1.3': 'jurisdictionC'
};

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** The text of a directory string (X.520), or null for a value of another ASN.1 type. */
function stringValue(tag: number, value: Uint8Array): string | null {
	switch (tag) {
		case 0x0c: // UTF8String
			return new TextDecoder('utf-8', { fatal: true }).decode(value);
		case 0x12: // NumericString
		case 0x13: // PrintableString
		case 0x16: // IA5String
		case 0x1a: // VisibleString
		case 0x14: // TeletexString: read as Latin-1, as OpenSSL does
			return latin1(value);
		case 0x1e: // BMPString: UTF-16BE
			if (value.length % 2) throw new DerError(errors.words('der_bmp_odd'));
			return new TextDecoder('utf-16be').decode(value);
		case 0x1c: {
			// UniversalString: UTF-32BE
			if (value.length % 4) throw new DerError(errors.words('der_universal_length'));
			let out = '';
			for (let i = 0; i < value.length; i += 4) {
				out += String.fromCodePoint(((value[i] << 24) | (value[i + 1] << 16) | (value[i + 2] << 8) | value[i + 3]) >>> 0);
			}
			return out;
		}
		default:
			return null;
	}
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A string value escaped as RFC 4514 section 2.4 asks: `"+,;<>\` and a leading `#` or space,
 * a trailing space, with a backslash; NUL and other control characters as `\XX` hex pairs.
 */
export function escapeValue(text: string): string {
	let out = '';
	const chars = [...text];
	chars.forEach((ch, i) => {
		const code = ch.codePointAt(0)!;
		if (code < 0x20 || code === 0x7f) out += '\\' + code.toString(16).toUpperCase().padStart(2, '0');
		else if ('"+,;<>\\'.includes(ch)) out += '\\' + ch;
		else if ((i === 0 && (ch === '#' || ch === ' ')) || (i === chars.length - 1 && ch === ' ')) out += '\\' + ch;
		else out += ch;
	});
	return out;
}

/**
 * A DER Name (RFC 5280 4.1.2.4: a SEQUENCE of RDNs, each a SET of type-and-value pairs) as an
 * RFC 4514 string: the RDNs last to first, joined by `,`, the pairs of one RDN by `+`.
 */
export function formatName(der: Uint8Array): string {
	const rdns = children(der).map((rdn) => {
		if (rdn.tag !== 0x31) throw new DerError(errors.words('der_rdn_not_set'));
		return children(rdn.value)
			.map((pair) => {
				const [type, value] = children(expectTag(pair, TAG.SEQUENCE, 'name attribute').value);
				const oid = decodeOid(expectTag(type, TAG.OID, 'attribute type').value);
				if (!value) throw new DerError(errors.words('der_no_value'));
				const short = SHORT_NAMES[oid];
				const text = short ? stringValue(value.tag, value.value) : null;
				if (text === null) {
					// The whole element, tag and length included (RFC 4514 2.4: the BER encoding).
					const header = value.size - value.value.length;
					const element = new Uint8Array(value.value.buffer, value.value.byteOffset - header, value.size);
					return `${short ?? oid}=#${hex(element)}`;
				}
				return `${short}=${escapeValue(text)}`;
			})
			.join('+');
	});
	return rdns.reverse().join(',');
}
