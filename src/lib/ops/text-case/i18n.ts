import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'text-case': {
			input: { placeholder: 'Crème Brûlée recipe v2' },
			to: { options: { title: 'Title Case', sentence: 'Sentence case', lower: 'lower case', upper: 'UPPER CASE', slug: 'slug (for URLs)' } }
		}
	},
	'pt-BR': {
		'text-case': {
			title: 'Conversor de maiúsculas e minúsculas',
			summary: 'Converte texto para camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, dot.case, Título, Frase, minúsculas, MAIÚSCULAS ou um slug de URL.',
			keywords: ['maiúsculas', 'minúsculas', 'camelcase', 'snake case', 'kebab case', 'slug', 'caixa alta', 'caixa baixa', 'converter texto'],
			fields: {
				input: { label: 'Texto', description: 'O texto; até 100.000 caracteres', placeholder: 'Receita de crème brûlée v2' },
				to: {
					label: 'Para',
					description: 'O formato de destino; o slug é ASCII em minúsculas unido por -, sem acentos',
					options: { title: 'Iniciais Maiúsculas', sentence: 'Como numa frase', lower: 'minúsculas', upper: 'MAIÚSCULAS', slug: 'slug (para URLs)' }
				}
			},
			examples: { 'Slug of a title': 'Slug de um título', 'Identifiers to snake_case': 'Identificadores em snake_case', 'Mixed separators to camelCase': 'Separadores mistos em camelCase' }
		}
	},
	es: {
		'text-case': {
			title: 'Conversor de mayúsculas y minúsculas',
			summary: 'Convierte texto a camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, dot.case, Título, Oración, minúsculas, MAYÚSCULAS o un slug de URL.',
			keywords: ['mayúsculas', 'minúsculas', 'camelcase', 'snake case', 'kebab case', 'slug', 'convertir texto', 'formato de texto'],
			fields: {
				input: { label: 'Texto', description: 'El texto; hasta 100 000 caracteres', placeholder: 'Receta de crème brûlée v2' },
				to: {
					label: 'A',
					description: 'El formato de destino; el slug es ASCII en minúsculas unido por -, sin acentos',
					options: { title: 'Mayúsculas Iniciales', sentence: 'Como en una frase', lower: 'minúsculas', upper: 'MAYÚSCULAS', slug: 'slug (para URL)' }
				}
			},
			examples: { 'Slug of a title': 'Slug de un título', 'Identifiers to snake_case': 'Identificadores en snake_case', 'Mixed separators to camelCase': 'Separadores mezclados en camelCase' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	textCase: {
		en: { others: 'Every other case', use: 'Use this case' },
		'pt-BR': { others: 'Todos os outros formatos', use: 'Usar este formato' },
		es: { others: 'Todos los demás formatos', use: 'Usar este formato' }
	}
} satisfies ModuleViewWords;
