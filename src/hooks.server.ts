import type { Handle } from '@sveltejs/kit';
import { splitLocale } from './lib/i18n/locales.js';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * SvelteKit's own CSRF check is off (svelte.config.js); this is the same check, answered in the
 * server's JSON error shape: a cross-origin form submission is refused. /api/v1 (and /mcp) never
 * reach SvelteKit (src/lib/server/node-handlers.ts): the API answers a form post with its own 415.
 */
export const handle: Handle = async ({ event, resolve }) => {
	const { request, url } = event;
	if (!url.pathname.startsWith('/api/v1') && request.method !== 'GET' && request.method !== 'HEAD') {
		const type = request.headers.get('content-type')?.split(';', 1)[0].trim().toLowerCase() ?? '';
		const origin = request.headers.get('origin');
		if (FORM_TYPES.includes(type) && origin !== url.origin) {
			return new Response(JSON.stringify({ detail: 'Cross-site form submissions are forbidden' }), {
				status: 403,
				headers: { 'content-type': 'application/json' }
			});
		}
	}
	// The page's language goes into <html lang> (app.html's %lang%), also when prerendering.
	const { locale } = splitLocale(url.pathname);
	return resolve(event, { transformPageChunk: ({ html }) => html.replace('%lang%', locale) });
};
