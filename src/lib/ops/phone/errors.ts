import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('phone', {
	empty: 'is empty',
	no_plus: 'must start with + and the country calling code',
	not_digits: ({ char }: { char: string }) => `only digits may follow the +, with spaces, dashes, dots and parentheses between them; found '${char}'`,
	no_digits: 'no digits after the +',
	// libphonenumber's parse errors, by its codes.
	INVALID_COUNTRY: 'unknown country calling code',
	TOO_SHORT: 'too short to be a phone number',
	TOO_LONG: 'too long to be a phone number',
	NOT_A_NUMBER: 'not a phone number'
});
