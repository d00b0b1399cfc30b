import crypto from 'node:crypto';
import fc from 'fast-check';
import { CompactSign, compactVerify, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { CASE_KEYS, cases } from './cases.js';
import { operations } from './index.js';
import { JWS_ALGORITHMS } from './jws.js';
import { RFC7515_A1_JWK, RFC7515_A1_TOKEN, RFC7515_A2_PRIVATE_JWK, RFC7515_A2_PUBLIC_JWK, RFC7515_A2_TOKEN, RFC7515_A3_PUBLIC_JWK, RFC7515_A3_TOKEN, RFC8037_A4_JWS, RFC8037_PRIVATE_JWK } from './rfc-vectors.js';

const [signOp, verifyOp] = operations;
const ctx = { now: () => Date.now() };

describe('jws cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

/** node:crypto's verification of a compact JWS (the second implementation). */
function nodeVerifies(token: string, alg: string, key: crypto.KeyObject | string): boolean {
	const [h, p, s] = token.split('.');
	const data = Buffer.from(`${h}.${p}`);
	const sig = Buffer.from(s, 'base64url');
	if (alg.startsWith('HS')) return crypto.createHmac(`sha${alg.slice(2)}`, key as string).update(data).digest().equals(sig);
	const hash = alg === 'EdDSA' ? null : `sha${alg.slice(2)}`;
	if (alg.startsWith('PS')) return crypto.verify(hash, data, { key: key as crypto.KeyObject, padding: crypto.constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, sig);
	if (alg.startsWith('ES')) return crypto.verify(hash, data, { key: key as crypto.KeyObject, dsaEncoding: 'ieee-p1363' }, sig);
	return crypto.verify(hash, data, key as crypto.KeyObject, sig);
}

describe('the RFC vectors, checked with node:crypto (sanity of the copies)', () => {
	it('RFC 7515 A.1, A.2 and A.3 verify with OpenSSL', () => {
		expect(crypto.createHmac('sha256', Buffer.from(RFC7515_A1_JWK.k, 'base64url')).update(RFC7515_A1_TOKEN.split('.').slice(0, 2).join('.')).digest('base64url')).toBe(RFC7515_A1_TOKEN.split('.')[2]);
		expect(nodeVerifies(RFC7515_A2_TOKEN, 'RS256', crypto.createPublicKey({ key: RFC7515_A2_PUBLIC_JWK, format: 'jwk' }))).toBe(true);
		expect(nodeVerifies(RFC7515_A3_TOKEN, 'ES256', crypto.createPublicKey({ key: RFC7515_A3_PUBLIC_JWK, format: 'jwk' }))).toBe(true);
		expect(crypto.createPublicKey(CASE_KEYS.RFC7515_A2_SPKI).export({ format: 'jwk' })).toEqual(RFC7515_A2_PUBLIC_JWK);
	});

	it('RFC 8037 A.4: jose signs "Example of Ed25519 signing" to the RFC\'s JWS, and verifies it', async () => {
		const key = await importJWK(RFC8037_PRIVATE_JWK, 'EdDSA');
		const jws = await new CompactSign(new TextEncoder().encode('Example of Ed25519 signing')).setProtectedHeader({ alg: 'EdDSA' }).sign(key);
		expect(jws).toBe(RFC8037_A4_JWS);
		const { x, kty, crv } = RFC8037_PRIVATE_JWK;
		const { payload } = await compactVerify(RFC8037_A4_JWS, await importJWK({ x, kty, crv }, 'EdDSA'));
		expect(new TextDecoder().decode(payload)).toBe('Example of Ed25519 signing');
	});

	it('the deterministic RS256 and EdDSA case tokens verify with node:crypto', () => {
		expect(nodeVerifies(CASE_KEYS.RS256_TOKEN, 'RS256', crypto.createPublicKey({ key: RFC7515_A2_PUBLIC_JWK, format: 'jwk' }))).toBe(true);
		expect(nodeVerifies(CASE_KEYS.EDDSA_TOKEN, 'EdDSA', crypto.createPublicKey(CASE_KEYS.RFC8037_SPKI))).toBe(true);
	});
});

describe('tokens signed here verify with node:crypto, for every algorithm', () => {
	const keys = {
		RS: crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }),
		ES256: crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }),
		ES384: crypto.generateKeyPairSync('ec', { namedCurve: 'P-384' }),
		EdDSA: crypto.generateKeyPairSync('ed25519')
	};
	const pairFor = (alg: string) => (alg.startsWith('RS') || alg.startsWith('PS') ? keys.RS : keys[alg as 'ES256' | 'ES384' | 'EdDSA']);

	it.each(JWS_ALGORITHMS.map((a) => [a]))('%s: PEM and JWK private keys; node:crypto verifies; /jwt/verify accepts it with PEM, JWK and a JWK Set', async (alg) => {
		const payload = { sub: 'user-1', n: 42, nested: { ok: true } };
		for (const form of ['pem', 'jwk'] as const) {
			const input: Record<string, unknown> = { payload, algorithm: alg };
			if (alg.startsWith('HS')) input.secret = 'a shared secret';
			else {
				const { privateKey } = pairFor(alg);
				input.private_key = form === 'pem' ? privateKey.export({ type: 'pkcs8', format: 'pem' }) : privateKey.export({ format: 'jwk' });
			}
			const result = await executeOperation(signOp, input, ctx);
			expect(result.status, JSON.stringify(result.body)).toBe(200);
			const token = (result.body as { token: string }).token;
			expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toEqual({ alg, typ: 'JWT' });
			expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())).toEqual(payload);
			const publicKey = alg.startsWith('HS') ? 'a shared secret' : pairFor(alg).publicKey;
			expect(nodeVerifies(token, alg, publicKey as crypto.KeyObject | string)).toBe(true);
			const verifyInputs = alg.startsWith('HS')
				? [{ secret: 'a shared secret' }]
				: [
						{ public_key: (publicKey as crypto.KeyObject).export({ type: 'spki', format: 'pem' }) },
						{ public_key: (publicKey as crypto.KeyObject).export({ format: 'jwk' }) },
						{ public_key: { keys: [(publicKey as crypto.KeyObject).export({ format: 'jwk' })] } }
					];
			for (const extra of verifyInputs) {
				expect(await executeOperation(verifyOp, { token, ...extra }, ctx)).toEqual({ status: 200, body: { valid: true, header: { alg, typ: 'JWT' }, payload, error: null } });
			}
		}
	});

	it('a key of the wrong type for the algorithm is 422 naming private_key', async () => {
		const rsaPem = keys.RS.privateKey.export({ type: 'pkcs8', format: 'pem' });
		for (const algorithm of ['ES256', 'EdDSA']) {
			const result = await executeOperation(signOp, { payload: {}, algorithm, private_key: rsaPem }, ctx);
			expect(result.status).toBe(422);
			expect((result.body as { detail: string }).detail).toMatch(new RegExp(`^private_key: does not fit ${algorithm}`));
		}
		const small = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
		expect((await executeOperation(signOp, { payload: {}, algorithm: 'RS256', private_key: small }, ctx)).status).toBe(422);
		const p384 = keys.ES384.privateKey.export({ type: 'pkcs8', format: 'pem' });
		expect((await executeOperation(signOp, { payload: {}, algorithm: 'ES256', private_key: p384 }, ctx)).status).toBe(422);
	});

	it('node:crypto tokens (RS256 over an RFC key) verify here', async () => {
		const data = Buffer.from('eyJhbGciOiJSUzI1NiJ9.' + Buffer.from('{"sub":"x"}').toString('base64url'));
		const sig = crypto.sign('sha256', data, crypto.createPrivateKey({ key: RFC7515_A2_PRIVATE_JWK, format: 'jwk' })).toString('base64url');
		expect(await executeOperation(verifyOp, { token: `${data}.${sig}`, public_key: RFC7515_A2_PUBLIC_JWK }, ctx)).toEqual({ status: 200, body: { valid: true, header: { alg: 'RS256' }, payload: { sub: 'x' }, error: null } });
	});
});

