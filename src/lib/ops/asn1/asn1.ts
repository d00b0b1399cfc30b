/**
 * A BER/DER reader (ITU-T X.690) that answers the tree `openssl asn1parse -i` prints: every
 * element's offset, depth, header length and content length, its tag as OpenSSL names it, and its
 * value decoded where it is simple. Indefinite lengths (BER) are read as OpenSSL reads them: the
 * end-of-contents marker is the element's last child. Bounded: at most MAX_NODES elements and
 * MAX_DEPTH levels, each a 422.
 */
import { decodeOid } from '../x509/der.js';
import { errors } from './errors.js';
import { DECIMAL_BUDGET, MAX_DECIMAL_BYTES, MAX_DEPTH, MAX_NODES } from './limits.js';
import { OID_NAMES } from './oid-names.js';

export type TagClass = 'universal' | 'application' | 'context' | 'private';

export interface Asn1Node {
	/** SEQUENCE, INTEGER, OBJECT IDENTIFIER, context [0], … */
	tag: string;
	class: TagClass;
	/** The tag number within its class. */
	number: number;
	constructed: boolean;
	offset: number;
	header_length: number;
	/** Bytes of content; null for an indefinite length (openssl's `l=inf`). */
	length: number | null;
	value: string | null;
	/** An OBJECT IDENTIFIER's name, where OpenSSL knows it. */
	name?: string;
	children: Asn1Node[];
}

/** Universal tag names, as OpenSSL's ASN1_tag2str prints them (OBJECT is OBJECT IDENTIFIER here). */
const UNIVERSAL = [
	'EOC', 'BOOLEAN', 'INTEGER', 'BIT STRING', 'OCTET STRING', 'NULL', 'OBJECT IDENTIFIER', 'OBJECT DESCRIPTOR',
	'EXTERNAL', 'REAL', 'ENUMERATED', '<ASN1 11>', 'UTF8STRING', '<ASN1 13>', '<ASN1 14>', '<ASN1 15>',
	'SEQUENCE', 'SET', 'NUMERICSTRING', 'PRINTABLESTRING', 'T61STRING', 'VIDEOTEXSTRING', 'IA5STRING', 'UTCTIME',
	'GENERALIZEDTIME', 'GRAPHICSTRING', 'VISIBLESTRING', 'GENERALSTRING', 'UNIVERSALSTRING', '<ASN1 29>', 'BMPSTRING'
];
const CLASSES: TagClass[] = ['universal', 'application', 'context', 'private'];

