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
		},
		'charset-brute-force': {
			input: { help: 'Garbled text, or the bytes to read, written as the encoding below says: Latin-1 takes garbled text as the bytes it was read from. To write a text in every charset, choose Encode and type it.' },
			input_encoding: inputEncodingWords('en'),
			direction: { help: 'Decode reads the bytes in every charset; Encode writes the text in every charset this site writes.', unset: 'Decode (the default)', options: { decode: 'Decode: read the bytes in each', encode: 'Encode: write the text in each' } },
			output_encoding: { ...outputEncodingWords('en', 'hex'), help: 'Encode only: how each charset\'s bytes are shown.' }
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
		},
		'charset-brute-force': {
			title: 'Força bruta de codificação de texto',
			summary: 'Lê bytes em todos os conjuntos de caracteres de uma vez (36: UTF-8, UTF-16, Latin-1, Windows-125x, ISO-8859, KOI8, Shift_JIS, GBK, Big5, EUC-KR, EBCDIC…) ou escreve um texto em cada um, para achar o que faz sentido.',
			keywords: ['força bruta de codificação', 'descobrir codificação', 'detectar codificação', 'qual codificação', 'texto embaralhado', 'acentos quebrados', 'mojibake', 'página de código', 'conjunto de caracteres'],
			fields: {
				input: { label: 'Entrada', description: 'Os bytes a ler (como diz `input_encoding`: latin1 toma um texto embaralhado pelos bytes dele) ou o texto a escrever; no máximo 8.192 bytes', help: 'Texto embaralhado, ou os bytes a ler, escritos como diz a codificação abaixo: Latin-1 toma o texto embaralhado pelos bytes de onde foi lido. Para escrever um texto em todos os conjuntos, escolha Codificar e digite-o.' },
				input_encoding: inputEncodingWords('pt-BR'),
				direction: { label: 'Direção', description: 'decode (padrão): os bytes lidos em cada um dos 36 conjuntos; encode: o texto (os bytes em UTF-8) escrito em cada um dos 13 conjuntos que /charset escreve', help: 'Decodificar lê os bytes em cada conjunto; Codificar escreve o texto em cada conjunto que este site escreve.', unset: 'Decodificar (o padrão)', options: { decode: 'Decodificar: ler os bytes em cada um', encode: 'Codificar: escrever o texto em cada um' } },
				output_encoding: { ...outputEncodingWords('pt-BR', 'hex'), help: 'Só ao codificar: como os bytes de cada conjunto são mostrados.' }
			},
			examples: {
				'Garbled Cyrillic': 'Cirílico embaralhado',
				'Bytes in every charset': 'Bytes em todos os conjuntos',
				'A text in every charset': 'Um texto em todos os conjuntos'
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
		},
		'charset-brute-force': {
			title: 'Fuerza bruta de codificación de texto',
			summary: 'Lee bytes en todos los juegos de caracteres a la vez (36: UTF-8, UTF-16, Latin-1, Windows-125x, ISO-8859, KOI8, Shift_JIS, GBK, Big5, EUC-KR, EBCDIC…) o escribe un texto en cada uno, para encontrar el que tiene sentido.',
			keywords: ['fuerza bruta de codificación', 'adivinar codificación', 'detectar codificación', 'qué codificación', 'texto ilegible', 'acentos rotos', 'mojibake', 'página de códigos', 'juego de caracteres'],
			fields: {
				input: { label: 'Entrada', description: 'Los bytes a leer (como dice `input_encoding`: latin1 toma un texto ilegible por sus bytes) o el texto a escribir; como máximo 8192 bytes', help: 'Texto ilegible, o los bytes a leer, escritos como dice la codificación de abajo: Latin-1 toma el texto ilegible por los bytes de los que se leyó. Para escribir un texto en todos los juegos, elige Codificar y escríbelo.' },
				input_encoding: inputEncodingWords('es'),
				direction: { label: 'Dirección', description: 'decode (por defecto): los bytes leídos en cada uno de los 36 juegos; encode: el texto (los bytes en UTF-8) escrito en cada uno de los 13 juegos que /charset escribe', help: 'Decodificar lee los bytes en cada juego; Codificar escribe el texto en cada juego que este sitio escribe.', unset: 'Decodificar (por defecto)', options: { decode: 'Decodificar: leer los bytes en cada uno', encode: 'Codificar: escribir el texto en cada uno' } },
				output_encoding: { ...outputEncodingWords('es', 'hex'), help: 'Solo al codificar: cómo se muestran los bytes de cada juego.' }
			},
			examples: {
				'Garbled Cyrillic': 'Cirílico ilegible',
				'Bytes in every charset': 'Bytes en todos los juegos',
				'A text in every charset': 'Un texto en todos los juegos'
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
	},
	bruteForce: {
		en: { title: (n: string) => `${n} character sets`, read: (n: string) => `${n} read the bytes`, wrote: (n: string) => `${n} can write the text`, charset: 'Character set', value: 'Reads as', bytesCol: 'Bytes', badByte: (b: string, at: string) => `byte ${b} at offset ${at} is not valid`, noBytes: (c: string, at: string) => `no bytes for ${c} (character ${at})`, onlyValid: 'Only the ones that work', copy: 'the row', empty: '(nothing)', bytes: (n: string) => `${n} bytes` },
		'pt-BR': { title: (n: string) => `${n} conjuntos de caracteres`, read: (n: string) => `${n} leem os bytes`, wrote: (n: string) => `${n} conseguem escrever o texto`, charset: 'Conjunto de caracteres', value: 'Lido como', bytesCol: 'Em bytes', badByte: (b: string, at: string) => `o byte ${b} na posição ${at} não é válido`, noBytes: (c: string, at: string) => `sem bytes para ${c} (caractere ${at})`, onlyValid: 'Só os que funcionam', copy: 'a linha', empty: '(nada)', bytes: (n: string) => `${n} bytes` },
		es: { title: (n: string) => `${n} juegos de caracteres`, read: (n: string) => `${n} leen los bytes`, wrote: (n: string) => `${n} pueden escribir el texto`, charset: 'Juego de caracteres', value: 'Se lee como', bytesCol: 'En bytes', badByte: (b: string, at: string) => `el byte ${b} en la posición ${at} no es válido`, noBytes: (c: string, at: string) => `sin bytes para ${c} (carácter ${at})`, onlyValid: 'Solo los que funcionan', copy: 'la fila', empty: '(nada)', bytes: (n: string) => `${n} bytes` }
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
