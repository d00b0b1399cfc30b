/**
 * Text encodings of RFC 4648 (base64, base64url, base32, base16 as hex), URL components and HTML
 * text: plain functions, no zod, no I/O. Text is UTF-8; decoding that does not give UTF-8 text
 * throws an EncodingError whose message the operation answers with a 422.
 */
import { decodeHTML } from 'entities';
import { binaryToBytes } from '../_shared/base64.js';
import { base64DecodeBinary, base64ToUrl, decodeBytes, encodeBytes, EncodingError } from './bytes.js';
import { errors } from './errors.js';
import type { Direction, Scheme } from './options.js';

export { EncodingError, encodeBytes, decodeBytes } from './bytes.js';
export { SCHEMES, type Direction, type Scheme } from './options.js';

const utf8 = new TextEncoder();
/**
 * Any code unit over U+007F. Text without one is ASCII, its own UTF-8 (a byte per character):
 * btoa takes it as it stands and atob's answer is already the text (for short texts the
 * encoder's and decoder's copies are most of the cost; docs/performance.md).
 */
const NON_ASCII = /[\u0080-\uffff]/;
/** `fatal`: invalid UTF-8 is an error rather than U+FFFD, so the answer never loses bytes silently. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The UTF-8 text of decoded bytes, or an EncodingError naming the scheme. */
export function bytesToText(bytes: Uint8Array, scheme: string): string {
	try {
		return strictUtf8.decode(bytes);
	} catch {
		throw new EncodingError(errors.words('not_utf8', { scheme }));
	}
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes the five characters that matter in HTML text and attribute values. */
export function htmlEscape(text: string): string {
	return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * Encodes or decodes text in a scheme.
 * @example transcode('foobar', 'base64', 'encode') // 'Zm9vYmFy'
 */
export function transcode(input: string, scheme: Scheme, direction: Direction): string {
	if (direction === 'encode') {
		if (scheme === 'url') return encodeURIComponent(input.toWellFormed());
		if (scheme === 'html') return htmlEscape(input);
		if ((scheme === 'base64' || scheme === 'base64url') && !NON_ASCII.test(input)) return scheme === 'base64' ? btoa(input) : base64ToUrl(btoa(input));
		return encodeBytes(utf8.encode(input), scheme);
	}
	if (scheme === 'url') {
		try {
			return decodeURIComponent(input);
		} catch {
			throw new EncodingError(errors.words('bad_url_encoding'));
		}
	}
	if (scheme === 'html') return decodeHTML(input);
	if (scheme === 'base64' || scheme === 'base64url') {
		const binary = base64DecodeBinary(input, scheme === 'base64url');
		if (binary === null) throw new EncodingError(errors.words('not_in_scheme', { scheme }));
		return !NON_ASCII.test(binary) ? binary : bytesToText(binaryToBytes(binary), scheme);
	}
	return bytesToText(decodeBytes(input, scheme), scheme);
}
