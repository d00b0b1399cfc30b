import { error } from '@sveltejs/kit';
import { LOCALES, localizePath, splitLocale } from '$lib/i18n/locales.js';
import { NOTE_MODULES, readNotes, renderNotes } from '../../notes.js';
import type { EntryGenerator, PageServerLoad } from './$types';

/**
 * One prerendered page per module that has a README, in every language's frame (the header, the
 * link back): the app's language menu links each page's translations, and app.html sends a
 * reader to the language they chose. The README itself is English in all three.
 */
export const entries: EntryGenerator = () =>
	LOCALES.flatMap((locale) => NOTE_MODULES.map((module) => (locale === 'en' ? { module } : { lang: locale, module })));

export const load: PageServerLoad = async ({ params, url }) => {
	const markdown = await readNotes(params.module);
	if (markdown === undefined) error(404, 'No such module page');
	const { locale } = splitLocale(url.pathname);
	const { title, html } = renderNotes(markdown, (module) => localizePath(`/docs/notes/${module}`, locale));
	return { module: params.module, title, html };
};
