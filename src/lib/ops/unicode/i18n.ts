import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

const PT_CREDIT = 'Unicode Character Database (Unicode, Inc., Unicode License v3), como o unicodedata do Python e o Blocks.txt a trazem';
const ES_CREDIT = 'Unicode Character Database (Unicode, Inc., Unicode License v3), tal como la traen unicodedata de Python y Blocks.txt';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		unicode: {
			input: { label: 'Characters to describe', help: 'Paste or type text: each character gets its code point, name, category, block and bytes. Leave empty to search by name instead.' },
			search: { label: 'Find by name', help: 'Words of a name, such as "grinning" or "cat face", or a code point such as U+1F600. Leave empty to describe characters instead.' }
		}
	},
	'pt-BR': {
		unicode: {
			title: 'Inspetor de caracteres Unicode',
			summary: 'Descreve cada caractere de um texto (ponto de código, nome, categoria, bloco, bytes UTF-8 e UTF-16, referência HTML) ou encontra caracteres e emoji pelo nome.',
			keywords: ['unicode', 'caractere', 'ponto de código', 'emoji', 'nome do caractere', 'utf-8', 'utf-16', 'entidade html', 'símbolo', 'buscar caracteres'],
			fields: {
				input: { label: 'Caracteres a descrever', description: 'Os caracteres a descrever, cada ponto de código uma vez, em ordem; até 1.000 caracteres', help: 'Cole ou digite um texto: cada caractere ganha ponto de código, nome, categoria, bloco e bytes. Deixe vazio para buscar pelo nome.' },
				search: { label: 'Buscar pelo nome', description: 'Palavras do nome de um caractere (grinning, cat face; cada palavra deve iniciar uma palavra do nome, maiúsculas ou minúsculas tanto faz) ou um ponto de código (U+1F600); até 100 caracteres', help: 'Palavras de um nome em inglês, como "grinning" ou "cat face", ou um ponto de código como U+1F600. Deixe vazio para descrever caracteres.' }
			},
			examples: { 'Describe characters': 'Descrever caracteres', 'Find by name': 'Buscar pelo nome', 'Look up a code point': 'Consultar um ponto de código' },
			attribution: PT_CREDIT
		}
	},
	es: {
		unicode: {
			title: 'Inspector de caracteres Unicode',
			summary: 'Describe cada carácter de un texto (punto de código, nombre, categoría, bloque, bytes UTF-8 y UTF-16, referencia HTML) o encuentra caracteres y emoji por su nombre.',
			keywords: ['unicode', 'carácter', 'punto de código', 'emoji', 'nombre del carácter', 'utf-8', 'utf-16', 'entidad html', 'símbolo', 'buscar caracteres'],
			fields: {
				input: { label: 'Caracteres a describir', description: 'Los caracteres a describir, cada punto de código una vez, en orden; hasta 1000 caracteres', help: 'Pegue o escriba un texto: cada carácter recibe su punto de código, nombre, categoría, bloque y bytes. Déjelo vacío para buscar por nombre.' },
				search: { label: 'Buscar por nombre', description: 'Palabras del nombre de un carácter (grinning, cat face; cada palabra debe empezar una palabra del nombre, sin distinguir mayúsculas) o un punto de código (U+1F600); hasta 100 caracteres', help: 'Palabras de un nombre en inglés, como "grinning" o "cat face", o un punto de código como U+1F600. Déjelo vacío para describir caracteres.' }
			},
			examples: { 'Describe characters': 'Describir caracteres', 'Find by name': 'Buscar por nombre', 'Look up a code point': 'Consultar un punto de código' },
			attribution: ES_CREDIT
		}
	}
};

