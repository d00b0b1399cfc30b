/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input`. */
export const MAX_INPUT = 524_288;
/** Bytes of `input` once decoded: the start of a file is enough (4 KiB for every listed format). */
export const MAX_BYTES = 262_144;
/** scan: signatures listed at most (past them the answer says `more`). */
export const MAX_FOUND = 256;
/** extract: files carved in one call. */
export const MAX_EXTRACT_FILES = 32;
/** extract: bytes of all carved files together (their base64 in the answer is a third more). */
export const MAX_EXTRACT_BYTES = 196_608;
