/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input` (256 KiB of bytes written as hex). */
export const MAX_INPUT = 524_288;
/** Bytes of `input` once decoded, and of the answer. */
export const MAX_BYTES = 262_144;
/** Characters of `key`, `passphrase`, `iv`, `nonce`, `salt` and `tag`. */
export const MAX_KEY = 1_024;
/** Characters of `aad` (32 KiB written as hex). */
export const MAX_AAD = 65_536;
/**
 * Inputs up to this many characters, without PBKDF2, are light calls: their worst case (Triple DES,
 * the slowest cipher, over 2 KiB written as hex) costs about what a light operation's may.
 */
export const LIGHT_CALL_CHARS = 4_096;
/**
 * The app's large inputs (cipher-large.ts; README.md, "Limits in the app"): the input of an
 * algorithm that needs the whole message at once (the AEADs, RC4, Fernet, key wrap).
 */
export const WHOLE_MAX = 67_108_864;
