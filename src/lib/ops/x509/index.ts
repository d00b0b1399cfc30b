import { z } from 'zod';
import { charactersAtMost, stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { LEAF, ROOT_CA } from './example-certificates.js';

// @peculiar/x509 (its ASN.1 schemas, tsyringe) loads on the first call, not with the registry.
const logic = lazyModule(() => import('./certificate.js'));

/** Certificates up to this many characters of PEM (a usual one is 1–2.5 KB) are light calls (docs/performance.md). */
export const LIGHT_CALL_CHARS = 4_096;

/** Longest `pem` read (src/lib/ops/x509/README.md, "X.509 certificate decoder"): far above any real certificate (a few KiB). */
export const MAX_PEM = 64 * 1024;

/** The certificate's fields: the answer of /x509, and of /tls for the certificate a host presents. */
export const certificateShape = {
	subject: z.string().describe('Subject distinguished name, RFC 4514 string (last RDN first, as `openssl x509 -nameopt RFC2253` prints it)'),
	issuer: z.string().describe('Issuer distinguished name, RFC 4514 string'),
	serial_number: z.string().describe('Serial number, lower-case hex'),
	not_before: z.string().describe('Start of validity, ISO 8601 UTC'),
	not_after: z.string().describe('End of validity, ISO 8601 UTC'),
	days_remaining: z.int().describe('Whole days from now until not_after (rounded down); negative once expired'),
	san: z.array(z.string()).describe('Subject alternative names: `DNS:…`, `IP:…`, `email:…`, `URI:…` (also `DirName:`, `RID:`)'),
	public_key: z
		.object({
			algorithm: z.string().describe('`RSA`, `EC`, `Ed25519`, `Ed448` (others as their OID)'),
			size: z.int().describe('Bits: the RSA modulus, the EC curve, the Ed25519/Ed448 key as encoded (256, 456)'),
			curve: z.string().optional().describe('EC only: `P-256`, `P-384`, `P-521`, …')
		})
		.describe('The subject public key'),
	signature_algorithm: z.string().describe('As OpenSSL names it, e.g. `sha256WithRSAEncryption`, `ecdsa-with-SHA384`, `ED25519`'),
	fingerprint_sha256: z.string().describe('SHA-256 of the DER certificate, lower-case hex without colons'),
	is_ca: z.boolean().describe('Basic constraints say this is a CA certificate')
};

export const x509 = defineOperation({
	id: 'x509',
	group: 'security',
	title: 'X.509 certificate decoder',
	summary: 'Reads a certificate (PEM or base64 DER): subject, issuer, validity and days left, alternative names, public key, signature algorithm and SHA-256 fingerprint.',
	keywords: ['x509', 'x.509', 'certificate', 'ssl certificate', 'tls certificate', 'pem', 'der', 'decoder', 'fingerprint', 'expiry', 'san', 'subject alternative name'],
	method: 'POST',
	path: '/x509',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'pem'),
	timeLimit: { ms: 2000, detail: 'reading the certificate ran longer than the time limit of 2,000 ms; send a smaller certificate' },
	input: z.object({
		pem: stringOfAtMost(MAX_PEM)
			.describe(
				`One certificate: PEM (-----BEGIN CERTIFICATE-----; of several, the first is read) or base64 DER; at most ${MAX_PEM.toLocaleString('en-US')} characters`
			)
			.meta(formHints({ multiline: 10, monospace: true, placeholder: '-----BEGIN CERTIFICATE-----' }))
	}),
	output: z.object(certificateShape),
	errors: [
		{
			status: 422,
			when: `\`pem\` missing, empty, over ${MAX_PEM.toLocaleString('en-US')} characters, PEM without a CERTIFICATE block, not base64, or bytes that are not a DER X.509 certificate`
		}
	],
	examples: [
		{ name: 'An ECDSA certificate with IP and e-mail names', input: { pem: LEAF } },
		{ name: 'A root CA (RSA)', input: { pem: ROOT_CA } }
	],
	prepare: logic.load,
	async run({ pem }, ctx) {
		const { CertificateError, describeCertificate, readCertificateText } = logic.get();
		try {
			return await describeCertificate(readCertificateText(pem), ctx.now());
		} catch (err) {
			if (err instanceof CertificateError) throw errorOf(err.words, { field: 'pem' });
			throw err;
		}
	}
});

export const operations = [x509];
