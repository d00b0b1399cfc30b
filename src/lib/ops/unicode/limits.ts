/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters (code points) of `input` described. */
export const MAX_INPUT = 1_000;
/** Characters of `search`. */
export const MAX_SEARCH = 100;
/** Matches a search answers (`total` counts them all). */
export const MAX_MATCHES = 100;
