import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'text-sets': {
			a: { label: 'List A', help: 'The first list, one item a line.' },
			b: { label: 'List B', help: 'The second list, one item a line. Power set does not use it.' },
			action: {
				label: 'Operation',
				help: 'Which items to keep: in either list, in both, only in A, in just one of them; every pair of an A item and a B item; or every subset of A (at most 16 items).',
				options: { union: 'Union (A or B)', intersection: 'Intersection (A and B)', difference: 'Difference (A but not B)', 'symmetric-difference': 'Symmetric difference (only one of them)', cartesian: 'Cartesian product (every pair)', 'power-set': 'Power set (every subset of A)' }
			},
			delimiter: { label: 'Item separator', help: 'What separates the items in both lists, if not a line break (a comma, a semicolon…).', placeholder: 'a line break' },
			trim: { label: 'Trim spaces around items', help: 'Remove the spaces around each item first, so "a, b" has the items a and b.' }
		}
	},
	'pt-BR': {
		'text-sets': {
			title: 'Operações de conjuntos em listas',
			summary: 'União, interseção, diferença e diferença simétrica de duas listas, o produto cartesiano delas ou o conjunto das partes de uma lista, na ordem em que os itens aparecem.',
			keywords: ['conjunto', 'conjuntos', 'união', 'interseção', 'diferença', 'diferença simétrica', 'produto cartesiano', 'conjunto das partes', 'comparar listas', 'linhas em comum'],
			fields: {
				a: { label: 'Lista A', description: 'A primeira lista, um item por linha (ou separado por `delimiter`); até 100.000 caracteres', help: 'A primeira lista, um item por linha.' },
				b: { label: 'Lista B', description: 'A segunda lista, lida como `a` (power-set não a usa); até 100.000 caracteres', help: 'A segunda lista, um item por linha. O conjunto das partes não a usa.' },
				action: {
					label: 'Operação',
					description: 'union (os itens de a, depois os novos de b), intersection (os de a também em b), difference (os de a fora de b), symmetric-difference (os de a fora de b, depois os de b fora de a), cartesian (todo par [x, y]; até 100.000 pares), power-set (todo subconjunto de a, os menores primeiro; até 16 itens)',
					help: 'Quais itens ficam: os de qualquer lista, os das duas, só os de A, os de apenas uma delas; todo par de um item de A com um de B; ou todo subconjunto de A (até 16 itens).',
					options: { union: 'União (A ou B)', intersection: 'Interseção (A e B)', difference: 'Diferença (A mas não B)', 'symmetric-difference': 'Diferença simétrica (só uma delas)', cartesian: 'Produto cartesiano (todo par)', 'power-set': 'Conjunto das partes (todo subconjunto de A)' }
				},
				delimiter: { label: 'Separador de itens', description: 'O que separa os itens das duas listas; padrão uma quebra de linha (\\n ou \\r\\n)', help: 'O que separa os itens nas duas listas, se não for uma quebra de linha (uma vírgula, um ponto e vírgula…).', placeholder: 'uma quebra de linha' },
				trim: { label: 'Aparar espaços dos itens', description: 'Remover antes os espaços em volta de cada item', help: 'Remover antes os espaços em volta de cada item, para que "a, b" tenha os itens a e b.' }
			},
			examples: {
				'Lines in both lists': 'Linhas nas duas listas',
				'Lines only in the first list': 'Linhas só na primeira lista',
				'Every pair of two lists': 'Todos os pares de duas listas',
				'Every subset of a list': 'Todos os subconjuntos de uma lista'
			}
		}
	},
	es: {
		'text-sets': {
			title: 'Operaciones de conjuntos con listas',
			summary: 'Unión, intersección, diferencia y diferencia simétrica de dos listas, su producto cartesiano o el conjunto potencia de una lista, en el orden en que aparecen los elementos.',
			keywords: ['conjunto', 'conjuntos', 'unión', 'intersección', 'diferencia', 'diferencia simétrica', 'producto cartesiano', 'conjunto potencia', 'comparar listas', 'líneas en común'],
			fields: {
				a: { label: 'Lista A', description: 'La primera lista, un elemento por línea (o separado por `delimiter`); hasta 100 000 caracteres', help: 'La primera lista, un elemento por línea.' },
				b: { label: 'Lista B', description: 'La segunda lista, leída como `a` (power-set no la usa); hasta 100 000 caracteres', help: 'La segunda lista, un elemento por línea. El conjunto potencia no la usa.' },
				action: {
					label: 'Operación',
					description: 'union (los elementos de a, luego los nuevos de b), intersection (los de a también en b), difference (los de a que no están en b), symmetric-difference (los de a que no están en b, luego los de b que no están en a), cartesian (todo par [x, y]; hasta 100 000 pares), power-set (todo subconjunto de a, los menores primero; hasta 16 elementos)',
					help: 'Qué elementos quedan: los de cualquier lista, los de las dos, solo los de A, los de solo una de ellas; todo par de un elemento de A con uno de B; o todo subconjunto de A (hasta 16 elementos).',
					options: { union: 'Unión (A o B)', intersection: 'Intersección (A y B)', difference: 'Diferencia (A pero no B)', 'symmetric-difference': 'Diferencia simétrica (solo una de ellas)', cartesian: 'Producto cartesiano (todo par)', 'power-set': 'Conjunto potencia (todo subconjunto de A)' }
				},
				delimiter: { label: 'Separador de elementos', description: 'Lo que separa los elementos de las dos listas; por defecto un salto de línea (\\n o \\r\\n)', help: 'Lo que separa los elementos en las dos listas, si no es un salto de línea (una coma, un punto y coma…).', placeholder: 'un salto de línea' },
				trim: { label: 'Recortar espacios de los elementos', description: 'Quitar antes los espacios alrededor de cada elemento', help: 'Quitar antes los espacios alrededor de cada elemento, para que "a, b" tenga los elementos a y b.' }
			},
			examples: {
				'Lines in both lists': 'Líneas en las dos listas',
				'Lines only in the first list': 'Líneas solo en la primera lista',
				'Every pair of two lists': 'Todos los pares de dos listas',
				'Every subset of a list': 'Todos los subconjuntos de una lista'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	textSets: {
		en: { items: 'items', pairs: 'pairs', subsets: 'subsets', copy: 'the result', empty: 'Nothing: the result is empty.', emptySet: 'the empty set', download: 'Download', more: 'more' },
		'pt-BR': { items: 'itens', pairs: 'pares', subsets: 'subconjuntos', copy: 'o resultado', empty: 'Nada: o resultado está vazio.', emptySet: 'o conjunto vazio', download: 'Baixar', more: 'a mais' },
		es: { items: 'elementos', pairs: 'pares', subsets: 'subconjuntos', copy: 'el resultado', empty: 'Nada: el resultado está vacío.', emptySet: 'el conjunto vacío', download: 'Descargar', more: 'más' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		empty: 'não pode ser vazio',
		power_set_items: ({ max, got }) => `o conjunto das partes aceita até ${max} itens distintos; recebeu ${got.toLocaleString('pt-BR')}`,
		too_many_pairs: ({ max, got }) => `o produto cartesiano teria ${got.toLocaleString('pt-BR')} pares, acima do limite de ${max.toLocaleString('pt-BR')}`,
		result_too_long: ({ max, got }) => `a resposta teria ${got.toLocaleString('pt-BR')} caracteres de itens, acima do limite de ${max.toLocaleString('pt-BR')}`
	},
	es: {
		empty: 'no puede estar vacío',
		power_set_items: ({ max, got }) => `el conjunto potencia admite hasta ${max} elementos distintos; recibió ${got.toLocaleString('es')}`,
		too_many_pairs: ({ max, got }) => `el producto cartesiano tendría ${got.toLocaleString('es')} pares, por encima del límite de ${max.toLocaleString('es')}`,
		result_too_long: ({ max, got }) => `la respuesta tendría ${got.toLocaleString('es')} caracteres de elementos, por encima del límite de ${max.toLocaleString('es')}`
	}
} satisfies ErrorWords<typeof errors>;
