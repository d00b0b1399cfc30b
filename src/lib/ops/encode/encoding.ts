/**
 * Every scheme of /encode: plain functions, no zod, no I/O. A scheme either writes bytes (base64,
 * base58, uuencode…: text is its UTF-8) or text (url, html, morse, charcode…: bytes must be UTF-8).
 * Decoding that cannot be done throws an EncodingError whose message the operation answers with a 422.
 */
import { decodeHTML } from 'entities';
import { binaryToBytes } from '../_shared/base64.js';
import { decodeBytesFrom, encodeBytesAs, type InputEncoding, type OutputEncoding } from '../_shared/bytes-io.js';
import { base64DecodeBinary, base64ToUrl, decodeBytes, encodeBytes, EncodingError, hexDecode, hexEncode, type ByteScheme } from './bytes.js';
import { errors } from './errors.js';
import { isTextScheme, type Direction, type Scheme, type SchemeOptions, type TextScheme } from './options.js';
import { base85Decode, base85Encode } from './schemes/base85.js';
import { base92Decode, base92Encode } from './schemes/base92.js';
import { cobsDecode, cobsEncode, netbiosDecode, netbiosEncode } from './schemes/framing.js';
import { hexContentDecode, hexContentEncode, modhexDecode, modhexEncode } from './schemes/hex-notations.js';
import { mimeHeaderDecode, mimeHeaderEncode } from './schemes/mime-header.js';
import { qpDecode, qpEncode, uuDecode, uuEncode } from './schemes/mail.js';
import { bytesToNumbers, charcodesToText, numbersToBytes, textToCharcodes } from './schemes/numbers.js';
import { domainToAscii, domainToUnicode } from './schemes/punycode.js';
import * as radix from './schemes/radix.js';
import { fromBraille, fromSigns, toBraille, toSigns, unicodeEscape, unicodeUnescape } from './schemes/signs.js';

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

/** Bytes in a scheme that writes bytes. */
export function encodeToText(bytes: Uint8Array, scheme: Exclude<Scheme, TextScheme>, options: SchemeOptions = {}): string {
	switch (scheme) {
		case 'base64':
		case 'base64url':
		case 'base32':
		case 'hex':
			return encodeBytes(bytes, scheme);
		case 'base58':
			return radix.base58Encode(bytes);
		case 'base62':
			return radix.base62Encode(bytes);
		case 'base32hex':
			return radix.base32hexEncode(bytes);
		case 'crockford32':
			return radix.crockfordEncode(bytes);
		case 'bech32':
		case 'bech32m':
			return radix.bech32Encode(bytes, scheme, options.hrp);
		case 'base45':
			return radix.base45Encode(bytes);
		case 'base85':
		case 'ascii85':
		case 'z85':
			return base85Encode(bytes, scheme);
		case 'binary':
		case 'octal':
		case 'decimal':
			return bytesToNumbers(bytes, scheme);
		case 'quoted-printable':
			return qpEncode(bytes);
		case 'uuencode':
			return uuEncode(bytes);
		case 'base92':
			return base92Encode(bytes);
		case 'hex-content':
			return hexContentEncode(bytes);
		case 'modhex':
			return modhexEncode(bytes);
		case 'cobs':
			// COBS writes bytes (none of them zero): they are answered as hex.
			return hexEncode(cobsEncode(bytes));
		case 'netbios':
			return netbiosEncode(bytes, options.offset);
	}
}

/** Text in a scheme that writes bytes, back to the bytes (and bech32's human-readable part). */
export function decodeToBytes(text: string, scheme: Exclude<Scheme, TextScheme>, options: SchemeOptions = {}): { bytes: Uint8Array; hrp?: string; witness_version?: number } {
	switch (scheme) {
		case 'base64':
		case 'base64url':
		case 'base32':
		case 'hex':
			return { bytes: decodeBytes(text, scheme as ByteScheme) };
		case 'base58':
			return { bytes: radix.base58Decode(text) };
		case 'base62':
			return { bytes: radix.base62Decode(text) };
		case 'base32hex':
			return { bytes: radix.base32hexDecode(text) };
		case 'crockford32':
			return { bytes: radix.crockfordDecode(text) };
		case 'bech32':
		case 'bech32m':
			return radix.bech32Decode(text, scheme, options.hrp);
		case 'base45':
			return { bytes: radix.base45Decode(text) };
		case 'base85':
		case 'ascii85':
		case 'z85':
			return { bytes: base85Decode(text, scheme) };
		case 'binary':
		case 'octal':
		case 'decimal':
			return { bytes: numbersToBytes(text, scheme) };
		case 'quoted-printable':
			return { bytes: qpDecode(text) };
		case 'uuencode':
			return { bytes: uuDecode(text) };
		case 'base92':
			return { bytes: base92Decode(text) };
		case 'hex-content':
			return { bytes: hexContentDecode(text) };
		case 'modhex':
			return { bytes: modhexDecode(text) };
		case 'cobs': {
			const frame = hexDecode(text);
			if (!frame) throw new EncodingError(errors.words('not_in_scheme', { scheme: 'cobs (as hex)' }));
			return { bytes: cobsDecode(frame) };
		}
		case 'netbios':
			return { bytes: netbiosDecode(text, options.offset) };
	}
}