/** The name of a tag: a universal one as OpenSSL names it, else `context [0]`, `application [1]`, `private [2]`. */
export function tagName(cls: TagClass, number: number): string {
	if (cls === 'universal') return UNIVERSAL[number] ?? `<ASN1 ${number}>`;
	return `${cls} [${number}]`;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
export const hex = (bytes: Uint8Array) => {
	let out = '';
	for (let i = 0; i < bytes.length; i++) out += HEX[bytes[i]];
	return out;
};

/** A two's-complement INTEGER's contents as a decimal string. */
export function integerText(value: Uint8Array): string {
	if (value.length === 0) return '0';
	let n = BigInt('0x' + hex(value));
	if (value[0] & 0x80) n -= 1n << BigInt(value.length * 8);
	return n.toString();
}

/**
 * Arcs of an OBJECT IDENTIFIER, by the certificate module's DER reader (`relative` for a
 * RELATIVE-OID, whose first arc is not two packed: read behind a 0x00 arc, "0.0." cut off). Null when malformed.
 */
export function oidText(value: Uint8Array, relative = false): string | null {
	try {
		return relative ? decodeOid(Uint8Array.of(0, ...value)).slice(4) : decodeOid(value);
	} catch {
		return null;
	}
}

const latin1 = (bytes: Uint8Array) => {
	let out = '';
	for (let i = 0; i < bytes.length; i++) out += String.fromCharCode(bytes[i]);
	return out;
};

/** UTF-16BE (BMPString) or UTF-32BE (UniversalString) code units; null when the length does not fit. */
function wideText(bytes: Uint8Array, width: 2 | 4): string | null {
	if (bytes.length % width) return null;
	let out = '';
	for (let i = 0; i < bytes.length; i += width) {
		const unit = width === 2 ? (bytes[i] << 8) | bytes[i + 1] : ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;
		if (width === 4 && unit > 0x10ffff) return null;
		out += width === 2 ? String.fromCharCode(unit) : String.fromCodePoint(unit);
	}
	return out;
}

const utf8 = new TextDecoder('utf-8');

/** A primitive universal element's value in words: integers in decimal, OIDs dotted, strings as text, the rest hex. */
function primitiveValue(number: number, content: Uint8Array, decimal: (bytes: number) => boolean): { value: string | null; name?: string } {
	switch (number) {
		case 0:
		case 5:
			return { value: content.length ? hex(content) : null };
		case 1:
			return { value: content.length === 1 ? (content[0] ? 'true' : 'false') : hex(content) };
		case 2:
		case 10:
			if (!content.length) return { value: null };
			return { value: decimal(content.length) ? integerText(content) : '0x' + hex(content) };
		case 6: {
			const oid = oidText(content);
			if (oid === null) return { value: hex(content) };
			const name = OID_NAMES[oid];
			return name ? { value: oid, name } : { value: oid };
		}
		case 13:
			return { value: oidText(content, true) ?? hex(content) };
		case 12:
			return { value: utf8.decode(content) };
		case 18:
		case 19:
		case 20:
		case 21:
		case 22:
		case 23:
		case 24:
		case 25:
		case 26:
		case 27:
			return { value: latin1(content) };
		case 28:
			return { value: wideText(content, 4) ?? hex(content) };
		case 30:
			return { value: wideText(content, 2) ?? hex(content) };
		default:
			return { value: hex(content) };
	}
}

/** The one element `bytes` hold, as a tree. Throws the module's worded errors (422 naming `input`). */
export function parseAsn1(bytes: Uint8Array): Asn1Node {
	if (bytes.length === 0) throw errors.error('empty', undefined, { field: 'input' });
	let count = 0;
	// Decimal costs more than linear time: integers past the budget are answered in hex (README.md).
	let decimalLeft = DECIMAL_BUDGET;
	const decimal = (bytes: number) => {
		if (bytes > MAX_DECIMAL_BYTES || bytes > decimalLeft) return false;
		decimalLeft -= bytes;
		return true;
	};

	/** The element at `offset`, within `end`; its end offset beside it. */
	function read(offset: number, end: number, depth: number): [Asn1Node, number] {
		if (depth > MAX_DEPTH) throw errors.error('too_deep', { max: MAX_DEPTH, offset }, { field: 'input' });
		if (++count > MAX_NODES) throw errors.error('too_many', { max: MAX_NODES }, { field: 'input' });
		let p = offset;
		const truncated = () => errors.error('truncated_header', { offset }, { field: 'input' });
		if (p >= end) throw truncated();
		const first = bytes[p++];
		const cls = CLASSES[first >> 6];
		const constructed = (first & 0x20) !== 0;
		let number = first & 0x1f;
		if (number === 0x1f) {
			number = 0;
			for (;;) {
				if (p >= end) throw truncated();
				const b = bytes[p++];
				number = number * 128 + (b & 0x7f);
				if (number > 0x7fffffff) throw errors.error('big_tag', { offset }, { field: 'input' });
				if (!(b & 0x80)) break;
			}
		}
		if (p >= end) throw truncated();
		const lengthByte = bytes[p++];
		let length: number | null;
		if (lengthByte === 0x80) length = null;
		else if (lengthByte & 0x80) {
			const n = lengthByte & 0x7f;
			if (p + n > end) throw truncated();
			let value = 0;
			for (let i = 0; i < n; i++) {
				value = value * 256 + bytes[p + i];
				if (value > 0xffffffff) throw errors.error('long_length', { offset }, { field: 'input' });
			}
			p += n;
			length = value;
		} else length = lengthByte;
		const node: Asn1Node = { tag: tagName(cls, number), class: cls, number, constructed, offset, header_length: p - offset, length, value: null, children: [] };
		if (length === null) {
			if (!constructed) throw errors.error('indefinite_primitive', { offset }, { field: 'input' });
			// Children until the end-of-contents marker (00 00), which is the last child, as openssl prints it.
			for (;;) {
				if (p >= end) throw errors.error('no_end', { offset }, { field: 'input' });
				const [child, next] = read(p, end, depth + 1);
				node.children.push(child);
				p = next;
				if (child.class === 'universal' && child.number === 0 && !child.constructed && child.length === 0) return [node, p];
			}
		}
		if (length > end - p) throw errors.error('too_long', { offset, length, left: end - p }, { field: 'input' });
		const stop = p + length;
		if (constructed) {
			while (p < stop) {
				const [child, next] = read(p, stop, depth + 1);
				node.children.push(child);
				p = next;
			}
		} else {
			const content = bytes.subarray(p, stop);
			const decoded = cls === 'universal' ? primitiveValue(number, content, decimal) : { value: hex(content) };
			node.value = decoded.value;
			if (decoded.name) node.name = decoded.name;
		}
		return [node, stop];
	}

	const [root, end] = read(0, bytes.length, 0);
	if (end < bytes.length) throw errors.error('trailing', { offset: end, count: bytes.length - end }, { field: 'input' });
	return root;
}

const PEM = /-----BEGIN ([A-Z0-9 #-]+)-----([\s\S]*?)-----END \1-----/;

/**
 * The DER that `bytes` stand for: the base64 body of the first PEM block when the bytes are PEM
 * text (a certificate, key, CSR or CRL file), else the bytes themselves.
 */
export function derOf(bytes: Uint8Array): Uint8Array {
	// PEM is ASCII: look only when the bytes start with text, so binary DER is never decoded.
	let start = 0;
	while (start < bytes.length && (bytes[start] === 0x20 || bytes[start] === 0x09 || bytes[start] === 0x0a || bytes[start] === 0x0d)) start++;
	if (bytes[start] !== 0x2d) return bytes;
	const match = PEM.exec(latin1(bytes));
	if (!match) return bytes;
	const body = match[2]
		.split(/\r?\n/)
		.filter((line) => !/^[A-Za-z-]+:/.test(line)) // RFC 1421 headers (Proc-Type, DEK-Info) are not the body
		.join('')
		.replace(/\s+/g, '');
	const bare = body.replace(/=+$/, '');
	if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || bare.length % 4 === 1) throw errors.error('pem_not_base64', { label: match[1] }, { field: 'input' });
	const binary = atob(bare + '='.repeat((4 - (bare.length % 4)) % 4));
	return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
