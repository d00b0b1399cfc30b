import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords, outputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		charset: {
			input: { help: 'The text or bytes to convert, as text or written in the encoding below (or drop a file).' },
			input_encoding: inputEncodingWords('en'),
			from: { help: 'The character set the input bytes are in. Typed text is UTF-8.', unset: 'UTF-8 (the default)' },
			to: { help: 'The character set to write the text in.', unset: 'UTF-8 (the default)' },
			output_encoding: outputEncodingWords('en', 'base64')
		}
	},
	'pt-BR': {
		charset: {
			title: 'Conversor de conjuntos de caracteres',
			summary: 'Lê bytes num conjunto de caracteres e escreve em outro: UTF-8, UTF-16, Latin-1, Windows-1252, ISO-8859-15, Shift_JIS, EUC-JP, GBK, Big5, KOI8-R, CP437 e EBCDIC.',
			keywords: ['conjunto de caracteres', 'codificação de caracteres', 'codificar texto', 'decodificar texto', 'página de código', 'charset', 'ebcdic', 'shift_jis', 'mojibake', 'acentos quebrados'],
			fields: {
				input: { label: 'Entrada', description: 'Os bytes, escritos como diz `input_encoding` (texto UTF-8 por padrão); até 262.144 caracteres', help: 'O texto ou os bytes a converter, como texto ou na codificação abaixo (ou solte um arquivo).' },
				input_encoding: inputEncodingWords('pt-BR'),
				from: { label: 'De', description: 'O conjunto de caracteres dos bytes de `input`; padrão utf-8. latin1 é ISO-8859-1 (cada byte o seu código); windows-1252, cp437 e ebcdic-cp037 não aceitam bytes indefinidos', help: 'O conjunto de caracteres dos bytes da entrada. O texto digitado é UTF-8.', unset: 'UTF-8 (o padrão)' },
				to: { label: 'Para', description: 'O conjunto de caracteres em que escrever o texto; padrão utf-8', help: 'O conjunto de caracteres em que escrever o texto.', unset: 'UTF-8 (o padrão)' },
				output_encoding: outputEncodingWords('pt-BR', 'base64')
			},
			examples: {
				'Text to Shift_JIS': 'Texto em Shift_JIS',
				'Read GBK bytes': 'Ler bytes GBK',
				'EBCDIC to UTF-8 text': 'EBCDIC para texto UTF-8'
			}
		}
	},
	es: {
		charset: {
			title: 'Conversor de juegos de caracteres',
			summary: 'Lee bytes en un juego de caracteres y los escribe en otro: UTF-8, UTF-16, Latin-1, Windows-1252, ISO-8859-15, Shift_JIS, EUC-JP, GBK, Big5, KOI8-R, CP437 y EBCDIC.',
			keywords: ['juego de caracteres', 'codificación de caracteres', 'codificar texto', 'decodificar texto', 'página de códigos', 'charset', 'ebcdic', 'shift_jis', 'mojibake', 'acentos rotos'],
			fields: {
				input: { label: 'Entrada', description: 'Los bytes, escritos como dice `input_encoding` (texto UTF-8 por defecto); hasta 262 144 caracteres', help: 'El texto o los bytes a convertir, como texto o en la codificación de abajo (o suelta un archivo).' },
				input_encoding: inputEncodingWords('es'),
				from: { label: 'De', description: 'El juego de caracteres de los bytes de `input`; por defecto utf-8. latin1 es ISO-8859-1 (cada byte su código); windows-1252, cp437 y ebcdic-cp037 no aceptan bytes indefinidos', help: 'El juego de caracteres de los bytes de la entrada. El texto escrito es UTF-8.', unset: 'UTF-8 (por defecto)' },
				to: { label: 'A', description: 'El juego de caracteres en que escribir el texto; por defecto utf-8', help: 'El juego de caracteres en que escribir el texto.', unset: 'UTF-8 (por defecto)' },
				output_encoding: outputEncodingWords('es', 'base64')
			},
			examples: {
				'Text to Shift_JIS': 'Texto a Shift_JIS',
				'Read GBK bytes': 'Leer bytes GBK',
				'EBCDIC to UTF-8 text': 'EBCDIC a texto UTF-8'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	charset: {
		en: { text: 'Text', bytesIn: (n: string, to: string) => `${n} bytes in ${to}`, download: 'Download', file: 'Use a file as the input', copyText: 'the text', copyBytes: 'the bytes', hex: 'Bytes (hex)', more: (n: string) => `… and ${n} more bytes` },
		'pt-BR': { text: 'Texto', bytesIn: (n: string, to: string) => `${n} bytes em ${to}`, download: 'Baixar', file: 'Usar um arquivo como entrada', copyText: 'o texto', copyBytes: 'os bytes', hex: 'Bytes (hexadecimal)', more: (n: string) => `… e mais ${n} bytes` },
		es: { text: 'Texto', bytesIn: (n: string, to: string) => `${n} bytes en ${to}`, download: 'Descargar', file: 'Usar un archivo como entrada', copyText: 'el texto', copyBytes: 'los bytes', hex: 'Bytes (hexadecimal)', more: (n: string) => `… y ${n} bytes más` }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		not_decodable: ({ from, offset, byte }) => `não é ${from} válido: byte ${byte} na posição ${offset} (em bytes)`,
		not_encodable: ({ to, index, char }) => `${to} não tem bytes para o caractere ${char} na posição ${index} (em caracteres)`
	},
	es: {
		not_decodable: ({ from, offset, byte }) => `no es ${from} válido: byte ${byte} en la posición ${offset} (en bytes)`,
		not_encodable: ({ to, index, char }) => `${to} no tiene bytes para el carácter ${char} en la posición ${index} (en caracteres)`
	}
} satisfies ErrorWords<typeof errors>;