/** Text in a scheme that writes text, both ways. */
export function transcodeText(input: string, scheme: TextScheme, direction: Direction, options: SchemeOptions = {}): string {
	const encode = direction === 'encode';
	switch (scheme) {
		case 'url':
			if (encode) return encodeURIComponent(input.toWellFormed());
			try {
				return decodeURIComponent(input);
			} catch {
				throw new EncodingError(errors.words('bad_url_encoding'));
			}
		case 'html':
			return encode ? htmlEscape(input) : decodeHTML(input);
		case 'charcode':
			return encode ? textToCharcodes(input.toWellFormed(), options.base ?? 16) : charcodesToText(input, options.base ?? 16);
		case 'punycode':
			return encode ? domainToAscii(input) : domainToUnicode(input);
		case 'morse':
		case 'nato':
			return encode ? toSigns(input, scheme) : fromSigns(input, scheme);
		case 'braille':
			return encode ? toBraille(input) : fromBraille(input);
		case 'unicode-escape':
			return encode ? unicodeEscape(input) : unicodeUnescape(input);
		case 'mime-header':
			return encode ? mimeHeaderEncode(input) : mimeHeaderDecode(input);
	}
}

/**
 * Encodes or decodes text (UTF-8) in a scheme.
 * @example transcode('foobar', 'base64', 'encode') // 'Zm9vYmFy'
 */
export function transcode(input: string, scheme: Scheme, direction: Direction, options: SchemeOptions = {}): string {
	if (isTextScheme(scheme)) return transcodeText(input, scheme, direction, options);
	if (direction === 'encode') {
		if ((scheme === 'base64' || scheme === 'base64url') && !NON_ASCII.test(input)) return scheme === 'base64' ? btoa(input) : base64ToUrl(btoa(input));
		return encodeToText(utf8.encode(input), scheme, options);
	}
	if (scheme === 'base64' || scheme === 'base64url') {
		const binary = base64DecodeBinary(input, scheme === 'base64url');
		if (binary === null) throw new EncodingError(errors.words('not_in_scheme', { scheme }));
		return !NON_ASCII.test(binary) ? binary : bytesToText(binaryToBytes(binary), scheme);
	}
	return bytesToText(decodeToBytes(input, scheme, options).bytes, scheme);
}

export interface Request extends SchemeOptions {
	input: string;
	scheme: Scheme;
	direction: Direction;
	input_encoding?: InputEncoding;
	output_encoding?: OutputEncoding;
}

/**
 * The operation's work: `input_encoding` says how the bytes to encode are written (encode only),
 * `output_encoding` how decoded bytes are written (decode only); each is ignored the other way.
 */
export function convert(request: Request): { output: string; hrp?: string; witness_version?: number } {
	const { input, scheme, direction, input_encoding: inEnc, output_encoding: outEnc } = request;
	const textIn = inEnc === undefined || inEnc === 'utf8';
	const textOut = outEnc === undefined || outEnc === 'utf8';
	if (direction === 'encode') {
		if (textIn) return { output: transcode(input, scheme, 'encode', request) };
		const bytes = decodeBytesFrom(input, inEnc);
		if (!isTextScheme(scheme)) return { output: encodeToText(bytes, scheme, request) };
		let text: string;
		try {
			text = strictUtf8.decode(bytes);
		} catch {
			throw new EncodingError(errors.words('input_not_text', { scheme }));
		}
		return { output: transcodeText(text, scheme, 'encode', request) };
	}
	if (isTextScheme(scheme)) {
		const text = transcodeText(input, scheme, 'decode', request);
		return { output: textOut ? text : encodeBytesAs(utf8.encode(text), outEnc) };
	}
	if (textOut && scheme !== 'bech32' && scheme !== 'bech32m') return { output: transcode(input, scheme, 'decode', request) };
	const { bytes, ...rest } = decodeToBytes(input, scheme, request);
	return { output: textOut ? bytesToText(bytes, scheme) : encodeBytesAs(bytes, outEnc), ...rest };
}
