import type { OperationCase } from '../cases.js';
import {
	RFC7515_A1_JWK,
	RFC7515_A1_TOKEN,
	RFC7515_A2_PRIVATE_JWK,
	RFC7515_A2_PUBLIC_JWK,
	RFC7515_A2_TOKEN,
	RFC7515_A3_PRIVATE_JWK,
	RFC7515_A3_PUBLIC_JWK,
	RFC7515_A3_TOKEN,
	RFC7515_NOW,
	RFC7515_PAYLOAD,
	RFC8037_PRIVATE_JWK,
	RFC8037_PUBLIC_JWK
} from './rfc-vectors.js';

const RFC7515 = 'RFC 7515 appendix A (JWS examples: A.1 HS256, A.2 RS256, A.3 ES256)';
const RFC8037 = 'RFC 8037 appendix A (the Ed25519 key of A.1)';
const JWTIO = 'jwt.io\'s published example token (HS256, secret "your-256-bit-secret")';
const NODE = 'node:crypto (OpenSSL) createHmac / sign over the same header and payload JSON, an implementation independent of jose';
const CONTRACT = 'docs/spec/toolbox.md, /jwt/sign and /jwt/verify';

/** RFC 7515's payload as jose writes it (JSON.stringify: no CR LF), signed by node:crypto with the A.2 key: RS256 is deterministic. */
const RS256_TOKEN =
	'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJqb2UiLCJleHAiOjEzMDA4MTkzODAsImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.TC0rek3pk-vtkM3RI-mjHJOXKUy8c3UTno9hHQXWlMnDNjyGGbpWVNXmaymlzlPdNhO43DFK8d6RXYUoiO_XF-4T6DcdoHbiydDe1A1Thi0uhN7JPRR1EzwGMtOX0XIkVX_u6Bqep2GqxnmBsLmCDmR58i0FY5KZ0GBK5HmM5AqD5JYqePoz4KGfhDT6PJSCgsboZqgCEfeASmWQxx1kju1w_KSAWIhvVTTlvr5dm_-0ImDfaRQismq7IAuLiz-hPgwbtbbEnvbeTroBw2U7Ly9FPc1S0QPAqcN4QrKFhik0mbDn8QtSekyKpj2Kf4-RNmzlfz8GiXRMa5PWgmS4eg';
/** Ed25519 is deterministic too (RFC 8032). */
const EDDSA_TOKEN =
	'eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJqb2UiLCJleHAiOjEzMDA4MTkzODAsImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.zXyykSyoFyMcEOqiABgsURO6qSw44FqPppA1649d5Hs73cKjPAcMO0X218x-wDYKz5cyJ5x0zqqtP6ajVB05Dg';
