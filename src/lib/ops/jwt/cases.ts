import type { OperationCase } from '../cases.js';

const CONTRACT = 'docs/spec/utility-api.md 2.6 and section 4 (/jwt-decoder: 422 on invalid JWT format)';

/** Every meta field null: the base the cases below override (contract 2.6: all fields present). */
export const NO_META = {
	algorithm: null,
	type: null,
	issued_at: null,
	expires_at: null,
	not_before: null,
	issuer: null,
	subject: null,
	audience: null,
	expired: null,
	not_yet_valid: null
};

/**
 * RFC 7519 section 3.1: header {"typ":"JWT",CRLF "alg":"HS256"} and claims
 * {"iss":"joe",CRLF "exp":1300819380,CRLF "http://example.com/is_root":true}, HMAC-signed.
 * exp 1300819380 = 15055 days (2011-03-22) + 67380 s (18:43:00) → 2011-03-22T18:43:00.000Z.
 */
const RFC7519_HEADER = 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9';
const RFC7519_PAYLOAD =
	'eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ';
const RFC7519_SIGNATURE = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC7519_TOKEN = `${RFC7519_HEADER}.${RFC7519_PAYLOAD}.${RFC7519_SIGNATURE}`;
const RFC7519_CLAIMS = { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true };
const RFC7519_EXP = 1300819380_000;

/** jwt.io's default example: {"alg":"HS256","typ":"JWT"} . {"sub":"1234567890","name":"John Doe","iat":1516239022}. */
const JWT_IO_HEADER = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
const JWT_IO_PAYLOAD = 'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ';
const JWT_IO_SIGNATURE = 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const JWT_IO_TOKEN = `${JWT_IO_HEADER}.${JWT_IO_PAYLOAD}.${JWT_IO_SIGNATURE}`;

/**
 * The OpenID Connect Core 1.0 section 2 ID Token claims, with header {"alg":"RS256","kid":"1e9gdk7"}
 * and a stand-in signature "c2ln" (base64url of "sig"). Encoded with Node's Buffer base64url.
 * exp 1311281970 → 2011-07-21T20:59:30.000Z; iat 1311280970 → 2011-07-21T20:42:50.000Z.
 */
const OIDC_TOKEN =
	'eyJhbGciOiJSUzI1NiIsImtpZCI6IjFlOWdkazcifQ.eyJpc3MiOiJodHRwczovL3NlcnZlci5leGFtcGxlLmNvbSIsInN1YiI6IjI0NDAwMzIwIiwiYXVkIjoiczZCaGRSa3F0MyIsIm5vbmNlIjoibi0wUzZfV3pBMk1qIiwiZXhwIjoxMzExMjgxOTcwLCJpYXQiOjEzMTEyODA5NzAsImF1dGhfdGltZSI6MTMxMTI4MDk2OX0.c2ln';
const OIDC_CLAIMS = {
	iss: 'https://server.example.com',
	sub: '24400320',
	aud: 's6BhdRkqt3',
	nonce: 'n-0S6_WzA2Mj',
	exp: 1311281970,
	iat: 1311280970,
	auth_time: 1311280969
};

/**
 * Hand-written: {"alg":"RS256","typ":"JWT","kid":"k1"} . {"iss":"https://issuer.example",
 * "sub":"user-42","aud":["api://one","api://two"],"iat":1700000000,"nbf":1700000000,"exp":1700003600}
 * . "signature". 1700000000 → 2023-11-14T22:13:20.000Z; 1700003600 is one hour later.
 */
const AUD_ARRAY_TOKEN =
	'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImsxIn0.eyJpc3MiOiJodHRwczovL2lzc3Vlci5leGFtcGxlIiwic3ViIjoidXNlci00MiIsImF1ZCI6WyJhcGk6Ly9vbmUiLCJhcGk6Ly90d28iXSwiaWF0IjoxNzAwMDAwMDAwLCJuYmYiOjE3MDAwMDAwMDAsImV4cCI6MTcwMDAwMzYwMH0.c2lnbmF0dXJl';
