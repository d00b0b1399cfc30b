import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { bytesText, decodeBytesFrom, encodeBytesAs, INPUT_ENCODINGS } from '../_shared/bytes-io.js';
import { charactersAtMost, stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { lazyModule } from '../../engine/lazy.js';
import { ALGORITHMS, SPECS } from './specs.js';
import { DEFAULT_CS2_ROUNDS, DEFAULT_DROP, MAX_CS2_ROUNDS, MAX_DROP } from './extra-limits.js';
import { LIGHT_CALL_CHARS, MAX_AAD, MAX_BYTES, MAX_INPUT, MAX_KEY } from './limits.js';

export { LIGHT_CALL_CHARS, MAX_AAD, MAX_BYTES, MAX_INPUT, MAX_KEY };

/** The ciphers (@noble/ciphers, crypto-js) load on the operation's first call, in no other chunk. */
const logic = lazyModule(() => import('./cipher.js'));

const hexField = (what: string, placeholder?: string) =>
	stringOfAtMost(MAX_KEY)
		.optional()
		.describe(what)
		.meta(formHints({ monospace: true, ...(placeholder ? { placeholder } : {}) }));

/** Fernet keys and tokens are URL-safe base64: read them with the standard alphabet. */
const standardBase64 = (text: string) => text.replace(/-/g, '+').replace(/_/g, '/');

export const cipherOp = defineOperation({
	id: 'cipher',
	group: 'security',
	title: 'Encrypt / decrypt',
	summary: 'Encrypt and decrypt with AES (CBC, ECB, CTR, GCM, CFB, OFB, key wrap), ChaCha20, Salsa20, DES, Triple DES, Blowfish, SM4, RC4, RC4-drop, Rabbit, TEA, XTEA, XXTEA, CipherSaber2, Ascon, Fernet, RC2, RC6, Twofish, PRESENT or GOST (Magma, Kuznyechik), with a key and IV or an OpenSSL passphrase.',
	keywords: ['encrypt', 'decrypt', 'cipher', 'AES Encrypt', 'AES Decrypt', 'DES Encrypt', 'DES Decrypt', 'Triple DES Encrypt', 'Triple DES Decrypt', 'Blowfish Encrypt', 'Blowfish Decrypt', 'RC4', 'ChaCha', 'Salsa20', 'XSalsa20', 'SM4 Encrypt', 'SM4 Decrypt', 'Fernet Encrypt', 'Fernet Decrypt', 'AES Key Wrap', 'AES Key Unwrap', 'Encrypt / decrypt text', 'aes', 'gcm', 'cbc', 'chacha20-poly1305', '3des', 'tripledes', 'openssl enc', 'crypto-js', 'passphrase',
		'RC2 Encrypt', 'RC2 Decrypt', 'RC6 Encrypt', 'RC6 Decrypt', 'Twofish Encrypt', 'Twofish Decrypt', 'PRESENT Encrypt', 'PRESENT Decrypt', 'GOST Encrypt', 'GOST Decrypt', 'Magma', 'Kuznyechik', 'GOST R 34.12-2015', 'GOST 28147-89', 'arc2', 'twofish', 'rc6', 'TEA Encrypt', 'TEA Decrypt', 'XTEA Encrypt', 'XTEA Decrypt', 'XXTEA Encrypt', 'XXTEA Decrypt', 'RC4 Drop', 'Rabbit', 'CipherSaber2 Encrypt', 'CipherSaber2 Decrypt', 'Ascon Encrypt', 'Ascon Decrypt', 'tea', 'xtea', 'xxtea', 'ciphersaber', 'ascon'],
	method: 'POST',
	path: '/cipher',
	runs: 'anywhere',
	// Heavy: Triple DES and Blowfish (crypto-js) take a second or more over 256 KiB, and PBKDF2 runs
	// 10,000 rounds; short inputs without PBKDF2 are light calls.
	cost: 'heavy',
	lightCall: (input) => charactersAtMost(LIGHT_CALL_CHARS, 'input')(input) && !(input as { pbkdf2?: boolean }).pbkdf2,
	timeLimit: { ms: 5000, detail: 'the cipher ran longer than the time limit of 5,000 ms; send fewer bytes' },
	input: z.object({
		input: bytesText(MAX_INPUT, 'The data: the plaintext to encrypt or the ciphertext to decrypt'),
		input_encoding: z
			.enum(INPUT_ENCODINGS)
			.optional()
			.describe('How `input` is written: utf8 (text), hex, base64 (padding optional, whitespace ignored; URL-safe too for fernet) or latin1; default utf8 to encrypt and base64 to decrypt'),
		algorithm: z.enum(ALGORITHMS).describe('The cipher: AES in CBC, ECB, CTR, GCM, CFB (128-bit) or OFB mode, des-cbc, des-ede3-cbc (Triple DES), bf-cbc (Blowfish), rc4, chacha20 (RFC 8439, counter 0), chacha20-poly1305, xsalsa20, salsa20, sm4-cbc, fernet, aes-kw (RFC 3394 key wrap), tea-cbc, tea-ecb, tea-cfb, tea-ofb, tea-ctr, xtea-cbc, xtea-ecb, xtea-cfb, xtea-ofb, xtea-ctr, xxtea (CyberChef\'s XXTEA, the xxtea-js format), rc4-drop (RC4 dropping `drop` keystream bytes), rabbit (RFC 4503), ciphersaber2 (CipherSaber-2, `rounds`), ascon-aead128 (NIST SP 800-232 AEAD), or CBC or ECB (`<cipher>-cbc`, `<cipher>-ecb`) of rc2 (RFC 2268, 128 effective key bits), rc6 (RC6-32/20), twofish, present (PRESENT, 31 rounds), magma (GOST R 34.12-2015 64-bit, RFC 8891) or kuznyechik (GOST R 34.12-2015 128-bit, RFC 7801)'),
		direction: z.enum(['encrypt', 'decrypt']).describe('encrypt or decrypt'),
		key: stringOfAtMost(MAX_KEY)
			.optional()
			.describe('The key, written as `key_encoding` says: 16, 24 or 32 bytes for AES as its name says, 8 for DES, 24 for Triple DES, 4-56 (multiples of 4) for Blowfish, 1-256 for RC4, 32 for ChaCha20 and XSalsa20, 16 or 32 for Salsa20, 16 for SM4, 32 for Fernet (its URL-safe base64 key), the key-encryption key for aes-kw, 1-128 for RC2, 1-255 for RC6, 16, 24 or 32 for Twofish, 10 or 16 for PRESENT, 32 for Magma and Kuznyechik, 16 for TEA, XTEA, Rabbit and Ascon, 1-16 for XXTEA (zero-filled to 16), 1-256 for rc4-drop, 1-246 for ciphersaber2. Give a key or a passphrase')
			.meta(formHints({ secret: true, monospace: true })),
		key_encoding: z.enum(INPUT_ENCODINGS).optional().describe('How `key` is written: hex, base64, utf8 or latin1; default hex (base64 for fernet, URL-safe accepted)'),
		passphrase: stringOfAtMost(MAX_KEY)
			.optional()
			.describe('Instead of a key: a passphrase, OpenSSL enc format ("Salted__", an 8-byte salt, key and IV by EVP_BytesToKey with MD5, as crypto-js and `openssl enc -md md5` write; with `pbkdf2`, PBKDF2-SHA256 10,000 iterations). AES (not GCM), DES, Triple DES, Blowfish, SM4 and RC4')
			.meta(formHints({ secret: true })),
		pbkdf2: z.boolean().optional().describe('With a passphrase: derive key and IV by PBKDF2-HMAC-SHA256, 10,000 iterations (`openssl enc -pbkdf2`); default false (EVP_BytesToKey MD5)'),
		salt: hexField('With a passphrase, to encrypt: the 8-byte salt in hex (`openssl enc -S`); default random'),
		iv: hexField('The IV in hex: 16 bytes for AES (12 for GCM), 8 for DES, Triple DES, Blowfish, TEA and XTEA (not ECB), 16 for SM4 and Fernet; for CBC one block: 8 for RC2, PRESENT and Magma, 16 for RC6, Twofish and Kuznyechik; rabbit an optional 8 (none: no IV setup); ciphersaber2 10, to fix the IV written before the ciphertext. Encrypting without one makes a random one, given back in the answer', '000102030405060708090a0b0c0d0e0f'),
		nonce: hexField('The nonce in hex: 12 bytes for chacha20 and chacha20-poly1305, 8 for salsa20, 24 for xsalsa20, 16 for ascon-aead128 (`iv` is read when `nonce` is absent). Encrypting without one makes a random one, given back in the answer as `iv`'),
		aad: stringOfAtMost(MAX_AAD).optional().describe('GCM, ChaCha20-Poly1305 and Ascon: additional authenticated data in hex'),
		tag: hexField('To decrypt GCM, ChaCha20-Poly1305 or Ascon: the 16-byte authentication tag in hex, as encryption gave it'),
		padding: z.enum(['pkcs7', 'none']).optional().describe('CBC and ECB: pkcs7 (default) or none (the input must then be whole blocks)'),
		drop: z.int().min(0).max(MAX_DROP).optional().describe(`rc4-drop: keystream bytes thrown away before encrypting, 0 to ${MAX_DROP.toLocaleString('en-US')}; default ${DEFAULT_DROP} (CyberChef's 192 dwords)`),
		rounds: z.int().min(1).max(MAX_CS2_ROUNDS).optional().describe(`ciphersaber2: times the key setup is run, default ${DEFAULT_CS2_ROUNDS} (1 is CipherSaber-1); xtea-*: cycles, 1 to 255, default 32`),
		timestamp: z.int().min(0).max(2 ** 53 - 1).optional().describe('fernet encrypt: the token\'s time, seconds since 1970; default now'),
		output_encoding: z
			.enum(['base64', 'hex', 'utf8', 'latin1'])
			.optional()
			.describe('How `output` is written: base64, hex, utf8 (422 when the bytes are not UTF-8) or latin1; default base64 to encrypt (fernet: the token, URL-safe base64) and utf8 to decrypt')
	}),
	output: z.object({
		output: z.string().describe('The result: the ciphertext (base64 by default; fernet: the token) or the plaintext (UTF-8 text by default), as `output_encoding` says'),
		iv: z.string().optional().describe('The random IV or nonce made for this encryption, in hex: keep it to decrypt'),
		tag: z.string().optional().describe('GCM, ChaCha20-Poly1305 and Ascon encrypt: the 16-byte authentication tag in hex, apart from `output`'),
		timestamp: z.int().optional().describe('fernet decrypt: the token\'s time, seconds since 1970')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes, key or passphrase missing (or both given), a key, IV, nonce, salt or tag of the wrong size, a passphrase with an algorithm OpenSSL enc has none for, aad with a cipher that is not AEAD` },
		{ status: 422, when: 'decrypting: `authentication failed` (GCM, ChaCha20-Poly1305, Fernet, aes-kw), bad padding, not whole blocks, no IV or tag, not OpenSSL "Salted__" data, not a Fernet token; utf8 output of bytes that are not UTF-8' }
	],
	examples: [
		{ name: 'AES-256-GCM with a fixed nonce', input: { input: 'Hello, world!', algorithm: 'aes-256-gcm', direction: 'encrypt', key: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', iv: '000000000000000000000001' } },
		{ name: 'AES-256-CBC with a passphrase and a fixed salt', input: { input: 'Hello, world!', algorithm: 'aes-256-cbc', direction: 'encrypt', passphrase: 'secret', salt: '0102030405060708' } },
		{ name: 'Ascon-AEAD128 with a fixed nonce', input: { input: '20', input_encoding: 'hex', algorithm: 'ascon-aead128', direction: 'encrypt', key: '000102030405060708090a0b0c0d0e0f', nonce: '101112131415161718191a1b1c1d1e1f', output_encoding: 'hex' } },
		{ name: 'Decrypt Triple DES', input: { input: 'QmWtlWH7uMKjA80AvilWK9H5SOTQZmgIG39HYGl/BFBUv1R/l58MwSoJ653XIRRf', algorithm: 'des-ede3-cbc', direction: 'decrypt', key: '000102030405060708090a0b0c0d0e0f1011121314151617', iv: 'a0a1a2a3a4a5a6a7' } }
	],
	prepare: logic.load,
	run(input, ctx) {
		const algorithm = input.algorithm;
		const direction = input.direction;
		const isFernet = algorithm === 'fernet';
		const inEncoding = input.input_encoding ?? (direction === 'encrypt' ? 'utf8' : 'base64');
		const rawInput = isFernet && inEncoding === 'base64' ? standardBase64(input.input) : input.input;
		const data = decodeBytesFrom(rawInput, inEncoding, 'input', MAX_BYTES);
		const keyEncoding = input.key_encoding ?? (isFernet ? 'base64' : 'hex');
		const key = input.key === undefined ? undefined : decodeBytesFrom(isFernet && keyEncoding === 'base64' ? standardBase64(input.key) : input.key, keyEncoding, 'key');
		const hex = (field: 'iv' | 'nonce' | 'salt' | 'tag' | 'aad') => (input[field] === undefined ? undefined : decodeBytesFrom(input[field]!, 'hex', field));
		const ivField = SPECS[algorithm].ivField;
		const iv = ivField === 'nonce' ? (hex('nonce') ?? hex('iv')) : (hex('iv') ?? hex('nonce'));
		const result = logic.get().runCipher({
			algorithm,
			direction,
			data,
			key: key,
			passphrase: input.passphrase === undefined ? undefined : new TextEncoder().encode(input.passphrase),
			pbkdf2: input.pbkdf2,
			iv,
			salt: hex('salt'),
			aad: hex('aad'),
			tag: hex('tag'),
			padding: input.padding ?? 'pkcs7',
			time: input.timestamp ?? Math.floor(ctx.now() / 1000),
			random: (n) => crypto.getRandomValues(new Uint8Array(n)),
			...(input.drop !== undefined || input.rounds !== undefined ? { extra: { drop: input.drop, rounds: input.rounds } } : {})
		});
		const outEncoding = input.output_encoding ?? (direction === 'encrypt' ? 'base64' : 'utf8');
		let output = encodeBytesAs(result.output, outEncoding);
		if (isFernet && direction === 'encrypt' && input.output_encoding === undefined) output = output.replace(/\+/g, '-').replace(/\//g, '_');
		return {
			output,
			...(result.iv ? { iv: encodeBytesAs(result.iv, 'hex') } : {}),
			...(result.tag ? { tag: encodeBytesAs(result.tag, 'hex') } : {}),
			...(result.time !== undefined ? { timestamp: result.time } : {})
		};
	}
});

export const operations = [cipherOp];
