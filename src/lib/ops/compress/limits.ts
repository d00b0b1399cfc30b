/** The operation's limits, apart from its definition so the view reads them without zod. */

/** Characters of `input` (the request body is capped at 1 MiB anyway). */
export const MAX_INPUT = 1_048_576;
/** Bytes of `input` once decoded. */
export const MAX_BYTES = 786_432;
/** Bytes a decompression may produce, all entries of an archive together: past it, 422. */
export const MAX_OUTPUT = 16_777_216;
/** Entries read from a zip or tar. */
export const MAX_ENTRIES = 1_000;
/**
 * Characters of an lz-string text to decompress. lz-string's decoder builds its whole output
 * without a hook to count it, and n codes can stand for about n²/2 characters, so the input is
 * held small enough that the worst case stays under MAX_OUTPUT (8,192 base64 characters carry
 * 49,152 bits, fewer than 5,000 codes of 9 bits or more).
 */
export const MAX_LZSTRING_INPUT = 8_192;

/**
 * The app's large inputs (compress-stream.ts; README.md, "Limits in the app"): what a streamed
 * decompression (gzip, deflate, zlib) may write in all, kept in the browser as a file; and the
 * input of an algorithm that is read whole in the worker.
 */
export const LARGE_OUTPUT_MAX = 2 * 1024 * 1024 * 1024;
export const WHOLE_MAX = 64 * 1024 * 1024;
