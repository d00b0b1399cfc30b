import { error, redirect } from '@sveltejs/kit';
import { getOperation } from '$lib/ops/registry.js';
import { localizePath, splitLocale } from '$lib/i18n/locales.js';
import type { PageServerLoad } from './$types';

/**
 * `/docs/<operation id>` is the operation's section of the reference, `/docs#op-<id>`. Answered
 * by the server, not prerendered: one forwarding page per operation and language would add about
 * 150 files (1.2 MB) to what the service worker downloads at install, for a link form the page
 * itself never makes. (A load redirect must not be prerendered anyway: the prerenderer saves the
 * target, fragment included, as another copy of the whole reference.)
 */
export const prerender = false;

export const load: PageServerLoad = ({ params, url }) => {
	if (params.id !== 'capabilities' && !getOperation(params.id)) error(404, 'No such operation');
	redirect(308, `${localizePath('/docs', splitLocale(url.pathname).locale)}#op-${params.id}`);
};
