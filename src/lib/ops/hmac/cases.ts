import type { OperationCase } from '../cases.js';

const RFC4231 = 'RFC 4231 section 4 (HMAC-SHA-224/256/384/512 test vectors)';
const RFC2202 = 'RFC 2202 sections 2 and 3 (HMAC-MD5 and HMAC-SHA-1 test cases)';
const PYTHON = 'python3 hmac/hashlib (OpenSSL), an implementation independent of @noble/hashes; hmac.test.ts recomputes it with node:crypto';
const CONTRACT = 'docs/spec/toolbox.md, /hmac';

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
	invalid('algorithm missing → 422', { input: 'x', key: 'k' }, 'algorithm: Invalid option: expected one of "md5"|"sha1"|"sha256"|"sha384"|"sha512"'),
	invalid('key missing → 422', { input: 'x', algorithm: 'sha256' }, 'key: is required'),
	invalid('unknown algorithm → 422', { input: 'x', key: 'k', algorithm: 'sha224' }, 'algorithm: Invalid option: expected one of "md5"|"sha1"|"sha256"|"sha384"|"sha512"'),
	invalid('key not hex → 422', { input: 'x', key: 'abc', key_encoding: 'hex', algorithm: 'sha256' }, 'key: not hex (an even number of the digits 0-9, a-f)'),
	invalid('key not base64 → 422', { input: 'x', key: 'a*b', key_encoding: 'base64', algorithm: 'sha256' }, 'key: not base64'),
	invalid('unknown encoding → 422', { input: 'x', key: 'k', algorithm: 'sha256', encoding: 'base32' }, 'encoding: Invalid option: expected one of "hex"|"base64"')
];
