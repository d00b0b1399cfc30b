/** The operation's limits, apart from its definition so the view and the logic read them without zod. */

/** Characters of `expression`. */
export const MAX_EXPRESSION = 1000;
/** Nesting of parentheses, calls and signs. */
export const MAX_DEPTH = 100;
/** Bits of any exact integer, numerator or denominator met on the way (2^65536 has 65,537). */
export const MAX_BITS = 65_536;
/**
 * Bits of a fraction's denominator, and of the integers gcd(), lcm(), xgcd(), powmod() and invmod()
 * take: Euclid's algorithm on two 65,536-bit numbers takes about a second, on 4,096 bits a few ms.
 */
export const MAX_DENOMINATOR_BITS = 4_096;
/** Significant digits: `precision` bounds, its default, and the most a real (double) or a unit's amount shows. */
export const MIN_PRECISION = 1;
export const MAX_PRECISION = 100;
export const DEFAULT_PRECISION = 14;
export const REAL_DIGITS = 17;
export const UNIT_DIGITS = 15;
/** Up to this many characters, without ^, ** or !, a call is light: nothing can outgrow its digits. */
export const LIGHT_EXPRESSION = 200;
