/**
 * CyberChef's PEM to Hex, Hex to PEM, Hex to Object Identifier and Object Identifier to Hex
 * (src/core/operations/PEMToHex.mjs, HexToPEM.mjs, HexToObjectIdentifier.mjs,
 * ObjectIdentifierToHex.mjs): small conversions beside the parser, each a 422 naming `input` (or
 * `label`) when the text is not what it should be.
 */
import { base64Encode } from '../_shared/base64.js';
import { errors } from './errors.js';
import { hex } from './asn1.js';
import { MAX_OID_CHARS } from './limits.js';

/** CyberChef's header pattern (capitals and spaces), with digits too so `X509 CRL` is found. */
const BEGIN = /-----BEGIN ([A-Z0-9][A-Z0-9 ]+[A-Z0-9])-----/g;
const NOT_BASE64 = /[^A-Za-z0-9+/=]/g;

/** Every PEM block's body as lower-case hex, one line each (CyberChef joins them with line feeds). */
export function pemToHex(text: string): string {
	const out: string[] = [];
	for (const match of text.matchAll(BEGIN)) {
		const bodyStart = match.index + match[0].length;
		const footer = `-----END ${match[1]}-----`;
		const end = text.indexOf(footer, bodyStart);
		if (end < 0) throw errors.error('pem_no_footer', { footer }, { field: 'input' });
		// CyberChef's fromBase64 with removeNonAlphChars: line breaks (and anything else outside the alphabet) are dropped.
		const body = text.slice(bodyStart, end).replace(NOT_BASE64, '').replace(/=+$/, '');
		if (body.length % 4 === 1 || body.includes('=')) throw errors.error('pem_not_base64', { label: match[1] }, { field: 'input' });
		const binary = atob(body + '='.repeat((4 - (body.length % 4)) % 4));
		out.push(hex(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
	}
	if (out.length === 0) throw errors.error('pem_none', undefined, { field: 'input' });
	return out.join('\n');
}

/** RFC 7468's label: printable ASCII other than '-', single spaces or hyphens between. */
const LABEL = /^[\x21-\x2c\x2e-\x7e]([ -]?[\x21-\x2c\x2e-\x7e])*$/;

/** The bytes as a PEM block: base64 in lines of 64 characters, LF line ends (as openssl writes them). */
export function hexToPem(bytes: Uint8Array, label: string): string {
	if (bytes.length === 0) throw errors.error('empty', undefined, { field: 'input' });
	if (!LABEL.test(label)) throw errors.error('pem_label', undefined, { field: 'label' });
	const body = base64Encode(bytes).replace(/(.{64})/g, '$1\n').replace(/\n$/, '');
	return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
}

/** An OID's content bytes (without the 06 tag and length, as CyberChef's jsrsasign oidIntToHex) as hex. */
export function oidToHex(text: string): string {
	const oid = text.trim();
	if (oid.length > MAX_OID_CHARS) throw errors.error('oid_long', { max: MAX_OID_CHARS }, { field: 'input' });
	if (!/^\d+(\.\d+)+$/.test(oid)) throw errors.error('oid_syntax', undefined, { field: 'input' });
	const arcs = oid.split('.').map((arc) => BigInt(arc));
	if (arcs[0] > 2n || (arcs[0] < 2n && arcs[1] > 39n)) throw errors.error('oid_first_arcs', undefined, { field: 'input' });
	const bytes: number[] = [];
	for (const arc of [arcs[0] * 40n + arcs[1], ...arcs.slice(2)]) {
		// Base 128, most significant group first, every byte but the last with its high bit set.
		const groups = [Number(arc & 0x7fn)];
		for (let rest = arc >> 7n; rest > 0n; rest >>= 7n) groups.unshift(Number(rest & 0x7fn) | 0x80);
		bytes.push(...groups);
	}
	return hex(Uint8Array.from(bytes));
}

/** An OID's content bytes as the dotted form (CyberChef's jsrsasign oidHexToInt). */
export function hexToOid(bytes: Uint8Array): string {
	if (bytes.length === 0) throw errors.error('empty_oid', undefined, { field: 'input' });
	if (bytes.length > MAX_OID_CHARS) throw errors.error('oid_long', { max: MAX_OID_CHARS }, { field: 'input' });
	if (bytes[bytes.length - 1] & 0x80) throw errors.error('oid_mid_arc', undefined, { field: 'input' });
	const arcs: bigint[] = [];
	let current = 0n;
	for (const b of bytes) {
		current = (current << 7n) | BigInt(b & 0x7f);
		if (!(b & 0x80)) {
			arcs.push(current);
			current = 0n;
		}
	}
	const first = arcs[0];
	const head = first < 40n ? [0n, first] : first < 80n ? [1n, first - 40n] : [2n, first - 80n];
	return [...head, ...arcs.slice(1)].join('.');
}
