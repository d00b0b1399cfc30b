import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('wpp-url', {
	no_digits: 'no digits given',
	not_digits: 'must be digits, optionally with one leading + and the formatting characters space, -, (, ) and .',
	leading_zero: 'must not start with 0: give the number with its country code (no 00 or trunk 0)',
	too_short: ({ count }: { count: number }) => `${count} digits is too short for an international number (8 to 15 digits)`,
	too_long: ({ count }: { count: number }) => `${count} digits is too long (E.164 numbers have at most 15 digits)`,
	not_area_code: ({ count, area }: { count: number; area: string }) =>
		`${count} digits without a country code are read as Brazilian, and ${area} is not a Brazilian area code (add + and the country code for other countries)`,
	mobile: 'an 11-digit Brazilian number is a mobile: area code and 9 digits starting with 9',
	landline: 'a 10-digit Brazilian number is area code and 8 digits starting with 2 to 9',
	lone_surrogate: 'must be valid Unicode text (it holds an unpaired surrogate)'
});
