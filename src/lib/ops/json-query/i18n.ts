import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'json-query': {
			input: { label: 'JSON', help: 'The JSON document to query, as text.' },
			language: { label: 'Query language', help: 'JSONPath and jq list everything the query selects; JMESPath, JSONata and JSON Pointer give one result.' },
			query: { label: 'Query', help: 'JSONPath starts with $ ($.store.book[0]); jq with a filter such as .people[]; a JSON Pointer with / (/people/0/name).' }
		}
	},
	'pt-BR': {
		'json-query': {
			title: 'Consulta JSON (JSONPath, JMESPath, jq, JSONata, JSON Pointer)',
			summary: 'Executa uma consulta JSONPath (RFC 9535), JMESPath, jq, JSONata ou JSON Pointer (RFC 6901) sobre um texto JSON e lista o que ela seleciona.',
			keywords: ['consulta json', 'consultar json', 'jsonpath', 'jmespath', 'jq', 'jsonata', 'json pointer', 'filtrar json', 'selecionar', 'extrair'],
			fields: {
				input: { label: 'Texto JSON', description: 'Texto JSON (RFC 8259); até 524.288 caracteres e 512 níveis de aninhamento', help: 'O documento JSON a consultar, como texto.' },
				language: {
					label: 'Linguagem de consulta',
					description: 'jsonpath (RFC 9535: todo nó selecionado), jmespath, jq (1.7.1: toda saída, em ordem), jsonata (2.x), pointer (RFC 6901: o valor apontado)',
					help: 'JSONPath e jq listam tudo o que a consulta seleciona; JMESPath, JSONata e JSON Pointer dão um resultado.'
				},
				query: { label: 'Consulta', description: 'A consulta nessa linguagem; até 4.096 caracteres. Um JSON Pointer é "" (o documento todo) ou começa com /', help: 'JSONPath começa com $ ($.store.book[0]); jq com um filtro como .people[]; um JSON Pointer com / (/people/0/name).' }
			},
			examples: {
				'Book titles with JSONPath': 'Títulos de livros com JSONPath',
				'Names and ages with jq': 'Nomes e idades com jq',
				'A projection with JMESPath': 'Uma projeção com JMESPath',
				'A total with JSONata': 'Um total com JSONata',
				'One value by JSON Pointer': 'Um valor por JSON Pointer'
			}
		}
	},
	es: {
		'json-query': {
			title: 'Consulta JSON (JSONPath, JMESPath, jq, JSONata, JSON Pointer)',
			summary: 'Ejecuta una consulta JSONPath (RFC 9535), JMESPath, jq, JSONata o JSON Pointer (RFC 6901) sobre un texto JSON y lista lo que selecciona.',
			keywords: ['consulta json', 'consultar json', 'jsonpath', 'jmespath', 'jq', 'jsonata', 'json pointer', 'filtrar json', 'seleccionar', 'extraer'],
			fields: {
				input: { label: 'Texto JSON', description: 'Texto JSON (RFC 8259); hasta 524 288 caracteres y 512 niveles de anidamiento', help: 'El documento JSON que se consulta, como texto.' },
				language: {
					label: 'Lenguaje de consulta',
					description: 'jsonpath (RFC 9535: todo nodo seleccionado), jmespath, jq (1.7.1: toda salida, en orden), jsonata (2.x), pointer (RFC 6901: el valor al que apunta)',
					help: 'JSONPath y jq listan todo lo que la consulta selecciona; JMESPath, JSONata y JSON Pointer dan un resultado.'
				},
				query: { label: 'Consulta', description: 'La consulta en ese lenguaje; hasta 4096 caracteres. Un JSON Pointer es "" (el documento entero) o empieza por /', help: 'JSONPath empieza por $ ($.store.book[0]); jq por un filtro como .people[]; un JSON Pointer por / (/people/0/name).' }
			},
			examples: {
				'Book titles with JSONPath': 'Títulos de libros con JSONPath',
				'Names and ages with jq': 'Nombres y edades con jq',
				'A projection with JMESPath': 'Una proyección con JMESPath',
				'A total with JSONata': 'Un total con JSONata',
				'One value by JSON Pointer': 'Un valor por JSON Pointer'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	jsonQuery: {
		en: { result: 'result', results: 'results', copy: 'the results', copyOne: 'this result', empty: 'Nothing: the query selects nothing.', more: 'more', asArray: 'as one JSON array' },
		'pt-BR': { result: 'resultado', results: 'resultados', copy: 'os resultados', copyOne: 'este resultado', empty: 'Nada: a consulta não seleciona nada.', more: 'a mais', asArray: 'como um array JSON' },
		es: { result: 'resultado', results: 'resultados', copy: 'los resultados', copyOne: 'este resultado', empty: 'Nada: la consulta no selecciona nada.', more: 'más', asArray: 'como un array JSON' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es; the engines' own reasons stay in English. */
export const errorWords = {
	'pt-BR': {
		not_json: ({ line, column, reason }) => `linha ${line}, coluna ${column}: ${reason}`,
		bad_query: ({ language, reason }) => `não é uma consulta ${language} válida: ${reason}`,
		failed: ({ language, reason }) => `${language} parou com um erro: ${reason}`,
		pointer_syntax: 'um JSON Pointer é vazio ou começa com /',
		no_such_node: ({ pointer }) => `${pointer} não aponta para nada na entrada (não há esse membro, ou o índice passa do fim)`,
		too_long: ({ max }) => `os resultados passariam de ${max.toLocaleString('pt-BR')} caracteres de JSON; restrinja a consulta`,
		out_of_memory: ({ mb }) => `o jq ficou sem memória (${mb} MB); restrinja a consulta ou envie menos JSON`
	},
	es: {
		not_json: ({ line, column, reason }) => `línea ${line}, columna ${column}: ${reason}`,
		bad_query: ({ language, reason }) => `no es una consulta ${language} válida: ${reason}`,
		failed: ({ language, reason }) => `${language} se detuvo con un error: ${reason}`,
		pointer_syntax: 'un JSON Pointer está vacío o empieza por /',
		no_such_node: ({ pointer }) => `${pointer} no apunta a nada en la entrada (no existe ese miembro, o el índice pasa del final)`,
		too_long: ({ max }) => `los resultados pasarían de ${max.toLocaleString('es')} caracteres de JSON; restrinja la consulta`,
		out_of_memory: ({ mb }) => `jq se quedó sin memoria (${mb} MB); restrinja la consulta o envíe menos JSON`
	}
} satisfies ErrorWords<typeof errors>;
