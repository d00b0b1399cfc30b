import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('text-lines', {
	pattern_invalid: ({ reason }: { reason: string }) => `is not a valid regular expression: ${reason}`,
	empty: 'must not be empty',
	one_character: 'must be exactly one character',
	output_too_long: ({ max, got }: { max: number; got: number }) =>
		`the answer would pass the limit of ${max.toLocaleString('en-US')} characters (about ${got.toLocaleString('en-US')}); send fewer lines or a shorter text`
});
