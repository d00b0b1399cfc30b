/** The choices of the two operations, apart from their definitions so views and tests read them without zod. */
export const ACTIONS = ['sign', 'verify', 'encrypt', 'decrypt'] as const;
export const ALGORITHMS = ['rsa-pkcs1-sha256', 'rsa-pss-sha256', 'rsa-oaep-sha256', 'rsa-pkcs1v15', 'ecdsa-sha256', 'ed25519'] as const;
export const SIGNATURE_FORMATS = ['der', 'p1363'] as const;
export const TARGETS = ['pem', 'jwk', 'openssh', 'spki-pem'] as const;
export type Action = (typeof ACTIONS)[number];
export type PubkeyAlgorithm = (typeof ALGORITHMS)[number];
export type SignatureFormat = (typeof SIGNATURE_FORMATS)[number];
export type Target = (typeof TARGETS)[number];
