/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Numbers a call, as an array or in a text. */
export const MAX_VALUES = 100_000;
/** Characters of `values` given as text. */
export const MAX_TEXT = 2_000_000;
/** The largest magnitude of a value: its square, and the sums of 100,000 squares, stay finite doubles. */
export const MAX_MAGNITUDE = 1e150;
/** Up to this many numbers (or characters of text, which hold fewer) a call is light (docs/performance.md). */
export const LIGHT_VALUES = 5_000;
export const LIGHT_TEXT = 10_000;
