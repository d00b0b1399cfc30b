import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { bytesText, decodeBytesFrom, encodeBytesAs, inputEncoding, outputEncoding } from '../_shared/bytes-io.js';
import { CHARSETS, CharsetError, decodeText, encodeText } from './charsets.js';
import { errors } from './errors.js';
import { MAX_BRUTE_BYTES, MAX_BYTES, MAX_INPUT } from './limits.js';
import { READ_ONLY_CHARSETS, readInEvery, writeInEvery } from './brute-force.js';

export { MAX_BRUTE_BYTES, MAX_BYTES, MAX_INPUT };

const charsetField = (what: string) =>
	z
		.enum(CHARSETS)
		.optional()
		.describe(`${what}; default utf-8. latin1 is ISO-8859-1 (every byte its own code point); windows-1252, cp437 and ebcdic-cp037 leave undefined bytes unmappable`);

export const charset = defineOperation({
	id: 'charset',
	group: 'data',
	title: 'Character set converter',
	summary: 'Reads bytes in one character set and writes them in another: UTF-8, UTF-16, Latin-1, Windows-1252, ISO-8859-15, Shift_JIS, EUC-JP, GBK, Big5, KOI8-R, CP437 and EBCDIC.',
	keywords: ['charset', 'character set', 'encoding', 'encode text', 'decode text', 'text encoding', 'code page', 'codepage', 'shift_jis', 'sjis', 'euc-jp', 'gbk', 'big5', 'koi8-r', 'cp437', 'ebcdic', 'cp037', 'windows-1252', 'iso-8859-15', 'latin1', 'utf-16', 'iconv', 'mojibake'],
	method: 'POST',
	path: '/charset',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: bytesText(MAX_INPUT),
		input_encoding: inputEncoding(),
		from: charsetField('The character set the bytes of `input` are in'),
		to: charsetField('The character set to write the text in'),
		output_encoding: outputEncoding('base64')
	}),
	output: z.object({
		output: z.string().describe('The text in `to`, as bytes written as `output_encoding` says (base64 by default)'),
		text: z.string().describe('The text the bytes stand for (read as `from`)'),
		bytes: z.int().describe('How many bytes `output` stands for')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${MAX_INPUT.toLocaleString('en-US')} characters or ${MAX_BYTES.toLocaleString('en-US')} bytes, or not in \`input_encoding\`` },
		{ status: 422, when: 'bytes that are not valid in `from` (naming the byte offset of the first), or a character `to` cannot write (naming its character index)' }
	],
	examples: [
		{ name: 'Text to Shift_JIS', input: { input: 'こんにちは', to: 'shift_jis', output_encoding: 'hex' } },
		{ name: 'Read GBK bytes', input: { input: 'c4e3bac3', input_encoding: 'hex', from: 'gbk' } },
		{ name: 'EBCDIC to UTF-8 text', input: { input: 'c885939396', input_encoding: 'hex', from: 'ebcdic-cp037', output_encoding: 'utf8' } }
	],
	run(input) {
		const bytes = decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BYTES);
		const from = input.from ?? 'utf-8';
		const to = input.to ?? 'utf-8';
		try {
			const text = decodeText(bytes, from);
			const out = encodeText(text, to);
			return { output: encodeBytesAs(out, input.output_encoding ?? 'base64'), text, bytes: out.length };
		} catch (err) {
			if (!(err instanceof CharsetError)) throw err;
			if (err.kind === 'decode') throw errors.error('not_decodable', { from, offset: err.position, byte: err.what }, { field: 'input' });
			throw errors.error('not_encodable', { to, index: err.position, char: err.what }, { field: 'to' });
		}
	}
});

const ATTEMPT = z.object({
	charset: z.string().describe('The charset tried'),
	text: z.string().optional().describe('decode: the bytes read in this charset'),
	output: z.string().optional().describe('encode: the text written in this charset, as `output_encoding` says (hex by default)'),
	bytes: z.int().optional().describe('encode: how many bytes `output` stands for'),
	invalid: z
		.object({ at: z.int().describe('decode: the byte offset of the first invalid sequence; encode: the character index (in code points) of the first character the charset has no bytes for'), what: z.string().describe('The byte (0x81) or the character ("日" (U+65E5))') })
		.optional()
		.describe('Where this charset fails, instead of `text` or `output`')
});

/** CyberChef's Text Encoding Brute Force: the input read (or written) in every charset at once, a row each. */
export const charsetBruteForce = defineOperation({
	id: 'charset-brute-force',
	group: 'data',
	title: 'Text encoding brute force',
	summary: `Reads bytes in every character set at once (${CHARSETS.length + READ_ONLY_CHARSETS.length} of them: UTF-8, UTF-16, Latin-1, Windows-125x, ISO-8859, KOI8, Shift_JIS, GBK, Big5, EUC-KR, EBCDIC…) or writes a text in each, to spot the one that makes sense.`,
	keywords: ['text encoding brute force', 'charset brute force', 'guess encoding', 'detect encoding', 'which encoding', 'mojibake', 'garbled text', 'code page', 'charset', 'windows-1251', 'cp1251', 'koi8-u', 'iso-8859', 'euc-kr'],
	method: 'POST',
	path: '/charset/brute-force',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		input: bytesText(MAX_INPUT).describe(`The bytes to read (as \`input_encoding\` says: latin1 takes garbled text as its bytes), or the text to write; at most ${MAX_BRUTE_BYTES.toLocaleString('en-US')} bytes`),
		input_encoding: inputEncoding(),
		direction: z.enum(['decode', 'encode']).optional().describe(`decode (default): the bytes read in each of ${CHARSETS.length + READ_ONLY_CHARSETS.length} charsets; encode: the text (the bytes as UTF-8) written in each of the ${CHARSETS.length} charsets /charset writes`),
		output_encoding: outputEncoding('hex').describe('encode: how each charset\'s bytes are written, hex by default')
	}),
	output: z.object({
		direction: z.enum(['decode', 'encode']),
		results: z.array(ATTEMPT).describe('One row per charset, in a fixed order: /charset\'s charsets first, then the ones only read here')
	}),
	// A charset that cannot read the bytes (or write the text) answers its row with `invalid`, not an error.
	errors: [{ status: 422, when: `\`input\` over ${MAX_BRUTE_BYTES.toLocaleString('en-US')} bytes or not in \`input_encoding\`; encode: input bytes that are not UTF-8 text` }],
	examples: [
		{ name: 'Garbled Cyrillic', input: { input: 'Áóëê³ ïðàç ëÿí³âà ñàáàêó.', input_encoding: 'latin1' } },
		{ name: 'Bytes in every charset', input: { input: 'c4e3bac3a1a3', input_encoding: 'hex' } },
		{ name: 'A text in every charset', input: { input: 'Hi ☃ ±', direction: 'encode' } }
	],
	run(input) {
		const bytes = decodeBytesFrom(input.input, input.input_encoding, 'input', MAX_BRUTE_BYTES);
		const direction = input.direction ?? 'decode';
		if (direction === 'decode') return { direction, results: readInEvery(bytes) };
		let text: string;
		try {
			text = decodeText(bytes, 'utf-8');
		} catch (err) {
			if (!(err instanceof CharsetError)) throw err;
			throw errors.error('not_decodable', { from: 'utf-8', offset: err.position, byte: err.what }, { field: 'input' });
		}
		const encoding = input.output_encoding ?? 'hex';
		return { direction, results: writeInEvery(text, (out) => encodeBytesAs(out, encoding)) };
	}
});

export const operations = [charset, charsetBruteForce];
