/** The schema's constants, apart from the formatters (which load on first use). */
export const LANGUAGES = ['xml', 'html', 'css', 'javascript', 'typescript', 'json5', 'sql', 'yaml', 'graphql', 'markdown'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ACTIONS = ['format', 'minify'] as const;
export type Action = (typeof ACTIONS)[number];

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
	markdown: 'md'
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
	markdown: 'Markdown'
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
	markdown: 'text/markdown'
};
