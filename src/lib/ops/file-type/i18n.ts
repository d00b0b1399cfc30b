import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'file-type': {
			input: { help: 'The start of the file (4 KiB is enough): drop a file, or paste its bytes in the encoding below.' },
			input_encoding: inputEncodingWords('en'),
			action: { help: 'Identify the bytes from their start, or look for files hidden anywhere inside them and cut them out.', unset: 'detect (the default)', options: { detect: 'Detect the type', scan: 'Find embedded files', extract: 'Extract embedded files' } }
		}
	},
	'pt-BR': {
		'file-type': {
			title: 'Detectar tipo de arquivo',
			summary: 'Diz que tipo de arquivo são alguns bytes pela assinatura (magic bytes): o tipo MIME como o file(1) o chama, a extensão usual e uma descrição. Também encontra arquivos embutidos em qualquer ponto dos bytes e os recorta.',
			keywords: ['tipo de arquivo', 'detectar tipo de arquivo', 'magic bytes', 'número mágico', 'assinatura de arquivo', 'tipo mime', 'comando file', 'identificar arquivo', 'arquivos embutidos'],
			fields: {
				input: { label: 'Entrada', description: 'O início do arquivo (4 KiB bastam), escrito como diz `input_encoding` (texto UTF-8 por padrão); até 524.288 caracteres', help: 'O início do arquivo (4 KiB bastam): solte um arquivo, ou cole seus bytes na codificação abaixo.' },
				input_encoding: inputEncodingWords('pt-BR'),
				action: {
					label: 'Ação',
					description: 'detect (o que os bytes são, pelo início; o padrão), scan (cada assinatura de arquivo em qualquer ponto dos bytes, com o tamanho de cada arquivo onde o formato o diz; no máximo 256), extract (os mesmos arquivos recortados, em base64; no máximo 32 arquivos e 196.608 bytes ao todo)',
					help: 'Identificar os bytes pelo início, ou procurar arquivos escondidos em qualquer ponto deles e recortá-los.',
					unset: 'detectar (o padrão)',
					options: { detect: 'Detectar o tipo', scan: 'Encontrar arquivos embutidos', extract: 'Extrair arquivos embutidos' }
				}
			},
			examples: { 'A PNG image': 'Uma imagem PNG', 'A gzip stream in hex': 'Um fluxo gzip em hex', 'Scan for embedded files': 'Procurar arquivos embutidos' }
		}
	},
	es: {
		'file-type': {
			title: 'Detectar tipo de archivo',
			summary: 'Dice qué tipo de archivo son unos bytes por su firma (magic bytes): el tipo MIME como lo llama file(1), la extensión habitual y una descripción. También encuentra archivos incrustados en cualquier punto de los bytes y los recorta.',
			keywords: ['tipo de archivo', 'detectar tipo de archivo', 'magic bytes', 'número mágico', 'firma de archivo', 'tipo mime', 'comando file', 'identificar archivo', 'archivos incrustados'],
			fields: {
				input: { label: 'Entrada', description: 'El comienzo del archivo (bastan 4 KiB), escrito como dice `input_encoding` (texto UTF-8 por defecto); hasta 524 288 caracteres', help: 'El comienzo del archivo (bastan 4 KiB): suelta un archivo o pega sus bytes en la codificación de abajo.' },
				input_encoding: inputEncodingWords('es'),
				action: {
					label: 'Acción',
					description: 'detect (qué son los bytes, por su comienzo; por defecto), scan (cada firma de archivo en cualquier punto de los bytes, con la longitud de cada archivo donde el formato la indica; como máximo 256), extract (los mismos archivos recortados, en base64; como máximo 32 archivos y 196 608 bytes en total)',
					help: 'Identificar los bytes por su comienzo, o buscar archivos escondidos en cualquier punto de ellos y recortarlos.',
					unset: 'detectar (por defecto)',
					options: { detect: 'Detectar el tipo', scan: 'Buscar archivos incrustados', extract: 'Extraer archivos incrustados' }
				}
			},
			examples: { 'A PNG image': 'Una imagen PNG', 'A gzip stream in hex': 'Un flujo gzip en hex', 'Scan for embedded files': 'Buscar archivos incrustados' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	fileType: {
		en: { mime: 'MIME type', extension: 'Extension', none: 'unknown', description: 'What it is', file: 'Identify a file', unknown: 'No known signature: these bytes are not one of the formats this tool recognises.', fromStart: (name: string, size: string, start: string) => `${name} (${size}), identified from its first ${start} bytes.`, scanFile: 'Look for files inside a file' },
		'pt-BR': { mime: 'Tipo MIME', extension: 'Extensão', none: 'desconhecida', description: 'O que é', file: 'Identificar um arquivo', unknown: 'Nenhuma assinatura conhecida: estes bytes não são de nenhum dos formatos que esta ferramenta reconhece.', fromStart: (name: string, size: string, start: string) => `${name} (${size}), identificado pelos seus primeiros ${start} bytes.`, scanFile: 'Procurar arquivos dentro de um arquivo' },
		es: { mime: 'Tipo MIME', extension: 'Extensión', none: 'desconocida', description: 'Qué es', file: 'Identificar un archivo', unknown: 'Ninguna firma conocida: estos bytes no son de ninguno de los formatos que esta herramienta reconoce.', fromStart: (name: string, size: string, start: string) => `${name} (${size}), identificado por sus primeros ${start} bytes.`, scanFile: 'Buscar archivos dentro de un archivo' }
	},
	embeddedFiles: {
		en: { found: (n: string) => (n === '1' ? '1 file found' : `${n} files found`), nothingFound: 'No known file signature anywhere in these bytes.', offset: 'Offset', length: 'Length', kind: 'Type', toEnd: 'end not known: not carved', more: 'More signatures follow: the list stops at 256.', download: 'Download' },
		'pt-BR': { found: (n: string) => (n === '1' ? '1 arquivo encontrado' : `${n} arquivos encontrados`), nothingFound: 'Nenhuma assinatura de arquivo conhecida nestes bytes.', offset: 'Posição', length: 'Tamanho', kind: 'Tipo', toEnd: 'fim desconhecido: não recortado', more: 'Há mais assinaturas: a lista para em 256.', download: 'Baixar' },
		es: { found: (n: string) => (n === '1' ? '1 archivo encontrado' : `${n} archivos encontrados`), nothingFound: 'Ninguna firma de archivo conocida en estos bytes.', offset: 'Posición', length: 'Longitud', kind: 'Tipo', toEnd: 'final desconocido: no recortado', more: 'Hay más firmas: la lista se detiene en 256.', download: 'Descargar' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		too_many_files: ({ count, max }) => `contém ${count.toLocaleString('pt-BR')} arquivos que podem ser recortados; extract responde no máximo ${max} por chamada (scan lista todos; pegue um com /bytes take)`,
		too_many_bytes: ({ total, max }) => `os arquivos recortados somam ${total.toLocaleString('pt-BR')} bytes; extract responde no máximo ${max.toLocaleString('pt-BR')} bytes por chamada (scan os lista; pegue um com /bytes take)`
	},
	es: {
		too_many_files: ({ count, max }) => `contiene ${count.toLocaleString('es')} archivos que se pueden recortar; extract responde como máximo ${max} por llamada (scan los lista todos; toma uno con /bytes take)`,
		too_many_bytes: ({ total, max }) => `los archivos recortados suman ${total.toLocaleString('es')} bytes; extract responde como máximo ${max.toLocaleString('es')} bytes por llamada (scan los lista; toma uno con /bytes take)`
	}
} satisfies ErrorWords<typeof errors>;
