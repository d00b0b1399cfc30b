/** The operation's logic: picks the formatter or minifier of a language (each loads on first use). */
import { errors } from './errors.js';
import { MAX_OUTPUT, MINIFIABLE, type Action, type Dialect, type KeywordCase, type Language } from './options.js';

export interface CodeFormatInput {
	input: string;
	language: Language;
	action: Action;
	indent: number;
	dialect: Dialect;
	keyword_case: KeywordCase;
	preserve_comments: boolean;
}

async function run(input: CodeFormatInput): Promise<string> {
	const { input: text, language, indent } = input;
	if (input.action === 'minify') {
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
	if (language === 'xml') return (await import('./xml.js')).printXml(text, { indent: ' '.repeat(indent), minify: false, preserveComments: true });
	if (language === 'sql') return (await import('./sql.js')).formatSql(text, input.dialect, input.keyword_case, indent);
	return (await import('./prettier.js')).formatWithPrettier(text, language, indent);
}

export async function formatCode(input: CodeFormatInput): Promise<string> {
	const output = await run(input);
	if (output.length > MAX_OUTPUT) throw errors.error('too_long', { max: MAX_OUTPUT });
	return output;
}
