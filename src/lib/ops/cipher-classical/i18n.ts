import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords, outputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'cipher-classical': {
			input: { help: 'The text to encode or decode. For XOR: the bytes, as text or written in the encoding below.' },
			algorithm: { help: 'The cipher. The fields below it that the cipher uses: shift for Caesar, key for Vigenère and XOR, a and b for Affine, rails and offset for Rail fence, from and to for Substitute.', options: { caesar: 'Caesar (shift)', affine: 'Affine', 'rail-fence': 'Rail fence', substitute: 'Substitute (alphabets)' } },
			direction: { help: 'Encode or decode. ROT13, ROT47, ROT8000, Atbash and XOR give the same either way.', unset: 'encode (the default)', options: { encode: 'Encode', decode: 'Decode' } },
			shift: { help: 'For Caesar: how many letters forward (negative: back). Empty: 3.' },
			key: { help: 'For Vigenère: a word of letters A-Z. For XOR: the key bytes, repeated, written as the key encoding says.' },
			key_encoding: inputEncodingWords('en', 'key', 'hex'),
			a: { label: 'Multiplier (a)', help: 'For Affine: the multiplier, coprime to 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25). Empty: 5.' },
			b: { label: 'Shift (b)', help: 'For Affine: the shift. Empty: 8.' },
			rails: { help: 'For Rail fence: how many rails the text zigzags over. Empty: 3.' },
			offset: { help: 'For Rail fence: how many steps into the zigzag the text starts. Empty: 0.' },
			from: { help: 'For Substitute: the characters to replace, each once. Empty: a to z.' },
			to: { help: 'For Substitute: what each character of "from" becomes, in the same order.' },
			input_encoding: inputEncodingWords('en'),
			output_encoding: outputEncodingWords('en', 'hex')
		}
	},
	'pt-BR': {
		'cipher-classical': {
			title: 'Cifras clássicas',
			summary: 'ROT13, ROT47, ROT8000, César, Vigenère, Atbash, Afim, Cerca de trilhos, A1Z26, Bacon, XOR com chave repetida e substituição de letras, para cifrar ou decifrar.',
			keywords: ['cifra de césar', 'cifra clássica', 'cifra afim', 'cerca de trilhos', 'cifra de bacon', 'cifra de substituição', 'rot13', 'vigenère', 'atbash', 'xor'],
			fields: {
				input: { label: 'Entrada', description: 'O texto (xor: os bytes, escritos como diz `input_encoding`); até 131.072 caracteres', help: 'O texto a cifrar ou decifrar. Para XOR: os bytes, como texto ou na codificação abaixo.' },
				algorithm: { label: 'Cifra', description: 'rot13, caesar (`shift`), vigenere (`key`), atbash, affine (`a`, `b`): as letras A-Z, os outros caracteres mantêm lugar e caixa; rot47: os caracteres ASCII de ! a ~; rot8000: o BMP menos controles, espaços e substitutos; rail-fence (`rails`, `offset`): todos os caracteres; a1z26, bacon: letras em números ou grupos A/B; xor: bytes com uma `key` repetida; substitute: os caracteres de `from` pelos de `to`', help: 'A cifra. Os campos abaixo que ela usa: deslocamento para César, chave para Vigenère e XOR, a e b para Afim, trilhos e deslocamento inicial para Cerca de trilhos, de e para para Substituir.', options: { caesar: 'César (deslocamento)', affine: 'Afim', 'rail-fence': 'Cerca de trilhos', substitute: 'Substituir (alfabetos)' } },
				direction: { label: 'Direção', description: 'encode (cifrar) ou decode (decifrar); padrão encode. rot13, rot47, rot8000, atbash e xor são o próprio inverso', help: 'Cifrar ou decifrar. ROT13, ROT47, ROT8000, Atbash e XOR dão o mesmo nos dois sentidos.', unset: 'cifrar (o padrão)', options: { encode: 'Cifrar', decode: 'Decifrar' } },
				shift: { label: 'Deslocamento', description: 'caesar: quantas letras para a frente (negativo: para trás); padrão 3', help: 'Para César: quantas letras para a frente (negativo: para trás). Vazio: 3.' },
				key: { label: 'Chave', description: 'vigenere: a chave, letras A-Z (qualquer caixa); xor: os bytes da chave, repetidos, escritos como diz `key_encoding`', help: 'Para Vigenère: uma palavra de letras A-Z. Para XOR: os bytes da chave, repetidos, escritos como diz a codificação da chave.' },
				key_encoding: inputEncodingWords('pt-BR', 'key', 'hex', 'Codificação da chave'),
				a: { label: 'Multiplicador (a)', description: 'affine: o multiplicador, primo com 26; padrão 5', help: 'Para Afim: o multiplicador, primo com 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25). Vazio: 5.' },
				b: { label: 'Deslocamento (b)', description: 'affine: o deslocamento; padrão 8', help: 'Para Afim: o deslocamento. Vazio: 8.' },
				rails: { label: 'Trilhos', description: 'rail-fence: o número de trilhos, 2-1000; padrão 3', help: 'Para Cerca de trilhos: em quantos trilhos o texto faz zigue-zague. Vazio: 3.' },
				offset: { label: 'Deslocamento inicial', description: 'rail-fence: quantos passos dentro do zigue-zague o texto começa; padrão 0', help: 'Para Cerca de trilhos: quantos passos dentro do zigue-zague o texto começa. Vazio: 0.' },
				from: { label: 'De', description: 'substitute: os caracteres a trocar, cada um uma vez; padrão o alfabeto minúsculo', help: 'Para Substituir: os caracteres a trocar, cada um uma vez. Vazio: de a a z.' },
				to: { label: 'Para', description: 'substitute: o que cada caractere de `from` vira, com tantos caracteres quanto `from`', help: 'Para Substituir: o que cada caractere de "De" vira, na mesma ordem.' },
				input_encoding: inputEncodingWords('pt-BR'),
				output_encoding: outputEncodingWords('pt-BR', 'hex')
			},
			examples: {
				'ROT13 of a riddle': 'ROT13 de uma charada',
				'Vigenère with the key LEMON': 'Vigenère com a chave LEMON',
				'Rail fence on 3 rails': 'Cerca de trilhos com 3 trilhos',
				'XOR with a text key': 'XOR com uma chave de texto'
			}
		}
	},
	es: {
		'cipher-classical': {
			title: 'Cifrados clásicos',
			summary: 'ROT13, ROT47, ROT8000, César, Vigenère, Atbash, Afín, Rail fence, A1Z26, Bacon, XOR con clave repetida y sustitución de letras, para cifrar o descifrar.',
			keywords: ['cifrado césar', 'cifrado clásico', 'cifrado afín', 'rail fence', 'cifrado de bacon', 'cifrado por sustitución', 'rot13', 'vigenère', 'atbash', 'xor'],
			fields: {
				input: { label: 'Entrada', description: 'El texto (xor: los bytes, escritos como dice `input_encoding`); hasta 131 072 caracteres', help: 'El texto a cifrar o descifrar. Para XOR: los bytes, como texto o en la codificación de abajo.' },
				algorithm: { label: 'Cifrado', description: 'rot13, caesar (`shift`), vigenere (`key`), atbash, affine (`a`, `b`): las letras A-Z, los demás caracteres conservan lugar y mayúsculas; rot47: los caracteres ASCII de ! a ~; rot8000: el BMP menos controles, espacios y sustitutos; rail-fence (`rails`, `offset`): todos los caracteres; a1z26, bacon: letras a números o grupos A/B; xor: bytes con una `key` repetida; substitute: los caracteres de `from` por los de `to`', help: 'El cifrado. Los campos de abajo que usa: desplazamiento para César, clave para Vigenère y XOR, a y b para Afín, raíles y desplazamiento inicial para Rail fence, de y a para Sustituir.', options: { caesar: 'César (desplazamiento)', affine: 'Afín', 'rail-fence': 'Rail fence (valla)', substitute: 'Sustituir (alfabetos)' } },
				direction: { label: 'Dirección', description: 'encode (cifrar) o decode (descifrar); por defecto encode. rot13, rot47, rot8000, atbash y xor son su propio inverso', help: 'Cifrar o descifrar. ROT13, ROT47, ROT8000, Atbash y XOR dan lo mismo en ambos sentidos.', unset: 'cifrar (por defecto)', options: { encode: 'Cifrar', decode: 'Descifrar' } },
				shift: { label: 'Desplazamiento', description: 'caesar: cuántas letras hacia delante (negativo: hacia atrás); por defecto 3', help: 'Para César: cuántas letras hacia delante (negativo: hacia atrás). Vacío: 3.' },
				key: { label: 'Clave', description: 'vigenere: la clave, letras A-Z (mayúsculas o minúsculas); xor: los bytes de la clave, repetidos, escritos como dice `key_encoding`', help: 'Para Vigenère: una palabra de letras A-Z. Para XOR: los bytes de la clave, repetidos, escritos como dice la codificación de la clave.' },
				key_encoding: inputEncodingWords('es', 'key', 'hex', 'Codificación de la clave'),
				a: { label: 'Multiplicador (a)', description: 'affine: el multiplicador, coprimo con 26; por defecto 5', help: 'Para Afín: el multiplicador, coprimo con 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25). Vacío: 5.' },
				b: { label: 'Desplazamiento (b)', description: 'affine: el desplazamiento; por defecto 8', help: 'Para Afín: el desplazamiento. Vacío: 8.' },
				rails: { label: 'Raíles', description: 'rail-fence: el número de raíles, 2-1000; por defecto 3', help: 'Para Rail fence: en cuántos raíles zigzaguea el texto. Vacío: 3.' },
				offset: { label: 'Desplazamiento inicial', description: 'rail-fence: cuántos pasos dentro del zigzag empieza el texto; por defecto 0', help: 'Para Rail fence: cuántos pasos dentro del zigzag empieza el texto. Vacío: 0.' },
				from: { label: 'De', description: 'substitute: los caracteres a reemplazar, cada uno una vez; por defecto el alfabeto en minúsculas', help: 'Para Sustituir: los caracteres a reemplazar, cada uno una vez. Vacío: de la a a la z.' },
				to: { label: 'A', description: 'substitute: en qué se convierte cada carácter de `from`, tantos caracteres como `from`', help: 'Para Sustituir: en qué se convierte cada carácter de "De", en el mismo orden.' },
				input_encoding: inputEncodingWords('es'),
				output_encoding: outputEncodingWords('es', 'hex')
			},
			examples: {
				'ROT13 of a riddle': 'ROT13 de una adivinanza',
				'Vigenère with the key LEMON': 'Vigenère con la clave LEMON',
				'Rail fence on 3 rails': 'Rail fence con 3 raíles',
				'XOR with a text key': 'XOR con una clave de texto'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	cipherClassical: {
		en: { encoded: 'Encoded', decoded: 'Decoded', copy: 'the result', swap: 'Decode this back', swapEncode: 'Encode this back', download: 'Download', shift: 'shift', key: 'key', rails: 'rails', offset: 'offset' },
		'pt-BR': { encoded: 'Cifrado', decoded: 'Decifrado', copy: 'o resultado', swap: 'Decifrar de volta', swapEncode: 'Cifrar de volta', download: 'Baixar', shift: 'deslocamento', key: 'chave', rails: 'trilhos', offset: 'início' },
		es: { encoded: 'Cifrado', decoded: 'Descifrado', copy: 'el resultado', swap: 'Descifrar de vuelta', swapEncode: 'Cifrar de vuelta', download: 'Descargar', shift: 'desplazamiento', key: 'clave', rails: 'raíles', offset: 'inicio' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		key_needed: ({ algorithm }) => `${algorithm} precisa de uma chave`,
		key_letters: ({ char }) => `deve ter só letras A-Z, encontrado "${char}"`,
		affine_coprime: ({ a }) => `deve ser primo com 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23 ou 25), recebido ${a}`,
		a1z26_range: ({ number, index }) => `os números devem ser de 1 a 26, recebido ${number} no caractere ${index}`,
		alphabets_length: ({ from, to }) => `deve ter tantos caracteres quanto \`from\` (${from}), tem ${to}`,
		alphabet_repeats: ({ char }) => `"${char}" aparece duas vezes; cada caractere pode aparecer uma vez`,
		ls47_char: ({ char, index }) => `"${char}" no caractere ${index} não está no alfabeto do LS47 (_ a-z . 0-9 , - + * / : ? ! ' ( ), só minúsculas)`,
		cetacean_char: ({ char, index }) => `deve ter só E, e e espaços, encontrado "${char}" no caractere ${index}`,
		cetacean_length: ({ index, length }) => `cada caractere são 16 E/e, mas a sequência no caractere ${index} tem ${length}`,
		ctx1_char: ({ char, index }) => `deve ter só as letras de A a P, encontrado "${char}" no caractere ${index}`,
		ctx1_length: ({ length }) => `deve ter um número de letras múltiplo de 4 (4 por caractere), tem ${length}`,
		script_block: 'nenhum script codificado encontrado: ele começa com #@~^ e termina com ^#~@'
	},
	es: {
		key_needed: ({ algorithm }) => `${algorithm} necesita una clave`,
		key_letters: ({ char }) => `debe tener solo letras A-Z, se encontró "${char}"`,
		affine_coprime: ({ a }) => `debe ser coprimo con 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23 o 25), se recibió ${a}`,
		a1z26_range: ({ number, index }) => `los números deben ser de 1 a 26, se recibió ${number} en el carácter ${index}`,
		alphabets_length: ({ from, to }) => `debe tener tantos caracteres como \`from\` (${from}), tiene ${to}`,
		alphabet_repeats: ({ char }) => `"${char}" aparece dos veces; cada carácter puede aparecer una vez`,
		ls47_char: ({ char, index }) => `"${char}" en el carácter ${index} no está en el alfabeto de LS47 (_ a-z . 0-9 , - + * / : ? ! ' ( ), solo minúsculas)`,
		cetacean_char: ({ char, index }) => `debe tener solo E, e y espacios, se encontró "${char}" en el carácter ${index}`,
		cetacean_length: ({ index, length }) => `cada carácter son 16 E/e, pero la secuencia en el carácter ${index} tiene ${length}`,
		ctx1_char: ({ char, index }) => `debe tener solo las letras de la A a la P, se encontró "${char}" en el carácter ${index}`,
		ctx1_length: ({ length }) => `debe tener un número de letras múltiplo de 4 (4 por carácter), tiene ${length}`,
		script_block: 'no se encontró ningún script codificado: empieza con #@~^ y termina con ^#~@'
	}
} satisfies ErrorWords<typeof errors>;
