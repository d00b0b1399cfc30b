import { catalog } from '../../engine/words.js';

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * `reason` is the parser's own (English) text: Prettier's, sql-formatter's, terser's, xmldom's or
 * JSON5's.
 */
export const errors = catalog('code-format', {
	syntax: ({ line, column, language, reason }: { line: number; column: number; language: string; reason: string }) =>
		`line ${line}, column ${column}: does not parse as ${language}: ${reason}`,
	no_minify: ({ language, languages }: { language: string; languages: string }) => `${language} has no minify; minify takes ${languages}`,
	too_deep: ({ max }: { max: number }) => `XML nested deeper than ${max.toLocaleString('en-US')} elements`,
	too_long: ({ max }: { max: number }) => `the output would be over ${max.toLocaleString('en-US')} characters; send less code or a smaller indent`
});
