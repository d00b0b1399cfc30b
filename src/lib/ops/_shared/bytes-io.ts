/**
 * The bytes convention of the toolbox contract, part 3 (toolbox-3.md, "Bytes"): JSON carries bytes as text. An
 * operation that takes bytes has `input` with `input_encoding` (utf8 by default, hex, base64,
 * latin1); one that answers bytes has `output` with `output_encoding` (base64, hex, utf8, latin1;
 * the default is the operation's). `key` fields use the same decoder with their own encoding field.
 *
 * @example
 * input: z.object({ input: bytesText(MAX), input_encoding: inputEncoding(), output_encoding: outputEncoding('hex') })
 * run: ({ input, input_encoding }) => encodeBytesAs(work(decodeBytesFrom(input, input_encoding)), 'hex')
 */
import { z } from 'zod';
import { formHints } from '../form-hints.js';
import { base64Encode, binaryToBytes } from './base64.js';
import { errors } from './errors.js';
import { stringOfAtMost } from './schemas.js';

export const INPUT_ENCODINGS = ['utf8', 'hex', 'base64', 'latin1'] as const;
export const OUTPUT_ENCODINGS = ['base64', 'hex', 'utf8', 'latin1'] as const;
export type InputEncoding = (typeof INPUT_ENCODINGS)[number];
export type OutputEncoding = (typeof OUTPUT_ENCODINGS)[number];

/** The text of a bytes field, at most `max` characters (422 naming the field past it). */
export const bytesText = (max: number, what = 'The bytes') =>
	stringOfAtMost(max)
		.describe(`${what}, written as \`input_encoding\` says (UTF-8 text by default); at most ${max.toLocaleString('en-US')} characters`)
		.meta(formHints({ multiline: 5, monospace: true }));

/** `input_encoding` (or `key_encoding`, with another default): how a bytes field is written. */
export const inputEncoding = (field = 'input', fallback: InputEncoding = 'utf8') =>
	z
		.enum(INPUT_ENCODINGS)
		.optional()
		.describe(`How \`${field}\` is written: utf8 (text), hex (whitespace ignored), base64 (standard alphabet, padding optional, whitespace ignored) or latin1 (each code point 0-255 is one byte); default ${fallback}`);

/** `output_encoding`: how the answer's bytes are written, with the operation's default. */
export const outputEncoding = (fallback: OutputEncoding) =>
	z
		.enum(OUTPUT_ENCODINGS)
		.optional()
		.describe(`How \`output\` is written: base64 (standard, padded), hex (lower case), utf8 (422 when the bytes are not UTF-8) or latin1 (one code point per byte); default ${fallback}`);

const HEX = /^[0-9a-fA-F]*$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes a field's text stands for. Throws a 422 naming `field` (and what is wrong, with the
 * position of a bad character) when the text is not in the encoding, or stands for more than
 * `maxBytes` bytes (a schema caps characters; UTF-8 text may be three bytes a character).
 */
export function decodeBytesFrom(text: string, encoding: InputEncoding = 'utf8', field = 'input', maxBytes = Infinity): Uint8Array {
	const bytes = decode(text, encoding, field);
	if (bytes.length > maxBytes) throw errors.error('bytes_over', { max: maxBytes, got: bytes.length }, { field });
	return bytes;
}

function decode(text: string, encoding: InputEncoding, field: string): Uint8Array {
	switch (encoding) {
		case 'utf8':
			return new TextEncoder().encode(text);
		case 'hex': {
			const clean = text.replace(/\s+/g, '');
			if (!HEX.test(clean)) throw errors.error('bytes_not_hex', { char: clean.match(/[^0-9a-fA-F]/u)![0] }, { field });
			if (clean.length % 2) throw errors.error('bytes_hex_odd', { got: clean.length }, { field });
			const out = new Uint8Array(clean.length / 2);
			for (let i = 0; i < out.length; i++) out[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
			return out;
		}
		case 'base64': {
			const clean = text.replace(/\s+/g, '');
			const body = clean.replace(/=+$/, '');
			// Padding is optional, but when present it must make a whole group of four.
			if (!BASE64.test(clean) || body.length % 4 === 1 || (clean !== body && clean.length % 4 !== 0)) throw errors.error('bytes_not_base64', undefined, { field });
			return binaryToBytes(atob(body + '='.repeat((4 - (body.length % 4)) % 4)));
		}
		case 'latin1': {
			const out = new Uint8Array(text.length);
			for (let i = 0; i < text.length; i++) {
				const code = text.charCodeAt(i);
				if (code > 255) throw errors.error('bytes_not_latin1', { char: String.fromCodePoint(text.codePointAt(i)!), index: i }, { field });
				out[i] = code;
			}
			return out;
		}
	}
}

/** Bytes written as `encoding`; utf8 of bytes that are not UTF-8 is a 422 naming `field` (`output_encoding`). */
export function encodeBytesAs(bytes: Uint8Array, encoding: OutputEncoding, field = 'output_encoding'): string {
	switch (encoding) {
		case 'base64':
			return base64Encode(bytes);
		case 'hex': {
			let out = '';
			for (let i = 0; i < bytes.length; i++) out += HEX_DIGITS[bytes[i]];
			return out;
		}
		case 'utf8':
			try {
				return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
			} catch {
				throw errors.error('bytes_not_utf8', undefined, { field });
			}
		case 'latin1': {
			let out = '';
			for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]);
			return out;
		}
	}
}

const HEX_DIGITS = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
