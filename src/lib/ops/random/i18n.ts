import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		random: {
			action: { label: 'What to draw', help: 'Integers and decimals use min and max; bytes the length; pick and shuffle the items; a prime its bits; a De Bruijn sequence the alphabet, order, length and find.', options: { integers: 'Integers', decimals: 'Decimals', bytes: 'Bytes', pick: 'Pick from a list', shuffle: 'Shuffle a list', port: 'TCP port (1024-65535)', prime: 'Prime number', 'de-bruijn': 'De Bruijn sequence (cyclic pattern)' } },
			min: 'The smallest value, included. Empty: 1 for integers, 0 for decimals.',
			max: 'The largest value, included. Empty: 100 for integers, 1 for decimals.',
			count: 'How many values (integers, decimals, ports, picks). Empty: 1.',
			unique: 'No value twice (integers, decimals, ports).',
			places: { label: 'Decimal places', help: 'Digits after the point for decimals. Empty: 2.' },
			length: { label: 'Length', help: 'How many random bytes, shown in hex (empty: 16); for a De Bruijn sequence, only its first characters (empty: the whole sequence).' },
			alphabet: { label: 'Alphabet', help: 'De Bruijn: the symbols, 2 to 64 different characters, smallest first. Empty: 01. pwntools\' cyclic uses abcdefghijklmnopqrstuvwxyz.' },
			order: { label: 'Order (window length)', help: 'De Bruijn: every run of this many characters appears only once. Empty: 3; pwntools uses 4 (8 on 64-bit).' },
			find: { label: 'Find offset of', help: 'De Bruijn: characters read from a crash (a register, the stack); the answer says where they start in the pattern. Empty: no search.' },
			items: 'The list to pick from or shuffle, one item a line.',
			bits: 'The size of the prime in bits (8-2048; 2048 takes a few seconds). Empty: 256.',
			seed: 'Any number or text: the same seed gives the same answer, reproducible with Python\'s random module. Empty: fresh cryptographic randomness each time.'
		}
	},
	'pt-BR': {
		random: {
			title: 'Números, bytes, sorteios, primos aleatórios, De Bruijn',
			summary: 'Inteiros aleatórios (distintos, se pedir), decimais, bytes, um item sorteado de uma lista ou a lista embaralhada, portas TCP livres e primos prováveis: aleatoriedade criptográfica, ou reproduzível com uma semente. Também sequências de De Bruijn (padrões cíclicos) e a posição de um trecho delas.',
			keywords: ['número aleatório', 'gerador de números aleatórios', 'sorteio', 'embaralhar', 'dado', 'bytes aleatórios', 'gerador de primos', 'sequência de de bruijn', 'padrão cíclico', 'offset de estouro de buffer'],
			fields: {
				action: { label: 'O que sortear', description: 'integers (`min`, `max`, `count`, `unique`), decimals (`min`, `max`, `places`, `count`, `unique`), bytes (`length`), pick (`count` de `items` distintos), shuffle (`items`), port (portas TCP não privilegiadas 1024-65535, `count`, `unique`), prime (`bits`), de-bruijn (`alphabet`, `order`, `length`, `find`; determinístico: sem aleatoriedade, `seed` ignorada)', help: 'Inteiros e decimais usam mínimo e máximo; bytes o tamanho; sortear e embaralhar os itens; um primo os bits; uma sequência de De Bruijn o alfabeto, a ordem, o tamanho e a busca.', options: { integers: 'Inteiros', decimals: 'Decimais', bytes: 'Bytes aleatórios', pick: 'Sortear de uma lista', shuffle: 'Embaralhar uma lista', port: 'Porta TCP (1024-65535)', prime: 'Número primo', 'de-bruijn': 'Sequência de De Bruijn (padrão cíclico)' } },
				min: { label: 'Mínimo', description: 'integers, decimals: o menor valor, incluído; padrão 1 (inteiros) ou 0 (decimais)', help: 'O menor valor, incluído. Vazio: 1 para inteiros, 0 para decimais.' },
				max: { label: 'Máximo', description: 'integers, decimals: o maior valor, incluído; padrão 100 (inteiros) ou 1 (decimais)', help: 'O maior valor, incluído. Vazio: 100 para inteiros, 1 para decimais.' },
				count: { label: 'Quantidade', description: 'integers, decimals, port, pick: quantos valores, 1-10.000; padrão 1', help: 'Quantos valores (inteiros, decimais, portas, sorteios). Vazio: 1.' },
				unique: { label: 'Sem repetição', description: 'integers, decimals, port: nenhum valor duas vezes (422 quando o intervalo tem menos que `count`); padrão false', help: 'Nenhum valor duas vezes (inteiros, decimais, portas).' },
				places: { label: 'Casas decimais', description: 'decimals: dígitos depois da vírgula, 0-10; padrão 2', help: 'Dígitos depois da vírgula, para decimais. Vazio: 2.' },
				length: { label: 'Tamanho', description: 'bytes: quantos, 1-65.536; padrão 16. de-bruijn: só os primeiros `length` caracteres, 1-1.048.576; padrão a sequência inteira (até 1.048.576 caracteres)', help: 'Quantos bytes aleatórios, mostrados em hexadecimal (vazio: 16); numa sequência de De Bruijn, só os primeiros caracteres (vazio: a sequência inteira).' },
				alphabet: { label: 'Alfabeto', description: 'de-bruijn: os símbolos, 2-64 caracteres distintos, em ordem; padrão "01" (o cyclic do pwntools: "abcdefghijklmnopqrstuvwxyz")', help: 'De Bruijn: os símbolos, de 2 a 64 caracteres diferentes, o menor primeiro. Vazio: 01. O cyclic do pwntools usa abcdefghijklmnopqrstuvwxyz.' },
				order: { label: 'Ordem (tamanho da janela)', description: 'de-bruijn: o tamanho n da janela, 1-32: cada n caracteres seguidos aparecem uma vez; padrão 3 (pwntools: 4, ou 8 para endereços de 64 bits)', help: 'De Bruijn: cada trecho de tantos caracteres aparece uma só vez. Vazio: 3; o pwntools usa 4 (8 em 64 bits).' },
				find: { label: 'Achar a posição de', description: 'de-bruijn: um trecho da sequência (até 1.000 caracteres); responde `offset`, onde ele aparece primeiro (o cyclic_find do pwntools), buscado nos primeiros 1.048.576 caracteres seja qual for `length`', help: 'De Bruijn: caracteres lidos de um crash (um registrador, a pilha); a resposta diz onde eles começam no padrão. Vazio: sem busca.' },
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
				'Reproducible shuffle (seed 42)': 'Embaralhamento reproduzível (semente 42)',
				'De Bruijn sequence of 3 bits': 'Sequência de De Bruijn de 3 bits',
				'Cyclic pattern and an offset (pwntools)': 'Padrão cíclico e uma posição (pwntools)'
			}
		}
	},
	es: {
		random: {
			title: 'Números, bytes, sorteos, primos aleatorios, De Bruijn',
			summary: 'Enteros aleatorios (distintos, si se pide), decimales, bytes, un elemento elegido de una lista o la lista barajada, puertos TCP libres y primos probables: aleatoriedad criptográfica, o reproducible con una semilla. También secuencias de De Bruijn (patrones cíclicos) y la posición de un fragmento de ellas.',
			keywords: ['número aleatorio', 'generador de números aleatorios', 'sorteo', 'barajar', 'dado', 'bytes aleatorios', 'generador de primos', 'secuencia de de bruijn', 'patrón cíclico', 'offset de desbordamiento de búfer'],
			fields: {
				action: { label: 'Qué sortear', description: 'integers (`min`, `max`, `count`, `unique`), decimals (`min`, `max`, `places`, `count`, `unique`), bytes (`length`), pick (`count` de `items` distintos), shuffle (`items`), port (puertos TCP no privilegiados 1024-65535, `count`, `unique`), prime (`bits`), de-bruijn (`alphabet`, `order`, `length`, `find`; determinista: sin aleatoriedad, `seed` se ignora)', help: 'Enteros y decimales usan mínimo y máximo; bytes la longitud; elegir y barajar los elementos; un primo los bits; una secuencia de De Bruijn el alfabeto, el orden, la longitud y la búsqueda.', options: { integers: 'Enteros', decimals: 'Decimales', bytes: 'Bytes aleatorios', pick: 'Elegir de una lista', shuffle: 'Barajar una lista', port: 'Puerto TCP (1024-65535)', prime: 'Número primo', 'de-bruijn': 'Secuencia de De Bruijn (patrón cíclico)' } },
				min: { label: 'Mínimo', description: 'integers, decimals: el menor valor, incluido; por defecto 1 (enteros) o 0 (decimales)', help: 'El menor valor, incluido. Vacío: 1 para enteros, 0 para decimales.' },
				max: { label: 'Máximo', description: 'integers, decimals: el mayor valor, incluido; por defecto 100 (enteros) o 1 (decimales)', help: 'El mayor valor, incluido. Vacío: 100 para enteros, 1 para decimales.' },
				count: { label: 'Cantidad', description: 'integers, decimals, port, pick: cuántos valores, 1-10 000; por defecto 1', help: 'Cuántos valores (enteros, decimales, puertos, elecciones). Vacío: 1.' },
				unique: { label: 'Sin repetir', description: 'integers, decimals, port: ningún valor dos veces (422 cuando el intervalo tiene menos que `count`); por defecto false', help: 'Ningún valor dos veces (enteros, decimales, puertos).' },
				places: { label: 'Decimales', description: 'decimals: dígitos tras el punto, 0-10; por defecto 2', help: 'Dígitos tras el punto, para decimales. Vacío: 2.' },
				length: { label: 'Longitud', description: 'bytes: cuántos, 1-65 536; por defecto 16. de-bruijn: solo los primeros `length` caracteres, 1-1 048 576; por defecto la secuencia entera (hasta 1 048 576 caracteres)', help: 'Cuántos bytes aleatorios, mostrados en hexadecimal (vacío: 16); en una secuencia de De Bruijn, solo sus primeros caracteres (vacío: la secuencia entera).' },
				alphabet: { label: 'Alfabeto', description: 'de-bruijn: los símbolos, 2-64 caracteres distintos, en orden; por defecto "01" (el cyclic de pwntools: "abcdefghijklmnopqrstuvwxyz")', help: 'De Bruijn: los símbolos, de 2 a 64 caracteres distintos, el menor primero. Vacío: 01. El cyclic de pwntools usa abcdefghijklmnopqrstuvwxyz.' },
				order: { label: 'Orden (longitud de ventana)', description: 'de-bruijn: la longitud n de la ventana, 1-32: cada n caracteres seguidos aparecen una vez; por defecto 3 (pwntools: 4, u 8 para direcciones de 64 bits)', help: 'De Bruijn: cada tramo de tantos caracteres aparece una sola vez. Vacío: 3; pwntools usa 4 (8 en 64 bits).' },
				find: { label: 'Buscar la posición de', description: 'de-bruijn: un fragmento de la secuencia (hasta 1000 caracteres); responde `offset`, dónde aparece primero (el cyclic_find de pwntools), buscado en los primeros 1 048 576 caracteres sea cual sea `length`', help: 'De Bruijn: caracteres leídos de un fallo (un registro, la pila); la respuesta dice dónde empiezan en el patrón. Vacío: sin búsqueda.' },
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
				'Reproducible shuffle (seed 42)': 'Barajado reproducible (semilla 42)',
				'De Bruijn sequence of 3 bits': 'Secuencia de De Bruijn de 3 bits',
				'Cyclic pattern and an offset (pwntools)': 'Patrón cíclico y una posición (pwntools)'
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
			heading: { integers: 'Integers', decimals: 'Decimals', bytes: 'Bytes', pick: 'Picked', shuffle: 'Shuffled', port: 'Ports', prime: 'Prime', 'de-bruijn': 'De Bruijn sequence' } as Record<string, string>,
			values: (n: number) => `${n.toLocaleString('en-US')} value${n === 1 ? '' : 's'}`,
			bytes: (n: number) => `${n.toLocaleString('en-US')} byte${n === 1 ? '' : 's'}`,
			bits: (n: number) => `${n} bits`,
			digits: (n: number) => `${n} digits`,
			characters: (shown: number, total: bigint) => (BigInt(shown) === total ? `${total.toLocaleString('en-US')} characters` : `first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} characters`),
			symbols: (n: number) => `alphabet of ${n} symbols`,
			order: (n: number) => `order ${n}`,
			offset: 'Offset',
			atOffset: (find: string, n: number) => `“${find}” starts at ${n.toLocaleString('en-US')}`,
			notFound: (find: string) => `“${find}” does not occur in the sequence`,
			beyond: 'past the characters shown',
			deterministic: 'deterministic: the same every time'
		},
		'pt-BR': {
			again: 'Sortear de novo',
			copy: 'os valores',
			download: 'Baixar',
			seeded: (seed: string) => `semente ${seed}: reproduzível`,
			fresh: 'aleatoriedade criptográfica',
			heading: { integers: 'Inteiros', decimals: 'Decimais', bytes: 'Bytes aleatórios', pick: 'Sorteados', shuffle: 'Embaralhados', port: 'Portas', prime: 'Primo', 'de-bruijn': 'Sequência de De Bruijn' } as Record<string, string>,
			values: (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'valor' : 'valores'}`,
			bytes: (n: number) => `${n.toLocaleString('pt-BR')} byte${n === 1 ? '' : 's'}`,
			bits: (n: number) => `${n} bits`,
			digits: (n: number) => `${n} dígitos`,
			characters: (shown: number, total: bigint) => (BigInt(shown) === total ? `${total.toLocaleString('pt-BR')} caracteres` : `primeiros ${shown.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} caracteres`),
			symbols: (n: number) => `alfabeto de ${n} símbolos`,
			order: (n: number) => `ordem ${n}`,
			offset: 'Posição',
			atOffset: (find: string, n: number) => `“${find}” começa em ${n.toLocaleString('pt-BR')}`,
			notFound: (find: string) => `“${find}” não aparece na sequência`,
			beyond: 'além dos caracteres mostrados',
			deterministic: 'determinística: sempre a mesma'
		},
		es: {
			again: 'Sortear de nuevo',
			copy: 'los valores',
			download: 'Descargar',
			seeded: (seed: string) => `semilla ${seed}: reproducible`,
			fresh: 'aleatoriedad criptográfica',
			heading: { integers: 'Enteros', decimals: 'Decimales', bytes: 'Bytes aleatorios', pick: 'Elegidos', shuffle: 'Barajados', port: 'Puertos', prime: 'Primo', 'de-bruijn': 'Secuencia de De Bruijn' } as Record<string, string>,
			values: (n: number) => `${n.toLocaleString('es')} ${n === 1 ? 'valor' : 'valores'}`,
			bytes: (n: number) => `${n.toLocaleString('es')} byte${n === 1 ? '' : 's'}`,
			bits: (n: number) => `${n} bits`,
			digits: (n: number) => `${n} dígitos`,
			characters: (shown: number, total: bigint) => (BigInt(shown) === total ? `${total.toLocaleString('es')} caracteres` : `primeros ${shown.toLocaleString('es')} de ${total.toLocaleString('es')} caracteres`),
			symbols: (n: number) => `alfabeto de ${n} símbolos`,
			order: (n: number) => `orden ${n}`,
			offset: 'Posición',
			atOffset: (find: string, n: number) => `“${find}” empieza en ${n.toLocaleString('es')}`,
			notFound: (find: string) => `“${find}” no aparece en la secuencia`,
			beyond: 'más allá de los caracteres mostrados',
			deterministic: 'determinista: siempre la misma'
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
		too_many_bytes: ({ max }) => `bytes aceita até ${max.toLocaleString('pt-BR')} bytes (só o length de de-bruijn vai além)`,
		alphabet_size: ({ got }) => `precisa de 2 a 64 caracteres distintos, veio ${got}`,
		alphabet_repeat: ({ symbol }) => `"${symbol}" aparece mais de uma vez; cada símbolo deve ser distinto`,
		sequence_too_long: ({ total, max }) => `a sequência inteira tem ${total} caracteres, acima do limite de ${max.toLocaleString('pt-BR')}; informe \`length\` para receber os primeiros caracteres`,
		find_beyond_limit: ({ total, max }) => `não está entre os primeiros ${max.toLocaleString('pt-BR')} caracteres da sequência de ${total} caracteres; a busca para ali`,
		no_decimal_between: ({ min, max, places }) => `nenhum número com ${places} casas decimais fica entre ${min} e ${max}`
	},
	es: {
		whole: 'debe ser un número entero para integers',
		min_above_max: ({ min, max }) => `debe ser al menos \`min\` (${min}), se recibió ${max}`,
		not_enough_distinct: ({ count, available }) => `se pidieron ${count} valores distintos, pero el intervalo tiene solo ${available}`,
		not_enough_items: ({ count, items }) => `se pidieron ${count} elementos, pero \`items\` tiene solo ${items}`,
		items_needed: ({ action }) => `${action} necesita un array \`items\` no vacío`,
		decimal_range: ({ places }) => `min y max por 10^${places} deben quedar dentro de ±2^53 (9 007 199 254 740 992)`,
		too_many_bytes: ({ max }) => `bytes admite hasta ${max.toLocaleString('es')} bytes (solo el length de de-bruijn va más allá)`,
		alphabet_size: ({ got }) => `necesita de 2 a 64 caracteres distintos, llegaron ${got}`,
		alphabet_repeat: ({ symbol }) => `"${symbol}" aparece más de una vez; cada símbolo debe ser distinto`,
		sequence_too_long: ({ total, max }) => `la secuencia entera tiene ${total} caracteres, por encima del límite de ${max.toLocaleString('es')}; indique \`length\` para recibir los primeros caracteres`,
		find_beyond_limit: ({ total, max }) => `no está entre los primeros ${max.toLocaleString('es')} caracteres de la secuencia de ${total} caracteres; la búsqueda se detiene ahí`,
		no_decimal_between: ({ min, max, places }) => `ningún número con ${places} decimales queda entre ${min} y ${max}`
	}
} satisfies ErrorWords<typeof errors>;
