import type { ModuleTexts, ModuleViewWords } from '../texts.js';

const ACTION_OPTIONS = {
	en: {
		'strip-html': 'Strip HTML tags',
		'strip-ansi': 'Strip ANSI escape codes',
		'remove-diacritics': 'Remove diacritics (accents)',
		normalize: 'Normalize Unicode',
		'remove-whitespace': 'Remove whitespace',
		'remove-null-bytes': 'Remove null bytes',
		reverse: 'Reverse',
		numeronym: 'Numeronym (i18n)',
		leet: 'Leet speak',
		obfuscate: 'Obfuscate (mask)',
		'smart-quotes-to-ascii': 'Smart quotes to ASCII',
		'swap-case': 'sWAP cASE',
		'alternating-case': 'aLtErNaTiNg case',
		'leet-decode': 'From leet speak',
		'caret-encode': 'Caret notation (cat -v)',
		'caret-decode': 'Read caret notation (^M, M-a)',
		'unicode-format': 'U̲n̲d̲e̲r̲l̲i̲n̲e̲ or s̶t̶r̶i̶k̶e̶ (combining)'
	},
	'pt-BR': {
		'strip-html': 'Tirar tags HTML',
		'strip-ansi': 'Tirar códigos de escape ANSI',
		'remove-diacritics': 'Tirar diacríticos (acentos)',
		normalize: 'Normalizar Unicode',
		'remove-whitespace': 'Tirar espaços em branco',
		'remove-null-bytes': 'Tirar bytes nulos',
		reverse: 'Inverter',
		numeronym: 'Numerônimo (i18n)',
		leet: 'Escrita leet (1337)',
		obfuscate: 'Ofuscar (mascarar)',
		'smart-quotes-to-ascii': 'Aspas tipográficas para ASCII',
		'swap-case': 'iNVERTER mAIÚSCULAS',
		'alternating-case': 'mAiÚsCuLaS aLtErNaDaS',
		'leet-decode': 'Ler escrita leet',
		'caret-encode': 'Notação de circunflexo (cat -v)',
		'caret-decode': 'Ler notação de circunflexo (^M, M-a)',
		'unicode-format': 'S̲u̲b̲l̲i̲n̲h̲a̲r̲ ou r̶i̶s̶c̶a̶r̶ (combinantes)'
	},
	es: {
		'strip-html': 'Quitar etiquetas HTML',
		'strip-ansi': 'Quitar códigos de escape ANSI',
		'remove-diacritics': 'Quitar diacríticos (tildes)',
		normalize: 'Normalizar Unicode',
		'remove-whitespace': 'Quitar espacios en blanco',
		'remove-null-bytes': 'Quitar bytes nulos',
		reverse: 'Invertir',
		numeronym: 'Numerónimo (i18n)',
		leet: 'Escritura leet (1337)',
		obfuscate: 'Ofuscar (enmascarar)',
		'smart-quotes-to-ascii': 'Comillas tipográficas a ASCII',
		'swap-case': 'iNVERTIR mAYÚSCULAS',
		'alternating-case': 'mAyÚsCuLaS aLtErNaDaS',
		'leet-decode': 'Leer escritura leet',
		'caret-encode': 'Notación de circunflejo (cat -v)',
		'caret-decode': 'Leer notación de circunflejo (^M, M-a)',
		'unicode-format': 'S̲u̲b̲r̲a̲y̲a̲r̲ o t̶a̶c̶h̶a̶r̶ (combinantes)'
	}
};

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'text-transform': {
			input: { label: 'Text', help: 'The text to clean up: HTML, terminal output with colours, text with accents or typographic quotes, a secret to mask.' },
			action: { help: 'What to do with the text. Normalize uses the form below; Obfuscate the four fields after it.', options: ACTION_OPTIONS.en },
			form: { label: 'Normalization form', help: 'For Normalize: NFC composes (é as one character), NFD decomposes (e + ◌́), NFKC and NFKD also fold compatibility characters (ﬁ → fi, ① → 1).', unset: 'NFC (the default)' },
			keep_first: { label: 'Keep first', help: 'For Obfuscate: how many characters stay visible at the start. Empty: 4.' },
			keep_last: { label: 'Keep last', help: 'For Obfuscate: how many characters stay visible at the end. Empty: 0.' },
			char: { label: 'Mask character', help: 'For Obfuscate: the character written in place of the hidden ones. Empty: *.' },
			keep_spaces: { label: 'Keep spaces', help: 'For Obfuscate: leave spaces visible, so the words’ lengths show. On unless unticked.' },
			underline: { label: 'Underline', help: 'For Underline or strike: a line under every character (U+0332), which survives pasting into chats and bios. On unless unticked.' },
			strikethrough: { label: 'Strike through', help: 'For Underline or strike: a line through every character (U+0336).' }
		}
	},
	'pt-BR': {
		'text-transform': {
			title: 'Limpeza de texto',
			summary: 'Tira tags HTML ou cores ANSI, remove acentos, espaços ou bytes nulos, normaliza Unicode, inverte, faz numerônimos e leet speak, mascara segredos, endireita aspas tipográficas troca ou alterna maiúsculas, escreve e lê a notação de circunflexo do cat -v e sublinha ou risca com caracteres combinantes.',
			keywords: ['tirar html', 'html para texto', 'remover acentos', 'normalizar unicode', 'numerônimo', 'ofuscar', 'aspas tipográficas', 'notação de circunflexo', 'sublinhado', 'riscado'],
			fields: {
				input: { label: 'Texto', description: 'O texto; até 100.000 caracteres', help: 'O texto a limpar: HTML, saída de terminal com cores, texto com acentos ou aspas tipográficas, um segredo a mascarar.' },
				action: {
					label: 'Ação',
					description: 'strip-html: o texto, elementos de bloco e <br> como quebras de linha; strip-ansi: sequências de escape ECMA-48 removidas; remove-diacritics: NFD sem as marcas combinantes, depois NFC; normalize (`form`); remove-whitespace: todo caractere Unicode White_Space; remove-null-bytes; reverse: por grafema; numeronym: cada palavra de mais de 3 caracteres como primeira letra, contagem, última letra; leet: a4 e3 i1 o0 s5 t7; obfuscate (`keep_first`, `keep_last`, `char`, `keep_spaces`); smart-quotes-to-ascii: aspas, travessões, reticências e símbolos tipográficos em ASCII; swap-case (como str.swapcase do Python); alternating-case: minúscula, MAIÚSCULA… nas letras com caixa; leet-decode: 4 3 1 0 5 7 de volta a a e i o s t (From Leet Speak do CyberChef); caret-encode: os bytes UTF-8 como o `cat -v` os mostra (^A, ^?, M-a, M-^@; tab e quebra de linha mantidos); caret-decode: essa notação de volta a bytes (Caret/M-decode do CyberChef), `output` o texto UTF-8 deles e `bytes_hex` os bytes; unicode-format: U+0336 (`strikethrough`) e depois U+0332 (`underline`) após cada caractere, exceto quebras de linha',
					help: 'O que fazer com o texto. Normalizar usa a forma abaixo; Ofuscar, os quatro campos depois dela.',
					options: ACTION_OPTIONS['pt-BR']
				},
				form: { label: 'Forma de normalização', description: 'normalize: a forma de normalização Unicode; padrão NFC', help: 'Para Normalizar: NFC compõe (é como um caractere), NFD decompõe (e + ◌́), NFKC e NFKD também dobram caracteres de compatibilidade (ﬁ → fi, ① → 1).', unset: 'NFC (o padrão)' },
				keep_first: { label: 'Manter no início', description: 'obfuscate: caracteres mantidos no início; padrão 4', help: 'Para Ofuscar: quantos caracteres ficam visíveis no início. Vazio: 4.' },
				keep_last: { label: 'Manter no fim', description: 'obfuscate: caracteres mantidos no fim; padrão 0', help: 'Para Ofuscar: quantos caracteres ficam visíveis no fim. Vazio: 0.' },
				char: { label: 'Caractere da máscara', description: 'obfuscate: o caractere escrito no lugar dos outros; padrão *', help: 'Para Ofuscar: o caractere escrito no lugar dos escondidos. Vazio: *.' },
				keep_spaces: { label: 'Manter espaços', description: 'obfuscate: deixar os espaços como estão; padrão true', help: 'Para Ofuscar: deixar os espaços visíveis, para o tamanho das palavras aparecer. Ligado, a menos que desmarcado.' },
				underline: { label: 'Sublinhar', description: 'unicode-format: uma linha baixa combinante (U+0332) depois de cada caractere; padrão true', help: 'Para Sublinhar ou riscar: uma linha sob cada caractere (U+0332), que sobrevive a ser colada em chats e perfis. Ligado, a menos que desmarcado.' },
				strikethrough: { label: 'Riscar', description: 'unicode-format: um traço longo sobreposto combinante (U+0336) depois de cada caractere; padrão false', help: 'Para Sublinhar ou riscar: uma linha atravessando cada caractere (U+0336).' }
			},
			examples: { 'Text of an HTML fragment': 'Texto de um trecho de HTML', 'Accents removed': 'Acentos removidos', 'A token masked': 'Um token mascarado', Numeronyms: 'Numerônimos', 'cat -v output read back': 'Saída do cat -v lida de volta', 'Struck-through text': 'Texto riscado' }
		}
	},
	es: {
		'text-transform': {
			title: 'Limpieza de texto',
			summary: 'Quita etiquetas HTML o colores ANSI, elimina tildes, espacios o bytes nulos, normaliza Unicode, invierte, hace numerónimos y leet speak, enmascara secretos, endereza comillas tipográficas invierte o alterna mayúsculas, escribe y lee la notación de circunflejo de cat -v y subraya o tacha con caracteres combinantes.',
			keywords: ['quitar html', 'html a texto', 'quitar tildes', 'normalizar unicode', 'numerónimo', 'ofuscar', 'comillas tipográficas', 'notación de circunflejo', 'subrayado', 'tachado'],
			fields: {
				input: { label: 'Texto', description: 'El texto; hasta 100 000 caracteres', help: 'El texto a limpiar: HTML, salida de terminal con colores, texto con tildes o comillas tipográficas, un secreto a enmascarar.' },
				action: {
					label: 'Acción',
					description: 'strip-html: el texto, elementos de bloque y <br> como saltos de línea; strip-ansi: secuencias de escape ECMA-48 eliminadas; remove-diacritics: NFD sin las marcas combinantes, luego NFC; normalize (`form`); remove-whitespace: todo carácter Unicode White_Space; remove-null-bytes; reverse: por grafema; numeronym: cada palabra de más de 3 caracteres como primera letra, cuenta, última letra; leet: a4 e3 i1 o0 s5 t7; obfuscate (`keep_first`, `keep_last`, `char`, `keep_spaces`); smart-quotes-to-ascii: comillas, rayas, puntos suspensivos y símbolos tipográficos en ASCII; swap-case (como str.swapcase de Python); alternating-case: minúscula, MAYÚSCULA… en las letras con caja; leet-decode: 4 3 1 0 5 7 de vuelta a a e i o s t (From Leet Speak de CyberChef); caret-encode: los bytes UTF-8 como los muestra `cat -v` (^A, ^?, M-a, M-^@; tabulador y salto de línea conservados); caret-decode: esa notación de vuelta a bytes (Caret/M-decode de CyberChef), `output` su texto UTF-8 y `bytes_hex` los bytes; unicode-format: U+0336 (`strikethrough`) y luego U+0332 (`underline`) tras cada carácter, salvo saltos de línea',
					help: 'Qué hacer con el texto. Normalizar usa la forma de abajo; Ofuscar, los cuatro campos siguientes.',
					options: ACTION_OPTIONS.es
				},
				form: { label: 'Forma de normalización', description: 'normalize: la forma de normalización Unicode; por defecto NFC', help: 'Para Normalizar: NFC compone (é como un carácter), NFD descompone (e + ◌́), NFKC y NFKD también pliegan caracteres de compatibilidad (ﬁ → fi, ① → 1).', unset: 'NFC (por defecto)' },
				keep_first: { label: 'Conservar al inicio', description: 'obfuscate: caracteres conservados al inicio; por defecto 4', help: 'Para Ofuscar: cuántos caracteres quedan visibles al inicio. Vacío: 4.' },
				keep_last: { label: 'Conservar al final', description: 'obfuscate: caracteres conservados al final; por defecto 0', help: 'Para Ofuscar: cuántos caracteres quedan visibles al final. Vacío: 0.' },
				char: { label: 'Carácter de la máscara', description: 'obfuscate: el carácter escrito en lugar de los demás; por defecto *', help: 'Para Ofuscar: el carácter escrito en lugar de los ocultos. Vacío: *.' },
				keep_spaces: { label: 'Conservar espacios', description: 'obfuscate: dejar los espacios como están; por defecto true', help: 'Para Ofuscar: dejar los espacios visibles, para que se vea el largo de las palabras. Activado salvo que se desmarque.' },
				underline: { label: 'Subrayar', description: 'unicode-format: una línea baja combinante (U+0332) después de cada carácter; por defecto true', help: 'Para Subrayar o tachar: una línea bajo cada carácter (U+0332), que sobrevive al pegarse en chats y perfiles. Activado salvo que se desmarque.' },
				strikethrough: { label: 'Tachar', description: 'unicode-format: un trazo largo superpuesto combinante (U+0336) después de cada carácter; por defecto false', help: 'Para Subrayar o tachar: una línea que atraviesa cada carácter (U+0336).' }
			},
			examples: { 'Text of an HTML fragment': 'Texto de un fragmento HTML', 'Accents removed': 'Tildes eliminadas', 'A token masked': 'Un token enmascarado', Numeronyms: 'Numerónimos', 'cat -v output read back': 'Salida de cat -v leída de vuelta', 'Struck-through text': 'Texto tachado' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	textTransform: {
		en: { actions: ACTION_OPTIONS.en, copy: 'the result', chars: 'characters', removed: 'removed', added: 'added', again: 'Transform this again', empty: 'Nothing left: the action removed every character.', bytes: 'Bytes in hex', notUtf8: 'These bytes are not all UTF-8: � marks the ones that are not text; the hex has them all.' },
		'pt-BR': { actions: ACTION_OPTIONS['pt-BR'], copy: 'o resultado', chars: 'caracteres', removed: 'removidos', added: 'acrescentados', again: 'Transformar de novo', empty: 'Não sobrou nada: a ação removeu todos os caracteres.', bytes: 'Bytes em hexadecimal', notUtf8: 'Nem todos estes bytes são UTF-8: � marca os que não são texto; o hex tem todos.' },
		es: { actions: ACTION_OPTIONS.es, copy: 'el resultado', chars: 'caracteres', removed: 'eliminados', added: 'añadidos', again: 'Transformar de nuevo', empty: 'No quedó nada: la acción eliminó todos los caracteres.', bytes: 'Bytes en hexadecimal', notUtf8: 'No todos estos bytes son UTF-8: � marca los que no son texto; el hex los tiene todos.' }
	}
} satisfies ModuleViewWords;
