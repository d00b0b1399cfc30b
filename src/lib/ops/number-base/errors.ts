import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('number-base', {
	no_digits: 'no digits',
	not_a_digit: ({ char, base }: { char: string; base: number }) => `"${char}" is not a digit in base ${base}`,
	roman_range: ({ got }: { got: string }) => `roman numerals go from 1 to 3999 (got ${got})`,
	not_roman: 'not a Roman numeral in standard form (I to MMMCMXCIX)'
});
