/** The operations' limits, apart from their definitions so the views read them without zod. */

/** Characters of `key` (a PEM of an 8,192-bit RSA private key is about 6,400). */
export const MAX_KEY = 16_384;
/** Members of a JWK object. */
export const MAX_JWK_MEMBERS = 32;
/** Bits of an RSA modulus. */
export const MAX_RSA_BITS = 8192;
/** Characters of `input` to /pubkey. */
export const MAX_INPUT = 1_048_576;
/** Bytes of `input` once decoded. */
export const MAX_BYTES = 1_048_576;
/** Characters of `signature` (an 8,192-bit RSA signature is 1,368 in base64). */
export const MAX_SIGNATURE = 4096;
