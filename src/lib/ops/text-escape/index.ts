import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { charactersAtMost, stringOfAtMost } from '../_shared/schemas.js';
import { errors } from './errors.js';
import { escapeText } from './escape.js';
import { ASCII_LANGUAGES, DIRECTIONS, LANGUAGES, MAX_INPUT, MAX_PADDING, QUOTE_DEFAULTS, QUOTES, UNICODE_PREFIXES } from './options.js';
import { unescapeText } from './unescape.js';

export { MAX_INPUT };

/** Texts up to this many characters are light calls (a few ms in the slowest language); past it, up to MAX_INPUT, the pool runs them (docs/performance.md). */
export const LIGHT_CALL_CHARS = 16_384;

const max = MAX_INPUT.toLocaleString('en-US');

export const textEscape = defineOperation({
	id: 'text-escape',
	group: 'text',
	title: 'Escape / unescape strings',
	summary: 'Escapes text for a JSON, JavaScript, Python, C or Java string, a shell word, SQL, a regex, XML, a CSV field or a form value, writes characters as \\u, %u or U+ code units or HTML &#NN; references, or reads the escaped form back.',
	keywords: ['escape', 'unescape', 'escape string', 'unescape string', 'string escape', 'json escape', 'json string', 'javascript string', 'python string', 'c string', 'java string', 'shell quote', 'shlex', 'sql quote', 'regex escape', 're.escape', 'xml escape', 'csv field', 'quote_plus', 'form urlencoded', 'backslash', 'escape unicode characters', 'unescape unicode characters', 'unicode escape', '\\u escape', '%u', 'U+', 'text to unicode', 'html numeric entity', 'character reference', '&#'],
	method: 'POST',
	path: '/text/escape',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: charactersAtMost(LIGHT_CALL_CHARS, 'input'),
	timeLimit: { ms: 5000, detail: 'escaping ran longer than the time limit of 5,000 ms; send a shorter text' },
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`escape: the raw text; unescape: the escaped content (without the surrounding quotes, except shell and csv). At most ${max} characters`)
			.meta(formHints({ multiline: 4, monospace: true, placeholder: 'He said "hi"\tthen left\n' })),
		language: z
			.enum(LANGUAGES)
			.describe('json (as json.dumps), javascript, python (as repr), c, java: a string literal\'s content; shell: one POSIX sh single-quoted word; sql: standard \'\' quoting; regex: as Python re.escape; xml: text or attribute value; csv: one RFC 4180 field; url-form: application/x-www-form-urlencoded (as quote_plus); unicode: each UTF-16 code unit as `prefix` and hex (CyberChef\'s Escape/Unescape Unicode Characters); html-numeric: each character as a decimal reference &#NN; (IT-Tools\' Text to Unicode), read back with hex &#xHH; too'),
		direction: z.enum(DIRECTIONS).optional().describe('escape (default) or unescape'),
		quote: z.enum(QUOTES).optional().describe('The quote the content sits between: javascript double (default), single or backtick; python single (default, as repr) or double. python has no backtick (422); the other languages have one form and ignore it'),
		ascii_only: z.boolean().optional().describe('escape: also escape every non-ASCII character (json \\u, javascript \\x/\\u, python \\x/\\u/\\U, c octal UTF-8 bytes, java \\u, xml &#N;); default false. The other languages ignore it'),
		prefix: z.enum(UNICODE_PREFIXES).optional().describe('unicode: the notation, \\u (default), %u or U+. Unescaping, \\u and %u take 4 hex digits, U+ 4 to 6; the prefix is read in either case'),
		encode_all: z.boolean().optional().describe('unicode and html-numeric escape: write printable ASCII (space to ~) as notation too; default false for unicode (as CyberChef), true for html-numeric (as IT-Tools)'),
		padding: z.int().min(0).max(MAX_PADDING).optional().describe(`unicode escape: at least this many hex digits, zeros in front; 0-${MAX_PADDING}, default 4`),
		uppercase: z.boolean().optional().describe('unicode escape: upper-case hex digits (\\u00E9); default true, as CyberChef')
	}),
	output: z.object({ output: z.string().describe('escape: the escaped content, without surrounding quotes, save shell (a complete single-quoted word) and csv (a complete field, quoted when needed); unescape: the text') }),
	errors: [
		{ status: 422, when: `\`input\` over ${max} characters; \`language\` or \`direction\` not in the list; \`quote\` not one the language has` },
		{ status: 422, when: 'escape: a lone surrogate for c or url-form, a character XML 1.0 forbids for xml. unescape: an escape the language does not have, cut short or out of range, a character that must be escaped, an unclosed quote, more than one shell word or CSV field, C escapes that are not UTF-8 — naming the character index' }
	],
	examples: [
		{ name: 'Text for a JSON string', input: { input: 'He said "hi"\tthen left\nC:\\temp', language: 'json' } },
		{ name: 'A shell word', input: { input: "it's $HOME", language: 'shell' } },
		{ name: 'A regex for a literal', input: { input: 'price (USD): $4.99?', language: 'regex' } },
		{ name: 'A Python string read back', input: { input: 'caf\\xe9 \\u2615\\n', language: 'python', direction: 'unescape' } },
		{ name: 'Unicode escapes of Greek', input: { input: 'σου', language: 'unicode' } },
		{ name: 'Text as HTML character references', input: { input: 'Olá', language: 'html-numeric' } }
	],
	run(input) {
		const language = input.language;
		if (input.quote === 'backtick' && language === 'python') throw errors.error('quote_not_for', { quote: input.quote, language }, { field: 'quote' });
		const prefix = input.prefix ?? '\\u';
		if ((input.direction ?? 'escape') === 'unescape') return { output: unescapeText(input.input, language, prefix) };
		const quote = input.quote ?? QUOTE_DEFAULTS[language] ?? 'double';
		const asciiOnly = (input.ascii_only ?? false) && ASCII_LANGUAGES.includes(language);
		const notation = { prefix, encodeAll: input.encode_all ?? language === 'html-numeric', padding: input.padding ?? 4, uppercase: input.uppercase ?? true };
		return { output: escapeText(input.input, language, { quote, asciiOnly, notation }) };
	}
});

export const operations = [textEscape];
