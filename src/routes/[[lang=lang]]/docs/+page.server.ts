import { splitLocale } from '$lib/i18n/locales.js';
import { docsData } from './docs-data.js';
import type { PageServerLoad } from './$types';

/** Prerendered: the reference in the page's language (docs-data.ts). */
export const load: PageServerLoad = ({ url }) => docsData(splitLocale(url.pathname).locale);
