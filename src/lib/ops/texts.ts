import type { Locale } from '../i18n/locales.js';

/** A field's words: the label (English: the property name humanized) and its help text. */
export interface FieldText {
	label: string;
	description?: string;
	/**
	 * The form's help for people, shown under the field instead of `description` (which stays the
	 * API's words, in OpenAPI); given for a field in every language or in none (the `en` texts).
	 */
	help?: string;
	/** An example shown in the empty field, where the operation's (`x-placeholder`) is words rather than a value. */
	placeholder?: string;
	/**
	 * An optional choice left unset, in words that say what the operation then does ("hex (the
	 * default)"): the first option of a select with no schema default. Given in every language or none.
	 */
	unset?: string;
	/**
	 * The words of a choice's options, keyed by the value as text (`auto`, `0`): what people read
	 * in the select or on the chips, while the value sent stays the API's. Values that are names
	 * people know (JSON, SHA-256, PNG) need none: they come from the shared table,
	 * `src/lib/i18n/ops/option-names.ts`. Given in every language or none, with the same keys.
	 */
	options?: Record<string, string>;
	/**
	 * The words of a choice's option groups (`x-option-groups` on the field, from formHints'
	 * `optionGroups`), keyed by group id: the select or the checkboxes show their options under these headings.
	 */
	groups?: Record<string, string>;
}

/**
 * A field's English words for the form, where the definition's are not people's: a label for a
 * property named by the API (`memory_kib` → "Memory in KiB"), help instead of the description, a
 * placeholder, the words of an unset choice, its options' words. A plain string is the help alone.
 */
export type EnglishFieldText = string | { label?: string; help?: string; placeholder?: string; unset?: string; options?: Record<string, string>; groups?: Record<string, string> };

/**
 * One operation in another language. English comes from the definition itself; a test checks
 * that each language has every operation of the module, every input field (by dotted path, as
 * the form keys them: `rgb.r`) and every example (by its English name), and nothing else.
 */
export interface OpText {
	title: string;
	summary: string;
	/** Searched by the palette and the home page in addition to the English keywords. */
	keywords: string[];
	fields: Record<string, FieldText>;
	/** Each example's name, keyed by its English name in the definition. */
	examples: Record<string, string>;
	/** The data licence notice, when the operation has one. */
	attribution?: string;
}

/**
 * A module's `i18n.ts`: its operations' words in each language other than English, keyed by
 * operation id; `en` holds only the English form words (operation id → dotted field path →
 * EnglishFieldText), since the rest of English is the definition itself.
 */
export type ModuleTexts = Record<Exclude<Locale, 'en'>, Record<string, OpText>> & { en?: Record<string, Record<string, EnglishFieldText>> };

/** An English field's words as an object (a plain string is the help). */
export function englishField(text: EnglishFieldText): Exclude<EnglishFieldText, string> {
	return typeof text === 'string' ? { help: text } : text;
}

/**
 * A module's result views' own words (`viewWords` in its `i18n.ts`), keyed by view (the file name
 * in camelCase: `holidayCheck` for holiday-check.view.svelte), each in every language with the same
 * keys (a test checks it; a view's `words()` call makes a different shape a type error). They are a
 * separate export from `texts` so that a view's bundle carries only its module's view words: the
 * catalogs of titles and field labels reach only the prerendered pages.
 */
export type ModuleViewWords = Record<string, Record<Locale, object>>;
