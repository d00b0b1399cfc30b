/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input`, `key`, `from` and `to`. */
export const MAX_INPUT = 131_072;
/** Bytes of `input` and `key` once decoded (xor). */
export const MAX_BYTES = 131_072;
/** Characters of the brute-force sample: 93 shifts of it make the answer, twice (list and text). */
export const MAX_SAMPLE = 2_000;
/** Characters of `crib` and `signature`, and of LS47's password (`key`): its README asks 40-60. */
export const MAX_SHORT = 1_000;
/** LS47's random characters put before the message. */
export const MAX_PADDING = 1_000;
