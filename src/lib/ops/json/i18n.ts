import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		'json-format': {
			title: 'Formatador e validador de JSON',
			summary: 'Verifica se um texto é JSON (RFC 8259), diz a linha e a coluna onde não é, e o formata ou minifica, com chaves ordenadas se quiser.',
			keywords: ['formatar json', 'formatador', 'validador de json', 'validar json', 'minificar', 'embelezar', 'identar', 'ordenar chaves'],
			fields: {
				input: { label: 'JSON', description: 'Texto JSON; no máximo 524.288 caracteres e 512 níveis de aninhamento' },
				indent: { label: 'Indentação', description: 'Espaços por nível, de 0 (minificado) a 8, ou "tab"; padrão 2' },
				sort_keys: { label: 'Ordenar chaves', description: 'Ordena as chaves dos objetos (por unidades UTF-16); padrão false' }
			},
			examples: { 'Pretty-print': 'Formatar', 'Minify with sorted keys': 'Minificar com chaves ordenadas', 'Find the error': 'Encontrar o erro' }
		}
	},
	es: {
		'json-format': {
			title: 'Formateador y validador de JSON',
			summary: 'Comprueba que un texto es JSON (RFC 8259), indica la línea y la columna donde no lo es, y lo formatea o minifica, con las claves ordenadas si se quiere.',
			keywords: ['formatear json', 'formateador', 'validador json', 'validar json', 'minificar', 'embellecer', 'indentar', 'ordenar claves'],
			fields: {
				input: { label: 'JSON', description: 'Texto JSON; como máximo 524.288 caracteres y 512 niveles de anidamiento' },
				indent: { label: 'Sangría', description: 'Espacios por nivel, de 0 (minificado) a 8, o "tab"; por defecto 2' },
				sort_keys: { label: 'Ordenar claves', description: 'Ordena las claves de los objetos (por unidades UTF-16); por defecto false' }
			},
			examples: { 'Pretty-print': 'Formatear', 'Minify with sorted keys': 'Minificar con claves ordenadas', 'Find the error': 'Encontrar el error' }
		}
	}
};
