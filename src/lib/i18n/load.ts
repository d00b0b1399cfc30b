import type { Locale } from './locales.js';
import type { Messages } from './messages/en/index.js';

/**
 * One chunk per language: a page loads only its own. The service worker precaches all three,
 * so switching language works offline.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
	en: () => import('./messages/en/index.js'),
	'pt-BR': () => import('./messages/pt-BR/index.js'),
	es: () => import('./messages/es/index.js')
};

export async function loadMessages(locale: Locale): Promise<Messages> {
	return (await LOADERS[locale]()).default;
}
