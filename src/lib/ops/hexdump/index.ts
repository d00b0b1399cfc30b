import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { bytesText, decodeBytesFrom, encodeBytesAs, inputEncoding, outputEncoding } from '../_shared/bytes-io.js';
import { charactersAtMost } from '../_shared/schemas.js';
import { errors } from './errors.js';
import { dump, HexdumpError, parse } from './hexdump.js';

import { LIGHT_CALL_CHARS, MAX_BYTES, MAX_INPUT } from './limits.js';

export { LIGHT_CALL_CHARS, MAX_BYTES, MAX_INPUT };

export const hexdump = defineOperation({
	id: 'hexdump',
	group: 'data',
	title: 'Hex dump',
	summary: 'Dumps bytes as xxd, hexdump -C or plain hex (xxd -p) write them, and reads any of those dumps back to bytes.',
	keywords: ['hexdump', 'hex dump', 'to hexdump', 'from hexdump', 'xxd', 'xxd -r', 'hexdump -C', 'od', 'hex viewer', 'hex editor', 'binary viewer', 'bytes'],
	method: 'POST',
	path: '/hexdump',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'input'),
	timeLimit: { ms: 2000, detail: 'the dump ran longer than the time limit of 2,000 ms; send fewer bytes' },
	input: z.object({
		input: bytesText(MAX_INPUT, 'dump: the bytes, written as `input_encoding` says (UTF-8 text by default); parse: the dump text'),
		input_encoding: inputEncoding().describe('dump: how `input` is written: utf8 (default), hex, base64 or latin1; parse reads `input` as the dump text and ignores it'),
		direction: z.enum(['dump', 'parse']).describe('dump: bytes → dump text; parse: a dump in any of the three styles → bytes'),
		style: z.enum(['xxd', 'canonical', 'plain']).optional().describe('dump: xxd (default), canonical (hexdump -C) or plain (xxd -p: hex only)'),
		width: z.int().min(1).max(256).optional().describe('dump: bytes a line, 1-256; default 16 (xxd) or 30 (plain); canonical is always 16'),
		output_encoding: outputEncoding('base64').describe('parse: how `output` is written: base64 (default), hex, utf8 (422 when not UTF-8) or latin1')
	}),
	output: z.object({
		output: z.string().describe('dump: the dump text, equal to xxd / hexdump -C / xxd -p of the same bytes; parse: the bytes, written as `output_encoding` says'),
		bytes: z.int().describe('How many bytes were dumped or parsed')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes; not in \`input_encoding\`; width outside 1-256, or not 16 with canonical` },
		{ status: 422, when: 'parse: a text that is no xxd, hexdump -C or plain dump, or a line that breaks its style; utf8 output of bytes that are not UTF-8' }
	],
	examples: [
		{ name: 'Text as xxd shows it', input: { input: 'Hello, world!\n', direction: 'dump' } },
		{ name: 'hexdump -C of base64 bytes', input: { input: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB', input_encoding: 'base64', direction: 'dump', style: 'canonical' } },
		{ name: 'An xxd dump back to text', input: { input: '00000000: 4865 6c6c 6f2c 2077 6f72 6c64 210a       Hello, world!.\n', direction: 'parse', output_encoding: 'utf8' } }
	],
	run(input) {
		try {
			if (input.direction === 'parse') {
				const bytes = parse(input.input, MAX_BYTES);
				return { output: encodeBytesAs(bytes, input.output_encoding ?? 'base64'), bytes: bytes.length };
			}
			const style = input.style ?? 'xxd';
			if (style === 'canonical' && input.width !== undefined && input.width !== 16) throw errors.error('canonical_width', undefined, { field: 'width' });
			const bytes = decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BYTES);
			return { output: dump(bytes, style, input.width ?? (style === 'plain' ? 30 : 16)), bytes: bytes.length };
		} catch (err) {
			if (err instanceof HexdumpError) throw errorOf(err.words, { field: 'input' });
			throw err;
		}
	}
});

export const operations = [hexdump];
