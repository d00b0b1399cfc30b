import type { OperationCase } from '../cases.js';

const RFC4231 = 'RFC 4231 section 4 (HMAC-SHA-224/256/384/512 test vectors)';
const RFC2202 = 'RFC 2202 sections 2 and 3 (HMAC-MD5 and HMAC-SHA-1 test cases)';
const PYTHON = 'python3 hmac/hashlib (OpenSSL), an implementation independent of @noble/hashes; hmac.test.ts recomputes it with node:crypto';
const CONTRACT = 'docs/spec/toolbox.md, /hmac';
const PY_HMAC = '/usr/bin/python3 hmac.new(key, msg, hashlib.<sha224|sha3_256|sha3_512|blake2b>).hexdigest() (OpenSSL/libb2), independent of @noble/hashes';
const RFC4493 = 'RFC 4493 section 4 (AES-CMAC examples 1-4, K = 2b7e1516…)';
const SP800_38B = 'NIST SP 800-38B Appendix D (AES-192/256 CMAC examples), also python3-cryptography CMAC(AES(key))';
const RFC4493_M = '6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e5130c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710';
const K128 = '2b7e151628aed2a6abf7158809cf4f3c';
const ALGORITHM_LIST = '"md5"|"sha1"|"sha256"|"sha384"|"sha512"|"sha224"|"sha3-256"|"sha3-512"|"blake2b-512"|"cmac-aes"|"ascon-mac"';

const KEY_0B_20 = '0b'.repeat(20);
const KEY_AA_131 = 'aa'.repeat(131);
const BIG_KEY_TEXT = 'Test Using Larger Than Block-Size Key - Hash Key First';

const ok = (name: string, input: Record<string, unknown>, hmac: string, source: string): OperationCase => ({
	name,
	op: 'hmac',
	input,
	expected: { status: 200, body: { hmac, algorithm: input.algorithm } },
	source
});

