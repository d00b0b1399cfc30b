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
}

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
 * operation id; `en` holds only the English form help (operation id → dotted field path → text),
 * since the rest of English is the definition itself.
 */
export type ModuleTexts = Record<Exclude<Locale, 'en'>, Record<string, OpText>> & { en?: Record<string, Record<string, string>> };

/**
 * A module's result views' own words (`viewWords` in its `i18n.ts`), keyed by view (the file name
 * in camelCase: `holidayCheck` for holiday-check.view.svelte), each in every language with the same
 * keys (a test checks it; a view's `words()` call makes a different shape a type error). They are a
 * separate export from `texts` so that a view's bundle carries only its module's view words: the
 * catalogs of titles and field labels reach only the prerendered pages.
 */
export type ModuleViewWords = Record<string, Record<Locale, object>>;
