/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input`. */
export const MAX_INPUT = 262_144;
/** Bytes of `input` once decoded. */
export const MAX_BYTES = 131_072;
