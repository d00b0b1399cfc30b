/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input` and of `key`. */
export const MAX_INPUT = 262_144;
/** Bytes of `input` (and of `key`, and of a padded result) once decoded. */
export const MAX_BYTES = 131_072;
