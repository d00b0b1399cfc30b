import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'text-distance': {
			a: { label: 'First text', help: 'A word, a name or any text, up to 5,000 characters.' },
			b: { label: 'Second text', help: 'The text to compare it with.' },
			encoding: { label: 'Read the texts as', help: 'Text compares characters. Hex reads both as hex bytes (0f a0 ff) and compares bytes.', unset: 'text (the default)', options: { text: 'Text', hex: 'Hex bytes' } },
			hamming_unit: { label: 'Hamming counts', help: 'What the Hamming distance counts: characters, UTF-8 bytes, or the bits that differ between those bytes.', unset: 'characters (the default)', options: { character: 'Characters', byte: 'UTF-8 bytes', bit: 'Bits of those bytes' } }
		},
		'text-fuzzy-match': {
			input: { label: 'Text', help: 'The text to search in: a list of names, a sentence, file paths.' },
			pattern: { label: 'Pattern', help: 'The letters to find in order, with anything between them; case does not matter (dpan finds Don’t Panic).' },
			sequential_bonus: { label: 'Bonus: adjacent letters' },
			separator_bonus: { label: 'Bonus: after a space or _' },
			camel_bonus: { label: 'Bonus: camelCase capital' },
			first_letter_bonus: { label: 'Bonus: first letter' },
			leading_letter_penalty: { label: 'Penalty: each letter before the match' },
			max_leading_letter_penalty: { label: 'Penalty: most for letters before' },
			unmatched_letter_penalty: { label: 'Penalty: each letter not matched' }
		},
		'text-offsets': {
			input: { label: 'Samples', help: 'Two or more samples (tokens, headers, ciphertexts), with a blank line between them.' },
			delimiter: { label: 'Delimiter', help: 'What separates the samples, if not a blank line.', unset: 'a blank line' }
		}
	},
	'pt-BR': {
		'text-distance': {
			title: 'Distância entre textos',
			summary: 'Compara dois textos: distâncias de edição de Levenshtein e Damerau-Levenshtein, distância de Hamming, similaridade de Jaro-Winkler, uma razão de similaridade e a maior subsequência comum.',
			keywords: ['distância', 'levenshtein', 'distância de edição', 'damerau', 'hamming', 'distância de hamming', 'jaro-winkler', 'similaridade', 'maior subsequência comum', 'comparar textos'],
			fields: {
				a: { label: 'Primeiro texto', description: 'O primeiro texto; até 5.000 caracteres', help: 'Uma palavra, um nome ou qualquer texto, até 5.000 caracteres.' },
				b: { label: 'Segundo texto', description: 'O segundo texto; até 5.000 caracteres', help: 'O texto com que compará-lo.' },
				encoding: { label: 'Ler os textos como', description: 'text (padrão): toda medida conta caracteres (code points); hex: a e b são dígitos hexadecimais (espaços ignorados) e toda medida conta bytes, como o Hamming Distance do CyberChef com entrada Hex', help: 'Texto compara caracteres. Hex lê os dois como bytes em hexadecimal (0f a0 ff) e compara bytes.', unset: 'texto (o padrão)', options: { text: 'Texto', hex: 'Bytes em hex' } },
				hamming_unit: { label: 'Hamming conta', description: 'O que `hamming` conta: character (padrão; com hex, bytes), byte (os bytes UTF-8 do texto) ou bit (bits diferentes entre esses bytes), como as unidades do Hamming Distance do CyberChef. null quando os dois não têm a mesma quantidade', help: 'O que a distância de Hamming conta: caracteres, bytes UTF-8 ou os bits diferentes entre esses bytes.', unset: 'caracteres (o padrão)', options: { character: 'Caracteres', byte: 'Bytes UTF-8', bit: 'Bits desses bytes' } }
			},
			examples: { 'kitten and sitting': 'kitten e sitting', 'A swap of two letters': 'Duas letras trocadas', 'Two codes of the same length': 'Dois códigos do mesmo tamanho', 'Bits that differ between two hex keys': 'Bits diferentes entre duas chaves em hex' }
		},
		'text-fuzzy-match': {
			title: 'Busca aproximada (fuzzy)',
			summary: 'Acha as letras de um padrão em ordem num texto, como os buscadores fuzzy dos editores (dpan acha "Don\'t Panic"), cada ocorrência com sua pontuação e as letras casadas, como o Fuzzy Match do CyberChef.',
			keywords: ['busca fuzzy', 'busca aproximada', 'correspondência aproximada', 'fzf', 'subsequência', 'pontuação'],
			fields: {
				input: { label: 'Texto', description: 'O texto em que buscar; até 10.000 caracteres', help: 'O texto em que buscar: uma lista de nomes, uma frase, caminhos de arquivo.' },
				pattern: { label: 'Padrão', description: 'As letras a achar em ordem, sem diferença de maiúsculas; até 256 (o máximo de letras casadas do CyberChef)', help: 'As letras a achar em ordem, com qualquer coisa entre elas; maiúsculas não importam (dpan acha Don’t Panic).' },
				sequential_bonus: { label: 'Bônus: letras vizinhas', description: 'Somado a cada letra casada logo depois da anterior; padrão do CyberChef 15, de -1.000 a 1.000' },
				separator_bonus: { label: 'Bônus: depois de espaço ou _', description: 'Somado a cada letra casada depois de um espaço ou _; padrão do CyberChef 30, de -1.000 a 1.000' },
				camel_bonus: { label: 'Bônus: maiúscula de camelCase', description: 'Somado a cada maiúscula casada depois de uma minúscula; padrão do CyberChef 30, de -1.000 a 1.000' },
				first_letter_bonus: { label: 'Bônus: primeira letra', description: 'Somado quando a primeira letra do texto é casada; padrão do CyberChef 15, de -1.000 a 1.000' },
				leading_letter_penalty: { label: 'Penalidade: cada letra antes', description: 'Somada por letra do texto antes da primeira casada; padrão do CyberChef -5, de -1.000 a 1.000' },
				max_leading_letter_penalty: { label: 'Penalidade: no máximo, letras antes', description: 'O mais negativo a que chega a penalidade das letras antes; padrão do CyberChef -15, de -1.000 a 1.000' },
				unmatched_letter_penalty: { label: 'Penalidade: cada letra não casada', description: 'Somada por letra do texto não casada; padrão do CyberChef -1, de -1.000 a 1.000' }
			},
			examples: { "dpan in Don't Panic": "dpan em Don't Panic", 'Every match of fb': 'Todas as ocorrências de fb' }
		},
		'text-offsets': {
			title: 'Verificador de posições',
			summary: 'Alinha várias amostras e marca as posições em que todas têm o mesmo caractere, como o Offset checker do CyberChef: as partes fixas de tokens, cabeçalhos ou textos cifrados.',
			keywords: ['verificador de posições', 'posições', 'comparar amostras', 'caracteres em comum', 'mesma posição', 'alinhar amostras'],
			fields: {
				input: { label: 'Amostras', description: 'As amostras, uma depois da outra, com o delimitador entre elas; até 20.000 caracteres e 1000 amostras', help: 'Duas ou mais amostras (tokens, cabeçalhos, textos cifrados), com uma linha em branco entre elas.' },
				delimiter: { label: 'Delimitador', description: 'O que separa as amostras; padrão uma linha em branco (\\n\\n), como o CyberChef', help: 'O que separa as amostras, se não for uma linha em branco.', unset: 'uma linha em branco' }
			},
			examples: { 'Two session tokens': 'Dois tokens de sessão' }
		}
	},
	es: {
		'text-distance': {
			title: 'Distancia entre textos',
			summary: 'Compara dos textos: distancias de edición de Levenshtein y Damerau-Levenshtein, distancia de Hamming, similitud de Jaro-Winkler, una razón de similitud y la subsecuencia común más larga.',
			keywords: ['distancia', 'levenshtein', 'distancia de edición', 'damerau', 'hamming', 'distancia de hamming', 'jaro-winkler', 'similitud', 'subsecuencia común más larga', 'comparar textos'],
			fields: {
				a: { label: 'Primer texto', description: 'El primer texto; hasta 5000 caracteres', help: 'Una palabra, un nombre o cualquier texto, hasta 5000 caracteres.' },
				b: { label: 'Segundo texto', description: 'El segundo texto; hasta 5000 caracteres', help: 'El texto con el que compararlo.' },
				encoding: { label: 'Leer los textos como', description: 'text (por defecto): toda medida cuenta caracteres (code points); hex: a y b son dígitos hexadecimales (espacios ignorados) y toda medida cuenta bytes, como Hamming Distance de CyberChef con entrada Hex', help: 'Texto compara caracteres. Hex lee ambos como bytes en hexadecimal (0f a0 ff) y compara bytes.', unset: 'texto (por defecto)', options: { text: 'Texto', hex: 'Bytes en hex' } },
				hamming_unit: { label: 'Hamming cuenta', description: 'Lo que cuenta `hamming`: character (por defecto; con hex, bytes), byte (los bytes UTF-8 del texto) o bit (bits distintos entre esos bytes), como las unidades de Hamming Distance de CyberChef. null cuando los dos no tienen la misma cantidad', help: 'Lo que cuenta la distancia de Hamming: caracteres, bytes UTF-8 o los bits distintos entre esos bytes.', unset: 'caracteres (por defecto)', options: { character: 'Caracteres', byte: 'Bytes UTF-8', bit: 'Bits de esos bytes' } }
			},
			examples: { 'kitten and sitting': 'kitten y sitting', 'A swap of two letters': 'Dos letras intercambiadas', 'Two codes of the same length': 'Dos códigos de la misma longitud', 'Bits that differ between two hex keys': 'Bits distintos entre dos claves en hex' }
		},
		'text-fuzzy-match': {
			title: 'Búsqueda aproximada (fuzzy)',
			summary: 'Encuentra las letras de un patrón en orden en un texto, como los buscadores fuzzy de los editores (dpan encuentra "Don\'t Panic"), cada coincidencia con su puntuación y las letras encontradas, como Fuzzy Match de CyberChef.',
			keywords: ['búsqueda fuzzy', 'búsqueda aproximada', 'coincidencia aproximada', 'fzf', 'subsecuencia', 'puntuación'],
			fields: {
				input: { label: 'Texto', description: 'El texto en el que buscar; hasta 10 000 caracteres', help: 'El texto en el que buscar: una lista de nombres, una frase, rutas de archivo.' },
				pattern: { label: 'Patrón', description: 'Las letras a encontrar en orden, sin distinguir mayúsculas; hasta 256 (el máximo de letras encontradas de CyberChef)', help: 'Las letras a encontrar en orden, con cualquier cosa entre ellas; las mayúsculas no importan (dpan encuentra Don’t Panic).' },
				sequential_bonus: { label: 'Bonificación: letras vecinas', description: 'Sumada por cada letra encontrada justo después de la anterior; por defecto en CyberChef 15, de -1000 a 1000' },
				separator_bonus: { label: 'Bonificación: tras espacio o _', description: 'Sumada por cada letra encontrada tras un espacio o _; por defecto en CyberChef 30, de -1000 a 1000' },
				camel_bonus: { label: 'Bonificación: mayúscula de camelCase', description: 'Sumada por cada mayúscula encontrada tras una minúscula; por defecto en CyberChef 30, de -1000 a 1000' },
				first_letter_bonus: { label: 'Bonificación: primera letra', description: 'Sumada cuando se encuentra la primera letra del texto; por defecto en CyberChef 15, de -1000 a 1000' },
				leading_letter_penalty: { label: 'Penalización: cada letra antes', description: 'Sumada por cada letra del texto antes de la primera encontrada; por defecto en CyberChef -5, de -1000 a 1000' },
				max_leading_letter_penalty: { label: 'Penalización: como mucho, letras antes', description: 'Lo más negativa que llega la penalización de las letras antes; por defecto en CyberChef -15, de -1000 a 1000' },
				unmatched_letter_penalty: { label: 'Penalización: cada letra no encontrada', description: 'Sumada por cada letra del texto no encontrada; por defecto en CyberChef -1, de -1000 a 1000' }
			},
			examples: { "dpan in Don't Panic": "dpan en Don't Panic", 'Every match of fb': 'Todas las coincidencias de fb' }
		},
		'text-offsets': {
			title: 'Comprobador de posiciones',
			summary: 'Alinea varias muestras y marca las posiciones en las que todas tienen el mismo carácter, como Offset checker de CyberChef: las partes fijas de tokens, cabeceras o textos cifrados.',
			keywords: ['comprobador de posiciones', 'posiciones', 'comparar muestras', 'caracteres en común', 'misma posición', 'alinear muestras'],
			fields: {
				input: { label: 'Muestras', description: 'Las muestras, una tras otra, con el delimitador entre ellas; hasta 20 000 caracteres y 1000 muestras', help: 'Dos o más muestras (tokens, cabeceras, textos cifrados), con una línea en blanco entre ellas.' },
				delimiter: { label: 'Delimitador', description: 'Lo que separa las muestras; por defecto una línea en blanco (\\n\\n), como CyberChef', help: 'Lo que separa las muestras, si no es una línea en blanco.', unset: 'una línea en blanco' }
			},
			examples: { 'Two session tokens': 'Dos tokens de sesión' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	textDistance: {
		en: {
			levenshtein: 'Levenshtein distance',
			levenshteinNote: 'insertions, deletions and substitutions',
			damerau: 'Damerau-Levenshtein distance',
			damerauNote: 'also swaps of neighbours',
			hamming: 'Hamming distance',
			hammingNone: 'only for texts of equal length',
			jaroWinkler: 'Jaro-Winkler similarity',
			similarity: 'Similarity',
			lcs: 'Longest common subsequence',
			edits: 'edits',
			characters: 'characters',
			swap: 'Swap the texts',
			hammingBytes: 'bytes differ',
			hammingBits: 'bits differ'
		},
		'pt-BR': {
			levenshtein: 'Distância de Levenshtein',
			levenshteinNote: 'inserções, remoções e substituições',
			damerau: 'Distância de Damerau-Levenshtein',
			damerauNote: 'também trocas de vizinhos',
			hamming: 'Distância de Hamming',
			hammingNone: 'só para textos do mesmo tamanho',
			jaroWinkler: 'Similaridade de Jaro-Winkler',
			similarity: 'Similaridade',
			lcs: 'Maior subsequência comum',
			edits: 'edições',
			characters: 'caracteres',
			swap: 'Trocar os textos',
			hammingBytes: 'bytes diferentes',
			hammingBits: 'bits diferentes'
		},
		es: {
			levenshtein: 'Distancia de Levenshtein',
			levenshteinNote: 'inserciones, borrados y sustituciones',
			damerau: 'Distancia de Damerau-Levenshtein',
			damerauNote: 'también intercambios de vecinos',
			hamming: 'Distancia de Hamming',
			hammingNone: 'solo para textos de la misma longitud',
			jaroWinkler: 'Similitud de Jaro-Winkler',
			similarity: 'Similitud',
			lcs: 'Subsecuencia común más larga',
			edits: 'ediciones',
			characters: 'caracteres',
			swap: 'Intercambiar los textos',
			hammingBytes: 'bytes distintos',
			hammingBits: 'bits distintos'
		}
	},
	textFuzzyMatch: {
		en: { none: 'No match: the pattern’s letters do not all appear in this order.', matches: (n: string, one: boolean) => `${n} ${one ? 'match' : 'matches'}`, score: 'score', best: 'best score', match: 'Match' },
		'pt-BR': { none: 'Nenhuma ocorrência: as letras do padrão não aparecem todas nesta ordem.', matches: (n: string, one: boolean) => `${n} ${one ? 'ocorrência' : 'ocorrências'}`, score: 'pontuação', best: 'melhor pontuação', match: 'Ocorrência' },
		es: { none: 'Ninguna coincidencia: las letras del patrón no aparecen todas en este orden.', matches: (n: string, one: boolean) => `${n} ${one ? 'coincidencia' : 'coincidencias'}`, score: 'puntuación', best: 'mejor puntuación', match: 'Coincidencia' }
	},
	textOffsets: {
		en: { samples: 'samples', matched: 'offsets the same in all', sample: 'Sample', none: 'No offset has the same character in every sample.', legend: 'Highlighted: the same character at that offset in every sample.' },
		'pt-BR': { samples: 'amostras', matched: 'posições iguais em todas', sample: 'Amostra', none: 'Nenhuma posição tem o mesmo caractere em todas as amostras.', legend: 'Destacado: o mesmo caractere nessa posição em todas as amostras.' },
		es: { samples: 'muestras', matched: 'posiciones iguales en todas', sample: 'Muestra', none: 'Ninguna posición tiene el mismo carácter en todas las muestras.', legend: 'Resaltado: el mismo carácter en esa posición en todas las muestras.' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		bad_hex: ({ index }) => `não é hexadecimal: o caractere ${index} não é um dígito hexadecimal nem espaço`,
		odd_hex: ({ digits }) => `tem ${digits} dígitos hexadecimais, não bytes inteiros (dois dígitos por byte)`,
		search_too_long: ({ limit }) => `a busca aproximada levou mais de ${limit} passos (o padrão casa de maneiras demais); envie um padrão ou texto mais curto`,
		one_sample: () => `tem uma amostra só; o verificador de posições compara duas ou mais, separadas pelo delimitador`,
		too_many_samples: ({ count, limit }) => `tem ${count} amostras; no máximo ${limit}`
	},
	es: {
		bad_hex: ({ index }) => `no es hexadecimal: el carácter ${index} no es un dígito hexadecimal ni espacio`,
		odd_hex: ({ digits }) => `tiene ${digits} dígitos hexadecimales, no bytes enteros (dos dígitos por byte)`,
		search_too_long: ({ limit }) => `la búsqueda aproximada tardó más de ${limit} pasos (el patrón coincide de demasiadas maneras); envíe un patrón o texto más corto`,
		one_sample: () => `tiene una sola muestra; el comprobador de posiciones compara dos o más, separadas por el delimitador`,
		too_many_samples: ({ count, limit }) => `tiene ${count} muestras; como mucho ${limit}`
	}
} satisfies ErrorWords<typeof errors>;
