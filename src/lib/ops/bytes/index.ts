import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { bytesText, decodeBytesFrom, encodeBytesAs, inputEncoding, outputEncoding } from '../_shared/bytes-io.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { formHints } from '../form-hints.js';
import { ACTIONS, applyBytes, KEYED } from './bytes.js';
import { errors } from './errors.js';
import { MAX_BYTES, MAX_INPUT } from './limits.js';

export { MAX_BYTES, MAX_INPUT };

export const bytesOp = defineOperation({
	id: 'bytes',
	group: 'data',
	title: 'Byte operations',
	summary: 'XOR, AND, OR, NOT, ADD and SUB with a repeating key, bit shifts and rotations, reverse, swap endianness, take, drop and pad, byte by byte.',
	keywords: ['xor', 'and', 'or', 'not', 'add', 'sub', 'bit shift', 'shift left', 'shift right', 'rotate left', 'rotate right', 'rol', 'ror', 'swap endianness', 'endian', 'byte order', 'take bytes', 'drop bytes', 'pad', 'bitwise', 'bytes'],
	method: 'POST',
	path: '/bytes',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: bytesText(MAX_INPUT),
		input_encoding: inputEncoding(),
		action: z.enum(ACTIONS).describe('xor, and, or, add, sub (each byte with the key, repeated; add and sub modulo 256), not, shift-left, shift-right, rotate-left, rotate-right (each byte by `bits`), reverse (the byte order), swap-endianness (each word of `word_size` bytes), take, drop (`offset`, `length`), pad (to `length` bytes)'),
		key: stringOfAtMost(MAX_INPUT)
			.optional()
			.describe('xor, and, or, add, sub: the key, repeated over the input, written as `key_encoding` says')
			.meta(formHints({ monospace: true, placeholder: '2a' })),
		key_encoding: inputEncoding('key', 'hex'),
		bits: z.int().min(1).max(7).optional().describe('shift-left, shift-right, rotate-left, rotate-right: bits, 1-7; default 1'),
		word_size: z.union([z.literal(2), z.literal(4), z.literal(8)]).optional().describe('swap-endianness: bytes a word, 2, 4 or 8; default 4. An incomplete last word is padded with zero bytes first'),
		offset: z.int().min(0).max(MAX_BYTES).optional().describe('take, drop: where the bytes start (0 = the first); default 0'),
		length: z.int().min(0).max(MAX_BYTES).optional().describe('take, drop: how many bytes (default: to the end); pad: the total length'),
		byte: z.int().min(0).max(255).optional().describe('pad: the padding byte, 0-255; default 0'),
		side: z.enum(['right', 'left']).optional().describe('pad: where the padding goes; default right'),
		output_encoding: outputEncoding('hex')
	}),
	output: z.object({ output: z.string().describe('The resulting bytes, written as `output_encoding` says (hex by default)'), bytes: z.int().describe('How many bytes `output` stands for') }),
	errors: [
		{ status: 422, when: `\`input\` or \`key\` over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes, or not in their encoding; a keyed action without a key; pad without \`length\`` },
		{ status: 422, when: 'utf8 output of bytes that are not UTF-8' }
	],
	examples: [
		{ name: 'XOR with a one-byte key', input: { input: 'Hello', action: 'xor', key: '2a' } },
		{ name: 'Swap endianness of 32-bit words', input: { input: '0102030405060708', input_encoding: 'hex', action: 'swap-endianness', word_size: 4 } },
		{ name: 'Rotate each byte left by 4 bits', input: { input: 'abc', action: 'rotate-left', bits: 4 } },
		{ name: 'Take 5 bytes from offset 7', input: { input: 'Hello, world!', action: 'take', offset: 7, length: 5, output_encoding: 'utf8' } }
	],
	run(input) {
		const bytes = decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BYTES);
		let key: Uint8Array = new Uint8Array();
		if (KEYED.includes(input.action)) {
			key = decodeBytesFrom(input.key ?? '', input.key_encoding ?? 'hex', 'key', MAX_BYTES);
			if (key.length === 0) throw errors.error('key_needed', { action: input.action }, { field: 'key' });
		}
		if (input.action === 'pad' && input.length === undefined) throw errors.error('length_needed', undefined, { field: 'length' });
		const out = applyBytes(bytes, input.action, {
			key,
			bits: input.bits ?? 1,
			wordSize: input.word_size ?? 4,
			offset: input.offset ?? 0,
			length: input.length,
			byte: input.byte ?? 0,
			side: input.side ?? 'right'
		});
		return { output: encodeBytesAs(out, input.output_encoding ?? 'hex'), bytes: out.length };
	}
});

export const operations = [bytesOp];
