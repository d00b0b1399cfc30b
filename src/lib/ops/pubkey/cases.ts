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
const ok = (name: string, op: string, input: Record<string, unknown>, body: Record<string, unknown>, source: string): OperationCase => ({ name, op, input, expected: { status: 200, body }, source });
/** CyberChef's SM2 test key pair and ciphertexts (tests/operations/tests/SM2.mjs), its own vectors. */
const SM2_PRIVATE = 'e74a72505084c3269aa9b696d603e3e08c74c6740212c11a31e26cdfe08bdf6a';
const SM2_PUBLIC = 'f7d903cab7925066c31150a92b31e548e63f954f92d01eaa0271fb2a336baef8fb0c45e410ef7a6cdae724e6a78dbff52562e97ede009e762b667d9b14adea6c';
const SM2_CYBERCHEF = 'CyberChef tests/operations/tests/SM2.mjs (its SM2 Decrypt vectors)';
const SM2_SMALL = 'I am a small plaintext';
const SM2_LARGE = 'I am a larger plaintext, that will require the encryption KDF to generate a much larger key to properly encrypt me';
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
	refused('An encryption algorithm to sign', 'pubkey', { action: 'sign', algorithm: 'rsa-oaep-sha256', key: K.RSA_PKCS8, input: 'hello' }, 'algorithm: rsa-oaep-sha256 does not sign: choose rsa-oaep-sha256, rsa-pkcs1v15 or sm2 to encrypt and decrypt, the others to sign and verify'),
	refused('Verify without a signature', 'pubkey', { action: 'verify', algorithm: 'ed25519', key: K.ED_SPKI, input: 'hello' }, 'signature: verify needs the signature (base64)'),
	refused('A signature that is not base64', 'pubkey', { action: 'verify', algorithm: 'ed25519', key: K.ED_SPKI, input: 'hello', signature: 'not base64!' }, 'signature: is not base64'),
	refused('PKCS#1 v1.5 plaintext longer than the key holds (2048 bits: 245 bytes)', 'pubkey', { action: 'encrypt', algorithm: 'rsa-pkcs1v15', key: K.RSA_SPKI, input: 'x'.repeat(246) }, 'input: is 246 bytes; this key and padding encrypt at most 245 bytes', 'RFC 8017 section 7.2.1: mLen ≤ k − 11'),
	refused('OAEP plaintext longer than the key holds (2048 bits: 190 bytes)', 'pubkey', { action: 'encrypt', algorithm: 'rsa-oaep-sha256', key: K.RSA_SPKI, input: 'x'.repeat(191) }, 'input: is 191 bytes; this key and padding encrypt at most 190 bytes', 'RFC 8017 section 7.1.1: mLen ≤ k − 2hLen − 2'),
	refused('A ciphertext of another padding does not decrypt', 'pubkey', { action: 'decrypt', algorithm: 'rsa-oaep-sha256', key: K.RSA_PKCS8, input: K.CT_PKCS1V15, input_encoding: 'base64' }, 'input: could not be decrypted with this key and padding (wrong key, padding or corrupt ciphertext)'),
	refused('An encrypted private key', 'pubkey', { action: 'sign', algorithm: 'ed25519', key: K.ED_ENCRYPTED, input: 'hello' }, 'key: is an encrypted private key: decrypt it first (openssl pkey -in key.pem, or ssh-keygen -p -N "" for an OpenSSH key)', 'openssl pkey -aes256 wrote it'),
	refused('An unknown algorithm', 'pubkey', { action: 'sign', algorithm: 'dsa-sha256', key: K.ED_PKCS8, input: 'hello' }, 'algorithm: Invalid option: expected one of "rsa-pkcs1-sha256"|"rsa-pss-sha256"|"rsa-oaep-sha256"|"rsa-pkcs1v15"|"ecdsa-sha256"|"ed25519"|"sm2"'),

	// convert-signature (python3-cryptography, oracle/ecdsa_sig.py) and sm2 (OpenSSL, oracle/sm2_openssl.py; CyberChef's vectors)
	ok("ECDSA signature DER (auto) to p1363-hex", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "3046022100e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127022100b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d", "signature_to": "p1363-hex"}, { output: "e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d" }, "python3-cryptography decode_dss_signature of CyberChef's P-256 test signature"),
	ok("ECDSA signature DER (auto) to jws", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "3046022100e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127022100b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d", "signature_to": "jws"}, { output: "4GkFYIovp9vanihMKnlZ37aPtSel8AOy15df8TUUUSe2uqJTeTM0-Lk-od1iK8YAEk2AkLq9gH7-P3e4syQ4jQ" }, "python3-cryptography decode_dss_signature of CyberChef's P-256 test signature"),
	ok("ECDSA signature DER (auto) to json", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "3046022100e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127022100b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d", "signature_to": "json"}, { output: "{\"r\":\"00e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127\",\"s\":\"00b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d\"}" }, "python3-cryptography decode_dss_signature of CyberChef's P-256 test signature"),
	ok("ECDSA signature DER (auto) to der-hex", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "3046022100e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127022100b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d", "signature_to": "der-hex"}, { output: "3046022100e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127022100b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d" }, "python3-cryptography decode_dss_signature of CyberChef's P-256 test signature"),
	ok("ECDSA signature r || s (auto) to DER", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d", "signature_to": "der-hex"}, { output: "3046022100e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127022100b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d" }, "python3-cryptography encode_dss_signature of r, s"),
	ok("ECDSA signature JWS (auto) to DER", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "4GkFYIovp9vanihMKnlZ37aPtSel8AOy15df8TUUUSe2uqJTeTM0-Lk-od1iK8YAEk2AkLq9gH7-P3e4syQ4jQ", "signature_to": "der-hex"}, { output: "3046022100e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127022100b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d" }, "python3-cryptography encode_dss_signature of r, s"),
	ok("ECDSA signature JSON (auto) to r || s", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "{\"r\":\"00e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127\",\"s\":\"00b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d\"}", "signature_to": "p1363-hex"}, { output: "e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d" }, "python3-cryptography decode_dss_signature"),
	ok("ECDSA signature r || s, form given, to JSON", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d", "signature_to": "json", "signature_from": "p1363-hex"}, { output: "{\"r\":\"00e06905608a2fa7dbda9e284c2a7959dfb68fb527a5f003b2d7975ff135145127\",\"s\":\"00b6baa253793334f8b93ea1dd622bc600124d8090babd807efe3f77b8b324388d\"}" }, "python3-cryptography decode_dss_signature"),
	ok("P-521 ECDSA signature DER to r || s (66 bytes each)", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "3081870241451d08d4c507c820da23b53971958c3a073e289063a2cc9bab84a811fb0c476c1079d4bc89d1caaf9050230292632d86b47638eeff376edb374cac0ff65a5d9ce6024200cb9c77253693071fffe0cf1f617cf979dee0895a8ca77df711296a3897e09cefe5a385a06ee532bb17e5a8231ce118ac6a60ec5f180f7a387120248410c650aaca", "signature_to": "p1363-hex", "signature_from": "der-hex"}, { output: "00451d08d4c507c820da23b53971958c3a073e289063a2cc9bab84a811fb0c476c1079d4bc89d1caaf9050230292632d86b47638eeff376edb374cac0ff65a5d9ce600cb9c77253693071fffe0cf1f617cf979dee0895a8ca77df711296a3897e09cefe5a385a06ee532bb17e5a8231ce118ac6a60ec5f180f7a387120248410c650aaca" }, "python3-cryptography sign (P-521, SHA-512) and decode_dss_signature"),
	ok("P-521 ECDSA signature JWS to DER", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "AEUdCNTFB8gg2iO1OXGVjDoHPiiQY6LMm6uEqBH7DEdsEHnUvInRyq-QUCMCkmMthrR2OO7_N27bN0ysD_ZaXZzmAMucdyU2kwcf_-DPH2F8-Xne4IlajKd99xEpajiX4Jzv5aOFoG7lMrsX5agjHOEYrGpg7F8YD3o4cSAkhBDGUKrK", "signature_to": "der-hex", "signature_from": "jws"}, { output: "3081870241451d08d4c507c820da23b53971958c3a073e289063a2cc9bab84a811fb0c476c1079d4bc89d1caaf9050230292632d86b47638eeff376edb374cac0ff65a5d9ce6024200cb9c77253693071fffe0cf1f617cf979dee0895a8ca77df711296a3897e09cefe5a385a06ee532bb17e5a8231ce118ac6a60ec5f180f7a387120248410c650aaca" }, "python3-cryptography encode_dss_signature"),
	ok("P-256 ECDSA signature whose r has a leading zero byte, DER to r || s", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "3044021f5fd423bd0828ca585245b34003698e50d1bc1b673bd7ff3b2fa8316c0dbfff022100a1286241298a6b2b97d455238180309e7321735948d09bcf44b67973ae100862", "signature_to": "p1363-hex"}, { output: "005fd423bd0828ca585245b34003698e50d1bc1b673bd7ff3b2fa8316c0dbfffa1286241298a6b2b97d455238180309e7321735948d09bcf44b67973ae100862" }, "python3-cryptography sign (P-256) until r < 2^248, decode_dss_signature"),
	ok("P-256 ECDSA signature whose r has a leading zero byte, r || s to DER", 'pubkey', {"action": "convert-signature", "algorithm": "ecdsa-sha256", "input": "005fd423bd0828ca585245b34003698e50d1bc1b673bd7ff3b2fa8316c0dbfffa1286241298a6b2b97d455238180309e7321735948d09bcf44b67973ae100862", "signature_to": "der-hex", "signature_from": "p1363-hex"}, { output: "3044021f5fd423bd0828ca585245b34003698e50d1bc1b673bd7ff3b2fa8316c0dbfff022100a1286241298a6b2b97d455238180309e7321735948d09bcf44b67973ae100862" }, "python3-cryptography encode_dss_signature"),
	ok('SM2 decrypt a short text, C1C3C2 (OpenSSL encrypted)', 'pubkey', {"action": "decrypt", "algorithm": "sm2", "key": "e74a72505084c3269aa9b696d603e3e08c74c6740212c11a31e26cdfe08bdf6a", "input": "569bc32921ffe07c9917f02a00febee315e088339e54710685da8ae112fc655999863fb8f1140ca9164b61394c6f3898f57c616faf721061a787afcea352fdea83502d4f5ff20ba56396d655a54dcb3a50bd98b397cf1658bc1c7fffdae37affa803ec02438334c79bd3cb5dd49dc899c54643596eee", "input_encoding": "hex", "sm2_order": "c1c3c2"}, { output: "I am a small plaintext" }, 'openssl pkeyutl -encrypt (OpenSSL 3.0.19, SM2, SM3) with CyberChef\'s SM2 test key; its DER SM2Ciphertext laid out as C1C3C2'),
	ok('SM2 decrypt a short text, C1C2C3 (OpenSSL encrypted)', 'pubkey', {"action": "decrypt", "algorithm": "sm2", "key": "e74a72505084c3269aa9b696d603e3e08c74c6740212c11a31e26cdfe08bdf6a", "input": "569bc32921ffe07c9917f02a00febee315e088339e54710685da8ae112fc655999863fb8f1140ca9164b61394c6f3898f57c616faf721061a787afcea352fdeaa803ec02438334c79bd3cb5dd49dc899c54643596eee83502d4f5ff20ba56396d655a54dcb3a50bd98b397cf1658bc1c7fffdae37aff", "input_encoding": "hex", "sm2_order": "c1c2c3"}, { output: "I am a small plaintext" }, 'openssl pkeyutl -encrypt (OpenSSL 3.0.19, SM2, SM3) with CyberChef\'s SM2 test key; its DER SM2Ciphertext laid out as C1C2C3'),
	ok('SM2 decrypt UTF-8 over two KDF blocks, C1C3C2 (OpenSSL encrypted)', 'pubkey', {"action": "decrypt", "algorithm": "sm2", "key": "e74a72505084c3269aa9b696d603e3e08c74c6740212c11a31e26cdfe08bdf6a", "input": "2e57efc72b09af65532275a24fd12b32ab3c1e88e423ad82b3362d89ec9ffda410b029033c66d29a8ac025cfa5bbcb078508f3c0c41c086479e6be6c852dcd4185720d1441452ef53229a77630e3f65782a9171b4decbd6c349cafe737f92ef721ffae57a696488a2756ab3ed58a39fdee3e04f911e29704cf80e0cc135f8cf118c5a32bc1be50fc4bbb03f4328de66355406dcba01089e3eca171659be3573fab3b27266a015564f9ceface", "input_encoding": "hex", "sm2_order": "c1c3c2"}, { output: "SM2 加密 ✓ — SM2 加密 ✓ — SM2 加密 ✓ — SM2 加密 ✓ — " }, 'openssl pkeyutl -encrypt (OpenSSL 3.0.19, SM2, SM3) with CyberChef\'s SM2 test key; its DER SM2Ciphertext laid out as C1C3C2'),
	ok('SM2 decrypt UTF-8 over two KDF blocks, C1C2C3 (OpenSSL encrypted)', 'pubkey', {"action": "decrypt", "algorithm": "sm2", "key": "e74a72505084c3269aa9b696d603e3e08c74c6740212c11a31e26cdfe08bdf6a", "input": "2e57efc72b09af65532275a24fd12b32ab3c1e88e423ad82b3362d89ec9ffda410b029033c66d29a8ac025cfa5bbcb078508f3c0c41c086479e6be6c852dcd4121ffae57a696488a2756ab3ed58a39fdee3e04f911e29704cf80e0cc135f8cf118c5a32bc1be50fc4bbb03f4328de66355406dcba01089e3eca171659be3573fab3b27266a015564f9ceface85720d1441452ef53229a77630e3f65782a9171b4decbd6c349cafe737f92ef7", "input_encoding": "hex", "sm2_order": "c1c2c3"}, { output: "SM2 加密 ✓ — SM2 加密 ✓ — SM2 加密 ✓ — SM2 加密 ✓ — " }, 'openssl pkeyutl -encrypt (OpenSSL 3.0.19, SM2, SM3) with CyberChef\'s SM2 test key; its DER SM2Ciphertext laid out as C1C2C3'),
	ok('SM2 decrypt one byte, C1C3C2 (OpenSSL encrypted)', 'pubkey', {"action": "decrypt", "algorithm": "sm2", "key": "e74a72505084c3269aa9b696d603e3e08c74c6740212c11a31e26cdfe08bdf6a", "input": "6670671f7508f6c98aabed14b3daee2e1c54f1dab5d4afad72991a6865544b6e056c0d098a668895fd00245b2c2da10b8f65e794691ab036870e13f84c0151b144d4b53759fd03ac7afd11f9b0477eb0ba2ef4567d0e79f88d0e16cc3be6cdb840", "input_encoding": "hex", "sm2_order": "c1c3c2", "output_encoding": "hex"}, { output: "00" }, 'openssl pkeyutl -encrypt (OpenSSL 3.0.19, SM2, SM3) with CyberChef\'s SM2 test key; its DER SM2Ciphertext laid out as C1C3C2'),
	ok('SM2 decrypt one byte, C1C2C3 (OpenSSL encrypted)', 'pubkey', {"action": "decrypt", "algorithm": "sm2", "key": "e74a72505084c3269aa9b696d603e3e08c74c6740212c11a31e26cdfe08bdf6a", "input": "6670671f7508f6c98aabed14b3daee2e1c54f1dab5d4afad72991a6865544b6e056c0d098a668895fd00245b2c2da10b8f65e794691ab036870e13f84c0151b14044d4b53759fd03ac7afd11f9b0477eb0ba2ef4567d0e79f88d0e16cc3be6cdb8", "input_encoding": "hex", "sm2_order": "c1c2c3", "output_encoding": "hex"}, { output: "00" }, 'openssl pkeyutl -encrypt (OpenSSL 3.0.19, SM2, SM3) with CyberChef\'s SM2 test key; its DER SM2Ciphertext laid out as C1C2C3'),
	ok('SM2 decrypt, CyberChef vector 1 (C1C3C2)', 'pubkey', { action: 'decrypt', algorithm: 'sm2', key: SM2_PRIVATE, input: '9a31bc0adb4677cdc4141479e3949572a55c3e6fb52094721f741c2bd2e179aaa87be6263bc1be602e473be3d5de5dce97f8248948b3a7e15f9f67f64aef21575e0c05e6171870a10ff9ab778dbef24267ad90e1a9d47d68f757d57c4816612e9829f804025dea05a511cda39371c22a2828f976f72e', input_encoding: 'hex' }, { output: SM2_SMALL }, SM2_CYBERCHEF),
	ok('SM2 decrypt, CyberChef vector 2 (C1C3C2, KDF over 4 blocks)', 'pubkey', { action: 'decrypt', algorithm: 'sm2', key: SM2_PRIVATE, input: 'd3647d68568a2e7a4f8e843286be7bf2b4d80256697d19a73df306ae1a7e6d0364d942e23d2340606e7a2502a838b132f9242587b2ea7e4c207e87242eea8cae68f5ff4da2a95a7f6d350608ae5b6777e1d925bf9c560087af84aba7befba713130106ddb4082d803811bca3864594722f3198d58257fe4ba37f4aa540adf4cb0568bddd2d8140ad3030deea0a87e3198655cc4d22bfc3d73b1c4afec2ff15d68c8d1298d97132cace922ee8a4e41ca288a7e748b77ca94aa81dc283439923ae7939e00898e16fe5111fbe1d928d152b216a', input_encoding: 'hex' }, { output: SM2_LARGE }, SM2_CYBERCHEF),
	ok('SM2 decrypt, CyberChef vector 3 (C1C2C3)', 'pubkey', { action: 'decrypt', algorithm: 'sm2', key: SM2_PRIVATE, input: '5f340eeb4398fa8950ee3408d0e3fe34bf7728c9fdb060c94b916891b5c693610274160b52a7132a2bf16ad5cdb57d1e00da2f3ddbd55350729aa9c268b53e40c05ccce9912daa14406e8c132e389484e69757350be25351755dcc6c25c94b3c1a448b2cf8c2017582125eb6cf782055b199a875e966', input_encoding: 'hex', sm2_order: 'c1c2c3' }, { output: SM2_SMALL }, SM2_CYBERCHEF),
	ok('SM2 decrypt, CyberChef vector 4 (C1C2C3, KDF over 4 blocks)', 'pubkey', { action: 'decrypt', algorithm: 'sm2', key: SM2_PRIVATE, input: '0649bac46c3f9fd7fb3b2be4bff27414d634651efd02ca67d8c802bbc5468e77d035c39b581d6b56227f5d87c0b4efbea5032c0761139295ae194b9f1fce698f2f4b51d89fa5554171a1aad2e61fe9de89831aec472ecc5ab178ebf4d2230c1fb94fca03e536b87b9eba6db71ba9939260a08ffd230ca86cb45cf754854222364231bdb8b873791d63ad57a4b3fa5b6375388dc879373f5f1be9051bc5072a8afbec5b7b034e4907aa5bb4b6b1f50e725d09cb6a02e07ce20263005f6c9157ce05d3ea739d231d4f09396fb72aa680884d78', input_encoding: 'hex', sm2_order: 'c1c2c3' }, { output: SM2_LARGE }, SM2_CYBERCHEF),
	{
		name: 'SM2 encrypt answers a ciphertext (random k)',
		op: 'pubkey',
		input: { action: 'encrypt', algorithm: 'sm2', key: SM2_PUBLIC, input: SM2_SMALL },
		expected: { status: 200, body: {}, partial: true },
		source: 'GB/T 32918.4 (random k: pubkey.test.ts has OpenSSL pkeyutl -decrypt ours, and decrypts it back)'
	},
	refused('SM2 decrypt in the wrong order fails its C3 check', 'pubkey', { action: 'decrypt', algorithm: 'sm2', key: SM2_PRIVATE, input: '9a31bc0adb4677cdc4141479e3949572a55c3e6fb52094721f741c2bd2e179aaa87be6263bc1be602e473be3d5de5dce97f8248948b3a7e15f9f67f64aef21575e0c05e6171870a10ff9ab778dbef24267ad90e1a9d47d68f757d57c4816612e9829f804025dea05a511cda39371c22a2828f976f72e', input_encoding: 'hex', sm2_order: 'c1c2c3' }, 'input: could not be decrypted with this key: the C3 check (SM3) does not match (wrong key, order or corrupt ciphertext)', SM2_CYBERCHEF),
	refused('SM2 encrypt with a key that is not hex x || y', 'pubkey', { action: 'encrypt', algorithm: 'sm2', key: 'DEADBEEF', input: 'hi' }, 'key: sm2 encrypt needs the public key in hex: x || y (128 hex digits) or 04 || x || y (130)'),
	refused('SM2 encrypt with a point off the curve', 'pubkey', { action: 'encrypt', algorithm: 'sm2', key: '01'.repeat(64), input: 'hi' }, 'key: is not a point of the curve sm2p256v1', 'GB/T 32918.1: (1, 1) is not on sm2p256v1'),
	refused('SM2 decrypt of fewer than 96 bytes', 'pubkey', { action: 'decrypt', algorithm: 'sm2', key: SM2_PRIVATE, input: '00'.repeat(95), input_encoding: 'hex' }, 'input: is shorter than an SM2 ciphertext (C1 and C3 alone are 96 bytes)'),
	refused('SM2 does not sign', 'pubkey', { action: 'sign', algorithm: 'sm2', key: SM2_PRIVATE, input: 'hi' }, 'algorithm: sm2 does not sign: choose rsa-oaep-sha256, rsa-pkcs1v15 or sm2 to encrypt and decrypt, the others to sign and verify'),
	refused('Sign without a key', 'pubkey', { action: 'sign', algorithm: 'ed25519', input: 'hi' }, 'key: sign needs a key'),
	refused('A signature JSON without s', 'pubkey', { action: 'convert-signature', algorithm: 'ecdsa-sha256', input: '{"r":"01"}', signature_to: 'der-hex' }, 'input: is not an ECDSA signature in the form given (no "s" in hex in the JSON)'),
	refused('DER that is not an ECDSA-Sig-Value', 'pubkey', { action: 'convert-signature', algorithm: 'ecdsa-sha256', input: '3003020101', signature_from: 'der-hex' }, 'input: is not an ECDSA signature in the form given (the SEQUENCE ends before s)', 'X.690: 30 03 holds one INTEGER (02 01 01) and no s'),
	refused('A signature to convert over 4,096 characters', 'pubkey', { action: 'convert-signature', algorithm: 'ecdsa-sha256', input: 'a'.repeat(4098) }, 'input: a signature to convert is at most 4,096 characters'),

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
