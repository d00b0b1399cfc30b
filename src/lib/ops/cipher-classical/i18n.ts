import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords, outputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'cipher-classical': {
			input: { help: 'The text to encode or decode. For XOR: the bytes, as text or written in the encoding below.' },
			algorithm: {
				help: 'The cipher. The fields below it that the cipher uses: shift for Caesar, key for Vigenère, Bifid, LS47 and XOR, a and b for Affine, rails and offset for Rail fence, from and to for Substitute, height for the Caesar box, padding and signature for LS47, crib and sample for the brute forces.',
				options: {
					caesar: 'Caesar (shift)',
					affine: 'Affine',
					'rail-fence': 'Rail fence',
					substitute: 'Substitute (alphabets)',
					'rot13-brute-force': 'ROT13 brute force (every shift)',
					'rot47-brute-force': 'ROT47 brute force (every shift)',
					bifid: 'Bifid (keyword square)',
					'caesar-box': 'Caesar box',
					cetacean: 'Cetacean (dolphin e/E)',
					ls47: 'LS47 (7×7 tiles)',
					'citrix-ctx1': 'Citrix CTX1 password',
					'ms-script-decoder': 'Microsoft Script Decoder (.vbe, .jse)'
				}
			},
			direction: { help: 'Encode or decode. ROT13, ROT47, ROT8000, Atbash and XOR give the same either way.', unset: 'encode (the default)', options: { encode: 'Encode', decode: 'Decode' } },
			shift: { help: 'For Caesar: how many letters forward (negative: back). Empty: 3.' },
			key: { help: "For Vigenère: a word of letters A-Z. For Bifid: the keyword of the square, letters A-Z (empty: the plain alphabet). For LS47: the password, in LS47's characters (lower case, digits, _.,-+*/:?!'()). For XOR: the key bytes, repeated, written as the key encoding says." },
			key_encoding: inputEncodingWords('en', 'key', 'hex'),
			a: { label: 'Multiplier (a)', help: 'For Affine: the multiplier, coprime to 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25). Empty: 5.' },
			b: { label: 'Shift (b)', help: 'For Affine: the shift. Empty: 8.' },
			rails: { help: 'For Rail fence: how many rails the text zigzags over. Empty: 3.' },
			offset: { help: 'For Rail fence: how many steps into the zigzag the text starts. Empty: 0.' },
			from: { help: 'For Substitute: the characters to replace, each once. Empty: a to z.' },
			to: { help: 'For Substitute: what each character of "from" becomes, in the same order.' },
			height: { label: 'Box height', help: 'For the Caesar box: how many characters each row of the box holds. Empty: 3.' },
			padding: { help: 'For LS47: how many random characters go before the message when encrypting, and are dropped when decrypting. Empty: 10.' },
			signature: { help: 'For LS47 encryption: a signature put after the message and "---", to check it arrived whole.' },
			crib: { help: 'For the brute forces: a piece of the text you expect (any case); only the shifts that contain it are listed. Empty: every shift.' },
			sample_length: { label: 'Sample length', help: 'For the brute forces: how many characters of the text to try. Empty: 100.' },
			sample_offset: { label: 'Sample start', help: 'For the brute forces: how many characters to skip before the sample. Empty: 0.' },
			input_encoding: inputEncodingWords('en'),
			output_encoding: outputEncodingWords('en', 'hex')
		}
	},
	'pt-BR': {
		'cipher-classical': {
			title: 'Cifras clássicas',
			summary: 'ROT13, ROT47, ROT8000, César, Vigenère, Atbash, Afim, Cerca de trilhos, A1Z26, Bacon, Bifid, Caixa de César, LS47, Cetáceo, Citrix CTX1, XOR com chave repetida e substituição de letras, para cifrar ou decifrar; força bruta de ROT13/ROT47 e o decodificador de scripts da Microsoft.',
			keywords: ['cifra de césar', 'cifra clássica', 'cifra afim', 'cerca de trilhos', 'cifra de bacon', 'cifra de substituição', 'força bruta rot13', 'cifra bifid', 'caixa de césar', 'senha citrix'],
			fields: {
				input: { label: 'Entrada', description: 'O texto (xor: os bytes, escritos como diz `input_encoding`); até 131.072 caracteres', help: 'O texto a cifrar ou decifrar. Para XOR: os bytes, como texto ou na codificação abaixo.' },
				algorithm: {
					label: 'Cifra',
					description: 'rot13, caesar (`shift`), vigenere (`key`), atbash, affine (`a`, `b`): as letras A-Z, os outros caracteres mantêm lugar e caixa; rot47: os caracteres ASCII de ! a ~; rot8000: o BMP menos controles, espaços e substitutos; rail-fence (`rails`, `offset`): todos os caracteres; a1z26, bacon: letras em números ou grupos A/B; xor: bytes com uma `key` repetida; substitute: os caracteres de `from` pelos de `to`; rot13-brute-force, rot47-brute-force (`crib`, `sample_length`, `sample_offset`): todos os deslocamentos, em `candidates`; bifid (`key`): um quadrado de Políbio com palavra-chave, J como I; caesar-box (`height`): lido por colunas; cetacean: cada unidade UTF-16 como 16 e/E; ls47 (`key`, `padding`, `signature`): a cifra manual 7×7; citrix-ctx1: a ofuscação de senhas da Citrix, letras A-P; ms-script-decoder: os blocos #@~^…^#~@ de um .vbe/.jse (só decodifica)',
					help: 'A cifra. Os campos abaixo que ela usa: deslocamento para César, chave para Vigenère, Bifid, LS47 e XOR, a e b para Afim, trilhos e deslocamento inicial para Cerca de trilhos, de e para para Substituir, altura para a Caixa de César, enchimento e assinatura para LS47, trecho conhecido e amostra para as forças brutas.',
					options: {
						caesar: 'César (deslocamento)',
						affine: 'Afim',
						'rail-fence': 'Cerca de trilhos',
						substitute: 'Substituir (alfabetos)',
						'rot13-brute-force': 'Força bruta ROT13 (todos os deslocamentos)',
						'rot47-brute-force': 'Força bruta ROT47 (todos os deslocamentos)',
						bifid: 'Bifid (quadrado com palavra-chave)',
						'caesar-box': 'Caixa de César',
						cetacean: 'Cetáceo (e/E de golfinho)',
						ls47: 'LS47 (peças 7×7)',
						'citrix-ctx1': 'Senha Citrix CTX1',
						'ms-script-decoder': 'Decodificador de scripts da Microsoft (.vbe, .jse)'
					}
				},
				direction: { label: 'Direção', description: 'encode (cifrar) ou decode (decifrar); padrão encode. rot13, rot47, rot8000, atbash e xor são o próprio inverso; as forças brutas e ms-script-decoder a ignoram', help: 'Cifrar ou decifrar. ROT13, ROT47, ROT8000, Atbash e XOR dão o mesmo nos dois sentidos.', unset: 'cifrar (o padrão)', options: { encode: 'Cifrar', decode: 'Decifrar' } },
				shift: { label: 'Deslocamento', description: 'caesar: quantas letras para a frente (negativo: para trás); padrão 3', help: 'Para César: quantas letras para a frente (negativo: para trás). Vazio: 3.' },
				key: { label: 'Chave', description: 'vigenere: a chave, letras A-Z (qualquer caixa); bifid: a palavra-chave, letras A-Z ou vazia; ls47: a senha, até 1000 caracteres do alfabeto do LS47; xor: os bytes da chave, repetidos, escritos como diz `key_encoding`', help: "Para Vigenère: uma palavra de letras A-Z. Para Bifid: a palavra-chave do quadrado, letras A-Z (vazia: o alfabeto simples). Para LS47: a senha, nos caracteres do LS47 (minúsculas, dígitos, _.,-+*/:?!'()). Para XOR: os bytes da chave, repetidos, escritos como diz a codificação da chave." },
				key_encoding: inputEncodingWords('pt-BR', 'key', 'hex', 'Codificação da chave'),
				a: { label: 'Multiplicador (a)', description: 'affine: o multiplicador, primo com 26; padrão 5', help: 'Para Afim: o multiplicador, primo com 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25). Vazio: 5.' },
				b: { label: 'Deslocamento (b)', description: 'affine: o deslocamento; padrão 8', help: 'Para Afim: o deslocamento. Vazio: 8.' },
				rails: { label: 'Trilhos', description: 'rail-fence: o número de trilhos, 2-1000; padrão 3', help: 'Para Cerca de trilhos: em quantos trilhos o texto faz zigue-zague. Vazio: 3.' },
				offset: { label: 'Deslocamento inicial', description: 'rail-fence: quantos passos dentro do zigue-zague o texto começa; padrão 0', help: 'Para Cerca de trilhos: quantos passos dentro do zigue-zague o texto começa. Vazio: 0.' },
				from: { label: 'De', description: 'substitute: os caracteres a trocar, cada um uma vez; padrão o alfabeto minúsculo', help: 'Para Substituir: os caracteres a trocar, cada um uma vez. Vazio: de a a z.' },
				to: { label: 'Para', description: 'substitute: o que cada caractere de `from` vira, com tantos caracteres quanto `from`', help: 'Para Substituir: o que cada caractere de "De" vira, na mesma ordem.' },
				height: { label: 'Altura da caixa', description: 'caesar-box: a altura da caixa, quantos caracteres cabem numa linha; padrão 3', help: 'Para a Caixa de César: quantos caracteres cada linha da caixa tem. Vazio: 3.' },
				padding: { label: 'Enchimento', description: 'ls47: quantos caracteres aleatórios vão antes da mensagem (cifrar) ou são descartados (decifrar), 0-1000; padrão 10', help: 'Para LS47: quantos caracteres aleatórios vão antes da mensagem ao cifrar e são descartados ao decifrar. Vazio: 10.' },
				signature: { label: 'Assinatura', description: 'ls47 cifrar: vai depois da mensagem e de `---`, caracteres do alfabeto do LS47; até 1000 caracteres', help: 'Para cifrar com LS47: uma assinatura posta depois da mensagem e de "---", para conferir que ela chegou inteira.' },
				crib: { label: 'Trecho conhecido', description: 'força bruta: mantém só os deslocamentos cujo texto contém isto (qualquer caixa); até 1000 caracteres', help: 'Para as forças brutas: um pedaço do texto que você espera (qualquer caixa); só os deslocamentos que o contêm aparecem. Vazio: todos.' },
				sample_length: { label: 'Tamanho da amostra', description: 'força bruta: quantos caracteres de `input` testar, 1-2.000; padrão 100', help: 'Para as forças brutas: quantos caracteres do texto testar. Vazio: 100.' },
				sample_offset: { label: 'Início da amostra', description: 'força bruta: onde a amostra começa, em caracteres; padrão 0', help: 'Para as forças brutas: quantos caracteres pular antes da amostra. Vazio: 0.' },
				input_encoding: inputEncodingWords('pt-BR'),
				output_encoding: outputEncodingWords('pt-BR', 'hex')
			},
			examples: {
				'ROT13 of a riddle': 'ROT13 de uma charada',
				'Vigenère with the key LEMON': 'Vigenère com a chave LEMON',
				'Rail fence on 3 rails': 'Cerca de trilhos com 3 trilhos',
				'XOR with a text key': 'XOR com uma chave de texto',
				'ROT13 brute force with a crib': 'Força bruta ROT13 com um trecho conhecido',
				'Decode a Citrix CTX1 password': 'Decodificar uma senha Citrix CTX1'
			}
		}
	},
	es: {
		'cipher-classical': {
			title: 'Cifrados clásicos',
			summary: 'ROT13, ROT47, ROT8000, César, Vigenère, Atbash, Afín, Rail fence, A1Z26, Bacon, Bifid, Caja de César, LS47, Cetáceo, Citrix CTX1, XOR con clave repetida y sustitución de letras, para cifrar o descifrar; fuerza bruta de ROT13/ROT47 y el decodificador de scripts de Microsoft.',
			keywords: ['cifrado césar', 'cifrado clásico', 'cifrado afín', 'rail fence', 'cifrado de bacon', 'cifrado por sustitución', 'fuerza bruta rot13', 'cifrado bifid', 'caja de césar', 'contraseña citrix'],
			fields: {
				input: { label: 'Entrada', description: 'El texto (xor: los bytes, escritos como dice `input_encoding`); hasta 131 072 caracteres', help: 'El texto a cifrar o descifrar. Para XOR: los bytes, como texto o en la codificación de abajo.' },
				algorithm: {
					label: 'Cifrado',
					description: 'rot13, caesar (`shift`), vigenere (`key`), atbash, affine (`a`, `b`): las letras A-Z, los demás caracteres conservan lugar y mayúsculas; rot47: los caracteres ASCII de ! a ~; rot8000: el BMP menos controles, espacios y sustitutos; rail-fence (`rails`, `offset`): todos los caracteres; a1z26, bacon: letras a números o grupos A/B; xor: bytes con una `key` repetida; substitute: los caracteres de `from` por los de `to`; rot13-brute-force, rot47-brute-force (`crib`, `sample_length`, `sample_offset`): todos los desplazamientos, en `candidates`; bifid (`key`): un cuadrado de Polibio con palabra clave, J como I; caesar-box (`height`): leído por columnas; cetacean: cada unidad UTF-16 como 16 e/E; ls47 (`key`, `padding`, `signature`): el cifrado manual 7×7; citrix-ctx1: la ofuscación de contraseñas de Citrix, letras A-P; ms-script-decoder: los bloques #@~^…^#~@ de un .vbe/.jse (solo decodifica)',
					help: 'El cifrado. Los campos de abajo que usa: desplazamiento para César, clave para Vigenère, Bifid, LS47 y XOR, a y b para Afín, raíles y desplazamiento inicial para Rail fence, de y a para Sustituir, altura para la Caja de César, relleno y firma para LS47, fragmento conocido y muestra para las fuerzas brutas.',
					options: {
						caesar: 'César (desplazamiento)',
						affine: 'Afín',
						'rail-fence': 'Rail fence (valla)',
						substitute: 'Sustituir (alfabetos)',
						'rot13-brute-force': 'Fuerza bruta ROT13 (todos los desplazamientos)',
						'rot47-brute-force': 'Fuerza bruta ROT47 (todos los desplazamientos)',
						bifid: 'Bifid (cuadrado con palabra clave)',
						'caesar-box': 'Caja de César',
						cetacean: 'Cetáceo (e/E de delfín)',
						ls47: 'LS47 (fichas 7×7)',
						'citrix-ctx1': 'Contraseña Citrix CTX1',
						'ms-script-decoder': 'Decodificador de scripts de Microsoft (.vbe, .jse)'
					}
				},
				direction: { label: 'Dirección', description: 'encode (cifrar) o decode (descifrar); por defecto encode. rot13, rot47, rot8000, atbash y xor son su propio inverso; las fuerzas brutas y ms-script-decoder la ignoran', help: 'Cifrar o descifrar. ROT13, ROT47, ROT8000, Atbash y XOR dan lo mismo en ambos sentidos.', unset: 'cifrar (por defecto)', options: { encode: 'Cifrar', decode: 'Descifrar' } },
				shift: { label: 'Desplazamiento', description: 'caesar: cuántas letras hacia delante (negativo: hacia atrás); por defecto 3', help: 'Para César: cuántas letras hacia delante (negativo: hacia atrás). Vacío: 3.' },
				key: { label: 'Clave', description: 'vigenere: la clave, letras A-Z (mayúsculas o minúsculas); bifid: la palabra clave, letras A-Z o vacía; ls47: la contraseña, hasta 1000 caracteres del alfabeto de LS47; xor: los bytes de la clave, repetidos, escritos como dice `key_encoding`', help: "Para Vigenère: una palabra de letras A-Z. Para Bifid: la palabra clave del cuadrado, letras A-Z (vacía: el alfabeto simple). Para LS47: la contraseña, en los caracteres de LS47 (minúsculas, dígitos, _.,-+*/:?!'()). Para XOR: los bytes de la clave, repetidos, escritos como dice la codificación de la clave." },
				key_encoding: inputEncodingWords('es', 'key', 'hex', 'Codificación de la clave'),
				a: { label: 'Multiplicador (a)', description: 'affine: el multiplicador, coprimo con 26; por defecto 5', help: 'Para Afín: el multiplicador, coprimo con 26 (1, 3, 5, 7, 9, 11, 15, 17, 19, 21, 23, 25). Vacío: 5.' },
				b: { label: 'Desplazamiento (b)', description: 'affine: el desplazamiento; por defecto 8', help: 'Para Afín: el desplazamiento. Vacío: 8.' },
				rails: { label: 'Raíles', description: 'rail-fence: el número de raíles, 2-1000; por defecto 3', help: 'Para Rail fence: en cuántos raíles zigzaguea el texto. Vacío: 3.' },
				offset: { label: 'Desplazamiento inicial', description: 'rail-fence: cuántos pasos dentro del zigzag empieza el texto; por defecto 0', help: 'Para Rail fence: cuántos pasos dentro del zigzag empieza el texto. Vacío: 0.' },
				from: { label: 'De', description: 'substitute: los caracteres a reemplazar, cada uno una vez; por defecto el alfabeto en minúsculas', help: 'Para Sustituir: los caracteres a reemplazar, cada uno una vez. Vacío: de la a a la z.' },
				to: { label: 'A', description: 'substitute: en qué se convierte cada carácter de `from`, tantos caracteres como `from`', help: 'Para Sustituir: en qué se convierte cada carácter de "De", en el mismo orden.' },
				height: { label: 'Altura de la caja', description: 'caesar-box: la altura de la caja, cuántos caracteres caben en una fila; por defecto 3', help: 'Para la Caja de César: cuántos caracteres tiene cada fila de la caja. Vacío: 3.' },
				padding: { label: 'Relleno', description: 'ls47: cuántos caracteres aleatorios van antes del mensaje (cifrar) o se descartan (descifrar), 0-1000; por defecto 10', help: 'Para LS47: cuántos caracteres aleatorios van antes del mensaje al cifrar y se descartan al descifrar. Vacío: 10.' },
				signature: { label: 'Firma', description: 'ls47 cifrar: va después del mensaje y de `---`, caracteres del alfabeto de LS47; hasta 1000 caracteres', help: 'Para cifrar con LS47: una firma puesta después del mensaje y de "---", para comprobar que llegó entero.' },
				crib: { label: 'Fragmento conocido', description: 'fuerza bruta: conserva solo los desplazamientos cuyo texto contiene esto (mayúsculas o minúsculas); hasta 1000 caracteres', help: 'Para las fuerzas brutas: un trozo del texto que espera (mayúsculas o minúsculas); solo aparecen los desplazamientos que lo contienen. Vacío: todos.' },
				sample_length: { label: 'Longitud de la muestra', description: 'fuerza bruta: cuántos caracteres de `input` probar, 1-2000; por defecto 100', help: 'Para las fuerzas brutas: cuántos caracteres del texto probar. Vacío: 100.' },
				sample_offset: { label: 'Inicio de la muestra', description: 'fuerza bruta: dónde empieza la muestra, en caracteres; por defecto 0', help: 'Para las fuerzas brutas: cuántos caracteres saltar antes de la muestra. Vacío: 0.' },
				input_encoding: inputEncodingWords('es'),
				output_encoding: outputEncodingWords('es', 'hex')
			},
			examples: {
				'ROT13 of a riddle': 'ROT13 de una adivinanza',
				'Vigenère with the key LEMON': 'Vigenère con la clave LEMON',
				'Rail fence on 3 rails': 'Rail fence con 3 raíles',
				'XOR with a text key': 'XOR con una clave de texto',
				'ROT13 brute force with a crib': 'Fuerza bruta ROT13 con un fragmento conocido',
				'Decode a Citrix CTX1 password': 'Decodificar una contraseña Citrix CTX1'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	cipherClassical: {
		en: { encoded: 'Encoded', decoded: 'Decoded', copy: 'the result', swap: 'Decode this back', swapEncode: 'Encode this back', download: 'Download', shift: 'shift', key: 'key', rails: 'rails', offset: 'offset', height: 'height', padding: 'padding', shifts: 'Shifts tried', shiftsWithCrib: 'Shifts whose text contains the crib', crib: 'crib', sample: 'sample', characters: 'characters', none: 'No shift gives a text that contains the crib.', copyShift: 'this shift', useShift: 'Use' },
		'pt-BR': { encoded: 'Cifrado', decoded: 'Decifrado', copy: 'o resultado', swap: 'Decifrar de volta', swapEncode: 'Cifrar de volta', download: 'Baixar', shift: 'deslocamento', key: 'chave', rails: 'trilhos', offset: 'início', height: 'altura', padding: 'enchimento', shifts: 'Deslocamentos testados', shiftsWithCrib: 'Deslocamentos cujo texto contém o trecho conhecido', crib: 'trecho', sample: 'amostra', characters: 'caracteres', none: 'Nenhum deslocamento dá um texto que contenha o trecho conhecido.', copyShift: 'este deslocamento', useShift: 'Usar' },
		es: { encoded: 'Cifrado', decoded: 'Descifrado', copy: 'el resultado', swap: 'Descifrar de vuelta', swapEncode: 'Cifrar de vuelta', download: 'Descargar', shift: 'desplazamiento', key: 'clave', rails: 'raíles', offset: 'inicio', height: 'altura', padding: 'relleno', shifts: 'Desplazamientos probados', shiftsWithCrib: 'Desplazamientos cuyo texto contiene el fragmento conocido', crib: 'fragmento', sample: 'muestra', characters: 'caracteres', none: 'Ningún desplazamiento da un texto que contenga el fragmento conocido.', copyShift: 'este desplazamiento', useShift: 'Usar' }
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
		ls47_password_length: ({ max, length }) => `uma senha LS47 deve ter no máximo ${max} caracteres, tem ${length}`,
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
		ls47_password_length: ({ max, length }) => `una contraseña LS47 debe tener como máximo ${max} caracteres, tiene ${length}`,
		cetacean_char: ({ char, index }) => `debe tener solo E, e y espacios, se encontró "${char}" en el carácter ${index}`,
		cetacean_length: ({ index, length }) => `cada carácter son 16 E/e, pero la secuencia en el carácter ${index} tiene ${length}`,
		ctx1_char: ({ char, index }) => `debe tener solo las letras de la A a la P, se encontró "${char}" en el carácter ${index}`,
		ctx1_length: ({ length }) => `debe tener un número de letras múltiplo de 4 (4 por carácter), tiene ${length}`,
		script_block: 'no se encontró ningún script codificado: empieza con #@~^ y termina con ^#~@'
	}
} satisfies ErrorWords<typeof errors>;
