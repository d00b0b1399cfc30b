import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { bytesText, decodeBytesFrom, inputEncoding } from '../_shared/bytes-io.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { derOf, parseAsn1, type Asn1Node } from './asn1.js';
import { OID_NAMES } from './oid-names.js';
import { hexToOid, hexToPem, oidToHex, pemToHex } from './convert.js';
import { MAX_BYTES, MAX_DEPTH, MAX_INPUT, MAX_LABEL, MAX_NODES } from './limits.js';

const ACTIONS = ['parse', 'pem-to-hex', 'hex-to-pem', 'oid-to-hex', 'hex-to-oid'] as const;
/** The actions that read the input as text (PEM, a dotted OID) rather than as bytes. */
const TEXT_IN: readonly string[] = ['pem-to-hex', 'oid-to-hex'];
/** The actions whose input is hex unless `input_encoding` says otherwise (CyberChef's input is a hex string). */
const HEX_IN: readonly string[] = ['hex-to-pem', 'hex-to-oid'];

export { MAX_BYTES, MAX_DEPTH, MAX_INPUT, MAX_NODES };

/** One element of the tree (recursive: `children` are elements). */
const node: z.ZodType<Asn1Node> = z.object({
	tag: z.string().describe('The tag as `openssl asn1parse` names it: SEQUENCE, INTEGER, OBJECT IDENTIFIER, UTF8STRING…; `context [0]`, `application [1]`, `private [2]` for the other classes'),
	class: z.enum(['universal', 'application', 'context', 'private']).describe('The tag class'),
	number: z.int().describe('The tag number within its class'),
	constructed: z.boolean().describe('Constructed (holds elements: openssl `cons`) or primitive (`prim`)'),
	offset: z.int().describe('Offset of the element\'s first byte in the DER (openssl\'s first column)'),
	header_length: z.int().describe('Bytes of tag and length (openssl `hl=`)'),
	length: z.int().nullable().describe('Bytes of content (openssl `l=`); null for an indefinite length (`l=inf`), whose end-of-contents marker is its last child'),
	value: z
		.string()
		.nullable()
		.describe('A primitive\'s value: INTEGER and ENUMERATED in decimal (`0x` and hex past 1,025 bytes, or once 16,384 bytes of integers were written in decimal), OBJECT IDENTIFIER dotted, BOOLEAN true/false, strings and times as text, anything else (BIT STRING and OCTET STRING included) as lower-case hex of the content; null for NULL and constructed elements'),
	name: z.string().optional().describe('An OBJECT IDENTIFIER\'s name as OpenSSL prints it (commonName, sha256WithRSAEncryption, X509v3 Subject Alternative Name), where known'),
	get children() {
		return z.array(node).describe('The elements inside a constructed element, in order');
	}
});

