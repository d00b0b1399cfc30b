/**
 * The interface languages and how a page's URL carries one. English pages live at the root
 * (`/tools/hash`), the others under their tag (`/pt-BR/tools/hash`, `/es/tools/hash`): every
 * page is prerendered once per language, so text never changes after the first paint.
 *
 * Plain TypeScript with no imports: app.html's inline script repeats `pickLocale` (it runs
 * before any module loads), and a test keeps the two in step.
 */

export const LOCALES = ['en', 'pt-BR', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
	en: 'English',
	'pt-BR': 'Português (Brasil)',
	es: 'Español'
};

/** localStorage key of the language the user chose; absent until they choose one. */
export const LOCALE_STORAGE_KEY = 'utilkit:lang';

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages we have: any Portuguese → pt-BR, any Spanish → es. */
export function pickLocale(languages: readonly string[]): Locale {
	for (const tag of languages) {
		const lower = tag.toLowerCase();
		if (lower === 'en' || lower.startsWith('en-')) return 'en';
		if (lower === 'pt' || lower.startsWith('pt-')) return 'pt-BR';
		if (lower === 'es' || lower.startsWith('es-')) return 'es';
	}
	return DEFAULT_LOCALE;
}

/**
 * The language of a path and the path without it: `/es/docs` → `{ locale: 'es', path: '/docs' }`.
 * The path keeps one leading slash, never two or a backslash: `/es//evil.example/` is the path
 * `/evil.example/` of this site, not the protocol-relative URL of another (docs/security.md).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
	const match = /^\/(pt-BR|es)(?=\/|$)/.exec(pathname);
	const rest = match ? pathname.slice(match[0].length) : pathname;
	return { locale: match ? (match[1] as Locale) : DEFAULT_LOCALE, path: '/' + rest.replace(/^[/\\]+/, '') };
}

/** An app path in a language: `('/docs', 'es')` → `/es/docs`, `('/', 'pt-BR')` → `/pt-BR`. */
export function localizePath(path: string, locale: Locale): string {
	const bare = splitLocale(path).path;
	if (locale === DEFAULT_LOCALE) return bare;
	return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}
