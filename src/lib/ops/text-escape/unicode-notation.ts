/**
 * Characters as numbered notations rather than a language's string escapes: CyberChef's "Escape /
 * Unescape Unicode Characters" (\u, %u or U+ and hex digits) and IT-Tools' "Text to Unicode" (HTML
 * decimal character references, &#NN;).
 */
import { errors } from './errors.js';
import type { UnicodePrefix } from './options.js';

export interface NotationOptions {
	/** Every character, printable ASCII too; otherwise space to ~ stay as they are. */
	encodeAll: boolean;
}

export interface UnicodeOptions extends NotationOptions {
	prefix: UnicodePrefix;
	padding: number;
	uppercase: boolean;
}

/** CyberChef's whitelist: printable ASCII, space to tilde, is kept unless `encodeAll`. */
const PRINTABLE = /[ -~]/;

/**
 * As CyberChef's Escape Unicode Characters: by UTF-16 unit, so a character beyond U+FFFF is its
 * surrogate pair (😀 → \uD83D\uDE00, even after U+: U+D83DU+DE00), the hex padded to `padding`.
 */
export function escapeUnicode(text: string, { prefix, encodeAll, padding, uppercase }: UnicodeOptions): string {
	// One entry per distinct unit: a text repeats its characters, and toString/padStart per unit is most of the cost.
	const written = new Map<number, string>();
	let out = '';
	for (let i = 0; i < text.length; i++) {
		const unit = text.charCodeAt(i);
		if (!encodeAll && unit >= 0x20 && unit <= 0x7e) {
			out += text[i];
			continue;
		}
		let escape = written.get(unit);
		if (escape === undefined) {
			const digits = unit.toString(16);
			escape = prefix + (uppercase ? digits.toUpperCase() : digits).padStart(padding, '0');
			written.set(unit, escape);
		}
		out += escape;
	}
	return out;
}

const PREFIX_PATTERNS: Record<UnicodePrefix, RegExp> = {
	'\\u': /\\u([0-9a-f]{4})/gi,
	'%u': /%u([0-9a-f]{4})/gi,
	'U+': /U\+([0-9a-f]{4,6})/gi
};

/**
 * As CyberChef's Unescape Unicode Characters: `\u` and `%u` take four hex digits, `U+` four to six
 * (greedy); a pair of escaped surrogates makes one character; anything else stays as it is. The
 * prefix is case-insensitive there (u+ and %U too), and so here.
 */
export function unescapeUnicode(text: string, prefix: UnicodePrefix): string {
	return text.replace(PREFIX_PATTERNS[prefix], (whole, digits: string, offset: number) => {
		const cp = parseInt(digits, 16);
		if (cp > 0x10ffff) throw errors.error('out_of_range', { escape: whole, index: Array.from(text.slice(0, offset)).length }, { field: 'input' });
		return String.fromCodePoint(cp);
	});
}

/**
 * IT-Tools' Text to Unicode: each character as a decimal character reference. By code point, so an
 * emoji is one reference (&#128512;) that HTML reads back; IT-Tools writes its two UTF-16 halves,
 * which a browser shows as two U+FFFD. Without `encodeAll`, printable ASCII stays as it is.
 */
export function escapeHtmlNumeric(text: string, { encodeAll }: NotationOptions): string {
	let out = '';
	for (const ch of text) out += !encodeAll && PRINTABLE.test(ch) ? ch : `&#${ch.codePointAt(0)};`;
	return out;
}

/** Decimal (&#233;) and hex (&#xE9;) character references back to characters; any other text, named entities too, stays. */
export function unescapeHtmlNumeric(text: string): string {
	return text.replace(/&#(?:[xX]([0-9a-fA-F]{1,8})|([0-9]{1,10}));/g, (whole, hex: string | undefined, dec: string | undefined, offset: number) => {
		const cp = hex ? parseInt(hex, 16) : Number(dec);
		if (cp > 0x10ffff) throw errors.error('out_of_range', { escape: whole, index: Array.from(text.slice(0, offset)).length }, { field: 'input' });
		return String.fromCodePoint(cp);
	});
}
