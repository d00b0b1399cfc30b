import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'math-stats': {
			values: { label: 'Numbers', help: 'Paste or type numbers separated by spaces, commas, semicolons or lines: a spreadsheet column works. Decimals use a point (1.5); 0x, 0b and 0o integers are read too.' },
			modulus: { label: 'Modulus', help: 'Optional: each number modulo this one, as CyberChef\'s MOD does (the remainder keeps the number\'s sign).' }
		}
	},
	'pt-BR': {
		'math-stats': {
			title: 'Estatísticas de uma lista de números',
			summary: 'Quantidade, soma, média, mediana, moda, mínimo, máximo, amplitude, variância e desvio padrão (populacional e amostral) e quartis de uma lista de números, como o módulo statistics do Python os calcula.',
			keywords: ['estatística', 'média', 'mediana', 'moda', 'soma', 'desvio padrão', 'variância', 'quartis', 'amplitude', 'lista de números'],
			fields: {
				values: {
					label: 'Números',
					description: 'Os números: um array, ou um texto com eles separados por espaços, vírgulas, ponto e vírgula ou linhas (decimais como -1.5, .5, 2e3, ou inteiros escritos 0x0a, 0b101, 0o17); ao menos 1 e no máximo 100.000 números, cada um de módulo até 1e150',
					help: 'Cole ou digite números separados por espaços, vírgulas, ponto e vírgula ou linhas: uma coluna de planilha serve. Decimais usam ponto (1.5); inteiros 0x, 0b e 0o também são lidos.'
				},
				modulus: {
					label: 'Módulo',
					description: 'Opcional: cada número módulo este (MOD do CyberChef: o resto de uma divisão truncada, com o sinal do número), em remainders',
					help: 'Opcional: cada número módulo este, como o MOD do CyberChef (o resto mantém o sinal do número).'
				}
			},
			examples: { 'Eight numbers': 'Oito números', 'Measurements, one a line': 'Medidas, uma por linha', 'Comma-separated': 'Separados por vírgula', 'Hex and decimals (CyberChef)': 'Hexadecimal e decimais (CyberChef)', 'Remainders modulo 3 (CyberChef MOD)': 'Restos módulo 3 (MOD do CyberChef)' }
		}
	},
	es: {
		'math-stats': {
			title: 'Estadísticas de una lista de números',
			summary: 'Cantidad, suma, media, mediana, moda, mínimo, máximo, rango, varianza y desviación típica (poblacional y muestral) y cuartiles de una lista de números, como los calcula el módulo statistics de Python.',
			keywords: ['estadística', 'media', 'promedio', 'mediana', 'moda', 'suma', 'desviación típica', 'desviación estándar', 'varianza', 'cuartiles'],
			fields: {
				values: {
					label: 'Números',
					description: 'Los números: un array, o un texto con ellos separados por espacios, comas, punto y coma o líneas (decimales como -1.5, .5, 2e3, o enteros escritos 0x0a, 0b101, 0o17); al menos 1 y como máximo 100 000 números, cada uno de magnitud hasta 1e150',
					help: 'Pega o escribe números separados por espacios, comas, punto y coma o líneas: sirve una columna de hoja de cálculo. Los decimales usan punto (1.5); también se leen enteros 0x, 0b y 0o.'
				},
				modulus: {
					label: 'Módulo',
					description: 'Opcional: cada número módulo este (MOD de CyberChef: el resto de una división truncada, con el signo del número), en remainders',
					help: 'Opcional: cada número módulo este, como el MOD de CyberChef (el resto conserva el signo del número).'
				}
			},
			examples: { 'Eight numbers': 'Ocho números', 'Measurements, one a line': 'Medidas, una por línea', 'Comma-separated': 'Separados por comas', 'Hex and decimals (CyberChef)': 'Hexadecimal y decimales (CyberChef)', 'Remainders modulo 3 (CyberChef MOD)': 'Restos módulo 3 (MOD de CyberChef)' }
		}
	}
};

