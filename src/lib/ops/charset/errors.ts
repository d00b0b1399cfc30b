import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('charset', {
	not_decodable: ({ from, offset, byte }: { from: string; offset: number; byte: string }) => `is not valid ${from}: byte ${byte} at byte offset ${offset}`,
	not_encodable: ({ to, index, char }: { to: string; index: number; char: string }) => `${to} has no bytes for the character ${char} at character index ${index}`
});
