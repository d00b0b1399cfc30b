import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('text-case', {
	all_too_long: ({ max, got }: { max: number; got: number }) => `every casing of a text doubles with each character: at most ${max} characters for \`to\` all, got ${got}`
});
