import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The bases people know by name, in the From select and on the To chips; the others read as their number. */
const BASES_EN = { 2: '2 (binary)', 8: '8 (octal)', 10: '10 (decimal)', 16: '16 (hexadecimal)', roman: 'Roman numerals' };
const BASES_PT = { 2: '2 (binário)', 8: '8 (octal)', 10: '10 (decimal)', 16: '16 (hexadecimal)', roman: 'Algarismos romanos' };
const BASES_ES = { 2: '2 (binario)', 8: '8 (octal)', 10: '10 (decimal)', 16: '16 (hexadecimal)', roman: 'Números romanos' };

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'number-base': {
			value: { help: 'A whole number written in the base chosen under From, optionally with a minus sign; digits in any case, spaces or _ between them are fine.' },
			from: { help: 'The base the value above is written in: 2 to 36, or roman numerals (I to MMMCMXCIX).', options: BASES_EN },
			to: { options: BASES_EN }
		}
	},
	'pt-BR': {
		'number-base': {
			title: 'Conversor de bases numéricas',
			summary: 'Converte um número inteiro de qualquer tamanho entre binário, octal, decimal, hexadecimal, qualquer base de 2 a 36 e algarismos romanos.',
			keywords: ['binário', 'hexadecimal', 'octal', 'decimal', 'base numérica', 'números romanos', 'algarismos romanos', 'converter número'],
			fields: {
				value: { label: 'Valor', description: 'Um número inteiro escrito na base de origem: sinal - opcional, dígitos em qualquer caixa; até 10.000 caracteres', help: 'Um número inteiro escrito na base escolhida em De, com sinal de menos opcional; dígitos em qualquer caixa, espaços ou _ entre eles são aceitos.' },
				from: { label: 'De', description: 'A base do valor: 2-36, ou "roman" (I a MMMCMXCIX)', help: 'A base em que o valor acima está escrito: de 2 a 36, ou algarismos romanos (I a MMMCMXCIX).', options: BASES_PT },
				to: { label: 'Para', description: 'Bases de destino: 2-36 ou "roman" (só 1-3999); padrão [2, 8, 10, 16]', options: BASES_PT }
			},
			examples: { 'From hexadecimal': 'De hexadecimal', 'Year to Roman': 'Ano em romanos', 'Big number': 'Número grande' }
		}
	},
	es: {
		'number-base': {
			title: 'Conversor de bases numéricas',
			summary: 'Convierte un número entero de cualquier tamaño entre binario, octal, decimal, hexadecimal, cualquier base de 2 a 36 y números romanos.',
			keywords: ['binario', 'hexadecimal', 'octal', 'decimal', 'base numérica', 'números romanos', 'convertir número'],
			fields: {
				value: { label: 'Valor', description: 'Un número entero escrito en la base de origen: signo - opcional, dígitos en mayúsculas o minúsculas; hasta 10 000 caracteres', help: 'Un número entero escrito en la base elegida en De, con signo menos opcional; dígitos en mayúsculas o minúsculas, se admiten espacios o _ entre ellos.' },
				from: { label: 'De', description: 'La base del valor: 2-36, o "roman" (I a MMMCMXCIX)', help: 'La base en que está escrito el valor de arriba: de 2 a 36, o números romanos (I a MMMCMXCIX).', options: BASES_ES },
				to: { label: 'A', description: 'Bases de destino: 2-36 o "roman" (solo 1-3999); por defecto [2, 8, 10, 16]', options: BASES_ES }
			},
			examples: { 'From hexadecimal': 'Desde hexadecimal', 'Year to Roman': 'Año en romanos', 'Big number': 'Número grande' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	numberBase: {
		en: { base: (b: string) => `Base ${b}`, all: 'Every base from 2 to 36', roman: 'Roman numerals' },
		'pt-BR': { base: (b: string) => `Base ${b}`, all: 'Todas as bases de 2 a 36', roman: 'Algarismos romanos' },
		es: { base: (b: string) => `Base ${b}`, all: 'Todas las bases de 2 a 36', roman: 'Números romanos' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		no_digits: 'nenhum dígito',
		not_a_digit: ({ char, base }) => `"${char}" não é um dígito na base ${base}`,
		roman_range: ({ got }) => `algarismos romanos vão de 1 a 3999 (veio ${got})`,
		not_roman: 'não é um número romano na forma padrão (I a MMMCMXCIX)'
	},
	es: {
		no_digits: 'ningún dígito',
		not_a_digit: ({ char, base }) => `"${char}" no es un dígito en base ${base}`,
		roman_range: ({ got }) => `los números romanos van de 1 a 3999 (llegó ${got})`,
		not_roman: 'no es un número romano en forma estándar (I a MMMCMXCIX)'
	}
} satisfies ErrorWords<typeof errors>;
