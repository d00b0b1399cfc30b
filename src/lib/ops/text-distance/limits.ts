/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `a` and of `b`: the measures grow with their product. */
export const MAX_TEXT = 5_000;
