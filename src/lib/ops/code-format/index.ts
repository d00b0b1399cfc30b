import { z } from 'zod';
import { defineOperation } from '../../engine/define.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { stringOfAtMost } from '../_shared/schemas.js';
import { ACTIONS, ANSWER_LANGUAGES, DIALECTS, FORMATTABLE, KEYWORD_CASES, LANGUAGES, MAX_DETECT, MAX_INDENT, MAX_INPUT, MAX_OUTPUT, MAX_PARSE_INPUT, MAX_PARSE_OUTPUT, MAX_XML_DEPTH, MINIFIABLE, SOURCE_TYPES, TIME_MS } from './options.js';

const fmt = (n: number) => n.toLocaleString('en-US');
/** The dispatcher; each language's formatter is a further chunk it imports on first use. */
const logic = lazyModule(() => import('./format.js'));

export const codeFormat = defineOperation({
	id: 'code-format',
	group: 'data',
	title: 'Code formatter, minifier, syntax highlighter and JavaScript parser',
	summary: 'Formats (beautifies) code in one of ten languages (YAML with its keys sorted if asked), minifies XML, CSS, JavaScript, JSON5 and SQL, highlights the syntax of twenty languages as HTML (or detects the language), or parses JavaScript into its ESTree AST; input that does not parse is refused with its line and column.',
	keywords: ['format', 'formatter', 'beautify', 'beautifier', 'pretty print', 'prettify', 'tidy', 'minify', 'minifier', 'uglify', 'prettier', 'xml', 'html', 'css', 'javascript', 'js', 'typescript', 'json5', 'sql', 'yaml', 'graphql', 'markdown', 'indent', 'syntax highlighter', 'syntax highlighting', 'highlight.js', 'code highlight', 'javascript parser', 'ast', 'estree', 'esprima', 'acorn', 'yaml sort keys', 'sort keys', 'yaml viewer'],
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
		language: z
			.enum(LANGUAGES)
			.describe(`${FORMATTABLE.join(', ')} (format); json, c, cpp, csharp, java, php, python, go, rust, bash too for highlight, which also takes auto (detect it)`),
		action: z
			.enum(ACTIONS)
			.default('format')
			.describe(
				`format (indented, one construct a line), minify (the fewest characters that mean the same; ${MINIFIABLE.join(', ')} only), highlight (HTML with highlight.js's hljs-* classes) or parse (javascript only: the ESTree AST as JSON text, at most ${fmt(MAX_PARSE_INPUT)} characters of code)`
			),
		indent: z.int().min(1).max(MAX_INDENT).default(2).describe(`Spaces per indentation level when formatting, 1–${MAX_INDENT}`),
		dialect: z.enum(DIALECTS).default('standard').describe('SQL only: standard (ANSI), postgresql, mysql, sqlite or tsql (SQL Server)'),
		keyword_case: z.enum(KEYWORD_CASES).default('preserve').describe('SQL only: upper, lower or preserve the keywords\' case'),
		preserve_comments: z.boolean().default(false).describe('XML minify only: keep the comments (by default minify drops them; format always keeps them)'),
		sort_keys: z.boolean().default(false).describe('YAML format only: order every mapping\'s keys (numbers first, then by code point); comments move with their keys'),
		source_type: z.enum(SOURCE_TYPES).default('script').describe('parse only: script (as esprima\'s parseScript, CyberChef\'s choice) or module (import and export, strict mode)'),
		locations: z.boolean().default(false).describe('parse only: add each node\'s loc (start and end line from 1, column from 0)'),
		ranges: z.boolean().default(false).describe('parse only: add each node\'s range, [start, end] offsets'),
		tokens: z.boolean().default(false).describe('parse only: add the Program\'s tokens ({type, value} as esprima names them)'),
		comments: z.boolean().default(false).describe('parse only: add the Program\'s comments ({type: Line or Block, value})')
	}),
	output: z.object({
		output: z.string().describe('The formatted or minified code; for highlight, HTML (spans with hljs-* classes, the code escaped); for parse, the AST as JSON text'),
		language: z
			.enum(ANSWER_LANGUAGES)
			.optional()
			.describe('highlight only: the language highlighted, the one detected for auto (plaintext when none scored)')
	}),
	errors: [
		{ status: 422, when: `\`input\` over ${fmt(MAX_INPUT)} characters, or not ${'`language`'} (its line and column: \`line 3, column 7: does not parse as SQL: …\`)` },
		{ status: 422, when: `\`action: minify\` for a language other than ${MINIFIABLE.join(', ')}; format of a highlight-only language; parse of a language other than javascript or of code over ${fmt(MAX_PARSE_INPUT)} characters; \`auto\` outside highlight; \`sort_keys\` outside YAML format, or when an alias would precede its anchor` },
		{ status: 422, when: `XML nested deeper than ${fmt(MAX_XML_DEPTH)} elements; an output over ${fmt(MAX_OUTPUT)} characters (parse: ${fmt(MAX_PARSE_OUTPUT)}); a run longer than ${fmt(TIME_MS)} ms (auto detection reads the first ${fmt(MAX_DETECT)} characters)` }
	],
	examples: [
		{ name: 'SQL with upper-case keywords', input: { input: 'select id, name from users where active = 1 order by name;', language: 'sql', keyword_case: 'upper' } },
		{ name: 'Indent XML, comments kept', input: { input: '<?xml version="1.0"?><catalog><!-- two books --><book id="1"><title>XML <em>in</em> practice</title></book><book id="2"/></catalog>', language: 'xml' } },
		{ name: 'Minify JavaScript', input: { input: 'function add(first, second) {\n  // the sum\n  return first + second;\n}\nconsole.log(add(1, 2));', language: 'javascript', action: 'minify' } },
		{ name: 'Format CSS', input: { input: 'header{color:black;padding:3rem}a:hover{text-decoration:underline}', language: 'css' } },
		{ name: 'Tidy YAML', input: { input: 'name:   app\nports: [80,   443]\n# the owner\nowner: {name: Ann,   team: ops}', language: 'yaml' } },
		{ name: 'YAML with sorted keys', input: { input: 'version: 2\n# who runs it\nowner: ops\nbuild:\n  target: web\n  cache: true', language: 'yaml', sort_keys: true } },
		{ name: 'Highlight Python', input: { input: 'def greet(name: str) -> str:\n    # say hello\n    return f"Hello, {name}!"\n\nprint(greet("Ann"))', language: 'python', action: 'highlight' } },
		{ name: 'Detect the language and highlight', input: { input: 'SELECT name, count(*) AS n\nFROM users\nWHERE active = 1\nGROUP BY name;', language: 'auto', action: 'highlight' } },
		{ name: 'Parse JavaScript into its AST', input: { input: 'const answer = 6 * 7; // the answer', language: 'javascript', action: 'parse', comments: true } }
	],
	run: (input) => logic.get().formatCode(input)
});

export const operations = [codeFormat];
