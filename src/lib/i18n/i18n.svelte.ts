import { page } from '$app/state';
import { DEFAULT_LOCALE, localizePath, type Locale } from './locales.js';
import type { Messages } from './messages/en/index.js';

/** What the root layout's load adds to every page's data. */
interface LocaleData {
	locale: Locale;
	m: Messages;
}

/**
 * The current page's language and messages, for components: `i18n.m.common.tools`,
 * `i18n.href('/docs')`. Both come from the root layout's load (the URL decides the language),
 * so they are reactive and safe during prerendering (no module-level state).
 */
export const i18n = {
	get locale(): Locale {
		return (page.data as Partial<LocaleData>).locale ?? DEFAULT_LOCALE;
	},
	get m(): Messages {
		return (page.data as LocaleData).m;
	},
	/** An app path in the current language. */
	href(path: string): string {
		return localizePath(path, this.locale);
	}
};
