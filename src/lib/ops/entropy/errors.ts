import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('entropy', {
	empty: 'needs at least one byte'
});
