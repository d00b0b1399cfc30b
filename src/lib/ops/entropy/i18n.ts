import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import { inputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		entropy: {
			input: { help: 'The bytes to measure, as text or written in the encoding below (or drop a file).' },
			input_encoding: inputEncodingWords('en')
		}
	},
	'pt-BR': {
		entropy: {
			title: 'Entropia e estatísticas de bytes',
			summary: 'Entropia de Shannon, qui-quadrado, média aritmética, pi por Monte Carlo e correlação serial de bytes, como o ent os calcula, o índice de coincidência e a frequência de cada valor de byte.',
			keywords: ['entropia', 'entropia de shannon', 'qui-quadrado', 'aleatoriedade', 'ent', 'distribuição de frequência', 'índice de coincidência', 'histograma', 'monte carlo', 'correlação serial'],
			fields: {
				input: { label: 'Entrada', description: 'Os bytes, escritos como diz `input_encoding` (texto UTF-8 por padrão); até 524.288 caracteres', help: 'Os bytes a medir, como texto ou na codificação abaixo (ou solte um arquivo).' },
				input_encoding: inputEncodingWords('pt-BR')
			},
			examples: { 'English text': 'Texto em inglês', 'Every byte value once': 'Cada valor de byte uma vez' }
		}
	},
	es: {
		entropy: {
			title: 'Entropía y estadísticas de bytes',
			summary: 'Entropía de Shannon, chi cuadrado, media aritmética, pi por Monte Carlo y correlación serial de bytes, como los calcula ent, el índice de coincidencia y la frecuencia de cada valor de byte.',
			keywords: ['entropía', 'entropía de shannon', 'chi cuadrado', 'aleatoriedad', 'ent', 'distribución de frecuencias', 'índice de coincidencia', 'histograma', 'monte carlo', 'correlación serial'],
			fields: {
				input: { label: 'Entrada', description: 'Los bytes, escritos como dice `input_encoding` (texto UTF-8 por defecto); hasta 524 288 caracteres', help: 'Los bytes a medir, como texto o en la codificación de abajo (o suelta un archivo).' },
				input_encoding: inputEncodingWords('es')
			},
			examples: { 'English text': 'Texto en inglés', 'Every byte value once': 'Cada valor de byte una vez' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	entropy: {
		en: { file: 'Measure a file', ofFile: (name: string) => `The figures of ${name}`, pasted: 'the pasted text' },
		'pt-BR': { file: 'Medir um arquivo', ofFile: (name: string) => `As medidas de ${name}`, pasted: 'o texto colado' },
		es: { file: 'Medir un archivo', ofFile: (name: string) => `Las medidas de ${name}`, pasted: 'el texto pegado' }
	},
	entropyFigures: {
		en: { entropy: 'Entropy', perByte: 'bits per byte (8 = random)', bytes: 'Size in bytes', unique: 'Distinct values', chi: 'Chi-square', mean: 'Mean (127.5 = random)', pi: 'Monte Carlo π', scc: 'Serial correlation (0 = random)', ioc: 'Index of coincidence (English ≈ 0.066)', iocNormalized: 'Index of coincidence × 26 (English ≈ 1.73, random letters 1)', none: 'undefined', histogram: 'How often each byte value occurs' },
		'pt-BR': { entropy: 'Entropia', perByte: 'bits por byte (8 = aleatório)', bytes: 'Tamanho em bytes', unique: 'Valores distintos', chi: 'Qui-quadrado', mean: 'Média (127,5 = aleatório)', pi: 'π por Monte Carlo', scc: 'Correlação serial (0 = aleatório)', ioc: 'Índice de coincidência (inglês ≈ 0,066)', iocNormalized: 'Índice de coincidência × 26 (inglês ≈ 1,73, letras aleatórias 1)', none: 'indefinido', histogram: 'Quantas vezes cada valor de byte aparece' },
		es: { entropy: 'Entropía', perByte: 'bits por byte (8 = aleatorio)', bytes: 'Tamaño en bytes', unique: 'Valores distintos', chi: 'Chi cuadrado', mean: 'Media (127,5 = aleatorio)', pi: 'π por Monte Carlo', scc: 'Correlación serial (0 = aleatorio)', ioc: 'Índice de coincidencia (inglés ≈ 0,066)', iocNormalized: 'Índice de coincidencia × 26 (inglés ≈ 1,73, letras aleatorias 1)', none: 'indefinido', histogram: 'Cuántas veces aparece cada valor de byte' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': { empty: 'precisa de pelo menos um byte' },
	es: { empty: 'necesita al menos un byte' }
} satisfies ErrorWords<typeof errors>;
