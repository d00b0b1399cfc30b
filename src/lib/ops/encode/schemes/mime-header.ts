/**
 * MIME encoded-words (RFC 2047), as mail headers carry text that is not ASCII:
 * `=?charset?B?base64?=` or `=?charset?Q?quoted?=`. Decoding is CyberChef's MIME Decoding (and
 * Python's email.header): each word becomes its text, whitespace between two adjacent words is
 * dropped (RFC 2047 section 6.2), folded lines are unfolded, other text stays as it is. Encoding
 * writes UTF-8 B words of at most 75 characters (section 2), split between characters, one to a
 * folded line, as Python's `Charset('utf-8').header_encode_lines` splits them.
 */
import { base64Encode } from '../../_shared/base64.js';
import { CHARSETS, decodeText, type Charset } from '../../charset/charsets.js';
import { base64Decode, EncodingError } from '../bytes.js';
import { errors } from '../errors.js';

const notMime = () => new EncodingError(errors.words('not_in_scheme', { scheme: 'mime-header' }));
const utf8 = new TextEncoder();

/** An encoded word: charset (an RFC 2231 `*language` allowed), B or Q, and text with no `?` or space. */
const WORD = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;
/** Bytes of UTF-8 in one B word: 75 characters less `=?UTF-8?B?` and `?=` leave 63, so 60 base64 characters. */
const WORD_BYTES = 45;

/** RFC 2047 section 4.2: `_` is a space, `=XX` a byte, other printable ASCII itself. */
function qDecode(text: string): Uint8Array {
	const out: number[] = [];
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c === 0x5f) out.push(0x20);
		else if (c === 0x3d) {
			const hex = text.slice(i + 1, i + 3);
			if (!/^[0-9A-Fa-f]{2}$/.test(hex)) throw notMime();
			out.push(parseInt(hex, 16));
			i += 2;
		} else if (c > 0x20 && c < 0x7f) out.push(c);
		else throw notMime();
	}
	return Uint8Array.from(out);
}

/** Labels mail uses for the charsets /charset decodes from tables (Node 20's TextDecoder drops windows-1252's 0x80-0x9F). */
const ALIASES: Record<string, Charset> = { cp1252: 'windows-1252', 'x-cp1252': 'windows-1252', ibm437: 'cp437', cp037: 'ebcdic-cp037' };

/** The text of an encoded word's bytes in its charset: UTF-8, US-ASCII and ISO-8859-1 here, /charset's charsets as it reads them, the others by the platform's decoder (WHATWG labels). */
function charsetText(bytes: Uint8Array, label: string): string {
	const charset = label.replace(/\*.*$/, '').toLowerCase();
	if (charset === 'us-ascii' || charset === 'ascii') {
		if (bytes.some((b) => b > 0x7f)) throw notMime();
		return String.fromCharCode(...bytes);
	}
	// The WHATWG label iso-8859-1 means windows-1252; RFC 2047's is the real ISO 8859-1, a code point a byte.
	if (charset === 'iso-8859-1' || charset === 'latin1') return Array.from(bytes, (b) => String.fromCharCode(b)).join('');
	const known = ALIASES[charset] ?? (CHARSETS as readonly string[]).find((c) => c === charset);
	if (known) {
		try {
			return decodeText(bytes, known as Charset);
		} catch {
			throw notMime();
		}
	}
	let decoder: TextDecoder;
	try {
		decoder = new TextDecoder(charset, { fatal: true, ignoreBOM: true });
	} catch {
		throw errors.error('unknown_charset', { charset: label }, { field: 'input' });
	}
	try {
		return decoder.decode(bytes);
	} catch {
		throw notMime();
	}
}

export function mimeHeaderDecode(header: string): string {
	const text = header.replace(/\r?\n(?=[ \t])/g, '');
	let out = '';
	let at = 0;
	let afterWord = false;
	for (const match of text.matchAll(WORD)) {
		const gap = text.slice(at, match.index);
		if (!(afterWord && /^\s*$/.test(gap))) out += gap;
		const [, charset, kind, encoded] = match;
		const bytes = kind === 'b' || kind === 'B' ? base64Decode(encoded) : qDecode(encoded);
		if (!bytes) throw notMime();
		out += charsetText(bytes, charset);
		at = match.index + match[0].length;
		afterWord = true;
	}
	return out + text.slice(at);
}

/** The text as UTF-8 B words, each at most 45 bytes (never splitting a character), one to a line: `=?UTF-8?B?…?=`, folded with a newline and a space. */
export function mimeHeaderEncode(text: string): string {
	const words: string[] = [];
	let chunk: Uint8Array[] = [];
	let size = 0;
	const flush = () => {
		if (size === 0) return;
		const bytes = new Uint8Array(size);
		let o = 0;
		for (const part of chunk) {
			bytes.set(part, o);
			o += part.length;
		}
		words.push(`=?UTF-8?B?${base64Encode(bytes)}?=`);
		chunk = [];
		size = 0;
	};
	for (const ch of text.toWellFormed()) {
		const bytes = utf8.encode(ch);
		if (size + bytes.length > WORD_BYTES) flush();
		chunk.push(bytes);
		size += bytes.length;
	}
	flush();
	return words.join('\n ');
}
