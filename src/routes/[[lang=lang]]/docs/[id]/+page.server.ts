import { error } from '@sveltejs/kit';
import { getOperation, OPERATIONS } from '$lib/ops/registry.js';
import { LOCALES, localizePath, splitLocale } from '$lib/i18n/locales.js';
import type { EntryGenerator, PageServerLoad } from './$types';

/**
 * `/docs/<operation id>` is the operation's section of the reference, `/docs#op-<id>`: one small
 * prerendered page per operation and language that forwards there (so a shared link opens
 * offline too). Not a load redirect: the prerenderer would save the whole reference again under
 * a name with the fragment in it, once per operation.
 */
export const entries: EntryGenerator = () =>
	LOCALES.flatMap((locale) => [...OPERATIONS.map((op) => op.id), 'capabilities'].map((id) => (locale === 'en' ? { id } : { lang: locale, id })));

export const load: PageServerLoad = ({ params, url }) => {
	const op = getOperation(params.id);
	if (params.id !== 'capabilities' && !op) error(404, 'No such operation');
	return { target: `${localizePath('/docs', splitLocale(url.pathname).locale)}#op-${params.id}`, title: op?.title ?? params.id };
};
