import type { OperationCase } from '../cases.js';

const RFC4648 = 'RFC 4648 section 10 (test vectors)';
const CONTRACT = 'docs/spec/toolbox.md, Part 1 /encode';

/** RFC 4648 section 10: the six prefixes of "foobar" (and the empty string) in each encoding. */
const VECTORS: [string, string, string, string][] = [
	// [text, BASE64, BASE32, BASE16]
	['', '', '', ''],
	['f', 'Zg==', 'MY======', '66'],
	['fo', 'Zm8=', 'MZXQ====', '666F'],
	['foo', 'Zm9v', 'MZXW6===', '666F6F'],
	['foob', 'Zm9vYg==', 'MZXW6YQ=', '666F6F62'],
	['fooba', 'Zm9vYmE=', 'MZXW6YTB', '666F6F6261'],
	['foobar', 'Zm9vYmFy', 'MZXW6YTBOI======', '666F6F626172']
];

const ok = (output: string, scheme: string, direction: string) => ({ status: 200, body: { output, scheme, direction } });
const bad = (detail: string) => ({ status: 422, body: { detail, code: 'invalid_input' } });

export const cases: OperationCase[] = [
	...VECTORS.flatMap(([text, b64, b32, b16]): OperationCase[] => [
		{ name: `RFC 4648 base64 encode "${text}"`, op: 'encode', input: { input: text, scheme: 'base64', direction: 'encode' }, expected: ok(b64, 'base64', 'encode'), source: RFC4648 },
		{ name: `RFC 4648 base64 decode "${b64}"`, op: 'encode', input: { input: b64, scheme: 'base64', direction: 'decode' }, expected: ok(text, 'base64', 'decode'), source: RFC4648 },
		{ name: `RFC 4648 base32 encode "${text}"`, op: 'encode', input: { input: text, scheme: 'base32', direction: 'encode' }, expected: ok(b32, 'base32', 'encode'), source: RFC4648 },
		{ name: `RFC 4648 base32 decode "${b32}"`, op: 'encode', input: { input: b32, scheme: 'base32', direction: 'decode' }, expected: ok(text, 'base32', 'decode'), source: RFC4648 },
		// The contract writes hex in lower case and reads any case: RFC 4648's upper-case BASE16 decodes as is.
		{ name: `RFC 4648 base16 encode "${text}" (lower case)`, op: 'encode', input: { input: text, scheme: 'hex', direction: 'encode' }, expected: ok(b16.toLowerCase(), 'hex', 'encode'), source: `${RFC4648}; lower case: ${CONTRACT}` },
		{ name: `RFC 4648 base16 decode "${b16}"`, op: 'encode', input: { input: b16, scheme: 'hex', direction: 'decode' }, expected: ok(text, 'hex', 'decode'), source: RFC4648 }
	]),
	{
		name: 'base64 decode without padding and with line breaks',
		op: 'encode',
		input: { input: 'Zm9v\nYmE', scheme: 'base64', direction: 'decode' },
		expected: ok('fooba', 'base64', 'decode'),
		source: `${RFC4648} ("fooba" = Zm9vYmE=); missing padding and whitespace accepted: ${CONTRACT}`
	},
	{
		name: 'base64url encode: - and _ instead of + and /, no padding',
		op: 'encode',
		input: { input: '\u00fb\u00ff', scheme: 'base64url', direction: 'encode' },
		// UTF-8 c3 bb c3 bf: base64 "w7vDvw==" (python3 base64.urlsafe_b64encode gives w7vDvw==).
		expected: ok('w7vDvw', 'base64url', 'encode'),
		source: 'RFC 4648 section 5 alphabet; python3 -c "import base64;print(base64.urlsafe_b64encode(\'\u00fb\u00ff\'.encode()))" → w7vDvw== (padding dropped as RFC 7515 section 2 writes base64url)'
	},
	{
		name: 'base64url decode of a JWT header (RFC 7515 A.1)',
		op: 'encode',
		input: { input: 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9', scheme: 'base64url', direction: 'decode' },
		expected: ok('{"typ":"JWT",\r\n "alg":"HS256"}', 'base64url', 'decode'),
		source: 'RFC 7515 Appendix A.1.1 (the JWS Protected Header and its BASE64URL encoding)'
	},
	{
		name: 'base64 of "+/" bytes stays standard (RFC 4648 section 4 alphabet)',
		op: 'encode',
		input: { input: '?>?', scheme: 'base64', direction: 'encode' },
		// 3f 3e 3f → 001111 110011 111000 111111 → P z 4 /
		expected: ok('Pz4/', 'base64', 'encode'),
		source: 'RFC 4648 section 4 alphabet, worked by hand: 0x3f3e3f = 001111 110011 111000 111111 → P z 4 /'
	},
	{
		name: 'hex decode accepts upper case and spaces',
		op: 'encode',
		input: { input: 'E2 82 AC', scheme: 'hex', direction: 'decode' },
		expected: ok('€', 'hex', 'decode'),
		source: 'Unicode: U+20AC EURO SIGN is UTF-8 E2 82 AC (The Unicode Standard, Table 3-7)'
	},
	{
		name: 'URL encode (encodeURIComponent)',
		op: 'encode',
		input: { input: 'a b&c=d/é?', scheme: 'url', direction: 'encode' },
		expected: ok('a%20b%26c%3Dd%2F%C3%A9%3F', 'url', 'encode'),
		source: 'ECMA-262 encodeURIComponent (unreserved: A-Z a-z 0-9 - _ . ! ~ * \' ( )); python3 urllib.parse.quote("a b&c=d/é?", safe="-_.!~*\'()") gives the same'
	},
	{
		name: 'URL decode',
		op: 'encode',
		input: { input: 'caf%C3%A9%20%26%20cr%C3%A8me', scheme: 'url', direction: 'decode' },
		expected: ok('café & crème', 'url', 'decode'),
		source: 'RFC 3986 section 2.1 percent-encoding of UTF-8 octets (é = C3 A9, è = C3 A8)'
	},
	{
		name: 'HTML encode of the five special characters',
		op: 'encode',
		input: { input: `<a href="x">Tom & Jerry's</a>`, scheme: 'html', direction: 'encode' },
		expected: ok('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;', 'html', 'encode'),
		source: `${CONTRACT} (& < > " ' as &amp; &lt; &gt; &quot; &#39;); python3 html.escape gives &#x27; for '`
	},
	{
		name: 'HTML decode of named, decimal and hexadecimal references',
		op: 'encode',
		input: { input: '&eacute;&nbsp;&#233;&#xE9;&hearts;&NotEqualTilde;&amp;', scheme: 'html', direction: 'decode' },
		expected: ok('é\u00a0éé♥\u2242\u0338&', 'html', 'decode'),
		source: 'WHATWG HTML, "Named character references" (entities.json: &NotEqualTilde; is U+2242 U+0338) and numeric references; python3 html.unescape gives the same'
	},
	{
		name: 'base64 that is not base64 → 422',
		op: 'encode',
		input: { input: 'Zm9v!', scheme: 'base64', direction: 'decode' },
		expected: bad('input: is not valid base64'),
		source: `${CONTRACT}: input not valid for the scheme → 422`
	},
	{
		name: 'base64 of bytes that are not UTF-8 → 422',
		op: 'encode',
		input: { input: '/w==', scheme: 'base64', direction: 'decode' },
		expected: bad('input: the decoded base64 bytes are not UTF-8 text'),
		source: `${CONTRACT}: bytes that are not UTF-8 text → 422 (0xFF never occurs in UTF-8, RFC 3629 section 1)`
	},
	{
		name: 'hex of odd length → 422',
		op: 'encode',
		input: { input: 'abc', scheme: 'hex', direction: 'decode' },
		expected: bad('input: is not valid hex'),
		source: `${RFC4648} section 8 (two digits per octet); ${CONTRACT}`
	},
	{
		name: 'base32 with a digit outside its alphabet → 422',
		op: 'encode',
		input: { input: 'MZXW1===', scheme: 'base32', direction: 'decode' },
		expected: bad('input: is not valid base32'),
		source: 'RFC 4648 section 6 alphabet (A-Z, 2-7: no 0, 1, 8 or 9)'
	},
	{
		name: 'a bad percent escape → 422',
		op: 'encode',
		input: { input: '100%', scheme: 'url', direction: 'decode' },
		expected: bad('input: is not valid URL encoding (a % not followed by two hex digits, or bytes that are not UTF-8)'),
		source: 'ECMA-262 decodeURIComponent throws URIError on "%" without two hex digits; ' + CONTRACT
	},
	{
		name: 'unknown scheme → 422',
		op: 'encode',
		input: { input: 'x', scheme: 'rot13', direction: 'encode' },
		expected: bad('scheme: Invalid option: expected one of "base64"|"base64url"|"base32"|"hex"|"url"|"html"'),
		source: CONTRACT
	},
	{
		name: 'input over 524,288 characters → 422',
		op: 'encode',
		input: { input: 'a'.repeat(524_289), scheme: 'base64', direction: 'encode' },
		expected: bad('input: Too big: expected string to have <=524288 characters'),
		source: 'the limit documented on the field and in src/lib/ops/encode/README.md'
	}
];
