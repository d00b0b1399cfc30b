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
	suffix: 'Add a suffix',
	'remove-numbers': 'Remove line numbers',
	pad: 'Pad lines',
	'expand-range': 'Expand alphabet ranges (a-e)',
	'file-tree': 'File tree from paths',
	list: 'Convert a list (all at once)'
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
	suffix: 'Adicionar um sufixo',
	'remove-numbers': 'Remover números de linha',
	pad: 'Preencher linhas',
	'expand-range': 'Expandir intervalos de letras (a-e)',
	'file-tree': 'Árvore de arquivos a partir de caminhos',
	list: 'Converter uma lista (tudo de uma vez)'
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
	suffix: 'Añadir un sufijo',
	'remove-numbers': 'Quitar números de línea',
	pad: 'Rellenar líneas',
	'expand-range': 'Expandir rangos de letras (a-e)',
	'file-tree': 'Árbol de archivos a partir de rutas',
	list: 'Convertir una lista (todo a la vez)'
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
				help: 'For sort: text compares character by character; numeric reads the number at the start of each line; natural puts file2 before file10; IP sorts addresses by value, IPv4 first; hex reads a hexadecimal number at the start; length puts short lines first.',
				options: { text: 'Text', numeric: 'Number at the start', natural: 'Natural (file2 before file10)', ip: 'IP address', hex: 'Hex number at the start', length: 'Length' }
			},
			case_insensitive: { label: 'Ignore case', help: 'For sort, remove duplicates and filter: treat A and a as the same.' },
			count: { label: 'Count repeats', help: 'For remove duplicates: start each line with how many times it appeared.' },
			seed: { help: 'For shuffle: a number that makes the same shuffle every time (as Python’s random.Random(seed)). Empty: a new random order.' },
			n: { label: 'How many lines', help: 'For first lines and last lines. Empty: 10.' },
			pattern: { help: 'For filter: a regular expression; the lines that contain a match are kept.' },
			invert: { label: 'Keep the lines that do not match', help: 'For filter: drop the matching lines instead.' },
			width: { label: 'Width', help: 'For wrap: the most characters a line may have; lines break after a space where they can. Empty: 80.' },
			separator: { help: 'For join: what goes between the lines. For split: where to cut the text. For expand ranges: what goes between the letters (empty for nothing). For convert a list: what goes between the items.' },
			text: { label: 'Prefix or suffix', help: 'For add a prefix and add a suffix: the text to add to every line.' },
			delimiter: { label: 'Line separator', help: 'What separates the lines, if not a line break (a comma, a semicolon…).', placeholder: 'a line break' },
			by: { label: 'Reverse what', help: 'For reverse: the order of the lines, the whole text letter by letter, or the letters of each line.', options: { line: 'Order of the lines', character: 'Whole text, letter by letter', 'line-characters': 'Letters of each line' } },
			hard: { label: 'Cut inside words', help: 'For wrap: cut at exactly the width, even in the middle of a word.' },
			side: { label: 'Pad at', help: 'For pad lines: add the characters at the start or at the end of each line.', options: { start: 'Start', end: 'End' } },
			length: { label: 'How many characters', help: 'For pad lines: how many characters to add to each line. Empty: 5.' },
			character: { label: 'Padding character', help: 'For pad lines: the character to add (one). Empty: a space.' },
			path_separator: { label: 'Folder separator', help: 'For file tree: what separates the folders in each path. Empty: /.' },
			tree_style: { label: 'Drawing', help: 'For file tree: plain characters as CyberChef draws it, or box-drawing lines as the tree command does.', options: { ascii: 'Plain (|---)', lines: 'Lines (├──)' } },
			lower_case: { label: 'Lower case', help: 'For convert a list: make every item lower case.' },
			remove_duplicates: { label: 'Remove duplicates', help: 'For convert a list: keep each item once.' },
			reverse_list: { label: 'Reverse the list', help: 'For convert a list: last item first.' },
			list_sort: { label: 'Sort the list', help: 'For convert a list: sort the items, in the order chosen in “Sort by”.', options: { none: 'Don’t sort', asc: 'Ascending', desc: 'Descending' } },
			trim_items: { label: 'Trim items', help: 'For convert a list: remove spaces around each item. Empty items are always dropped.' },
			item_prefix: { label: 'Before each item', help: 'For convert a list: text put before each item, such as a quote or <li>.' },
			item_suffix: { label: 'After each item', help: 'For convert a list: text put after each item.' },
			list_prefix: { label: 'Before the list', help: 'For convert a list: text put before the whole list, such as [ or <ul>.' },
			list_suffix: { label: 'After the list', help: 'For convert a list: text put after the whole list.' },
			line_breaks: { label: 'One item a line', help: 'For convert a list: a line break after each separator, and the text before and after the list on lines of their own.' }
		}
	},
	'pt-BR': {
		'text-lines': {
			title: 'Ferramentas de linhas',
			summary: 'Ordena (texto, número, ordem natural, IP, hexadecimal ou comprimento), remove linhas duplicadas, inverte, embaralha, pega as primeiras ou as últimas linhas, filtra por expressão regular, numera ou tira a numeração, apara, preenche, quebra, junta, separa, adiciona um prefixo ou sufixo a cada linha, expande intervalos de letras, desenha uma árvore de arquivos a partir de caminhos, ou converte uma lista de uma vez.',
			keywords: ['ordenar linhas', 'remover duplicadas', 'embaralhar linhas', 'filtrar linhas', 'numerar linhas', 'remover linhas vazias', 'conversor de lista', 'remover números de linha', 'preencher linhas', 'árvore de arquivos'],
			fields: {
				input: { label: 'Linhas', description: 'O texto, um item por linha (ou separado por `delimiter`); até 200.000 caracteres', help: 'O texto, um item por linha.' },
				action: { label: 'Ação', description: 'sort, unique, reverse, shuffle, head, tail, filter, number (`1 linha`, como nl -ba -w1 -s" "), remove-empty, trim, wrap (como fold -s -w, ou fold -w com `hard`), join, split, prefix, suffix, remove-numbers (o número no início da linha, como o Remove line numbers do CyberChef), pad, expand-range (`a-e` vira `a,b,c,d,e`), file-tree (uma árvore desenhada a partir de caminhos) e list (o conversor de listas do IT-Tools numa chamada)', help: 'O que fazer com as linhas. As opções abaixo dizem qual ação as usa.', options: actionsPt },
				order: { label: 'Ordem', description: 'sort: asc (padrão) ou desc; linhas iguais mantêm a ordem', help: 'Para ordenar: de A a Z (crescente) ou de Z a A (decrescente).', options: { asc: 'Crescente', desc: 'Decrescente' } },
				mode: {
					label: 'Ordenar por',
					description: 'sort: text (por ponto de código), numeric (o número no início, como sort -n), natural (file2 antes de file10), ip (IPv4 e depois IPv6 por valor, depois as outras linhas), hex (o número hexadecimal no início, 0x opcional), length (pelo comprimento em caracteres)',
					help: 'Para ordenar: texto compara caractere a caractere; número lê o número no início de cada linha; natural põe file2 antes de file10; IP ordena endereços pelo valor, IPv4 primeiro; hexadecimal lê um número hexadecimal no início; comprimento põe as linhas curtas primeiro.',
					options: { text: 'Texto', numeric: 'Número no início', natural: 'Natural (file2 antes de file10)', ip: 'Endereço IP', hex: 'Número hexadecimal no início', length: 'Comprimento' }
				},
				case_insensitive: { label: 'Ignorar maiúsculas', description: 'sort (text, natural), unique e filter: ignorar maiúsculas e minúsculas', help: 'Para ordenar, remover duplicadas e filtrar: tratar A e a como iguais.' },
				count: { label: 'Contar repetições', description: 'unique: cada linha como `N linha`, a contagem, um espaço e a linha', help: 'Para remover duplicadas: começar cada linha com quantas vezes ela apareceu.' },
				seed: { label: 'Semente', description: 'shuffle: a mesma semente dá a mesma ordem, random.Random(seed).shuffle do Python; sem ela a ordem é aleatória', help: 'Para embaralhar: um número que gera sempre o mesmo embaralhamento (como random.Random(seed) do Python). Vazio: uma nova ordem aleatória.' },
				n: { label: 'Quantas linhas', description: 'head, tail: quantas linhas, 0-1.000.000; padrão 10', help: 'Para primeiras e últimas linhas. Vazio: 10.' },
				pattern: { label: 'Padrão', description: 'filter: uma expressão regular JavaScript (modo Unicode) buscada em cada linha; até 1.000 caracteres; sem ela todas as linhas ficam', help: 'Para filtrar: uma expressão regular; ficam as linhas que contêm uma correspondência.' },
				invert: { label: 'Manter as linhas que não correspondem', description: 'filter: manter as linhas sem correspondência', help: 'Para filtrar: descartar as linhas que correspondem.' },
				width: { label: 'Largura', description: 'wrap: a linha mais larga em colunas, 1-10.000; padrão 80', help: 'Para quebrar: o máximo de caracteres por linha; as linhas quebram depois de um espaço quando possível. Vazio: 80.' },
				separator: { label: 'Separador', description: 'join: o que vai entre as linhas; split: onde cortar o texto (não vazio); expand-range: o que vai entre os caracteres (vazio para nada); list: o que vai entre os itens; padrão `,`', help: 'Para juntar: o que vai entre as linhas. Para separar: onde cortar o texto. Para expandir intervalos: o que vai entre as letras (vazio para nada). Para converter uma lista: o que vai entre os itens.' },
				text: { label: 'Prefixo ou sufixo', description: 'prefix, suffix: o que adicionar a cada linha; até 1.000 caracteres', help: 'Para adicionar um prefixo ou um sufixo: o texto a adicionar a cada linha.' },
				delimiter: { label: 'Separador de linhas', description: 'O que separa as linhas, na entrada e na saída; padrão uma quebra de linha (\\n, e \\r\\n na leitura)', help: 'O que separa as linhas, se não for uma quebra de linha (uma vírgula, um ponto e vírgula…).', placeholder: 'uma quebra de linha' },
				by: { label: 'Inverter o quê', description: 'reverse: line (a ordem das linhas, como tac; padrão), character (o texto inteiro de trás para a frente, como o Reverse do CyberChef), line-characters (cada linha de trás para a frente, como rev)', help: 'Para inverter: a ordem das linhas, o texto inteiro letra por letra, ou as letras de cada linha.', options: { line: 'Ordem das linhas', character: 'Texto inteiro, letra por letra', 'line-characters': 'Letras de cada linha' } },
				hard: { label: 'Cortar dentro das palavras', description: 'wrap: cortar exatamente na largura, mesmo no meio de uma palavra (como fold -w e o Wrap do CyberChef)', help: 'Para quebrar: cortar exatamente na largura, mesmo no meio de uma palavra.' },
				side: { label: 'Preencher no', description: 'pad: no início (padrão) ou no fim de cada linha', help: 'Para preencher linhas: adicionar os caracteres no início ou no fim de cada linha.', options: { start: 'Início', end: 'Fim' } },
				length: { label: 'Quantos caracteres', description: 'pad: quantos caracteres adicionar a cada linha, 0-1.000; padrão 5', help: 'Para preencher linhas: quantos caracteres adicionar a cada linha. Vazio: 5.' },
				character: { label: 'Caractere de preenchimento', description: 'pad: o caractere adicionado, exatamente um; padrão um espaço', help: 'Para preencher linhas: o caractere a adicionar (um só). Vazio: um espaço.' },
				path_separator: { label: 'Separador de pastas', description: 'file-tree: o que separa as pastas de um caminho; padrão `/`', help: 'Para a árvore de arquivos: o que separa as pastas em cada caminho. Vazio: /.' },
				tree_style: { label: 'Desenho', description: 'file-tree: ascii (`|---nome`, como o CyberChef; padrão) ou lines (`├── nome`, como o tree --fromfile)', help: 'Para a árvore de arquivos: caracteres simples como o CyberChef desenha, ou linhas de caixa como o comando tree.', options: { ascii: 'Simples (|---)', lines: 'Linhas (├──)' } },
				lower_case: { label: 'Minúsculas', description: 'list: passar cada item para minúsculas primeiro', help: 'Para converter uma lista: passar cada item para minúsculas.' },
				remove_duplicates: { label: 'Remover duplicados', description: 'list: descartar itens repetidos, mantendo o primeiro (ligado por padrão, como no IT-Tools)', help: 'Para converter uma lista: manter cada item uma só vez.' },
				reverse_list: { label: 'Inverter a lista', description: 'list: inverter a ordem dos itens', help: 'Para converter uma lista: o último item primeiro.' },
				list_sort: { label: 'Ordenar a lista', description: 'list: none (padrão), asc ou desc, na ordem que `mode` indica', help: 'Para converter uma lista: ordenar os itens, na ordem escolhida em “Ordenar por”.', options: { none: 'Não ordenar', asc: 'Crescente', desc: 'Decrescente' } },
				trim_items: { label: 'Aparar os itens', description: 'list: remover os espaços em volta de cada item (ligado por padrão); itens vazios sempre saem', help: 'Para converter uma lista: remover os espaços em volta de cada item. Itens vazios sempre saem.' },
				item_prefix: { label: 'Antes de cada item', description: 'list: texto antes de cada item', help: 'Para converter uma lista: texto posto antes de cada item, como uma aspa ou <li>.' },
				item_suffix: { label: 'Depois de cada item', description: 'list: texto depois de cada item', help: 'Para converter uma lista: texto posto depois de cada item.' },
				list_prefix: { label: 'Antes da lista', description: 'list: texto antes da lista inteira', help: 'Para converter uma lista: texto posto antes da lista inteira, como [ ou <ul>.' },
				list_suffix: { label: 'Depois da lista', description: 'list: texto depois da lista inteira', help: 'Para converter uma lista: texto posto depois da lista inteira.' },
				line_breaks: { label: 'Um item por linha', description: 'list: uma quebra de linha depois de cada separador, e o texto antes e depois da lista em linhas próprias', help: 'Para converter uma lista: uma quebra de linha depois de cada separador, e o texto antes e depois da lista em linhas próprias.' }
			},
			examples: {
				'Sort in natural order': 'Ordenar em ordem natural',
				'Remove duplicates, with counts': 'Remover duplicadas, com contagem',
				'Sort IP addresses': 'Ordenar endereços IP',
				'Join lines with commas': 'Juntar linhas com vírgulas',
				'Draw a file tree': 'Desenhar uma árvore de arquivos',
				'Convert a list': 'Converter uma lista'
			}
		}
	},
	es: {
		'text-lines': {
			title: 'Herramientas de líneas',
			summary: 'Ordena (texto, número, orden natural, IP, hexadecimal o longitud), quita líneas duplicadas, invierte, baraja, toma las primeras o las últimas líneas, filtra por expresión regular, numera o quita la numeración, recorta, rellena, parte, une, separa, añade un prefijo o sufijo a cada línea, expande rangos de letras, dibuja un árbol de archivos a partir de rutas, o convierte una lista de una vez.',
			keywords: ['ordenar líneas', 'quitar duplicados', 'barajar líneas', 'filtrar líneas', 'numerar líneas', 'quitar líneas vacías', 'conversor de listas', 'quitar números de línea', 'rellenar líneas', 'árbol de archivos'],
			fields: {
				input: { label: 'Líneas', description: 'El texto, un elemento por línea (o separado por `delimiter`); hasta 200 000 caracteres', help: 'El texto, un elemento por línea.' },
				action: { label: 'Acción', description: 'sort, unique, reverse, shuffle, head, tail, filter, number (`1 línea`, como nl -ba -w1 -s" "), remove-empty, trim, wrap (como fold -s -w, o fold -w con `hard`), join, split, prefix, suffix, remove-numbers (el número al principio de la línea, como el Remove line numbers de CyberChef), pad, expand-range (`a-e` da `a,b,c,d,e`), file-tree (un árbol dibujado a partir de rutas) y list (el conversor de listas de IT-Tools en una llamada)', help: 'Qué hacer con las líneas. Las opciones de abajo dicen qué acción las usa.', options: actionsEs },
				order: { label: 'Orden', description: 'sort: asc (por defecto) o desc; las líneas iguales conservan su orden', help: 'Para ordenar: de la A a la Z (ascendente) o de la Z a la A (descendente).', options: { asc: 'Ascendente', desc: 'Descendente' } },
				mode: {
					label: 'Ordenar por',
					description: 'sort: text (por punto de código), numeric (el número del principio, como sort -n), natural (file2 antes que file10), ip (IPv4 y luego IPv6 por valor, luego las demás líneas), hex (el número hexadecimal del principio, 0x opcional), length (por la longitud en caracteres)',
					help: 'Para ordenar: texto compara carácter a carácter; número lee el número al principio de cada línea; natural pone file2 antes que file10; IP ordena direcciones por valor, IPv4 primero; hexadecimal lee un número hexadecimal al principio; longitud pone primero las líneas cortas.',
					options: { text: 'Texto', numeric: 'Número al principio', natural: 'Natural (file2 antes que file10)', ip: 'Dirección IP', hex: 'Número hexadecimal al principio', length: 'Longitud' }
				},
				case_insensitive: { label: 'Ignorar mayúsculas', description: 'sort (text, natural), unique y filter: ignorar mayúsculas y minúsculas', help: 'Para ordenar, quitar duplicadas y filtrar: tratar A y a como iguales.' },
				count: { label: 'Contar repeticiones', description: 'unique: cada línea como `N línea`, la cuenta, un espacio y la línea', help: 'Para quitar duplicadas: empezar cada línea con cuántas veces apareció.' },
				seed: { label: 'Semilla', description: 'shuffle: la misma semilla da el mismo orden, random.Random(seed).shuffle de Python; sin ella el orden es aleatorio', help: 'Para barajar: un número que da siempre el mismo orden (como random.Random(seed) de Python). Vacío: un orden aleatorio nuevo.' },
				n: { label: 'Cuántas líneas', description: 'head, tail: cuántas líneas, 0-1 000 000; por defecto 10', help: 'Para primeras y últimas líneas. Vacío: 10.' },
				pattern: { label: 'Patrón', description: 'filter: una expresión regular de JavaScript (modo Unicode) buscada en cada línea; hasta 1000 caracteres; sin ella se quedan todas las líneas', help: 'Para filtrar: una expresión regular; se quedan las líneas que contienen una coincidencia.' },
				invert: { label: 'Quedarse con las líneas que no coinciden', description: 'filter: quedarse con las líneas sin coincidencia', help: 'Para filtrar: descartar las líneas que coinciden.' },
				width: { label: 'Ancho', description: 'wrap: la línea más ancha en columnas, 1-10 000; por defecto 80', help: 'Para partir: el máximo de caracteres por línea; las líneas se parten después de un espacio cuando se puede. Vacío: 80.' },
				separator: { label: 'Separador', description: 'join: lo que va entre las líneas; split: dónde cortar el texto (no vacío); expand-range: lo que va entre los caracteres (vacío para nada); list: lo que va entre los elementos; por defecto `,`', help: 'Para unir: lo que va entre las líneas. Para separar: dónde cortar el texto. Para expandir rangos: lo que va entre las letras (vacío para nada). Para convertir una lista: lo que va entre los elementos.' },
				text: { label: 'Prefijo o sufijo', description: 'prefix, suffix: lo que se añade a cada línea; hasta 1000 caracteres', help: 'Para añadir un prefijo o un sufijo: el texto que se añade a cada línea.' },
				delimiter: { label: 'Separador de líneas', description: 'Lo que separa las líneas, al leer y al escribir; por defecto un salto de línea (\\n, y \\r\\n al leer)', help: 'Lo que separa las líneas, si no es un salto de línea (una coma, un punto y coma…).', placeholder: 'un salto de línea' },
				by: { label: 'Invertir qué', description: 'reverse: line (el orden de las líneas, como tac; por defecto), character (todo el texto al revés, como el Reverse de CyberChef), line-characters (cada línea al revés, como rev)', help: 'Para invertir: el orden de las líneas, todo el texto letra por letra, o las letras de cada línea.', options: { line: 'Orden de las líneas', character: 'Todo el texto, letra por letra', 'line-characters': 'Letras de cada línea' } },
				hard: { label: 'Cortar dentro de las palabras', description: 'wrap: cortar justo en el ancho, aunque sea en medio de una palabra (como fold -w y el Wrap de CyberChef)', help: 'Para partir: cortar justo en el ancho, aunque sea en medio de una palabra.' },
				side: { label: 'Rellenar al', description: 'pad: al principio (por defecto) o al final de cada línea', help: 'Para rellenar líneas: añadir los caracteres al principio o al final de cada línea.', options: { start: 'Principio', end: 'Final' } },
				length: { label: 'Cuántos caracteres', description: 'pad: cuántos caracteres añadir a cada línea, 0-1000; por defecto 5', help: 'Para rellenar líneas: cuántos caracteres añadir a cada línea. Vacío: 5.' },
				character: { label: 'Carácter de relleno', description: 'pad: el carácter que se añade, exactamente uno; por defecto un espacio', help: 'Para rellenar líneas: el carácter que se añade (uno solo). Vacío: un espacio.' },
				path_separator: { label: 'Separador de carpetas', description: 'file-tree: lo que separa las carpetas de una ruta; por defecto `/`', help: 'Para el árbol de archivos: lo que separa las carpetas en cada ruta. Vacío: /.' },
				tree_style: { label: 'Dibujo', description: 'file-tree: ascii (`|---nombre`, como CyberChef; por defecto) o lines (`├── nombre`, como tree --fromfile)', help: 'Para el árbol de archivos: caracteres simples como los dibuja CyberChef, o líneas de caja como el comando tree.', options: { ascii: 'Simple (|---)', lines: 'Líneas (├──)' } },
				lower_case: { label: 'Minúsculas', description: 'list: pasar cada elemento a minúsculas primero', help: 'Para convertir una lista: pasar cada elemento a minúsculas.' },
				remove_duplicates: { label: 'Quitar duplicados', description: 'list: descartar los elementos repetidos, conservando el primero (activado por defecto, como en IT-Tools)', help: 'Para convertir una lista: dejar cada elemento una sola vez.' },
				reverse_list: { label: 'Invertir la lista', description: 'list: invertir el orden de los elementos', help: 'Para convertir una lista: el último elemento primero.' },
				list_sort: { label: 'Ordenar la lista', description: 'list: none (por defecto), asc o desc, en el orden que indica `mode`', help: 'Para convertir una lista: ordenar los elementos, en el orden elegido en «Ordenar por».', options: { none: 'No ordenar', asc: 'Ascendente', desc: 'Descendente' } },
				trim_items: { label: 'Recortar los elementos', description: 'list: quitar los espacios alrededor de cada elemento (activado por defecto); los elementos vacíos siempre se quitan', help: 'Para convertir una lista: quitar los espacios alrededor de cada elemento. Los elementos vacíos siempre se quitan.' },
				item_prefix: { label: 'Antes de cada elemento', description: 'list: texto antes de cada elemento', help: 'Para convertir una lista: texto que va antes de cada elemento, como una comilla o <li>.' },
				item_suffix: { label: 'Después de cada elemento', description: 'list: texto después de cada elemento', help: 'Para convertir una lista: texto que va después de cada elemento.' },
				list_prefix: { label: 'Antes de la lista', description: 'list: texto antes de toda la lista', help: 'Para convertir una lista: texto que va antes de toda la lista, como [ o <ul>.' },
				list_suffix: { label: 'Después de la lista', description: 'list: texto después de toda la lista', help: 'Para convertir una lista: texto que va después de toda la lista.' },
				line_breaks: { label: 'Un elemento por línea', description: 'list: un salto de línea después de cada separador, y el texto antes y después de la lista en líneas propias', help: 'Para convertir una lista: un salto de línea después de cada separador, y el texto antes y después de la lista en líneas propias.' }
			},
			examples: {
				'Sort in natural order': 'Ordenar en orden natural',
				'Remove duplicates, with counts': 'Quitar duplicadas, con cuentas',
				'Sort IP addresses': 'Ordenar direcciones IP',
				'Join lines with commas': 'Unir líneas con comas',
				'Draw a file tree': 'Dibujar un árbol de archivos',
				'Convert a list': 'Convertir una lista'
			}
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	textLines: {
		en: { lines: 'lines', line: 'line', items: 'items', item: 'item', from: 'from', copy: 'the lines', download: 'Download', again: 'Use as input', empty: 'No lines left.' },
		'pt-BR': { lines: 'linhas', line: 'linha', items: 'elementos', item: 'elemento', from: 'de', copy: 'as linhas', download: 'Baixar', again: 'Usar como entrada', empty: 'Não sobrou nenhuma linha.' },
		es: { lines: 'líneas', line: 'línea', items: 'elementos', item: 'elemento', from: 'de', copy: 'las líneas', download: 'Descargar', again: 'Usar como entrada', empty: 'No queda ninguna línea.' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		pattern_invalid: ({ reason }) => `não é uma expressão regular válida: ${reason}`,
		empty: 'não pode ser vazio',
		one_character: 'deve ser exatamente um caractere',
		output_too_long: ({ max, got }) => `a resposta passaria do limite de ${max.toLocaleString('pt-BR')} caracteres (cerca de ${got.toLocaleString('pt-BR')}); envie menos linhas ou um texto mais curto`
	},
	es: {
		pattern_invalid: ({ reason }) => `no es una expresión regular válida: ${reason}`,
		empty: 'no puede estar vacío',
		one_character: 'debe ser exactamente un carácter',
		output_too_long: ({ max, got }) => `la respuesta pasaría del límite de ${max.toLocaleString('es')} caracteres (unos ${got.toLocaleString('es')}); envíe menos líneas o un texto más corto`
	}
} satisfies ErrorWords<typeof errors>;
