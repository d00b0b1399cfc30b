import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { bytesText, decodeBytesFrom, inputEncoding } from '../_shared/bytes-io.js';
import { base64Encode } from '../_shared/base64.js';
import { scan, type Found } from './carve.js';
import { errors } from './errors.js';
import { MAX_BYTES, MAX_EXTRACT_BYTES, MAX_EXTRACT_FILES, MAX_FOUND, MAX_INPUT } from './limits.js';

export { MAX_BYTES, MAX_EXTRACT_BYTES, MAX_EXTRACT_FILES, MAX_FOUND, MAX_INPUT };

// The file-type package (its signatures and tokenizer) loads on the first call, not with the registry.
const logic = lazyModule(() => import('./detect.js'));

const file = z.object({
	offset: z.int().describe('Where the file starts in the bytes'),
	length: z.int().nullable().describe('Its bytes, as the format\'s own structure tells (PNG IEND, ZIP end record, gzip member…); null when the end cannot be told (bzip2, xz, tar, Ogg, MP3, WASM): listed, not carved'),
	mime: z.string().describe('Its MIME type'),
	extension: z.string().describe('Its usual extension, without the dot'),
	description: z.string().describe('What it is'),
	base64: z.string().optional().describe('extract: the carved bytes, base64')
});

export const fileType = defineOperation({
	id: 'file-type',
	group: 'data',
	title: 'File type detection',
	summary: 'Tells what kind of file some bytes are from their signature (magic bytes): MIME type as file(1) names it, usual extension and a description. Also finds files embedded anywhere in the bytes and carves them out.',
	keywords: ['file type', 'detect file type', 'magic bytes', 'magic number', 'file signature', 'mime type', 'file command', 'libmagic', 'identify file', 'extension', 'scan for embedded files', 'embedded files', 'extract files', 'file carving', 'carve', 'binwalk'],
	method: 'POST',
	path: '/file-type',
	runs: 'anywhere',
	// Detecting reads a file's first 4 KiB: light. A scan looks for every signature at every offset
	// and may read each file found to its end (256 KiB full of gzip signatures: about a second).
	cost: 'heavy',
	lightCall: (data) => ((data as { action?: string }).action ?? 'detect') === 'detect',
	timeLimit: { ms: 5000, detail: 'the scan ran longer than the time limit of 5,000 ms; send fewer bytes' },
	input: z.object({
		input: bytesText(MAX_INPUT, 'The start of the file (4 KiB suffice); scan, extract: the bytes to search'),
		input_encoding: inputEncoding(),
		action: z
			.enum(['detect', 'scan', 'extract'])
			.optional()
			.describe(`detect (what the bytes are, from their start; the default), scan (every file signature anywhere in the bytes, with each file's length where its format tells it; at most ${MAX_FOUND}), extract (the same files carved out, base64; at most ${MAX_EXTRACT_FILES} files and ${MAX_EXTRACT_BYTES.toLocaleString('en-US')} bytes in all)`)
	}),
	output: z.object({
		mime: z.string().optional().describe('detect: the MIME type as `file --mime-type` prints it; application/octet-stream when unknown'),
		extension: z.string().nullable().optional().describe('detect: the usual file extension, without the dot; null when unknown'),
		description: z.string().optional().describe('detect: what the file is, in the leading words of `file -b`'),
		files: z.array(file).optional().describe('scan: every file found, by offset (a signature inside a file already found is part of it); extract: those that could be carved, with their bytes'),
		more: z.boolean().optional().describe(`scan: true when more than ${MAX_FOUND} signatures were found and the list stops there`)
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes, or not in \`input_encoding\`` },
		{ status: 422, when: `extract: more than ${MAX_EXTRACT_FILES} files to carve, or more than ${MAX_EXTRACT_BYTES.toLocaleString('en-US')} bytes of them` }
	],
	examples: [
		{ name: 'A PNG image', input: { input: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', input_encoding: 'base64' } },
		{ name: 'Scan for embedded files', input: { action: 'scan', input: '68656c6c6f1f8b0800000000000203cb48cdc9c957282dc9ccc9ce2ce10200ee0361270e000000776f726c64', input_encoding: 'hex' } },
		{ name: 'A gzip stream in hex', input: { input: '1f8b0800000000000203cb48cdc9c957282dc9ccc9ce2ce10200ee0361270e000000', input_encoding: 'hex' } }
	],
	prepare: logic.load,
	async run(input) {
		const bytes = decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BYTES);
		const action = input.action ?? 'detect';
		if (action === 'detect') return logic.get().detect(bytes);
		const scanned = scan(bytes, MAX_FOUND);
		const found = await Promise.all(scanned.found.map((f) => named(bytes, f)));
		if (action === 'scan') return { files: found, more: scanned.more };
		const carvable = found.filter((f) => f.length !== null);
		if (carvable.length > MAX_EXTRACT_FILES) throw errors.error('too_many_files', { count: carvable.length, max: MAX_EXTRACT_FILES }, { field: 'input' });
		const total = carvable.reduce((sum, f) => sum + (f.length ?? 0), 0);
		if (total > MAX_EXTRACT_BYTES) throw errors.error('too_many_bytes', { total, max: MAX_EXTRACT_BYTES }, { field: 'input' });
		return { files: carvable.map((f) => ({ ...f, base64: base64Encode(bytes.subarray(f.offset, f.offset + (f.length ?? 0))) })) };
	}
});

/**
 * A found file named as detect names it (the file-type package and file(1)'s words, so scan and
 * detect agree: RIFF as WAVE or WebP, ELF by its type), read from its own bytes; the signature
 * table's words where the package does not know the format.
 */
async function named(bytes: Uint8Array, f: Found): Promise<Found> {
	// Its first 4 KiB, as detect reads a file's start (the package is slow on long buffers).
	const own = bytes.subarray(f.offset, Math.min(f.length === null ? bytes.length : f.offset + f.length, f.offset + 4096));
	const d = await logic.get().detect(own);
	if (d.extension === null || d.extension === 'txt') return f;
	return { ...f, mime: d.mime, extension: d.extension, description: d.description };
}

export const operations = [fileType];
