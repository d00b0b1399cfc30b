/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Values a call (integers, decimals, ports, picks). */
export const MAX_COUNT = 10_000;
/** Bytes of `bytes`. */
export const MAX_BYTES = 65_536;
/** Items of `pick` and `shuffle`, and characters of each item. */
export const MAX_ITEMS = 10_000;
export const MAX_ITEM_CHARS = 1_000;
/** Bits of a prime. */
export const MIN_PRIME_BITS = 8;
export const MAX_PRIME_BITS = 2048;
/** Decimal places of `decimals`. */
export const MAX_PLACES = 10;
/** Characters of a text seed. */
export const MAX_SEED_CHARS = 256;
/** Primes up to this many bits answer in well under 20 ms: the call stays light (docs/performance.md). */
export const LIGHT_PRIME_BITS = 256;
/** de-bruijn: symbols of the alphabet, the window length, and the most characters an answer holds or a search walks. */
export const MIN_ALPHABET = 2;
export const MAX_ALPHABET = 64;
export const MAX_ORDER = 32;
export const MAX_SEQUENCE = 1_048_576;
/** de-bruijn: characters of `find`. */
export const MAX_FIND_CHARS = 1_000;
/** de-bruijn calls that write or search at most this many characters stay light (about 1 ms). */
export const LIGHT_SEQUENCE = 65_536;
