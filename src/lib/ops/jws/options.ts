// The algorithms and limits the schemas state, apart from jose (which loads on the first call:
// src/lib/engine/README.md, "How operations load").

/** The contract's JWS algorithms (docs/spec/toolbox.md, /jwt/sign); `none` is never one of them. */
export const JWS_ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'] as const;
export type JwsAlgorithm = (typeof JWS_ALGORITHMS)[number];

export const LIMITS = {
	/** expires_in: up to ten years. */
	expiresIn: 10 * 365 * 86_400,
	clockTolerance: 86_400,
	token: 100_000,
	/** Characters of a PEM key (an RSA 4096 private key is about 3,300). */
	pem: 20_000,
	/** Keys in a JWK Set. */
	jwks: 100,
	/** Members of a JWK (RFC 7517 and 7518 register about twenty). */
	jwkMembers: 100,
	/** Members of a payload or of the extra header fields. */
	claims: 1000
} as const;
