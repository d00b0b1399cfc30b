import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { ACTIONS, FORMS, MAX_INPUT, MAX_KEEP, type Action } from './options.js';
import { caretDecode, caretEncode, leetDecode, unicodeFormat } from './caret-leet-format.js';
import { alternatingCase, leet, normalize, numeronym, obfuscate, removeDiacritics, removeNullBytes, removeWhitespace, reverseGraphemes, smartToAscii, stripAnsi, swapCase } from './transform.js';

export { MAX_INPUT };

/**
 * The actions that cost more than one quick pass, and the characters up to which each is a light
 * call: V8's grapheme segmenter (reverse) takes about 0.6 µs a cluster (60 ms for 100,000), htmlparser2 and the
 * per-character case mappings about 0.3 µs a character; caret notation (a string piece a byte, and
 * the bytes' hex) and the combining marks about 1 µs a character under load. The other actions are light at MAX_INPUT.
 */
export const LIGHT_CALL_CHARS: Partial<Record<Action, number>> = { reverse: 4_096, 'strip-html': 16_384, 'swap-case': 16_384, 'alternating-case': 16_384, 'caret-encode': 16_384, 'caret-decode': 16_384, 'unicode-format': 16_384 };

const max = MAX_INPUT.toLocaleString('en-US');
/** htmlparser2 loads when the operation first runs, not with the registry (docs/performance.md, "Lean server"). */
const html = lazyModule(() => import('./html-text.js'));

