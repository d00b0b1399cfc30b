import type { OperationCase } from '../cases.js';
import { CRL, CSR, ED25519, LEAF, ROOT_CA } from './example-certificates.js';

const REQ = "openssl 3.0.19 `req -noout -text -verify -nameopt RFC2253,-esc_msb` on the same request (subject, public key, Requested Extensions: Subject Alternative Name, Signature Algorithm, self-signature verify OK or failure); Python cryptography 48 `load_pem_x509_csr(...).is_signature_valid` agrees";
const CRLS = "openssl 3.0.19 `crl -noout -text -nameopt RFC2253` on the same list (Issuer, Last/Next Update, Revoked Certificates: Serial Number, Revocation Date, CRL Reason Code); reasons as RFC 5280 5.3.1 names them, as Python cryptography 48 `CRLReason.reason.value` printed them (keyCompromise, superseded; none for 03)";
const OPENSSL = "openssl 3.0.19 `x509 -noout -subject -issuer -serial -dates -fingerprint -sha256 -ext subjectAltName -nameopt RFC2253,-esc_msb -text` on the same certificate (IPv6 in RFC 5952 form); days_remaining = floor((notAfter \u2212 now) / 86 400 s) by hand";

/**
 * Certificates made with openssl (example-certificates.ts) and every field as openssl read it
 * back; x509.test.ts makes fresh ones of every key type and compares with openssl again.
 */
