/**
 * English left in a translation of what operations say (src/lib/i18n/README.md, "Operations'
 * messages"): a message in pt-BR or es fails when it holds a run of three or more words of an
 * English message of the catalogs (the modules' errors.ts, zod's English error map, the form's
 * English problem words). Values (names, codes, a library's own text) are not in the catalogs,
 * so they pass; the few names that are, are listed in ALLOWED. For test files only.
 */
import enLocale from 'zod/v4/locales/en.js';
import type { Templates } from '../../src/lib/engine/words.js';
import en from '../../src/lib/i18n/messages/en/index.js';

/** Stands for every value a message names: a phrase never spans one. */
const VALUE = '\u0000';

/** A template with a value standing for each of its values (templates read them by name). */
export function renderSample(template: string | ((values: never) => string)): string {
	if (typeof template === 'string') return template;
	const values = new Proxy({}, { get: () => VALUE });
	return (template as (values: unknown) => string)(values);
}

/** The words of a text, in lower case, in runs that nothing but single spaces separates. */
function runs(text: string): string[][] {
	return text
		.split(/[^A-Za-z' ]+|\s{2,}/)
		.map((part) => part.toLowerCase().split(' ').filter((word) => /[a-z]/.test(word)))
		.filter((words) => words.length > 0);
}

/** Every sequence of `n` words of a text's runs, as one string. */
export function phrases(text: string, n = 3): string[] {
	return runs(text)
		.flatMap((words) => Array.from({ length: Math.max(0, words.length - n + 1) }, (_, i) => words.slice(i, i + n)))
		.filter((words) => words.some((word) => word.length > 1)) // a list of letters (A B C) is no sentence
		.map((words) => words.join(' '));
}

/**
 * Names written the same in every language that happen to be three English words: parts of PEM
 * armour lines and of the ASCII alphabet a QR code's message lists.
 */
const ALLOWED = new Set(['begin public key', 'begin private key', 'begin certificate end', 'begin rsa private', 'rsa private key', 'begin ec private', 'ec private key', 'z space']);

/** zod's English messages for each kind of issue (values stand in). */
function zodEnglish(): string[] {
	const map = enLocale().localeError as unknown as (issue: Record<string, unknown>) => string;
	const issues: Record<string, unknown>[] = [
		{ code: 'invalid_type', expected: 'string', input: 1 },
		{ code: 'invalid_value', values: ['a', 'b'] },
		{ code: 'invalid_value', values: ['a'] },
		...['string', 'number', 'array', 'set', 'file'].flatMap((origin) => [
			{ code: 'too_big', origin, maximum: 7, inclusive: true },
			{ code: 'too_small', origin, minimum: 7, inclusive: true }
		]),
		...['regex', 'email', 'url', 'starts_with', 'ends_with', 'includes'].map((format) => ({ code: 'invalid_format', format })),
		{ code: 'not_multiple_of', divisor: 7 },
		{ code: 'unrecognized_keys', keys: ['a', 'b'] },
		{ code: 'invalid_key', origin: 'record' },
		{ code: 'invalid_union' },
		{ code: 'invalid_element', origin: 'map' },
		{ code: 'custom' }
	];
	return issues.map((issue) => map(issue));
}

/** The form's English words for problems (sayIssue's), with values standing in. */
function problemWords(): string[] {
	return Object.values(en.tool.form.problems).map((word) =>
		typeof word === 'string' ? word : (word as (...values: string[]) => string)(...Array.from({ length: word.length }, () => VALUE))
	);
}

/** Every phrase of the English catalogs: the modules' messages, zod's and the form's. */
export function englishPhrases(catalogs: Templates[]): Set<string> {
	const texts = [...catalogs.flatMap((catalog) => Object.values(catalog).map(renderSample)), ...zodEnglish(), ...problemWords()];
	return new Set(texts.flatMap((text) => phrases(text)).filter((phrase) => !ALLOWED.has(phrase)));
}

/** The English phrases of the catalogs that `text` still holds. */
export function englishIn(text: string, catalog: Set<string>): string[] {
	return [...new Set(phrases(text).filter((phrase) => catalog.has(phrase)))];
}
