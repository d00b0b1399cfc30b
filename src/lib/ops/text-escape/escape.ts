/**
 * Escaping text for a language's string literal (or word, field, query value): plain functions
 * over code points. Each follows the reference its README names (Python's json.dumps, repr,
 * shlex.quote, re.escape, csv, urllib.parse.quote_plus, saxutils.escape; jsesc for JavaScript;
 * the C11 and Java language specifications' escape tables).
 */
import { errors } from './errors.js';
import type { Language, Quote } from './options.js';
import { escapeHtmlNumeric, escapeUnicode, type UnicodeOptions } from './unicode-notation.js';

export interface EscapeOptions {
	quote: Quote;
	asciiOnly: boolean;
	/** The `unicode` and `html-numeric` notations' options. */
	notation: UnicodeOptions;
}

const hex = (n: number, width: number, upper = false) => {
	const digits = n.toString(16).padStart(width, '0');
	return upper ? digits.toUpperCase() : digits;
};
const octal3 = (n: number) => '\\' + n.toString(8).padStart(3, '0');
/** `\uXXXX` for each UTF-16 unit of the code point (a pair for astral ones). */
const units = (ch: string, upper: boolean) => (ch.length === 1 ? '\\u' + hex(ch.charCodeAt(0), 4, upper) : '\\u' + hex(ch.charCodeAt(0), 4, upper) + '\\u' + hex(ch.charCodeAt(1), 4, upper));
const utf8 = new TextEncoder();
/** The character index (code points) of a UTF-16 offset, for messages. */
const charIndex = (text: string, offset: number) => Array.from(text.slice(0, offset)).length;
/**
 * Every language below escapes with one `replace` over the characters that need it: a loop that
 * appends character by character is several times slower on 100,000 characters.
 * With the `u` flag, `\p{Cs}` matches lone surrogates only (a pair is one code point).
 */
const LONE = String.raw`\p{Cs}`;
const NON_ASCII = String.raw`[^\x00-\x7f]`;

const JSON_NAMED: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const JSON_PLAIN = new RegExp(String.raw`["\\\x00-\x1f]|${LONE}`, 'gu');
const JSON_ASCII = new RegExp(String.raw`["\\\x00-\x1f]|${NON_ASCII}`, 'gu');

/** As Python's `json.dumps(s, ensure_ascii=asciiOnly)[1:-1]`; a lone surrogate as `\udxxx` (as JSON.stringify). */
const json = (text: string, { asciiOnly }: EscapeOptions) => text.replace(asciiOnly ? JSON_ASCII : JSON_PLAIN, (ch) => JSON_NAMED[ch] ?? units(ch, false));

