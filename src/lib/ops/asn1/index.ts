import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { bytesText, decodeBytesFrom, inputEncoding } from '../_shared/bytes-io.js';
import { derOf, parseAsn1, type Asn1Node } from './asn1.js';
import { MAX_BYTES, MAX_DEPTH, MAX_INPUT, MAX_NODES } from './limits.js';

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
	summary: 'Shows the structure of DER or BER bytes (a certificate, key, CSR, CRL, or any ASN.1): every element with its offset, lengths, tag and value, as openssl asn1parse prints it.',
	keywords: ['asn1', 'asn.1', 'der', 'ber', 'tlv', 'parse asn.1 hex string', 'parse tlv', 'asn1parse', 'openssl asn1parse', 'parse oid', 'object identifier', 'oid', 'pem', 'decoder', 'certificate structure'],
	method: 'POST',
	path: '/asn1',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: bytesText(MAX_INPUT, 'The DER bytes (or PEM text: its first block\'s base64 body is read)'),
		input_encoding: inputEncoding()
	}),
	output: z.object({ tree: node.describe('The root element') }),
	errors: [
		{
			status: 422,
			when: `\`input\` empty, over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes, not in \`input_encoding\`, not one well-formed BER/DER element (truncated, longer than the bytes, bytes after the root), more than ${MAX_NODES.toLocaleString('en-US')} elements or nested deeper than ${MAX_DEPTH} levels`
		}
	],
	examples: [
		{ name: 'A hand-made SEQUENCE (hex)', input: { input: '300e02012a06092a864886f70d01010b', input_encoding: 'hex' } },
		{
			name: 'An Ed25519 public key (PEM)',
			input: { input: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAYTDXvjigb9QGHncZMmUYSst+HBG86h6+7hLXJpZpLWU=\n-----END PUBLIC KEY-----\n' }
		}
	],
	run(input) {
		const bytes = decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BYTES);
		return { tree: parseAsn1(derOf(bytes)) };
	}
});

export const operations = [asn1];
