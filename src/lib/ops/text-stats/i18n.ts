import type { ModuleTexts } from '../texts.js';

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