export const textTransform = defineOperation({
	id: 'text-transform',
	group: 'text',
	title: 'Text clean-up',
	summary: 'Strips HTML tags or ANSI colour codes, removes diacritics, whitespace or null bytes, normalizes Unicode, reverses, makes numeronyms, writes and reads leet speak, masks secrets, straightens smart quotes, swaps or alternates case, writes and reads cat -v caret notation and underlines or strikes through with combining characters.',
	keywords: ['strip html', 'strip html tags', 'html to text', 'remove ansi escape codes', 'strip ansi', 'remove diacritics', 'remove accents', 'normalise unicode', 'normalize unicode', 'nfc', 'nfkd', 'remove whitespace', 'remove null bytes', 'reverse text', 'numeronym', 'numeronym generator', 'i18n', 'leet', 'convert leet speak', 'string obfuscator', 'obfuscate', 'mask', 'escape smart characters', 'smart quotes', 'swap case', 'alternating case', 'from leet speak', 'caret notation', 'caret/m-decode', 'cat -v', 'm- notation', 'unicode text format', 'underline', 'strikethrough', 'strike through', 'combining characters'],
	method: 'POST',
	path: '/text/transform',
	runs: 'anywhere',
	cost: 'heavy',
	lightCall: (input) => {
		const { action, input: text } = input as { action: Action; input: string };
		return text.length <= (LIGHT_CALL_CHARS[action] ?? MAX_INPUT);
	},
	timeLimit: { ms: 5000, detail: 'the transform ran longer than the time limit of 5,000 ms; send a shorter text' },
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`The text; at most ${max} characters`)
			.meta(formHints({ multiline: 5, placeholder: '<p>Crème brûlée &amp; “café”</p>' })),
		action: z
			.enum(ACTIONS)
			.describe('strip-html: the text content, block elements and <br> as line breaks; strip-ansi: ECMA-48 escape sequences removed; remove-diacritics: NFD with the combining marks dropped, then NFC; normalize (`form`); remove-whitespace: every Unicode White_Space character; remove-null-bytes; reverse: by grapheme; numeronym: each word over 3 characters as first letter, count, last letter; leet: a4 e3 i1 o0 s5 t7; obfuscate (`keep_first`, `keep_last`, `char`, `keep_spaces`); smart-quotes-to-ascii: typographic quotes, dashes, ellipses and symbols as ASCII; swap-case (as Python str.swapcase); alternating-case: lower, UPPER, lower… over the cased letters; leet-decode: 4 3 1 0 5 7 back to a e i o s t (CyberChef\'s From Leet Speak); caret-encode: the UTF-8 bytes as `cat -v` shows them (^A, ^?, M-a, M-^@; tab and line feed kept); caret-decode: that notation back to bytes (CyberChef\'s Caret/M-decode), `output` their UTF-8 text and `bytes_hex` the bytes; unicode-format: U+0336 (`strikethrough`) then U+0332 (`underline`) after each character save line breaks'),
		form: z.enum(FORMS).optional().describe('normalize: the Unicode normalization form; default NFC'),
		keep_first: z.int().min(0).max(MAX_KEEP).optional().describe('obfuscate: characters kept at the start; default 4'),
		keep_last: z.int().min(0).max(MAX_KEEP).optional().describe('obfuscate: characters kept at the end; default 0'),
		char: z
			.string()
			.refine((c) => Array.from(c).length === 1, { error: 'must be one character' })
			.optional()
			.describe('obfuscate: the character written in place of the others; default *'),
		keep_spaces: z.boolean().optional().describe('obfuscate: leave spaces as they are; default true'),
		underline: z.boolean().optional().describe('unicode-format: a combining low line (U+0332) after each character; default true'),
		strikethrough: z.boolean().optional().describe('unicode-format: a combining long stroke overlay (U+0336) after each character; default false')
	}),
	output: z.object({
		output: z.string().describe('The transformed text; caret-decode: the bytes read as UTF-8, a byte that is not UTF-8 as U+FFFD'),
		bytes_hex: z.string().optional().describe('caret-decode only: the decoded bytes in lower-case hex, exactly')
	}),
	errors: [{ status: 422, when: `\`input\` over ${max} characters; \`action\` or \`form\` not in the list; \`keep_first\`/\`keep_last\` outside 0-${MAX_KEEP.toLocaleString('en-US')}; \`char\` not one character` }],
	examples: [
		{ name: 'Text of an HTML fragment', input: { input: '<h1>Menu</h1><p>Crème brûlée &amp; <b>café</b></p><ul><li>one</li><li>two</li></ul>', action: 'strip-html' } },
		{ name: 'Accents removed', input: { input: 'Crème brûlée à São Paulo', action: 'remove-diacritics' } },
		{ name: 'A token masked', input: { input: 'sk_live_4eC39HqLyjWDarjtT1zdp7dc', action: 'obfuscate', keep_first: 8, keep_last: 4 } },
		{ name: 'Numeronyms', input: { input: 'internationalization and localization', action: 'numeronym' } },
		{ name: 'cat -v output read back', input: { input: 'cafM-CM-) ^[[1mbold^[[0m^M', action: 'caret-decode' } },
		{ name: 'Struck-through text', input: { input: 'old price', action: 'unicode-format', strikethrough: true } }
	],
	prepare: html.load,
	run(input) {
		const text = input.input;
		if (input.action === 'caret-decode') {
			const bytes = caretDecode(text);
			return { output: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), bytes_hex: Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') };
		}
		const output = (() => {
			switch (input.action) {
				case 'strip-html':
					return html.get().htmlToText(text);
				case 'strip-ansi':
					return stripAnsi(text);
				case 'remove-diacritics':
					return removeDiacritics(text);
				case 'normalize':
					return normalize(text, input.form ?? 'NFC');
				case 'remove-whitespace':
					return removeWhitespace(text);
				case 'remove-null-bytes':
					return removeNullBytes(text);
				case 'reverse':
					return reverseGraphemes(text);
				case 'numeronym':
					return numeronym(text);
				case 'leet':
					return leet(text);
				case 'obfuscate':
					return obfuscate(text, { keepFirst: input.keep_first ?? 4, keepLast: input.keep_last ?? 0, char: input.char ?? '*', keepSpaces: input.keep_spaces ?? true });
				case 'smart-quotes-to-ascii':
					return smartToAscii(text);
				case 'swap-case':
					return swapCase(text);
				case 'alternating-case':
					return alternatingCase(text);
				case 'leet-decode':
					return leetDecode(text);
				case 'caret-encode':
					return caretEncode(text);
				case 'unicode-format':
					return unicodeFormat(text, { underline: input.underline ?? true, strikethrough: input.strikethrough ?? false });
			}
		})();
		return { output };
	}
});

export const operations = [textTransform];
