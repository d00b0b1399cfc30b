import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { decodeBytesFrom, encodeBytesAs, inputEncoding, outputEncoding } from '../_shared/bytes-io.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { applyBytes } from '../bytes/bytes.js';
import { a1z26, affine, ALGORITHMS, atbash, bacon, caesar, CipherInputError, DIRECTIONS, inverse26, railFence, rot47, rot8000, substitute, vigenere } from './classical.js';
import { errors } from './errors.js';
import { MAX_BYTES, MAX_INPUT } from './limits.js';

export { MAX_BYTES, MAX_INPUT };

const max = MAX_INPUT.toLocaleString('en-US');

export const cipherClassical = defineOperation({
	id: 'cipher-classical',
	group: 'data',
	title: 'Classical ciphers',
	summary: 'ROT13, ROT47, ROT8000, Caesar, Vigenère, Atbash, Affine, Rail Fence, A1Z26, Bacon, repeating-key XOR and letter substitution, to encode or decode.',
	keywords: ['rot13', 'rot47', 'rot8000', 'caesar', 'caesar cipher', 'vigenere', 'vigenère encode', 'vigenère decode', 'atbash', 'atbash cipher', 'affine cipher encode', 'affine cipher decode', 'rail fence cipher encode', 'rail fence cipher decode', 'a1z26 cipher encode', 'a1z26 cipher decode', 'bacon cipher encode', 'bacon cipher decode', 'xor', 'substitute', 'substitution cipher', 'cipher', 'classical cipher'],
	method: 'POST',
	path: '/cipher/classical',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`The text (xor: the bytes, written as \`input_encoding\` says); at most ${max} characters`)
			.meta(formHints({ multiline: 4, placeholder: 'Attack at dawn!' })),
		algorithm: z
			.enum(ALGORITHMS)
			.describe('rot13, caesar (`shift`), vigenere (`key`), atbash, affine (`a`, `b`): the letters A-Z, other characters kept in place and case; rot47: the ASCII characters ! to ~; rot8000: the BMP less controls, spaces and surrogates; rail-fence (`rails`, `offset`): every character; a1z26, bacon: letters to numbers or A/B groups; xor: bytes with a repeating `key`; substitute: the characters of `from` by those of `to`'),
		direction: z.enum(DIRECTIONS).optional().describe('encode or decode; default encode. rot13, rot47, rot8000, atbash and xor are their own inverse'),
		shift: z.int().min(-1_000_000).max(1_000_000).optional().describe('caesar: how many letters forward (negative: back); default 3'),
		key: stringOfAtMost(MAX_INPUT)
			.optional()
			.describe('vigenere: the key, letters A-Z (any case); xor: the key bytes, repeated, written as `key_encoding` says')
			.meta(formHints({ monospace: true, placeholder: 'LEMON' })),
		key_encoding: inputEncoding('key', 'hex'),
		a: z.int().min(1).max(1_000_000).optional().describe('affine: the multiplier, coprime to 26; default 5'),
		b: z.int().min(-1_000_000).max(1_000_000).optional().describe('affine: the shift; default 8'),
		rails: z.int().min(2).max(1000).optional().describe('rail-fence: the number of rails, 2-1000; default 3'),
		offset: z.int().min(0).max(1000).optional().describe('rail-fence: how many steps into the zigzag the text starts; default 0'),
		from: stringOfAtMost(MAX_INPUT).optional().describe('substitute: the characters to replace, each once; default the lower-case alphabet').meta(formHints({ monospace: true, placeholder: 'abcdefghijklmnopqrstuvwxyz' })),
		to: stringOfAtMost(MAX_INPUT).optional().describe('substitute: what each character of `from` becomes, as many characters as `from`').meta(formHints({ monospace: true, placeholder: 'zyxwvutsrqponmlkjihgfedcba' })),
		input_encoding: inputEncoding(),
		output_encoding: outputEncoding('hex')
	}),
	output: z.object({ output: z.string().describe('The result: text, or for xor the bytes written as `output_encoding` says (hex by default)') }),
	errors: [
		{ status: 422, when: `\`input\`, \`key\`, \`from\` or \`to\` over ${max} characters; xor: \`input\` or \`key\` not in their encoding, over ${MAX_BYTES.toLocaleString('en-US')} bytes, or an empty key` },
		{ status: 422, when: 'vigenere: no key, or a key with a character other than A-Z; affine: `a` not coprime to 26; a1z26 decode: a number outside 1-26; substitute: `from` and `to` of different lengths or a character twice' }
	],
	examples: [
		{ name: 'ROT13 of a riddle', input: { input: 'Why did the chicken cross the road?', algorithm: 'rot13' } },
		{ name: 'Vigenère with the key LEMON', input: { input: 'Attack at dawn', algorithm: 'vigenere', key: 'LEMON' } },
		{ name: 'Rail fence on 3 rails', input: { input: 'WEAREDISCOVEREDFLEEATONCE', algorithm: 'rail-fence', rails: 3 } },
		{ name: 'XOR with a text key', input: { input: 'Hello', algorithm: 'xor', key: 'key', key_encoding: 'utf8' } }
	],
	run(input) {
		const text = input.input;
		const direction = input.direction ?? 'encode';
		const output = (() => {
			switch (input.algorithm) {
				case 'rot13':
					return caesar(text, 13);
				case 'caesar':
					return caesar(text, (direction === 'encode' ? 1 : -1) * (input.shift ?? 3));
				case 'rot47':
					return rot47(text);
				case 'rot8000':
					return rot8000(text);
				case 'atbash':
					return atbash(text);
				case 'vigenere': {
					const key = input.key ?? '';
					if (!key) throw errors.error('key_needed', { algorithm: 'vigenere' }, { field: 'key' });
					const bad = key.match(/[^A-Za-z]/u);
					if (bad) throw errors.error('key_letters', { char: bad[0] }, { field: 'key' });
					return vigenere(text, key, direction);
				}
				case 'affine': {
					const a = input.a ?? 5;
					if (inverse26(a) === undefined) throw errors.error('affine_coprime', { a }, { field: 'a' });
					return affine(text, a, input.b ?? 8, direction);
				}
				case 'rail-fence':
					return railFence(text, input.rails ?? 3, input.offset ?? 0, direction);
				case 'a1z26':
					try {
						return a1z26(text, direction);
					} catch (err) {
						if (err instanceof CipherInputError) throw errors.error(err.id, err.values, { field: 'input' });
						throw err;
					}
				case 'bacon':
					return bacon(text, direction);
				case 'xor': {
					const bytes = decodeBytesFrom(text, input.input_encoding ?? 'utf8', 'input', MAX_BYTES);
					const key = decodeBytesFrom(input.key ?? '', input.key_encoding ?? 'hex', 'key', MAX_BYTES);
					if (key.length === 0) throw errors.error('key_needed', { algorithm: 'xor' }, { field: 'key' });
					return encodeBytesAs(applyBytes(bytes, 'xor', { key, bits: 1, wordSize: 4, offset: 0, byte: 0, side: 'right' }), input.output_encoding ?? 'hex');
				}
				case 'substitute': {
					const from = Array.from(input.from ?? 'abcdefghijklmnopqrstuvwxyz');
					const to = Array.from(input.to ?? '');
					if (to.length !== from.length) throw errors.error('alphabets_length', { from: from.length, to: to.length }, { field: 'to' });
					for (const [field, chars] of [['from', from], ['to', to]] as const) {
						const seen = new Set<string>();
						for (const c of chars) {
							if (seen.has(c)) throw errors.error('alphabet_repeats', { char: c }, { field });
							seen.add(c);
						}
					}
					return substitute(text, from.join(''), to.join(''), direction);
				}
			}
		})();
		return { output };
	}
});

export const operations = [cipherClassical];
