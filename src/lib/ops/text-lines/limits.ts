/** The operation's choices and limits, apart from its definition so the view reads them without zod. */

export const ACTIONS = ['sort', 'unique', 'reverse', 'shuffle', 'head', 'tail', 'filter', 'number', 'remove-empty', 'trim', 'wrap', 'join', 'split', 'prefix', 'suffix'] as const;
export type Action = (typeof ACTIONS)[number];
export const ORDERS = ['asc', 'desc'] as const;
export const SORT_MODES = ['text', 'numeric', 'natural', 'ip'] as const;
export type SortMode = (typeof SORT_MODES)[number];

/** Characters of `input`. */
export const MAX_INPUT = 200_000;
/** Characters of the answer's `output`: prefix, suffix, number, join and split can grow the text. */
export const MAX_OUTPUT = 1_000_000;
/** Characters of `pattern`, `separator`, `text` and `delimiter`. */
export const MAX_PATTERN = 1_000;
export const MAX_AFFIX = 1_000;
export const MAX_DELIMITER = 100;
/** `n` (head, tail) and `width` (wrap). */
export const MAX_N = 1_000_000;
export const MAX_WIDTH = 10_000;

export const DEFAULT_N = 10;
export const DEFAULT_WIDTH = 80;
export const DEFAULT_SEPARATOR = ',';
