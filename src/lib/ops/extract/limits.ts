/** The operation's kinds and limits, apart from its definition so the view and the logic read them without zod. */

/** What can be extracted, in the order matches at the same position are listed. */
export const KINDS = ['ipv4', 'ipv6', 'email', 'url', 'domain', 'mac', 'hash', 'date', 'file-path', 'credit-card', 'strings'] as const;
export type Kind = (typeof KINDS)[number];

/** The kinds taken when `kinds` is not given: all but `strings`, whose runs of printable text cover most of a text input. */
export const DEFAULT_KINDS: Kind[] = KINDS.filter((kind) => kind !== 'strings');

/** Characters of `input`. */
export const MAX_INPUT = 1_000_000;
/** Matches in one answer (after `unique`). */
export const MAX_MATCHES = 20_000;
/** `min_length` of `strings`, as `strings -n`. */
export const MIN_LENGTH = { default: 4, min: 1, max: 1024 } as const;
/**
 * Up to this many characters of input a call is light: every kind at once costs up to about 350 ms
 * per 1,000,000 characters of the worst input (README.md, "Cost"), so about 4 ms here.
 */
export const LIGHT_CALL_CHARS = 10_000;
