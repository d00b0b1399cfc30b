import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The bases people know by name, in the From select and on the To chips; the others read as their number. */
const ENCODINGS_EN = { float32: 'IEEE 754 float32 (hex)', float64: 'IEEE 754 float64 (hex)', 'twos-complement': "Two's complement", bcd: 'BCD (binary-coded decimal)', varint: 'Varint (protobuf, hex)', text: 'Text (UTF-8 bytes)' };
const ENCODINGS_PT = { float32: 'Float32 IEEE 754 (em hex)', float64: 'Float64 IEEE 754 (em hex)', 'twos-complement': 'Complemento de dois', bcd: 'BCD (decimal codificado em binário)', varint: 'Varint do protobuf (em hex)', text: 'Texto (bytes UTF-8)' };
const ENCODINGS_ES = { float32: 'Float32 IEEE 754 (en hex)', float64: 'Float64 IEEE 754 (en hex)', 'twos-complement': 'Complemento a dos', bcd: 'BCD (decimal codificado en binario)', varint: 'Varint de protobuf (en hex)', text: 'Texto (bytes UTF-8)' };
const BASES_EN = { 2: '2 (binary)', 8: '8 (octal)', 10: '10 (decimal)', 16: '16 (hexadecimal)', 64: '64 (0-9a-zA-Z+/)', roman: 'Roman numerals', ...ENCODINGS_EN };
const BASES_PT = { 2: '2 (binário)', 8: '8 (octal)', 10: '10 (decimal)', 16: '16 (hexadecimal)', 64: '64 (alfabeto 0-9a-zA-Z+/)', roman: 'Algarismos romanos', ...ENCODINGS_PT };
const BASES_ES = { 2: '2 (binario)', 8: '8 (octal)', 10: '10 (decimal)', 16: '16 (hexadecimal)', 64: '64 (alfabeto 0-9a-zA-Z+/)', roman: 'Números romanos', ...ENCODINGS_ES };
/** Excess-3 is a word; the weighted schemes (8 4 2 1…) are names, in the shared table (option-names.ts). */
const SCHEMES = { 'excess-3': 'Excess-3' };
const SCHEMES_PT = { 'excess-3': 'Excesso de 3' };
const SCHEMES_ES = { 'excess-3': 'Exceso de 3' };
/** CyberChef's delimiter options, in words. */
const DELIMS = { space: 'Space', comma: 'Comma', semicolon: 'Semicolon', colon: 'Colon', 'line-feed': 'Line feed (one a line)', crlf: 'CRLF (Windows line ends)' };
const DELIMS_PT = { space: 'Espaço', comma: 'Vírgula', semicolon: 'Ponto e vírgula', colon: 'Dois-pontos', 'line-feed': 'Quebra de linha (um por linha)', crlf: 'CRLF (fim de linha do Windows)' };
const DELIMS_ES = { space: 'Espacio', comma: 'Coma', semicolon: 'Punto y coma', colon: 'Dos puntos', 'line-feed': 'Salto de línea (uno por línea)', crlf: 'CRLF (fin de línea de Windows)' };

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'number-base': {
			value: { help: 'The number as written in the form chosen under From: digits of a base (a minus sign, spaces or _ between digits are fine; in base 10 also a fraction such as 0.1), a Roman numeral, the hex of a float, binary digits, a varint’s hex bytes, or text.' },
			from: { help: 'What the value above is written in: a base from 2 to 64 (letters count as one digit in either case up to 36; from 37 on a and A differ), roman numerals, the hex of an IEEE 754 float, two\'s complement bits, BCD bits, a varint\'s hex bytes, or text.', options: BASES_EN },
			to: { options: BASES_EN },
			bits: { label: "Two's complement bits" },
			signed: { label: 'Signed (BCD sign nibble, zigzag varint)' },
			bcd_scheme: { label: 'BCD scheme', options: SCHEMES },
			bcd_packed: { label: 'Packed BCD (two digits a byte)' },
			little_endian: { label: 'Float bytes little-endian' },
			delimiter: { label: 'List delimiter', help: 'Empty: one value. Chosen: the value is a list, as CyberChef\'s To Float and From Float: numbers separated by it, or the bytes of several floats one after another; each is converted, and the decimal answers are joined by it.', unset: 'none: one value', options: DELIMS }
		}
	},
	'pt-BR': {
		'number-base': {
			title: 'Conversor de bases numéricas',
			summary: 'Converte um número inteiro de qualquer tamanho entre binário, octal, decimal, hexadecimal, qualquer base de 2 a 64 e algarismos romanos, e o escreve ou lê como float32/float64 IEEE 754, complemento de dois, BCD, varint do protobuf ou bytes de texto.',
			keywords: ['binário', 'hexadecimal', 'octal', 'decimal', 'base numérica', 'números romanos', 'algarismos romanos', 'converter número'],
			fields: {
				value: { label: 'Valor', description: 'Um número escrito como De indica: sinal - opcional, dígitos (em qualquer caixa até a base 36); até 10.000 caracteres', help: 'O número escrito na forma escolhida em De: dígitos de uma base (sinal de menos, espaços ou _ entre os dígitos são aceitos; na base 10 também uma fração como 0.1), um numeral romano, o hex de um float, dígitos binários, os bytes hex de um varint ou texto.' },
				from: { label: 'De', description: 'Como o valor está escrito: base 2-64, "roman", "float32"/"float64" (hex IEEE 754), "twos-complement", "bcd", "varint" (bytes em hex) ou "text" (seus bytes UTF-8)', help: 'Como o valor acima está escrito: uma base de 2 a 64 (até 36 as letras valem em qualquer caixa; a partir de 37, a e A diferem), algarismos romanos, o hex de um float IEEE 754, bits em complemento de dois, bits BCD, os bytes hex de um varint, ou texto.', options: BASES_PT },
				to: { label: 'Para', description: 'Onde escrever: as mesmas opções de De ("roman" só 1-3999; fração só em float32, float64 ou base 10); padrão [2, 8, 10, 16]', options: BASES_PT },
				bits: { label: 'Bits do complemento de dois', description: 'Largura de "twos-complement": 8, 16, 32 ou 64 bits (padrão 32)' },
				signed: { label: 'Com sinal (nibble de sinal BCD, varint zigzag)', description: '"bcd": um nibble de sinal após os dígitos (1100 +, 1101 -); "varint": zigzag, como sint32/sint64 do protobuf' },
				bcd_scheme: { label: 'Esquema BCD', description: 'O código de cada dígito, os esquemas do CyberChef (padrão 8421)', options: SCHEMES_PT },
				bcd_packed: { label: 'BCD compactado (dois dígitos por byte)', description: '"bcd": dois dígitos por byte (padrão); falso: um dígito por byte, um nibble 0000 antes de cada' },
				little_endian: { label: 'Bytes do float em little-endian', description: '"float32"/"float64": bytes do menos significativo ao mais (padrão: big-endian)' },
				delimiter: { label: 'Separador da lista', description: 'Faz de `value` uma lista (To Float / From Float do CyberChef): space, comma, semicolon, colon, line-feed ou crlf entre os itens. O hex de float32/float64 são os bytes dos floats um após o outro (múltiplo de 4 ou 8 bytes); cada item é convertido; respostas float32/float64 são os bytes um após o outro, as demais unidas pelo separador. Padrão: um só valor', help: 'Vazio: um só valor. Escolhido: o valor é uma lista, como no To Float e From Float do CyberChef: números separados por ele, ou os bytes de vários floats um após o outro; cada um é convertido, e as respostas decimais são unidas por ele.', unset: 'nenhum: um só valor', options: DELIMS_PT }
			},
			examples: { 'From hexadecimal': 'De hexadecimal', 'Year to Roman': 'Ano em romanos', 'Big number': 'Número grande', 'Decimal to IEEE 754': 'Decimal para IEEE 754', 'Bytes to a list of floats': 'Bytes para uma lista de floats', "Two's complement": 'Complemento de dois', 'BCD and varint': 'BCD e varint', 'Text as a number': 'Texto como número' }
		}
	},
	es: {
		'number-base': {
			title: 'Conversor de bases numéricas',
			summary: 'Convierte un número entero de cualquier tamaño entre binario, octal, decimal, hexadecimal, cualquier base de 2 a 64 y números romanos, y lo escribe o lee como float32/float64 IEEE 754, complemento a dos, BCD, varint de protobuf o bytes de texto.',
			keywords: ['binario', 'hexadecimal', 'octal', 'decimal', 'base numérica', 'números romanos', 'convertir número'],
			fields: {
				value: { label: 'Valor', description: 'Un número escrito como indica De: signo - opcional, dígitos (en mayúsculas o minúsculas hasta la base 36); hasta 10 000 caracteres', help: 'El número escrito en la forma elegida en De: dígitos de una base (se admiten signo menos, espacios o _ entre los dígitos; en base 10 también una fracción como 0.1), un numeral romano, el hex de un float, dígitos binarios, los bytes hex de un varint o texto.' },
				from: { label: 'De', description: 'Cómo está escrito el valor: base 2-64, "roman", "float32"/"float64" (hex IEEE 754), "twos-complement", "bcd", "varint" (bytes en hex) o "text" (sus bytes UTF-8)', help: 'Cómo está escrito el valor de arriba: una base de 2 a 64 (hasta 36 las letras valen en mayúsculas o minúsculas; desde 37, a y A difieren), números romanos, el hex de un float IEEE 754, bits en complemento a dos, bits BCD, los bytes hex de un varint, o texto.', options: BASES_ES },
				to: { label: 'A', description: 'En qué escribirlo: las mismas opciones que De ("roman" solo 1-3999; una fracción solo en float32, float64 o base 10); por defecto [2, 8, 10, 16]', options: BASES_ES },
				bits: { label: 'Bits del complemento a dos', description: 'Anchura de "twos-complement": 8, 16, 32 o 64 bits (por defecto 32)' },
				signed: { label: 'Con signo (nibble de signo BCD, varint zigzag)', description: '"bcd": un nibble de signo tras los dígitos (1100 +, 1101 -); "varint": zigzag, como sint32/sint64 de protobuf' },
				bcd_scheme: { label: 'Esquema BCD', description: 'El código de cada dígito, los esquemas de CyberChef (por defecto 8421)', options: SCHEMES_ES },
				bcd_packed: { label: 'BCD empaquetado (dos dígitos por byte)', description: '"bcd": dos dígitos por byte (por defecto); falso: un dígito por byte, un nibble 0000 delante de cada uno' },
				little_endian: { label: 'Bytes del float en little-endian', description: '"float32"/"float64": bytes del menos significativo al más (por defecto: big-endian)' },
				delimiter: { label: 'Separador de la lista', description: 'Hace de `value` una lista (To Float / From Float de CyberChef): space, comma, semicolon, colon, line-feed o crlf entre los elementos. El hex de float32/float64 son los bytes de los floats uno tras otro (múltiplo de 4 u 8 bytes); cada elemento se convierte; las respuestas float32/float64 son los bytes uno tras otro, las demás unidas por el separador. Por defecto: un solo valor', help: 'Vacío: un solo valor. Elegido: el valor es una lista, como en To Float y From Float de CyberChef: números separados por él, o los bytes de varios floats uno tras otro; cada uno se convierte, y las respuestas decimales se unen con él.', unset: 'ninguno: un solo valor', options: DELIMS_ES }
			},
			examples: { 'From hexadecimal': 'Desde hexadecimal', 'Year to Roman': 'Año en romanos', 'Big number': 'Número grande', 'Decimal to IEEE 754': 'Decimal a IEEE 754', 'Bytes to a list of floats': 'Bytes a una lista de floats', "Two's complement": 'Complemento a dos', 'BCD and varint': 'BCD y varint', 'Text as a number': 'Texto como número' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	numberBase: {
		en: { base: (b: string) => `Base ${b}`, all: 'Every base from 2 to 36', roman: 'Roman numerals', names: ENCODINGS_EN, sign: 'Sign', exponent: 'Exponent', mantissa: 'Mantissa', stored: 'Exact value stored', positive: 'positive', negative: 'negative', unbiased: (e: number) => `2^${e}`, special: 'all ones: infinity or NaN', subnormal: 'all zeros: zero or subnormal', list: (n: number, key: string) => `${n.toLocaleString('en-US')} ${key} value${n === 1 ? '' : 's'}, each stored exactly as`, more: (n: number) => `and ${n.toLocaleString('en-US')} more` },
		'pt-BR': { base: (b: string) => `Base ${b}`, all: 'Todas as bases de 2 a 36', roman: 'Algarismos romanos', names: ENCODINGS_PT, sign: 'Sinal', exponent: 'Expoente', mantissa: 'Mantissa (fração)', stored: 'Valor exato armazenado', positive: 'positivo', negative: 'negativo', unbiased: (e: number) => `2^${e}`, special: 'só uns: infinito ou NaN', subnormal: 'só zeros: zero ou subnormal', list: (n: number, key: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'valor' : 'valores'} ${key}, cada um armazenado exatamente como`, more: (n: number) => `e mais ${n.toLocaleString('pt-BR')}` },
		es: { base: (b: string) => `Base ${b}`, all: 'Todas las bases de 2 a 36', roman: 'Números romanos', names: ENCODINGS_ES, sign: 'Signo', exponent: 'Exponente', mantissa: 'Mantisa', stored: 'Valor exacto almacenado', positive: 'positivo', negative: 'negativo', unbiased: (e: number) => `2^${e}`, special: 'todo unos: infinito o NaN', subnormal: 'todo ceros: cero o subnormal', list: (n: number, key: string) => `${n.toLocaleString('es')} ${n === 1 ? 'valor' : 'valores'} ${key}, cada uno almacenado exactamente como`, more: (n: number) => `y ${n.toLocaleString('es')} más` }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		no_digits: 'nenhum dígito',
		not_a_digit: ({ char, base }) => `"${char}" não é um dígito na base ${base}`,
		roman_range: ({ got }) => `algarismos romanos vão de 1 a 3999 (veio ${got})`,
		not_roman: 'não é um número romano na forma padrão (I a MMMCMXCIX)',
		not_a_digit_of: ({ char, what }) => `"${char}" não é um dígito de ${what}`,
		odd_hex: 'um número ímpar de dígitos hex (dois por byte)',
		float_width: ({ digits, got }) => `precisa de exatamente ${digits} dígitos hex, veio ${got}`,
		float_list: ({ count, size }) => `contém ${count} floats de ${size} bytes; defina \`delimiter\` para lê-los como lista`,
		float_multiple: ({ size, digits, got }) => `uma lista de floats de ${size} bytes precisa de um múltiplo de ${digits} dígitos hex, veio ${got}`,
		twos_range: ({ bits, min, max, got }) => `${got} não cabe em ${bits} bits (${min} a ${max})`,
		twos_width: ({ bits, got }) => `precisa de exatamente ${bits} dígitos binários (o campo bits), veio ${got}`,
		bcd_negative: 'um número negativo precisa de BCD com sinal (signed: true)',
		bcd_width: ({ unit, got }) => `precisa de um múltiplo de ${unit} dígitos binários, veio ${got}`,
		bcd_code: ({ code, scheme }) => `${code} não é um dígito no esquema BCD ${scheme}`,
		varint_negative: 'um número negativo precisa de um varint com sinal (zigzag, signed: true)',
		varint_trailing: ({ extra }) => `${extra} byte(s) depois do fim do varint`,
		varint_unterminated: 'o último byte tem o bit de continuação ligado: o varint está cortado',
		text_negative: 'um número negativo não tem texto',
		not_utf8: 'estes bytes não são texto UTF-8; escreva o número na base 16 para vê-los',
		not_whole: ({ value, target }) => `${value} não é um número inteiro; ${target} aceita só inteiros (float32 e float64 aceitam frações)`,
		too_many_bytes: ({ max }) => `mais de ${max.toLocaleString('pt-BR')} bytes`
	},
	es: {
		no_digits: 'ningún dígito',
		not_a_digit: ({ char, base }) => `"${char}" no es un dígito en base ${base}`,
		roman_range: ({ got }) => `los números romanos van de 1 a 3999 (llegó ${got})`,
		not_roman: 'no es un número romano en forma estándar (I a MMMCMXCIX)',
		not_a_digit_of: ({ char, what }) => `"${char}" no es un dígito de ${what}`,
		odd_hex: 'un número impar de dígitos hex (dos por byte)',
		float_width: ({ digits, got }) => `necesita exactamente ${digits} dígitos hex, llegaron ${got}`,
		float_list: ({ count, size }) => `contiene ${count} floats de ${size} bytes; indique \`delimiter\` para leerlos como lista`,
		float_multiple: ({ size, digits, got }) => `una lista de floats de ${size} bytes necesita un múltiplo de ${digits} dígitos hex, llegaron ${got}`,
		twos_range: ({ bits, min, max, got }) => `${got} no cabe en ${bits} bits (${min} a ${max})`,
		twos_width: ({ bits, got }) => `necesita exactamente ${bits} dígitos binarios (el campo bits), llegaron ${got}`,
		bcd_negative: 'un número negativo necesita BCD con signo (signed: true)',
		bcd_width: ({ unit, got }) => `necesita un múltiplo de ${unit} dígitos binarios, llegaron ${got}`,
		bcd_code: ({ code, scheme }) => `${code} no es un dígito en el esquema BCD ${scheme}`,
		varint_negative: 'un número negativo necesita un varint con signo (zigzag, signed: true)',
		varint_trailing: ({ extra }) => `${extra} byte(s) tras el final del varint`,
		varint_unterminated: 'el último byte tiene el bit de continuación activo: el varint está cortado',
		text_negative: 'un número negativo no tiene texto',
		not_utf8: 'estos bytes no son texto UTF-8; escriba el número en base 16 para verlos',
		not_whole: ({ value, target }) => `${value} no es un número entero; ${target} solo admite enteros (float32 y float64 admiten fracciones)`,
		too_many_bytes: ({ max }) => `más de ${max.toLocaleString('es')} bytes`
	}
} satisfies ErrorWords<typeof errors>;
