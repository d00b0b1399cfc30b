/** The operation's choices and limits, apart from the logic so the definition and the view read them alone. */

export const ACTIONS = [
	'strip-html',
	'strip-ansi',
	'remove-diacritics',
	'normalize',
	'remove-whitespace',
	'remove-null-bytes',
	'reverse',
	'numeronym',
	'leet',
	'obfuscate',
	'smart-quotes-to-ascii',
	'swap-case',
	'alternating-case',
	'leet-decode',
	'caret-encode',
	'caret-decode',
	'unicode-format'
] as const;
export type Action = (typeof ACTIONS)[number];

export const FORMS = ['NFC', 'NFD', 'NFKC', 'NFKD'] as const;
export type Form = (typeof FORMS)[number];

/** Characters of `input`: every action is one pass (strip-html one parse), a few milliseconds at this size. */
export const MAX_INPUT = 100_000;
/** `keep_first` and `keep_last` of obfuscate. */
export const MAX_KEEP = 100_000;
