/** The operation's logic: picks the formatter, minifier, highlighter or parser of a language (each loads on first use). */
import { errors } from './errors.js';
import { FORMATTABLE, MAX_OUTPUT, MAX_PARSE_INPUT, MAX_PARSE_OUTPUT, MINIFIABLE, PARSEABLE, SORTABLE, type Action, type Dialect, type KeywordCase, type Language, type NamedLanguage, type SourceType } from './options.js';
import type { PrettierLanguage } from './prettier.js';

export interface CodeFormatInput {
	input: string;
	language: Language;
	action: Action;
	indent: number;
	dialect: Dialect;
	keyword_case: KeywordCase;
	preserve_comments: boolean;
	sort_keys: boolean;
	source_type: SourceType;
	locations: boolean;
	ranges: boolean;
	tokens: boolean;
	comments: boolean;
}

export interface CodeFormatOutput {
	output: string;
	/** highlight only: the language highlighted (the one detected, for `auto`). */
	language?: NamedLanguage | 'plaintext';
}

async function minify(input: CodeFormatInput, language: NamedLanguage): Promise<string> {
	const { input: text, indent } = input;
	if (!MINIFIABLE.includes(language)) throw errors.error('no_minify', { language, languages: MINIFIABLE.join(', ') }, { field: 'action' });
	switch (language) {
		case 'xml':
			return (await import('./xml.js')).printXml(text, { indent: '', minify: true, preserveComments: input.preserve_comments });
		case 'sql': {
			const sql = await import('./sql.js');
			return sql.minifySql(sql.formatSql(text, input.dialect, input.keyword_case, indent), input.dialect);
		}
		case 'javascript':
			return (await import('./minify.js')).minifyJavaScript(text);
		case 'css': {
			// css-tree skips what it cannot read; Prettier's CSS parser says where the input is wrong first.
			await (await import('./prettier.js')).checkSyntax(text, 'css');
			return (await import('./minify.js')).minifyCss(text);
		}
		default:
			return (await import('./minify.js')).minifyJson5(text);
	}
}

async function format(input: CodeFormatInput, language: NamedLanguage): Promise<string> {
	const { input: text, indent } = input;
	if (!FORMATTABLE.includes(language)) throw errors.error('no_format', { language, languages: FORMATTABLE.join(', ') }, { field: 'language' });
	if (language === 'xml') return (await import('./xml.js')).printXml(text, { indent: ' '.repeat(indent), minify: false, preserveComments: true });
	if (language === 'sql') return (await import('./sql.js')).formatSql(text, input.dialect, input.keyword_case, indent);
	const prettier = await import('./prettier.js');
	// Sorted by the `yaml` package (comments travel with their keys), then laid out as any YAML.
	if (input.sort_keys) return prettier.formatWithPrettier(await (await import('./yaml-sort.js')).sortYamlKeys(text), 'yaml', indent);
	return prettier.formatWithPrettier(text, language as PrettierLanguage, indent);
}

async function run(input: CodeFormatInput): Promise<CodeFormatOutput> {
	const { language, action } = input;
	if (action === 'highlight') return (await import('./highlight.js')).highlightCode(input.input, language);
	if (language === 'auto') throw errors.error('auto_highlight_only', {}, { field: 'language' });
	if (input.sort_keys && (action !== 'format' || !SORTABLE.includes(language))) throw errors.error('sort_yaml_only', { language: action === 'format' ? language : `action ${action}` }, { field: 'sort_keys' });
	if (action === 'parse') {
		if (!PARSEABLE.includes(language)) throw errors.error('no_parse', { language }, { field: 'language' });
		if (input.input.length > MAX_PARSE_INPUT) throw errors.error('parse_too_long', { max: MAX_PARSE_INPUT, got: input.input.length }, { field: 'input' });
		const output = await (await import('./parse.js')).parseJavaScript(input.input, { sourceType: input.source_type, locations: input.locations, ranges: input.ranges, tokens: input.tokens, comments: input.comments, indent: input.indent });
		if (output.length > MAX_PARSE_OUTPUT) throw errors.error('too_long', { max: MAX_PARSE_OUTPUT });
		return { output };
	}
	return { output: action === 'minify' ? await minify(input, language) : await format(input, language) };
}

export async function formatCode(input: CodeFormatInput): Promise<CodeFormatOutput> {
	const answer = await run(input);
	if (input.action !== 'parse' && answer.output.length > MAX_OUTPUT) throw errors.error('too_long', { max: MAX_OUTPUT });
	return answer;
}
