import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		regex: {
			title: 'Testador de regex',
			summary: 'Executa uma expressão regular JavaScript (ECMAScript) num texto: cada correspondência com seus grupos e o texto com uma substituição aplicada.',
			keywords: ['regex', 'expressão regular', 'padrão', 'correspondência', 'substituir', 'grupos de captura', 'testar regex'],
			fields: {
				pattern: { label: 'Padrão', description: 'Padrão ECMAScript sem barras; até 1.000 caracteres' },
				flags: { label: 'Modificadores', description: 'Qualquer de d, g, i, m, s, u, v, y, cada uma uma vez (u e v não juntas); com g, todas as correspondências' },
				input: { label: 'Texto', description: 'O texto a pesquisar; até 100.000 caracteres' },
				replacement: { label: 'Substituição', description: 'Texto de substituição com os padrões do ECMAScript ($1, $<nome>, $&, $$); até 10.000 caracteres' }
			},
			examples: { 'Dates with named groups': 'Datas com grupos nomeados', 'Words, case-insensitive': 'Palavras, sem diferenciar maiúsculas' }
		}
	},
	es: {
		regex: {
			title: 'Probador de regex',
			summary: 'Ejecuta una expresión regular de JavaScript (ECMAScript) sobre un texto: cada coincidencia con sus grupos y el texto con un reemplazo aplicado.',
			keywords: ['regex', 'expresión regular', 'patrón', 'coincidencia', 'reemplazar', 'grupos de captura', 'probar regex'],
			fields: {
				pattern: { label: 'Patrón', description: 'Patrón ECMAScript sin barras; hasta 1000 caracteres' },
				flags: { label: 'Modificadores', description: 'Cualquiera de d, g, i, m, s, u, v, y, cada una una vez (u y v no juntas); con g, todas las coincidencias' },
				input: { label: 'Texto', description: 'El texto donde buscar; hasta 100 000 caracteres' },
				replacement: { label: 'Reemplazo', description: 'Texto de reemplazo con los patrones de ECMAScript ($1, $<nombre>, $&, $$); hasta 10 000 caracteres' }
			},
			examples: { 'Dates with named groups': 'Fechas con grupos con nombre', 'Words, case-insensitive': 'Palabras, sin distinguir mayúsculas' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	regex: {
		en: {
			count: (n: number) => (n === 0 ? 'No match' : n === 1 ? '1 match' : `${n} matches`),
			highlighted: 'Matches in the text',
			match: 'Match',
			index: 'Index',
			groups: 'Matches and groups',
			unmatched: 'did not take part',
			replaced: 'Replaced text',
			empty: 'empty match'
		},
		'pt-BR': {
			count: (n: number) => (n === 0 ? 'Nenhuma correspondência' : n === 1 ? '1 correspondência' : `${n} correspondências`),
			highlighted: 'Correspondências no texto',
			match: 'Correspondência',
			index: 'Posição',
			groups: 'Correspondências e grupos',
			unmatched: 'não participou',
			replaced: 'Texto substituído',
			empty: 'correspondência vazia'
		},
		es: {
			count: (n: number) => (n === 0 ? 'Sin coincidencias' : n === 1 ? '1 coincidencia' : `${n} coincidencias`),
			highlighted: 'Coincidencias en el texto',
			match: 'Coincidencia',
			index: 'Posición',
			groups: 'Coincidencias y grupos',
			unmatched: 'no participó',
			replaced: 'Texto reemplazado',
			empty: 'coincidencia vacía'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		flags_letters: 'devem ser letras entre d, g, i, m, s, u, v, y',
		bad_flags: ({ reason }) => `flags inválidas (${reason})`,
		bad_pattern: ({ reason }) => `expressão regular inválida (${reason})`,
		too_many_matches: ({ max }) => `mais de ${max.toLocaleString('pt-BR')} correspondências; restrinja o padrão ou tire a flag g`,
		too_long: ({ max }) => `o texto substituído passaria de ${max.toLocaleString('pt-BR')} caracteres`
	},
	es: {
		flags_letters: 'deben ser letras entre d, g, i, m, s, u, v, y',
		bad_flags: ({ reason }) => `flags no válidas (${reason})`,
		bad_pattern: ({ reason }) => `expresión regular no válida (${reason})`,
		too_many_matches: ({ max }) => `más de ${max.toLocaleString('es')} coincidencias; acota el patrón o quita la flag g`,
		too_long: ({ max }) => `el texto sustituido superaría los ${max.toLocaleString('es')} caracteres`
	}
} satisfies ErrorWords<typeof errors>;
