import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords, outputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		bytes: {
			input: { help: 'The bytes to work on, as text or written in the encoding below (or drop a file).' },
			input_encoding: inputEncodingWords('en'),
			action: { help: 'What to do with each byte: combine it with the key, shift or rotate its bits, or reorder, cut or pad the bytes.', options: { add: 'Add (mod 256)', sub: 'Subtract (mod 256)', 'shift-left': 'Shift bits left', 'shift-right': 'Shift bits right', 'rotate-left': 'Rotate bits left', 'rotate-right': 'Rotate bits right', reverse: 'Reverse the byte order', 'swap-endianness': 'Swap endianness', take: 'Take a slice', drop: 'Drop a slice', pad: 'Pad' } },
			key: { help: 'For XOR, AND, OR, ADD and SUB: the key, repeated over the input.' },
			key_encoding: inputEncodingWords('en', 'key', 'hex'),
			bits: { help: 'For shifts and rotations: by how many bits, 1 to 7.' },
			word_size: { help: 'For swapping endianness: the size of each word in bytes.', unset: '4 bytes (the default)' },
			offset: { help: 'For take and drop: where the bytes start, 0 being the first.' },
			length: { help: 'For take and drop: how many bytes (empty: to the end). For pad: the total length.' },
			byte: { help: 'For pad: the value of the padding byte, 0 to 255.' },
			side: { help: 'For pad: whether the padding goes before or after the bytes.', unset: 'right (the default)', options: { left: 'Left (before the bytes)', right: 'Right (after the bytes)' } },
			output_encoding: outputEncodingWords('en', 'hex')
		}
	},
	'pt-BR': {
		bytes: {
			title: 'Operações com bytes',
			summary: 'XOR, AND, OR, NOT, ADD e SUB com uma chave repetida, deslocamentos e rotações de bits, inverter, trocar endianness, pegar, descartar e preencher, byte a byte.',
			keywords: ['xor', 'deslocamento de bits', 'rotação de bits', 'endianness', 'ordem dos bytes', 'pegar bytes', 'descartar bytes', 'preencher', 'bit a bit', 'bytes'],
			fields: {
				input: { label: 'Entrada', description: 'Os bytes, escritos como diz `input_encoding` (texto UTF-8 por padrão); até 262.144 caracteres', help: 'Os bytes a trabalhar, como texto ou na codificação abaixo (ou solte um arquivo).' },
				input_encoding: inputEncodingWords('pt-BR'),
				action: { label: 'Ação', description: 'xor, and, or, add, sub (cada byte com a chave, repetida; add e sub módulo 256), not, shift-left, shift-right, rotate-left, rotate-right (cada byte por `bits`), reverse (a ordem dos bytes), swap-endianness (cada palavra de `word_size` bytes), take, drop (`offset`, `length`), pad (até `length` bytes)', help: 'O que fazer com cada byte: combinar com a chave, deslocar ou girar seus bits, ou reordenar, cortar ou preencher os bytes.', options: { add: 'Somar (mód. 256)', sub: 'Subtrair (mód. 256)', 'shift-left': 'Deslocar bits à esquerda', 'shift-right': 'Deslocar bits à direita', 'rotate-left': 'Girar bits à esquerda', 'rotate-right': 'Girar bits à direita', reverse: 'Inverter a ordem dos bytes', 'swap-endianness': 'Trocar a ordem dos bytes (endianness)', take: 'Pegar um trecho', drop: 'Remover um trecho', pad: 'Preencher' } },
				key: { label: 'Chave', description: 'xor, and, or, add, sub: a chave, repetida sobre a entrada, escrita como diz `key_encoding`', help: 'Para XOR, AND, OR, ADD e SUB: a chave, repetida sobre a entrada.' },
				key_encoding: inputEncodingWords('pt-BR', 'key', 'hex', 'Codificação da chave'),
				bits: { label: 'Quantidade de bits', description: 'shift-left, shift-right, rotate-left, rotate-right: bits, 1-7; padrão 1', help: 'Para deslocamentos e rotações: quantos bits, de 1 a 7.' },
				word_size: { label: 'Tamanho da palavra', description: 'swap-endianness: bytes por palavra, 2, 4 ou 8; padrão 4. Uma última palavra incompleta é completada com bytes zero antes', help: 'Para trocar a endianness: o tamanho de cada palavra em bytes.', unset: '4 bytes (o padrão)' },
				offset: { label: 'Posição', description: 'take, drop: onde os bytes começam (0 = o primeiro); padrão 0', help: 'Para pegar e descartar: onde os bytes começam, sendo 0 o primeiro.' },
				length: { label: 'Comprimento', description: 'take, drop: quantos bytes (padrão: até o fim); pad: o comprimento total', help: 'Para pegar e descartar: quantos bytes (vazio: até o fim). Para preencher: o comprimento total.' },
				byte: { label: 'Byte de preenchimento', description: 'pad: o byte de preenchimento, 0-255; padrão 0', help: 'Para preencher: o valor do byte de preenchimento, de 0 a 255.' },
				side: { label: 'Lado', description: 'pad: onde vai o preenchimento; padrão right', help: 'Para preencher: se o preenchimento vai antes ou depois dos bytes.', unset: 'direita (o padrão)', options: { left: 'Esquerda (antes dos bytes)', right: 'Direita (depois dos bytes)' } },
				output_encoding: outputEncodingWords('pt-BR', 'hex')
			},
			examples: {
				'XOR with a one-byte key': 'XOR com uma chave de um byte',
				'Swap endianness of 32-bit words': 'Trocar a endianness de palavras de 32 bits',
				'Rotate each byte left by 4 bits': 'Girar cada byte 4 bits à esquerda',
				'Take 5 bytes from offset 7': 'Pegar 5 bytes a partir da posição 7'
			}
		}
	},
	es: {
		bytes: {
			title: 'Operaciones con bytes',
			summary: 'XOR, AND, OR, NOT, ADD y SUB con una clave repetida, desplazamientos y rotaciones de bits, invertir, cambiar el endianness, tomar, descartar y rellenar, byte a byte.',
			keywords: ['xor', 'desplazamiento de bits', 'rotación de bits', 'endianness', 'orden de bytes', 'tomar bytes', 'descartar bytes', 'rellenar', 'bit a bit', 'bytes'],
			fields: {
				input: { label: 'Entrada', description: 'Los bytes, escritos como dice `input_encoding` (texto UTF-8 por defecto); hasta 262 144 caracteres', help: 'Los bytes con los que trabajar, como texto o en la codificación de abajo (o suelta un archivo).' },
				input_encoding: inputEncodingWords('es'),
				action: { label: 'Acción', description: 'xor, and, or, add, sub (cada byte con la clave, repetida; add y sub módulo 256), not, shift-left, shift-right, rotate-left, rotate-right (cada byte por `bits`), reverse (el orden de los bytes), swap-endianness (cada palabra de `word_size` bytes), take, drop (`offset`, `length`), pad (hasta `length` bytes)', help: 'Qué hacer con cada byte: combinarlo con la clave, desplazar o rotar sus bits, o reordenar, cortar o rellenar los bytes.', options: { add: 'Sumar (mód. 256)', sub: 'Restar (mód. 256)', 'shift-left': 'Desplazar bits a la izquierda', 'shift-right': 'Desplazar bits a la derecha', 'rotate-left': 'Rotar bits a la izquierda', 'rotate-right': 'Rotar bits a la derecha', reverse: 'Invertir el orden de los bytes', 'swap-endianness': 'Cambiar el orden de bytes (endianness)', take: 'Tomar un tramo', drop: 'Quitar un tramo', pad: 'Rellenar' } },
				key: { label: 'Clave', description: 'xor, and, or, add, sub: la clave, repetida sobre la entrada, escrita como dice `key_encoding`', help: 'Para XOR, AND, OR, ADD y SUB: la clave, repetida sobre la entrada.' },
				key_encoding: inputEncodingWords('es', 'key', 'hex', 'Codificación de la clave'),
				bits: { label: 'Cantidad de bits', description: 'shift-left, shift-right, rotate-left, rotate-right: bits, 1-7; por defecto 1', help: 'Para desplazamientos y rotaciones: cuántos bits, de 1 a 7.' },
				word_size: { label: 'Tamaño de palabra', description: 'swap-endianness: bytes por palabra, 2, 4 u 8; por defecto 4. Una última palabra incompleta se completa antes con bytes cero', help: 'Para cambiar el endianness: el tamaño de cada palabra en bytes.', unset: '4 bytes (por defecto)' },
				offset: { label: 'Posición', description: 'take, drop: dónde empiezan los bytes (0 = el primero); por defecto 0', help: 'Para tomar y descartar: dónde empiezan los bytes, siendo 0 el primero.' },
				length: { label: 'Longitud', description: 'take, drop: cuántos bytes (por defecto: hasta el final); pad: la longitud total', help: 'Para tomar y descartar: cuántos bytes (vacío: hasta el final). Para rellenar: la longitud total.' },
				byte: { label: 'Byte de relleno', description: 'pad: el byte de relleno, 0-255; por defecto 0', help: 'Para rellenar: el valor del byte de relleno, de 0 a 255.' },
				side: { label: 'Lado', description: 'pad: dónde va el relleno; por defecto right', help: 'Para rellenar: si el relleno va antes o después de los bytes.', unset: 'derecha (por defecto)', options: { left: 'Izquierda (antes de los bytes)', right: 'Derecha (después de los bytes)' } },
				output_encoding: outputEncodingWords('es', 'hex')
			},
			examples: {
				'XOR with a one-byte key': 'XOR con una clave de un byte',
				'Swap endianness of 32-bit words': 'Cambiar el endianness de palabras de 32 bits',
				'Rotate each byte left by 4 bits': 'Rotar cada byte 4 bits a la izquierda',
				'Take 5 bytes from offset 7': 'Tomar 5 bytes desde la posición 7'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	bytes: {
		en: { result: 'Result', bytes: (n: string) => `${n} bytes`, download: 'Download', file: 'Use a file as the input', copy: 'the result', preview: 'As text (Latin-1, other bytes as dots)' },
		'pt-BR': { result: 'Resultado', bytes: (n: string) => `${n} bytes`, download: 'Baixar', file: 'Usar um arquivo como entrada', copy: 'o resultado', preview: 'Como texto (Latin-1, os outros bytes como pontos)' },
		es: { result: 'Resultado', bytes: (n: string) => `${n} bytes`, download: 'Descargar', file: 'Usar un archivo como entrada', copy: 'el resultado', preview: 'Como texto (Latin-1, los demás bytes como puntos)' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		key_needed: ({ action }) => `${action} precisa de uma chave de pelo menos um byte`,
		length_needed: 'pad precisa do comprimento total'
	},
	es: {
		key_needed: ({ action }) => `${action} necesita una clave de al menos un byte`,
		length_needed: 'pad necesita la longitud total'
	}
} satisfies ErrorWords<typeof errors>;
