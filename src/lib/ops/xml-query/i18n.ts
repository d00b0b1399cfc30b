import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'xml-query': {
			input: { label: 'Document', help: 'The XML or HTML to query. Entities declared in a DOCTYPE are refused: none is ever expanded.' },
			language: { label: 'Query language', help: 'XPath 1.0 selects nodes or computes a value (count, sum, string); a CSS selector picks elements, as querySelectorAll does.', options: { css: 'CSS selector' } },
			query: { label: 'Query', help: 'An XPath expression such as //book[price < 20]/title, or a CSS selector such as nav a[href].' },
			format: { label: 'Read the document as', help: 'Detect automatically reads a page that starts with <!DOCTYPE html> or <html> as HTML, anything else as XML.', options: { auto: 'Detect automatically' } },
			namespaces: { label: 'Namespace prefixes', help: 'For XPath: prefixes the query uses, as {"atom": "http://www.w3.org/2005/Atom"}. Prefixes the document declares work without this; its default namespace needs a prefix here.' }
		}
	},
	'pt-BR': {
		'xml-query': {
			title: 'Consulta XPath / CSS em XML ou HTML',
			summary: 'Executa uma expressão XPath 1.0 ou um seletor CSS sobre um documento XML ou HTML e lista o que ele seleciona: elementos como XML, atributos, textos, ou um número, texto ou booleano.',
			keywords: ['xpath', 'testar xpath', 'seletor css', 'testar seletor css', 'consulta xml', 'consulta html', 'extrair dados', 'raspagem'],
			fields: {
				input: { label: 'Documento', description: 'O documento XML ou HTML; até 524.288 caracteres e 512 níveis de elementos. Um documento que declara entidades (<!ENTITY>) é recusado: nenhuma é expandida', help: 'O XML ou HTML a consultar. Entidades declaradas num DOCTYPE são recusadas: nenhuma é expandida.' },
				language: {
					label: 'Linguagem da consulta',
					description: 'xpath (XPath 1.0) ou css (uma lista de seletores CSS, como querySelectorAll)',
					help: 'XPath 1.0 seleciona nós ou calcula um valor (contagem, soma, texto); um seletor CSS escolhe elementos, como querySelectorAll.',
					options: { css: 'Seletor CSS' }
				},
				query: { label: 'Consulta', description: 'A expressão XPath ou o seletor CSS; até 2.000 caracteres', help: 'Uma expressão XPath como //book[price < 20]/title, ou um seletor CSS como nav a[href].' },
				format: {
					label: 'Ler o documento como',
					description: 'Como ler `input`: auto (padrão: html quando começa com <!DOCTYPE html> ou <html>, xml nos outros casos), xml (XML 1.0 bem formado, com namespaces), html (como os navegadores toleram: htmlparser2, nomes em minúsculas, sem namespaces)',
					help: 'Detectar automaticamente lê como HTML uma página que começa com <!DOCTYPE html> ou <html>, e o resto como XML.',
					options: { auto: 'Detectar automaticamente' }
				},
				namespaces: {
					label: 'Prefixos de namespace',
					description: 'XPath: prefixos da consulta, como {"p": "urn:uri"}; um prefixo que não está aqui é procurado nas declarações do próprio documento. Nomes sem prefixo casam com elementos sem namespace (XPath 1.0)',
					help: 'Para XPath: prefixos que a consulta usa, como {"atom": "http://www.w3.org/2005/Atom"}. Prefixos que o documento declara funcionam sem isto; o namespace padrão dele precisa de um prefixo aqui.'
				}
			},
			examples: {
				'Every book id': 'Todos os ids de livros',
				'Books under 20': 'Livros abaixo de 20',
				'Sum of the prices': 'Soma dos preços',
				'Links in an HTML page': 'Links de uma página HTML'
			}
		}
	},
	es: {
		'xml-query': {
			title: 'Consulta XPath / CSS en XML o HTML',
			summary: 'Ejecuta una expresión XPath 1.0 o un selector CSS sobre un documento XML o HTML y lista lo que selecciona: elementos como XML, atributos, textos, o un número, texto o booleano.',
			keywords: ['xpath', 'probar xpath', 'selector css', 'probar selector css', 'consulta xml', 'consulta html', 'extraer datos', 'scraping'],
			fields: {
				input: { label: 'Documento', description: 'El documento XML o HTML; hasta 524 288 caracteres y 512 niveles de elementos. Un documento que declara entidades (<!ENTITY>) se rechaza: ninguna se expande', help: 'El XML o HTML a consultar. Las entidades declaradas en un DOCTYPE se rechazan: ninguna se expande.' },
				language: {
					label: 'Lenguaje de la consulta',
					description: 'xpath (XPath 1.0) o css (una lista de selectores CSS, como querySelectorAll)',
					help: 'XPath 1.0 selecciona nodos o calcula un valor (conteo, suma, texto); un selector CSS elige elementos, como querySelectorAll.',
					options: { css: 'Selector CSS' }
				},
				query: { label: 'Consulta', description: 'La expresión XPath o el selector CSS; hasta 2000 caracteres', help: 'Una expresión XPath como //book[price < 20]/title, o un selector CSS como nav a[href].' },
				format: {
					label: 'Leer el documento como',
					description: 'Cómo leer `input`: auto (por defecto: html cuando empieza con <!DOCTYPE html> o <html>, xml en otro caso), xml (XML 1.0 bien formado, con espacios de nombres), html (como lo toleran los navegadores: htmlparser2, nombres en minúsculas, sin espacios de nombres)',
					help: 'Detectar automáticamente lee como HTML una página que empieza con <!DOCTYPE html> o <html>, y lo demás como XML.',
					options: { auto: 'Detectar automáticamente' }
				},
				namespaces: {
					label: 'Prefijos de espacios de nombres',
					description: 'XPath: prefijos de la consulta, como {"p": "urn:uri"}; un prefijo que no está aquí se busca en las declaraciones del propio documento. Los nombres sin prefijo coinciden con elementos sin espacio de nombres (XPath 1.0)',
					help: 'Para XPath: prefijos que usa la consulta, como {"atom": "http://www.w3.org/2005/Atom"}. Los prefijos que declara el documento funcionan sin esto; su espacio de nombres por defecto necesita un prefijo aquí.'
				}
			},
			examples: {
				'Every book id': 'Todos los ids de libros',
				'Books under 20': 'Libros por debajo de 20',
				'Sum of the prices': 'Suma de los precios',
				'Links in an HTML page': 'Enlaces de una página HTML'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	xmlQuery: {
		en: {
			result: 'result',
			results: 'results',
			readAs: 'read as',
			none: 'Nothing matches the query.',
			noneNamespace: 'The document has a default namespace: in XPath 1.0 an unprefixed name matches no element of it. Use local-name(), as //*[local-name() = "item"], or give the namespace a prefix.',
			copy: 'the results',
			more: 'more',
			types: { element: 'element', attribute: 'attribute', text: 'text', number: 'number', string: 'string', boolean: 'boolean', comment: 'comment', 'processing-instruction': 'instruction', namespace: 'namespace', document: 'document' },
			yes: 'true',
			no: 'false'
		},
		'pt-BR': {
			result: 'resultado',
			results: 'resultados',
			readAs: 'lido como',
			none: 'Nada corresponde à consulta.',
			noneNamespace: 'O documento tem um namespace padrão: em XPath 1.0 um nome sem prefixo não casa com nenhum elemento dele. Use local-name(), como //*[local-name() = "item"], ou dê um prefixo ao namespace.',
			copy: 'os resultados',
			more: 'a mais',
			types: { element: 'elemento', attribute: 'atributo', text: 'texto', number: 'número', string: 'texto', boolean: 'booleano', comment: 'comentário', 'processing-instruction': 'instrução', namespace: 'espaço de nomes', document: 'documento' },
			yes: 'verdadeiro',
			no: 'falso'
		},
		es: {
			result: 'resultado',
			results: 'resultados',
			readAs: 'leído como',
			none: 'Nada coincide con la consulta.',
			noneNamespace: 'El documento tiene un espacio de nombres por defecto: en XPath 1.0 un nombre sin prefijo no coincide con ningún elemento suyo. Usa local-name(), como //*[local-name() = "item"], o da un prefijo al espacio de nombres.',
			copy: 'los resultados',
			more: 'más',
			types: { element: 'elemento', attribute: 'atributo', text: 'texto', number: 'número', string: 'cadena', boolean: 'booleano', comment: 'comentario', 'processing-instruction': 'instrucción', namespace: 'espacio de nombres', document: 'documento' },
			yes: 'verdadero',
			no: 'falso'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		not_xml: ({ line, column, message }) => `linha ${line}, coluna ${column}: XML mal formado: ${message}`,
		no_root: 'não contém nenhum elemento XML; envie um documento, ou escolha html',
		entity_declared: ({ line, column }) => `linha ${line}, coluna ${column}: declara uma entidade (<!ENTITY …>); entidades nunca são expandidas aqui, internas ou externas, então um documento que as declara é recusado`,
		unknown_entity: ({ line, column, entity }) => `linha ${line}, coluna ${column}: ${entity} não é uma entidade XML (XML tem &amp; &lt; &gt; &quot; &apos; e referências &#…;; os nomes do HTML pedem o formato html)`,
		bad_character: ({ line, column, code }) => `linha ${line}, coluna ${column}: ${code} não é um caractere que o XML 1.0 permite`,
		too_deep: ({ max }) => `aninha elementos em mais de ${max} níveis`,
		xpath_invalid: ({ message }) => `não é uma expressão XPath 1.0 que este mecanismo consiga executar: ${message}`,
		namespace_axis: 'pede o eixo namespace (namespace::) de mais de um elemento, que este mecanismo não consegue ordenar; peça-o de um elemento só',
		css_invalid: ({ message }) => `não é um seletor CSS que este mecanismo consiga executar: ${message}`,
		too_many_results: ({ max }) => `seleciona mais de ${max.toLocaleString('pt-BR')} resultados; restrinja a consulta`,
		answer_too_long: ({ max }) => `os resultados teriam mais de ${max.toLocaleString('pt-BR')} caracteres; restrinja a consulta`
	},
	es: {
		not_xml: ({ line, column, message }) => `línea ${line}, columna ${column}: XML mal formado: ${message}`,
		no_root: 'no contiene ningún elemento XML; envía un documento, o elige html',
		entity_declared: ({ line, column }) => `línea ${line}, columna ${column}: declara una entidad (<!ENTITY …>); aquí las entidades nunca se expanden, internas o externas, así que un documento que las declara se rechaza`,
		unknown_entity: ({ line, column, entity }) => `línea ${line}, columna ${column}: ${entity} no es una entidad XML (XML tiene &amp; &lt; &gt; &quot; &apos; y referencias &#…;; los nombres de HTML piden el formato html)`,
		bad_character: ({ line, column, code }) => `línea ${line}, columna ${column}: ${code} no es un carácter que XML 1.0 permita`,
		too_deep: ({ max }) => `anida elementos en más de ${max} niveles`,
		xpath_invalid: ({ message }) => `no es una expresión XPath 1.0 que este motor pueda ejecutar: ${message}`,
		namespace_axis: 'pide el eje namespace (namespace::) de más de un elemento, que este motor no puede ordenar; pídelo de un solo elemento',
		css_invalid: ({ message }) => `no es un selector CSS que este motor pueda ejecutar: ${message}`,
		too_many_results: ({ max }) => `selecciona más de ${max.toLocaleString('es')} resultados; restringe la consulta`,
		answer_too_long: ({ max }) => `los resultados tendrían más de ${max.toLocaleString('es')} caracteres; restringe la consulta`
	}
} satisfies ErrorWords<typeof errors>;
