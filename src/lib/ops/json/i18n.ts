import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'json-format': { indent: { options: { 0: '0 (minified)', tab: 'Tab' } } }
	},
	'pt-BR': {
		'json-format': {
			title: 'Formatador e validador de JSON',
			summary: 'Verifica se um texto é JSON (RFC 8259), diz a linha e a coluna onde não é, e o formata ou minifica, com chaves ordenadas se quiser.',
			keywords: ['formatar json', 'formatador', 'validador de json', 'validar json', 'minificar', 'embelezar', 'identar', 'ordenar chaves'],
			fields: {
				input: { label: 'JSON', description: 'Texto JSON; no máximo 524.288 caracteres e 512 níveis de aninhamento' },
				indent: { label: 'Indentação', description: 'Espaços por nível, de 0 (minificado) a 8, ou "tab"; padrão 2', options: { 0: '0 (minificado)', tab: 'Tabulação' } },
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
				indent: { label: 'Sangría', description: 'Espacios por nivel, de 0 (minificado) a 8, o "tab"; por defecto 2', options: { 0: '0 (minificado)', tab: 'Tabulación' } },
				sort_keys: { label: 'Ordenar claves', description: 'Ordena las claves de los objetos (por unidades UTF-16); por defecto false' }
			},
			examples: { 'Pretty-print': 'Formatear', 'Minify with sorted keys': 'Minificar con claves ordenadas', 'Find the error': 'Encontrar el error' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	jsonFormat: {
		en: {
			valid: 'Valid JSON',
			invalid: 'Not valid JSON',
			where: (line: number, column: number) => `Line ${line}, column ${column}`,
			stats: (lines: number, chars: string) => `${lines} line${lines === 1 ? '' : 's'} · ${chars} characters`,
			items: (n: number, isArray: boolean) => (isArray ? `${n} item${n === 1 ? '' : 's'}` : `${n} key${n === 1 ? '' : 's'}`),
			expand: 'Expand all',
			collapse: 'Collapse all',
			download: 'Download',
			formatted: 'Formatted JSON',
			excerpt: 'Where the text goes wrong',
			plain: 'Folding is off for answers over 200,000 characters.',
			file: 'Format a JSON file instead'
		},
		'pt-BR': {
			valid: 'JSON válido',
			invalid: 'JSON inválido',
			where: (line: number, column: number) => `Linha ${line}, coluna ${column}`,
			stats: (lines: number, chars: string) => `${lines} linha${lines === 1 ? '' : 's'} · ${chars} caracteres`,
			items: (n: number, isArray: boolean) => (isArray ? `${n} ${n === 1 ? 'item' : 'itens'}` : `${n} chave${n === 1 ? '' : 's'}`),
			expand: 'Expandir tudo',
			collapse: 'Recolher tudo',
			download: 'Baixar',
			formatted: 'JSON formatado',
			excerpt: 'Onde o texto dá errado',
			plain: 'A dobra fica desligada para respostas com mais de 200.000 caracteres.',
			file: 'Formatar um arquivo JSON'
		},
		es: {
			valid: 'JSON válido',
			invalid: 'JSON no válido',
			where: (line: number, column: number) => `Línea ${line}, columna ${column}`,
			stats: (lines: number, chars: string) => `${lines} línea${lines === 1 ? '' : 's'} · ${chars} caracteres`,
			items: (n: number, isArray: boolean) => (isArray ? `${n} elemento${n === 1 ? '' : 's'}` : `${n} clave${n === 1 ? '' : 's'}`),
			expand: 'Expandir todo',
			collapse: 'Contraer todo',
			download: 'Descargar',
			formatted: 'JSON formateado',
			excerpt: 'Dónde falla el texto',
			plain: 'El plegado se desactiva para respuestas de más de 200.000 caracteres.',
			file: 'Formatear un archivo JSON'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		too_long: ({ max }) => `o texto formatado passaria de ${max.toLocaleString('pt-BR')} caracteres; use uma indentação menor, ou 0`
	},
	es: {
		too_long: ({ max }) => `el texto formateado superaría los ${max.toLocaleString('es')} caracteres; usa una sangría menor, o 0`
	}
} satisfies ErrorWords<typeof errors>;
