// The schemes, for the schema, apart from the codecs (entities' HTML tables load on the first
// call: src/lib/engine/README.md, "How operations load").

/** Schemes in the picker's groups: bytes written in an alphabet, bytes as numbers, text notations. */
export const SCHEME_GROUPS = {
	base: ['base64', 'base64url', 'base32', 'base32hex', 'crockford32', 'hex', 'base58', 'base62', 'base85', 'ascii85', 'z85', 'base45', 'bech32', 'bech32m', 'uuencode', 'quoted-printable', 'base92', 'modhex'],
	frames: ['hex-content', 'cobs', 'netbios'],
	numbers: ['binary', 'octal', 'decimal', 'charcode'],
	text: ['url', 'html', 'unicode-escape', 'punycode', 'morse', 'nato', 'braille', 'mime-header']
} as const;

export const SCHEMES = [
	'base64', 'base64url', 'base32', 'hex', 'url', 'html',
	'base58', 'base62', 'base85', 'ascii85', 'z85', 'base45', 'base32hex', 'crockford32', 'bech32', 'bech32m',
	'binary', 'octal', 'decimal', 'charcode', 'quoted-printable', 'punycode', 'uuencode', 'morse', 'nato', 'braille', 'unicode-escape',
	'base92', 'hex-content', 'modhex', 'mime-header', 'cobs', 'netbios'
] as const;
export type Scheme = (typeof SCHEMES)[number];
export type Direction = 'encode' | 'decode';

/**
 * Schemes that write text, not bytes: encoding reads the input as text (its bytes must be UTF-8)
 * and decoding gives text back. Every other scheme writes bytes.
 */
export const TEXT_SCHEMES = ['url', 'html', 'charcode', 'punycode', 'morse', 'nato', 'braille', 'unicode-escape', 'mime-header'] as const satisfies readonly Scheme[];
export type TextScheme = (typeof TEXT_SCHEMES)[number];
export const isTextScheme = (scheme: Scheme): scheme is TextScheme => (TEXT_SCHEMES as readonly string[]).includes(scheme);

/** base58 and base62 are base conversions of the whole input, quadratic in its length: their own, smaller limit. */
export const MAX_RADIX_BYTES = 4_096;

/** base58 and base62 inputs up to this many characters are light calls (at most 768 bytes: about 20 ms; 4,096 bytes take about 500 ms). */
export const LIGHT_RADIX_CHARS = 256;

/** Options some schemes take. */
export interface SchemeOptions {
	/** bech32/bech32m: the human-readable part. */
	hrp?: string;
	/** charcode: the base of the code points, 16 by default. */
	base?: 10 | 16;
	/** netbios: the value added to each half-byte, 65 (A) by default. */
	offset?: number;
}
