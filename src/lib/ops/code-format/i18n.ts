import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'code-format': {
			input: { label: 'Code', help: 'Paste the code to format or minify. Code that does not parse is refused with the line and column of the problem.' },
			language: { label: 'Language' },
			action: { label: 'Action', help: 'Format indents the code, one construct a line; minify writes the fewest characters that mean the same (XML, CSS, JavaScript, JSON5 and SQL).', options: { format: 'Format (beautify)', minify: 'Minify' } },
			indent: { label: 'Indent', help: 'Spaces per level when formatting.' },
			dialect: { label: 'SQL dialect', help: 'For SQL only: the database whose syntax the query uses.', options: { standard: 'Standard SQL' } },
			keyword_case: { label: 'Keyword case', help: 'For SQL only: write keywords such as SELECT and FROM in upper case, lower case, or as they are.', options: { upper: 'UPPER CASE', lower: 'lower case', preserve: 'As written' } },
			preserve_comments: { label: 'Keep comments when minifying XML', help: 'Formatting always keeps comments; minifying XML drops them unless this is on.' }
		}
	},
	'pt-BR': {
		'code-format': {
			title: 'Formatador e minificador de código (XML, HTML, CSS, JavaScript, TypeScript, JSON5, SQL, YAML, GraphQL, Markdown)',
			summary: 'Formata (embeleza) código em uma de dez linguagens, ou minifica XML, CSS, JavaScript, JSON5 e SQL; entrada que não é válida é recusada com a linha e a coluna do problema.',
			keywords: ['formatar código', 'formatador', 'embelezar', 'indentar', 'minificar', 'minificador', 'prettier', 'formatar sql', 'formatar xml', 'formatar javascript'],
			fields: {
				input: { label: 'Código', description: 'O código; até 262.144 caracteres', help: 'Cole o código a formatar ou minificar. Código que não é válido é recusado com a linha e a coluna do problema.' },
				language: { label: 'Linguagem', description: 'xml, html, css, javascript, typescript, json5, sql, yaml, graphql ou markdown' },
				action: {
					label: 'Ação',
					description: 'format (indentado, uma construção por linha) ou minify (o mínimo de caracteres com o mesmo significado; só xml, css, javascript, json5, sql)',
					help: 'Formatar indenta o código, uma construção por linha; minificar escreve o mínimo de caracteres com o mesmo significado (XML, CSS, JavaScript, JSON5 e SQL).',
					options: { format: 'Formatar (embelezar)', minify: 'Minificar' }
				},
				indent: { label: 'Indentação', description: 'Espaços por nível de indentação ao formatar, de 1 a 8', help: 'Espaços por nível ao formatar.' },
				dialect: { label: 'Dialeto SQL', description: 'Só SQL: standard (ANSI), postgresql, mysql, sqlite ou tsql (SQL Server)', help: 'Só para SQL: o banco de dados cuja sintaxe a consulta usa.', options: { standard: 'SQL padrão' } },
				keyword_case: {
					label: 'Caixa das palavras-chave',
					description: 'Só SQL: palavras-chave em maiúsculas (upper), minúsculas (lower) ou como estão (preserve)',
					help: 'Só para SQL: escreve palavras-chave como SELECT e FROM em maiúsculas, em minúsculas ou como estão.',
					options: { upper: 'MAIÚSCULAS', lower: 'minúsculas', preserve: 'Como estão' }
				},
				preserve_comments: { label: 'Manter comentários ao minificar XML', description: 'Só minificação de XML: mantém os comentários (por padrão a minificação os remove; a formatação sempre os mantém)', help: 'A formatação sempre mantém os comentários; minificar XML os remove, a não ser que isto esteja ligado.' }
			},
			examples: {
				'SQL with upper-case keywords': 'SQL com palavras-chave em maiúsculas',
				'Indent XML, comments kept': 'Indentar XML, mantendo os comentários',
				'Minify JavaScript': 'Minificar JavaScript',
				'Format CSS': 'Formatar CSS',
				'Tidy YAML': 'Arrumar YAML'
			}
		}
	},
	es: {
		'code-format': {
			title: 'Formateador y minificador de código (XML, HTML, CSS, JavaScript, TypeScript, JSON5, SQL, YAML, GraphQL, Markdown)',
			summary: 'Formatea (embellece) código en uno de diez lenguajes, o minifica XML, CSS, JavaScript, JSON5 y SQL; la entrada que no es válida se rechaza con la línea y la columna del problema.',
			keywords: ['formatear código', 'formateador', 'embellecer', 'sangrar', 'minificar', 'minificador', 'prettier', 'formatear sql', 'formatear xml', 'formatear javascript'],
			fields: {
				input: { label: 'Código', description: 'El código; hasta 262 144 caracteres', help: 'Pega el código que quieres formatear o minificar. El código que no es válido se rechaza con la línea y la columna del problema.' },
				language: { label: 'Lenguaje', description: 'xml, html, css, javascript, typescript, json5, sql, yaml, graphql o markdown' },
				action: {
					label: 'Acción',
					description: 'format (sangrado, una construcción por línea) o minify (los menos caracteres con el mismo significado; solo xml, css, javascript, json5, sql)',
					help: 'Formatear sangra el código, una construcción por línea; minificar escribe los menos caracteres con el mismo significado (XML, CSS, JavaScript, JSON5 y SQL).',
					options: { format: 'Formatear (embellecer)', minify: 'Minificar' }
				},
				indent: { label: 'Sangría', description: 'Espacios por nivel de sangría al formatear, de 1 a 8', help: 'Espacios por nivel al formatear.' },
				dialect: { label: 'Dialecto SQL', description: 'Solo SQL: standard (ANSI), postgresql, mysql, sqlite o tsql (SQL Server)', help: 'Solo para SQL: la base de datos cuya sintaxis usa la consulta.', options: { standard: 'SQL estándar' } },
				keyword_case: {
					label: 'Mayúsculas de las palabras clave',
					description: 'Solo SQL: palabras clave en mayúsculas (upper), minúsculas (lower) o como están (preserve)',
					help: 'Solo para SQL: escribe palabras clave como SELECT y FROM en mayúsculas, en minúsculas o como están.',
					options: { upper: 'MAYÚSCULAS', lower: 'minúsculas', preserve: 'Como están' }
				},
				preserve_comments: { label: 'Conservar comentarios al minificar XML', description: 'Solo minificación de XML: conserva los comentarios (por defecto la minificación los quita; el formateo siempre los conserva)', help: 'El formateo siempre conserva los comentarios; minificar XML los quita salvo que esto esté activado.' }
			},
			examples: {
				'SQL with upper-case keywords': 'SQL con palabras clave en mayúsculas',
				'Indent XML, comments kept': 'Sangrar XML, conservando los comentarios',
				'Minify JavaScript': 'Minificar JavaScript',
				'Format CSS': 'Formatear CSS',
				'Tidy YAML': 'Ordenar YAML'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	codeFormat: {
		en: { formatted: (language: string) => `Formatted ${language}`, minified: (language: string) => `Minified ${language}`, size: (lines: number, characters: string) => `${lines} ${lines === 1 ? 'line' : 'lines'}, ${characters} characters`, download: 'Download', empty: '(empty)' },
		'pt-BR': { formatted: (language: string) => `${language} formatado`, minified: (language: string) => `${language} minificado`, size: (lines: number, characters: string) => `${lines} ${lines === 1 ? 'linha' : 'linhas'}, ${characters} caracteres`, download: 'Baixar', empty: '(vazio)' },
		es: { formatted: (language: string) => `${language} formateado`, minified: (language: string) => `${language} minificado`, size: (lines: number, characters: string) => `${lines} ${lines === 1 ? 'línea' : 'líneas'}, ${characters} caracteres`, download: 'Descargar', empty: '(vacío)' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es; the parsers' own reasons stay in English. */
export const errorWords = {
	'pt-BR': {
		syntax: ({ line, column, language, reason }) => `linha ${line}, coluna ${column}: não é ${language} válido: ${reason}`,
		no_minify: ({ language, languages }) => `${language} não tem minificação; minificar aceita ${languages}`,
		too_deep: ({ max }) => `XML aninhado com mais de ${max.toLocaleString('pt-BR')} níveis de elementos`,
		too_long: ({ max }) => `a saída passaria de ${max.toLocaleString('pt-BR')} caracteres; envie menos código ou uma indentação menor`
	},
	es: {
		syntax: ({ line, column, language, reason }) => `línea ${line}, columna ${column}: no es ${language} válido: ${reason}`,
		no_minify: ({ language, languages }) => `${language} no tiene minificación; minificar acepta ${languages}`,
		too_deep: ({ max }) => `XML anidado con más de ${max.toLocaleString('es')} niveles de elementos`,
		too_long: ({ max }) => `la salida pasaría de ${max.toLocaleString('es')} caracteres; envía menos código o una sangría menor`
	}
} satisfies ErrorWords<typeof errors>;
