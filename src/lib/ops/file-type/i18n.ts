import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import { inputEncodingWords } from '../_shared/bytes-io-words.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'file-type': {
			input: { help: 'The start of the file (4 KiB is enough): drop a file, or paste its bytes in the encoding below.' },
			input_encoding: inputEncodingWords('en')
		}
	},
	'pt-BR': {
		'file-type': {
			title: 'Detectar tipo de arquivo',
			summary: 'Diz que tipo de arquivo são alguns bytes pela assinatura (magic bytes): o tipo MIME como o file(1) o chama, a extensão usual e uma descrição.',
			keywords: ['tipo de arquivo', 'detectar tipo de arquivo', 'magic bytes', 'número mágico', 'assinatura de arquivo', 'tipo mime', 'comando file', 'identificar arquivo', 'extensão'],
			fields: {
				input: { label: 'Entrada', description: 'O início do arquivo (4 KiB bastam), escrito como diz `input_encoding` (texto UTF-8 por padrão); até 524.288 caracteres', help: 'O início do arquivo (4 KiB bastam): solte um arquivo, ou cole seus bytes na codificação abaixo.' },
				input_encoding: inputEncodingWords('pt-BR')
			},
			examples: { 'A PNG image': 'Uma imagem PNG', 'A gzip stream in hex': 'Um fluxo gzip em hex' }
		}
	},
	es: {
		'file-type': {
			title: 'Detectar tipo de archivo',
			summary: 'Dice qué tipo de archivo son unos bytes por su firma (magic bytes): el tipo MIME como lo llama file(1), la extensión habitual y una descripción.',
			keywords: ['tipo de archivo', 'detectar tipo de archivo', 'magic bytes', 'número mágico', 'firma de archivo', 'tipo mime', 'comando file', 'identificar archivo', 'extensión'],
			fields: {
				input: { label: 'Entrada', description: 'El comienzo del archivo (bastan 4 KiB), escrito como dice `input_encoding` (texto UTF-8 por defecto); hasta 524 288 caracteres', help: 'El comienzo del archivo (bastan 4 KiB): suelta un archivo o pega sus bytes en la codificación de abajo.' },
				input_encoding: inputEncodingWords('es')
			},
			examples: { 'A PNG image': 'Una imagen PNG', 'A gzip stream in hex': 'Un flujo gzip en hex' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	fileType: {
		en: { mime: 'MIME type', extension: 'Extension', none: 'unknown', description: 'What it is', file: 'Identify a file', unknown: 'No known signature: these bytes are not one of the formats this tool recognises.', fromStart: (name: string, size: string, start: string) => `${name} (${size}), identified from its first ${start} bytes.` },
		'pt-BR': { mime: 'Tipo MIME', extension: 'Extensão', none: 'desconhecida', description: 'O que é', file: 'Identificar um arquivo', unknown: 'Nenhuma assinatura conhecida: estes bytes não são de nenhum dos formatos que esta ferramenta reconhece.', fromStart: (name: string, size: string, start: string) => `${name} (${size}), identificado pelos seus primeiros ${start} bytes.` },
		es: { mime: 'Tipo MIME', extension: 'Extensión', none: 'desconocida', description: 'Qué es', file: 'Identificar un archivo', unknown: 'Ninguna firma conocida: estos bytes no son de ninguno de los formatos que esta herramienta reconoce.', fromStart: (name: string, size: string, start: string) => `${name} (${size}), identificado por sus primeros ${start} bytes.` }
	}
} satisfies ModuleViewWords;
