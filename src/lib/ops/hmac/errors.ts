import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('hmac', {
	not_hex: 'not hex (an even number of the digits 0-9, a-f)',
	not_base64: 'not base64',
	cmac_key_length: ({ got }: { got: number }) => `an AES key for cmac-aes is 16, 24 or 32 bytes, got ${got}`,
	ascon_key_length: ({ got }: { got: number }) => `an Ascon-Mac key is 16 bytes, got ${got}`
});
