/** The operation's choices and limits, apart from its definition so the view reads them without zod. */

export const SET_ACTIONS = ['union', 'intersection', 'difference', 'symmetric-difference', 'cartesian', 'power-set'] as const;
export type SetAction = (typeof SET_ACTIONS)[number];

/** Characters of `a` and of `b`. */
export const MAX_LIST = 100_000;
/** Characters of `delimiter`. */
export const MAX_DELIMITER = 100;
/** Distinct items of `a` for power-set: 2^16 = 65,536 subsets. */
export const MAX_POWER_SET_ITEMS = 16;
/** Pairs of a cartesian product. */
export const MAX_PAIRS = 100_000;
/** Characters of all the items the answer lists (a product or power set repeats each item many times). */
export const MAX_RESULT_CHARS = 4_000_000;
