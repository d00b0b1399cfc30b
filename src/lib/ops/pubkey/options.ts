/** The choices of the two operations, apart from their definitions so views and tests read them without zod. */
export const ACTIONS = ['sign', 'verify', 'encrypt', 'decrypt', 'convert-signature'] as const;
export const ALGORITHMS = ['rsa-pkcs1-sha256', 'rsa-pss-sha256', 'rsa-oaep-sha256', 'rsa-pkcs1v15', 'ecdsa-sha256', 'ed25519', 'sm2'] as const;
export const SIGNATURE_FORMATS = ['der', 'p1363'] as const;
/** convert-signature: the forms of an ECDSA signature (CyberChef's ECDSA Signature Conversion). */
export const SIGNATURE_FROM = ['auto', 'der-hex', 'p1363-hex', 'jws', 'json'] as const;
export const SIGNATURE_TO = ['der-hex', 'p1363-hex', 'jws', 'json'] as const;
/** sm2: the order of the ciphertext's parts after C1. */
export const SM2_ORDERS = ['c1c3c2', 'c1c2c3'] as const;
export const TARGETS = ['pem', 'jwk', 'openssh', 'spki-pem'] as const;
export type Action = (typeof ACTIONS)[number];
export type PubkeyAlgorithm = (typeof ALGORITHMS)[number];
export type SignatureFormat = (typeof SIGNATURE_FORMATS)[number];
export type Target = (typeof TARGETS)[number];
export type SignatureFrom = (typeof SIGNATURE_FROM)[number];
export type SignatureTo = (typeof SIGNATURE_TO)[number];
export type Sm2Order = (typeof SM2_ORDERS)[number];
