/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input` (the body is capped at 1 MiB anyway). */
export const MAX_INPUT = 524_288;
/** Bytes dumped or parsed: a dump of 256 KiB is about 1.1 MB of text. */
export const MAX_BYTES = 262_144;
/** Inputs up to this many characters are light calls (a dump of them takes well under a millisecond). */
export const LIGHT_CALL_CHARS = 4_096;
