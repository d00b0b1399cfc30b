import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { ACTIONS, DIALECTS, KEYWORD_CASES, LANGUAGES, MAX_INDENT, MAX_INPUT, MAX_OUTPUT, MAX_XML_DEPTH, MINIFIABLE, TIME_MS } from './options.js';

const fmt = (n: number) => n.toLocaleString('en-US');
/** The dispatcher; each language's formatter is a further chunk it imports on first use. */
const logic = lazyModule(() => import('./format.js'));

export const codeFormat = defineOperation({
	id: 'code-format',
	group: 'data',
	title: 'Code formatter and minifier (XML, HTML, CSS, JavaScript, TypeScript, JSON5, SQL, YAML, GraphQL, Markdown)',
	summary: 'Formats (beautifies) code in one of ten languages, or minifies XML, CSS, JavaScript, JSON5 and SQL; input that does not parse is refused with its line and column.',
	keywords: ['format', 'formatter', 'beautify', 'beautifier', 'pretty print', 'prettify', 'tidy', 'minify', 'minifier', 'uglify', 'prettier', 'xml', 'html', 'css', 'javascript', 'js', 'typescript', 'json5', 'sql', 'yaml', 'graphql', 'markdown', 'indent'],
	method: 'POST',
	path: '/code/format',
	runs: 'anywhere',
	// Parsers and printers are CPU-bound and superlinear on some inputs (Prettier's line fitting):
	// every call runs where a deadline stops it.
	cost: 'heavy',
	timeLimit: { ms: TIME_MS, detail: `input: formatting ran longer than the time limit of ${fmt(TIME_MS)} ms; send less code` },
	prepare: logic.load,
	input: z.object({
		input: stringOfAtMost(MAX_INPUT)
			.describe(`The code; at most ${fmt(MAX_INPUT)} characters`)
			.meta(formHints({ multiline: 12, monospace: true, placeholder: 'select id, name from users where active = 1 order by name;' })),
		language: z.enum(LANGUAGES).describe('xml, html, css, javascript, typescript, json5, sql, yaml, graphql or markdown'),
		action: z
			.enum(ACTIONS)
			.default('format')
			.describe(`format (indented, one construct a line) or minify (the fewest characters that mean the same; ${MINIFIABLE.join(', ')} only)`),
		indent: z.int().min(1).max(MAX_INDENT).default(2).describe(`Spaces per indentation level when formatting, 1–${MAX_INDENT}`),
		dialect: z.enum(DIALECTS).default('standard').describe('SQL only: standard (ANSI), postgresql, mysql, sqlite or tsql (SQL Server)'),
		keyword_case: z.enum(KEYWORD_CASES).default('preserve').describe('SQL only: upper, lower or preserve the keywords\' case'),
		preserve_comments: z.boolean().default(false).describe('XML minify only: keep the comments (by default minify drops them; format always keeps them)')
	}),
	output: z.object({
		output: z.string().describe('The formatted or minified code')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${fmt(MAX_INPUT)} characters, or not ${'`language`'} (its line and column: \`line 3, column 7: does not parse as SQL: …\`)` },
		{ status: 422, when: `\`action: minify\` for a language other than ${MINIFIABLE.join(', ')}; XML nested deeper than ${fmt(MAX_XML_DEPTH)} elements; an output over ${fmt(MAX_OUTPUT)} characters; a run longer than ${fmt(TIME_MS)} ms` }
	],
	examples: [
		{ name: 'SQL with upper-case keywords', input: { input: 'select id, name from users where active = 1 order by name;', language: 'sql', keyword_case: 'upper' } },
		{ name: 'Indent XML, comments kept', input: { input: '<?xml version="1.0"?><catalog><!-- two books --><book id="1"><title>XML <em>in</em> practice</title></book><book id="2"/></catalog>', language: 'xml' } },
		{ name: 'Minify JavaScript', input: { input: 'function add(first, second) {\n  // the sum\n  return first + second;\n}\nconsole.log(add(1, 2));', language: 'javascript', action: 'minify' } },
		{ name: 'Format CSS', input: { input: 'header{color:black;padding:3rem}a:hover{text-decoration:underline}', language: 'css' } },
		{ name: 'Tidy YAML', input: { input: 'name:   app\nports: [80,   443]\n# the owner\nowner: {name: Ann,   team: ops}', language: 'yaml' } }
	],
	run: async (input) => ({ output: await logic.get().formatCode(input) })
});

export const operations = [codeFormat];
