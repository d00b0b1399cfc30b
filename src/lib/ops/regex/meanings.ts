/**
 * The words of `explain`: one template per kind of part, plus the words of a quantifier. The API
 * answers in English (these); the view says the same in the page's language from the part's
 * `kind`, `args` and `quantifier` (i18n.ts, `viewWords.regexExplain`, whose `en` is this object).
 */

export interface PartArgs {
	text?: string;
	from?: string;
	to?: string;
	n?: number;
	name?: string;
	ref?: string;
	flags?: string;
	property?: string;
}

export interface QuantifierWords {
	min: number;
	/** null: no upper bound. */
	max: number | null;
	greedy: boolean;
}

const q = (s: string | undefined) => JSON.stringify(s ?? '');

export const MEANINGS_EN = {
	char: (a: PartArgs) => `the character ${q(a.text)}`,
	text: (a: PartArgs) => `the text ${q(a.text)}`,
	any: () => 'any character except a line break',
	'any-dotall': () => 'any character, line breaks included',
	digit: () => 'a digit (0-9)',
	'not-digit': () => 'any character but a digit',
	word: () => 'a word character (A-Z, a-z, 0-9 or _)',
	'not-word': () => 'any character but a word character',
	space: () => 'a whitespace character (space, tab, line break…)',
	'not-space': () => 'any character but whitespace',
	property: (a: PartArgs) => `a character with the Unicode property ${a.property}`,
	'not-property': (a: PartArgs) => `a character without the Unicode property ${a.property}`,
	class: () => 'one character of this set',
	'negated-class': () => 'one character not in this set',
	range: (a: PartArgs) => `a character from ${q(a.from)} to ${q(a.to)}`,
	strings: () => 'one of these strings',
	intersection: () => 'the characters in both sets',
	subtraction: () => 'the characters of the first set that are not in the second',
	start: () => 'the start of the text',
	'start-line': () => 'the start of a line',
	end: () => 'the end of the text',
	'end-line': () => 'the end of a line',
	'word-boundary': () => 'a word boundary',
	'not-word-boundary': () => 'not a word boundary',
	lookahead: () => 'followed by (not consumed)',
	'negative-lookahead': () => 'not followed by',
	lookbehind: () => 'preceded by',
	'negative-lookbehind': () => 'not preceded by',
	group: () => 'a group, not captured',
	'modifier-group': (a: PartArgs) => `a group with the flags ${a.flags}`,
	capture: (a: PartArgs) => `capture group ${a.n}`,
	'named-capture': (a: PartArgs) => `capture group ${a.n}, named ${q(a.name)}`,
	backreference: (a: PartArgs) => `the same text that group ${a.ref} matched`,
	or: () => 'or',
	times: (t: QuantifierWords) => {
		const lazy = t.greedy ? '' : ', as few as possible';
		if (t.max === null) {
			if (t.min === 0) return `zero or more times${lazy}`;
			if (t.min === 1) return `one or more times${lazy}`;
			return `${t.min} or more times${lazy}`;
		}
		if (t.min === t.max) return t.min === 1 ? `once${lazy}` : `exactly ${t.min} times${lazy}`;
		if (t.min === 0 && t.max === 1) return `optional${lazy}`;
		return `${t.min} to ${t.max} times${lazy}`;
	}
};

export type PartKind = Exclude<keyof typeof MEANINGS_EN, 'times'>;

/** A part's meaning: the kind's words, then the quantifier's after a comma. */
export function meaningOf(words: typeof MEANINGS_EN, kind: PartKind, args: PartArgs, quantifier: QuantifierWords | null): string {
	const base = (words[kind] as (a: PartArgs) => string)(args);
	return quantifier ? `${base}, ${words.times(quantifier)}` : base;
}
