/** The operation's choices and limits, apart from its definition so the view reads them without zod. */

export const ACTIONS = ['sort', 'unique', 'reverse', 'shuffle', 'head', 'tail', 'filter', 'number', 'remove-empty', 'trim', 'wrap', 'join', 'split', 'prefix', 'suffix', 'remove-numbers', 'pad', 'expand-range', 'file-tree', 'list'] as const;
export type Action = (typeof ACTIONS)[number];
export const ORDERS = ['asc', 'desc'] as const;
export const SORT_MODES = ['text', 'numeric', 'natural', 'ip', 'hex', 'length'] as const;
export type SortMode = (typeof SORT_MODES)[number];
/** reverse: the order of the lines (tac), the whole text's characters (CyberChef's Reverse), or each line's characters (rev). */
export const REVERSE_BY = ['line', 'character', 'line-characters'] as const;
export type ReverseBy = (typeof REVERSE_BY)[number];
/** pad: where the padding goes. */
export const PAD_SIDES = ['start', 'end'] as const;
/** file-tree: CyberChef's `|---` drawing or tree's box-drawing lines. */
export const TREE_STYLES = ['ascii', 'lines'] as const;
export type TreeStyle = (typeof TREE_STYLES)[number];
/** list: no sort, or sorted up or down (by `mode`). */
export const LIST_SORTS = ['none', 'asc', 'desc'] as const;

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
/** `length` (pad): characters added to each line. */
export const MAX_PAD = 1_000;

export const DEFAULT_N = 10;
export const DEFAULT_WIDTH = 80;
export const DEFAULT_SEPARATOR = ',';
export const DEFAULT_PAD = 5;
export const DEFAULT_PATH_SEPARATOR = '/';
