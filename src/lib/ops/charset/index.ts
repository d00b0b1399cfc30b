import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { bytesText, decodeBytesFrom, encodeBytesAs, inputEncoding, outputEncoding } from '../_shared/bytes-io.js';
import { CHARSETS, CharsetError, decodeText, encodeText } from './charsets.js';
import { errors } from './errors.js';
import { MAX_BYTES, MAX_INPUT } from './limits.js';

export { MAX_BYTES, MAX_INPUT };

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

export const operations = [charset];
