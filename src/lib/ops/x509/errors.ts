import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('x509', {
	empty: 'must not be empty',
	other_block: ({ label }: { label: string }) => `holds no certificate: found a ${label} block, expected CERTIFICATE (or CERTIFICATE REQUEST, X509 CRL)`,
	no_block: 'PEM text without a complete -----BEGIN CERTIFICATE----- … -----END CERTIFICATE----- block (or CERTIFICATE REQUEST, X509 CRL)',
	block_not_base64: ({ label }: { label: string }) => `the ${label} block is not valid base64`,
	neither: 'neither PEM (-----BEGIN CERTIFICATE-----) nor base64 DER',
	// `reason`: what the DER reader below says, or @peculiar/x509's own (English) words.
	not_csr: ({ reason }: { reason: string }) => `not a PKCS #10 certificate request (${reason})`,
	not_crl: ({ reason }: { reason: string }) => `not an X.509 CRL (${reason})`,
	not_certificate: ({ reason }: { reason: string }) => `not an X.509 certificate (${reason})`,
	// The DER reader (der.ts, names.ts).
	der_truncated: 'truncated element',
	der_long_tag: 'multi-byte tags are not read here',
	der_length_form: 'unsupported length form',
	der_truncated_length: 'truncated length',
	der_too_long: 'element longer than its container',
	der_unexpected: ({ what }: { what: string }) => `${what}: unexpected element`,
	der_empty_oid: 'empty object identifier',
	der_oid_mid_arc: 'object identifier ends mid-arc',
	der_bmp_odd: 'odd-length BMPString',
	der_universal_length: 'UniversalString length not a multiple of 4',
	der_rdn_not_set: 'name: an RDN is not a SET',
	der_no_value: 'name: attribute without a value',
	der_empty_bits: 'empty bit string',
	der_not_one_sequence: 'not one DER SEQUENCE'
});
