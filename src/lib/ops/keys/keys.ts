import { calculateJwkThumbprint, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, type JWK } from 'jose';
import type { Curve, KeyType, RsaSize } from './options.js';

export { CURVES, RSA_SIZES, type Curve, type KeyType, type RsaSize } from './options.js';

/** The JWS algorithm jose generates each key for; the exported keys are the same for any algorithm of the family. */
const EC_ALG: Record<Curve, string> = { 'P-256': 'ES256', 'P-384': 'ES384', 'P-521': 'ES512' };

export interface GeneratedKeys {
	private_key_pem: string;
	public_key_pem: string;
	private_jwk: JWK & { kid: string };
	public_jwk: JWK & { kid: string };
}

/**
 * A new key pair from the platform's Web Crypto (a CSPRNG; RSA primes are found off the main
 * thread in Node and in browsers), through jose: PEM PKCS#8 and SPKI, and JWKs whose `kid` is
 * the RFC 7638 SHA-256 thumbprint of the public key.
 */
export async function generateKeys(type: KeyType, size: RsaSize = 2048, curve: Curve = 'P-256'): Promise<GeneratedKeys> {
	const { privateKey, publicKey } =
		type === 'rsa'
			? await generateKeyPair('RS256', { modulusLength: size, extractable: true })
			: type === 'ec'
				? await generateKeyPair(EC_ALG[curve], { crv: curve, extractable: true })
				: await generateKeyPair('Ed25519', { extractable: true });
	const [privatePem, publicPem, privateJwk, publicJwk] = await Promise.all([exportPKCS8(privateKey), exportSPKI(publicKey), exportJWK(privateKey), exportJWK(publicKey)]);
	const kid = await calculateJwkThumbprint(publicJwk, 'sha256');
	return {
		private_key_pem: privatePem.endsWith('\n') ? privatePem : `${privatePem}\n`,
		public_key_pem: publicPem.endsWith('\n') ? publicPem : `${publicPem}\n`,
		private_jwk: { ...bare(privateJwk), kid },
		public_jwk: { ...bare(publicJwk), kid }
	};
}

/** The key's own members only (Web Crypto adds `ext` and `key_ops`, and `alg` for RSA). */
function bare(jwk: JWK): JWK {
	const { ext: _ext, key_ops: _ops, alg: _alg, use: _use, ...rest } = jwk;
	return rest;
}

/** The RFC 7638 thumbprint of a public JWK (what `kid` is). */
export function thumbprint(jwk: JWK): Promise<string> {
	return calculateJwkThumbprint(jwk, 'sha256');
}
