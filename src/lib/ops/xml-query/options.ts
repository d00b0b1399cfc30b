/** The operation's choices and limits, apart from the logic so the definition and the view read them alone. */

export const LANGUAGES = ['xpath', 'css'] as const;
export type Language = (typeof LANGUAGES)[number];

export const FORMATS = ['auto', 'xml', 'html'] as const;
export type Format = (typeof FORMATS)[number];

export const RESULT_TYPES = ['element', 'attribute', 'text', 'number', 'string', 'boolean', 'comment', 'processing-instruction', 'namespace', 'document'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Characters of `input` (the body cap is 1 MiB anyway). */
export const MAX_INPUT = 524_288;
/** Characters of `query`. */
export const MAX_QUERY = 2_000;
/** Levels of element nesting the document may have (the serializer and css-select recurse). */
export const MAX_DEPTH = 512;
/** Results in one answer. */
export const MAX_RESULTS = 10_000;
/** Characters of all the results' values together (serialized elements can repeat their descendants). */
export const MAX_OUTPUT = 2_097_152;
/** Prefixes in `namespaces`. */
export const MAX_NAMESPACES = 64;
