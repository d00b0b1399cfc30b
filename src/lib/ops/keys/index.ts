import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { CURVES, RSA_SIZES } from './options.js';

// jose loads on the first call, not with the registry.
const logic = lazyModule(() => import('./keys.js'));

const jwk = z.record(z.string(), z.unknown());

export const keysGenerate = defineOperation({
	id: 'keys-generate',
	group: 'security',
	title: 'Key pair generator',
	summary: 'A new RSA, EC (P-256/384/521) or Ed25519 key pair as PEM (PKCS#8, SPKI) and JWK, with the RFC 7638 thumbprint as kid.',
	keywords: ['key pair', 'keypair', 'rsa', 'ecdsa', 'ec', 'ed25519', 'eddsa', 'pem', 'jwk', 'jwks', 'pkcs8', 'spki', 'public key', 'private key', 'openssl genpkey', 'kid', 'thumbprint'],
	method: 'POST',
	path: '/keys/generate',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 10000, detail: 'key generation ran longer than the time limit of 10,000 ms; try again or choose a smaller key' },
	input: z.object({
		type: z.enum(['rsa', 'ec', 'ed25519']).describe('rsa, ec or ed25519'),
		size: z.literal(RSA_SIZES).optional().describe('rsa: modulus bits, 2048 (default), 3072 or 4096; ignored by the others'),
		curve: z.enum(CURVES).optional().describe('ec: P-256 (default), P-384 or P-521; ignored by the others')
	}),
	output: z.object({ private_key_pem: z.string(), public_key_pem: z.string(), private_jwk: jwk, public_jwk: jwk }),
	errors: [{ status: 422, when: '`type` missing or unknown; a `size` other than 2048, 3072, 4096; an unknown `curve`' }],
	examples: [
		{
			name: 'Ed25519',
			input: { type: 'ed25519' },
			// One run's answer, for the API reference (a new key pair on every call; never use this one).
			answer: {
				private_key_pem: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIMrvigpHW1LECeTLZk6rRmhW1KMphUmGeSA2QCngz8pF\n-----END PRIVATE KEY-----\n',
				public_key_pem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAguCn/KO6bOg9VbMinktvEWFevD4o06b8kOFSnh7MD5I=\n-----END PUBLIC KEY-----\n',
				private_jwk: { crv: 'Ed25519', d: 'yu-KCkdbUsQJ5MtmTqtGaFbUoymFSYZ5IDZAKeDPykU', x: 'guCn_KO6bOg9VbMinktvEWFevD4o06b8kOFSnh7MD5I', kty: 'OKP', kid: 'RLosYd09fdDV6uaz7SrchbsZZ8TEM_nK5M9BGnIGDGQ' },
				public_jwk: { crv: 'Ed25519', x: 'guCn_KO6bOg9VbMinktvEWFevD4o06b8kOFSnh7MD5I', kty: 'OKP', kid: 'RLosYd09fdDV6uaz7SrchbsZZ8TEM_nK5M9BGnIGDGQ' }
			}
		},
		{ name: 'EC P-256', input: { type: 'ec', curve: 'P-256' } },
		{ name: 'RSA 2048', input: { type: 'rsa', size: 2048 } }
	],
	prepare: logic.load,
	run: (input) => logic.get().generateKeys(input.type, input.size, input.curve)
});

export const operations = [keysGenerate];
