import { z } from 'zod';
import { charactersAtMost, stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { CRL, CSR, LEAF, ROOT_CA } from './example-certificates.js';

// @peculiar/x509 (its ASN.1 schemas, tsyringe) loads on the first call, not with the registry.
const logic = lazyModule(() => import('./certificate.js'));
const requests = lazyModule(() => import('./request-crl.js'));

/** Certificates up to this many characters of PEM (a usual one is 1–2.5 KB) are light calls (docs/performance.md). */
export const LIGHT_CALL_CHARS = 4_096;

/** Longest `pem` read (src/lib/ops/x509/README.md, "X.509 certificate, CSR and CRL decoder"): far above any real certificate (a few KiB). */
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

const optional = <T extends z.ZodType>(schema: T, kinds: string) => schema.optional().describe(`${schema.description} (${kinds})`);

export const x509 = defineOperation({
	id: 'x509',
	group: 'security',
	title: 'X.509 certificate, CSR and CRL decoder',
	summary: 'Reads a certificate, a certificate signing request (CSR) or a revocation list (CRL), PEM or base64 DER: names, validity and days left, alternative names, public key, signature, fingerprint; the CSR\'s signature check; the CRL\'s revoked serials with dates and reasons.',
	keywords: ['x509', 'x.509', 'certificate', 'ssl certificate', 'tls certificate', 'pem', 'der', 'decoder', 'fingerprint', 'expiry', 'san', 'subject alternative name', 'csr', 'certificate signing request', 'pkcs10', 'crl', 'certificate revocation list', 'parse x.509 crl', 'parse csr'],
	method: 'POST',
	path: '/x509',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'pem'),
	timeLimit: { ms: 2000, detail: 'reading the certificate ran longer than the time limit of 2,000 ms; send a smaller certificate' },
	input: z.object({
		pem: stringOfAtMost(MAX_PEM)
			.describe(
				`One certificate, CSR or CRL: PEM (-----BEGIN CERTIFICATE-----, CERTIFICATE REQUEST or X509 CRL; of several blocks, the first of these is read) or base64 DER; at most ${MAX_PEM.toLocaleString('en-US')} characters`
			)
			.meta(formHints({ multiline: 10, monospace: true, placeholder: '-----BEGIN CERTIFICATE-----' }))
	}),
	output: z.object({
		kind: z.enum(['certificate', 'csr', 'crl']).describe('What `pem` holds: a certificate, a certificate signing request (PKCS #10) or a certificate revocation list'),
		subject: optional(certificateShape.subject, 'certificate, csr'),
		issuer: optional(certificateShape.issuer, 'certificate, crl'),
		serial_number: optional(certificateShape.serial_number, 'certificate'),
		not_before: optional(certificateShape.not_before, 'certificate'),
		not_after: optional(certificateShape.not_after, 'certificate'),
		days_remaining: optional(certificateShape.days_remaining, 'certificate'),
		san: optional(certificateShape.san, 'certificate; csr: the names its extension request asks for'),
		public_key: optional(certificateShape.public_key, 'certificate, csr'),
		signature_algorithm: optional(certificateShape.signature_algorithm, 'every kind'),
		fingerprint_sha256: optional(certificateShape.fingerprint_sha256, 'certificate'),
		is_ca: optional(certificateShape.is_ca, 'certificate'),
		signature_valid: z.boolean().optional().describe('csr: the request\'s self-signature verifies with its own public key (`openssl req -verify`)'),
		this_update: z.string().optional().describe('crl: when it was issued (thisUpdate), ISO 8601 UTC'),
		next_update: z.string().nullable().optional().describe('crl: when the next one is due (nextUpdate), ISO 8601 UTC; null when absent'),
		revoked: z
			.array(
				z.object({
					serial_number: z.string().describe('The revoked certificate\'s serial number, lower-case hex'),
					revocation_date: z.string().describe('When it was revoked, ISO 8601 UTC'),
					reason: z
						.string()
						.nullable()
						.describe('The CRL reason code as RFC 5280 names it (keyCompromise, cACompromise, affiliationChanged, superseded, cessationOfOperation, certificateHold, removeFromCRL, privilegeWithdrawn, aACompromise, unspecified); null when the entry has none')
				})
			)
			.optional()
			.describe('crl: the revoked certificates, in the order the list gives them')
	}),
	errors: [
		{
			status: 422,
			when: `\`pem\` missing, empty, over ${MAX_PEM.toLocaleString('en-US')} characters, PEM without a CERTIFICATE, CERTIFICATE REQUEST or X509 CRL block, not base64, or bytes that are not a DER X.509 certificate, PKCS #10 request or CRL`
		}
	],
	examples: [
		{ name: 'An ECDSA certificate with IP and e-mail names', input: { pem: LEAF } },
		{ name: 'A root CA (RSA)', input: { pem: ROOT_CA } },
		{ name: 'A certificate signing request (RSA, with alternative names)', input: { pem: CSR } },
		{ name: 'A revocation list with three revoked serials', input: { pem: CRL } }
	],
	async prepare() {
		await Promise.all([logic.load(), requests.load()]);
	},
	async run({ pem }, ctx) {
		const { CertificateError, describeCertificate, readX509Text } = logic.get();
		const { RequestError, describeCrl, describeRequest, kindOf } = requests.get();
		try {
			const { der, label } = readX509Text(pem);
			// The PEM label says what it holds; base64 DER is told apart by its shape.
			const kind = label === null ? kindOf(der) : label === 'X509 CRL' ? 'crl' : label === 'CERTIFICATE' ? 'certificate' : 'csr';
			if (kind === 'csr') return { kind, ...(await describeRequest(der)) };
			if (kind === 'crl') return { kind, ...describeCrl(der) };
			return { kind, ...(await describeCertificate(der, ctx.now())) };
		} catch (err) {
			if (err instanceof CertificateError || err instanceof RequestError) throw errorOf(err.words, { field: 'pem' });
			throw err;
		}
	}
});

export const operations = [x509];
