import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { bytesText, decodeBytesFrom, encodeBytesAs, inputEncoding, outputEncoding, type OutputEncoding } from '../_shared/bytes-io.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { ACTIONS, applyBytes, KEYED } from './bytes.js';
import { ParityCharacterError, parityBits } from './parity.js';
import { xorBruteForce } from './xor-brute.js';
import { errors } from './errors.js';
import { MAX_BYTES, MAX_CRIB, MAX_INPUT, MAX_SAMPLE } from './limits.js';

export { MAX_BYTES, MAX_INPUT, MAX_SAMPLE };

/** The actions whose answer is text, so their output is UTF-8 unless `output_encoding` says otherwise. */
const TEXT_OUT: readonly string[] = ['parity'];

export const bytesOp = defineOperation({
	id: 'bytes',
	group: 'data',
	title: 'Byte operations',
	summary: 'XOR, AND, OR, NOT, ADD and SUB with a repeating key, XOR brute force, bit shifts and rotations, reverse, swap endianness, take, drop and pad, every nth byte, parity bits.',
	keywords: ['xor', 'and', 'or', 'not', 'add', 'sub', 'bit shift', 'shift left', 'shift right', 'rotate left', 'rotate right', 'rol', 'ror', 'swap endianness', 'endian', 'byte order', 'take bytes', 'drop bytes', 'pad', 'bitwise', 'bytes', 'xor brute force', 'single-byte xor', 'xor key', 'crib', 'take nth bytes', 'drop nth bytes', 'every nth byte', 'parity bit', 'even parity', 'odd parity', 'check bit'],
	method: 'POST',
	path: '/bytes',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: bytesText(MAX_INPUT),
		input_encoding: inputEncoding(),
		action: z.enum(ACTIONS).describe('xor, and, or, add, sub (each byte with the key, repeated; add and sub modulo 256), not, shift-left, shift-right, rotate-left, rotate-right (each byte by `bits`), reverse (the byte order), swap-endianness (each word of `word_size` bytes), take, drop (`offset`, `length`), pad (to `length` bytes), take-nth, drop-nth (every `every`-th byte from `offset`), parity (a parity bit on a text of binary digits), xor-brute-force (every one-byte key on a sample, scored)'),
		key: stringOfAtMost(MAX_INPUT)
			.optional()
			.describe('xor, and, or, add, sub: the key, repeated over the input, written as `key_encoding` says')
			.meta(formHints({ monospace: true, placeholder: '2a' })),
		key_encoding: inputEncoding('key', 'hex'),
		bits: z.int().min(1).max(7).optional().describe('shift-left, shift-right, rotate-left, rotate-right: bits, 1-7; default 1'),
		word_size: z.union([z.literal(2), z.literal(4), z.literal(8)]).optional().describe('swap-endianness: bytes a word, 2, 4 or 8; default 4. An incomplete last word is padded with zero bytes first'),
		offset: z.int().min(0).max(MAX_BYTES).optional().describe('take, drop: where the bytes start (0 = the first); take-nth, drop-nth: the first byte counted (CyberChef\'s "Starting at"); xor-brute-force: where the sample starts; default 0'),
		length: z.int().min(0).max(MAX_BYTES).optional().describe('take, drop: how many bytes (default: to the end); pad: the total length'),
		byte: z.int().min(0).max(255).optional().describe('pad: the padding byte, 0-255; default 0'),
		side: z.enum(['right', 'left']).optional().describe('pad: where the padding goes; default right'),
		every: z.int().min(1).max(MAX_BYTES).optional().describe('take-nth, drop-nth: take or drop every nth byte; default 4'),
		each_line: z.boolean().optional().describe('take-nth, drop-nth: count again from the start of each line (line feeds are kept); default false'),
		parity: z.enum(['even', 'odd']).optional().describe('parity: even (the bits with the parity bit hold an even count of 1s) or odd; default even'),
		position: z.enum(['start', 'end']).optional().describe('parity: where the parity bit goes (encode) or is taken from (decode); default start'),
		direction: z.enum(['encode', 'decode']).optional().describe('parity: encode adds the parity bit, decode removes it; default encode'),
		delimiter: stringOfAtMost(16).optional().describe('parity: splits the input into blocks, each with its own parity bit; default none (one block)'),
		sample_length: z.int().min(1).max(MAX_SAMPLE).optional().describe(`xor-brute-force: bytes of the sample tried with each key, 1-${MAX_SAMPLE.toLocaleString('en-US')}; default 100`),
		crib: stringOfAtMost(MAX_CRIB).optional().describe('xor-brute-force: text the plaintext should hold (case-insensitive); only keys giving it are listed'),
		null_preserving: z.boolean().optional().describe('xor-brute-force: leave zero bytes, and bytes equal to the key, as they are; default false'),
		output_encoding: outputEncoding('hex').describe('How `output` is written: base64, hex (lower case), utf8 (422 when the bytes are not UTF-8) or latin1; default hex, utf8 for parity')
	}),
	output: z.object({
		output: z.string().describe('The resulting bytes, written as `output_encoding` says (hex by default); xor-brute-force: the best candidate'),
		bytes: z.int().describe('How many bytes `output` stands for'),
		candidates: z
			.array(
				z.object({
					key: z.string().describe('The key byte, two hex digits'),
					score: z.number().describe('How English-like, 0-1: lower-case ASCII letters and spaces count 1, capitals 0.5, other bytes 0, over the sample\'s bytes'),
					text: z.string().describe('The sample XORed with the key: UTF-8 text, or one character a byte when it is not UTF-8 (as CyberChef)')
				})
			)
			.optional()
			.describe('xor-brute-force: every key 01-ff whose result holds the crib, best score first')
	}),
	errors: [
		{ status: 422, when: `\`input\` or \`key\` over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes, or not in their encoding; a keyed action without a key; pad without \`length\`; parity on text other than binary digits` },
		{ status: 422, when: 'utf8 output of bytes that are not UTF-8' }
	],
	examples: [
		{ name: 'XOR with a one-byte key', input: { input: 'Hello', action: 'xor', key: '2a' } },
		{ name: 'Swap endianness of 32-bit words', input: { input: '0102030405060708', input_encoding: 'hex', action: 'swap-endianness', word_size: 4 } },
		{ name: 'Rotate each byte left by 4 bits', input: { input: 'abc', action: 'rotate-left', bits: 4 } },
		{ name: 'XOR brute force with a crib', input: { input: '2a070e0e0d4e42150d100e06', input_encoding: 'hex', action: 'xor-brute-force', crib: 'world' } },
		{ name: 'Take 5 bytes from offset 7', input: { input: 'Hello, world!', action: 'take', offset: 7, length: 5, output_encoding: 'utf8' } }
	],
	run(input) {
		const bytes = decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BYTES);
		let key: Uint8Array = new Uint8Array();
		if (KEYED.includes(input.action)) {
			key = decodeBytesFrom(input.key ?? '', input.key_encoding ?? 'hex', 'key', MAX_BYTES);
			if (key.length === 0) throw errors.error('key_needed', { action: input.action }, { field: 'key' });
		}
		const outEncoding = input.output_encoding ?? (TEXT_OUT.includes(input.action) ? 'utf8' : 'hex');
		if (input.action === 'xor-brute-force') {
			const crib = input.crib ?? '';
			const found = xorBruteForce(bytes, { sampleLength: input.sample_length ?? 100, sampleOffset: input.offset ?? 0, crib, nullPreserving: input.null_preserving ?? false });
			return { output: encodeBytesAs(found.best, outEncoding), bytes: found.best.length, candidates: found.candidates };
		}
		if (input.action === 'parity') return parity(bytes, input, outEncoding);
		if (input.action === 'pad' && input.length === undefined) throw errors.error('length_needed', undefined, { field: 'length' });
		const out = applyBytes(bytes, input.action, {
			key,
			bits: input.bits ?? 1,
			wordSize: input.word_size ?? 4,
			offset: input.offset ?? 0,
			length: input.length,
			byte: input.byte ?? 0,
			side: input.side ?? 'right',
			every: input.every ?? 4,
			eachLine: input.each_line ?? false
		});
		return { output: encodeBytesAs(out, outEncoding), bytes: out.length };
	}
});

/** Parity Bit works on text (CyberChef's input is a string of binary digits), so the bytes are read as UTF-8. */
function parity(bytes: Uint8Array, input: { parity?: 'even' | 'odd'; position?: 'start' | 'end'; direction?: 'encode' | 'decode'; delimiter?: string }, outEncoding: OutputEncoding) {
	let text: string;
	try {
		text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch {
		throw errors.error('parity_text', undefined, { field: 'input' });
	}
	try {
		const out = new TextEncoder().encode(parityBits(text, { parity: input.parity ?? 'even', position: input.position ?? 'start', direction: input.direction ?? 'encode', delimiter: input.delimiter ?? '' }));
		return { output: encodeBytesAs(out, outEncoding), bytes: out.length };
	} catch (e) {
		if (e instanceof ParityCharacterError) throw errors.error('parity_character', { character: e.character }, { field: 'input' });
		throw e;
	}
}

export const operations = [bytesOp];