export const cases: OperationCase[] = [
	{
		name: 'EC P-256 leaf with DNS, IP, e-mail and URI names',
		op: 'x509',
		input: { pem: LEAF },
		now: 1795780800000, // 2026-11-27T12:00:00Z
		expected: { status: 200, body: {"kind": "certificate", "subject": "CN=www.example.com,O=Exemplo\\, Ltda.,C=BR", "issuer": "CN=Utilkit Example Root CA,O=Exemplo\\, Ltda.,ST=São Paulo,C=BR", "serial_number": "455c18f7967f8ac8e3ae8a3238776987cf7312df", "not_before": "2026-11-27T02:14:19Z", "not_after": "2029-03-01T02:14:19Z", "days_remaining": 824, "san": ["DNS:www.example.com", "DNS:example.com", "IP:192.0.2.1", "IP:2001:db8::1", "email:hostmaster@example.com", "URI:https://example.com/"], "public_key": {"algorithm": "EC", "size": 256, "curve": "P-256"}, "signature_algorithm": "sha256WithRSAEncryption", "fingerprint_sha256": "21c48eccb1978b76ba74f18b6b94a857883b968ad9ebd51302b308d506570d9a", "is_ca": false} },
		source: OPENSSL
	},
	{
		name: 'RSA 2048 root CA, subject with an escaped comma and UTF-8',
		op: 'x509',
		input: { pem: ROOT_CA },
		now: 1795780800000, // 2026-11-27T12:00:00Z
		expected: { status: 200, body: {"kind": "certificate", "subject": "CN=Utilkit Example Root CA,O=Exemplo\\, Ltda.,ST=São Paulo,C=BR", "issuer": "CN=Utilkit Example Root CA,O=Exemplo\\, Ltda.,ST=São Paulo,C=BR", "serial_number": "593985c1d1c6ae401276d0fc57e90d6bdfe2b96c", "not_before": "2026-11-27T02:14:19Z", "not_after": "2036-11-24T02:14:19Z", "days_remaining": 3649, "san": [], "public_key": {"algorithm": "RSA", "size": 2048}, "signature_algorithm": "sha256WithRSAEncryption", "fingerprint_sha256": "34bfe0aed5db9d088d76fee559d96870c67a4eb85b477da00f5e3bb4cd0e98bc", "is_ca": true} },
		source: OPENSSL
	},
	{
		name: 'Ed25519, expired: days_remaining negative',
		op: 'x509',
		input: { pem: ED25519 },
		now: 1796083200000, // 2026-12-01T00:00:00Z
		expected: { status: 200, body: {"kind": "certificate", "subject": "CN=ed25519.example.org", "issuer": "CN=ed25519.example.org", "serial_number": "5d5d1a9d133f9672c4913a8c0fb06b5f968b1db1", "not_before": "2026-11-27T02:14:19Z", "not_after": "2026-11-28T02:14:19Z", "days_remaining": -3, "san": ["DNS:ed25519.example.org"], "public_key": {"algorithm": "Ed25519", "size": 256}, "signature_algorithm": "ED25519", "fingerprint_sha256": "f71431d57596d44cfdfdcd81c3bdc4571a4182afe46257a0702d04132d56c608", "is_ca": true} },
		source: OPENSSL
	},
	{
		name: 'a chain file: the first certificate is read',
		op: 'x509',
		input: { pem: `${LEAF}\n${ROOT_CA}\n` },
		now: 1795780800000,
		expected: { status: 200, body: { kind: 'certificate', subject: "CN=www.example.com,O=Exemplo\\, Ltda.,C=BR", fingerprint_sha256: '21c48eccb1978b76ba74f18b6b94a857883b968ad9ebd51302b308d506570d9a' }, partial: true },
		source: OPENSSL
	},
	{
		name: 'a private key is refused, naming pem',
		op: 'x509',
		input: { pem: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----' },
		expected: { status: 422, body: { detail: 'pem: holds no certificate: found a PRIVATE KEY block, expected CERTIFICATE (or CERTIFICATE REQUEST, X509 CRL)', code: 'invalid_input' } },
		source: 'contract (toolbox.md Part 2, /x509): one certificate; RFC 7468 section 2 labels'
	},
	{
		name: 'text that is neither PEM nor base64',
		op: 'x509',
		input: { pem: 'not a certificate: hello, world' },
		expected: { status: 422, body: { detail: 'pem: neither PEM (-----BEGIN CERTIFICATE-----) nor base64 DER', code: 'invalid_input' } },
		source: 'contract (toolbox.md Part 2, /x509): PEM or base64 DER; toolbox.md intro: 422 naming the field'
	},
	{
		name: 'A certificate signing request: RSA 2048, UTF-8 subject, four names asked for',
		op: 'x509',
		input: { pem: CSR },
		expected: { status: 200, body: {"kind": "csr", "subject": "CN=www.example.com,O=Exemplo\\, Ltda.,ST=São Paulo,C=BR", "public_key": {"algorithm": "RSA", "size": 2048}, "san": ["DNS:www.example.com", "DNS:example.com", "IP:192.0.2.7", "email:admin@example.com"], "signature_algorithm": "sha256WithRSAEncryption", "signature_valid": true} },
		source: REQ
	},
	{
		name: 'An Ed25519 certificate signing request without extensions',
		op: 'x509',
		input: { pem: "-----BEGIN CERTIFICATE REQUEST-----\nMIGqMF4CAQAwKzEcMBoGA1UEAwwTZWQyNTUxOS5leGFtcGxlLm9yZzELMAkGA1UE\nCgwCRXgwKjAFBgMrZXADIQDe1EC2Rm+4vOXObZrm4wfPr8kbutpWx9P4ODQbUz9K\nEKAAMAUGAytlcANBAFLaSvwkEY7db5Kq5J4bB6a2NoVjhJvfbzaHbf12bcb4eH3K\nhlSRBpGinDrTsM7mq4Vt8tuHKB4HKAY4DuSqpQE=\n-----END CERTIFICATE REQUEST-----" },
		expected: { status: 200, body: {"kind": "csr", "subject": "O=Ex,CN=ed25519.example.org", "public_key": {"algorithm": "Ed25519", "size": 256}, "san": [], "signature_algorithm": "ED25519", "signature_valid": true} },
		source: REQ
	},
	{
		name: 'A request whose signature was altered (one bit): signature_valid false',
		op: 'x509',
		input: { pem: "-----BEGIN CERTIFICATE REQUEST-----\nMIIC7TCCAdUCAQAwVTELMAkGA1UEBhMCQlIxEzARBgNVBAgMClPDo28gUGF1bG8x\nFzAVBgNVBAoMDkV4ZW1wbG8sIEx0ZGEuMRgwFgYDVQQDDA93d3cuZXhhbXBsZS5j\nb20wggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQCXLHe58yym+bscKrbD\ntzIguM9T528RNyuxYnCmGtHxGwUWbPXFcuJvDAUGzoJ+K4ZAwLakj+aQ0xw2zRCU\nMO+8zQYgsIZohW97chXYPPtzzt1ZNmqwHfaFmmTOCiHYFzNh481Aol+FOGoBYBd6\nQF9sMm4j/k1AimcjyG5ojxsVv/MjTQxP7YhNlD0rB94eXKhyY1OLSkbYWm32rOcD\ntwuEzYcMLMaAZgIFdB97GEya6dEX0rh/czLHC9ZGJxP2Gvj3kTCg0DoHEdoWqLFg\nBf1fyWYJrUzYgVHzbaweHDJLPOxuGao/Paaq37ba7Obe3tVOJx9W65jBLrqinJOs\n4EZBAgMBAAGgUzBRBgkqhkiG9w0BCQ4xRDBCMEAGA1UdEQQ5MDeCD3d3dy5leGFt\ncGxlLmNvbYILZXhhbXBsZS5jb22HBMAAAgeBEWFkbWluQGV4YW1wbGUuY29tMA0G\nCSqGSIb3DQEBCwUAA4IBAQBJRNt5wfMSB70U/mazjxzaOPCLZehzgQLL5orBzY+T\nSlthltrky0x0cNSUlMslSfoS9h8Kob1876w/B7GYXvLNbIs9ojhGzQyxBprpLz24\nnsvqyshZASB/oNw9Lax6FzZqdVgCznHadp3RC44sRaRVJwJIHZJTF+aN91tFVUIm\npmS6A+lOE0rtWviOGelcssXqcLNtXsNnYgoKJ1V3Rjlal19gwsQk7ic51TFDUWuY\nBS+fOHXy3jDSeAi+DGzQK67Nl8g9xt8ZfCblRn4TUhWxXINtCIc6W/qdsbYsMdCE\n/lcNyOa/VwiwNNDoueYr1hvZhfLjdYul5dYgYq2eKDaM\n-----END CERTIFICATE REQUEST-----" },
		expected: { status: 200, body: {"kind": "csr", "subject": "CN=www.example.com,O=Exemplo\\, Ltda.,ST=São Paulo,C=BR", "signature_valid": false}, partial: true },
		source: REQ
	},
	{
		name: 'A CRL: two serials revoked with reasons, one without',
		op: 'x509',
		input: { pem: CRL },
		expected: { status: 200, body: {"kind": "crl", "issuer": "CN=Utilkit Test CA,O=Exemplo Ltda.,C=BR", "this_update": "2026-12-06T19:52:57Z", "next_update": "2027-01-05T19:52:57Z", "revoked": [{"serial_number": "01", "revocation_date": "2026-12-06T19:52:49Z", "reason": "keyCompromise"}, {"serial_number": "02", "revocation_date": "2026-12-06T19:52:49Z", "reason": "superseded"}, {"serial_number": "03", "revocation_date": "2026-12-06T19:52:55Z", "reason": null}], "signature_algorithm": "ecdsa-with-SHA256"} },
		source: CRLS
	},
	{
		name: 'The same CRL as base64 DER, told apart from a certificate by its shape',
		op: 'x509',
		input: { pem: "MIIBMzCB2QIBATAKBggqhkjOPQQDAjA/MQswCQYDVQQGEwJCUjEWMBQGA1UECgwNRXhlbXBsbyBMdGRhLjEYMBYGA1UEAwwPVXRpbGtpdCBUZXN0IENBFw0yNjEyMDYxOTUyNTdaFw0yNzAxMDUxOTUyNTdaMFgwIAIBARcNMjYxMjA2MTk1MjQ5WjAMMAoGA1UdFQQDCgEBMCACAQIXDTI2MTIwNjE5NTI0OVowDDAKBgNVHRUEAwoBBDASAgEDFw0yNjEyMDYxOTUyNTVaoA8wDTALBgNVHRQEBAICEAEwCgYIKoZIzj0EAwIDSQAwRgIhAKSfkBi+rBXAgjyUP+oqsHrUwJdLNwGqxUtknzvfrKAVAiEAwaXXmcysiTMNbbPBQOK5hXBEzaqOo+qvuC3CwNT0GRs=" },
		expected: { status: 200, body: {"kind": "crl", "issuer": "CN=Utilkit Test CA,O=Exemplo Ltda.,C=BR", "this_update": "2026-12-06T19:52:57Z", "next_update": "2027-01-05T19:52:57Z", "revoked": [{"serial_number": "01", "revocation_date": "2026-12-06T19:52:49Z", "reason": "keyCompromise"}, {"serial_number": "02", "revocation_date": "2026-12-06T19:52:49Z", "reason": "superseded"}, {"serial_number": "03", "revocation_date": "2026-12-06T19:52:55Z", "reason": null}], "signature_algorithm": "ecdsa-with-SHA256"} },
		source: CRLS
	},
	{
		name: 'a CERTIFICATE REQUEST block that holds no request',
		op: 'x509',
		input: { pem: '-----BEGIN CERTIFICATE REQUEST-----\nMAA=\n-----END CERTIFICATE REQUEST-----' },
		expected: { status: 422, body: { detail: 'pem: not a PKCS #10 certificate request (certificationRequestInfo: unexpected element)', code: 'invalid_input' } },
		source: 'RFC 2986 section 4: CertificationRequest is a SEQUENCE of certificationRequestInfo, signatureAlgorithm and signature; 30 00 is an empty SEQUENCE (openssl req: unable to load X509 request)'
	}
];
