/** The operation's choices and limits, apart from the logic so the definition and the view read them alone. */

export const LANGUAGES = ['json', 'javascript', 'python', 'c', 'java', 'shell', 'sql', 'regex', 'xml', 'csv', 'url-form', 'unicode', 'html-numeric'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DIRECTIONS = ['escape', 'unescape'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The quote the content goes between: javascript takes all three, python double or single. */
export const QUOTES = ['double', 'single', 'backtick'] as const;
export type Quote = (typeof QUOTES)[number];

/** The languages whose escape reads `ascii_only` (the others are ASCII already, or have no escape for other characters). */
export const ASCII_LANGUAGES: readonly Language[] = ['json', 'javascript', 'python', 'c', 'java', 'xml'];

/** The languages whose escape reads `quote`, with their default. */
export const QUOTE_DEFAULTS: Partial<Record<Language, Quote>> = { javascript: 'double', python: 'single' };

/** Characters of `input`. Escaping writes at most 16 characters a character (C, `ascii_only`: four octal bytes), so answers stay under 2 MB. */
export const MAX_INPUT = 100_000;

/** The notations of the `unicode` language (CyberChef's Escape Unicode Characters prefixes). */
export const UNICODE_PREFIXES = ['\\u', '%u', 'U+'] as const;
export type UnicodePrefix = (typeof UNICODE_PREFIXES)[number];

/** `padding` of the `unicode` language: hex digits at least (CyberChef's default 4); a code unit has at most 4, so more only adds zeros. */
export const MAX_PADDING = 8;
