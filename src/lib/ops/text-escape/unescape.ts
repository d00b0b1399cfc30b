/**
 * Reading escaped content back to text, each language by its own rules (json.loads, JavaScript's
 * sloppy-mode string literal, Python's string literal, C11 6.4.4.4, JLS 3.3 and 3.10.7, POSIX sh
 * quoting, standard SQL, Python's re, XML 1.0, RFC 4180, urllib.parse.unquote_plus). Positions in
 * messages count characters (code points) from 0.
 */
import { errors } from './errors.js';
import { isXmlChar } from './escape.js';
import type { Language, UnicodePrefix } from './options.js';
import { unescapeHtmlNumeric, unescapeUnicode } from './unicode-notation.js';

const field = { field: 'input' } as const;
const HEX = /^[0-9a-fA-F]$/;
const OCT = /^[0-7]$/;
const isSurrogate = (cp: number) => cp >= 0xd800 && cp <= 0xdfff;

/** The characters of `chars` from `at` that match `digit`, at most `max`. */
function digits(chars: string[], at: number, digit: RegExp, max: number): string {
	let out = '';
	while (out.length < max && at + out.length < chars.length && digit.test(chars[at + out.length])) out += chars[at + out.length];
	return out;
}

/** Exactly `count` hex digits at `at`, or a 422 naming the escape that starts at `start`. */
function fixedHex(chars: string[], at: number, count: number, start: number): number {
	const found = digits(chars, at, HEX, count);
	if (found.length < count) throw errors.error('truncated_escape', { escape: chars.slice(start, at + found.length).join(''), index: start }, field);
	return parseInt(found, 16);
}

function codePoint(cp: number, escape: string, index: number): string {
	if (cp > 0x10ffff) throw errors.error('out_of_range', { escape, index }, field);
	return String.fromCodePoint(cp);
}

const JSON_SIMPLE: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** As json.loads of the content between quotes: strict, so a raw quote or control character is refused. */
function json(chars: string[]): string {
	let out = '';
	for (let i = 0; i < chars.length; i++) {
		const ch = chars[i];
		if (ch === '"' || ch.charCodeAt(0) < 0x20) throw errors.error('raw_character', { char: JSON.stringify(ch), index: i, language: 'JSON' }, field);
		if (ch !== '\\') {
			out += ch;
			continue;
		}
		const next = chars[i + 1];
		if (next === undefined) throw errors.error('truncated_escape', { escape: '\\', index: i }, field);
		if (JSON_SIMPLE[next] !== undefined) {
			out += JSON_SIMPLE[next];
			i++;
		} else if (next === 'u') {
			out += String.fromCharCode(fixedHex(chars, i + 2, 4, i));
			i += 5;
		} else throw errors.error('bad_escape', { escape: '\\' + next, index: i, language: 'JSON' }, field);
	}
	return out;
}

const JS_SIMPLE: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const LINE_TERMINATORS = new Set(['\n', '\r', '\u2028', '\u2029']);

/** A JavaScript string literal's content, as sloppy-mode code reads it (legacy octal escapes too); any other escaped character is itself. */
function javascript(chars: string[]): string {
	let out = '';
	for (let i = 0; i < chars.length; i++) {
		if (chars[i] !== '\\') {
			out += chars[i];
			continue;
		}
		const next = chars[i + 1];
		if (next === undefined) throw errors.error('truncated_escape', { escape: '\\', index: i }, field);
		if (JS_SIMPLE[next]) {
			out += JS_SIMPLE[next];
			i++;
		} else if (OCT.test(next)) {
			const run = digits(chars, i + 1, OCT, next <= '3' ? 3 : 2);
			out += String.fromCharCode(parseInt(run, 8));
			i += run.length;
		} else if (next === 'x') {
			out += String.fromCharCode(fixedHex(chars, i + 2, 2, i));
			i += 3;
		} else if (next === 'u' && chars[i + 2] === '{') {
			const run = digits(chars, i + 3, HEX, 8);
			if (!run || chars[i + 3 + run.length] !== '}') throw errors.error('truncated_escape', { escape: chars.slice(i, i + 4 + run.length).join(''), index: i }, field);
			out += codePoint(parseInt(run, 16), `\\u{${run}}`, i);
			i += 3 + run.length;
		} else if (next === 'u') {
			out += String.fromCharCode(fixedHex(chars, i + 2, 4, i));
			i += 5;
		} else if (LINE_TERMINATORS.has(next)) i += next === '\r' && chars[i + 2] === '\n' ? 2 : 1;
		else {
			out += next;
			i++;
		}
	}
	return out;
}

