import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('bytes', {
	key_needed: ({ action }: { action: string }) => `${action} needs a key of at least one byte`,
	length_needed: 'pad needs the total length',
	parity_character: ({ character }: { character: string }) => `parity needs binary digits (0 and 1, spaces allowed): unexpected character "${character}"`,
	parity_text: 'parity needs text: the bytes are not UTF-8'
});
