/**
 * Every charset at once (CyberChef's Text Encoding Brute Force): the same bytes read in each, or
 * the same text written in each, so the right one can be spotted by eye. No zod, no I/O.
 */
import { CHARSETS, CharsetError, decodeText, encodeText, type Charset } from './charsets.js';

/**
 * Single- and double-byte charsets read only here, by the platform's decoder (WHATWG labels): the
 * same in Node and in browsers for every byte they define. Left out: ibm866 (Node's ICU swaps three
 * of its control characters), windows-874 (its ICU table gives 0xFC-0xFF private-use characters WHATWG's leaves undefined), iso-8859-16 (Node has no decoder for it), the stateful ISO-2022-JP.
 */
export const READ_ONLY_CHARSETS = [
	'iso-8859-2', 'iso-8859-3', 'iso-8859-4', 'iso-8859-5', 'iso-8859-6', 'iso-8859-7', 'iso-8859-8', 'iso-8859-10', 'iso-8859-13', 'iso-8859-14',
	'windows-1250', 'windows-1251', 'windows-1253', 'windows-1254', 'windows-1255', 'windows-1256', 'windows-1257', 'windows-1258',
	'koi8-u', 'macintosh', 'x-mac-cyrillic', 'euc-kr', 'gb18030'
] as const;

/** One charset's reading (`text`) or writing (`output`, `bytes`), or where it fails (`invalid`: the byte offset and byte, or the character index and character). */
export interface Attempt {
	charset: string;
	text?: string;
	output?: string;
	bytes?: number;
	invalid?: { at: number; what: string };
}

/** The bytes read in each charset, /charset's own then the read-only ones; an invalid sequence is named by its first byte and offset. */
export function readInEvery(bytes: Uint8Array): Attempt[] {
	return [...CHARSETS, ...READ_ONLY_CHARSETS].map((charset) => {
		try {
			// decodeText reads any label it has no table for with TextDecoder, fatal.
			return { charset, text: decodeText(bytes, charset as Charset) };
		} catch (err) {
			if (!(err instanceof CharsetError)) throw err;
			return { charset, invalid: { at: err.position, what: err.what } };
		}
	});
}

/** The text written in each of /charset's charsets, the bytes as `write` says; a character a charset lacks is named by its index. */
export function writeInEvery(text: string, write: (bytes: Uint8Array) => string): Attempt[] {
	return CHARSETS.map((charset) => {
		try {
			const out = encodeText(text, charset);
			return { charset, output: write(out), bytes: out.length };
		} catch (err) {
			if (!(err instanceof CharsetError)) throw err;
			return { charset, invalid: { at: err.position, what: err.what } };
		}
	});
}
