/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input` and of `key`. */
export const MAX_INPUT = 262_144;
/** Bytes of `input` (and of `key`, and of a padded result) once decoded. */
export const MAX_BYTES = 131_072;
/** xor-brute-force: bytes of the sample (255 keys, each a copy of it in the answer: about 1 MiB of text at most). */
export const MAX_SAMPLE = 4_096;
/** xor-brute-force: characters of the crib. */
export const MAX_CRIB = 256;
