import { splitLocale } from '$lib/i18n/locales.js';
import { loadMessages } from '$lib/i18n/load.js';
import type { LayoutLoad } from './$types';

// Every page of the app is static: prerendered at build time and precached by the service
// worker, so the app works offline after one visit. A route that needs request-time data must
// opt out with `export const prerender = false`.
export const prerender = true;

/** The language comes from the URL (`/pt-BR/…`, `/es/…`, else English); see $lib/i18n. */
export const load: LayoutLoad = async ({ url, data }) => {
	const { locale } = splitLocale(url.pathname);
	return { ...data, locale, m: await loadMessages(locale) };
};
