import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('id', {
	size_for_nanoid: 'only for kind nanoid',
	not_an_id: 'not a UUID (8-4-4-4-12 hex digits) or a ULID (26 Crockford base32 characters)'
});
