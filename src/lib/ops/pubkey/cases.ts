import type { OperationCase } from '../cases.js';
import * as K from './fixtures.js';

const CONTRACT = 'the toolbox contract, part 3 (toolbox-3.md)';
const DGST = 'openssl 3.0 `dgst -sha256 -sign` over "hello" (fixtures.ts)';
const FP = (what: string) => `ssh-keygen -lf (OpenSSH 9.2) of ${what}`;

const sign = (name: string, algorithm: string, key: unknown, signature: string, source: string): OperationCase => ({
	name,
	op: 'pubkey',
	input: { action: 'sign', algorithm, key, input: 'hello' },
	expected: { status: 200, body: { signature } },
	source
});
const verify = (name: string, algorithm: string, key: unknown, signature: string, valid: boolean, source: string, extra: Record<string, unknown> = {}): OperationCase => ({
	name,
	op: 'pubkey',
	input: { action: 'verify', algorithm, key, input: 'hello', signature, ...extra },
	expected: { status: 200, body: { valid } },
	source
});
const refused = (name: string, op: string, input: Record<string, unknown>, detail: string, source = CONTRACT): OperationCase => ({
	name,
	op,
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});
const convert = (name: string, key: unknown, to: string, body: Record<string, unknown>, source: string): OperationCase => ({
	name,
	op: 'keys-convert',
	input: { key, to },
	expected: { status: 200, body },
	source
});

const RSA = { type: 'RSA', size: 2048, curve: null };
const RSA_FP = 'SHA256:S/V44AP0LYSvcNZzJAp1pFeMH9omSt87wOOJL53BcYM';
const EC_FP = 'SHA256:Yuds481x0FVWF3f3T+9cclYqZH/VsDTwXxTkBDBFARY';
const ED_FP = 'SHA256:w4dFVrCwx2vOeNZa2XzDgG1ijuwRptrASJJoLDHoK2s';
const SSH_ED_FP = 'SHA256:0Gk3DQhOFYmd3/kzKPqktj+BfdM/VVV9ThkBe076ZMM';
const line = (text: string) => text.split(' ').slice(0, 2).join(' ');

