/** The operation's choices and limits, apart from its definition so the view reads them without zod. */

/** The fonts Debian's figlet package ships that the contract names, in its order. */
export const FONTS = ['standard', 'slant', 'banner', 'big', 'small'] as const;
export type FontName = (typeof FONTS)[number];

/** Characters (code points) of `text`. */
export const MAX_TEXT = 1_000;
/** `width`, figlet's -w: the art's lines hold at most width − 1 columns. */
export const MIN_WIDTH = 1;
export const MAX_WIDTH = 1_000;
export const DEFAULT_WIDTH = 80;
