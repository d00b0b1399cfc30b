import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

const actionsEn = {
	sort: 'Sort',
	unique: 'Remove duplicates',
	reverse: 'Reverse the order',
	shuffle: 'Shuffle',
	head: 'First lines (head)',
	tail: 'Last lines (tail)',
	filter: 'Filter by pattern',
	number: 'Number the lines',
	'remove-empty': 'Remove empty lines',
	trim: 'Trim spaces',
	wrap: 'Wrap long lines',
	join: 'Join into one line',
	split: 'Split into lines',
	prefix: 'Add a prefix',
	suffix: 'Add a suffix'
};
const actionsPt = {
	sort: 'Ordenar',
	unique: 'Remover duplicadas',
	reverse: 'Inverter a ordem',
	shuffle: 'Embaralhar',
	head: 'Primeiras linhas (head)',
	tail: 'Últimas linhas (tail)',
	filter: 'Filtrar por padrão',
	number: 'Numerar as linhas',
	'remove-empty': 'Remover linhas vazias',
	trim: 'Aparar espaços',
	wrap: 'Quebrar linhas longas',
	join: 'Juntar numa linha',
	split: 'Separar em linhas',
	prefix: 'Adicionar um prefixo',
	suffix: 'Adicionar um sufixo'
};
const actionsEs = {
	sort: 'Ordenar',
	unique: 'Quitar duplicadas',
	reverse: 'Invertir el orden',
	shuffle: 'Barajar',
	head: 'Primeras líneas (head)',
	tail: 'Últimas líneas (tail)',
	filter: 'Filtrar por patrón',
	number: 'Numerar las líneas',
	'remove-empty': 'Quitar líneas vacías',
	trim: 'Recortar espacios',
	wrap: 'Partir líneas largas',
	join: 'Unir en una línea',
	split: 'Separar en líneas',
	prefix: 'Añadir un prefijo',
	suffix: 'Añadir un sufijo'
};

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'text-lines': {
			input: { label: 'Lines', help: 'The text, one item a line.' },
			action: { help: 'What to do with the lines. The options below say which action uses them.', options: actionsEn },
			order: { help: 'For sort: A to Z (ascending) or Z to A (descending).', options: { asc: 'Ascending', desc: 'Descending' } },
			mode: {
				label: 'Sort by',
				help: 'For sort: text compares character by character; numeric reads the number at the start of each line; natural puts file2 before file10; IP sorts addresses by value, IPv4 first.',
				options: { text: 'Text', numeric: 'Number at the start', natural: 'Natural (file2 before file10)', ip: 'IP address' }
			},
			case_insensitive: { label: 'Ignore case', help: 'For sort, remove duplicates and filter: treat A and a as the same.' },
			count: { label: 'Count repeats', help: 'For remove duplicates: start each line with how many times it appeared.' },
			seed: { help: 'For shuffle: a number that makes the same shuffle every time (as Python’s random.Random(seed)). Empty: a new random order.' },
			n: { label: 'How many lines', help: 'For first lines and last lines. Empty: 10.' },
			pattern: { help: 'For filter: a regular expression; the lines that contain a match are kept.' },
			invert: { label: 'Keep the lines that do not match', help: 'For filter: drop the matching lines instead.' },
			width: { label: 'Width', help: 'For wrap: the most characters a line may have; lines break after a space where they can. Empty: 80.' },
			separator: { help: 'For join: what goes between the lines. For split: where to cut the text.' },
			text: { label: 'Prefix or suffix', help: 'For add a prefix and add a suffix: the text to add to every line.' },
			delimiter: { label: 'Line separator', help: 'What separates the lines, if not a line break (a comma, a semicolon…).', placeholder: 'a line break' }
		}
	},
	'pt-BR': {
		'text-lines': {
			title: 'Ferramentas de linhas',
			summary: 'Ordena (texto, número, ordem natural ou IP), remove linhas duplicadas, inverte, embaralha, pega as primeiras ou as últimas linhas, filtra por expressão regular, numera, apara, quebra, junta, separa, ou adiciona um prefixo ou sufixo a cada linha.',
			keywords: ['ordenar linhas', 'remover duplicadas', 'linhas únicas', 'embaralhar linhas', 'filtrar linhas', 'numerar linhas', 'remover linhas vazias', 'quebrar linhas', 'ordem natural', 'conversor de lista'],
			fields: {
				input: { label: 'Linhas', description: 'O texto, um item por linha (ou separado por `delimiter`); até 200.000 caracteres', help: 'O texto, um item por linha.' },
				action: { label: 'Ação', description: 'sort, unique, reverse, shuffle, head, tail, filter, number (`1 linha`, como nl -ba -w1 -s" "), remove-empty, trim, wrap (como fold -s -w), join, split, prefix e suffix', help: 'O que fazer com as linhas. As opções abaixo dizem qual ação as usa.', options: actionsPt },
				order: { label: 'Ordem', description: 'sort: asc (padrão) ou desc; linhas iguais mantêm a ordem', help: 'Para ordenar: de A a Z (crescente) ou de Z a A (decrescente).', options: { asc: 'Crescente', desc: 'Decrescente' } },
				mode: {
					label: 'Ordenar por',
					description: 'sort: text (por ponto de código), numeric (o número no início, como sort -n), natural (file2 antes de file10), ip (IPv4 e depois IPv6 por valor, depois as outras linhas)',
					help: 'Para ordenar: texto compara caractere a caractere; número lê o número no início de cada linha; natural põe file2 antes de file10; IP ordena endereços pelo valor, IPv4 primeiro.',
					options: { text: 'Texto', numeric: 'Número no início', natural: 'Natural (file2 antes de file10)', ip: 'Endereço IP' }
				},
				case_insensitive: { label: 'Ignorar maiúsculas', description: 'sort (text, natural), unique e filter: ignorar maiúsculas e minúsculas', help: 'Para ordenar, remover duplicadas e filtrar: tratar A e a como iguais.' },
				count: { label: 'Contar repetições', description: 'unique: cada linha como `N linha`, a contagem, um espaço e a linha', help: 'Para remover duplicadas: começar cada linha com quantas vezes ela apareceu.' },
				seed: { label: 'Semente', description: 'shuffle: a mesma semente dá a mesma ordem, random.Random(seed).shuffle do Python; sem ela a ordem é aleatória', help: 'Para embaralhar: um número que gera sempre o mesmo embaralhamento (como random.Random(seed) do Python). Vazio: uma nova ordem aleatória.' },
				n: { label: 'Quantas linhas', description: 'head, tail: quantas linhas, 0-1.000.000; padrão 10', help: 'Para primeiras e últimas linhas. Vazio: 10.' },
				pattern: { label: 'Padrão', description: 'filter: uma expressão regular JavaScript (modo Unicode) buscada em cada linha; até 1.000 caracteres; sem ela todas as linhas ficam', help: 'Para filtrar: uma expressão regular; ficam as linhas que contêm uma correspondência.' },
				invert: { label: 'Manter as linhas que não correspondem', description: 'filter: manter as linhas sem correspondência', help: 'Para filtrar: descartar as linhas que correspondem.' },
				width: { label: 'Largura', description: 'wrap: a linha mais larga em colunas, 1-10.000; padrão 80', help: 'Para quebrar: o máximo de caracteres por linha; as linhas quebram depois de um espaço quando possível. Vazio: 80.' },
				separator: { label: 'Separador', description: 'join: o que vai entre as linhas; split: onde cortar o texto (não vazio); padrão `,`', help: 'Para juntar: o que vai entre as linhas. Para separar: onde cortar o texto.' },
				text: { label: 'Prefixo ou sufixo', description: 'prefix, suffix: o que adicionar a cada linha; até 1.000 caracteres', help: 'Para adicionar um prefixo ou um sufixo: o texto a adicionar a cada linha.' },
				delimiter: { label: 'Separador de linhas', description: 'O que separa as linhas, na entrada e na saída; padrão uma quebra de linha (\\n, e \\r\\n na leitura)', help: 'O que separa as linhas, se não for uma quebra de linha (uma vírgula, um ponto e vírgula…).', placeholder: 'uma quebra de linha' }
			},
			examples: {
				'Sort in natural order': 'Ordenar em ordem natural',
				'Remove duplicates, with counts': 'Remover duplicadas, com contagem',
				'Sort IP addresses': 'Ordenar endereços IP',
				'Join lines with commas': 'Juntar linhas com vírgulas'
			}
		}
	},
	es: {
		'text-lines': {
			title: 'Herramientas de líneas',
			summary: 'Ordena (texto, número, orden natural o IP), quita líneas duplicadas, invierte, baraja, toma las primeras o las últimas líneas, filtra por expresión regular, numera, recorta, parte, une, separa, o añade un prefijo o sufijo a cada línea.',
			keywords: ['ordenar líneas', 'quitar duplicados', 'líneas únicas', 'barajar líneas', 'filtrar líneas', 'numerar líneas', 'quitar líneas vacías', 'partir líneas', 'orden natural', 'conversor de listas'],
			fields: {
				input: { label: 'Líneas', description: 'El texto, un elemento por línea (o separado por `delimiter`); hasta 200 000 caracteres', help: 'El texto, un elemento por línea.' },
				action: { label: 'Acción', description: 'sort, unique, reverse, shuffle, head, tail, filter, number (`1 línea`, como nl -ba -w1 -s" "), remove-empty, trim, wrap (como fold -s -w), join, split, prefix y suffix', help: 'Qué hacer con las líneas. Las opciones de abajo dicen qué acción las usa.', options: actionsEs },
				order: { label: 'Orden', description: 'sort: asc (por defecto) o desc; las líneas iguales conservan su orden', help: 'Para ordenar: de la A a la Z (ascendente) o de la Z a la A (descendente).', options: { asc: 'Ascendente', desc: 'Descendente' } },
				mode: {
					label: 'Ordenar por',
					description: 'sort: text (por punto de código), numeric (el número del principio, como sort -n), natural (file2 antes que file10), ip (IPv4 y luego IPv6 por valor, luego las demás líneas)',
					help: 'Para ordenar: texto compara carácter a carácter; número lee el número al principio de cada línea; natural pone file2 antes que file10; IP ordena direcciones por valor, IPv4 primero.',
					options: { text: 'Texto', numeric: 'Número al principio', natural: 'Natural (file2 antes que file10)', ip: 'Dirección IP' }
				},
				case_insensitive: { label: 'Ignorar mayúsculas', description: 'sort (text, natural), unique y filter: ignorar mayúsculas y minúsculas', help: 'Para ordenar, quitar duplicadas y filtrar: tratar A y a como iguales.' },
				count: { label: 'Contar repeticiones', description: 'unique: cada línea como `N línea`, la cuenta, un espacio y la línea', help: 'Para quitar duplicadas: empezar cada línea con cuántas veces apareció.' },
				seed: { label: 'Semilla', description: 'shuffle: la misma semilla da el mismo orden, random.Random(seed).shuffle de Python; sin ella el orden es aleatorio', help: 'Para barajar: un número que da siempre el mismo orden (como random.Random(seed) de Python). Vacío: un orden aleatorio nuevo.' },
				n: { label: 'Cuántas líneas', description: 'head, tail: cuántas líneas, 0-1 000 000; por defecto 10', help: 'Para primeras y últimas líneas. Vacío: 10.' },
				pattern: { label: 'Patrón', description: 'filter: una expresión regular de JavaScript (modo Unicode) buscada en cada línea; hasta 1000 caracteres; sin ella se quedan todas las líneas', help: 'Para filtrar: una expresión regular; se quedan las líneas que contienen una coincidencia.' },
				invert: { label: 'Quedarse con las líneas que no coinciden', description: 'filter: quedarse con las líneas sin coincidencia', help: 'Para filtrar: descartar las líneas que coinciden.' },
				width: { label: 'Ancho', description: 'wrap: la línea más ancha en columnas, 1-10 000; por defecto 80', help: 'Para partir: el máximo de caracteres por línea; las líneas se parten después de un espacio cuando se puede. Vacío: 80.' },
				separator: { label: 'Separador', description: 'join: lo que va entre las líneas; split: dónde cortar el texto (no vacío); por defecto `,`', help: 'Para unir: lo que va entre las líneas. Para separar: dónde cortar el texto.' },
				text: { label: 'Prefijo o sufijo', description: 'prefix, suffix: lo que se añade a cada línea; hasta 1000 caracteres', help: 'Para añadir un prefijo o un sufijo: el texto que se añade a cada línea.' },
				delimiter: { label: 'Separador de líneas', description: 'Lo que separa las líneas, al leer y al escribir; por defecto un salto de línea (\\n, y \\r\\n al leer)', help: 'Lo que separa las líneas, si no es un salto de línea (una coma, un punto y coma…).', placeholder: 'un salto de línea' }
			},
			examples: {
				'Sort in natural order': 'Ordenar en orden natural',
				'Remove duplicates, with counts': 'Quitar duplicadas, con cuentas',
				'Sort IP addresses': 'Ordenar direcciones IP',
				'Join lines with commas': 'Unir líneas con comas'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	textLines: {
		en: { lines: 'lines', line: 'line', from: 'from', copy: 'the lines', download: 'Download', again: 'Use as input', empty: 'No lines left.' },
		'pt-BR': { lines: 'linhas', line: 'linha', from: 'de', copy: 'as linhas', download: 'Baixar', again: 'Usar como entrada', empty: 'Não sobrou nenhuma linha.' },
		es: { lines: 'líneas', line: 'línea', from: 'de', copy: 'las líneas', download: 'Descargar', again: 'Usar como entrada', empty: 'No queda ninguna línea.' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		pattern_invalid: ({ reason }) => `não é uma expressão regular válida: ${reason}`,
		empty: 'não pode ser vazio',
		output_too_long: ({ max, got }) => `a resposta passaria do limite de ${max.toLocaleString('pt-BR')} caracteres (cerca de ${got.toLocaleString('pt-BR')}); envie menos linhas ou um texto mais curto`
	},
	es: {
		pattern_invalid: ({ reason }) => `no es una expresión regular válida: ${reason}`,
		empty: 'no puede estar vacío',
		output_too_long: ({ max, got }) => `la respuesta pasaría del límite de ${max.toLocaleString('es')} caracteres (unos ${got.toLocaleString('es')}); envíe menos líneas o un texto más corto`
	}
} satisfies ErrorWords<typeof errors>;
