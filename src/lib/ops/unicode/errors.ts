import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('unicode', {
	one_of: () => 'send either `input` (characters to describe) or `search` (words of a name), not both',
	neither: () => 'send `input` (characters to describe) or `search` (words of a name)'
});
