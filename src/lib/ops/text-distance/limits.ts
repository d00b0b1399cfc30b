/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `a` and of `b`: the measures grow with their product. */
export const MAX_TEXT = 5_000;

/** Fuzzy match: characters of the text searched. The recursion walks the text again for each match, under a budget of steps (fuzzy.ts). */
export const FUZZY_MAX_TEXT = 10_000;
/** Fuzzy match: characters of the pattern; CyberChef stops at 256 matched characters. */
export const FUZZY_MAX_PATTERN = 256;

/** Offset checker: characters of all the samples together; one pass, so the operation is light (about 12 ms at this size under load, most of it building the runs). */
export const OFFSETS_MAX_INPUT = 20_000;
/** Offset checker: samples at most. */
export const MAX_SAMPLES = 1_000;
