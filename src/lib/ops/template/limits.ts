/** The operation's limits, apart from its definition so the view and the tests read them without zod. */

/** Characters of `template`, and of each partial. */
export const MAX_TEMPLATE = 65_536;
/** Partials in `partials`. */
export const MAX_PARTIALS = 100;
/** Characters of `data` written as JSON. */
export const MAX_DATA = 262_144;
/** Characters of `output`. */
export const MAX_OUTPUT = 1_048_576;
/** Partials inside partials (a partial that includes itself stops here). */
export const MAX_PARTIAL_DEPTH = 100;
/** Tags and text pieces rendered, counted over every pass of every section (nested loops multiply). */
export const MAX_STEPS = 1_000_000;