const JS_NAMED: Record<string, string> = { '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const JS_QUOTES: Record<Quote, string> = { double: '"', single: "'", backtick: '`' };
const jsPattern = (quote: Quote, asciiOnly: boolean) =>
	new RegExp(String.raw`[\\${JS_QUOTES[quote]}\x00-\x1f\x7f\u2028\u2029]|${LONE}${quote === 'backtick' ? String.raw`|\$(?=\{)` : ''}${asciiOnly ? '|' + NON_ASCII : ''}`, 'gu');
const JS_PATTERNS = new Map<string, RegExp>();

/** As jsesc (`quotes`, `wrap: false`): controls and DEL as `\xHH`, `\0` unless a digit follows; other characters as they are unless `asciiOnly`. */
function javascript(text: string, { quote, asciiOnly }: EscapeOptions): string {
	const key = quote + asciiOnly;
	let pattern = JS_PATTERNS.get(key);
	if (!pattern) JS_PATTERNS.set(key, (pattern = jsPattern(quote, asciiOnly)));
	return text.replace(pattern, (ch, offset: number) => {
		const cp = ch.codePointAt(0)!;
		if (ch === JS_QUOTES[quote] || ch === '$') return '\\' + ch;
		if (JS_NAMED[ch]) return JS_NAMED[ch];
		if (cp === 0) return /[0-9]/.test(text[offset + 1] ?? '') ? '\\x00' : '\\0';
		if (cp <= 0xff) return '\\x' + hex(cp, 2, true);
		return units(ch, true);
	});
}

const PY_NAMED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** Python's `str.isprintable()` false: Unicode "Other" and "Separator" categories, save the ASCII space. */
const pyPattern = (q: string, asciiOnly: boolean) => new RegExp(String.raw`[\\${q}]|(?! )[\p{C}\p{Z}]${asciiOnly ? '|' + NON_ASCII : ''}`, 'gu');
const PY_PATTERNS = { "'": [pyPattern("'", false), pyPattern("'", true)], '"': [pyPattern('"', false), pyPattern('"', true)] };

/** As Python's `repr(s)` between `quote` quotes (`ascii(s)` with `asciiOnly`): `\xhh`, `\uhhhh`, `\Uhhhhhhhh`. */
function python(text: string, { quote, asciiOnly }: EscapeOptions): string {
	const q = quote === 'double' ? '"' : "'";
	return text.replace(PY_PATTERNS[q][asciiOnly ? 1 : 0], (ch) => {
		const cp = ch.codePointAt(0)!;
		if (ch === q) return '\\' + ch;
		if (PY_NAMED[ch]) return PY_NAMED[ch];
		return cp <= 0xff ? '\\x' + hex(cp, 2) : cp <= 0xffff ? '\\u' + hex(cp, 4) : '\\U' + hex(cp, 8);
	});
}

const C_NAMED: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\x07': '\\a', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\v': '\\v', '?': '\\?' };
const C_PLAIN = new RegExp(String.raw`[\\"\x00-\x1f\x7f]|(?<=\?)\?|${LONE}`, 'gu');
const C_ASCII = new RegExp(String.raw`[\\"\x00-\x1f\x7f]|(?<=\?)\?|${LONE}|${NON_ASCII}`, 'gu');

/**
 * A C string literal's content (C11 6.4.4.4): other controls as three octal digits (never `\x`,
 * which swallows every hex digit after it), `?` after `?` as `\?` (no trigraph), non-ASCII as
 * UTF-8 bytes in octal with `asciiOnly`.
 */
function c(text: string, { asciiOnly }: EscapeOptions): string {
	return text.replace(asciiOnly ? C_ASCII : C_PLAIN, (ch, offset: number) => {
		const cp = ch.codePointAt(0)!;
		if (cp >= 0xd800 && cp <= 0xdfff) throw errors.error('lone_surrogate', { index: charIndex(text, offset), language: 'C' }, { field: 'input' });
		if (C_NAMED[ch]) return C_NAMED[ch];
		if (cp < 0x80) return octal3(cp);
		let out = '';
		for (const byte of utf8.encode(ch)) out += octal3(byte);
		return out;
	});
}

const JAVA_NAMED: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const JAVA_PLAIN = new RegExp(String.raw`[\\"\x00-\x1f\x7f]|${LONE}`, 'gu');
const JAVA_ASCII = new RegExp(String.raw`[\\"\x00-\x1f\x7f]|${NON_ASCII}`, 'gu');

/**
 * A Java string literal's content (JLS 3.10.7): other controls as three octal digits, never as
 * `\u`, which Java reads before the literal (`\u000a` would end the line); lone surrogates, and
 * every non-ASCII unit with `asciiOnly`, as `\uXXXX`.
 */
const java = (text: string, { asciiOnly }: EscapeOptions) =>
	text.replace(asciiOnly ? JAVA_ASCII : JAVA_PLAIN, (ch) => JAVA_NAMED[ch] ?? (ch.codePointAt(0)! < 0x80 ? octal3(ch.codePointAt(0)!) : units(ch, true)));

/** One POSIX sh word in single quotes, each `'` as `'"'"'` (shlex.quote's form; always quoted, even a plain word). */
const shell = (text: string) => `'${text.replaceAll("'", `'"'"'`)}'`;

/** Standard SQL: a quote doubled. */
const sql = (text: string) => text.replaceAll("'", "''");

/** As Python's re.escape: a backslash before each of ()[]{}?*+-|^$\.&~# and the whitespace \t\n\r\v\f and space. */
const regex = (text: string) => text.replace(/[()[\]{}?*+\-|^$\\.&~# \t\n\r\v\f]/g, '\\$&');

const XML_NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;' };
/** XML 1.0 Char: tab, LF, CR, U+0020-U+D7FF, U+E000-U+FFFD, U+10000 and above. */
export const isXmlChar = (cp: number) => cp === 9 || cp === 10 || cp === 13 || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || cp >= 0x10000;
const NOT_XML = String.raw`[^\t\n\r\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]`;
const XML_PLAIN = new RegExp(String.raw`[&<>"'\r]|${NOT_XML}`, 'gu');
const XML_ASCII = new RegExp(String.raw`[&<>"'\r]|${NOT_XML}|${NON_ASCII}`, 'gu');

/**
 * Text for XML content or an attribute value: & < > " ' as entities and CR as `&#13;` (a parser
 * turns a raw CR into LF), as `saxutils.escape(s, {'"': '&quot;', "'": '&apos;', '\r': '&#13;'})`;
 * with `asciiOnly`, non-ASCII as decimal references (Python's xmlcharrefreplace).
 */
const xml = (text: string, { asciiOnly }: EscapeOptions) =>
	text.replace(asciiOnly ? XML_ASCII : XML_PLAIN, (ch, offset: number) => {
		const cp = ch.codePointAt(0)!;
		if (!isXmlChar(cp)) throw errors.error('not_xml_char', { code: 'U+' + hex(cp, 4, true), index: charIndex(text, offset) }, { field: 'input' });
		return XML_NAMED[ch] ?? `&#${cp};`;
	});

/** One RFC 4180 field, quoted when it holds a comma, a quote, CR or LF, or is empty (as Python's csv writes a lone empty field). */
function csv(text: string): string {
	if (text === '' || /[",\r\n]/.test(text)) return `"${text.replaceAll('"', '""')}"`;
	return text;
}

/** As Python's urllib.parse.quote_plus: UTF-8, letters, digits and _.-~ kept, space as +, the rest %XX (encodeURIComponent less its !'()* ). */
function urlForm(text: string): string {
	const lone = /\p{Cs}/u.exec(text);
	if (lone) throw errors.error('lone_surrogate', { index: charIndex(text, lone.index), language: 'url-form' }, { field: 'input' });
	return encodeURIComponent(text)
		.replace(/[!'()*]/g, (ch) => '%' + hex(ch.charCodeAt(0), 2, true))
		.replaceAll('%20', '+');
}

/** The escaped form of `text` in `language`. */
export function escapeText(text: string, language: Language, options: EscapeOptions): string {
	switch (language) {
		case 'json':
			return json(text, options);
		case 'javascript':
			return javascript(text, options);
		case 'python':
			return python(text, options);
		case 'c':
			return c(text, options);
		case 'java':
			return java(text, options);
		case 'shell':
			return shell(text);
		case 'sql':
			return sql(text);
		case 'regex':
			return regex(text);
		case 'xml':
			return xml(text, options);
		case 'csv':
			return csv(text);
		case 'url-form':
			return urlForm(text);
		case 'unicode':
			return escapeUnicode(text, options.notation);
		case 'html-numeric':
			return escapeHtmlNumeric(text, options.notation);
	}
}
