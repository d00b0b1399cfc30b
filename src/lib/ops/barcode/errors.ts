import { catalog } from '../../engine/words.js';

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * `reason` is bwip-js's own English; its error code (`code`, e.g. `ean13badCheckDigit`) tells the
 * other languages what kind of problem it is.
 */
export const errors = catalog('barcode', {
	lone_surrogate: 'must be valid Unicode text (it holds an unpaired surrogate)',
	too_many_characters: ({ max, name, got }: { max: number; name: string; got: number }) => `at most ${max} characters for ${name}, got ${got}`,
	ascii_only: 'Code 128 holds ASCII characters only',
	bwipp: ({ reason }: { code: string; reason: string }) => reason,
	bwipp_check_digit: ({ reason, body, digit }: { code: string; reason: string; body: string; digit: number }) =>
		`${reason} (the check digit of ${body} is ${digit}; or leave it out and it is added)`,
	bwipp_too_long: ({ name, reason }: { code: string; name: string; reason: string }) => `too long for ${name}: ${reason}`
});
