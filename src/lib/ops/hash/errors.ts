import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('hash', {
	lm_too_long: ({ max, got }: { max: number; got: number }) => `an LM hash takes a password of at most ${max} characters, got ${got.toLocaleString('en-US')}`,
	lm_not_oem: ({ char }: { char: string }) => `an LM hash takes text in the OEM code page 437 once upper-cased; "${char}" is not in it`
});
