/** The query languages, in the order the form offers them. */
export const LANGUAGES = ['jsonpath', 'jmespath', 'jq', 'jsonata', 'pointer'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Characters of `input` (UTF-16 code units), as /json/format's; the body cap is 1 MiB anyway. */
export const MAX_INPUT = 524_288;
/** Characters of `query`. */
export const MAX_QUERY = 4_096;
/**
 * Characters of the results written as compact JSON, together. A recursive descent (`$..*`, jq's
 * `..`) lists every subtree, so its answer can be the input times its depth.
 */
export const MAX_OUTPUT = 2_097_152;
/** The longest a query may run, in the server's pool and in the browser's worker. */
export const TIME_MS = 5_000;
