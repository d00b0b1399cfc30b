import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('url-parse', {
	empty: 'must not be empty',
	invalid: 'is not a valid URL (WHATWG URL Standard)',
	not_absolute: 'is not an absolute URL: it needs a scheme such as https:'
});
