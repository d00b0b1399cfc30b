import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords, outputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		hexdump: {
			input: { label: 'Input', help: 'To dump: the bytes, as text or written in the encoding below (or drop a file). To parse: a dump made by xxd, hexdump -C or xxd -p.' },
			input_encoding: { ...inputEncodingWords('en'), help: 'To dump: how the bytes above are written, as text (UTF-8), hex digits, base64 or Latin-1. A dump to parse is read as it is.' },
			direction: { options: { dump: 'Dump bytes', parse: 'Read a dump back' } },
			style: { help: 'The layout of the dump: xxd, hexdump -C (the canonical layout) or plain hex digits (xxd -p).', unset: 'xxd (the default)', options: { canonical: 'hexdump -C (canonical)', plain: 'xxd -p (plain hex)' } },
			width: { help: 'Bytes on each line: 16 by default for xxd, 30 for plain hex. hexdump -C always shows 16.' },
			output_encoding: outputEncodingWords('en', 'base64')
		}
	},
	'pt-BR': {
		hexdump: {
			title: 'Dump hexadecimal',
			summary: 'Mostra bytes como o xxd, o hexdump -C ou o hex puro (xxd -p) os escrevem, e lê qualquer desses dumps de volta para bytes.',
			keywords: ['hexdump', 'dump hexadecimal', 'xxd', 'visualizador hexadecimal', 'editor hexadecimal', 'bytes', 'para hexdump', 'de hexdump'],
			fields: {
				input: { label: 'Entrada', description: 'dump: os bytes, escritos como diz `input_encoding` (texto UTF-8 por padrão); parse: o texto do dump', help: 'Para o dump: os bytes, como texto ou na codificação abaixo (ou solte um arquivo). Para ler: um dump feito pelo xxd, hexdump -C ou xxd -p.' },
				input_encoding: { ...inputEncodingWords('pt-BR'), help: 'Para o dump: como os bytes acima estão escritos, como texto (UTF-8), dígitos hexadecimais, base64 ou Latin-1. Um dump a ler é lido como está.' },
				direction: { label: 'Direção', description: 'dump: bytes → texto do dump; parse: um dump em qualquer dos três estilos → bytes', options: { dump: 'Gerar o dump', parse: 'Ler um dump' } },
				style: { label: 'Estilo', description: 'dump: xxd (padrão), canonical (hexdump -C) ou plain (xxd -p: só hex)', help: 'O formato do dump: xxd, hexdump -C (o formato canônico) ou só dígitos hexadecimais (xxd -p).', unset: 'xxd (o padrão)', options: { canonical: 'hexdump -C (canônico)', plain: 'xxd -p (só hex)' } },
				width: { label: 'Largura', description: 'dump: bytes por linha, 1-256; padrão 16 (xxd) ou 30 (plain); canonical é sempre 16', help: 'Bytes em cada linha: 16 por padrão no xxd, 30 no hex puro. O hexdump -C mostra sempre 16.' },
				output_encoding: outputEncodingWords('pt-BR', 'base64')
			},
			examples: { 'Text as xxd shows it': 'Texto como o xxd mostra', 'hexdump -C of base64 bytes': 'hexdump -C de bytes em base64', 'An xxd dump back to text': 'Um dump do xxd de volta a texto' }
		}
	},
	es: {
		hexdump: {
			title: 'Volcado hexadecimal',
			summary: 'Muestra bytes como los escriben xxd, hexdump -C o el hex plano (xxd -p), y lee cualquiera de esos volcados de vuelta a bytes.',
			keywords: ['hexdump', 'volcado hexadecimal', 'xxd', 'visor hexadecimal', 'editor hexadecimal', 'bytes', 'a hexdump', 'desde hexdump'],
			fields: {
				input: { label: 'Entrada', description: 'dump: los bytes, escritos como dice `input_encoding` (texto UTF-8 por defecto); parse: el texto del volcado', help: 'Para volcar: los bytes, como texto o en la codificación de abajo (o suelta un archivo). Para leer: un volcado hecho por xxd, hexdump -C o xxd -p.' },
				input_encoding: { ...inputEncodingWords('es'), help: 'Para volcar: cómo están escritos los bytes de arriba, como texto (UTF-8), dígitos hexadecimales, base64 o Latin-1. Un volcado a leer se lee tal cual.' },
				direction: { label: 'Dirección', description: 'dump: bytes → texto del volcado; parse: un volcado en cualquiera de los tres estilos → bytes', options: { dump: 'Volcar bytes', parse: 'Leer un volcado' } },
				style: { label: 'Estilo', description: 'dump: xxd (por defecto), canonical (hexdump -C) o plain (xxd -p: solo hex)', help: 'El formato del volcado: xxd, hexdump -C (el formato canónico) o solo dígitos hexadecimales (xxd -p).', unset: 'xxd (por defecto)', options: { canonical: 'hexdump -C (canónico)', plain: 'xxd -p (solo hex)' } },
				width: { label: 'Ancho', description: 'dump: bytes por línea, 1-256; por defecto 16 (xxd) o 30 (plain); canonical siempre es 16', help: 'Bytes en cada línea: 16 por defecto en xxd, 30 en hex plano. hexdump -C siempre muestra 16.' },
				output_encoding: outputEncodingWords('es', 'base64')
			},
			examples: { 'Text as xxd shows it': 'Texto como lo muestra xxd', 'hexdump -C of base64 bytes': 'hexdump -C de bytes en base64', 'An xxd dump back to text': 'Un volcado de xxd de vuelta a texto' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	hexdump: {
		en: { bytes: (n: string) => `${n} bytes`, dump: 'Hex dump', parsed: 'Bytes read', download: 'Download', file: 'Dump a file', copy: 'the hex dump', copyBytes: 'the bytes', fileParse: 'Read a dump file back to bytes' },
		'pt-BR': { bytes: (n: string) => `${n} bytes`, dump: 'Dump hexadecimal', parsed: 'Bytes lidos', download: 'Baixar', file: 'Fazer o dump de um arquivo', copy: 'o dump hexadecimal', copyBytes: 'os bytes', fileParse: 'Ler um arquivo de dump de volta a bytes' },
		es: { bytes: (n: string) => `${n} bytes`, dump: 'Volcado', parsed: 'Bytes leídos', download: 'Descargar', file: 'Volcar un archivo', copy: 'volcado', copyBytes: 'los bytes', fileParse: 'Leer un archivo de volcado de vuelta a bytes' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		unknown_style: 'não é um hex dump no estilo xxd, hexdump -C ou hex puro (xxd -p)',
		odd_digits: 'tem um número ímpar de dígitos hexadecimais (dois formam um byte)',
		bad_line: ({ line, style }) => `a linha ${line} não é uma linha do ${style}`,
		too_long: ({ max }) => `o dump representa mais de ${max.toLocaleString('pt-BR')} bytes`,
		backwards: ({ line }) => `a linha ${line} volta a um offset já escrito; um dump lido como arquivo precisa seguir em frente`,
		canonical_width: 'o hexdump -C mostra sempre 16 bytes por linha; omita a largura ou use 16'
	},
	es: {
		unknown_style: 'no es un volcado hexadecimal en estilo xxd, hexdump -C o hex plano (xxd -p)',
		odd_digits: 'tiene un número impar de dígitos hexadecimales (dos forman un byte)',
		bad_line: ({ line, style }) => `la línea ${line} no es una línea de ${style}`,
		too_long: ({ max }) => `el volcado representa más de ${max.toLocaleString('es')} bytes`,
		backwards: ({ line }) => `la línea ${line} vuelve a un offset ya escrito; un volcado leído como archivo debe ir hacia adelante`,
		canonical_width: 'hexdump -C siempre muestra 16 bytes por línea; omite el ancho o usa 16'
	}
} satisfies ErrorWords<typeof errors>;
