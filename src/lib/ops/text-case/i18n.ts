import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'text-case': {
			input: { placeholder: 'Crème Brûlée recipe v2' },
			to: {
				options: {
					title: 'Title Case',
					sentence: 'Sentence case',
					lower: 'lower case',
					upper: 'UPPER CASE',
					slug: 'slug (for URLs)',
					train: 'Train-Case',
					header: 'Header-Case (HTTP)',
					path: 'path/case',
					swap: 'sWAP cASE',
					alternating: 'aLtErNaTiNg CaPs',
					all: 'every casing, one a line',
					no: 'no case (lower-case words)'
				}
			}
		}
	},
	'pt-BR': {
		'text-case': {
			title: 'Conversor de maiúsculas e minúsculas',
			summary: 'Converte texto para camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, dot.case, Título, Frase, Train-Case, caminho/em/minúsculas, minúsculas, MAIÚSCULAS, maiúsculas invertidas ou alternadas, um slug de URL, ou lista todas as variações.',
			keywords: ['maiúsculas', 'minúsculas', 'camelcase', 'snake case', 'kebab case', 'slug', 'caixa alta', 'caixa baixa', 'inverter maiúsculas', 'alternadas'],
			fields: {
				input: { label: 'Texto', description: 'O texto; até 100.000 caracteres', placeholder: 'Receita de crème brûlée v2' },
				to: {
					label: 'Para',
					description: 'O formato de destino; o slug é ASCII em minúsculas unido por -, sem acentos; all lista todas as variações, uma por linha (até 16 caracteres)',
					options: {
						title: 'Iniciais Maiúsculas',
						sentence: 'Como numa frase',
						lower: 'minúsculas',
						upper: 'MAIÚSCULAS',
						slug: 'slug (para URLs)',
						train: 'Train-Case (palavras com hífen)',
						header: 'Header-Case (cabeçalho HTTP)',
						path: 'caminho/em/minúsculas',
						swap: 'iNVERTER mAIÚSCULAS',
						alternating: 'aLtErNaDaS',
						all: 'todas as variações, uma por linha',
						no: 'sem formato (palavras em minúsculas)'
					}
				}
			},
			examples: { 'Slug of a title': 'Slug de um título', 'Identifiers to snake_case': 'Identificadores em snake_case', 'Mixed separators to camelCase': 'Separadores mistos em camelCase', 'HTTP header name': 'Nome de cabeçalho HTTP', 'Every casing of a word': 'Todas as variações de uma palavra' }
		}
	},
	es: {
		'text-case': {
			title: 'Conversor de mayúsculas y minúsculas',
			summary: 'Convierte texto a camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, dot.case, Título, Oración, Train-Case, ruta/en/minúsculas, minúsculas, MAYÚSCULAS, mayúsculas invertidas o alternadas, un slug de URL, o lista todas las variantes.',
			keywords: ['mayúsculas', 'minúsculas', 'camelcase', 'snake case', 'kebab case', 'slug', 'convertir texto', 'formato de texto', 'invertir mayúsculas', 'alternadas'],
			fields: {
				input: { label: 'Texto', description: 'El texto; hasta 100 000 caracteres', placeholder: 'Receta de crème brûlée v2' },
				to: {
					label: 'A',
					description: 'El formato de destino; el slug es ASCII en minúsculas unido por -, sin acentos; all lista todas las variantes, una por línea (hasta 16 caracteres)',
					options: {
						title: 'Mayúsculas Iniciales',
						sentence: 'Como en una frase',
						lower: 'minúsculas',
						upper: 'MAYÚSCULAS',
						slug: 'slug (para URL)',
						train: 'Train-Case (palabras con guion)',
						header: 'Header-Case (cabecera HTTP)',
						path: 'ruta/en/minúsculas',
						swap: 'iNVERTIR mAYÚSCULAS',
						alternating: 'aLtErNaDaS',
						all: 'todas las variantes, una por línea',
						no: 'sin formato (palabras en minúsculas)'
					}
				}
			},
			examples: { 'Slug of a title': 'Slug de un título', 'Identifiers to snake_case': 'Identificadores en snake_case', 'Mixed separators to camelCase': 'Separadores mezclados en camelCase', 'HTTP header name': 'Nombre de cabecera HTTP', 'Every casing of a word': 'Todas las variantes de una palabra' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	textCase: {
		en: { others: 'Every other case', use: 'Use this case', casings: (n: number) => (n === 1 ? '1 casing' : `${n.toLocaleString('en-US')} casings`) },
		'pt-BR': { others: 'Todos os outros formatos', use: 'Usar este formato', casings: (n: number) => (n === 1 ? '1 variação' : `${n.toLocaleString('pt-BR')} variações`) },
		es: { others: 'Todos los demás formatos', use: 'Usar este formato', casings: (n: number) => (n === 1 ? '1 variante' : `${n.toLocaleString('es')} variantes`) }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		all_too_long: ({ max, got }) => `as variações de um texto dobram a cada caractere: no máximo ${max} caracteres para \`to\` all, recebidos ${got}`
	},
	es: {
		all_too_long: ({ max, got }) => `las variantes de un texto se duplican con cada carácter: como máximo ${max} caracteres para \`to\` all, se recibieron ${got}`
	}
} satisfies ErrorWords<typeof errors>;
