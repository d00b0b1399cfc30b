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
			action: { help: 'What to do with each byte: combine it with the key, shift or rotate its bits, or reorder, cut or pad the bytes.', options: { add: 'Add (mod 256)', sub: 'Subtract (mod 256)', 'shift-left': 'Shift bits left', 'shift-right': 'Shift bits right', 'rotate-left': 'Rotate bits left', 'rotate-right': 'Rotate bits right', reverse: 'Reverse the byte order', 'swap-endianness': 'Swap endianness', take: 'Take a slice', drop: 'Drop a slice', pad: 'Pad', 'take-nth': 'Take every nth byte', 'drop-nth': 'Drop every nth byte', parity: 'Parity bit', 'xor-brute-force': 'XOR brute force (find a one-byte key)' } },
			key: { help: 'For XOR, AND, OR, ADD and SUB: the key, repeated over the input.' },
			key_encoding: inputEncodingWords('en', 'key', 'hex'),
			bits: { help: 'For shifts and rotations: by how many bits, 1 to 7.' },
			word_size: { help: 'For swapping endianness: the size of each word in bytes.', unset: '4 bytes (the default)' },
			offset: { help: 'For take and drop: where the bytes start, 0 being the first. For every nth byte: the first byte counted. For XOR brute force: where the sample starts.' },
			length: { help: 'For take and drop: how many bytes (empty: to the end). For pad: the total length.' },
			byte: { help: 'For pad: the value of the padding byte, 0 to 255.' },
			side: { help: 'For pad: whether the padding goes before or after the bytes.', unset: 'right (the default)', options: { left: 'Left (before the bytes)', right: 'Right (after the bytes)' } },
			every: { help: 'For taking or dropping every nth byte: n, the step between the bytes.' },
			each_line: { help: 'For every nth byte: start counting again on each line.' },
			parity: { help: 'For parity bits: whether the bits with the parity bit hold an even or an odd count of 1s.', unset: 'even (the default)', options: { even: 'Even parity', odd: 'Odd parity' } },
			position: { help: 'For parity bits: where the parity bit goes, or where it is taken from.', unset: 'start (the default)', options: { start: 'At the start', end: 'At the end' } },
			direction: { help: 'For parity bits: add the parity bit, or remove it.', unset: 'encode (the default)', options: { encode: 'Add the parity bit', decode: 'Remove the parity bit' } },
			delimiter: { help: 'For parity bits: a separator between blocks of bits, each block getting its own parity bit.' },
			sample_length: { help: 'For XOR brute force: how many bytes to try each key on.' },
			crib: { help: 'For XOR brute force: a piece of text you expect in the answer; only keys giving it are listed.' },
			null_preserving: { help: 'For XOR brute force: leave zero bytes, and bytes equal to the key, unchanged.' },
			output_encoding: outputEncodingWords('en', 'hex')
		}
	},
	'pt-BR': {
		bytes: {
			title: 'Operações com bytes',
			summary: 'XOR, AND, OR, NOT, ADD e SUB com uma chave repetida, força bruta de XOR, deslocamentos e rotações de bits, inverter, trocar endianness, pegar, descartar e preencher, cada n-ésimo byte, bits de paridade.',
			keywords: ['xor', 'força bruta xor', 'deslocamento de bits', 'rotação de bits', 'endianness', 'ordem dos bytes', 'pegar bytes', 'descartar bytes', 'cada n-ésimo byte', 'bit de paridade'],
			fields: {
				input: { label: 'Entrada', description: 'Os bytes, escritos como diz `input_encoding` (texto UTF-8 por padrão); até 262.144 caracteres', help: 'Os bytes a trabalhar, como texto ou na codificação abaixo (ou solte um arquivo).' },
				input_encoding: inputEncodingWords('pt-BR'),
				action: { label: 'Ação', description: 'xor, and, or, add, sub (cada byte com a chave, repetida; add e sub módulo 256), not, shift-left, shift-right, rotate-left, rotate-right (cada byte por `bits`), reverse (a ordem dos bytes), swap-endianness (cada palavra de `word_size` bytes), take, drop (`offset`, `length`), pad (até `length` bytes), take-nth, drop-nth (cada `every`-ésimo byte a partir de `offset`), parity (um bit de paridade num texto de dígitos binários), xor-brute-force (cada chave de um byte numa amostra, com nota)', help: 'O que fazer com cada byte: combinar com a chave, deslocar ou girar seus bits, ou reordenar, cortar ou preencher os bytes.', options: { add: 'Somar (mód. 256)', sub: 'Subtrair (mód. 256)', 'shift-left': 'Deslocar bits à esquerda', 'shift-right': 'Deslocar bits à direita', 'rotate-left': 'Girar bits à esquerda', 'rotate-right': 'Girar bits à direita', reverse: 'Inverter a ordem dos bytes', 'swap-endianness': 'Trocar a ordem dos bytes (endianness)', take: 'Pegar um trecho', drop: 'Remover um trecho', pad: 'Preencher', 'take-nth': 'Pegar cada n-ésimo byte', 'drop-nth': 'Remover cada n-ésimo byte', parity: 'Bit de paridade', 'xor-brute-force': 'Força bruta de XOR (achar uma chave de um byte)' } },
				key: { label: 'Chave', description: 'xor, and, or, add, sub: a chave, repetida sobre a entrada, escrita como diz `key_encoding`', help: 'Para XOR, AND, OR, ADD e SUB: a chave, repetida sobre a entrada.' },
				key_encoding: inputEncodingWords('pt-BR', 'key', 'hex', 'Codificação da chave'),
				bits: { label: 'Quantidade de bits', description: 'shift-left, shift-right, rotate-left, rotate-right: bits, 1-7; padrão 1', help: 'Para deslocamentos e rotações: quantos bits, de 1 a 7.' },
				word_size: { label: 'Tamanho da palavra', description: 'swap-endianness: bytes por palavra, 2, 4 ou 8; padrão 4. Uma última palavra incompleta é completada com bytes zero antes', help: 'Para trocar a endianness: o tamanho de cada palavra em bytes.', unset: '4 bytes (o padrão)' },
				offset: { label: 'Posição', description: 'take, drop: onde os bytes começam (0 = o primeiro); take-nth, drop-nth: o primeiro byte contado; xor-brute-force: onde a amostra começa; padrão 0', help: 'Para pegar e descartar: onde os bytes começam, sendo 0 o primeiro.' },
				length: { label: 'Comprimento', description: 'take, drop: quantos bytes (padrão: até o fim); pad: o comprimento total', help: 'Para pegar e descartar: quantos bytes (vazio: até o fim). Para preencher: o comprimento total.' },
				byte: { label: 'Byte de preenchimento', description: 'pad: o byte de preenchimento, 0-255; padrão 0', help: 'Para preencher: o valor do byte de preenchimento, de 0 a 255.' },
				side: { label: 'Lado', description: 'pad: onde vai o preenchimento; padrão right', help: 'Para preencher: se o preenchimento vai antes ou depois dos bytes.', unset: 'direita (o padrão)', options: { left: 'Esquerda (antes dos bytes)', right: 'Direita (depois dos bytes)' } },
				every: { label: 'A cada', description: 'take-nth, drop-nth: pegar ou remover cada n-ésimo byte; padrão 4', help: 'Para pegar ou remover cada n-ésimo byte: n, o passo entre os bytes.' },
				each_line: { label: 'Em cada linha', description: 'take-nth, drop-nth: contar de novo a partir do início de cada linha (as quebras de linha ficam); padrão false', help: 'Para cada n-ésimo byte: recomeçar a contagem em cada linha.' },
				parity: { label: 'Paridade', description: 'parity: par (os bits com o bit de paridade têm uma quantidade par de 1s) ou ímpar; padrão even', help: 'Para bits de paridade: se os bits com o bit de paridade têm uma quantidade par ou ímpar de 1s.', unset: 'par (o padrão)', options: { even: 'Paridade par', odd: 'Paridade ímpar' } },
				position: { label: 'Posição do bit', description: 'parity: onde o bit de paridade entra (encode) ou de onde sai (decode); padrão start', help: 'Para bits de paridade: onde o bit de paridade entra, ou de onde é retirado.', unset: 'no início (o padrão)', options: { start: 'No início', end: 'No fim' } },
				direction: { label: 'Direção', description: 'parity: encode acrescenta o bit de paridade, decode o retira; padrão encode', help: 'Para bits de paridade: acrescentar o bit de paridade, ou retirá-lo.', unset: 'acrescentar (o padrão)', options: { encode: 'Acrescentar o bit de paridade', decode: 'Retirar o bit de paridade' } },
				delimiter: { label: 'Delimitador', description: 'parity: divide a entrada em blocos, cada um com seu bit de paridade; padrão nenhum (um bloco só)', help: 'Para bits de paridade: um separador entre blocos de bits, cada bloco com seu próprio bit de paridade.' },
				sample_length: { label: 'Tamanho da amostra', description: 'xor-brute-force: bytes da amostra testada com cada chave, 1-4.096; padrão 100', help: 'Para força bruta de XOR: em quantos bytes testar cada chave.' },
				crib: { label: 'Texto conhecido (crib)', description: 'xor-brute-force: texto que o resultado deve conter (sem diferenciar maiúsculas); só as chaves que o dão são listadas', help: 'Para força bruta de XOR: um trecho de texto que você espera na resposta; só as chaves que o dão são listadas.' },
				null_preserving: { label: 'Preservar nulos', description: 'xor-brute-force: deixar como estão os bytes zero e os bytes iguais à chave; padrão false', help: 'Para força bruta de XOR: deixar sem mudança os bytes zero e os bytes iguais à chave.' },
				output_encoding: outputEncodingWords('pt-BR', 'hex')
			},
			examples: {
				'XOR with a one-byte key': 'XOR com uma chave de um byte',
				'Swap endianness of 32-bit words': 'Trocar a endianness de palavras de 32 bits',
				'Rotate each byte left by 4 bits': 'Girar cada byte 4 bits à esquerda',
				'Take 5 bytes from offset 7': 'Pegar 5 bytes a partir da posição 7',
				'XOR brute force with a crib': 'Força bruta de XOR com um texto conhecido'
			}
		}
	},
	es: {
		bytes: {
			title: 'Operaciones con bytes',
			summary: 'XOR, AND, OR, NOT, ADD y SUB con una clave repetida, fuerza bruta de XOR, desplazamientos y rotaciones de bits, invertir, cambiar el endianness, tomar, descartar y rellenar, cada n-ésimo byte, bits de paridad.',
			keywords: ['xor', 'fuerza bruta xor', 'desplazamiento de bits', 'rotación de bits', 'endianness', 'orden de bytes', 'tomar bytes', 'descartar bytes', 'cada n-ésimo byte', 'bit de paridad'],
			fields: {
				input: { label: 'Entrada', description: 'Los bytes, escritos como dice `input_encoding` (texto UTF-8 por defecto); hasta 262 144 caracteres', help: 'Los bytes con los que trabajar, como texto o en la codificación de abajo (o suelta un archivo).' },
				input_encoding: inputEncodingWords('es'),
				action: { label: 'Acción', description: 'xor, and, or, add, sub (cada byte con la clave, repetida; add y sub módulo 256), not, shift-left, shift-right, rotate-left, rotate-right (cada byte por `bits`), reverse (el orden de los bytes), swap-endianness (cada palabra de `word_size` bytes), take, drop (`offset`, `length`), pad (hasta `length` bytes), take-nth, drop-nth (cada `every`-ésimo byte desde `offset`), parity (un bit de paridad en un texto de dígitos binarios), xor-brute-force (cada clave de un byte en una muestra, con puntuación)', help: 'Qué hacer con cada byte: combinarlo con la clave, desplazar o rotar sus bits, o reordenar, cortar o rellenar los bytes.', options: { add: 'Sumar (mód. 256)', sub: 'Restar (mód. 256)', 'shift-left': 'Desplazar bits a la izquierda', 'shift-right': 'Desplazar bits a la derecha', 'rotate-left': 'Rotar bits a la izquierda', 'rotate-right': 'Rotar bits a la derecha', reverse: 'Invertir el orden de los bytes', 'swap-endianness': 'Cambiar el orden de bytes (endianness)', take: 'Tomar un tramo', drop: 'Quitar un tramo', pad: 'Rellenar', 'take-nth': 'Tomar cada n-ésimo byte', 'drop-nth': 'Quitar cada n-ésimo byte', parity: 'Bit de paridad', 'xor-brute-force': 'Fuerza bruta de XOR (hallar una clave de un byte)' } },
				key: { label: 'Clave', description: 'xor, and, or, add, sub: la clave, repetida sobre la entrada, escrita como dice `key_encoding`', help: 'Para XOR, AND, OR, ADD y SUB: la clave, repetida sobre la entrada.' },
				key_encoding: inputEncodingWords('es', 'key', 'hex', 'Codificación de la clave'),
				bits: { label: 'Cantidad de bits', description: 'shift-left, shift-right, rotate-left, rotate-right: bits, 1-7; por defecto 1', help: 'Para desplazamientos y rotaciones: cuántos bits, de 1 a 7.' },
				word_size: { label: 'Tamaño de palabra', description: 'swap-endianness: bytes por palabra, 2, 4 u 8; por defecto 4. Una última palabra incompleta se completa antes con bytes cero', help: 'Para cambiar el endianness: el tamaño de cada palabra en bytes.', unset: '4 bytes (por defecto)' },
				offset: { label: 'Posición', description: 'take, drop: dónde empiezan los bytes (0 = el primero); take-nth, drop-nth: el primer byte contado; xor-brute-force: dónde empieza la muestra; por defecto 0', help: 'Para tomar y descartar: dónde empiezan los bytes, siendo 0 el primero.' },
				length: { label: 'Longitud', description: 'take, drop: cuántos bytes (por defecto: hasta el final); pad: la longitud total', help: 'Para tomar y descartar: cuántos bytes (vacío: hasta el final). Para rellenar: la longitud total.' },
				byte: { label: 'Byte de relleno', description: 'pad: el byte de relleno, 0-255; por defecto 0', help: 'Para rellenar: el valor del byte de relleno, de 0 a 255.' },
				side: { label: 'Lado', description: 'pad: dónde va el relleno; por defecto right', help: 'Para rellenar: si el relleno va antes o después de los bytes.', unset: 'derecha (por defecto)', options: { left: 'Izquierda (antes de los bytes)', right: 'Derecha (después de los bytes)' } },
				every: { label: 'Cada', description: 'take-nth, drop-nth: tomar o quitar cada n-ésimo byte; por defecto 4', help: 'Para tomar o quitar cada n-ésimo byte: n, el paso entre los bytes.' },
				each_line: { label: 'En cada línea', description: 'take-nth, drop-nth: volver a contar desde el inicio de cada línea (los saltos de línea se conservan); por defecto false', help: 'Para cada n-ésimo byte: volver a empezar la cuenta en cada línea.' },
				parity: { label: 'Paridad', description: 'parity: par (los bits con el bit de paridad tienen una cantidad par de 1) o impar; por defecto even', help: 'Para bits de paridad: si los bits con el bit de paridad tienen una cantidad par o impar de 1.', unset: 'par (por defecto)', options: { even: 'Paridad par', odd: 'Paridad impar' } },
				position: { label: 'Posición del bit', description: 'parity: dónde va el bit de paridad (encode) o de dónde se quita (decode); por defecto start', help: 'Para bits de paridad: dónde va el bit de paridad, o de dónde se quita.', unset: 'al inicio (por defecto)', options: { start: 'Al inicio', end: 'Al final' } },
				direction: { label: 'Dirección', description: 'parity: encode añade el bit de paridad, decode lo quita; por defecto encode', help: 'Para bits de paridad: añadir el bit de paridad, o quitarlo.', unset: 'añadir (por defecto)', options: { encode: 'Añadir el bit de paridad', decode: 'Quitar el bit de paridad' } },
				delimiter: { label: 'Delimitador', description: 'parity: divide la entrada en bloques, cada uno con su bit de paridad; por defecto ninguno (un solo bloque)', help: 'Para bits de paridad: un separador entre bloques de bits, cada bloque con su propio bit de paridad.' },
				sample_length: { label: 'Tamaño de la muestra', description: 'xor-brute-force: bytes de la muestra probada con cada clave, 1-4096; por defecto 100', help: 'Para fuerza bruta de XOR: en cuántos bytes probar cada clave.' },
				crib: { label: 'Texto conocido (crib)', description: 'xor-brute-force: texto que el resultado debe contener (sin distinguir mayúsculas); solo se listan las claves que lo dan', help: 'Para fuerza bruta de XOR: un trozo de texto que esperas en la respuesta; solo se listan las claves que lo dan.' },
				null_preserving: { label: 'Conservar nulos', description: 'xor-brute-force: dejar como están los bytes cero y los bytes iguales a la clave; por defecto false', help: 'Para fuerza bruta de XOR: dejar sin cambios los bytes cero y los bytes iguales a la clave.' },
				output_encoding: outputEncodingWords('es', 'hex')
			},
			examples: {
				'XOR with a one-byte key': 'XOR con una clave de un byte',
				'Swap endianness of 32-bit words': 'Cambiar el endianness de palabras de 32 bits',
				'Rotate each byte left by 4 bits': 'Rotar cada byte 4 bits a la izquierda',
				'Take 5 bytes from offset 7': 'Tomar 5 bytes desde la posición 7',
				'XOR brute force with a crib': 'Fuerza bruta de XOR con un texto conocido'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	bytes: {
		en: { result: 'Result', bytes: (n: string) => `${n} bytes`, download: 'Download', file: 'Use a file as the input', copy: 'the result', preview: 'As text (Latin-1, other bytes as dots)', candidates: 'Keys tried, most English-like first', key: 'Key', score: 'Score', text: 'Result', none: 'No key gives the crib.' },
		'pt-BR': { result: 'Resultado', bytes: (n: string) => `${n} bytes`, download: 'Baixar', file: 'Usar um arquivo como entrada', copy: 'o resultado', preview: 'Como texto (Latin-1, os outros bytes como pontos)', candidates: 'Chaves testadas, as mais parecidas com inglês primeiro', key: 'Chave', score: 'Nota', text: 'Resultado', none: 'Nenhuma chave dá o texto conhecido.' },
		es: { result: 'Resultado', bytes: (n: string) => `${n} bytes`, download: 'Descargar', file: 'Usar un archivo como entrada', copy: 'el resultado', preview: 'Como texto (Latin-1, los demás bytes como puntos)', candidates: 'Claves probadas, las más parecidas al inglés primero', key: 'Clave', score: 'Puntuación', text: 'Resultado', none: 'Ninguna clave da el texto conocido.' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		key_needed: ({ action }) => `${action} precisa de uma chave de pelo menos um byte`,
		length_needed: 'pad precisa do comprimento total',
		parity_character: ({ character }) => `parity precisa de dígitos binários (0 e 1, espaços permitidos): caractere inesperado "${character}"`,
		parity_text: 'parity precisa de texto: os bytes não são UTF-8'
	},
	es: {
		key_needed: ({ action }) => `${action} necesita una clave de al menos un byte`,
		length_needed: 'pad necesita la longitud total',
		parity_character: ({ character }) => `parity necesita dígitos binarios (0 y 1, se permiten espacios): carácter inesperado "${character}"`,
		parity_text: 'parity necesita texto: los bytes no son UTF-8'
	}
} satisfies ErrorWords<typeof errors>;
