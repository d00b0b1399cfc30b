import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('cipher-classical', {
	key_needed: ({ algorithm }: { algorithm: string }) => `${algorithm} needs a key`,
	key_letters: ({ char }: { char: string }) => `must be letters A-Z only, found "${char}"`,
	affine_coprime: ({ a }: { a: number }) => `must be coprime to 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23 or 25), got ${a}`,
	a1z26_range: ({ number, index }: { number: string; index: number }) => `numbers must be 1-26, got ${number} at character ${index}`,
	alphabets_length: ({ from, to }: { from: number; to: number }) => `must have as many characters as \`from\` (${from}), got ${to}`,
	alphabet_repeats: ({ char }: { char: string }) => `"${char}" appears twice; each character may appear once`,
	ls47_char: ({ char, index }: { char: string; index: number }) => `"${char}" at character ${index} is not in LS47's alphabet (_ a-z . 0-9 , - + * / : ? ! ' ( ), lower case only)`,
	ls47_password_length: ({ max, length }: { max: number; length: number }) => `an LS47 password must be at most ${max} characters, got ${length}`,
	cetacean_char: ({ char, index }: { char: string; index: number }) => `must be only E, e and spaces, found "${char}" at character ${index}`,
	cetacean_length: ({ index, length }: { index: number; length: number }) => `each character is 16 E/e, but the run at character ${index} has ${length}`,
	ctx1_char: ({ char, index }: { char: string; index: number }) => `must be only the letters A to P, found "${char}" at character ${index}`,
	ctx1_length: ({ length }: { length: number }) => `must be a multiple of 4 letters long (4 per character), got ${length}`,
	script_block: 'no encoded script found: it starts with #@~^ and ends with ^#~@'
});
