import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';
import { MEANINGS_EN, type PartArgs, type QuantifierWords } from './meanings.js';

const q = (s: string | undefined) => `“${s ?? ''}”`;

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		regex: {
			action: {
				label: 'What to do',
				help: 'Test the pattern on a text, make random strings it matches, explain it part by part, or rewrite its letters as [aA] classes (for tools without the i flag) and back.',
				options: {
					match: 'Test on a text',
					generate: 'Generate matching strings',
					explain: 'Explain the pattern',
					'case-insensitive': 'Letters as [aA] classes',
					'case-sensitive': '[aA] classes back to letters'
				}
			},
			input: { help: 'For test on a text: the text to search.' },
			count: { label: 'How many strings', help: 'For generate: 1 to 50. Empty: 5.' },
			seed: { help: 'For generate: a number or word that makes the same strings every time. Empty: new ones each run.' }
		}
	},
	'pt-BR': {
		regex: {
			title: 'Testador de regex',
			summary: 'Executa uma expressão regular JavaScript (ECMAScript) num texto: cada correspondência com seus grupos e o texto com uma substituição aplicada.',
			keywords: ['regex', 'expressão regular', 'padrão', 'correspondência', 'substituir', 'grupos de captura', 'testar regex'],
			fields: {
				pattern: { label: 'Padrão', description: 'Padrão ECMAScript sem barras; até 1.000 caracteres' },
				flags: { label: 'Modificadores', description: 'Qualquer de d, g, i, m, s, u, v, y, cada uma uma vez (u e v não juntas); com g, todas as correspondências' },
				input: { label: 'Texto', description: 'match: o texto a pesquisar (obrigatório); até 100.000 caracteres', help: 'Para testar num texto: o texto onde procurar.' },
				replacement: { label: 'Substituição', description: 'Texto de substituição com os padrões do ECMAScript ($1, $<nome>, $&, $$); até 10.000 caracteres' },
				action: {
					label: 'O que fazer',
					description: 'match (padrão): aplica o padrão ao texto; generate: `count` textos aleatórios que o padrão aceita por inteiro; explain: as partes do padrão em palavras; case-insensitive: cada letra como classe das duas caixas (`abc` → `[aA][bB][cC]`); case-sensitive: essas classes de volta a uma letra',
					help: 'Testar o padrão num texto, gerar textos aleatórios que ele aceita, explicá-lo parte por parte, ou reescrever as letras como classes [aA] (para ferramentas sem a flag i) e de volta.',
					options: {
						match: 'Testar num texto',
						generate: 'Gerar textos que correspondem',
						explain: 'Explicar o padrão',
						'case-insensitive': 'Letras como classes [aA]',
						'case-sensitive': 'Classes [aA] de volta a letras'
					}
				},
				count: { label: 'Quantos textos', description: 'generate: quantos textos, de 1 a 50; padrão 5. Repetições sem limite (*, +, {n,}) vão até 16 além do mínimo', help: 'Para gerar: de 1 a 50. Vazio: 5.' },
				seed: { label: 'Semente', description: 'generate: a mesma semente, padrão, flags e quantidade dão os mesmos textos (Mersenne Twister como random.seed do Python); sem ela, crypto.getRandomValues', help: 'Para gerar: um número ou palavra que dá os mesmos textos toda vez. Vazio: textos novos a cada execução.' }
			},
			examples: {
				'Dates with named groups': 'Datas com grupos nomeados',
				'Words, case-insensitive': 'Palavras, sem diferenciar maiúsculas',
				'Five strings a pattern matches (seed 42)': 'Cinco textos que um padrão aceita (semente 42)',
				'A pattern explained': 'Um padrão explicado',
				'Letters as [aA] classes': 'Letras como classes [aA]'
			}
		}
	},
	es: {
		regex: {
			title: 'Probador de regex',
			summary: 'Ejecuta una expresión regular de JavaScript (ECMAScript) sobre un texto: cada coincidencia con sus grupos y el texto con un reemplazo aplicado.',
			keywords: ['regex', 'expresión regular', 'patrón', 'coincidencia', 'reemplazar', 'grupos de captura', 'probar regex'],
			fields: {
				pattern: { label: 'Patrón', description: 'Patrón ECMAScript sin barras; hasta 1000 caracteres' },
				flags: { label: 'Modificadores', description: 'Cualquiera de d, g, i, m, s, u, v, y, cada una una vez (u y v no juntas); con g, todas las coincidencias' },
				input: { label: 'Texto', description: 'match: el texto donde buscar (obligatorio); hasta 100 000 caracteres', help: 'Para probar en un texto: el texto donde buscar.' },
				replacement: { label: 'Reemplazo', description: 'Texto de reemplazo con los patrones de ECMAScript ($1, $<nombre>, $&, $$); hasta 10 000 caracteres' },
				action: {
					label: 'Qué hacer',
					description: 'match (predeterminado): aplica el patrón al texto; generate: `count` textos aleatorios que el patrón acepta enteros; explain: las partes del patrón en palabras; case-insensitive: cada letra como clase de ambas mayúsculas y minúsculas (`abc` → `[aA][bB][cC]`); case-sensitive: esas clases de vuelta a una letra',
					help: 'Probar el patrón en un texto, generar textos aleatorios que acepta, explicarlo parte por parte, o reescribir sus letras como clases [aA] (para herramientas sin la flag i) y al revés.',
					options: {
						match: 'Probar en un texto',
						generate: 'Generar textos que coinciden',
						explain: 'Explicar el patrón',
						'case-insensitive': 'Letras como clases [aA]',
						'case-sensitive': 'Clases [aA] de vuelta a letras'
					}
				},
				count: { label: 'Cuántos textos', description: 'generate: cuántos textos, de 1 a 50; predeterminado 5. Las repeticiones sin límite (*, +, {n,}) llegan a 16 más que el mínimo', help: 'Para generar: de 1 a 50. Vacío: 5.' },
				seed: { label: 'Semilla', description: 'generate: la misma semilla, patrón, flags y cantidad dan los mismos textos (Mersenne Twister como random.seed de Python); sin ella, crypto.getRandomValues', help: 'Para generar: un número o palabra que da los mismos textos cada vez. Vacío: textos nuevos en cada ejecución.' }
			},
			examples: {
				'Dates with named groups': 'Fechas con grupos con nombre',
				'Words, case-insensitive': 'Palabras, sin distinguir mayúsculas',
				'Five strings a pattern matches (seed 42)': 'Cinco textos que acepta un patrón (semilla 42)',
				'A pattern explained': 'Un patrón explicado',
				'Letters as [aA] classes': 'Letras como clases [aA]'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	regex: {
		en: {
			count: (n: number) => (n === 0 ? 'No match' : n === 1 ? '1 match' : `${n} matches`),
			highlighted: 'Matches in the text',
			match: 'Match',
			index: 'Index',
			groups: 'Matches and groups',
			unmatched: 'did not take part',
			replaced: 'Replaced text',
			empty: 'empty match',
			samples: (n: number) => (n === 1 ? '1 matching string' : `${n} matching strings`),
			sample: 'the string',
			all: 'every string',
			parts: 'The pattern, part by part',
			rewritten: 'Rewritten pattern',
			meanings: MEANINGS_EN
		},
		'pt-BR': {
			count: (n: number) => (n === 0 ? 'Nenhuma correspondência' : n === 1 ? '1 correspondência' : `${n} correspondências`),
			highlighted: 'Correspondências no texto',
			match: 'Correspondência',
			index: 'Posição',
			groups: 'Correspondências e grupos',
			unmatched: 'não participou',
			replaced: 'Texto substituído',
			empty: 'correspondência vazia',
			samples: (n: number) => (n === 1 ? '1 texto que corresponde' : `${n} textos que correspondem`),
			sample: 'o texto',
			all: 'todos os textos',
			parts: 'O padrão, parte por parte',
			rewritten: 'Padrão reescrito',
			meanings: {
				char: (a: PartArgs) => `o caractere ${q(a.text)}`,
				text: (a: PartArgs) => `o texto ${q(a.text)}`,
				any: () => 'qualquer caractere exceto quebra de linha',
				'any-dotall': () => 'qualquer caractere, inclusive quebras de linha',
				digit: () => 'um dígito (0-9)',
				'not-digit': () => 'qualquer caractere que não seja dígito',
				word: () => 'um caractere de palavra (A-Z, a-z, 0-9 ou _)',
				'not-word': () => 'qualquer caractere que não seja de palavra',
				space: () => 'um caractere de espaço (espaço, tabulação, quebra de linha…)',
				'not-space': () => 'qualquer caractere que não seja espaço',
				property: (a: PartArgs) => `um caractere com a propriedade Unicode ${a.property}`,
				'not-property': (a: PartArgs) => `um caractere sem a propriedade Unicode ${a.property}`,
				class: () => 'um caractere deste conjunto',
				'negated-class': () => 'um caractere fora deste conjunto',
				range: (a: PartArgs) => `um caractere de ${q(a.from)} a ${q(a.to)}`,
				strings: () => 'um destes textos',
				intersection: () => 'os caracteres que estão nos dois conjuntos',
				subtraction: () => 'os caracteres do primeiro conjunto que não estão no segundo',
				start: () => 'o início do texto',
				'start-line': () => 'o início de uma linha',
				end: () => 'o fim do texto',
				'end-line': () => 'o fim de uma linha',
				'word-boundary': () => 'uma fronteira de palavra',
				'not-word-boundary': () => 'não uma fronteira de palavra',
				lookahead: () => 'seguido de (sem consumir)',
				'negative-lookahead': () => 'não seguido de',
				lookbehind: () => 'precedido de',
				'negative-lookbehind': () => 'não precedido de',
				group: () => 'um grupo, sem captura',
				'modifier-group': (a: PartArgs) => `um grupo com as flags ${a.flags}`,
				capture: (a: PartArgs) => `grupo de captura ${a.n}`,
				'named-capture': (a: PartArgs) => `grupo de captura ${a.n}, chamado ${q(a.name)}`,
				backreference: (a: PartArgs) => `o mesmo texto que o grupo ${a.ref} capturou`,
				or: () => 'ou',
				times: (t: QuantifierWords) => {
					const lazy = t.greedy ? '' : ', o mínimo possível';
					if (t.max === null) {
						if (t.min === 0) return `zero ou mais vezes${lazy}`;
						if (t.min === 1) return `uma ou mais vezes${lazy}`;
						return `${t.min} ou mais vezes${lazy}`;
					}
					if (t.min === t.max) return t.min === 1 ? `uma vez${lazy}` : `exatamente ${t.min} vezes${lazy}`;
					if (t.min === 0 && t.max === 1) return `opcional${lazy}`;
					return `de ${t.min} a ${t.max} vezes${lazy}`;
				}
			}
		},
		es: {
			count: (n: number) => (n === 0 ? 'Sin coincidencias' : n === 1 ? '1 coincidencia' : `${n} coincidencias`),
			highlighted: 'Coincidencias en el texto',
			match: 'Coincidencia',
			index: 'Posición',
			groups: 'Coincidencias y grupos',
			unmatched: 'no participó',
			replaced: 'Texto reemplazado',
			empty: 'coincidencia vacía',
			samples: (n: number) => (n === 1 ? '1 texto que coincide' : `${n} textos que coinciden`),
			sample: 'el texto',
			all: 'todos los textos',
			parts: 'El patrón, parte por parte',
			rewritten: 'Patrón reescrito',
			meanings: {
				char: (a: PartArgs) => `el carácter ${q(a.text)}`,
				text: (a: PartArgs) => `el texto ${q(a.text)}`,
				any: () => 'cualquier carácter salvo un salto de línea',
				'any-dotall': () => 'cualquier carácter, saltos de línea incluidos',
				digit: () => 'un dígito (0-9)',
				'not-digit': () => 'cualquier carácter que no sea un dígito',
				word: () => 'un carácter de palabra (A-Z, a-z, 0-9 o _)',
				'not-word': () => 'cualquier carácter que no sea de palabra',
				space: () => 'un carácter de espacio (espacio, tabulador, salto de línea…)',
				'not-space': () => 'cualquier carácter que no sea espacio',
				property: (a: PartArgs) => `un carácter con la propiedad Unicode ${a.property}`,
				'not-property': (a: PartArgs) => `un carácter sin la propiedad Unicode ${a.property}`,
				class: () => 'un carácter de este conjunto',
				'negated-class': () => 'un carácter que no está en este conjunto',
				range: (a: PartArgs) => `un carácter de ${q(a.from)} a ${q(a.to)}`,
				strings: () => 'uno de estos textos',
				intersection: () => 'los caracteres que están en ambos conjuntos',
				subtraction: () => 'los caracteres del primer conjunto que no están en el segundo',
				start: () => 'el inicio del texto',
				'start-line': () => 'el inicio de una línea',
				end: () => 'el final del texto',
				'end-line': () => 'el final de una línea',
				'word-boundary': () => 'un límite de palabra',
				'not-word-boundary': () => 'no un límite de palabra',
				lookahead: () => 'seguido de (sin consumirlo)',
				'negative-lookahead': () => 'no seguido de',
				lookbehind: () => 'precedido de',
				'negative-lookbehind': () => 'no precedido de',
				group: () => 'un grupo, sin captura',
				'modifier-group': (a: PartArgs) => `un grupo con las flags ${a.flags}`,
				capture: (a: PartArgs) => `grupo de captura ${a.n}`,
				'named-capture': (a: PartArgs) => `grupo de captura ${a.n}, llamado ${q(a.name)}`,
				backreference: (a: PartArgs) => `el mismo texto que capturó el grupo ${a.ref}`,
				or: () => 'o',
				times: (t: QuantifierWords) => {
					const lazy = t.greedy ? '' : ', lo menos posible';
					if (t.max === null) {
						if (t.min === 0) return `cero o más veces${lazy}`;
						if (t.min === 1) return `una o más veces${lazy}`;
						return `${t.min} o más veces${lazy}`;
					}
					if (t.min === t.max) return t.min === 1 ? `una vez${lazy}` : `exactamente ${t.min} veces${lazy}`;
					if (t.min === 0 && t.max === 1) return `opcional${lazy}`;
					return `de ${t.min} a ${t.max} veces${lazy}`;
				}
			}
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		flags_letters: 'devem ser letras entre d, g, i, m, s, u, v, y',
		bad_flags: ({ reason }) => `flags inválidas (${reason})`,
		bad_pattern: ({ reason }) => `expressão regular inválida (${reason})`,
		too_many_matches: ({ max }) => `mais de ${max.toLocaleString('pt-BR')} correspondências; restrinja o padrão ou tire a flag g`,
		too_long: ({ max }) => `o texto substituído passaria de ${max.toLocaleString('pt-BR')} caracteres`,
		input_needed: 'é obrigatório para testar num texto',
		samples_too_long: ({ length, max }) => `um texto gerado poderia ter ${length.toLocaleString('pt-BR')} caracteres, acima do limite de ${max.toLocaleString('pt-BR')}; reduza as repetições`,
		too_much_work: ({ max }) => `gerar um texto poderia levar mais de ${max.toLocaleString('pt-BR')} passos (repetições aninhadas); reduza as repetições`,
		no_samples: ({ count, tries }) => `não foi possível gerar ${count.toLocaleString('pt-BR')} textos que correspondam em ${tries.toLocaleString('pt-BR')} tentativas: os lookarounds, âncoras ou fronteiras do padrão o restringem além do que o gerador segue`
	},
	es: {
		flags_letters: 'deben ser letras entre d, g, i, m, s, u, v, y',
		bad_flags: ({ reason }) => `flags no válidas (${reason})`,
		bad_pattern: ({ reason }) => `expresión regular no válida (${reason})`,
		too_many_matches: ({ max }) => `más de ${max.toLocaleString('es')} coincidencias; acota el patrón o quita la flag g`,
		too_long: ({ max }) => `el texto sustituido superaría los ${max.toLocaleString('es')} caracteres`,
		input_needed: 'es obligatorio para probar en un texto',
		samples_too_long: ({ length, max }) => `un texto generado podría tener ${length.toLocaleString('es')} caracteres, por encima del límite de ${max.toLocaleString('es')}; reduce las repeticiones`,
		too_much_work: ({ max }) => `generar un texto podría llevar más de ${max.toLocaleString('es')} pasos (repeticiones anidadas); reduce las repeticiones`,
		no_samples: ({ count, tries }) => `no se pudieron generar ${count.toLocaleString('es')} textos que coincidan en ${tries.toLocaleString('es')} intentos: los lookarounds, anclas o límites del patrón lo restringen más allá de lo que sigue el generador`
	}
} satisfies ErrorWords<typeof errors>;
