import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { decodeBytesFrom, encodeBytesAs, inputEncoding, outputEncoding } from '../_shared/bytes-io.js';
import { charactersAtMost, stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { applyBytes } from '../bytes/bytes.js';
import { a1z26, affine, ALGORITHMS, atbash, bacon, caesar, CipherInputError, DIRECTIONS, inverse26, railFence, rot47, rot8000, substitute, vigenere } from './classical.js';
import { bifid } from './bifid.js';
import { bruteForce, bruteForceLines, sampleOf } from './brute-force.js';
import { caesarBox } from './caesar-box.js';
import { cetacean } from './cetacean.js';
import { ctx1 } from './ctx1.js';
import { ls47 } from './ls47.js';
import { decodeScript } from './script-decoder.js';
import { errors } from './errors.js';
import { MAX_BYTES, MAX_INPUT, MAX_PADDING, MAX_SAMPLE, MAX_SHORT } from './limits.js';

export { MAX_BYTES, MAX_INPUT };

/** A text of up to this many characters is a light call (CTX1, the worst, about 4 ms at it). */
export const LIGHT_CALL_CHARS = 32_768;

const max = MAX_INPUT.toLocaleString('en-US');

const inputSchema = z.object({
	input: stringOfAtMost(MAX_INPUT)
		.describe(`The text (xor: the bytes, written as \`input_encoding\` says); at most ${max} characters`)
		.meta(formHints({ multiline: 4, placeholder: 'Attack at dawn!' })),
	algorithm: z
		.enum(ALGORITHMS)
		.describe('rot13, caesar (`shift`), vigenere (`key`), atbash, affine (`a`, `b`): the letters A-Z, other characters kept in place and case; rot47: the ASCII characters ! to ~; rot8000: the BMP less controls, spaces and surrogates; rail-fence (`rails`, `offset`): every character; a1z26, bacon: letters to numbers or A/B groups; xor: bytes with a repeating `key`; substitute: the characters of `from` by those of `to`; rot13-brute-force, rot47-brute-force (`crib`, `sample_length`, `sample_offset`): every shift, as `candidates`; bifid (`key`): a keyword Polybius square, J as I; caesar-box (`height`): read by columns; cetacean: each UTF-16 unit as 16 e/E; ls47 (`key`, `padding`, `signature`): the 7×7 hand cipher; citrix-ctx1: Citrix\'s password obfuscation, letters A-P; ms-script-decoder: the #@~^…^#~@ blocks of a .vbe/.jse (decodes only)'),
	direction: z.enum(DIRECTIONS).optional().describe('encode or decode; default encode. rot13, rot47, rot8000, atbash and xor are their own inverse; the brute forces and ms-script-decoder ignore it'),
	shift: z.int().min(-1_000_000).max(1_000_000).optional().describe('caesar: how many letters forward (negative: back); default 3'),
	key: stringOfAtMost(MAX_INPUT)
		.optional()
		.describe('vigenere: the key, letters A-Z (any case); bifid: the keyword, letters A-Z or empty; ls47: the password, at most 1,000 characters of LS47\'s alphabet; xor: the key bytes, repeated, written as `key_encoding` says')
		.meta(formHints({ monospace: true, placeholder: 'LEMON' })),
	key_encoding: inputEncoding('key', 'hex'),
	a: z.int().min(1).max(1_000_000).optional().describe('affine: the multiplier, coprime to 26; default 5'),
	b: z.int().min(-1_000_000).max(1_000_000).optional().describe('affine: the shift; default 8'),
	rails: z.int().min(2).max(1000).optional().describe('rail-fence: the number of rails, 2-1000; default 3'),
	offset: z.int().min(0).max(1000).optional().describe('rail-fence: how many steps into the zigzag the text starts; default 0'),
	from: stringOfAtMost(MAX_INPUT).optional().describe('substitute: the characters to replace, each once; default the lower-case alphabet').meta(formHints({ monospace: true, placeholder: 'abcdefghijklmnopqrstuvwxyz' })),
	to: stringOfAtMost(MAX_INPUT).optional().describe('substitute: what each character of `from` becomes, as many characters as `from`').meta(formHints({ monospace: true, placeholder: 'zyxwvutsrqponmlkjihgfedcba' })),
	height: z.int().min(1).max(MAX_INPUT).optional().describe('caesar-box: the box height, how many characters a row holds; default 3'),
	padding: z.int().min(0).max(MAX_PADDING).optional().describe(`ls47: how many random characters go before the message (encode) or are dropped (decode), 0-${MAX_PADDING}; default 10`),
	signature: stringOfAtMost(MAX_SHORT).optional().describe(`ls47 encode: put after the message and \`---\`, characters of LS47's alphabet; at most ${MAX_SHORT} characters`),
	crib: stringOfAtMost(MAX_SHORT).optional().describe(`brute force: keep only the shifts whose text contains this (any case); at most ${MAX_SHORT} characters`),
	sample_length: z.int().min(1).max(MAX_SAMPLE).optional().describe(`brute force: how many characters of \`input\` to try, 1-${MAX_SAMPLE.toLocaleString('en-US')}; default 100`),
	sample_offset: z.int().min(0).max(MAX_INPUT).optional().describe('brute force: where the sample starts, in characters; default 0'),
	input_encoding: inputEncoding(),
	output_encoding: outputEncoding('hex')
});

export const cipherClassical = defineOperation({
	id: 'cipher-classical',
	group: 'data',
	title: 'Classical ciphers',
	summary: 'ROT13, ROT47, ROT8000, Caesar, Vigenère, Atbash, Affine, Rail Fence, A1Z26, Bacon, Bifid, Caesar box, LS47, Cetacean, Citrix CTX1, repeating-key XOR and letter substitution, to encode or decode; ROT13/ROT47 brute force and the Microsoft Script Decoder.',
	keywords: ['rot13 brute force', 'rot47 brute force', 'brute force', 'bifid cipher encode', 'bifid cipher decode', 'caesar box cipher', 'cetacean cipher encode', 'cetacean cipher decode', 'ls47 encrypt', 'ls47 decrypt', 'citrix ctx1 encode', 'citrix ctx1 decode', 'microsoft script decoder', 'vbe decode', 'jscript.encode', 'rot13', 'rot47', 'rot8000', 'caesar', 'caesar cipher', 'vigenere', 'vigenère encode', 'vigenère decode', 'atbash', 'atbash cipher', 'affine cipher encode', 'affine cipher decode', 'rail fence cipher encode', 'rail fence cipher decode', 'a1z26 cipher encode', 'a1z26 cipher decode', 'bacon cipher encode', 'bacon cipher decode', 'xor', 'substitute', 'substitution cipher', 'cipher', 'classical cipher'],
	method: 'POST',
	path: '/cipher/classical',
	runs: 'anywhere',
	// One pass over the text, but answers up to 16 times its length (Cetacean, CTX1 four): a long
	// text's answer is garbage for the collector too, 55 ms at the limit with it. Light up to 32 Ki.
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'input'),
	timeLimit: { ms: 5000, detail: 'the cipher ran longer than the time limit of 5,000 ms; send a shorter text' },
	input: inputSchema,
	output: z.object({
		output: z.string().describe('The result: text, or for xor the bytes written as `output_encoding` says (hex by default); for a brute force one line per shift, `Amount =  7: text`'),
		candidates: z
			.array(z.object({ shift: z.int().describe('The shift tried'), text: z.string().describe('The sample shifted by it') }))
			.optional()
			.describe('brute force: every shift whose text contains `crib` (all of them without one), in order')
	}),
	errors: [
		{ status: 422, when: `\`input\`, \`key\`, \`from\` or \`to\` over ${max} characters; xor: \`input\` or \`key\` not in their encoding, over ${MAX_BYTES.toLocaleString('en-US')} bytes, or an empty key` },
		{ status: 422, when: 'vigenere: no key, or a key with a character other than A-Z; affine: `a` not coprime to 26; a1z26 decode: a number outside 1-26; substitute: `from` and `to` of different lengths or a character twice' },
		{ status: 422, when: 'bifid: a keyword with a character other than A-Z; ls47: a character of `input`, `key` or `signature` outside its alphabet; cetacean decode: a character other than E, e and space, or a run of E/e not a multiple of 16; citrix-ctx1 decode: a character other than A-P, or a length not a multiple of 4; ms-script-decoder: no #@~^…^#~@ block' }
	],
	examples: [
		{ name: 'ROT13 of a riddle', input: { input: 'Why did the chicken cross the road?', algorithm: 'rot13' } },
		{ name: 'Vigenère with the key LEMON', input: { input: 'Attack at dawn', algorithm: 'vigenere', key: 'LEMON' } },
		{ name: 'Rail fence on 3 rails', input: { input: 'WEAREDISCOVEREDFLEEATONCE', algorithm: 'rail-fence', rails: 3 } },
		{ name: 'XOR with a text key', input: { input: 'Hello', algorithm: 'xor', key: 'key', key_encoding: 'utf8' } },
		{ name: 'ROT13 brute force with a crib', input: { input: 'Gur dhvpx oebja sbk', algorithm: 'rot13-brute-force', crib: 'quick' } },
		{ name: 'Decode a Citrix CTX1 password', input: { input: 'PFFAJEDBOHECJEDBODEGIMCJPOFLJKDPKLAO', algorithm: 'citrix-ctx1', direction: 'decode' } }
	],
	run(input) {
		const text = input.input;
		const direction = input.direction ?? 'encode';
		if (input.algorithm === 'rot13-brute-force' || input.algorithm === 'rot47-brute-force') {
			const candidates = bruteForce(input.algorithm, sampleOf(text, input.sample_offset ?? 0, input.sample_length ?? 100), input.crib ?? '');
			return { output: bruteForceLines(candidates), candidates };
		}
		try {
			return { output: answer(input, text, direction) };
		} catch (err) {
			if (err instanceof CipherInputError) throw (errors.error as (id: string, values: object, options: { field: string }) => Error)(err.id, err.values, { field: err.field });
			throw err;
		}
	}
});

type Input = z.output<typeof inputSchema>;

/** The output text of every algorithm but the brute forces. */
function answer(input: Input, text: string, direction: 'encode' | 'decode'): string {
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
		return a1z26(text, direction);
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
	case 'bifid':
		return bifid(text, input.key ?? '', direction);
	case 'caesar-box':
		return caesarBox(text, input.height ?? 3, direction);
	case 'cetacean':
		return cetacean(text, direction);
	case 'ls47':
		return ls47(text, input.key ?? '', direction, input.padding ?? 10, input.signature ?? '');
	case 'citrix-ctx1':
		return ctx1(text, direction);
	case 'ms-script-decoder':
		return decodeScript(text);
	default:
		// The brute forces are answered before; nothing else reaches here.
		throw new Error(`no text answer for ${input.algorithm}`);
	}
}

export const operations = [cipherClassical];
