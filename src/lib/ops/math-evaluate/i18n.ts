import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'math-evaluate': {
			expression: {
				label: 'Expression',
				help: 'Type a calculation: 2^100, 1/3 + 1/6, sqrt(2), 15% of 80, 3 km + 200 m to m, 100 °C to °F, gcd(12, 18), powmod(4, 13, 497), hex(255). Whole numbers are exact at any size and fractions stay exact.'
			},
			precision: { label: 'Significant digits', help: 'How many significant digits a result that is not a whole number shows (1–100). Whole numbers are always shown in full.' }
		}
	},
	'pt-BR': {
		'math-evaluate': {
			title: 'Avaliador de expressões matemáticas',
			summary: 'Calcula uma expressão aritmética: frações exatas e inteiros de qualquer tamanho, funções (sqrt, log, sin, gcd, powmod…), porcentagens e unidades como o conversor de unidades as conhece (3 km + 200 m to m).',
			keywords: ['calculadora', 'expressão matemática', 'aritmética', 'inteiro grande', 'fração', 'porcentagem', 'mdc', 'mmc', 'inverso modular', 'fatorial'],
			fields: {
				expression: {
					label: 'Expressão',
					description:
						'A expressão, até 1.000 caracteres: números (1.5, 2e3, 0xff, 0b101, 0o17), + - * / ^ (ou **) % (módulo; depois de um número e sem operando em seguida, porcentagem: 20% of 150), n!, parênteses, as funções sqrt abs round (metade para longe de zero; round(x, casas)) floor ceil log (natural; log(x, b) na base b) ln log10 log2 exp sin cos tan asin acos atan min max gcd lcm mod factorial powmod(b, e, m) invmod(a, m) xgcd(a, b), as constantes pi e tau, unidades de /units depois de um número (3 km + 200 m to m, 100 °C to °F, sin(30 deg)) e bin(…), hex(…), oct(…) ou "to hex" em volta da expressão inteira',
					help: 'Digite um cálculo: 2^100, 1/3 + 1/6, sqrt(2), 15% of 80, 3 km + 200 m to m, 100 °C to °F, gcd(12, 18), powmod(4, 13, 497), hex(255). Inteiros são exatos em qualquer tamanho e frações continuam exatas. O separador decimal é o ponto.'
				},
				precision: {
					label: 'Algarismos significativos',
					description: 'Algarismos significativos de um resultado que não é inteiro, 1–100, padrão 14; no máximo 17 para um resultado calculado em ponto flutuante e 15 para uma quantidade com unidade. Inteiros são escritos por extenso',
					help: 'Quantos algarismos significativos mostra um resultado que não é inteiro (1–100). Inteiros aparecem sempre por extenso.'
				}
			},
			examples: {
				'A big power, exact': 'Uma potência grande, exata',
				'Fractions stay exact': 'Frações continuam exatas',
				'Functions and constants': 'Funções e constantes',
				Units: 'Unidades',
				'A percentage': 'Uma porcentagem',
				'Modular inverse': 'Inverso modular',
				'Hexadecimal of an expression': 'Hexadecimal de uma expressão'
			}
		}
	},
	es: {
		'math-evaluate': {
			title: 'Evaluador de expresiones matemáticas',
			summary: 'Calcula una expresión aritmética: fracciones exactas y enteros de cualquier tamaño, funciones (sqrt, log, sin, gcd, powmod…), porcentajes y unidades como las conoce el conversor de unidades (3 km + 200 m to m).',
			keywords: ['calculadora', 'expresión matemática', 'aritmética', 'entero grande', 'fracción', 'porcentaje', 'mcd', 'mcm', 'inverso modular', 'exponenciación modular'],
			fields: {
				expression: {
					label: 'Expresión',
					description:
						'La expresión, hasta 1000 caracteres: números (1.5, 2e3, 0xff, 0b101, 0o17), + - * / ^ (o **) % (módulo; tras un número y sin operando después, porcentaje: 20% of 150), n!, paréntesis, las funciones sqrt abs round (mitad lejos de cero; round(x, decimales)) floor ceil log (natural; log(x, b) en base b) ln log10 log2 exp sin cos tan asin acos atan min max gcd lcm mod factorial powmod(b, e, m) invmod(a, m) xgcd(a, b), las constantes pi e tau, unidades de /units tras un número (3 km + 200 m to m, 100 °C to °F, sin(30 deg)) y bin(…), hex(…), oct(…) o "to hex" alrededor de toda la expresión',
					help: 'Escribe un cálculo: 2^100, 1/3 + 1/6, sqrt(2), 15% of 80, 3 km + 200 m to m, 100 °C to °F, gcd(12, 18), powmod(4, 13, 497), hex(255). Los enteros son exactos de cualquier tamaño y las fracciones siguen exactas. El separador decimal es el punto.'
				},
				precision: {
					label: 'Cifras significativas',
					description: 'Cifras significativas de un resultado que no es entero, 1–100, por defecto 14; como máximo 17 para un resultado calculado en coma flotante y 15 para una cantidad con unidad. Los enteros se escriben completos',
					help: 'Cuántas cifras significativas muestra un resultado que no es entero (1–100). Los enteros se muestran siempre completos.'
				}
			},
			examples: {
				'A big power, exact': 'Una potencia grande, exacta',
				'Fractions stay exact': 'Las fracciones siguen exactas',
				'Functions and constants': 'Funciones y constantes',
				Units: 'Unidades',
				'A percentage': 'Un porcentaje',
				'Modular inverse': 'Inverso modular',
				'Hexadecimal of an expression': 'Hexadecimal de una expresión'
			}
		}
	}
};

