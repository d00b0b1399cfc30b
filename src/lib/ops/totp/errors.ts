import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('totp', {
	digits: 'must be 6 or 8',
	lone_surrogate: 'must be valid Unicode text (it holds an unpaired surrogate)',
	secret_or_new: 'Provide `secret` or `new_secret: true`',
	not_base32: 'is not a valid Base32 string',
	empty: 'is empty'
});
