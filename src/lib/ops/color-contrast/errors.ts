import { catalog } from '../../engine/words.js';
import { CSS_SYNTAXES } from '../color/errors.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('color-contrast', {
	not_a_colour: `not a colour (${CSS_SYNTAXES})`
});
