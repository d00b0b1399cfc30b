import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'code-format': {
			input: { label: 'Code', help: 'Paste the code to format or minify. Code that does not parse is refused with the line and column of the problem.' },
			language: { label: 'Language', options: { auto: 'Detect it (highlight only)' } },
			action: {
				label: 'Action',
				help: 'Format indents the code, one construct a line; minify writes the fewest characters that mean the same (XML, CSS, JavaScript, JSON5 and SQL); highlight colours the syntax (any language, or detect it); parse shows a JavaScript program\'s syntax tree (AST).',
				options: { format: 'Format (beautify)', minify: 'Minify', highlight: 'Highlight the syntax', parse: 'Parse JavaScript (AST)' }
			},
			indent: { label: 'Indent', help: 'Spaces per level when formatting.' },
			dialect: { label: 'SQL dialect', help: 'For SQL only: the database whose syntax the query uses.', options: { standard: 'Standard SQL' } },
			keyword_case: { label: 'Keyword case', help: 'For SQL only: write keywords such as SELECT and FROM in upper case, lower case, or as they are.', options: { upper: 'UPPER CASE', lower: 'lower case', preserve: 'As written' } },
			preserve_comments: { label: 'Keep comments when minifying XML', help: 'Formatting always keeps comments; minifying XML drops them unless this is on.' },
			sort_keys: { label: 'Sort keys (YAML)', help: 'For YAML formatting only: order the keys of every mapping; each comment moves with the key it sits above.' },
			source_type: { label: 'Source type (parse)', help: 'For parse only: a script, or a module (import and export, strict mode).', options: { script: 'Script', module: 'Module' } },
			locations: { label: 'Locations (parse)', help: 'For parse only: add each node\'s line and column.' },
			ranges: { label: 'Ranges (parse)', help: 'For parse only: add each node\'s [start, end] offsets.' },
			tokens: { label: 'Include tokens (parse)', help: 'For parse only: add the list of tokens.' },
			comments: { label: 'Include comments (parse)', help: 'For parse only: add the list of comments.' }
		}
	},
	'pt-BR': {
		'code-format': {
			title: 'Formatador, minificador, realce de sintaxe e parser de JavaScript',
			summary: 'Formata (embeleza) código em uma de dez linguagens (YAML com as chaves ordenadas, se pedido), minifica XML, CSS, JavaScript, JSON5 e SQL, realça a sintaxe de vinte linguagens em HTML (ou detecta a linguagem), ou analisa JavaScript em sua AST ESTree; entrada que não é válida é recusada com a linha e a coluna do problema.',
			keywords: ['formatar código', 'formatador', 'embelezar', 'minificar', 'prettier', 'formatar sql', 'realce de sintaxe', 'analisador javascript', 'árvore sintática', 'ordenar chaves yaml'],
			fields: {
				input: { label: 'Código', description: 'O código; até 262.144 caracteres', help: 'Cole o código a formatar ou minificar. Código que não é válido é recusado com a linha e a coluna do problema.' },
				language: {
					label: 'Linguagem',
					description: 'xml, html, css, javascript, typescript, json5, sql, yaml, graphql, markdown (format); também json, c, cpp, csharp, java, php, python, go, rust, bash para highlight, que aceita ainda auto (detectar)',
					options: { auto: 'Detectar (só realce)' }
				},
				action: {
					label: 'Ação',
					description: 'format (indentado, uma construção por linha), minify (o mínimo de caracteres com o mesmo significado; só xml, css, javascript, json5, sql), highlight (HTML com as classes hljs-* do highlight.js) ou parse (só javascript: a AST ESTree como texto JSON, até 65.536 caracteres de código)',
					help: 'Formatar indenta o código, uma construção por linha; minificar escreve o mínimo de caracteres com o mesmo significado (XML, CSS, JavaScript, JSON5 e SQL); realçar colore a sintaxe (qualquer linguagem, ou detecta); analisar mostra a árvore sintática (AST) de um programa JavaScript.',
					options: { format: 'Formatar (embelezar)', minify: 'Minificar', highlight: 'Realçar a sintaxe', parse: 'Analisar JavaScript (AST)' }
				},
				indent: { label: 'Indentação', description: 'Espaços por nível de indentação ao formatar, de 1 a 8', help: 'Espaços por nível ao formatar.' },
				dialect: { label: 'Dialeto SQL', description: 'Só SQL: standard (ANSI), postgresql, mysql, sqlite ou tsql (SQL Server)', help: 'Só para SQL: o banco de dados cuja sintaxe a consulta usa.', options: { standard: 'SQL padrão' } },
				keyword_case: {
					label: 'Caixa das palavras-chave',
					description: 'Só SQL: palavras-chave em maiúsculas (upper), minúsculas (lower) ou como estão (preserve)',
					help: 'Só para SQL: escreve palavras-chave como SELECT e FROM em maiúsculas, em minúsculas ou como estão.',
					options: { upper: 'MAIÚSCULAS', lower: 'minúsculas', preserve: 'Como estão' }
				},
				preserve_comments: { label: 'Manter comentários ao minificar XML', description: 'Só minificação de XML: mantém os comentários (por padrão a minificação os remove; a formatação sempre os mantém)', help: 'A formatação sempre mantém os comentários; minificar XML os remove, a não ser que isto esteja ligado.' },
				sort_keys: { label: 'Ordenar chaves (YAML)', description: 'Só formatação de YAML: ordena as chaves de cada mapeamento (números primeiro, depois por ponto de código); os comentários acompanham suas chaves', help: 'Só para formatar YAML: ordena as chaves de cada mapeamento; cada comentário acompanha a chave logo abaixo dele.' },
				source_type: { label: 'Tipo de código (parse)', description: 'Só parse: script (como o parseScript do esprima, a escolha do CyberChef) ou module (import e export, modo estrito)', help: 'Só para analisar: um script, ou um módulo (import e export, modo estrito).', options: { script: 'Script (programa)', module: 'Módulo' } },
				locations: { label: 'Posições (parse)', description: 'Só parse: acrescenta o loc de cada nó (linha inicial e final a partir de 1, coluna a partir de 0)', help: 'Só para analisar: acrescenta a linha e a coluna de cada nó.' },
				ranges: { label: 'Intervalos (parse)', description: 'Só parse: acrescenta o range de cada nó, deslocamentos [início, fim]', help: 'Só para analisar: acrescenta os deslocamentos [início, fim] de cada nó.' },
				tokens: { label: 'Incluir tokens (parse)', description: 'Só parse: acrescenta os tokens do Program ({type, value} com os nomes do esprima)', help: 'Só para analisar: acrescenta a lista de tokens.' },
				comments: { label: 'Incluir comentários (parse)', description: 'Só parse: acrescenta os comentários do Program ({type: Line ou Block, value})', help: 'Só para analisar: acrescenta a lista de comentários.' }
			},
			examples: {
				'SQL with upper-case keywords': 'SQL com palavras-chave em maiúsculas',
				'Indent XML, comments kept': 'Indentar XML, mantendo os comentários',
				'Minify JavaScript': 'Minificar JavaScript',
				'Format CSS': 'Formatar CSS',
				'Tidy YAML': 'Arrumar YAML',
				'YAML with sorted keys': 'YAML com as chaves ordenadas',
				'Highlight Python': 'Realçar Python',
				'Detect the language and highlight': 'Detectar a linguagem e realçar',
				'Parse JavaScript into its AST': 'Analisar JavaScript em sua AST'
			}
		}
	},
	es: {
		'code-format': {
			title: 'Formateador, minificador, resaltador de sintaxis y parser de JavaScript',
			summary: 'Formatea (embellece) código en uno de diez lenguajes (YAML con las claves ordenadas, si se pide), minifica XML, CSS, JavaScript, JSON5 y SQL, resalta la sintaxis de veinte lenguajes en HTML (o detecta el lenguaje), o analiza JavaScript en su AST ESTree; la entrada que no es válida se rechaza con la línea y la columna del problema.',
			keywords: ['formatear código', 'formateador', 'embellecer', 'minificar', 'prettier', 'formatear sql', 'resaltado de sintaxis', 'analizador javascript', 'árbol sintáctico', 'ordenar claves yaml'],
			fields: {
				input: { label: 'Código', description: 'El código; hasta 262 144 caracteres', help: 'Pega el código que quieres formatear o minificar. El código que no es válido se rechaza con la línea y la columna del problema.' },
				language: {
					label: 'Lenguaje',
					description: 'xml, html, css, javascript, typescript, json5, sql, yaml, graphql, markdown (format); también json, c, cpp, csharp, java, php, python, go, rust, bash para highlight, que acepta además auto (detectar)',
					options: { auto: 'Detectarlo (solo resaltado)' }
				},
				action: {
					label: 'Acción',
					description: 'format (sangrado, una construcción por línea), minify (los menos caracteres con el mismo significado; solo xml, css, javascript, json5, sql), highlight (HTML con las clases hljs-* de highlight.js) o parse (solo javascript: la AST ESTree como texto JSON, hasta 65 536 caracteres de código)',
					help: 'Formatear sangra el código, una construcción por línea; minificar escribe los menos caracteres con el mismo significado (XML, CSS, JavaScript, JSON5 y SQL); resaltar colorea la sintaxis (cualquier lenguaje, o lo detecta); analizar muestra el árbol sintáctico (AST) de un programa JavaScript.',
					options: { format: 'Formatear (embellecer)', minify: 'Minificar', highlight: 'Resaltar la sintaxis', parse: 'Analizar JavaScript (AST)' }
				},
				indent: { label: 'Sangría', description: 'Espacios por nivel de sangría al formatear, de 1 a 8', help: 'Espacios por nivel al formatear.' },
				dialect: { label: 'Dialecto SQL', description: 'Solo SQL: standard (ANSI), postgresql, mysql, sqlite o tsql (SQL Server)', help: 'Solo para SQL: la base de datos cuya sintaxis usa la consulta.', options: { standard: 'SQL estándar' } },
				keyword_case: {
					label: 'Mayúsculas de las palabras clave',
					description: 'Solo SQL: palabras clave en mayúsculas (upper), minúsculas (lower) o como están (preserve)',
					help: 'Solo para SQL: escribe palabras clave como SELECT y FROM en mayúsculas, en minúsculas o como están.',
					options: { upper: 'MAYÚSCULAS', lower: 'minúsculas', preserve: 'Como están' }
				},
				preserve_comments: { label: 'Conservar comentarios al minificar XML', description: 'Solo minificación de XML: conserva los comentarios (por defecto la minificación los quita; el formateo siempre los conserva)', help: 'El formateo siempre conserva los comentarios; minificar XML los quita salvo que esto esté activado.' },
				sort_keys: { label: 'Ordenar claves (YAML)', description: 'Solo formateo de YAML: ordena las claves de cada mapeo (números primero, luego por punto de código); los comentarios acompañan a sus claves', help: 'Solo para formatear YAML: ordena las claves de cada mapeo; cada comentario acompaña a la clave que tiene debajo.' },
				source_type: { label: 'Tipo de código (parse)', description: 'Solo parse: script (como parseScript de esprima, la elección de CyberChef) o module (import y export, modo estricto)', help: 'Solo para analizar: un script, o un módulo (import y export, modo estricto).', options: { script: 'Script (programa)', module: 'Módulo' } },
				locations: { label: 'Posiciones (parse)', description: 'Solo parse: añade el loc de cada nodo (línea inicial y final desde 1, columna desde 0)', help: 'Solo para analizar: añade la línea y la columna de cada nodo.' },
				ranges: { label: 'Rangos (parse)', description: 'Solo parse: añade el range de cada nodo, desplazamientos [inicio, fin]', help: 'Solo para analizar: añade los desplazamientos [inicio, fin] de cada nodo.' },
				tokens: { label: 'Incluir tokens (parse)', description: 'Solo parse: añade los tokens del Program ({type, value} con los nombres de esprima)', help: 'Solo para analizar: añade la lista de tokens.' },
				comments: { label: 'Incluir comentarios (parse)', description: 'Solo parse: añade los comentarios del Program ({type: Line o Block, value})', help: 'Solo para analizar: añade la lista de comentarios.' }
			},
			examples: {
				'SQL with upper-case keywords': 'SQL con palabras clave en mayúsculas',
				'Indent XML, comments kept': 'Sangrar XML, conservando los comentarios',
				'Minify JavaScript': 'Minificar JavaScript',
				'Format CSS': 'Formatear CSS',
				'Tidy YAML': 'Ordenar YAML',
				'YAML with sorted keys': 'YAML con las claves ordenadas',
				'Highlight Python': 'Resaltar Python',
				'Detect the language and highlight': 'Detectar el lenguaje y resaltar',
				'Parse JavaScript into its AST': 'Analizar JavaScript en su AST'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	codeFormat: {
		en: { formatted: (language: string) => `Formatted ${language}`, minified: (language: string) => `Minified ${language}`, size: (lines: number, characters: string) => `${lines} ${lines === 1 ? 'line' : 'lines'}, ${characters} characters`, download: 'Download', empty: '(empty)',
			highlighted: (language: string) => `Highlighted ${language}`,
			detected: (language: string) => `Language detected: ${language}`,
			noneDetected: 'No language recognised: the text is shown as it is',
			copyHtml: 'Copy HTML',
			html: 'the highlighted HTML',
			ast: 'JavaScript syntax tree (ESTree)',
			astNote: 'Fold and unfold the nodes; Copy and Download give the JSON text.',
			items: (n: number, isArray: boolean) => (isArray ? `${n} item${n === 1 ? '' : 's'}` : `${n} key${n === 1 ? '' : 's'}`)
		},
		'pt-BR': { formatted: (language: string) => `${language} formatado`, minified: (language: string) => `${language} minificado`, size: (lines: number, characters: string) => `${lines} ${lines === 1 ? 'linha' : 'linhas'}, ${characters} caracteres`, download: 'Baixar', empty: '(vazio)',
			highlighted: (language: string) => `${language} realçado`,
			detected: (language: string) => `Linguagem detectada: ${language}`,
			noneDetected: 'Nenhuma linguagem reconhecida: o texto aparece como está',
			copyHtml: 'Copiar HTML',
			html: 'o HTML realçado',
			ast: 'Árvore sintática do JavaScript (ESTree)',
			astNote: 'Dobre e desdobre os nós; Copiar e Baixar dão o texto JSON.',
			items: (n: number, isArray: boolean) => (isArray ? `${n} ${n === 1 ? 'item' : 'itens'}` : `${n} chave${n === 1 ? '' : 's'}`)
		},
		es: { formatted: (language: string) => `${language} formateado`, minified: (language: string) => `${language} minificado`, size: (lines: number, characters: string) => `${lines} ${lines === 1 ? 'línea' : 'líneas'}, ${characters} caracteres`, download: 'Descargar', empty: '(vacío)',
			highlighted: (language: string) => `${language} resaltado`,
			detected: (language: string) => `Lenguaje detectado: ${language}`,
			noneDetected: 'Ningún lenguaje reconocido: el texto se muestra tal cual',
			copyHtml: 'Copiar HTML',
			html: 'el HTML resaltado',
			ast: 'Árbol sintáctico de JavaScript (ESTree)',
			astNote: 'Pliega y despliega los nodos; Copiar y Descargar dan el texto JSON.',
			items: (n: number, isArray: boolean) => (isArray ? `${n} elemento${n === 1 ? '' : 's'}` : `${n} clave${n === 1 ? '' : 's'}`)
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es; the parsers' own reasons stay in English. */
export const errorWords = {
	'pt-BR': {
		syntax: ({ line, column, language, reason }) => `linha ${line}, coluna ${column}: não é ${language} válido: ${reason}`,
		no_minify: ({ language, languages }) => `${language} não tem minificação; minificar aceita ${languages}`,
		no_format: ({ language, languages }) => `${language} não tem formatador; formatar aceita ${languages} (realçar aceita todas as linguagens)`,
		no_parse: ({ language }) => `${language} não tem parser aqui; parse aceita javascript`,
		auto_highlight_only: () => 'auto (detectar a linguagem) é só para a ação highlight; indique a linguagem',
		sort_yaml_only: ({ language }) => `só yaml (com a ação format), não ${language}`,
		alias_order: () => 'ordenar poria um alias (*nome) antes da sua âncora (&nome), o que o YAML não permite; renomeie as chaves ou envie sem ordenar',
		parse_too_long: ({ max, got }) => `deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres para parse, tem ${got.toLocaleString('pt-BR')}`,
		too_deep: ({ max }) => `XML aninhado com mais de ${max.toLocaleString('pt-BR')} níveis de elementos`,
		too_long: ({ max }) => `a saída passaria de ${max.toLocaleString('pt-BR')} caracteres; envie menos código ou uma indentação menor`
	},
	es: {
		syntax: ({ line, column, language, reason }) => `línea ${line}, columna ${column}: no es ${language} válido: ${reason}`,
		no_minify: ({ language, languages }) => `${language} no tiene minificación; minificar acepta ${languages}`,
		no_format: ({ language, languages }) => `${language} no tiene formateador; formatear acepta ${languages} (resaltar acepta todos los lenguajes)`,
		no_parse: ({ language }) => `${language} no tiene parser aquí; parse acepta javascript`,
		auto_highlight_only: () => 'auto (detectar el lenguaje) es solo para la acción highlight; indica el lenguaje',
		sort_yaml_only: ({ language }) => `solo yaml (con la acción format), no ${language}`,
		alias_order: () => 'ordenar pondría un alias (*nombre) antes de su ancla (&nombre), lo que YAML no permite; renombra las claves o envíalo sin ordenar',
		parse_too_long: ({ max, got }) => `debe tener como máximo ${max.toLocaleString('es')} caracteres para parse, tiene ${got.toLocaleString('es')}`,
		too_deep: ({ max }) => `XML anidado con más de ${max.toLocaleString('es')} niveles de elementos`,
		too_long: ({ max }) => `la salida pasaría de ${max.toLocaleString('es')} caracteres; envía menos código o una sangría menor`
	}
} satisfies ErrorWords<typeof errors>;
