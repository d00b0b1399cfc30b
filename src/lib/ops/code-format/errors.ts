import { catalog } from '../../engine/words.js';

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * `reason` is the parser's own (English) text: Prettier's, sql-formatter's, terser's, xmldom's,
 * JSON5's, acorn's or the `yaml` package's.
 */
export const errors = catalog('code-format', {
	syntax: ({ line, column, language, reason }: { line: number; column: number; language: string; reason: string }) =>
		`line ${line}, column ${column}: does not parse as ${language}: ${reason}`,
	no_minify: ({ language, languages }: { language: string; languages: string }) => `${language} has no minify; minify takes ${languages}`,
	no_format: ({ language, languages }: { language: string; languages: string }) => `${language} has no formatter; format takes ${languages} (highlight takes every language)`,
	no_parse: ({ language }: { language: string }) => `${language} has no parser here; parse takes javascript`,
	auto_highlight_only: () => 'auto (detect the language) is for action highlight only; name the language',
	sort_yaml_only: ({ language }: { language: string }) => `yaml only (with action format), not ${language}`,
	alias_order: () => 'sorting would put an alias (*name) before its anchor (&name), which YAML does not allow; rename the keys or send it unsorted',
	parse_too_long: ({ max, got }: { max: number; got: number }) => `must be at most ${max.toLocaleString('en-US')} characters for parse, got ${got.toLocaleString('en-US')}`,
	too_deep: ({ max }: { max: number }) => `XML nested deeper than ${max.toLocaleString('en-US')} elements`,
	too_long: ({ max }: { max: number }) => `the output would be over ${max.toLocaleString('en-US')} characters; send less code or a smaller indent`
});
