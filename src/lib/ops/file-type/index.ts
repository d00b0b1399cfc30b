import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { bytesText, decodeBytesFrom, inputEncoding } from '../_shared/bytes-io.js';
import { MAX_BYTES, MAX_INPUT } from './limits.js';

export { MAX_BYTES, MAX_INPUT };

// The file-type package (its signatures and tokenizer) loads on the first call, not with the registry.
const logic = lazyModule(() => import('./detect.js'));

export const fileType = defineOperation({
	id: 'file-type',
	group: 'data',
	title: 'File type detection',
	summary: 'Tells what kind of file some bytes are from their signature (magic bytes): MIME type as file(1) names it, usual extension and a description.',
	keywords: ['file type', 'detect file type', 'magic bytes', 'magic number', 'file signature', 'mime type', 'file command', 'libmagic', 'identify file', 'extension'],
	method: 'POST',
	path: '/file-type',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: bytesText(MAX_INPUT, 'The start of the file (4 KiB suffice)'),
		input_encoding: inputEncoding()
	}),
	output: z.object({
		mime: z.string().describe('The MIME type as `file --mime-type` prints it; application/octet-stream when unknown'),
		extension: z.string().nullable().describe('The usual file extension, without the dot; null when unknown'),
		description: z.string().describe('What the file is, in the leading words of `file -b`')
	}),
	errors: [{ status: 422, when: `\`input\` over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes, or not in \`input_encoding\`` }],
	examples: [
		{ name: 'A PNG image', input: { input: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', input_encoding: 'base64' } },
		{ name: 'A gzip stream in hex', input: { input: '1f8b0800000000000203cb48cdc9c957282dc9ccc9ce2ce10200ee0361270e000000', input_encoding: 'hex' } }
	],
	prepare: logic.load,
	run: (input) => logic.get().detect(decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BYTES))
});

export const operations = [fileType];
