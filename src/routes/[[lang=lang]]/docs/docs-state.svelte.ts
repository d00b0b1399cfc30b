/**
 * What the /docs page's panels share: the code samples' language (one choice for every
 * operation, as readers of API references expect) and the Try-it API key. The key lives in
 * memory and in this tab's sessionStorage only, so a reload keeps it and closing the tab drops
 * it; it is never put in localStorage, the URL or a log.
 */
import type { SnippetLanguage } from '$lib/tools/snippets.js';

const KEY_STORAGE = 'utilkit:docs-api-key';

export const docsState = $state<{ language: SnippetLanguage; apiKey: string }>({ language: 'curl', apiKey: '' });

/** Reads the key this tab kept (sessionStorage may be unavailable: private modes, sandboxes). */
export function restoreKey(): void {
	try {
		docsState.apiKey = sessionStorage.getItem(KEY_STORAGE) ?? '';
	} catch {
		docsState.apiKey = '';
	}
}

export function rememberKey(value: string): void {
	docsState.apiKey = value;
	try {
		if (value) sessionStorage.setItem(KEY_STORAGE, value);
		else sessionStorage.removeItem(KEY_STORAGE);
	} catch {
		// Memory only, then.
	}
}

/** The headers the Try-it panel shows, in the order docs/api.md lists them. */
export const LIMIT_HEADERS = [
	'x-ratelimit-limit',
	'x-ratelimit-remaining',
	'x-ratelimit-reset',
	'ratelimit-policy',
	'ratelimit',
	'x-quota-limit',
	'x-quota-remaining',
	'retry-after'
] as const;

/** Lowercase, without accents: the search matches "codigo" to "código". */
export function fold(text: string): string {
	return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Whether every word of `query` occurs in `haystack` (both folded already). */
export function matchesQuery(haystack: string, query: string): boolean {
	return query.split(/\s+/).every((word) => haystack.includes(word));
}
