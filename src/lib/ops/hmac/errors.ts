import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('hmac', {
	not_hex: 'not hex (an even number of the digits 0-9, a-f)',
	not_base64: 'not base64'
});
