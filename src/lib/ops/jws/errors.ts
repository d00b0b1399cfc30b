import { catalog } from '../../engine/words.js';

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * `reason` is one of the messages here or jose's own (English) words.
 */
export const errors = catalog('jws', {
	members: ({ max }: { max: string }) => `must have at most ${max} members`,
	too_deep: ({ max }: { max: number }) => `nested deeper than ${max} levels`,
	token_too_long: ({ max }: { max: string }) => `the token would be over ${max} characters (the most /jwt/verify and /jwt-decoder read)`,
	does_not_fit: ({ alg, reason }: { alg: string; reason: string }) => `does not fit ${alg}: ${reason}`,
	pkcs1: 'this is PKCS#1 / SEC 1; convert it to PKCS#8 (openssl pkcs8 -topk8 -nocrypt)',
	not_pkcs8: 'not a PEM PKCS#8 private key (-----BEGIN PRIVATE KEY-----)',
	oct_jwk: 'an oct JWK is a shared secret: use `secret` with an HS algorithm',
	no_private_part: 'the JWK has no private part (d)',
	alg_in_header: '`alg` is set by `algorithm`',
	b64_crit: '`b64` and `crit` are not supported',
	required_for: ({ alg }: { alg: string }) => `required for ${alg}`,
	empty: 'must not be empty',
	secret_or_key: 'secret or public_key: give exactly one',
	private_not_public: 'this is a private key; give the public one (PEM SPKI, -----BEGIN PUBLIC KEY-----)',
	not_spki: 'not a PEM SPKI public key (-----BEGIN PUBLIC KEY-----)',
	jwks_keys: 'a JWK Set needs `keys`, a non-empty array of JWK objects',
	jwks_size: ({ max }: { max: number }) => `a JWK Set of at most ${max} keys`,
	jwk_size: ({ max }: { max: number }) => `a JWK of at most ${max} members`,
	jwk_kty: 'a JWK needs `kty`',
	// Why a token is not valid (a 200 answer's `error.message`).
	parts: ({ count }: { count: number }) => `a JWS in compact form has 3 dot-separated parts, this has ${count}`,
	bad_header: 'the header is not a base64url JSON object',
	no_alg: 'the header has no `alg`',
	alg_none: 'alg "none" (an unsigned token) is never accepted',
	alg_not_allowed: ({ alg, allowed }: { alg: string; allowed: string }) => `alg ${alg} is not in the allowed list (${allowed})`,
	bad_payload: 'the payload is not a base64url JSON object (a JWT claims set)',
	secret_for_asymmetric: ({ alg }: { alg: string }) => `a ${alg} token is verified with a public key, not a secret`,
	key_for_hmac: ({ alg }: { alg: string }) => `an ${alg} token is verified with its secret, not a public key`,
	public_key_fit: ({ alg, reason }: { alg: string; reason: string }) => `the public key does not fit ${alg}: ${reason}`,
	private_jwk: 'the JWK holds a private key; give its public part',
	jwk_fit: ({ alg, reason }: { alg: string; reason: string }) => `the JWK does not fit ${alg}: ${reason}`,
	library: ({ text }: { text: string }) => text
});
