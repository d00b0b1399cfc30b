import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); the JSON reader's are in _shared. */
export const errors = catalog('json', {
	too_long: ({ max }: { max: number }) => `the formatted text would be over ${max.toLocaleString('en-US')} characters; use a smaller indent, or 0`
});
