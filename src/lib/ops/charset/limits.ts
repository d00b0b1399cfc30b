/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input`. */
export const MAX_INPUT = 262_144;
/** Bytes of `input` once decoded. */
export const MAX_BYTES = 131_072;

/** Bytes (or text as UTF-8) the brute force takes: each of its 37 charsets reads the whole input, and an invalid one is searched for its first bad byte. */
export const MAX_BRUTE_BYTES = 8_192;
