import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { bytesText, decodeBytesFrom, encodeBytesAs, inputEncoding, outputEncoding } from '../_shared/bytes-io.js';
import { integer, stringOfAtMost } from '../_shared/schemas.js';
import { ALGORITHMS, CompressError, compressBytes, decompressBytes, LEVELS, NO_COMPRESS } from './compress.js';
import { errors } from './errors.js';
import { MAX_BYTES, MAX_ENTRIES, MAX_INPUT, MAX_LZSTRING_INPUT, MAX_OUTPUT } from './limits.js';

export { MAX_BYTES, MAX_INPUT, MAX_OUTPUT };

const n = (value: number) => value.toLocaleString('en-US');
const base64 = (bytes: Uint8Array) => encodeBytesAs(bytes, 'base64');

export const compress = defineOperation({
	id: 'compress',
	group: 'data',
	title: 'Compress / decompress',
	summary: 'Compresses or decompresses bytes with gzip, raw deflate, zlib, Brotli, bzip2, LZMA, xz, LZ4 or lz-string, decompresses Windows\' LZNT1 and XPRESS, and packs or unpacks zip and tar archives; a decompression bomb is stopped at the output limit.',
	keywords: [
		'compress',
		'decompress',
		'gzip',
		'gunzip',
		'zlib deflate',
		'zlib inflate',
		'raw deflate',
		'raw inflate',
		'inflate',
		'deflate',
		'zip',
		'unzip',
		'tar',
		'untar',
		'lzstring compress',
		'lzstring decompress',
		'lz-string',
		'bzip2',
		'bunzip2',
		'bzip2 compress',
		'bzip2 decompress',
		'lzma',
		'lzma compress',
		'lzma decompress',
		'unxz',
		'xz',
		'lz4',
		'brotli',
		'brotli decompress',
		'lznt1',
		'lznt1 decompress',
		'xpress',
		'xpress decompress',
		'xpress huffman',
		'xpress lz77+huffman decompress',
		'ms-xca',
		'ntfs compression',
		'archive'
	],
	method: 'POST',
	path: '/compress',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'the compression ran longer than the time limit of 5,000 ms; send less data' },
	input: z.object({
		input: bytesText(MAX_INPUT, 'compress: the data; decompress: the compressed data (lzstring: the compressToBase64 text)'),
		input_encoding: inputEncoding().describe('How `input` is written: utf8 (default), hex, base64 or latin1; compressed data is usually sent as base64'),
		algorithm: z
			.enum(ALGORITHMS)
			.describe('gzip, deflate (raw, no header), zlib, brotli, bzip2, lzma (.lzma "alone"), xz, lz4 (frame), lzstring (lz-string compressToBase64 text), zip, tar, lznt1 (Windows NTFS, [MS-XCA] 2.5), xpress (plain LZ77, [MS-XCA] 2.3-2.4) or xpress-huffman (LZ77+Huffman, [MS-XCA] 2.1-2.2); lznt1, xpress and xpress-huffman compress answers 422 (not supported)'),
		direction: z.enum(['compress', 'decompress']).describe('compress or decompress (zip/tar: pack or unpack)'),
		level: integer().min(0).max(11).optional().describe('compress: the level, gzip/deflate/zlib/zip 0-9 (default 6), bzip2 1-9 (block size × 100 kB, default 9), lzma 1-6 (default 5), xz 0-9 (default 6), brotli 1-11 (default 6); lz4, lzstring and tar take none'),
		filename: stringOfAtMost(255).optional().describe('zip/tar compress: the name of the one file in the archive; default data.bin'),
		output_encoding: outputEncoding('base64').describe(
			'How `output` is written: base64 (default; lzstring: utf8, its text), hex, utf8 (422 when the bytes are not UTF-8) or latin1'
		)
	}),
	output: z.object({
		output: z.string().describe('compress: the compressed bytes; decompress: the data (zip/tar: the first file), written as `output_encoding` says'),
		bytes_in: z.int().describe('Bytes of the input'),
		bytes_out: z.int().describe('Bytes of the output (zip/tar decompress: of all files together)'),
		entries: z
			.array(z.object({ name: z.string(), size: z.int(), data: z.string().describe('The file, base64') }))
			.optional()
			.describe('zip/tar decompress: every file of the archive (directories left out)')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${n(MAX_INPUT)} characters or ${n(MAX_BYTES)} bytes, or not in \`input_encoding\`; an lzstring text to decompress over ${n(MAX_LZSTRING_INPUT)} characters` },
		{ status: 422, when: `decompress: output over ${n(MAX_OUTPUT)} bytes (all files together), stopped as it is produced; an archive of more than ${n(MAX_ENTRIES)} files` },
		{ status: 422, when: 'decompress: data that is not valid for the algorithm (corrupt, truncated, another format); a zip entry in a method other than stored or deflate' },
		{ status: 422, when: '`level` outside the algorithm\'s range, or given to lz4/lzstring/tar; `filename` with another algorithm than zip/tar; compress to lznt1, xpress or xpress-huffman (not supported)' }
	],
	examples: [
		{ name: 'Gzip a text', input: { input: 'Hello, world! Hello, world! Hello, world!', algorithm: 'gzip', direction: 'compress' } },
		{ name: 'Gunzip back to text', input: { input: 'H4sIAAAAAAACA/NIzcnJ11Eozy/KSVFU8MDNAwC3BL8gKQAAAA==', input_encoding: 'base64', algorithm: 'gzip', direction: 'decompress', output_encoding: 'utf8' } },
		{ name: 'lz-string compressToBase64', input: { input: 'Hello, world!', algorithm: 'lzstring', direction: 'compress' } },
		{ name: 'A file into a zip', input: { input: 'Hello, world!\n', algorithm: 'zip', direction: 'compress', filename: 'hello.txt' } }
	],
	memory: (input) => {
		const { direction, algorithm } = input as { direction?: string; algorithm?: string };
		if (direction === 'decompress') return 3 * MAX_OUTPUT;
		// lzma1's match finder at level 6 (a 4 MiB dictionary) holds about 50 MiB of typed arrays;
		// the brotli encoder's asm.js heap grows to about 90 MiB at quality 11. xz runs the same
		// encoder with a dictionary of at most 1 MiB for the API's 768 KiB.
		if (algorithm === 'lzma' || algorithm === 'xz') return 64 * 1024 * 1024;
		if (algorithm === 'brotli') return 96 * 1024 * 1024;
		// libbzip2-wasm's Emscripten heap (16 MiB, not grown) and the input and output around it.
		if (algorithm === 'bzip2') return 32 * 1024 * 1024;
		return 4 * MAX_BYTES;
	},
	async run(input) {
		const { algorithm, direction } = input;
		try {
			if (direction === 'compress' && NO_COMPRESS.has(algorithm)) throw new CompressError(errors.words('not_yet', { algorithm }), 'algorithm');
			const range = LEVELS[algorithm];
			if (input.level !== undefined) {
				if (direction === 'compress' && range === null) throw new CompressError(errors.words('no_level', { algorithm }), 'level');
				if (range && (input.level < range.min || input.level > range.max)) throw new CompressError(errors.words('level_range', { algorithm, min: range.min, max: range.max }), 'level');
			}
			if (input.filename !== undefined && algorithm !== 'zip' && algorithm !== 'tar') throw new CompressError(errors.words('no_filename'), 'filename');
			const encoding = input.output_encoding ?? (algorithm === 'lzstring' ? 'utf8' : 'base64');
			if (algorithm === 'lzstring' && direction === 'decompress' && input.input.length > MAX_LZSTRING_INPUT)
				throw new CompressError(errors.words('lzstring_too_long', { max: MAX_LZSTRING_INPUT }));
			const data = decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BYTES);
			if (direction === 'compress') {
				const bytes = await compressBytes(algorithm, data, { level: input.level, filename: input.filename || 'data.bin' });
				return { output: encodeBytesAs(bytes, encoding), bytes_in: data.length, bytes_out: bytes.length };
			}
			const { bytes, entries } = await decompressBytes(algorithm, data);
			const output = encodeBytesAs(bytes, encoding);
			if (!entries) return { output, bytes_in: data.length, bytes_out: bytes.length };
			return {
				output,
				bytes_in: data.length,
				bytes_out: entries.reduce((sum, entry) => sum + entry.size, 0),
				entries: entries.map((entry) => ({ name: entry.name, size: entry.size, data: base64(entry.data) }))
			};
		} catch (err) {
			if (err instanceof CompressError) throw errorOf(err.words, { field: err.field });
			throw err;
		}
	}
});

export const operations = [compress];