const RFC8037_PKCS8 = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ1hsZ3v/VpguoRK9JLsLMREScVpezJpGXA7rAMcrn9g\n-----END PRIVATE KEY-----\n';
const RFC8037_SPKI = '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=\n-----END PUBLIC KEY-----\n';
const RFC7515_A2_SPKI = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAofgWCuLjybRlzo0tZWJj
NiuSfb4p4fAkd/wWJcyQoTbji9k0l8W26mPddxHmfHQp+Vaw+4qPCJrcS2mJPMEz
P1Pt0Bm4d4QlL+yRT+SFd2lZS+pCgNMsD1W/YpRPEwOWvG6b32690r2jZ47soMZo
9wGzjb/7OMg0LOL+bSf63kpaSHSXndS5z5rexMdbBYUsLA9e+KXBdQOS+UTo7WTB
EMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6/I5IhlJH7aGhyxX
FvUK+DWNmoudF8NAco9/h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXp
oQIDAQAB
-----END PUBLIC KEY-----
`;

const NBF_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhIiwibmJmIjoxOTAwMDAwMDAwfQ.n63c6fB2vGtiONNim6bCtiIBEiISiR5MzSfKkqW8sEk';
const AUD_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhIiwiYXVkIjpbImFwaSIsIndlYiJdLCJpc3MiOiJodHRwczovL2lkLmV4YW1wbGUifQ.OeZMLs09XUBXfnZh-POZStILa9rxlG9Bs0sjfIiECaE';
const AUD_PAYLOAD = { sub: 'a', aud: ['api', 'web'], iss: 'https://id.example' };

const signed = (name: string, input: Record<string, unknown>, token: string, source: string, now?: number): OperationCase => ({
	name,
	op: 'jwt-sign',
	input,
	...(now !== undefined && { now }),
	expected: { status: 200, body: { token } },
	source
});

const verified = (name: string, input: Record<string, unknown>, header: object, payload: object, source: string, now?: number): OperationCase => ({
	name,
	op: 'jwt-verify',
	input,
	...(now !== undefined && { now }),
	expected: { status: 200, body: { valid: true, header, payload, error: null } },
	source
});

/** A verdict of "not valid": the code is the contract's; jose's message is not pinned. */
const refusedToken = (name: string, input: Record<string, unknown>, code: string, source: string, now?: number, decoded: { header?: object | null; payload?: object | null } = {}): OperationCase => ({
	name,
	op: 'jwt-verify',
	input,
	...(now !== undefined && { now }),
	expected: { status: 200, body: { valid: false, ...decoded, error: { code } }, partial: true },
	source
});

const LIMITS_DOC = 'src/lib/ops/jws/README.md, "JWT sign and verify": 1,000 claims or header fields, JWKs of 100 members, tokens of 100,000 characters';
/** `{"m0": 0, "m1": 1, …}`: an object of `count` members. */
const members = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`m${i}`, i]));

const invalid = (name: string, op: string, input: Record<string, unknown>, detail: string, source = CONTRACT): OperationCase => ({
	name,
	op,
	input,
	expected: { status: 422, body: { detail, code: 'invalid_input' } },
	source
});

const A1_HEADER = { typ: 'JWT', alg: 'HS256' };

export const cases: OperationCase[] = [
	signed('HS256 reproduces the jwt.io example', { payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 }, algorithm: 'HS256', secret: 'your-256-bit-secret' }, 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', JWTIO),
	signed('HS384', { payload: { sub: 'user-42' }, algorithm: 'HS384', secret: 's3cr3t' }, 'eyJhbGciOiJIUzM4NCIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIn0.b9uMmwYhwrur9zSyDcTsAA99tWC7b_GqczszvLuUxpID72Jn0-0Sws6ewyN_PJOc', NODE),
	signed('HS512 with expires_in: iat now, exp now + 3600', { payload: { sub: 'user-42' }, algorithm: 'HS512', secret: 's3cr3t', expires_in: 3600 }, 'eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIiwiaWF0IjoxNzAwMDAwMDAwLCJleHAiOjE3MDAwMDM2MDB9.iXgeU50mf4Nk97OoBieApX0gANfLALW14SAzc4MfXhFueJgWnAedX4wb-3R7xN_zLYcTBUGXV7bPVGqIDQW-3A', NODE, 1_700_000_000_000),
	signed('extra header field: kid', { payload: { a: 1 }, algorithm: 'HS256', secret: 's3cr3t', header: { kid: 'k1' } }, 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImsxIn0.eyJhIjoxfQ.koGXF9wjN6C1Oogmon_ER_9JymapgjrDZhuQbstXA7Q', NODE),
	signed('typ may be replaced (at+jwt, RFC 9068)', { payload: { a: 1 }, algorithm: 'HS256', secret: 's3cr3t', header: { typ: 'at+jwt' } }, 'eyJhbGciOiJIUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJhIjoxfQ.1dHn6Au22ig3zKQFNcT6AnJmV7V-ANnSJT_TQ4r4oD0', NODE),
	signed('RS256 with the RFC 7515 A.2 private JWK (deterministic)', { payload: RFC7515_PAYLOAD, algorithm: 'RS256', private_key: RFC7515_A2_PRIVATE_JWK }, RS256_TOKEN, `${RFC7515} key; ${NODE}`),
	signed('EdDSA with the RFC 8037 key as PEM PKCS#8 (deterministic)', { payload: RFC7515_PAYLOAD, algorithm: 'EdDSA', private_key: RFC8037_PKCS8 }, EDDSA_TOKEN, `${RFC8037}; ${NODE}`),
	signed('EdDSA with the RFC 8037 private JWK', { payload: RFC7515_PAYLOAD, algorithm: 'EdDSA', private_key: RFC8037_PRIVATE_JWK }, EDDSA_TOKEN, `${RFC8037}; ${NODE}`),
	invalid('HS256 without secret → 422', 'jwt-sign', { payload: {}, algorithm: 'HS256' }, 'secret: required for HS256'),
	invalid('HS256 with an empty secret → 422', 'jwt-sign', { payload: {}, algorithm: 'HS256', secret: '' }, 'secret: must not be empty'),
	invalid('RS256 without private_key → 422', 'jwt-sign', { payload: {}, algorithm: 'RS256', secret: 'x' }, 'private_key: required for RS256'),
	invalid('a public JWK cannot sign → 422', 'jwt-sign', { payload: {}, algorithm: 'ES256', private_key: RFC7515_A3_PUBLIC_JWK }, 'private_key: does not fit ES256: the JWK has no private part (d)'),
	invalid('a PKCS#1 PEM is named as such → 422', 'jwt-sign', { payload: {}, algorithm: 'RS256', private_key: '-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----' }, 'private_key: does not fit RS256: this is PKCS#1 / SEC 1; convert it to PKCS#8 (openssl pkcs8 -topk8 -nocrypt)'),
	invalid('alg in header → 422', 'jwt-sign', { payload: {}, algorithm: 'HS256', secret: 'x', header: { alg: 'none' } }, 'header: `alg` is set by `algorithm`'),
	invalid('algorithm none → 422', 'jwt-sign', { payload: {}, algorithm: 'none', secret: 'x' }, 'algorithm: Invalid option: expected one of "HS256"|"HS384"|"HS512"|"RS256"|"RS384"|"RS512"|"PS256"|"ES256"|"ES384"|"EdDSA"'),
	invalid('expires_in 0 → 422', 'jwt-sign', { payload: {}, algorithm: 'HS256', secret: 'x', expires_in: 0 }, 'expires_in: Too small: expected number to be >=1'),
	invalid('a payload of 1,001 claims → 422', 'jwt-sign', { payload: members(1001), algorithm: 'HS256', secret: 'x' }, 'payload: must have at most 1,000 members', LIMITS_DOC),
	invalid('a header of 1,001 extra fields → 422', 'jwt-sign', { payload: {}, algorithm: 'HS256', secret: 'x', header: members(1001) }, 'header: must have at most 1,000 members', LIMITS_DOC),
	invalid('a token that would be over 100,000 characters → 422', 'jwt-sign', { payload: { note: 'x'.repeat(75_000) }, algorithm: 'HS256', secret: 'x' }, 'payload: the token would be over 100,000 characters (the most /jwt/verify and /jwt-decoder read)', `${LIMITS_DOC}; base64url writes 75,000 bytes as 100,000 characters (RFC 4648 section 5)`),

	verified('RFC 7515 A.1 (HS256, oct JWK)', { token: RFC7515_A1_TOKEN, public_key: RFC7515_A1_JWK }, A1_HEADER, RFC7515_PAYLOAD, RFC7515, RFC7515_NOW),
	verified('RFC 7515 A.2 (RS256, public JWK)', { token: RFC7515_A2_TOKEN, public_key: RFC7515_A2_PUBLIC_JWK }, { alg: 'RS256' }, RFC7515_PAYLOAD, RFC7515, RFC7515_NOW),
	verified('RFC 7515 A.2 (RS256, PEM SPKI)', { token: RFC7515_A2_TOKEN, public_key: RFC7515_A2_SPKI }, { alg: 'RS256' }, RFC7515_PAYLOAD, `${RFC7515}; the SPKI PEM of the A.2 key written by node:crypto`, RFC7515_NOW),
	verified('RFC 7515 A.3 (ES256, public JWK)', { token: RFC7515_A3_TOKEN, public_key: RFC7515_A3_PUBLIC_JWK }, { alg: 'ES256' }, RFC7515_PAYLOAD, RFC7515, RFC7515_NOW),
	verified('RFC 7515 A.3 found in a JWK Set', { token: RFC7515_A3_TOKEN, public_key: { keys: [RFC7515_A2_PUBLIC_JWK, RFC7515_A3_PUBLIC_JWK] } }, { alg: 'ES256' }, RFC7515_PAYLOAD, RFC7515, RFC7515_NOW),
	verified('EdDSA with the RFC 8037 public JWK', { token: EDDSA_TOKEN, public_key: RFC8037_PUBLIC_JWK }, { alg: 'EdDSA', typ: 'JWT' }, RFC7515_PAYLOAD, `${RFC8037}; token signed by node:crypto`, RFC7515_NOW),
	verified('EdDSA with the RFC 8037 key as PEM SPKI', { token: EDDSA_TOKEN, public_key: RFC8037_SPKI }, { alg: 'EdDSA', typ: 'JWT' }, RFC7515_PAYLOAD, `${RFC8037}; token and PEM by node:crypto`, RFC7515_NOW),
	verified('jwt.io HS256 with its secret', { token: 'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', secret: 'your-256-bit-secret' }, { alg: 'HS256', typ: 'JWT' }, { sub: '1234567890', name: 'John Doe', iat: 1516239022 }, `${JWTIO}; a leading "Bearer " is ignored`),
	verified('issuer and audience that match (aud an array)', { token: AUD_TOKEN, secret: 's3cr3t', issuer: 'https://id.example', audience: 'web' }, { alg: 'HS256', typ: 'JWT' }, AUD_PAYLOAD, `${NODE}; RFC 7519 4.1.1 and 4.1.3`),
	refusedToken('RFC 7515 A.3 after its exp → expired', { token: RFC7515_A3_TOKEN, public_key: RFC7515_A3_PUBLIC_JWK }, 'expired', `${RFC7515}; RFC 7519 4.1.4 (exp 1300819380)`, 1_400_000_000_000, { header: { alg: 'ES256' }, payload: RFC7515_PAYLOAD }),
	refusedToken('nbf in the future → not_yet_valid', { token: NBF_TOKEN, secret: 's3cr3t' }, 'not_yet_valid', `${NODE}; RFC 7519 4.1.5`, 1_700_000_000_000),
	refusedToken('issuer mismatch', { token: AUD_TOKEN, secret: 's3cr3t', issuer: 'https://other.example' }, 'issuer_mismatch', 'RFC 7519 4.1.1'),
	refusedToken('audience mismatch', { token: AUD_TOKEN, secret: 's3cr3t', audience: 'mobile' }, 'audience_mismatch', 'RFC 7519 4.1.3'),
	refusedToken('wrong secret → signature_invalid', { token: AUD_TOKEN, secret: 'not-it' }, 'signature_invalid', 'RFC 7515 5.2'),
	refusedToken(
		'a changed payload (iss "eve") → signature_invalid',
		{ token: RFC7515_A3_TOKEN.split('.').map((part, i) => (i === 1 ? 'eyJpc3MiOiJldmUiLCJleHAiOjEzMDA4MTkzODAsImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ' : part)).join('.'), public_key: RFC7515_A3_PUBLIC_JWK },
		'signature_invalid',
		RFC7515,
		RFC7515_NOW,
		{ payload: { ...RFC7515_PAYLOAD, iss: 'eve' } }
	),
	refusedToken('alg none is never valid', { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhIn0.', secret: 'x' }, 'algorithm_not_allowed', `${CONTRACT}: alg none is never valid; RFC 8725 3.1`, undefined, { header: { alg: 'none' }, payload: { sub: 'a' } }),
	refusedToken('an algorithm outside the allow-list', { token: RFC7515_A3_TOKEN, public_key: RFC7515_A3_PUBLIC_JWK, algorithms: ['RS256', 'EdDSA'] }, 'algorithm_not_allowed', `${CONTRACT}; RFC 8725 3.1`, RFC7515_NOW),
	refusedToken('an RS256 token with a secret (algorithm confusion) → signature_invalid', { token: RFC7515_A2_TOKEN, secret: 'x' }, 'signature_invalid', 'RFC 8725 2.1 (algorithm confusion)', RFC7515_NOW),
	refusedToken('two parts → malformed', { token: 'eyJhbGciOiJIUzI1NiJ9.e30', secret: 'x' }, 'malformed', 'RFC 7515 7.1 (three parts)', undefined, { header: { alg: 'HS256' }, payload: null }),
	refusedToken('a header that is not JSON → malformed', { token: 'bm90IGpzb24.e30.c2ln', secret: 'x' }, 'malformed', 'RFC 7515 5.2', undefined, { header: null }),
	invalid('verify with neither secret nor public_key → 422', 'jwt-verify', { token: RFC7515_A1_TOKEN }, 'secret or public_key: give exactly one'),
	invalid('verify with both → 422', 'jwt-verify', { token: RFC7515_A1_TOKEN, secret: 'x', public_key: RFC7515_A1_JWK }, 'secret or public_key: give exactly one'),
	invalid('a private PEM as public_key → 422', 'jwt-verify', { token: RFC7515_A1_TOKEN, public_key: RFC8037_PKCS8 }, 'public_key: this is a private key; give the public one (PEM SPKI, -----BEGIN PUBLIC KEY-----)'),
	invalid('a JWK Set with no keys → 422', 'jwt-verify', { token: RFC7515_A1_TOKEN, public_key: { keys: [] } }, 'public_key: a JWK Set needs `keys`, a non-empty array of JWK objects'),
	invalid('token missing → 422', 'jwt-verify', { secret: 'x' }, 'token: is required'),
	invalid('a JWK of 101 members → 422', 'jwt-verify', { token: RFC7515_A1_TOKEN, public_key: { ...RFC7515_A1_JWK, ...members(99) } }, 'public_key: must have at most 100 members', LIMITS_DOC),
	invalid('a JWK Set holding a JWK of 101 members → 422', 'jwt-verify', { token: RFC7515_A1_TOKEN, public_key: { keys: [{ ...RFC7515_A1_JWK, ...members(99) }] } }, 'public_key: a JWK of at most 100 members', LIMITS_DOC)
];

/** The RFC keys the cases use, for the tests that check them with node:crypto. */
export const CASE_KEYS = { RFC7515_A3_PRIVATE_JWK, RFC8037_PKCS8, RFC8037_SPKI, RFC7515_A2_SPKI, RS256_TOKEN, EDDSA_TOKEN };
