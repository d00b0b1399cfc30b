import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('social-metadata', {
	http_status: ({ status }: { status: number }) => `the page answered with HTTP status ${status}`,
	not_html: ({ type }: { type: string }) => `the page is not HTML (content type ${type})`,
	not_html_untyped: 'the page is not HTML (no content type)'
});