describe('at the size limits (src/lib/ops/jws/README.md, "JWT sign and verify")', () => {
	it('a payload of 1,000 claims, and one whose token is just under 100,000 characters, sign and verify back', async () => {
		const thousand = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`claim${i}`, i]));
		// {"note":"x…"} is 11 bytes + the x's; its base64url and the header's, dots and HS256's 43 fit in 100,000.
		const long = { note: 'x'.repeat(74_900) };
		for (const payload of [thousand, long]) {
			const signedResult = await executeOperation(signOp, { payload, algorithm: 'HS256', secret: 'k' }, ctx);
			expect(signedResult.status).toBe(200);
			const token = (signedResult.body as { token: string }).token;
			expect(token.length).toBeLessThanOrEqual(100_000);
			expect(nodeVerifies(token, 'HS256', 'k')).toBe(true);
			expect(await executeOperation(verifyOp, { token, secret: 'k' }, ctx)).toMatchObject({ status: 200, body: { valid: true, payload } });
		}
	});

	it('refuses a payload whose token would be too long to read back, whatever its shape (300,000 values in one claim)', async () => {
		const huge = { values: Array.from({ length: 300_000 }, (_, i) => i) };
		const { status, body } = await executeOperation(signOp, { payload: huge, algorithm: 'HS256', secret: 'k' }, ctx);
		expect({ status, body }).toEqual({
			status: 422,
			body: { detail: 'payload: the token would be over 100,000 characters (the most /jwt/verify and /jwt-decoder read)', code: 'invalid_input' }
		});
	});
});

describe('properties', () => {
	it('sign then verify round-trips any claims set (HS256), and any change to the token fails', async () => {
		await fc.assert(
			fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).filter((k) => k !== '__proto__' && !['exp', 'nbf', 'iat', 'iss', 'aud'].includes(k)), fc.jsonValue({ maxDepth: 3 })), fc.string({ minLength: 1, maxLength: 30 }), fc.nat(), async (payload, secret, at) => {
				const signedResult = await executeOperation(signOp, { payload, algorithm: 'HS256', secret }, ctx);
				expect(signedResult.status).toBe(200);
				const token = (signedResult.body as { token: string }).token;
				const verifiedResult = await executeOperation(verifyOp, { token, secret }, ctx);
				expect(verifiedResult.body).toMatchObject({ valid: true, error: null });
				expect((verifiedResult.body as { payload: unknown }).payload).toEqual(JSON.parse(JSON.stringify(payload)));
				const i = at % token.length;
				const flipped = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
				if (flipped !== token) {
					const tampered = await executeOperation(verifyOp, { token: flipped, secret }, ctx);
					expect(tampered.status).toBe(200);
					// A change in the last character's spare bits can decode to the same signature bytes.
					if ((tampered.body as { valid: boolean }).valid) expect(i).toBe(token.length - 1);
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('any token string: 200 with a verdict, never a throw', async () => {
		await fc.assert(
			fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((p) => p.join('.'))), async (token) => {
				const result = await executeOperation(verifyOp, { token, secret: 'x' }, ctx);
				expect(result.status).toBe(200);
				expect((result.body as { valid: boolean }).valid).toBe(false);
			}),
			{ numRuns: 200 }
		);
	});
});