const AUD_ARRAY_HEADER = { alg: 'RS256', typ: 'JWT', kid: 'k1' };
const AUD_ARRAY_CLAIMS = {
	iss: 'https://issuer.example',
	sub: 'user-42',
	aud: ['api://one', 'api://two'],
	iat: 1700000000,
	nbf: 1700000000,
	exp: 1700003600
};
const AUD_ARRAY_META = {
	algorithm: 'RS256',
	type: 'JWT',
	issued_at: '2023-11-14T22:13:20.000Z',
	expires_at: '2023-11-14T23:13:20.000Z',
	not_before: '2023-11-14T22:13:20.000Z',
	issuer: 'https://issuer.example',
	subject: 'user-42',
	audience: 'api://one, api://two'
};

/** Hand-written: {"alg":"HS256"} . {"aud":[1,2],"exp":"soon","iss":7,"sub":null} . "x". */
const ODD_CLAIMS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOlsxLDJdLCJleHAiOiJzb29uIiwiaXNzIjo3LCJzdWIiOm51bGx9.eA';

const malformed = (name: string, token: string, detail: string, why: string): OperationCase => ({
	name: `${name} → 422`,
	op: 'jwt-decoder',
	input: { token },
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source: `${CONTRACT}; ${why}`
});

export const cases: OperationCase[] = [
	{
		name: 'RFC 7519 3.1 example, one second before exp',
		op: 'jwt-decoder',
		input: { token: RFC7519_TOKEN },
		now: RFC7519_EXP - 1000,
		expected: {
			status: 200,
			body: {
				header: { typ: 'JWT', alg: 'HS256' },
				payload: RFC7519_CLAIMS,
				signature: RFC7519_SIGNATURE,
				meta: {
					...NO_META,
					algorithm: 'HS256',
					type: 'JWT',
					expires_at: '2011-03-22T18:43:00.000Z',
					issuer: 'joe',
					expired: false
				}
			}
		},
		source: 'RFC 7519 section 3.1 (token and decoded JOSE header and claims)'
	},
	{
		name: 'RFC 7519 3.1 example pasted from an Authorization header ("Bearer " is dropped)',
		op: 'jwt-decoder',
		input: { token: `Bearer ${RFC7519_TOKEN}` },
		now: RFC7519_EXP - 1000,
		expected: {
			status: 200,
			body: {
				header: { typ: 'JWT', alg: 'HS256' },
				payload: RFC7519_CLAIMS,
				signature: RFC7519_SIGNATURE,
				meta: {
					...NO_META,
					algorithm: 'HS256',
					type: 'JWT',
					expires_at: '2011-03-22T18:43:00.000Z',
					issuer: 'joe',
					expired: false
				}
			}
		},
		source: 'RFC 7519 section 3.1; RFC 6750 section 2.1 (the "Bearer" scheme of an Authorization header)'
	},
	{
		name: 'RFC 7519 3.1 example, exactly at exp (expired: "on or after")',
		op: 'jwt-decoder',
		input: { token: RFC7519_TOKEN },
		now: RFC7519_EXP,
		expected: {
			status: 200,
			body: {
				header: { typ: 'JWT', alg: 'HS256' },
				payload: RFC7519_CLAIMS,
				signature: RFC7519_SIGNATURE,
				meta: {
					...NO_META,
					algorithm: 'HS256',
					type: 'JWT',
					expires_at: '2011-03-22T18:43:00.000Z',
					issuer: 'joe',
					expired: true
				}
			}
		},
		source: 'RFC 7519 section 3.1; section 4.1.4: not accepted "on or after" exp'
	},
	{
		name: 'RFC 7519 6.1 unsecured JWT (alg none, empty signature)',
		op: 'jwt-decoder',
		input: { token: `eyJhbGciOiJub25lIn0.${RFC7519_PAYLOAD}.` },
		now: 1_700_000_000_000,
		expected: {
			status: 200,
			body: {
				header: { alg: 'none' },
				payload: RFC7519_CLAIMS,
				signature: '',
				meta: {
					...NO_META,
					algorithm: 'none',
					expires_at: '2011-03-22T18:43:00.000Z',
					issuer: 'joe',
					expired: true
				}
			}
		},
		source: 'RFC 7519 section 6.1 (Example Unsecured JWT)'
	},
	{
		name: 'jwt.io example (no exp or nbf: expired and not_yet_valid null)',
		op: 'jwt-decoder',
		input: { token: JWT_IO_TOKEN },
		expected: {
			status: 200,
			body: {
				header: { alg: 'HS256', typ: 'JWT' },
				payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
				signature: JWT_IO_SIGNATURE,
				meta: {
					...NO_META,
					algorithm: 'HS256',
					type: 'JWT',
					// 1516239022 = 17549 days (2018-01-18) + 5422 s (01:30:22)
					issued_at: '2018-01-18T01:30:22.000Z',
					subject: '1234567890'
				}
			}
		},
		source: 'jwt.io default example token'
	},
	{
		name: 'surrounding whitespace is ignored',
		op: 'jwt-decoder',
		input: { token: `  ${JWT_IO_TOKEN}\n` },
		expected: {
			status: 200,
			body: {
				header: { alg: 'HS256', typ: 'JWT' },
				payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
				signature: JWT_IO_SIGNATURE,
				meta: { ...NO_META, algorithm: 'HS256', type: 'JWT', issued_at: '2018-01-18T01:30:22.000Z', subject: '1234567890' }
			}
		},
		source: 'jwt.io default example token'
	},
	{
		name: 'OpenID Connect ID Token claims: aud string, iat and exp',
		op: 'jwt-decoder',
		input: { token: OIDC_TOKEN },
		now: 1311281000_000,
		expected: {
			status: 200,
			body: {
				header: { alg: 'RS256', kid: '1e9gdk7' },
				payload: OIDC_CLAIMS,
				signature: 'c2ln',
				meta: {
					...NO_META,
					algorithm: 'RS256',
					issued_at: '2011-07-21T20:42:50.000Z',
					expires_at: '2011-07-21T20:59:30.000Z',
					issuer: 'https://server.example.com',
					subject: '24400320',
					audience: 's6BhdRkqt3',
					expired: false
				}
			}
		},
		source: 'OpenID Connect Core 1.0 section 2 (ID Token example claims); RFC 7519 4.1'
	},
	{
		name: 'aud array joined with ", "; one second before nbf → not yet valid',
		op: 'jwt-decoder',
		input: { token: AUD_ARRAY_TOKEN },
		now: 1699999999_000,
		expected: {
			status: 200,
			body: {
				header: AUD_ARRAY_HEADER,
				payload: AUD_ARRAY_CLAIMS,
				signature: 'c2lnbmF0dXJl',
				meta: { ...AUD_ARRAY_META, expired: false, not_yet_valid: true }
			}
		},
		source: 'RFC 7519 4.1.3 (aud may be an array of strings), 4.1.5 (not before nbf); hand-derived dates'
	},
	{
		name: 'aud array; exactly at nbf → valid now',
		op: 'jwt-decoder',
		input: { token: AUD_ARRAY_TOKEN },
		now: 1700000000_000,
		expected: {
			status: 200,
			body: {
				header: AUD_ARRAY_HEADER,
				payload: AUD_ARRAY_CLAIMS,
				signature: 'c2lnbmF0dXJl',
				meta: { ...AUD_ARRAY_META, expired: false, not_yet_valid: false }
			}
		},
		source: 'RFC 7519 4.1.5: must not be accepted *before* nbf'
	},
	{
		name: 'aud array; after exp → expired',
		op: 'jwt-decoder',
		input: { token: AUD_ARRAY_TOKEN },
		now: 1700003601_000,
		expected: {
			status: 200,
			body: {
				header: AUD_ARRAY_HEADER,
				payload: AUD_ARRAY_CLAIMS,
				signature: 'c2lnbmF0dXJl',
				meta: { ...AUD_ARRAY_META, expired: true, not_yet_valid: false }
			}
		},
		source: 'RFC 7519 4.1.4'
	},
	{
		name: 'claims of the wrong type give null meta fields',
		op: 'jwt-decoder',
		input: { token: ODD_CLAIMS_TOKEN },
		now: 1_700_000_000_000,
		expected: {
			status: 200,
			body: {
				header: { alg: 'HS256' },
				payload: { aud: [1, 2], exp: 'soon', iss: 7, sub: null },
				signature: 'eA', // base64url of "x"
				meta: { ...NO_META, algorithm: 'HS256' }
			}
		},
		source: 'RFC 7519 2 (NumericDate is a number), 4.1.1-4.1.3 (iss, sub, aud are StringOrURI); contract 2.6 (string|null)'
	},
	{
		name: 'token missing → 422',
		op: 'jwt-decoder',
		input: {},
		expected: { status: 422, body: { detail: 'token: is required', code: 'invalid_input' } },
		source: CONTRACT
	},
	malformed('two parts', `${JWT_IO_HEADER}.${JWT_IO_PAYLOAD}`, 'Invalid JWT format: expected 3 dot-separated parts, got 2', 'RFC 7515 7.1: three parts'),
	malformed('one part (no dots)', 'not-a-jwt', 'Invalid JWT format: expected 3 dot-separated parts, got 1', 'RFC 7515 7.1'),
	malformed('empty token', '', 'Invalid JWT format: expected 3 dot-separated parts, got 1', 'RFC 7515 7.1'),
	malformed(
		'five parts (a JWE)',
		'eyJhbGciOiJSU0ExXzUiLCJlbmMiOiJBMTI4Q0JDLUhTMjU2In0.a.b.c.d',
		'Invalid JWT format: expected 3 dot-separated parts, got 5',
		'RFC 7516 7.1: a JWE has five parts; the decoder reads JWS only'
	),
	malformed(
		'header not base64url (contains "!")',
		`eyJ!bGciOiJIUzI1NiJ9.${JWT_IO_PAYLOAD}.${JWT_IO_SIGNATURE}`,
		'Invalid JWT format: header is not base64url',
		'RFC 4648 section 5 alphabet'
	),
	malformed(
		'header of impossible base64url length (4n + 1)',
		`eyJhb.${JWT_IO_PAYLOAD}.${JWT_IO_SIGNATURE}`,
		'Invalid JWT format: header is not base64url',
		'RFC 4648 section 5: a 4n + 1 length encodes no whole bytes'
	),
	malformed('empty header', `.${JWT_IO_PAYLOAD}.${JWT_IO_SIGNATURE}`, 'Invalid JWT format: header is not base64url', 'RFC 7515 7.1'),
	malformed(
		'payload with standard base64 "+" and "/"',
		`${JWT_IO_HEADER}.eyJ+/x.${JWT_IO_SIGNATURE}`,
		'Invalid JWT format: payload is not base64url',
		'RFC 7515 2: base64url, not base64'
	),
	malformed(
		'payload not JSON ("not json")',
		`${JWT_IO_HEADER}.bm90IGpzb24.${JWT_IO_SIGNATURE}`,
		'Invalid JWT format: payload is not UTF-8 JSON',
		'RFC 7519 7.2 step 10: the claims must be a JSON object'
	),
	malformed(
		'payload not UTF-8 (bytes FF FE)',
		`${JWT_IO_HEADER}.__4.${JWT_IO_SIGNATURE}`,
		'Invalid JWT format: payload is not UTF-8 JSON',
		'RFC 7519 7.2 step 10: UTF-8 JSON'
	),
	malformed(
		'payload a JSON array ([1,2])',
		`${JWT_IO_HEADER}.WzEsMl0.${JWT_IO_SIGNATURE}`,
		'Invalid JWT format: payload is not a JSON object',
		'RFC 7519 7.2 step 10: a JSON object'
	),
	malformed(
		'payload JSON null',
		`${JWT_IO_HEADER}.bnVsbA.${JWT_IO_SIGNATURE}`,
		'Invalid JWT format: payload is not a JSON object',
		'RFC 7519 7.2 step 10: a JSON object'
	),
	malformed(
		'header a JSON array ([])',
		`W10.${JWT_IO_PAYLOAD}.${JWT_IO_SIGNATURE}`,
		'Invalid JWT format: header is not a JSON object',
		'RFC 7515 4: the JOSE header is a JSON object'
	),
	malformed(
		'signature not base64url ("+")',
		`${JWT_IO_HEADER}.${JWT_IO_PAYLOAD}.abc+def`,
		'Invalid JWT format: signature is not base64url',
		'RFC 7515 7.1: BASE64URL(JWS Signature)'
	)
];
