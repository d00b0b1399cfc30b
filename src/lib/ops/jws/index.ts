import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import type { Words } from '../../engine/words.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { JWS_ALGORITHMS, LIMITS } from './options.js';
import { RFC7515_A3_PUBLIC_JWK, RFC7515_A3_TOKEN } from './rfc-vectors.js';

// jose loads on the first call, not with the registry.
const logic = lazyModule(() => import('./jws.js'));

const claims = z.record(z.string(), z.unknown());
const TOO_MANY = Symbol('too many members');
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * A JSON object of at most `max` members (claims, header fields, JWK members), counted before
 * anything reads them: a 1 MiB body holds 60,000 members, and zod's record schema copies every
 * one (about 100 ms of the event loop) before a check after it could refuse them. The schema
 * and its JSON Schema are the record's; only the count comes first.
 */
const objectOfAtMost = (max: number) =>
	z
		.preprocess(
			(v) => (isPlainObject(v) && Object.keys(v).length > max ? TOO_MANY : v),
			z.record(z.string(), z.unknown(), { error: errors.zod('members', (issue) => (issue.input === TOO_MANY ? { max: max.toLocaleString('en-US') } : undefined)) })
		)
		.meta({ maxProperties: max });
const algorithm = z.enum(JWS_ALGORITHMS);
/** PEM text or a JWK object; a JWK of too many members is named as such, not as "Invalid input". */
const pemOrJwk = () =>
	z.union([stringOfAtMost(LIMITS.pem), objectOfAtMost(LIMITS.jwkMembers)], {
		error: (issue) => {
			// The branch that says there are too many members says it for the union (with its words).
			type Inner = { message: string; params?: { words?: Words } };
			const inner = 'errors' in issue ? (issue.errors as Inner[][]).flat().find((i) => i.params?.words?.id === 'members') : undefined;
			if (inner) (issue as { params?: object }).params = { words: inner.params!.words };
			return inner?.message;
		}
	});
/** A key as PEM text or as a JWK object (or, to verify, a JWK Set `{keys: [...]}`). */
const keyInput = (pem: string) => pemOrJwk().describe(pem).meta(formHints({ secret: true, multiline: 6, monospace: true }));

export const jwtSign = defineOperation({
	id: 'jwt-sign',
	group: 'security',
	title: 'JWT signer',
	summary: 'Signs a JSON Web Token (JWS compact form) with HMAC, RSA, RSA-PSS, ECDSA or Ed25519, optionally with an expiry.',
	keywords: ['jwt', 'json web token', 'sign jwt', 'create jwt', 'jws', 'hs256', 'rs256', 'es256', 'eddsa', 'bearer token'],
	method: 'POST',
	path: '/jwt/sign',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		payload: objectOfAtMost(LIMITS.claims).describe(`The claims, a JSON object of at most ${LIMITS.claims.toLocaleString('en-US')} members, nested at most 64 levels; the token at most ${LIMITS.token.toLocaleString('en-US')} characters`),
		algorithm: algorithm.describe(`One of ${JWS_ALGORITHMS.join(', ')}`),
		secret: z.string().optional().describe('HS256/384/512: the shared secret, as UTF-8 text').meta(formHints({ secret: true, monospace: true })),
		private_key: keyInput('Other algorithms: the private key, PEM PKCS#8 (-----BEGIN PRIVATE KEY-----) or a JWK object with its private part').optional(),
		header: objectOfAtMost(LIMITS.claims).optional().describe('Extra protected header fields (kid, typ, …); `alg` comes from `algorithm`; `typ` defaults to "JWT"'),
		expires_in: integer().min(1).max(LIMITS.expiresIn).optional().describe('Seconds of validity, 1 to 315,360,000 (ten years): sets `iat` to now and `exp` to now + expires_in')
	}),
	output: z.object({ token: z.string() }),
	errors: [{ status: 422, when: '`payload` or `algorithm` missing; no `secret` for HS*, no `private_key` for the others; a key that does not fit the algorithm (type, curve, size, a public key); `alg` in `header`; nesting deeper than 64; more than 1,000 claims or header fields; a token that would be over 100,000 characters' }],
	examples: [
		{ name: 'HS256, as on jwt.io', input: { payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 }, algorithm: 'HS256', secret: 'your-256-bit-secret' } },
		{ name: 'HS512 that expires in an hour', input: { payload: { sub: 'user-42', role: 'admin' }, algorithm: 'HS512', secret: 'change me', expires_in: 3600 } }
	],
	prepare: logic.load,
	run: async (input, ctx) => ({ token: await logic.get().signJwt(input, ctx.now()) })
});

export const jwtVerify = defineOperation({
	id: 'jwt-verify',
	group: 'security',
	title: 'JWT verifier',
	summary: 'Verifies a JSON Web Token’s signature and its exp, nbf, iss and aud claims, and says why when it fails.',
	keywords: ['jwt', 'json web token', 'verify jwt', 'validate jwt', 'jws', 'jwks', 'signature', 'bearer token', 'hs256', 'rs256'],
	method: 'POST',
	path: '/jwt/verify',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		token: stringOfAtMost(LIMITS.token).describe('The JWT (compact JWS); a leading "Bearer " is ignored').meta(formHints({ secret: true, multiline: 5, monospace: true })),
		secret: z.string().optional().describe('HS* tokens: the shared secret, as UTF-8 text').meta(formHints({ secret: true, monospace: true })),
		public_key: pemOrJwk()
			.optional()
			.describe(`Other tokens: PEM SPKI (-----BEGIN PUBLIC KEY-----), a JWK, or a JWK Set {"keys": [...]} of at most ${LIMITS.jwks} keys (an oct JWK verifies HS*); a JWK has at most ${LIMITS.jwkMembers} members`)
			.meta(formHints({ multiline: 6, monospace: true })),
		algorithms: z.array(algorithm).min(1).optional().describe('Allowed algorithms; default all of /jwt/sign\'s. `none` is never allowed'),
		issuer: z.string().optional().describe('Required `iss`'),
		audience: z.string().optional().describe('Required `aud` (a string, or one of the array\'s)'),
		clock_tolerance: integer().min(0).max(LIMITS.clockTolerance).optional().describe('Seconds of leeway for exp and nbf, 0 (default) to 86,400')
	}),
	output: z.object({
		valid: z.boolean(),
		header: claims.nullable(),
		payload: claims.nullable(),
		error: z
			.object({ code: z.enum(['signature_invalid', 'expired', 'not_yet_valid', 'issuer_mismatch', 'audience_mismatch', 'algorithm_not_allowed', 'malformed']), message: z.string() })
			.nullable()
	}),
	errors: [{ status: 422, when: '`token` missing; neither or both of `secret` and `public_key`; a `public_key` that is no PEM SPKI, JWK or JWK Set; a JWK of more than 100 members' }],
	examples: [
		{ name: 'HS256 from jwt.io', input: { token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c', secret: 'your-256-bit-secret' } },
		{ name: 'RFC 7515 ES256 example (expired in 2011)', input: { token: RFC7515_A3_TOKEN, public_key: RFC7515_A3_PUBLIC_JWK } }
	],
	prepare: logic.load,
	run: (input, ctx) => logic.get().verifyJwt(input, ctx.now())
});

export const operations = [jwtSign, jwtVerify];
