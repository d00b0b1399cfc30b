import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('color', {
	exactly_one: ({ given }: { given: string }) => `Provide exactly one of hex, rgb or hsl (got ${given})`,
	exactly_one_none: 'Provide exactly one of hex, rgb or hsl (got none)',
	not_hex: 'must be #RGB or #RRGGBB'
});