const PY_SIMPLE: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** A Python str literal's content: an unknown escape keeps its backslash, as Python does. */
function python(chars: string[]): string {
	let out = '';
	for (let i = 0; i < chars.length; i++) {
		if (chars[i] !== '\\') {
			out += chars[i];
			continue;
		}
		const next = chars[i + 1];
		if (next === undefined) throw errors.error('truncated_escape', { escape: '\\', index: i }, field);
		const wide = { x: 2, u: 4, U: 8 }[next];
		if (PY_SIMPLE[next]) {
			out += PY_SIMPLE[next];
			i++;
		} else if (next === '\n') i++;
		else if (OCT.test(next)) {
			const run = digits(chars, i + 1, OCT, 3);
			out += String.fromCodePoint(parseInt(run, 8));
			i += run.length;
		} else if (wide) {
			const cp = fixedHex(chars, i + 2, wide, i);
			out += codePoint(cp, chars.slice(i, i + 2 + wide).join(''), i);
			i += 1 + wide;
		} else if (next === 'N') throw errors.error('named_escape', { index: i }, field);
		else out += '\\';
	}
	return out;
}

const C_SIMPLE: Record<string, number> = { a: 7, b: 8, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 92, "'": 39, '"': 34, '?': 63 };

/** Bytes to text, refusing what is not UTF-8. */
function fromUtf8(bytes: number[], index: number): string {
	try {
		return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(new Uint8Array(bytes));
	} catch {
		throw errors.error('not_utf8', { index }, field);
	}
}

/** A C string literal's content (C11 6.4.4.4): the escapes give bytes (UCNs their UTF-8), and the bytes must be UTF-8. */
function c(chars: string[]): string {
	const bytes: number[] = [];
	const encoder = new TextEncoder();
	for (let i = 0; i < chars.length; i++) {
		if (chars[i] !== '\\') {
			const unit = chars[i].charCodeAt(0);
			if (unit < 0x80) bytes.push(unit);
			else bytes.push(...encoder.encode(chars[i]));
			continue;
		}
		const next = chars[i + 1];
		if (next === undefined) throw errors.error('truncated_escape', { escape: '\\', index: i }, field);
		if (C_SIMPLE[next] !== undefined) {
			bytes.push(C_SIMPLE[next]);
			i++;
		} else if (next === '\n') i++;
		else if (OCT.test(next)) {
			const run = digits(chars, i + 1, OCT, 3);
			if (parseInt(run, 8) > 0xff) throw errors.error('out_of_range', { escape: '\\' + run, index: i }, field);
			bytes.push(parseInt(run, 8));
			i += run.length;
		} else if (next === 'x') {
			const run = digits(chars, i + 2, HEX, Infinity);
			if (!run) throw errors.error('truncated_escape', { escape: '\\x', index: i }, field);
			if (parseInt(run, 16) > 0xff) throw errors.error('out_of_range', { escape: '\\x' + run, index: i }, field);
			bytes.push(parseInt(run, 16));
			i += 1 + run.length;
		} else if (next === 'u' || next === 'U') {
			const width = next === 'u' ? 4 : 8;
			const cp = fixedHex(chars, i + 2, width, i);
			const escape = chars.slice(i, i + 2 + width).join('');
			if (isSurrogate(cp)) throw errors.error('out_of_range', { escape, index: i }, field);
			bytes.push(...encoder.encode(codePoint(cp, escape, i)));
			i += 1 + width;
		} else throw errors.error('bad_escape', { escape: '\\' + next, index: i, language: 'C' }, field);
	}
	return fromUtf8(bytes, chars.length);
}

