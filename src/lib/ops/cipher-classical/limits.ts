/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input`, `key`, `from` and `to`. */
export const MAX_INPUT = 131_072;
/** Bytes of `input` and `key` once decoded (xor). */
export const MAX_BYTES = 131_072;