const CATEGORIES_EN = { Lu: 'Uppercase letter', Ll: 'Lowercase letter', Lt: 'Titlecase letter', Lm: 'Modifier letter', Lo: 'Other letter', Mn: 'Nonspacing mark', Mc: 'Spacing mark', Me: 'Enclosing mark', Nd: 'Decimal digit', Nl: 'Letter number', No: 'Other number', Pc: 'Connector punctuation', Pd: 'Dash', Ps: 'Opening punctuation', Pe: 'Closing punctuation', Pi: 'Initial quote', Pf: 'Final quote', Po: 'Other punctuation', Sm: 'Math symbol', Sc: 'Currency symbol', Sk: 'Modifier symbol', So: 'Other symbol', Zs: 'Space', Zl: 'Line separator', Zp: 'Paragraph separator', Cc: 'Control', Cf: 'Format', Cs: 'Surrogate', Co: 'Private use', Cn: 'Unassigned' };
const CATEGORIES_PT: typeof CATEGORIES_EN = { Lu: 'Letra maiúscula', Ll: 'Letra minúscula', Lt: 'Letra de título', Lm: 'Letra modificadora', Lo: 'Outra letra', Mn: 'Marca sem espaço', Mc: 'Marca com espaço', Me: 'Marca envolvente', Nd: 'Dígito decimal', Nl: 'Número letra', No: 'Outro número', Pc: 'Pontuação de ligação', Pd: 'Traço', Ps: 'Pontuação de abertura', Pe: 'Pontuação de fechamento', Pi: 'Aspa inicial', Pf: 'Aspa final', Po: 'Outra pontuação', Sm: 'Símbolo matemático', Sc: 'Símbolo de moeda', Sk: 'Símbolo modificador', So: 'Outro símbolo', Zs: 'Espaço', Zl: 'Separador de linha', Zp: 'Separador de parágrafo', Cc: 'Controle', Cf: 'Formato', Cs: 'Substituto (surrogate)', Co: 'Uso privado', Cn: 'Não atribuído' };
const CATEGORIES_ES: typeof CATEGORIES_EN = { Lu: 'Letra mayúscula', Ll: 'Letra minúscula', Lt: 'Letra de título', Lm: 'Letra modificadora', Lo: 'Otra letra', Mn: 'Marca sin espacio', Mc: 'Marca con espacio', Me: 'Marca envolvente', Nd: 'Dígito decimal', Nl: 'Número letra', No: 'Otro número', Pc: 'Puntuación conectora', Pd: 'Guion', Ps: 'Puntuación de apertura', Pe: 'Puntuación de cierre', Pi: 'Comilla inicial', Pf: 'Comilla final', Po: 'Otra puntuación', Sm: 'Símbolo matemático', Sc: 'Símbolo de moneda', Sk: 'Símbolo modificador', So: 'Otro símbolo', Zs: 'Espacio', Zl: 'Separador de línea', Zp: 'Separador de párrafo', Cc: 'Carácter de control', Cf: 'Formato', Cs: 'Sustituto (surrogate)', Co: 'Uso privado', Cn: 'Sin asignar' };

/** The words of the module's view in every language. */
export const viewWords = {
	unicode: {
		en: { characters: 'characters', matches: 'matches', of: 'of', noName: 'no name', none: 'No character has a name with these words.', empty: 'Nothing to describe.', emoji: 'Emoji', block: 'Block', category: 'Category', copyChar: 'the character', copyCode: 'the code point', copyHtml: 'the HTML reference', notUtf8: 'not UTF-8 (a lone surrogate)', describe: 'Describe', categories: CATEGORIES_EN },
		'pt-BR': { characters: 'caracteres', matches: 'resultados', of: 'de', noName: 'sem nome', none: 'Nenhum caractere tem um nome com estas palavras.', empty: 'Nada a descrever.', emoji: 'É emoji', block: 'Bloco', category: 'Categoria', copyChar: 'o caractere', copyCode: 'o ponto de código', copyHtml: 'a referência HTML', notUtf8: 'não é UTF-8 (um surrogate isolado)', describe: 'Descrever', categories: CATEGORIES_PT },
		es: { characters: 'caracteres', matches: 'resultados', of: 'de', noName: 'sin nombre', none: 'Ningún carácter tiene un nombre con estas palabras.', empty: 'Nada que describir.', emoji: 'Es emoji', block: 'Bloque', category: 'Categoría', copyChar: 'el carácter', copyCode: 'el punto de código', copyHtml: 'la referencia HTML', notUtf8: 'no es UTF-8 (un surrogate aislado)', describe: 'Describir', categories: CATEGORIES_ES }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		one_of: 'envie `input` (caracteres a descrever) ou `search` (palavras de um nome), não os dois',
		neither: 'envie `input` (caracteres a descrever) ou `search` (palavras de um nome)'
	},
	es: {
		one_of: 'envíe `input` (caracteres a describir) o `search` (palabras de un nombre), no los dos',
		neither: 'envíe `input` (caracteres a describir) o `search` (palabras de un nombre)'
	}
} satisfies ErrorWords<typeof errors>;