export const asn1 = defineOperation({
	id: 'asn1',
	group: 'security',
	title: 'ASN.1 DER parser',
	summary: 'Shows the structure of DER or BER bytes (a certificate, key, CSR, CRL, or any ASN.1): every element with its offset, lengths, tag and value, as openssl asn1parse prints it. Also PEM to hex and back, and OIDs to their DER bytes and back.',
	keywords: ['asn1', 'asn.1', 'der', 'ber', 'tlv', 'parse asn.1 hex string', 'parse tlv', 'asn1parse', 'openssl asn1parse', 'parse oid', 'object identifier', 'oid', 'pem', 'decoder', 'certificate structure', 'pem to hex', 'hex to pem', 'der to pem', 'pem to der', 'hex to object identifier', 'object identifier to hex', 'oid to hex', 'hex to oid', 'oid encoder'],
	method: 'POST',
	path: '/asn1',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: bytesText(MAX_INPUT, 'The DER bytes (or PEM text: its first block\'s base64 body is read); pem-to-hex: PEM text; oid-to-hex: a dotted OID (1.2.840.113549); hex-to-pem: the DER bytes; hex-to-oid: an OID\'s content bytes'),
		input_encoding: inputEncoding().describe('How `input` is written: utf8 (text), hex (whitespace ignored), base64 or latin1; default utf8, hex for hex-to-pem and hex-to-oid'),
		action: z.enum(ACTIONS).optional().describe('parse (the tree, the default), pem-to-hex (every PEM block\'s bytes as hex, a line each), hex-to-pem (the bytes as a PEM block labelled `label`), oid-to-hex (a dotted OID\'s DER content bytes, without tag and length), hex-to-oid (content bytes to the dotted OID)'),
		label: stringOfAtMost(MAX_LABEL).optional().describe('hex-to-pem: the PEM label (the word after BEGIN); default CERTIFICATE')
	}),
	output: z.object({
		tree: node.optional().describe('parse: the root element'),
		output: z.string().optional().describe('pem-to-hex: lower-case hex, a line each block; hex-to-pem: the PEM text; oid-to-hex: lower-case hex of the content bytes; hex-to-oid: the dotted OID'),
		name: z.string().optional().describe('oid-to-hex, hex-to-oid: the OID\'s name as OpenSSL prints it, where known')
	}),
	errors: [
		{
			status: 422,
			when: `\`input\` empty, over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes, not in \`input_encoding\`, not one well-formed BER/DER element (truncated, longer than the bytes, bytes after the root), more than ${MAX_NODES.toLocaleString('en-US')} elements or nested deeper than ${MAX_DEPTH} levels`
		},
		{ status: 422, when: 'pem-to-hex without a PEM block or with one missing its END line or not base64; hex-to-pem with no bytes or a label outside RFC 7468; oid-to-hex with text that is not a dotted OID (0, 1 or 2 first; under 40 second after 0 or 1); hex-to-oid with no bytes or a last byte with its high bit set; an OID over 4,096 characters or bytes' }
	],
	examples: [
		{ name: 'A hand-made SEQUENCE (hex)', input: { input: '300e02012a06092a864886f70d01010b', input_encoding: 'hex' } },
		{
			name: 'An Ed25519 public key (PEM)',
			input: { input: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAYTDXvjigb9QGHncZMmUYSst+HBG86h6+7hLXJpZpLWU=\n-----END PUBLIC KEY-----\n' }
		},
		{ name: 'PEM to hex', input: { action: 'pem-to-hex', input: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAYTDXvjigb9QGHncZMmUYSst+HBG86h6+7hLXJpZpLWU=\n-----END PUBLIC KEY-----\n' } },
		{ name: 'An object identifier to hex', input: { action: 'oid-to-hex', input: '1.2.840.113549.1.1.11' } }
	],
	run(input) {
		const action = input.action ?? 'parse';
		const encoding = input.input_encoding ?? (HEX_IN.includes(action) ? 'hex' : 'utf8');
		const bytes = decodeBytesFrom(input.input, encoding, 'input', MAX_BYTES);
		if (action === 'parse') return { tree: parseAsn1(derOf(bytes)) };
		if (action === 'hex-to-pem') return { output: hexToPem(bytes, input.label ?? 'CERTIFICATE') };
		if (action === 'hex-to-oid') {
			const dotted = hexToOid(bytes);
			return named(dotted, dotted);
		}
		// PEM and dotted OIDs are ASCII: the bytes are read one character each.
		const text = TEXT_IN.includes(action) ? Array.from(bytes, (b) => String.fromCharCode(b)).join('') : '';
		if (action === 'pem-to-hex') return { output: pemToHex(text) };
		return named(oidToHex(text), text.trim());
	}
});

/** The answer with the OID's OpenSSL name beside it, when the table knows it. */
function named(output: string, dotted: string): { output: string; name?: string } {
	const name = OID_NAMES[dotted];
	return name ? { output, name } : { output };
}

export const operations = [asn1];