const invalid = (name: string, input: Record<string, unknown>, detail: string, source = CONTRACT): OperationCase => ({
	name,
	op: 'hmac',
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

const ASCON_KAT = 'ascon-c crypto_auth/asconmacv13/LWC_MAC_KAT_128_128.txt (the Ascon designers\' KATs), the MAC CyberChef\'s "Ascon MAC" computes';
/** The KATs' message bytes 10 11 12 … 4f, as hex. */
const ASCON_MSG = Array.from({ length: 64 }, (_, i) => (0x10 + i).toString(16)).join('');

export const cases: OperationCase[] = [
	ok('RFC 4231 test case 1, SHA-256 (hex key)', { input: 'Hi There', key: KEY_0B_20, key_encoding: 'hex', algorithm: 'sha256' }, 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7', RFC4231),
	ok('RFC 4231 test case 1, SHA-384', { input: 'Hi There', key: KEY_0B_20, key_encoding: 'hex', algorithm: 'sha384' }, 'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6', RFC4231),
	ok('RFC 4231 test case 1, SHA-512', { input: 'Hi There', key: KEY_0B_20, key_encoding: 'hex', algorithm: 'sha512' }, '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854', RFC4231),
	ok('RFC 4231 test case 1, key in base64', { input: 'Hi There', key: 'CwsLCwsLCwsLCwsLCwsLCwsLCws=', key_encoding: 'base64', algorithm: 'sha256' }, 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7', RFC4231),
	ok('RFC 4231 test case 2, SHA-256 ("Jefe", UTF-8 key by default)', { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha256' }, '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843', RFC4231),
	ok('RFC 4231 test case 2, SHA-384', { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha384' }, 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649', RFC4231),
	ok('RFC 4231 test case 2, SHA-512', { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha512' }, '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737', RFC4231),
	ok(
		'RFC 4231 test case 2, SHA-512 in base64',
		{ input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha512', encoding: 'base64' },
		'Fkt6e/z4GeLjlfvnO1bgo4e9ZCIugx/WECcM1+olBVSXWL91wFqZSm0DT2X48Ob9yuqxo01Ka0tjbgcKOLznNw==',
		`${RFC4231}, its bytes in base64 (RFC 4648 section 4, python3 base64)`
	),
	ok('RFC 4231 test case 6, SHA-256 (a key longer than the block)', { input: BIG_KEY_TEXT, key: KEY_AA_131, key_encoding: 'hex', algorithm: 'sha256' }, '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54', RFC4231),
	ok('RFC 4231 test case 6, SHA-384', { input: BIG_KEY_TEXT, key: KEY_AA_131.toUpperCase(), key_encoding: 'hex', algorithm: 'sha384' }, '4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952', `${RFC4231}; hex key in upper case`),
	ok('RFC 4231 test case 6, SHA-512', { input: BIG_KEY_TEXT, key: KEY_AA_131, key_encoding: 'hex', algorithm: 'sha512' }, '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598', RFC4231),
	ok('RFC 2202 HMAC-MD5 test case 1', { input: 'Hi There', key: '0b'.repeat(16), key_encoding: 'hex', algorithm: 'md5' }, '9294727a3638bb1c13f48ef8158bfc9d', RFC2202),
	ok('RFC 2202 HMAC-MD5 test case 2', { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'md5' }, '750c783e6ab0b503eaa86e310a5db738', RFC2202),
	ok('RFC 2202 HMAC-MD5 test case 6', { input: BIG_KEY_TEXT, key: 'aa'.repeat(80), key_encoding: 'hex', algorithm: 'md5' }, '6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd', RFC2202),
	ok('RFC 2202 HMAC-SHA-1 test case 1', { input: 'Hi There', key: KEY_0B_20, key_encoding: 'hex', algorithm: 'sha1' }, 'b617318655057264e28bc0b6fb378c8ef146be00', RFC2202),
	ok('RFC 2202 HMAC-SHA-1 test case 2', { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha1' }, 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79', RFC2202),
	ok('RFC 2202 HMAC-SHA-1 test case 6', { input: BIG_KEY_TEXT, key: 'aa'.repeat(80), key_encoding: 'hex', algorithm: 'sha1' }, 'aa4ae5e15272d00e95705637ce8a3b55ed402112', RFC2202),
	ok('UTF-8 key and message', { input: 'Grüße, 世界 🌍', key: 'clé', algorithm: 'sha256' }, '414a67ece29e4ee289e08874119cc43dda273543faeaebea17380fb2e658d862', PYTHON),
	ok('a webhook body, SHA-256', { input: '{"event":"paid","id":42}', key: 'whsec_example', algorithm: 'sha256' }, 'f9287a42bed5590d439dfcaec652071f782c39d6285cc6f6010cc0cbf12b9cc8', PYTHON),
	ok('RFC 4231 test case 2, SHA-224', { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha224' }, 'a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44', `${RFC4231}; ${PY_HMAC}`),
	ok('HMAC-SHA3-256', { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha3-256' }, 'c7d4072e788877ae3596bbb0da73b887c9171f93095b294ae857fbe2645e1ba5', PY_HMAC),
	ok('HMAC-SHA3-512', { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'sha3-512' }, '5a4bfeab6166427c7a3647b747292b8384537cdb89afb3bf5665e4c5e709350b287baec921fd7ca0ee7a0c31d022a95e1fc92ba9d77df883960275beb4e62024', PY_HMAC),
	ok('HMAC-BLAKE2b-512', { input: 'what do ya want for nothing?', key: 'Jefe', algorithm: 'blake2b-512' }, '6ff884f8ddc2a6586b3c98a4cd6ebdf14ec10204b6710073eb5865ade37a2643b8807c1335d107ecdb9ffeaeb6828c4625ba172c66379efcd222c2de11727ab4', PY_HMAC),
	ok('HMAC-SHA-224 of bytes given as hex', { input: '00ff80017f', input_encoding: 'hex', key: 'key', algorithm: 'sha224' }, '70903d3c7341ec568a0886975b7ac0042919ac77fc778684bb7e424f', PY_HMAC),
	ok('HMAC-SHA3-256 of bytes given as base64', { input: 'AP+AAX8=', input_encoding: 'base64', key: 'key', algorithm: 'sha3-256' }, '1ad0b8d63f00a12419e5bfe31c31a7b863c1cf3396371ee80879230f0c6a5f0c', PY_HMAC),
	ok('HMAC-BLAKE2b-512 of bytes given as latin1', { input: '\u0000\u00ff\u0080\u0001\u007f', input_encoding: 'latin1', key: 'key', algorithm: 'blake2b-512' }, '943b1efe115d6adf43ca659bb75a683bccc34934185317702936127e39532fcc08bedc43a05c0abf2f417e8e9f1988f9c07bef3a34f096f9867d0b86d811df85', PY_HMAC),
	ok('AES-128-CMAC, RFC 4493 example 1 (empty message; key hex by default)', { input: '', key: K128, algorithm: 'cmac-aes' }, 'bb1d6929e95937287fa37d129b756746', RFC4493),
	ok('AES-128-CMAC, RFC 4493 example 2 (16 bytes)', { input: RFC4493_M.slice(0, 32), input_encoding: 'hex', key: K128, algorithm: 'cmac-aes' }, '070a16b46b4d4144f79bdd9dd04a287c', RFC4493),
	ok('AES-128-CMAC, RFC 4493 example 3 (40 bytes)', { input: RFC4493_M.slice(0, 80), input_encoding: 'hex', key: K128, key_encoding: 'hex', algorithm: 'cmac-aes' }, 'dfa66747de9ae63030ca32611497c827', RFC4493),
	ok('AES-128-CMAC, RFC 4493 example 4 (64 bytes)', { input: RFC4493_M, input_encoding: 'hex', key: K128, algorithm: 'cmac-aes' }, '51f0bebf7e3b9d92fc49741779363cfe', RFC4493),
	ok('AES-192-CMAC, 40 bytes', { input: RFC4493_M.slice(0, 80), input_encoding: 'hex', key: '8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b', algorithm: 'cmac-aes' }, '8a1de5be2eb31aad089a82e6ee908b0e', SP800_38B),
	ok('AES-256-CMAC, 64 bytes', { input: RFC4493_M, input_encoding: 'hex', key: '603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4', algorithm: 'cmac-aes' }, 'e1992190549f6ed5696a2c056c315410', SP800_38B),
	ok('AES-128-CMAC of UTF-8 text, key in base64', { input: 'Hello, world', key: 'K34VFiiu0qar9xWICc9PPA==', key_encoding: 'base64', algorithm: 'cmac-aes' }, 'adbc49662041a6dab70fe0eab07f27aa', 'python3-cryptography CMAC(AES(2b7e1516…)) over b"Hello, world"'),
	// Ascon-Mac: ascon-c's crypto_auth/asconmacv13/LWC_MAC_KAT_128_128.txt (key 000102…0f, messages 10 11 12 …).
	ok('Ascon-Mac, KAT count 1 (empty message)', { input: '', key: '000102030405060708090A0B0C0D0E0F', algorithm: 'ascon-mac' }, 'eac9d74bbedf8bf1eba2862b26aa6d39', ASCON_KAT),
	ok('Ascon-Mac, KAT count 2 (1 byte)', { input: '10', input_encoding: 'hex', key: '000102030405060708090a0b0c0d0e0f', algorithm: 'ascon-mac' }, 'e5be5b6dfb7b0e3eae00a070791947a8', ASCON_KAT),
	ok('Ascon-Mac, KAT count 33 (32 bytes: a whole block, then the padding block)', { input: ASCON_MSG.slice(0, 64), input_encoding: 'hex', key: '000102030405060708090a0b0c0d0e0f', algorithm: 'ascon-mac' }, '9b103257685dde6fd994426172bf7b64', ASCON_KAT),
	ok('Ascon-Mac, KAT count 41 (40 bytes), key in base64', { input: ASCON_MSG.slice(0, 80), input_encoding: 'hex', key: 'AAECAwQFBgcICQoLDA0ODw==', key_encoding: 'base64', algorithm: 'ascon-mac' }, '01ec8b63d2fd0659377e86bc1767b6fb', ASCON_KAT),
	invalid('ascon-mac key of 15 bytes → 422', { input: 'x', key: '000102030405060708090a0b0c0d0e', algorithm: 'ascon-mac' }, 'key: an Ascon-Mac key is 16 bytes, got 15', 'ascon-c asconmacv13: CRYPTO_KEYBYTES 16'),
	invalid('cmac-aes key of 15 bytes → 422', { input: 'x', key: '2b7e151628aed2a6abf7158809cf4f', algorithm: 'cmac-aes' }, 'key: an AES key for cmac-aes is 16, 24 or 32 bytes, got 15', 'toolbox-3.md /hmac: cmac-aes key 16/24/32 bytes'),
	invalid('cmac-aes key as UTF-8 text of 5 bytes → 422', { input: 'x', key: 'short', key_encoding: 'utf8', algorithm: 'cmac-aes' }, 'key: an AES key for cmac-aes is 16, 24 or 32 bytes, got 5', 'toolbox-3.md /hmac: cmac-aes key 16/24/32 bytes'),
	invalid('input not base64 for input_encoding base64 → 422', { input: 'a*b', input_encoding: 'base64', key: 'k', algorithm: 'sha256' }, 'input: is not base64 (standard alphabet A-Z a-z 0-9 + /, padding = only at the end)', 'toolbox-3.md "Bytes": 422 naming the field'),
	invalid('algorithm missing → 422', { input: 'x', key: 'k' }, `algorithm: Invalid option: expected one of ${ALGORITHM_LIST}`),
	invalid('key missing → 422', { input: 'x', algorithm: 'sha256' }, 'key: is required'),
	invalid('unknown algorithm → 422', { input: 'x', key: 'k', algorithm: 'sha3-384' }, `algorithm: Invalid option: expected one of ${ALGORITHM_LIST}`),
	invalid('key not hex → 422', { input: 'x', key: 'abc', key_encoding: 'hex', algorithm: 'sha256' }, 'key: not hex (an even number of the digits 0-9, a-f)'),
	invalid('key not base64 → 422', { input: 'x', key: 'a*b', key_encoding: 'base64', algorithm: 'sha256' }, 'key: not base64'),
	invalid('unknown encoding → 422', { input: 'x', key: 'k', algorithm: 'sha256', encoding: 'base32' }, 'encoding: Invalid option: expected one of "hex"|"base64"')
];
