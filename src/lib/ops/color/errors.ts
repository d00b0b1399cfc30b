import { catalog } from '../../engine/words.js';

/** The CSS Color 4 notations the `css` field reads (colour-text.ts, through culori). */
export const CSS_SYNTAXES = 'a name, hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color()';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('color', {
	exactly_one: ({ given }: { given: string }) => `Provide exactly one of hex, rgb, hsl or css (got ${given})`,
	exactly_one_none: 'Provide exactly one of hex, rgb, hsl or css (got none)',
	not_hex: 'must be #RGB, #RGBA, #RRGGBB or #RRGGBBAA',
	not_a_colour: `not a colour (${CSS_SYNTAXES})`
});
