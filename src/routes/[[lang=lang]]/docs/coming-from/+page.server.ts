import { LOCALES, localizePath, splitLocale } from '$lib/i18n/locales.js';
import { comingFromData } from './coming-from.js';
import type { EntryGenerator, PageServerLoad } from './$types';

/** Prerendered in every language: the anchors' tools with the Utilkit tool for each (coming-from.ts). */
export const entries: EntryGenerator = () => LOCALES.map((locale) => (locale === 'en' ? {} : { lang: locale }));

export const load: PageServerLoad = ({ url }) => {
	const { locale } = splitLocale(url.pathname);
	return { anchors: comingFromData(locale, (path) => localizePath(path, locale)) };
};
