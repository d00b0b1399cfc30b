import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		random: {
			action: { label: 'What to draw', help: 'Integers and decimals use min and max; bytes the length; pick and shuffle the items; a prime its bits.', options: { integers: 'Integers', decimals: 'Decimals', bytes: 'Bytes', pick: 'Pick from a list', shuffle: 'Shuffle a list', port: 'TCP port (1024-65535)', prime: 'Prime number' } },
			min: 'The smallest value, included. Empty: 1 for integers, 0 for decimals.',
			max: 'The largest value, included. Empty: 100 for integers, 1 for decimals.',
			count: 'How many values (integers, decimals, ports, picks). Empty: 1.',
			unique: 'No value twice (integers, decimals, ports).',
			places: { label: 'Decimal places', help: 'Digits after the point for decimals. Empty: 2.' },
			length: { label: 'Length in bytes', help: 'How many random bytes, shown in hex. Empty: 16.' },
			items: 'The list to pick from or shuffle, one item a line.',
			bits: 'The size of the prime in bits (8-2048; 2048 takes a few seconds). Empty: 256.',
			seed: 'Any number or text: the same seed gives the same answer, reproducible with Python\'s random module. Empty: fresh cryptographic randomness each time.'
		}
	},
	'pt-BR': {
		random: {
			title: 'Números, bytes, sorteios, primos aleatórios',
			summary: 'Inteiros aleatórios (distintos, se pedir), decimais, bytes, um item sorteado de uma lista ou a lista embaralhada, portas TCP livres e primos prováveis: aleatoriedade criptográfica, ou reproduzível com uma semente.',
			keywords: ['número aleatório', 'gerador de números aleatórios', 'sorteio', 'embaralhar', 'dado', 'loteria', 'bytes aleatórios', 'porta aleatória', 'gerador de primos', 'semente'],
			fields: {
				action: { label: 'O que sortear', description: 'integers (`min`, `max`, `count`, `unique`), decimals (`min`, `max`, `places`, `count`, `unique`), bytes (`length`), pick (`count` de `items` distintos), shuffle (`items`), port (portas TCP não privilegiadas 1024-65535, `count`, `unique`), prime (`bits`)', help: 'Inteiros e decimais usam mínimo e máximo; bytes o tamanho; sortear e embaralhar os itens; um primo os bits.', options: { integers: 'Inteiros', decimals: 'Decimais', bytes: 'Bytes aleatórios', pick: 'Sortear de uma lista', shuffle: 'Embaralhar uma lista', port: 'Porta TCP (1024-65535)', prime: 'Número primo' } },
				min: { label: 'Mínimo', description: 'integers, decimals: o menor valor, incluído; padrão 1 (inteiros) ou 0 (decimais)', help: 'O menor valor, incluído. Vazio: 1 para inteiros, 0 para decimais.' },
				max: { label: 'Máximo', description: 'integers, decimals: o maior valor, incluído; padrão 100 (inteiros) ou 1 (decimais)', help: 'O maior valor, incluído. Vazio: 100 para inteiros, 1 para decimais.' },
				count: { label: 'Quantidade', description: 'integers, decimals, port, pick: quantos valores, 1-10.000; padrão 1', help: 'Quantos valores (inteiros, decimais, portas, sorteios). Vazio: 1.' },
				unique: { label: 'Sem repetição', description: 'integers, decimals, port: nenhum valor duas vezes (422 quando o intervalo tem menos que `count`); padrão false', help: 'Nenhum valor duas vezes (inteiros, decimais, portas).' },
				places: { label: 'Casas decimais', description: 'decimals: dígitos depois da vírgula, 0-10; padrão 2', help: 'Dígitos depois da vírgula, para decimais. Vazio: 2.' },
				length: { label: 'Tamanho em bytes', description: 'bytes: quantos, 1-65.536; padrão 16', help: 'Quantos bytes aleatórios, mostrados em hexadecimal. Vazio: 16.' },
				items: { label: 'Itens', description: 'pick, shuffle: a lista, até 10.000 itens de até 1.000 caracteres', help: 'A lista de onde sortear ou a embaralhar, um item por linha.' },
				bits: { label: 'Tamanho em bits', description: 'prime: o tamanho em bits, 8-2.048 (o bit mais alto ligado); padrão 256', help: 'O tamanho do primo em bits (8-2048; 2048 leva alguns segundos). Vazio: 256.' },
				seed: { label: 'Semente', description: 'Torna a resposta reproduzível: a mesma semente e os mesmos campos dão a mesma resposta (MT19937 semeado como o random.seed do Python; um inteiro, ou um texto de até 256 caracteres: só dígitos valem como esse inteiro). Sem ela: crypto.getRandomValues', help: 'Qualquer número ou texto: a mesma semente dá a mesma resposta, reproduzível com o módulo random do Python. Vazio: aleatoriedade criptográfica nova a cada vez.' }
			},
			examples: {
				'Roll ten dice': 'Lançar dez dados',
				'Six lottery numbers out of 60': 'Seis números de loteria entre 60',
				'Three free ports': 'Três portas livres',
				'32 random bytes': '32 bytes aleatórios',
				'Pick a winner': 'Sortear um vencedor',
				'A 128-bit prime': 'Um primo de 128 bits',
				'Reproducible shuffle (seed 42)': 'Embaralhamento reproduzível (semente 42)'
			}
		}
	},
	es: {
		random: {
			title: 'Números, bytes, sorteos, primos aleatorios',
			summary: 'Enteros aleatorios (distintos, si se pide), decimales, bytes, un elemento elegido de una lista o la lista barajada, puertos TCP libres y primos probables: aleatoriedad criptográfica, o reproducible con una semilla.',
			keywords: ['número aleatorio', 'generador de números aleatorios', 'sorteo', 'barajar', 'dado', 'lotería', 'bytes aleatorios', 'puerto aleatorio', 'generador de primos', 'semilla'],
			fields: {
				action: { label: 'Qué sortear', description: 'integers (`min`, `max`, `count`, `unique`), decimals (`min`, `max`, `places`, `count`, `unique`), bytes (`length`), pick (`count` de `items` distintos), shuffle (`items`), port (puertos TCP no privilegiados 1024-65535, `count`, `unique`), prime (`bits`)', help: 'Enteros y decimales usan mínimo y máximo; bytes la longitud; elegir y barajar los elementos; un primo los bits.', options: { integers: 'Enteros', decimals: 'Decimales', bytes: 'Bytes aleatorios', pick: 'Elegir de una lista', shuffle: 'Barajar una lista', port: 'Puerto TCP (1024-65535)', prime: 'Número primo' } },
				min: { label: 'Mínimo', description: 'integers, decimals: el menor valor, incluido; por defecto 1 (enteros) o 0 (decimales)', help: 'El menor valor, incluido. Vacío: 1 para enteros, 0 para decimales.' },
				max: { label: 'Máximo', description: 'integers, decimals: el mayor valor, incluido; por defecto 100 (enteros) o 1 (decimales)', help: 'El mayor valor, incluido. Vacío: 100 para enteros, 1 para decimales.' },
				count: { label: 'Cantidad', description: 'integers, decimals, port, pick: cuántos valores, 1-10 000; por defecto 1', help: 'Cuántos valores (enteros, decimales, puertos, elecciones). Vacío: 1.' },
				unique: { label: 'Sin repetir', description: 'integers, decimals, port: ningún valor dos veces (422 cuando el intervalo tiene menos que `count`); por defecto false', help: 'Ningún valor dos veces (enteros, decimales, puertos).' },
				places: { label: 'Decimales', description: 'decimals: dígitos tras el punto, 0-10; por defecto 2', help: 'Dígitos tras el punto, para decimales. Vacío: 2.' },
				length: { label: 'Longitud en bytes', description: 'bytes: cuántos, 1-65 536; por defecto 16', help: 'Cuántos bytes aleatorios, mostrados en hexadecimal. Vacío: 16.' },
				items: { label: 'Elementos', description: 'pick, shuffle: la lista, hasta 10 000 elementos de hasta 1000 caracteres', help: 'La lista de la que elegir o que barajar, un elemento por línea.' },
				bits: { label: 'Tamaño en bits', description: 'prime: su tamaño en bits, 8-2048 (el bit más alto activado); por defecto 256', help: 'El tamaño del primo en bits (8-2048; 2048 tarda unos segundos). Vacío: 256.' },
				seed: { label: 'Semilla', description: 'Hace la respuesta reproducible: la misma semilla y los mismos campos dan la misma respuesta (MT19937 sembrado como random.seed de Python; un entero, o un texto de hasta 256 caracteres: solo dígitos cuentan como ese entero). Sin ella: crypto.getRandomValues', help: 'Cualquier número o texto: la misma semilla da la misma respuesta, reproducible con el módulo random de Python. Vacío: aleatoriedad criptográfica nueva cada vez.' }
			},
			examples: {
				'Roll ten dice': 'Tirar diez dados',
				'Six lottery numbers out of 60': 'Seis números de lotería entre 60',
				'Three free ports': 'Tres puertos libres',
				'32 random bytes': '32 bytes aleatorios',
				'Pick a winner': 'Elegir un ganador',
				'A 128-bit prime': 'Un primo de 128 bits',
				'Reproducible shuffle (seed 42)': 'Barajado reproducible (semilla 42)'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	random: {
		en: {
			again: 'Draw again',
			copy: 'the values',
			download: 'Download',
			seeded: (seed: string) => `seed ${seed}: reproducible`,
			fresh: 'cryptographic randomness',
			heading: { integers: 'Integers', decimals: 'Decimals', bytes: 'Bytes', pick: 'Picked', shuffle: 'Shuffled', port: 'Ports', prime: 'Prime' } as Record<string, string>,
			values: (n: number) => `${n.toLocaleString('en-US')} value${n === 1 ? '' : 's'}`,
			bytes: (n: number) => `${n.toLocaleString('en-US')} byte${n === 1 ? '' : 's'}`,
			bits: (n: number) => `${n} bits`,
			digits: (n: number) => `${n} digits`
		},
		'pt-BR': {
			again: 'Sortear de novo',
			copy: 'os valores',
			download: 'Baixar',
			seeded: (seed: string) => `semente ${seed}: reproduzível`,
			fresh: 'aleatoriedade criptográfica',
			heading: { integers: 'Inteiros', decimals: 'Decimais', bytes: 'Bytes aleatórios', pick: 'Sorteados', shuffle: 'Embaralhados', port: 'Portas', prime: 'Primo' } as Record<string, string>,
			values: (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'valor' : 'valores'}`,
			bytes: (n: number) => `${n.toLocaleString('pt-BR')} byte${n === 1 ? '' : 's'}`,
			bits: (n: number) => `${n} bits`,
			digits: (n: number) => `${n} dígitos`
		},
		es: {
			again: 'Sortear de nuevo',
			copy: 'los valores',
			download: 'Descargar',
			seeded: (seed: string) => `semilla ${seed}: reproducible`,
			fresh: 'aleatoriedad criptográfica',
			heading: { integers: 'Enteros', decimals: 'Decimales', bytes: 'Bytes aleatorios', pick: 'Elegidos', shuffle: 'Barajados', port: 'Puertos', prime: 'Primo' } as Record<string, string>,
			values: (n: number) => `${n.toLocaleString('es')} ${n === 1 ? 'valor' : 'valores'}`,
			bytes: (n: number) => `${n.toLocaleString('es')} byte${n === 1 ? '' : 's'}`,
			bits: (n: number) => `${n} bits`,
			digits: (n: number) => `${n} dígitos`
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		whole: 'deve ser um número inteiro para integers',
		min_above_max: ({ min, max }) => `deve ser pelo menos \`min\` (${min}), recebido ${max}`,
		not_enough_distinct: ({ count, available }) => `${count} valores distintos pedidos, mas o intervalo tem só ${available}`,
		not_enough_items: ({ count, items }) => `${count} itens pedidos, mas \`items\` tem só ${items}`,
		items_needed: ({ action }) => `${action} precisa de um array \`items\` não vazio`,
		decimal_range: ({ places }) => `min e max vezes 10^${places} devem ficar dentro de ±2^53 (9.007.199.254.740.992)`,
		no_decimal_between: ({ min, max, places }) => `nenhum número com ${places} casas decimais fica entre ${min} e ${max}`
	},
	es: {
		whole: 'debe ser un número entero para integers',
		min_above_max: ({ min, max }) => `debe ser al menos \`min\` (${min}), se recibió ${max}`,
		not_enough_distinct: ({ count, available }) => `se pidieron ${count} valores distintos, pero el intervalo tiene solo ${available}`,
		not_enough_items: ({ count, items }) => `se pidieron ${count} elementos, pero \`items\` tiene solo ${items}`,
		items_needed: ({ action }) => `${action} necesita un array \`items\` no vacío`,
		decimal_range: ({ places }) => `min y max por 10^${places} deben quedar dentro de ±2^53 (9 007 199 254 740 992)`,
		no_decimal_between: ({ min, max, places }) => `ningún número con ${places} decimales queda entre ${min} y ${max}`
	}
} satisfies ErrorWords<typeof errors>;
