import { z } from 'zod';
import { charactersAtMost } from '../_shared/schemas.js';
import { inputEncoding, outputEncoding } from '../_shared/bytes-io.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { LIGHT_RADIX_CHARS, MAX_RADIX_BYTES, SCHEME_GROUPS, SCHEMES } from './options.js';

// The codecs (with entities' HTML tables and @scure/base) load on the first call, not with the registry.
const logic = lazyModule(() => import('./encoding.js'));

/** Inputs up to this many characters are light calls: their worst case (multi-byte text to base32) costs about what a light operation's may (docs/performance.md). */
export const LIGHT_CALL_CHARS = 16_384;

/** Characters of `input` (UTF-16 code units, as JSON strings count them); the body cap is 1 MiB anyway. */
export const MAX_INPUT = 524_288;

const DIRECTION = z.enum(['encode', 'decode']);

export const encode = defineOperation({
	id: 'encode',
	group: 'data',
	title: 'Encode / decode',
	summary: 'Base64, base32, hex, base58, base62, base85, Ascii85, Z85, base45, bech32, binary, octal, decimal, char codes, quoted-printable, uuencode, Punycode, URL, HTML entities, \\u escapes, Morse code, the NATO alphabet, braille, base92, modhex, Snort hex content, MIME encoded-words, COBS and NetBIOS names, both ways.',
	keywords: [
		'base64', 'base64url', 'base32', 'hex', 'base16', 'url encode', 'percent-encoding', 'urlencode', 'html entities', 'escape', 'unescape', 'decode', 'encode', 'atob', 'btoa',
		'base58', 'bitcoin', 'base62', 'base85', 'ascii85', 'z85', 'base45', 'base32hex', 'crockford', 'bech32', 'bech32m', 'segwit',
		'to binary', 'from binary', 'text to binary', 'to octal', 'from octal', 'to decimal', 'from decimal', 'to charcode', 'from charcode', 'char codes',
		'quoted printable', 'to quoted printable', 'from quoted printable', 'punycode', 'idn', 'to punycode', 'from punycode', 'uuencode', 'uudecode', 'uu',
		'morse code', 'to morse code', 'from morse code', 'nato alphabet', 'text to nato alphabet', 'convert to nato alphabet', 'phonetic alphabet', 'braille', 'to braille', 'from braille',
		'escape unicode characters', 'unescape unicode characters', 'text to unicode', 'base64 file converter',
		'base92', 'to base92', 'from base92', 'hex content', 'snort content', 'modhex', 'yubikey', 'yubikey otp', 'mime decoding', 'mime header', 'encoded word', 'rfc 2047', 'cobs', 'byte stuffing', 'netbios', 'netbios name'
	],
	method: 'POST',
	path: '/encode',
	runs: 'anywhere',
	cost: 'heavy',
	// base58 and base62 are quadratic in their input: a light call only when short.
	lightCall: (input) => charactersAtMost(['base58', 'base62'].includes((input as { scheme: string }).scheme) ? LIGHT_RADIX_CHARS : LIGHT_CALL_CHARS, 'input')(input),
	timeLimit: { ms: 2000, detail: 'the conversion ran longer than the time limit of 2,000 ms; send a shorter input' },
	input: z.object({
		input: z
			.string()
			.max(MAX_INPUT)
			.describe(`Text to encode (UTF-8, or bytes written as \`input_encoding\` says), or encoded text to decode; at most ${MAX_INPUT.toLocaleString('en')} characters`)
			.meta(formHints({ multiline: 5, monospace: true })),
		scheme: z
			.enum(SCHEMES)
			.describe(
				'base64 (RFC 4648 §4, padded), base64url (§5, unpadded), base32 (§6, padded), hex (lower case), url (encodeURIComponent), html (the five special characters), ' +
					`base58 (Bitcoin), base62 (0-9A-Za-z), base85 (RFC 1924), ascii85 (Adobe, no <~ ~>), z85, base45 (RFC 9285), base32hex (§7), crockford32, bech32 and bech32m (with \`hrp\`), ` +
					'binary, octal and decimal (a number a byte), charcode (code points in `base`), quoted-printable (RFC 2045), punycode (a whole domain), uuencode, morse (ITU), nato (ICAO words), braille (six-dot cells), unicode-escape (\\uXXXX), base92, hex-content (Snort\'s foo|3d|bar), modhex (YubiKey), mime-header (RFC 2047 encoded-words), cobs (the COBS bytes as hex), netbios (RFC 1001 first-level name, with `offset`)'
			)
			.meta(formHints({ optionGroups: SCHEME_GROUPS })),
		direction: DIRECTION.describe('encode or decode'),
		hrp: z.string().max(83).optional().describe('bech32 and bech32m: the human-readable part (bc, tb, npub…), needed to encode; when decoding, checked against the input’s if given').meta(formHints({ placeholder: 'bc' })),
		base: z.union([z.literal(16), z.literal(10)]).optional().describe('charcode: the base of the code points, 16 (default) or 10'),
		offset: z.int().min(33).max(111).optional().describe('netbios: the value added to each half-byte, 65 (A, RFC 1001 and CyberChef) by default; 33 to 111 keeps the letters printable ASCII'),
		input_encoding: inputEncoding().describe('encode: how `input` is written: utf8 (text, default), hex, base64 or latin1; decode reads `input` as encoded text and ignores it'),
		output_encoding: outputEncoding('utf8').describe('decode: how the decoded bytes are written: utf8 (text, default: 422 when they are not UTF-8), base64, hex or latin1; encode ignores it')
	}),
	output: z.object({
		output: z.string().describe('The encoded text, or the decoded text or bytes (as `output_encoding` says)'),
		scheme: z.enum(SCHEMES),
		direction: DIRECTION,
		hrp: z.string().optional().describe('bech32 and bech32m decode: the human-readable part of the input'),
		witness_version: z.int().optional().describe('bech32 and bech32m decode of a SegWit address: its witness version (0-16); `output` is then the witness program')
	}),
	errors: [
		{ status: 422, when: `\`input\` over 524,288 characters (base58 and base62: over ${MAX_RADIX_BYTES.toLocaleString('en')} bytes); unknown \`scheme\` or \`direction\`; \`input\` not in its \`input_encoding\`` },
		{ status: 422, when: 'decoding: `input` not valid in the scheme (alphabet, length, padding, checksum, a bad % escape, a sign no table has), or decoded bytes that are not UTF-8 text with `output_encoding` utf8' },
		{ status: 422, when: 'encoding: a character morse, nato or braille has no sign for, a domain IDNA cannot write, bytes that are not UTF-8 for a text scheme; bech32 without `hrp`; a NetBIOS name over 16 bytes' },
		{ status: 422, when: 'mime-header decoding: an encoded word in a charset the decoder does not know, bad base64 or Q text in a word, or bytes not valid in the word\'s charset' }
	],
	examples: [
		{ name: 'Text to base64', input: { input: 'Olá, mundo! ✓', scheme: 'base64', direction: 'encode' } },
		{ name: 'Base64 to text', input: { input: 'SGVsbG8sIFdvcmxkIQ', scheme: 'base64', direction: 'decode' } },
		{ name: 'URL-encode a query value', input: { input: 'café & crème=1/2', scheme: 'url', direction: 'encode' } },
		{ name: 'Decode HTML entities', input: { input: '&lt;p&gt;Caf&eacute; &amp; cr&#232;me &hearts;&lt;/p&gt;', scheme: 'html', direction: 'decode' } },
		{ name: 'Hex bytes to base58', input: { input: '00eb15231dfceb60925886b67d065299925915aeb172c06647', input_encoding: 'hex', scheme: 'base58', direction: 'encode' } },
		{ name: 'Text to Morse code', input: { input: 'SOS help', scheme: 'morse', direction: 'encode' } },
		{ name: 'A domain to Punycode', input: { input: 'münchen.de', scheme: 'punycode', direction: 'encode' } },
		{ name: 'Decode base64 bytes as hex', input: { input: 'iVBORw0KGgo=', scheme: 'base64', direction: 'decode', output_encoding: 'hex' } }
	],
	prepare: logic.load,
	run: (input) => {
		const { EncodingError, convert } = logic.get();
		try {
			return { ...convert(input), scheme: input.scheme, direction: input.direction };
		} catch (error) {
			if (error instanceof EncodingError) throw errorOf(error.words, { field: 'input' });
			throw error;
		}
	}
});

export const operations = [encode];