const en = {
	heading: 'Statistics',
	copy: 'the figures',
	count: 'Count',
	sum: 'Sum',
	mean: 'Mean',
	median: 'Median',
	mode: 'Mode',
	min: 'Minimum',
	max: 'Maximum',
	range: 'Range',
	population: 'Population',
	sample: 'Sample (n − 1)',
	variance: 'Variance',
	std_dev: 'Standard deviation',
	quartiles: 'Quartiles (inclusive)',
	none: 'needs 2 numbers',
	more: (n: number) => `and ${n.toLocaleString('en-US')} more`,
	noRepeat: 'no value repeats',
	exact: 'Exact arithmetic (left to right)',
	difference: 'First minus the rest',
	product: 'Product',
	quotient: 'First divided by the rest (20 places)',
	remainders: (m: string) => `Each modulo ${m}`,
	tooLong: 'too long to write exactly',
	byZero: 'division by zero'
};

/** The words of the module's result view in every language. */
export const viewWords = {
	mathStats: {
		en,
		'pt-BR': {
			...en,
			heading: 'Estatísticas',
			copy: 'os valores',
			count: 'Quantidade',
			sum: 'Soma',
			mean: 'Média',
			median: 'Mediana',
			mode: 'Moda',
			min: 'Mínimo',
			max: 'Máximo',
			range: 'Amplitude',
			population: 'População',
			sample: 'Amostra (n − 1)',
			variance: 'Variância',
			std_dev: 'Desvio padrão',
			quartiles: 'Quartis (inclusivo)',
			none: 'precisa de 2 números',
			more: (n: number) => `e mais ${n.toLocaleString('pt-BR')}`,
			noRepeat: 'nenhum valor se repete',
			exact: 'Aritmética exata (da esquerda para a direita)',
			difference: 'O primeiro menos os demais',
			product: 'Produto',
			quotient: 'O primeiro dividido pelos demais (20 casas)',
			remainders: (m: string) => `Cada um módulo ${m}`,
			tooLong: 'longo demais para escrever exatamente',
			byZero: 'divisão por zero'
		},
		es: {
			...en,
			heading: 'Estadísticas',
			copy: 'los valores',
			count: 'Cantidad',
			sum: 'Suma',
			mean: 'Media',
			median: 'Mediana',
			mode: 'Moda',
			min: 'Mínimo',
			max: 'Máximo',
			range: 'Rango',
			population: 'Población',
			sample: 'Muestra (n − 1)',
			variance: 'Varianza',
			std_dev: 'Desviación típica',
			quartiles: 'Cuartiles (inclusivo)',
			none: 'necesita 2 números',
			more: (n: number) => `y ${n.toLocaleString('es')} más`,
			noRepeat: 'ningún valor se repite',
			exact: 'Aritmética exacta (de izquierda a derecha)',
			difference: 'El primero menos los demás',
			product: 'Producto',
			quotient: 'El primero dividido por los demás (20 decimales)',
			remainders: (m: string) => `Cada uno módulo ${m}`,
			tooLong: 'demasiado largo para escribirlo exactamente',
			byZero: 'división por cero'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		not_a_number: ({ token, item }) => `"${token}" (item ${item}) não é um número`,
		no_values: 'precisa de ao menos um número',
		too_many: ({ max }) => `deve ter no máximo ${max.toLocaleString('pt-BR')} números`,
		too_large: ({ item, max }) => `o item ${item} tem módulo maior que ${max}`
	},
	es: {
		not_a_number: ({ token, item }) => `"${token}" (elemento ${item}) no es un número`,
		no_values: 'necesita al menos un número',
		too_many: ({ max }) => `debe tener como máximo ${max.toLocaleString('es')} números`,
		too_large: ({ item, max }) => `el elemento ${item} tiene magnitud mayor que ${max}`
	}
} satisfies ErrorWords<typeof errors>;
