/** The operation's limits, apart from its definition so the view and the tests read them without zod. */

/** Characters (UTF-16 code units) of `old` and of `new`, each. */
export const MAX_TEXT = 262_144;
/** Changes in one answer: each array element or property that differs is one. */
export const MAX_CHANGES = 50_000;
/** Characters of all the changes' paths together (a long name repeated under many changes). */
export const MAX_PATH_CHARS = 4_000_000;
