import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { RFC7638_JWK, RFC7638_THUMBPRINT, RFC8037_PUBLIC_JWK, RFC8037_THUMBPRINT } from '../jws/rfc-vectors.js';
import { cases } from './cases.js';
import { operations } from './index.js';
import { thumbprint, type GeneratedKeys } from './keys.js';

const [op] = operations;
const ctx = { now: () => 0 };

describe('keys cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);
});

describe('RFC 7638 thumbprints', () => {
	it('section 3.1: the RSA example', async () => {
		expect(await thumbprint(RFC7638_JWK)).toBe(RFC7638_THUMBPRINT);
	});
	it('RFC 8037 A.3: the Ed25519 example', async () => {
		expect(await thumbprint(RFC8037_PUBLIC_JWK)).toBe(RFC8037_THUMBPRINT);
	});
});

/** RFC 7638 section 3.2's required members, in lexicographic order, hashed by node:crypto: the second implementation. */
function nodeThumbprint(jwk: Record<string, unknown>): string {
	const members = jwk.kty === 'RSA' ? ['e', 'kty', 'n'] : jwk.kty === 'EC' ? ['crv', 'kty', 'x', 'y'] : ['crv', 'kty', 'x'];
	const canonical = `{${members.map((m) => `${JSON.stringify(m)}:${JSON.stringify(jwk[m])}`).join(',')}}`;
	return crypto.createHash('sha256').update(canonical).digest('base64url');
}

async function generate(input: Record<string, unknown>): Promise<GeneratedKeys> {
	const result = await executeOperation(op, input, ctx);
	expect(result.status, JSON.stringify(result.body)).toBe(200);
	return result.body as GeneratedKeys;
}

describe('generated keys work in node:crypto (OpenSSL)', () => {
	const kinds: [string, Record<string, unknown>, string, number | string][] = [
		['RSA 2048', { type: 'rsa' }, 'rsa', 2048],
		['RSA 3072', { type: 'rsa', size: 3072 }, 'rsa', 3072],
		['EC P-256', { type: 'ec', curve: 'P-256' }, 'ec', 'prime256v1'],
		['EC P-384', { type: 'ec', curve: 'P-384' }, 'ec', 'secp384r1'],
		['EC P-521', { type: 'ec', curve: 'P-521' }, 'ec', 'secp521r1'],
		['Ed25519', { type: 'ed25519' }, 'ed25519', '']
	];
	it.each(kinds)('%s: PEMs and JWKs are one key pair that signs and verifies; kid is the thumbprint', async (_, input, keyType, detail) => {
		const keys = await generate(input);
		expect(keys.private_key_pem).toMatch(/^-----BEGIN PRIVATE KEY-----\n[A-Za-z0-9+/=\n]+-----END PRIVATE KEY-----\n$/);
		expect(keys.public_key_pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+-----END PUBLIC KEY-----\n$/);
		const privatePem = crypto.createPrivateKey(keys.private_key_pem);
		const publicPem = crypto.createPublicKey(keys.public_key_pem);
		expect(privatePem.asymmetricKeyType).toBe(keyType);
		if (keyType === 'rsa') expect(publicPem.asymmetricKeyDetails?.modulusLength).toBe(detail);
		if (keyType === 'ec') expect(publicPem.asymmetricKeyDetails?.namedCurve).toBe(detail);
		// The JWKs are the same keys as the PEMs.
		const { kid: privKid, ...privateJwk } = keys.private_jwk;
		const { kid: pubKid, ...publicJwk } = keys.public_jwk;
		expect(crypto.createPublicKey({ key: publicJwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' })).toBe(keys.public_key_pem);
		expect(crypto.createPrivateKey({ key: privateJwk as crypto.JsonWebKey, format: 'jwk' }).export({ type: 'pkcs8', format: 'pem' })).toBe(keys.private_key_pem);
		expect(crypto.createPublicKey(privatePem).export({ type: 'spki', format: 'pem' })).toBe(keys.public_key_pem);
		expect(pubKid).toBe(privKid);
		expect(pubKid).toBe(nodeThumbprint(publicJwk));
		expect(publicJwk).not.toHaveProperty('d');
		expect(Object.keys(publicJwk).sort()).toEqual(keyType === 'rsa' ? ['e', 'kty', 'n'] : keyType === 'ec' ? ['crv', 'kty', 'x', 'y'] : ['crv', 'kty', 'x']);
		const data = Buffer.from('signed by the generated key');
		const hash = keyType === 'ed25519' ? null : 'sha256';
		expect(crypto.verify(hash, data, publicPem, crypto.sign(hash, data, privatePem))).toBe(true);
	});

	it('RSA 4096', async () => {
		const keys = await generate({ type: 'rsa', size: 4096 });
		expect(crypto.createPublicKey(keys.public_key_pem).asymmetricKeyDetails?.modulusLength).toBe(4096);
	});
});

describe('properties', () => {
	it('every answer is a fresh pair whose kid is its public key\'s thumbprint', async () => {
		const seen = new Set<string>();
		await fc.assert(
			fc.asyncProperty(fc.constantFrom({ type: 'ed25519' }, { type: 'ec' }, { type: 'ec', curve: 'P-521' }, { type: 'ec', curve: 'P-384', size: 4096 }), async (input) => {
				const keys = await generate(input);
				expect(seen.has(keys.public_jwk.kid)).toBe(false);
				seen.add(keys.public_jwk.kid);
				const { kid, ...jwk } = keys.public_jwk;
				expect(kid).toBe(nodeThumbprint(jwk));
			}),
			{ numRuns: 25 }
		);
	});
});