const JAVA_SIMPLE: Record<string, string> = { b: '\b', s: ' ', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', "'": "'", '\\': '\\' };

/** Java's first step (JLS 3.3): `\uXXXX` (any number of u) where the backslash follows an even run of backslashes. */
function javaUnicode(chars: string[]): string[] {
	const out: string[] = [];
	let run = 0;
	for (let i = 0; i < chars.length; i++) {
		if (chars[i] === '\\' && run % 2 === 0 && chars[i + 1] === 'u') {
			let at = i + 1;
			while (chars[at] === 'u') at++;
			out.push(String.fromCharCode(fixedHex(chars, at, 4, i)));
			i = at + 3;
			run = 0;
			continue;
		}
		run = chars[i] === '\\' ? run + 1 : 0;
		out.push(chars[i]);
	}
	return out;
}

/** A Java string literal's content: Unicode escapes first, then the escape sequences (JLS 3.10.7). */
function java(source: string[]): string {
	const chars = javaUnicode(source);
	let out = '';
	for (let i = 0; i < chars.length; i++) {
		if (chars[i] !== '\\') {
			if (chars[i] === '\n' || chars[i] === '\r') throw errors.error('raw_character', { char: JSON.stringify(chars[i]), index: i, language: 'Java' }, field);
			out += chars[i];
			continue;
		}
		const next = chars[i + 1];
		if (next === undefined) throw errors.error('truncated_escape', { escape: '\\', index: i }, field);
		if (JAVA_SIMPLE[next]) {
			out += JAVA_SIMPLE[next];
			i++;
		} else if (OCT.test(next)) {
			const run = digits(chars, i + 1, OCT, next <= '3' ? 3 : 2);
			out += String.fromCharCode(parseInt(run, 8));
			i += run.length;
		} else throw errors.error('bad_escape', { escape: '\\' + next, index: i, language: 'Java' }, field);
	}
	return out;
}

/** One POSIX sh word: single quotes literal, backslash outside quotes escapes any character, inside double quotes only $ ` " \ and newline. */
function shell(chars: string[]): string {
	const words: string[] = [];
	let word: string | null = null;
	for (let i = 0; i < chars.length; i++) {
		const ch = chars[i];
		if (ch === ' ' || ch === '\t' || ch === '\n') {
			if (word !== null) words.push(word);
			word = null;
			continue;
		}
		word ??= '';
		if (ch === "'") {
			const end = chars.indexOf("'", i + 1);
			if (end < 0) throw errors.error('unclosed_quote', { quote: 'single', index: i }, field);
			word += chars.slice(i + 1, end).join('');
			i = end;
		} else if (ch === '"') {
			const start = i;
			for (i++; chars[i] !== '"'; i++) {
				if (i >= chars.length) throw errors.error('unclosed_quote', { quote: 'double', index: start }, field);
				if (chars[i] === '\\' && /^[$`"\\\n]$/.test(chars[i + 1] ?? '')) {
					i++;
					if (chars[i] !== '\n') word += chars[i];
				} else word += chars[i];
			}
		} else if (ch === '\\') {
			if (i + 1 < chars.length && chars[i + 1] !== '\n') word += chars[i + 1];
			i++;
		} else word += ch;
	}
	if (word !== null) words.push(word);
	if (words.length > 1) throw errors.error('several_words', { count: words.length }, field);
	return words[0] ?? '';
}

/** Standard SQL: `''` is one quote; a quote alone would end the literal. */
function sql(chars: string[]): string {
	let out = '';
	for (let i = 0; i < chars.length; i++) {
		if (chars[i] === "'") {
			if (chars[i + 1] !== "'") throw errors.error('raw_character', { char: "'", index: i, language: 'SQL' }, field);
			i++;
		}
		out += chars[i];
	}
	return out;
}

const RE_SIMPLE: Record<string, string> = { a: '\x07', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const RE_OPERATORS = new Set(['.', '^', '$', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|']);

/** The literal text a Python regex of escaped characters matches: operators and classes (\d, \w…) are refused. */
function regex(chars: string[]): string {
	let out = '';
	for (let i = 0; i < chars.length; i++) {
		const ch = chars[i];
		if (RE_OPERATORS.has(ch)) throw errors.error('regex_operator', { char: ch, index: i }, field);
		if (ch !== '\\') {
			out += ch;
			continue;
		}
		const next = chars[i + 1];
		if (next === undefined) throw errors.error('truncated_escape', { escape: '\\', index: i }, field);
		const wide = { x: 2, u: 4, U: 8 }[next];
		if (!/[A-Za-z0-9]/.test(next)) out += next;
		else if (RE_SIMPLE[next]) out += RE_SIMPLE[next];
		else if (wide) {
			out += codePoint(fixedHex(chars, i + 2, wide, i), chars.slice(i, i + 2 + wide).join(''), i);
			i += wide;
		} else if (next === '0') {
			const run = digits(chars, i + 2, OCT, 2);
			out += String.fromCharCode(parseInt('0' + run, 8));
			i += run.length;
		} else if (next === 'N') throw errors.error('named_escape', { index: i }, field);
		else throw errors.error('regex_class', { escape: '\\' + next, index: i }, field);
		i++;
	}
	return out;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML 1.0 text: the five entities and character references; any other `&` is refused. */
function xml(chars: string[]): string {
	let out = '';
	for (let i = 0; i < chars.length; i++) {
		if (chars[i] !== '&') {
			out += chars[i];
			continue;
		}
		const end = chars.indexOf(';', i);
		const body = end > i ? chars.slice(i + 1, end).join('') : '';
		const reference = /^#(?:x([0-9a-fA-F]{1,8})|([0-9]{1,10}))$/.exec(body);
		if (XML_ENTITIES[body]) out += XML_ENTITIES[body];
		else if (reference) {
			const cp = reference[1] ? parseInt(reference[1], 16) : Number(reference[2]);
			if (cp > 0x10ffff || !isXmlChar(cp)) throw errors.error('not_xml_char', { code: `&${body};`, index: i }, field);
			out += String.fromCodePoint(cp);
		} else throw errors.error('unknown_entity', { entity: end > i && end - i < 40 ? `&${body};` : '&', index: i }, field);
		i = end;
	}
	return out;
}

/** One RFC 4180 field: quoted (quotes doubled inside) or bare (no comma, quote or line break). */
function csv(chars: string[]): string {
	if (chars[0] !== '"') {
		const stop = chars.findIndex((ch) => ch === ',' || ch === '\r' || ch === '\n' || ch === '"');
		if (stop >= 0) throw errors.error('several_fields', { char: JSON.stringify(chars[stop]), index: stop }, field);
		return chars.join('');
	}
	let out = '';
	for (let i = 1; i < chars.length; i++) {
		if (chars[i] !== '"') {
			out += chars[i];
			continue;
		}
		if (chars[i + 1] === '"') {
			out += '"';
			i++;
		} else if (i === chars.length - 1) return out;
		else throw errors.error('several_fields', { char: '"', index: i }, field);
	}
	throw errors.error('unclosed_quote', { quote: 'double', index: 0 }, field);
}

/** As urllib.parse.unquote_plus: + is a space, %XX runs are UTF-8 (bad bytes become U+FFFD), a stray % stays. */
function urlForm(chars: string[]): string {
	let out = '';
	const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
	for (let i = 0; i < chars.length; i++) {
		const bytes: number[] = [];
		while (chars[i] === '%' && HEX.test(chars[i + 1] ?? '') && HEX.test(chars[i + 2] ?? '')) {
			bytes.push(parseInt(chars[i + 1] + chars[i + 2], 16));
			i += 3;
		}
		if (bytes.length) out += decoder.decode(new Uint8Array(bytes));
		if (i < chars.length) out += chars[i] === '+' ? ' ' : chars[i];
	}
	return out;
}

/** The text that the escaped `content` in `language` stands for. */
export function unescapeText(content: string, language: Language, prefix: UnicodePrefix = '\\u'): string {
	// The notations read the text with one pattern, without splitting it into characters first.
	if (language === 'unicode') return unescapeUnicode(content, prefix);
	if (language === 'html-numeric') return unescapeHtmlNumeric(content);
	const chars = Array.from(content);
	switch (language) {
		case 'json':
			return json(chars);
		case 'javascript':
			return javascript(chars);
		case 'python':
			return python(chars);
		case 'c':
			return c(chars);
		case 'java':
			return java(chars);
		case 'shell':
			return shell(chars);
		case 'sql':
			return sql(chars);
		case 'regex':
			return regex(chars);
		case 'xml':
			return xml(chars);
		case 'csv':
			return csv(chars);
		case 'url-form':
			return urlForm(chars);
		default:
			throw new Error(`no unescape for ${language}`);
	}
}
