import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('password', {
	no_class: 'lowercase, uppercase, digits, symbols: choose at least one character class'
});
