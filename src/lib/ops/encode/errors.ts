import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts). */
export const errors = catalog('encode', {
	not_in_scheme: ({ scheme }: { scheme: string }) => `is not valid ${scheme}`,
	not_utf8: ({ scheme }: { scheme: string }) => `the decoded ${scheme} bytes are not UTF-8 text`,
	bad_url_encoding: 'is not valid URL encoding (a % not followed by two hex digits, or bytes that are not UTF-8)',
	input_not_text: ({ scheme }: { scheme: string }) => `is not UTF-8 text, and ${scheme} writes text (choose a scheme for bytes, such as base64)`,
	radix_too_long: ({ scheme, max }: { scheme: string; max: number }) => `is too long for ${scheme}: at most ${max} bytes (the whole input is converted as one number)`,
	hrp_required: ({ scheme }: { scheme: string }) => `is needed to encode ${scheme} (the human-readable part, such as bc)`,
	hrp_invalid: 'must be 1 to 83 printable ASCII characters (33 to 126), not mixing upper and lower case',
	hrp_mismatch: ({ found }: { found: string }) => `does not match the human-readable part of the input, "${found}"`,
	no_symbol: ({ scheme, char }: { scheme: string; char: string }) => `has no ${scheme} symbol for "${char}"`,
	unknown_symbol: ({ scheme, symbol }: { scheme: string; symbol: string }) => `"${symbol}" is not a ${scheme} symbol`,
	not_a_byte: ({ value }: { value: string }) => `"${value}" is not a byte (0 to 255)`,
	not_code_point: ({ value }: { value: string }) => `"${value}" is not a Unicode code point`,
	netbios_too_long: ({ max }: { max: number }) => `is too long for a NetBIOS name: at most ${max} bytes (15 characters and the suffix byte)`,
	unknown_charset: ({ charset }: { charset: string }) => `has an encoded word in a charset this decoder does not know, "${charset}"`,
	bad_domain: 'is not a domain name that IDNA (UTS #46) can write (a space, a character not allowed in host names, or a bad xn-- label)'
});
