import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		'text-stats': {
			title: 'Estatísticas de texto',
			summary: 'Conta os caracteres (como as pessoas os veem), pontos de código, bytes UTF-8, palavras, linhas e frases de um texto, e o tempo de leitura.',
			keywords: ['contador de palavras', 'contar caracteres', 'contador de caracteres', 'palavras', 'linhas', 'frases', 'tempo de leitura', 'bytes'],
			fields: { input: { label: 'Texto', description: 'O texto; até 500.000 caracteres' } },
			examples: { 'A paragraph': 'Um parágrafo' }
		}
	},
	es: {
		'text-stats': {
			title: 'Estadísticas de texto',
			summary: 'Cuenta los caracteres (tal como se ven), puntos de código, bytes UTF-8, palabras, líneas y oraciones de un texto, y su tiempo de lectura.',
			keywords: ['contador de palabras', 'contar caracteres', 'contador de caracteres', 'palabras', 'líneas', 'oraciones', 'tiempo de lectura', 'bytes'],
			fields: { input: { label: 'Texto', description: 'El texto; hasta 500 000 caracteres' } },
			examples: { 'A paragraph': 'Un párrafo' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	textStats: {
		en: {
			characters: 'Characters',
			charactersNote: 'as people see them',
			words: 'Words',
			sentences: 'Sentences',
			lines: 'Lines',
			codePoints: 'Code points',
			bytes: 'Bytes (UTF-8)',
			reading: 'Reading time',
			readingNote: 'at 238 words per minute'
		},
		'pt-BR': {
			characters: 'Caracteres',
			charactersNote: 'como as pessoas os veem',
			words: 'Palavras',
			sentences: 'Frases',
			lines: 'Linhas',
			codePoints: 'Pontos de código',
			bytes: 'Bytes (UTF-8)',
			reading: 'Tempo de leitura',
			readingNote: 'a 238 palavras por minuto'
		},
		es: {
			characters: 'Caracteres',
			charactersNote: 'tal como se ven',
			words: 'Palabras',
			sentences: 'Oraciones',
			lines: 'Líneas',
			codePoints: 'Puntos de código',
			bytes: 'Bytes (UTF-8)',
			reading: 'Tiempo de lectura',
			readingNote: 'a 238 palabras por minuto'
		}
	}
} satisfies ModuleViewWords;
