import type { OperationCase } from '../cases.js';
import { ED25519, LEAF, ROOT_CA } from './example-certificates.js';

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
		expected: { status: 200, body: {"subject": "CN=www.example.com,O=Exemplo\\, Ltda.,C=BR", "issuer": "CN=Utilkit Example Root CA,O=Exemplo\\, Ltda.,ST=São Paulo,C=BR", "serial_number": "455c18f7967f8ac8e3ae8a3238776987cf7312df", "not_before": "2026-11-27T02:14:19Z", "not_after": "2029-03-01T02:14:19Z", "days_remaining": 824, "san": ["DNS:www.example.com", "DNS:example.com", "IP:192.0.2.1", "IP:2001:db8::1", "email:hostmaster@example.com", "URI:https://example.com/"], "public_key": {"algorithm": "EC", "size": 256, "curve": "P-256"}, "signature_algorithm": "sha256WithRSAEncryption", "fingerprint_sha256": "21c48eccb1978b76ba74f18b6b94a857883b968ad9ebd51302b308d506570d9a", "is_ca": false} },
		source: OPENSSL
	},
	{
		name: 'RSA 2048 root CA, subject with an escaped comma and UTF-8',
		op: 'x509',
		input: { pem: ROOT_CA },
		now: 1795780800000, // 2026-11-27T12:00:00Z
		expected: { status: 200, body: {"subject": "CN=Utilkit Example Root CA,O=Exemplo\\, Ltda.,ST=São Paulo,C=BR", "issuer": "CN=Utilkit Example Root CA,O=Exemplo\\, Ltda.,ST=São Paulo,C=BR", "serial_number": "593985c1d1c6ae401276d0fc57e90d6bdfe2b96c", "not_before": "2026-11-27T02:14:19Z", "not_after": "2036-11-24T02:14:19Z", "days_remaining": 3649, "san": [], "public_key": {"algorithm": "RSA", "size": 2048}, "signature_algorithm": "sha256WithRSAEncryption", "fingerprint_sha256": "34bfe0aed5db9d088d76fee559d96870c67a4eb85b477da00f5e3bb4cd0e98bc", "is_ca": true} },
		source: OPENSSL
	},
	{
		name: 'Ed25519, expired: days_remaining negative',
		op: 'x509',
		input: { pem: ED25519 },
		now: 1796083200000, // 2026-12-01T00:00:00Z
		expected: { status: 200, body: {"subject": "CN=ed25519.example.org", "issuer": "CN=ed25519.example.org", "serial_number": "5d5d1a9d133f9672c4913a8c0fb06b5f968b1db1", "not_before": "2026-11-27T02:14:19Z", "not_after": "2026-11-28T02:14:19Z", "days_remaining": -3, "san": ["DNS:ed25519.example.org"], "public_key": {"algorithm": "Ed25519", "size": 256}, "signature_algorithm": "ED25519", "fingerprint_sha256": "f71431d57596d44cfdfdcd81c3bdc4571a4182afe46257a0702d04132d56c608", "is_ca": true} },
		source: OPENSSL
	},
	{
		name: 'a chain file: the first certificate is read',
		op: 'x509',
		input: { pem: `${LEAF}\n${ROOT_CA}\n` },
		now: 1795780800000,
		expected: { status: 200, body: { subject: "CN=www.example.com,O=Exemplo\\, Ltda.,C=BR", fingerprint_sha256: '21c48eccb1978b76ba74f18b6b94a857883b968ad9ebd51302b308d506570d9a' }, partial: true },
		source: OPENSSL
	},
	{
		name: 'a private key is refused, naming pem',
		op: 'x509',
		input: { pem: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----' },
		expected: { status: 422, body: { detail: 'pem: holds no certificate: found a PRIVATE KEY block, expected CERTIFICATE', code: 'invalid_input' } },
		source: 'contract (toolbox.md Part 2, /x509): one certificate; RFC 7468 section 2 labels'
	},
	{
		name: 'text that is neither PEM nor base64',
		op: 'x509',
		input: { pem: 'not a certificate: hello, world' },
		expected: { status: 422, body: { detail: 'pem: neither PEM (-----BEGIN CERTIFICATE-----) nor base64 DER', code: 'invalid_input' } },
		source: 'contract (toolbox.md Part 2, /x509): PEM or base64 DER; toolbox.md intro: 422 naming the field'
	}
]
