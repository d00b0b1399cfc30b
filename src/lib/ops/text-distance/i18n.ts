import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'text-distance': {
			a: { label: 'First text', help: 'A word, a name or any text, up to 5,000 characters.' },
			b: { label: 'Second text', help: 'The text to compare it with.' }
		}
	},
	'pt-BR': {
		'text-distance': {
			title: 'Distância entre textos',
			summary: 'Compara dois textos: distâncias de edição de Levenshtein e Damerau-Levenshtein, distância de Hamming, similaridade de Jaro-Winkler, uma razão de similaridade e a maior subsequência comum.',
			keywords: ['distância', 'levenshtein', 'distância de edição', 'damerau', 'hamming', 'distância de hamming', 'jaro-winkler', 'similaridade', 'maior subsequência comum', 'comparar textos'],
			fields: {
				a: { label: 'Primeiro texto', description: 'O primeiro texto; até 5.000 caracteres', help: 'Uma palavra, um nome ou qualquer texto, até 5.000 caracteres.' },
				b: { label: 'Segundo texto', description: 'O segundo texto; até 5.000 caracteres', help: 'O texto com que compará-lo.' }
			},
			examples: { 'kitten and sitting': 'kitten e sitting', 'A swap of two letters': 'Duas letras trocadas', 'Two codes of the same length': 'Dois códigos do mesmo tamanho' }
		}
	},
	es: {
		'text-distance': {
			title: 'Distancia entre textos',
			summary: 'Compara dos textos: distancias de edición de Levenshtein y Damerau-Levenshtein, distancia de Hamming, similitud de Jaro-Winkler, una razón de similitud y la subsecuencia común más larga.',
			keywords: ['distancia', 'levenshtein', 'distancia de edición', 'damerau', 'hamming', 'distancia de hamming', 'jaro-winkler', 'similitud', 'subsecuencia común más larga', 'comparar textos'],
			fields: {
				a: { label: 'Primer texto', description: 'El primer texto; hasta 5000 caracteres', help: 'Una palabra, un nombre o cualquier texto, hasta 5000 caracteres.' },
				b: { label: 'Segundo texto', description: 'El segundo texto; hasta 5000 caracteres', help: 'El texto con el que compararlo.' }
			},
			examples: { 'kitten and sitting': 'kitten y sitting', 'A swap of two letters': 'Dos letras intercambiadas', 'Two codes of the same length': 'Dos códigos de la misma longitud' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	textDistance: {
		en: {
			levenshtein: 'Levenshtein distance',
			levenshteinNote: 'insertions, deletions and substitutions',
			damerau: 'Damerau-Levenshtein distance',
			damerauNote: 'also swaps of neighbours',
			hamming: 'Hamming distance',
			hammingNone: 'only for texts of equal length',
			jaroWinkler: 'Jaro-Winkler similarity',
			similarity: 'Similarity',
			lcs: 'Longest common subsequence',
			edits: 'edits',
			characters: 'characters',
			swap: 'Swap the texts'
		},
		'pt-BR': {
			levenshtein: 'Distância de Levenshtein',
			levenshteinNote: 'inserções, remoções e substituições',
			damerau: 'Distância de Damerau-Levenshtein',
			damerauNote: 'também trocas de vizinhos',
			hamming: 'Distância de Hamming',
			hammingNone: 'só para textos do mesmo tamanho',
			jaroWinkler: 'Similaridade de Jaro-Winkler',
			similarity: 'Similaridade',
			lcs: 'Maior subsequência comum',
			edits: 'edições',
			characters: 'caracteres',
			swap: 'Trocar os textos'
		},
		es: {
			levenshtein: 'Distancia de Levenshtein',
			levenshteinNote: 'inserciones, borrados y sustituciones',
			damerau: 'Distancia de Damerau-Levenshtein',
			damerauNote: 'también intercambios de vecinos',
			hamming: 'Distancia de Hamming',
			hammingNone: 'solo para textos de la misma longitud',
			jaroWinkler: 'Similitud de Jaro-Winkler',
			similarity: 'Similitud',
			lcs: 'Subsecuencia común más larga',
			edits: 'ediciones',
			characters: 'caracteres',
			swap: 'Intercambiar los textos'
		}
	}
} satisfies ModuleViewWords;
