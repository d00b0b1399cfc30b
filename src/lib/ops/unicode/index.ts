import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { errors } from './errors.js';
import { MAX_INPUT, MAX_MATCHES, MAX_SEARCH } from './limits.js';

const fmt = (n: number) => n.toLocaleString('en-US');

/** The table (about 1 MB of names) is a chunk of its own, loaded on the first call. */
let table: typeof import('./table.js') | undefined;

const character = z.object({
	char: z.string().describe('The character itself'),
	code_point: z.string().describe('Its code point, U+ and at least four hex digits: U+1F600'),
	name: z.string().nullable().describe("Its Unicode name as Python's unicodedata.name gives it (HEAVY BLACK HEART); null where that has none (controls, private use, unassigned, surrogates)"),
	category: z.string().describe('Its general category, two letters: Lu, Ll, Nd, So, Cc, Cn (unassigned)…'),
	block: z.string().describe('The block it is in (Blocks.txt), or No_Block'),
	utf8: z.string().nullable().describe('Its UTF-8 bytes in hex, a space between bytes (F0 9F 98 80); null for a lone surrogate, which UTF-8 cannot hold'),
	utf16: z.string().describe('Its UTF-16 code units in hex, a space between units (D83D DE00)'),
	html: z.string().describe('An HTML numeric character reference: &#x1F600;'),
	emoji: z.boolean().describe('True when it has the Unicode Emoji property (UTS #51), the ASCII keycap bases # * 0–9 excepted')
});

export const unicode = defineOperation({
	id: 'unicode',
	group: 'text',
	title: 'Unicode character inspector',
	summary: 'Describes each character of a text (code point, name, category, block, UTF-8 and UTF-16 bytes, HTML reference), or finds characters and emoji by name.',
	keywords: ['unicode', 'character', 'code point', 'emoji', 'character name', 'utf-8', 'utf-16', 'html entity', 'unicode lookup', 'char info', 'symbol', 'search characters'],
	method: 'POST',
	path: '/unicode',
	runs: 'anywhere',
	// A bisection per character described; a search reads the 33,000 listed names once (a few ms).
	cost: 'light',
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.optional()
			.describe(`The characters to describe, each code point once in order; at most ${fmt(MAX_INPUT)} characters`)
			.meta(formHints({ multiline: 2, placeholder: 'é😀❤' })),
		search: stringOfAtMost(MAX_SEARCH)
			.optional()
			.describe(`Words of a character's name (grinning, cat face; every word must begin a word of the name, case does not matter) or a code point (U+1F600); at most ${MAX_SEARCH} characters`)
			.meta(formHints({ placeholder: 'grinning' }))
	}),
	output: z.object({
		characters: z.array(character).optional().describe('For `input`: one entry a character, in order'),
		matches: z.array(character).optional().describe(`For \`search\`: the characters whose names match, emoji first, then by code point; at most ${MAX_MATCHES}`),
		total: z.int().optional().describe('For `search`: how many characters match in all (more than `matches` holds when over the limit)'),
		unicode_version: z.string().describe('The Unicode version of the names and properties')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${fmt(MAX_INPUT)} characters; \`search\` over ${MAX_SEARCH} characters; both or neither of \`input\` and \`search\`` }
	],
	attribution: 'Unicode Character Database (Unicode, Inc., Unicode License v3) as Python’s unicodedata and Blocks.txt carry it',
	examples: [
		{ name: 'Describe characters', input: { input: 'é😀❤' } },
		{ name: 'Find by name', input: { search: 'grinning' } },
		{ name: 'Look up a code point', input: { search: 'U+2603' } }
	],
	async prepare() {
		table = await import('./table.js');
	},
	run(input) {
		const t = table as typeof import('./table.js');
		if (input.input !== undefined && input.search !== undefined) throw errors.error('one_of', {}, { field: 'search' });
		if (input.input !== undefined) return { characters: t.codePoints(input.input).map(t.describe), unicode_version: t.UNICODE_VERSION };
		if (input.search === undefined) throw errors.error('neither', {}, { field: 'input' });
		const { codes, total } = t.searchNames(input.search, MAX_MATCHES);
		return { matches: codes.map(t.describe), total, unicode_version: t.UNICODE_VERSION };
	}
});

export const operations = [unicode];