const en = {
	locale: 'en-US',
	heading: 'Calculation',
	copy: 'the result',
	exact: 'exact',
	exactInteger: 'exact integer',
	rounded: (p: number) => `rounded to ${p} significant digits`,
	digits: (n: number) => `${n.toLocaleString('en-US')} digits`,
	decimal: (v: string) => `${v} in decimal`,
	unit: (u: string) => `in ${u}`,
	bezout: 'a·x + b·y = gcd(a, b)',
	gcd: 'gcd',
	earlier: 'Earlier',
	again: 'Calculate this again'
};

/** The words of the module's result view in every language. */
export const viewWords = {
	mathEvaluate: {
		en,
		'pt-BR': {
			...en,
			locale: 'pt-BR',
			heading: 'Cálculo',
			copy: 'o resultado',
			exact: 'exato',
			exactInteger: 'inteiro exato',
			rounded: (p: number) => `arredondado para ${p} algarismos significativos`,
			digits: (n: number) => `${n.toLocaleString('pt-BR')} algarismos`,
			decimal: (v: string) => `${v} em decimal`,
			unit: (u: string) => `em ${u}`,
			bezout: 'a·x + b·y = mdc(a, b)',
			gcd: 'mdc',
			earlier: 'Anteriores',
			again: 'Calcular de novo'
		},
		es: {
			...en,
			locale: 'es',
			heading: 'Cálculo',
			copy: 'el resultado',
			exact: 'exacto',
			exactInteger: 'entero exacto',
			rounded: (p: number) => `redondeado a ${p} cifras significativas`,
			digits: (n: number) => `${n.toLocaleString('es')} cifras`,
			decimal: (v: string) => `${v} en decimal`,
			unit: (u: string) => `en ${u}`,
			bezout: 'a·x + b·y = mcd(a, b)',
			gcd: 'mcd',
			earlier: 'Anteriores',
			again: 'Calcular de nuevo'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		empty: 'está vazia',
		unexpected: ({ token, position }) => `"${token}" inesperado na posição ${position}`,
		incomplete: 'termina cedo demais: falta um número ou um parêntese de fechamento',
		unknown_name: ({ name, position }) => `nome desconhecido "${name}" na posição ${position}`,
		unknown_unit: ({ unit, position }) => `unidade desconhecida "${unit}" na posição ${position} (GET /units/list lista as unidades)`,
		bad_number: ({ token, position }) => `"${token}" na posição ${position} não é um número`,
		too_deep: ({ max }) => `aninha mais de ${max} níveis`,
		arity: ({ name, expected, got }) => `${name}() recebe ${expected.replace('at least', 'ao menos').replace(' or ', ' ou ').replace(/arguments?/, 'argumento(s)')}, recebeu ${got}`,
		division_by_zero: 'divisão por zero',
		domain: ({ name }) => `este valor está fora do domínio de ${name}()`,
		needs_integer: ({ name }) => `${name} precisa de inteiros`,
		needs_natural: ({ name }) => `${name} precisa de um número inteiro ≥ 0`,
		too_large: ({ bits }) => `um número precisaria de mais de ${bits.toLocaleString('pt-BR')} bits (cerca de ${Math.floor(bits * Math.log10(2)).toLocaleString('pt-BR')} algarismos)`,
		power_domain: 'um número negativo elevado a uma potência fracionária não tem valor real',
		denominator_too_large: ({ bits }) => `o denominador de uma fração precisaria de mais de ${bits.toLocaleString('pt-BR')} bits (cerca de ${Math.floor(bits * Math.log10(2)).toLocaleString('pt-BR')} algarismos)`,
		integer_too_large: ({ name, bits }) => `${name}() aceita inteiros de até ${bits.toLocaleString('pt-BR')} bits`,
		overflow: 'o resultado é grande demais para um número de ponto flutuante',
		no_inverse: 'não tem inverso: o número e o módulo têm um fator comum',
		format_outside: 'bin(), hex() e oct() escrevem a resposta inteira: coloque-as em volta da expressão inteira',
		number_unit: ({ unit }) => `um número sem unidade não pode ser convertido para ${unit}`,
		other_category: ({ to, toCategory, from, fromCategory }) => `${to} é uma unidade de ${toCategory}, ${from} de ${fromCategory}`,
		unit_arithmetic: ({ op }) => `"${op}" não combina estes valores: unidades são somadas, subtraídas, convertidas, multiplicadas por números ou divididas por uma unidade do mesmo tipo`,
		offset_temperature: ({ unit }) => `${unit} só pode ser convertido (por exemplo 100 °C to °F), não usado em contas`,
		unit_argument: ({ name }) => `${name}() recebe números sem unidade`,
		list_arithmetic: 'xgcd() responde três números, que não podem entrar em contas'
	},
	es: {
		empty: 'está vacía',
		unexpected: ({ token, position }) => `"${token}" inesperado en la posición ${position}`,
		incomplete: 'termina demasiado pronto: falta un número o un paréntesis de cierre',
		unknown_name: ({ name, position }) => `nombre desconocido "${name}" en la posición ${position}`,
		unknown_unit: ({ unit, position }) => `unidad desconocida "${unit}" en la posición ${position} (GET /units/list las lista)`,
		bad_number: ({ token, position }) => `"${token}" en la posición ${position} no es un número`,
		too_deep: ({ max }) => `anida más de ${max} niveles`,
		arity: ({ name, expected, got }) => `${name}() recibe ${expected.replace('at least', 'al menos').replace(' or ', ' o ').replace(/arguments?/, 'argumento(s)')}, recibió ${got}`,
		division_by_zero: 'división por cero',
		domain: ({ name }) => `este valor está fuera del dominio de ${name}()`,
		needs_integer: ({ name }) => `${name} necesita enteros`,
		needs_natural: ({ name }) => `${name} necesita un número entero ≥ 0`,
		too_large: ({ bits }) => `un número necesitaría más de ${bits.toLocaleString('es')} bits (unas ${Math.floor(bits * Math.log10(2)).toLocaleString('es')} cifras)`,
		power_domain: 'un número negativo elevado a una potencia fraccionaria no tiene valor real',
		denominator_too_large: ({ bits }) => `el denominador de una fracción necesitaría más de ${bits.toLocaleString('es')} bits (unas ${Math.floor(bits * Math.log10(2)).toLocaleString('es')} cifras)`,
		integer_too_large: ({ name, bits }) => `${name}() acepta enteros de hasta ${bits.toLocaleString('es')} bits`,
		overflow: 'el resultado es demasiado grande para un número en coma flotante',
		no_inverse: 'no tiene inverso: el número y el módulo tienen un factor común',
		format_outside: 'bin(), hex() y oct() escriben toda la respuesta: ponlas alrededor de toda la expresión',
		number_unit: ({ unit }) => `un número sin unidad no se puede convertir a ${unit}`,
		other_category: ({ to, toCategory, from, fromCategory }) => `${to} es una unidad de ${toCategory}, ${from} de ${fromCategory}`,
		unit_arithmetic: ({ op }) => `"${op}" no puede combinar estos valores: las unidades se suman, restan, convierten, multiplican por números o dividen por una unidad del mismo tipo`,
		offset_temperature: ({ unit }) => `${unit} solo se puede convertir (por ejemplo 100 °C to °F), no usar en cuentas`,
		unit_argument: ({ name }) => `${name}() recibe números sin unidad`,
		list_arithmetic: 'xgcd() responde tres números, que no pueden usarse en cuentas'
	}
} satisfies ErrorWords<typeof errors>;