export const cases: OperationCase[] = [
	// /pubkey: deterministic signatures are compared whole; random ones (PSS, ECDSA) are verified.
	sign('RSA PKCS#1 v1.5 SHA-256 signature, PKCS#8 key', 'rsa-pkcs1-sha256', K.RSA_PKCS8, K.SIG_RSA_PKCS1, DGST),
	sign('The same signature from the PKCS#1 (RSA PRIVATE KEY) form', 'rsa-pkcs1-sha256', K.RSA_PKCS1, K.SIG_RSA_PKCS1, `${DGST}, of the same key written by openssl rsa -traditional`),
	sign('The same signature from a JWK object', 'rsa-pkcs1-sha256', K.RSA_JWK, K.SIG_RSA_PKCS1, `${DGST}; JWK from python3-cryptography's private_numbers()`),
	sign('Ed25519 signature (deterministic, RFC 8032)', 'ed25519', K.ED_PKCS8, K.SIG_ED, 'openssl 3.0 `pkeyutl -sign -rawin` over "hello"'),
	sign('Ed25519 signature with an OpenSSH private key', 'ed25519', K.ED_JWK, K.SIG_ED, 'openssl 3.0 `pkeyutl -sign -rawin` over "hello" with the same key as JWK (python3-cryptography)'),
	verify('RSA PKCS#1 v1.5 verify with the RSA PUBLIC KEY (PKCS#1) form', 'rsa-pkcs1-sha256', K.RSA_PKCS1_PUBLIC, K.SIG_RSA_PKCS1, true, DGST),
	verify('RSA-PSS verify (salt 32, MGF1 SHA-256)', 'rsa-pss-sha256', K.RSA_SPKI, K.SIG_RSA_PSS, true, 'openssl 3.0 `dgst -sha256 -sign -sigopt rsa_padding_mode:pss -sigopt rsa_pss_saltlen:32`; `dgst -verify` says Verified OK'),
	{ ...verify('RSA-PSS verify of another message is false', 'rsa-pss-sha256', K.RSA_SPKI, K.SIG_RSA_PSS, false, 'openssl 3.0 `dgst -sha256 -verify` of "hellO" with the signature of "hello": Verification failure'), input: { action: 'verify', algorithm: 'rsa-pss-sha256', key: K.RSA_SPKI, input: 'hellO', signature: K.SIG_RSA_PSS } },
	verify('ECDSA P-256 verify of a DER signature (SPKI key)', 'ecdsa-sha256', K.EC_SPKI, K.SIG_EC_DER, true, `${DGST} with the EC key; dgst -verify says Verified OK`),
	verify('ECDSA verify with the private SEC1 key', 'ecdsa-sha256', K.EC_SEC1, K.SIG_EC_DER, true, DGST),
	verify('ECDSA verify of the P1363 (r || s) form', 'ecdsa-sha256', K.EC_PUBLIC_JWK, K.SIG_EC_P1363, true, `${DGST}, r and s by python3-cryptography decode_dss_signature`, { signature_format: 'p1363' }),
	verify('A P1363 signature read as DER is not valid', 'ecdsa-sha256', K.EC_SPKI, K.SIG_EC_P1363, false, `${CONTRACT}: der is the default signature_format`),
	verify('Ed25519 verify with an OpenSSH public key line', 'ed25519', K.ED_SSH_LINE, K.SIG_ED, true, 'openssl 3.0 `pkeyutl -verify -rawin`: Signature Verified Successfully'),
	{
		name: 'RSA-OAEP SHA-256 decrypt of an openssl ciphertext',
		op: 'pubkey',
		input: { action: 'decrypt', algorithm: 'rsa-oaep-sha256', key: K.RSA_PKCS8, input: K.CT_OAEP, input_encoding: 'base64' },
		expected: { status: 200, body: { output: 'hello' } },
		source: 'openssl 3.0 `pkeyutl -encrypt -pkeyopt rsa_padding_mode:oaep -pkeyopt rsa_oaep_md:sha256` of "hello"'
	},
	{
		name: 'RSA PKCS#1 v1.5 decrypt, output as hex',
		op: 'pubkey',
		input: { action: 'decrypt', algorithm: 'rsa-pkcs1v15', key: K.RSA_PKCS1, input: K.CT_PKCS1V15, input_encoding: 'base64', output_encoding: 'hex' },
		expected: { status: 200, body: { output: '68656c6c6f' } },
		source: 'openssl 3.0 `pkeyutl -encrypt` (PKCS#1 v1.5 padding, its default) of "hello"; xxd -p of hello'
	},
	{
		name: 'Encrypt answers a 256-byte ciphertext for a 2048-bit key',
		op: 'pubkey',
		input: { action: 'encrypt', algorithm: 'rsa-oaep-sha256', key: K.RSA_SPKI, input: 'hello', output_encoding: 'hex' },
		expected: { status: 200, body: {}, partial: true },
		source: 'RFC 8017 section 7.1.1 (random padding: pubkey.test.ts decrypts ours with openssl pkeyutl)'
	},
	{
		name: 'ECDSA sign with p1363 answers a signature',
		op: 'pubkey',
		input: { action: 'sign', algorithm: 'ecdsa-sha256', key: K.EC_SEC1, input: 'hello', signature_format: 'p1363' },
		expected: { status: 200, body: {}, partial: true },
		source: 'FIPS 186-5 (random k: pubkey.test.ts verifies ours with openssl dgst -verify)'
	},
	refused('Sign with a public key', 'pubkey', { action: 'sign', algorithm: 'ed25519', key: K.ED_SPKI, input: 'hello' }, 'key: sign needs a private key; this is a public key'),
	refused('Decrypt with a public key', 'pubkey', { action: 'decrypt', algorithm: 'rsa-oaep-sha256', key: K.RSA_SPKI, input: K.CT_OAEP, input_encoding: 'base64' }, 'key: decrypt needs a private key; this is a public key'),
	refused('An EC key for an RSA algorithm', 'pubkey', { action: 'sign', algorithm: 'rsa-pss-sha256', key: K.EC_SEC1, input: 'hello' }, 'key: rsa-pss-sha256 needs an RSA key; this is an EC key'),
	refused('An encryption algorithm to sign', 'pubkey', { action: 'sign', algorithm: 'rsa-oaep-sha256', key: K.RSA_PKCS8, input: 'hello' }, 'algorithm: rsa-oaep-sha256 does not sign: choose rsa-oaep-sha256 or rsa-pkcs1v15 to encrypt and decrypt, the others to sign and verify'),
	refused('Verify without a signature', 'pubkey', { action: 'verify', algorithm: 'ed25519', key: K.ED_SPKI, input: 'hello' }, 'signature: verify needs the signature (base64)'),
	refused('A signature that is not base64', 'pubkey', { action: 'verify', algorithm: 'ed25519', key: K.ED_SPKI, input: 'hello', signature: 'not base64!' }, 'signature: is not base64'),
	refused('PKCS#1 v1.5 plaintext longer than the key holds (2048 bits: 245 bytes)', 'pubkey', { action: 'encrypt', algorithm: 'rsa-pkcs1v15', key: K.RSA_SPKI, input: 'x'.repeat(246) }, 'input: is 246 bytes; this key and padding encrypt at most 245 bytes', 'RFC 8017 section 7.2.1: mLen ≤ k − 11'),
	refused('OAEP plaintext longer than the key holds (2048 bits: 190 bytes)', 'pubkey', { action: 'encrypt', algorithm: 'rsa-oaep-sha256', key: K.RSA_SPKI, input: 'x'.repeat(191) }, 'input: is 191 bytes; this key and padding encrypt at most 190 bytes', 'RFC 8017 section 7.1.1: mLen ≤ k − 2hLen − 2'),
	refused('A ciphertext of another padding does not decrypt', 'pubkey', { action: 'decrypt', algorithm: 'rsa-oaep-sha256', key: K.RSA_PKCS8, input: K.CT_PKCS1V15, input_encoding: 'base64' }, 'input: could not be decrypted with this key and padding (wrong key, padding or corrupt ciphertext)'),
	refused('An encrypted private key', 'pubkey', { action: 'sign', algorithm: 'ed25519', key: K.ED_ENCRYPTED, input: 'hello' }, 'key: is an encrypted private key: decrypt it first (openssl pkey -in key.pem, or ssh-keygen -p -N "" for an OpenSSH key)', 'openssl pkey -aes256 wrote it'),
	refused('An unknown algorithm', 'pubkey', { action: 'sign', algorithm: 'dsa-sha256', key: K.ED_PKCS8, input: 'hello' }, 'algorithm: Invalid option: expected one of "rsa-pkcs1-sha256"|"rsa-pss-sha256"|"rsa-oaep-sha256"|"rsa-pkcs1v15"|"ecdsa-sha256"|"ed25519"'),

	// /keys/convert
	convert('RSA PKCS#8 private key to its OpenSSH line', K.RSA_PKCS8, 'openssh', { output: line(K.RSA_SSH_LINE), ...RSA, public: false, fingerprint_sha256: RSA_FP }, `ssh-keygen -y -f of the key; ${FP('it')}`),
	convert('RSA PUBLIC KEY (PKCS#1) to SPKI', K.RSA_PKCS1_PUBLIC, 'spki-pem', { output: K.RSA_SPKI, ...RSA, public: true, fingerprint_sha256: RSA_FP }, 'openssl rsa -RSAPublicKey_in -pubout'),
	convert('RSA PKCS#1 private key to JWK (PEM to JWK)', K.RSA_PKCS1, 'jwk', { output: K.RSA_JWK, ...RSA, public: false, fingerprint_sha256: RSA_FP }, "python3-cryptography's private_numbers() of the key"),
	convert('RSA private key: the public key from the private key', K.RSA_JWK, 'spki-pem', { output: K.RSA_SPKI, ...RSA, public: false, fingerprint_sha256: RSA_FP }, 'openssl pkey -pubout'),
	convert('EC SEC1 private key to PKCS#8 PEM', K.EC_SEC1, 'pem', { output: K.EC_PKCS8, type: 'EC', size: 256, curve: 'P-256', public: false, fingerprint_sha256: EC_FP }, `openssl pkey -in (SEC1 to PKCS#8); ${FP('ssh-keygen -y of it')}`),
	convert('EC private key to its OpenSSH line', K.EC_SEC1, 'openssh', { output: line(K.EC_SSH_LINE), type: 'EC', size: 256, curve: 'P-256', public: false, fingerprint_sha256: EC_FP }, 'ssh-keygen -y -f of the key'),
	convert('EC JWK to PEM (JWK to PEM)', K.EC_PUBLIC_JWK, 'pem', { output: K.EC_SPKI, type: 'EC', size: 256, curve: 'P-256', public: true, fingerprint_sha256: EC_FP }, 'openssl pkey -pubout of the key; JWK from python3-cryptography public_numbers()'),
	convert('P-384 SPKI to its OpenSSH line', K.P384_SPKI, 'openssh', { output: line(K.P384_SSH_LINE), type: 'EC', size: 384, curve: 'P-384', public: true, fingerprint_sha256: 'SHA256:VtGM9QzEoqfgLZ0gc58WhUTZHrUkOmvmIVIC4GdWts4' }, `ssh-keygen -i -m PKCS8; ${FP('it')}`),
	convert('Ed25519 PKCS#8 private key to JWK', K.ED_PKCS8, 'jwk', { output: K.ED_JWK, type: 'Ed25519', size: 256, curve: 'Ed25519', public: false, fingerprint_sha256: ED_FP }, `python3-cryptography private_bytes(Raw); ${FP("python3-cryptography's OpenSSH line of it")}`),
	convert('Ed25519 JWK text to its OpenSSH line', JSON.stringify(K.ED_PUBLIC_JWK), 'openssh', { output: line(K.ED_SSH_LINE), type: 'Ed25519', size: 256, curve: 'Ed25519', public: true, fingerprint_sha256: ED_FP }, "python3-cryptography public_bytes(OpenSSH)"),
	convert('OpenSSH Ed25519 private key to SPKI', K.SSH_ED_PRIVATE, 'spki-pem', { output: K.SSH_ED_SPKI, type: 'Ed25519', size: 256, curve: 'Ed25519', public: false, fingerprint_sha256: SSH_ED_FP }, `python3-cryptography load_ssh_private_key; ${FP('ssh-keygen -t ed25519')}`),
	convert('OpenSSH Ed25519 private key to JWK', K.SSH_ED_PRIVATE, 'jwk', { output: K.SSH_ED_JWK, type: 'Ed25519', size: 256, curve: 'Ed25519', public: false, fingerprint_sha256: SSH_ED_FP }, 'python3-cryptography load_ssh_private_key, private_bytes(Raw)'),
	convert('OpenSSH RSA private key to JWK', K.SSH_RSA_PRIVATE, 'jwk', { output: K.SSH_RSA_JWK, ...RSA, public: false, fingerprint_sha256: 'SHA256:9holDi4vHIZeohLNPkdYuQVup2rHN7+gZwOBz3m77kM' }, `python3-cryptography private_numbers(); ${FP('ssh-keygen -t rsa -b 2048')}`),
	convert('OpenSSH ECDSA private key to JWK', K.SSH_EC_PRIVATE, 'jwk', { output: K.SSH_EC_JWK, type: 'EC', size: 256, curve: 'P-256', public: false, fingerprint_sha256: 'SHA256:j6Ouq0dnUYHpTl4yBKbSKspNTIpbKB9qUKeUNqhTZw8' }, `python3-cryptography private_numbers(); ${FP('ssh-keygen -t ecdsa -b 256')}`),
	convert('OpenSSH ssh-rsa line to JWK (Parse SSH Host Key)', K.SSH_RSA_LINE, 'jwk', { output: K.SSH_RSA_PUBLIC_JWK, ...RSA, public: true, fingerprint_sha256: 'SHA256:9holDi4vHIZeohLNPkdYuQVup2rHN7+gZwOBz3m77kM' }, 'python3-cryptography load_ssh_public_key; ssh-keygen -lf'),
	convert('OpenSSH ecdsa-sha2-nistp256 line to PEM', K.SSH_EC_LINE, 'pem', { output: K.SSH_EC_SPKI, type: 'EC', size: 256, curve: 'P-256', public: true, fingerprint_sha256: 'SHA256:j6Ouq0dnUYHpTl4yBKbSKspNTIpbKB9qUKeUNqhTZw8' }, 'python3-cryptography load_ssh_public_key, SubjectPublicKeyInfo; ssh-keygen -lf'),
	convert('The bare base64 blob of an ssh-ed25519 host key', K.SSH_ED_BLOB, 'openssh', { output: line(K.SSH_ED_LINE), type: 'Ed25519', size: 256, curve: 'Ed25519', public: true, fingerprint_sha256: SSH_ED_FP }, FP('ssh-keygen -t ed25519')),
	refused('A secp256k1 key', 'keys-convert', { key: K.SECP256K1_SEC1, to: 'jwk' }, 'key: uses the curve secp256k1; this tool reads P-256, P-384 and P-521', 'openssl ecparam -name secp256k1 -genkey wrote it; Web Crypto has P-256, P-384, P-521'),
	refused('An encrypted PKCS#8 key', 'keys-convert', { key: K.ED_ENCRYPTED, to: 'jwk' }, 'key: is an encrypted private key: decrypt it first (openssl pkey -in key.pem, or ssh-keygen -p -N "" for an OpenSSH key)', 'openssl pkey -aes256 wrote it'),
	refused('Not a key', 'keys-convert', { key: 'hello', to: 'jwk' }, 'key: is not a key this tool reads: paste a PEM key, a JWK or an OpenSSH public key line'),
	refused('A certificate', 'keys-convert', { key: '-----BEGIN CERTIFICATE-----\nMAA=\n-----END CERTIFICATE-----', to: 'jwk' }, 'key: holds a CERTIFICATE PEM, which is not a key this tool reads'),
	refused('A symmetric JWK', 'keys-convert', { key: { kty: 'oct', k: 'AAAA' }, to: 'pem' }, 'key: is a oct key; this tool reads RSA, EC (P-256, P-384, P-521) and Ed25519 keys', 'RFC 7518 section 6.4 (oct keys are secrets, not key pairs)'),
	refused('A JWK object of more than 32 members', 'keys-convert', { key: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`m${i}`, 'x'])), to: 'jwk' }, 'key: must be a key as text, or a JWK object of at most 32 members', `${CONTRACT}; the limit is the module's (README.md)`),
	refused('An unknown target', 'keys-convert', { key: K.ED_SPKI, to: 'der' }, 'to: Invalid option: expected one of "pem"|"jwk"|"openssh"|"spki-pem"')
];
