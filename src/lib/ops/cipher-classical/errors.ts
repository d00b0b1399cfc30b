import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('cipher-classical', {
	key_needed: ({ algorithm }: { algorithm: string }) => `${algorithm} needs a key`,
	key_letters: ({ char }: { char: string }) => `must be letters A-Z only, found "${char}"`,
	affine_coprime: ({ a }: { a: number }) => `must be coprime to 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23 or 25), got ${a}`,
	a1z26_range: ({ number, index }: { number: string; index: number }) => `numbers must be 1-26, got ${number} at character ${index}`,
	alphabets_length: ({ from, to }: { from: number; to: number }) => `must have as many characters as \`from\` (${from}), got ${to}`,
	alphabet_repeats: ({ char }: { char: string }) => `"${char}" appears twice; each character may appear once`
});
