import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('color-contrast', {
	not_a_colour: 'not a colour (hex, rgb(), hsl() or a CSS named colour)'
});
