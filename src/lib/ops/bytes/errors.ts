import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('bytes', {
	key_needed: ({ action }: { action: string }) => `${action} needs a key of at least one byte`,
	length_needed: 'pad needs the total length'
});
