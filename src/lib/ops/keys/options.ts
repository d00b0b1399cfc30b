// The sizes and curves the schema offers, apart from jose (which loads on the first call:
// src/lib/engine/README.md, "How operations load").

export const RSA_SIZES = [2048, 3072, 4096] as const;
export const CURVES = ['P-256', 'P-384', 'P-521'] as const;
export type KeyType = 'rsa' | 'ec' | 'ed25519';
export type RsaSize = (typeof RSA_SIZES)[number];
export type Curve = (typeof CURVES)[number];
