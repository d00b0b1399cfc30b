/** The schema's constants, apart from the formatters (which load on first use). */
/** The languages formatted (the first ten), then those only highlighted, then `auto` (highlight's detection). */
export const LANGUAGES = ['xml', 'html', 'css', 'javascript', 'typescript', 'json5', 'sql', 'yaml', 'graphql', 'markdown', 'json', 'c', 'cpp', 'csharp', 'java', 'php', 'python', 'go', 'rust', 'bash', 'auto'] as const;
export type Language = (typeof LANGUAGES)[number];
/** highlight's `language` in its answer: every language but `auto`, or `plaintext` when detection found none. */
export const ANSWER_LANGUAGES = ['xml', 'html', 'css', 'javascript', 'typescript', 'json5', 'sql', 'yaml', 'graphql', 'markdown', 'json', 'c', 'cpp', 'csharp', 'java', 'php', 'python', 'go', 'rust', 'bash', 'plaintext'] as const;
/** A language other than `auto`. */
export type NamedLanguage = Exclude<Language, 'auto'>;

export const ACTIONS = ['format', 'minify', 'highlight', 'parse'] as const;
export type Action = (typeof ACTIONS)[number];

/** The languages `format` takes: Prettier's, sql-formatter's and the XML printer's. */
export const FORMATTABLE: readonly Language[] = ['xml', 'html', 'css', 'javascript', 'typescript', 'json5', 'sql', 'yaml', 'graphql', 'markdown'];
/** `highlight` takes every language and `auto`; `parse` only JavaScript (acorn's ESTree). */
export const PARSEABLE: readonly Language[] = ['javascript'];
/** `sort_keys` orders YAML mappings (the `yaml` package's documents keep the comments). */
export const SORTABLE: readonly Language[] = ['yaml'];

export const SOURCE_TYPES = ['script', 'module'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** The languages `minify` takes (the spec's list); the others answer 422. */
export const MINIFIABLE: readonly Language[] = ['xml', 'css', 'javascript', 'json5', 'sql'];

export const DIALECTS = ['standard', 'postgresql', 'mysql', 'sqlite', 'tsql'] as const;
export type Dialect = (typeof DIALECTS)[number];

export const KEYWORD_CASES = ['upper', 'lower', 'preserve'] as const;
export type KeywordCase = (typeof KEYWORD_CASES)[number];

/**
 * Characters of `input`. Prettier formats about 100 KB of JavaScript a second on one core here; a
 * quarter of a MiB stays well inside the time limit.
 */
export const MAX_INPUT = 262_144;
/** Characters of `output`: indentation can make a deeply nested input several times longer. */
export const MAX_OUTPUT = 2_097_152;
/**
 * Characters of `input` for `parse`: the AST's JSON is 35 (bare) to 110 (with locations and
 * ranges) times longer than the code it describes.
 */
export const MAX_PARSE_INPUT = 65_536;
/** Characters of `parse`'s `output` (the AST as JSON text). */
export const MAX_PARSE_OUTPUT = 8_388_608;
/**
 * Characters `language: auto` reads to pick the language: highlight.js tries every language on the
 * sample (about 1.4 s for 64 KiB and 20 languages here), then highlights the whole input once.
 */
export const MAX_DETECT = 65_536;
/** Levels of XML element nesting (the XML printer walks the tree). */
export const MAX_XML_DEPTH = 1_000;
export const MAX_INDENT = 8;
/** The longest one call may run, in the server's pool and in the browser's worker. */
export const TIME_MS = 10_000;

/** The file name's extension per language, for the view's download. */
export const EXTENSIONS: Record<Language, string> = {
	xml: 'xml',
	html: 'html',
	css: 'css',
	javascript: 'js',
	typescript: 'ts',
	json5: 'json5',
	sql: 'sql',
	yaml: 'yaml',
	graphql: 'graphql',
	markdown: 'md',
	json: 'json',
	c: 'c',
	cpp: 'cpp',
	csharp: 'cs',
	java: 'java',
	php: 'php',
	python: 'py',
	go: 'go',
	rust: 'rs',
	bash: 'sh',
	auto: 'txt'
};

/** Each language as people write its name, for the view's heading. */
export const LANGUAGE_NAMES: Record<Language, string> = {
	xml: 'XML',
	html: 'HTML',
	css: 'CSS',
	javascript: 'JavaScript',
	typescript: 'TypeScript',
	json5: 'JSON5',
	sql: 'SQL',
	yaml: 'YAML',
	graphql: 'GraphQL',
	markdown: 'Markdown',
	json: 'JSON',
	c: 'C',
	cpp: 'C++',
	csharp: 'C#',
	java: 'Java',
	php: 'PHP',
	python: 'Python',
	go: 'Go',
	rust: 'Rust',
	bash: 'Bash',
	auto: 'Code'
};

/** Media types for the download. */
export const MEDIA_TYPES: Record<Language, string> = {
	xml: 'application/xml',
	html: 'text/html',
	css: 'text/css',
	javascript: 'text/javascript',
	typescript: 'text/plain',
	json5: 'application/json5',
	sql: 'application/sql',
	yaml: 'application/yaml',
	graphql: 'application/graphql',
	markdown: 'text/markdown',
	json: 'application/json',
	c: 'text/plain',
	cpp: 'text/plain',
	csharp: 'text/plain',
	java: 'text/plain',
	php: 'text/plain',
	python: 'text/plain',
	go: 'text/plain',
	rust: 'text/plain',
	bash: 'text/plain',
	auto: 'text/plain'
};
