import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'text-escape': {
			input: { label: 'Text', help: 'To escape: the text as it is. To unescape: the escaped content, without the quotes around it (for shell and CSV, the whole word or field).' },
			language: {
				help: 'Where the text goes: a string literal (JSON, JavaScript, Python, C, Java), one shell word, an SQL string, a regex that matches it literally, XML, one CSV field or a form value.',
				options: { shell: 'Shell word (POSIX sh)', regex: 'Regex (literal text)', 'url-form': 'Form value (x-www-form-urlencoded)', unicode: 'Unicode escapes (\\u, %u, U+)', 'html-numeric': 'HTML character references (&#NN;)' }
			},
			direction: { help: 'Escape the text, or read an escaped form back.', unset: 'escape (the default)', options: { escape: 'Escape', unescape: 'Unescape' } },
			quote: { help: 'For JavaScript and Python: the quote the content sits between, so that quote is the one escaped. Empty: double for JavaScript, single for Python (as repr writes).', unset: 'the language’s usual quote', options: { double: 'Double "', single: "Single '", backtick: 'Backtick ` (template)' } },
			ascii_only: { label: 'ASCII only', help: 'Also escape every character outside ASCII (é → \\u00e9), for files or terminals that only take ASCII.' },
			prefix: { label: 'Notation', help: 'For Unicode escapes: how each character is written. \\u00E9 as in JavaScript and JSON, %u00E9 as old JavaScript escape(), U+00E9 as Unicode charts.', unset: '\\u (the default)', options: { '\\u': '\\u00E9 (as in JavaScript and JSON)', '%u': '%u00E9 (old JavaScript escape())', 'U+': 'U+00E9 (as in Unicode charts)' } },
			encode_all: { label: 'Every character', help: 'For Unicode escapes and HTML references: write letters, digits and spaces as codes too. Empty: only the others for Unicode escapes, every character for HTML references.' },
			padding: { label: 'Digits at least', help: 'For Unicode escapes: zeros in front up to this many hex digits (4 gives \\u00E9, 0 gives \\uE9).' },
			uppercase: { label: 'Upper-case hex', help: 'For Unicode escapes: \\u00E9 rather than \\u00e9. Empty: upper case.' }
		}
	},
	'pt-BR': {
		'text-escape': {
			title: 'Escapar e desescapar strings',
			summary: 'Escapa texto para uma string de JSON, JavaScript, Python, C ou Java, uma palavra de shell, SQL, uma regex, XML, um campo CSV ou um valor de formulário, escreve caracteres como códigos \\u, %u ou U+ ou referências HTML &#NN;, ou lê a forma escapada de volta.',
			keywords: ['escapar', 'desescapar', 'escapar string', 'barra invertida', 'escapar json', 'escapar sql', 'escapar regex', 'escapar shell', 'escapar caracteres unicode', 'texto para unicode'],
			fields: {
				input: { label: 'Texto', description: 'escape: o texto cru; unescape: o conteúdo escapado (sem as aspas em volta, exceto shell e csv). Até 100.000 caracteres', help: 'Para escapar: o texto como ele é. Para desescapar: o conteúdo escapado, sem as aspas em volta (para shell e CSV, a palavra ou o campo inteiro).' },
				language: {
					label: 'Linguagem',
					description: 'json (como json.dumps), javascript, python (como repr), c, java: o conteúdo de uma string literal; shell: uma palavra POSIX sh entre aspas simples; sql: aspas \'\' padrão; regex: como re.escape do Python; xml: texto ou valor de atributo; csv: um campo RFC 4180; url-form: application/x-www-form-urlencoded (como quote_plus); unicode: cada unidade UTF-16 como `prefix` e hexadecimal (Escape/Unescape Unicode Characters do CyberChef); html-numeric: cada caractere como referência decimal &#NN; (Text to Unicode do IT-Tools), lida de volta também em hexadecimal &#xHH;',
					help: 'Onde o texto vai: uma string literal (JSON, JavaScript, Python, C, Java), uma palavra de shell, uma string SQL, uma regex que o casa literalmente, XML, um campo CSV ou um valor de formulário.',
					options: { shell: 'Palavra de shell (POSIX sh)', regex: 'Regex (texto literal)', 'url-form': 'Valor de formulário (x-www-form-urlencoded)', unicode: 'Escapes Unicode (\\u, %u, U+)', 'html-numeric': 'Referências de caractere HTML (&#NN;)' }
				},
				direction: { label: 'Direção', description: 'escape (padrão) ou unescape', help: 'Escapar o texto ou ler de volta uma forma escapada.', unset: 'escapar (o padrão)', options: { escape: 'Escapar', unescape: 'Desescapar' } },
				quote: {
					label: 'Aspas',
					description: 'As aspas em volta do conteúdo: javascript double (padrão), single ou backtick; python single (padrão, como repr) ou double. python não tem backtick (422); as outras linguagens têm uma só forma e ignoram o campo',
					help: 'Para JavaScript e Python: as aspas em volta do conteúdo, que são as escapadas. Vazio: duplas no JavaScript, simples no Python (como escreve o repr).',
					unset: 'as aspas usuais da linguagem',
					options: { double: 'Duplas "', single: "Simples '", backtick: 'Crase ` (template)' }
				},
				ascii_only: { label: 'Só ASCII', description: 'escape: escapa também todo caractere fora do ASCII (json \\u, javascript \\x/\\u, python \\x/\\u/\\U, c bytes UTF-8 em octal, java \\u, xml &#N;); padrão false. As outras linguagens ignoram', help: 'Escapa também todo caractere fora do ASCII (é → \\u00e9), para arquivos ou terminais que só aceitam ASCII.' },
				prefix: { label: 'Notação', description: 'unicode: a notação, \\u (padrão), %u ou U+. Ao desescapar, \\u e %u leem 4 dígitos hexadecimais, U+ de 4 a 6; o prefixo vale em maiúsculas ou minúsculas', help: 'Para escapes Unicode: como cada caractere é escrito. \\u00E9 como em JavaScript e JSON, %u00E9 como o antigo escape() do JavaScript, U+00E9 como nas tabelas Unicode.', unset: '\\u (o padrão)', options: { '\\u': '\\u00E9 (como em JavaScript e JSON)', '%u': '%u00E9 (o antigo escape() do JavaScript)', 'U+': 'U+00E9 (como nas tabelas Unicode)' } },
				encode_all: { label: 'Todo caractere', description: 'escape de unicode e html-numeric: escreve também o ASCII imprimível (espaço a ~) como código; padrão false para unicode (como o CyberChef), true para html-numeric (como o IT-Tools)', help: 'Para escapes Unicode e referências HTML: escreve também letras, dígitos e espaços como códigos. Vazio: só os outros nos escapes Unicode, todos nas referências HTML.' },
				padding: { label: 'Dígitos no mínimo', description: 'escape de unicode: pelo menos esta quantidade de dígitos hexadecimais, com zeros à frente; 0-8, padrão 4', help: 'Para escapes Unicode: zeros à frente até esta quantidade de dígitos hexadecimais (4 dá \\u00E9, 0 dá \\uE9).' },
				uppercase: { label: 'Hexadecimal maiúsculo', description: 'escape de unicode: dígitos hexadecimais maiúsculos (\\u00E9); padrão true, como o CyberChef', help: 'Para escapes Unicode: \\u00E9 em vez de \\u00e9. Vazio: maiúsculas.' }
			},
			examples: { 'Text for a JSON string': 'Texto para uma string JSON', 'A shell word': 'Uma palavra de shell', 'A regex for a literal': 'Uma regex para um texto literal', 'A Python string read back': 'Uma string Python lida de volta', 'Unicode escapes of Greek': 'Escapes Unicode de um texto grego', 'Text as HTML character references': 'Texto como referências de caractere HTML' }
		}
	},
	es: {
		'text-escape': {
			title: 'Escapar y desescapar cadenas',
			summary: 'Escapa texto para una cadena de JSON, JavaScript, Python, C o Java, una palabra de shell, SQL, una regex, XML, un campo CSV o un valor de formulario, escribe caracteres como códigos \\u, %u o U+ o referencias HTML &#NN;, o lee la forma escapada de vuelta.',
			keywords: ['escapar', 'desescapar', 'escapar cadena', 'barra invertida', 'escapar json', 'escapar sql', 'escapar regex', 'escapar shell', 'escapar caracteres unicode', 'texto a unicode'],
			fields: {
				input: { label: 'Texto', description: 'escape: el texto tal cual; unescape: el contenido escapado (sin las comillas de alrededor, salvo shell y csv). Hasta 100 000 caracteres', help: 'Para escapar: el texto tal cual. Para desescapar: el contenido escapado, sin las comillas de alrededor (para shell y CSV, la palabra o el campo entero).' },
				language: {
					label: 'Lenguaje',
					description: 'json (como json.dumps), javascript, python (como repr), c, java: el contenido de una cadena literal; shell: una palabra POSIX sh entre comillas simples; sql: comillas \'\' estándar; regex: como re.escape de Python; xml: texto o valor de atributo; csv: un campo RFC 4180; url-form: application/x-www-form-urlencoded (como quote_plus); unicode: cada unidad UTF-16 como `prefix` y hexadecimal (Escape/Unescape Unicode Characters de CyberChef); html-numeric: cada carácter como referencia decimal &#NN; (Text to Unicode de IT-Tools), leída de vuelta también en hexadecimal &#xHH;',
					help: 'Dónde va el texto: una cadena literal (JSON, JavaScript, Python, C, Java), una palabra de shell, una cadena SQL, una regex que lo encuentra literalmente, XML, un campo CSV o un valor de formulario.',
					options: { shell: 'Palabra de shell (POSIX sh)', regex: 'Regex (texto literal)', 'url-form': 'Valor de formulario (x-www-form-urlencoded)', unicode: 'Escapes Unicode (\\u, %u, U+)', 'html-numeric': 'Referencias de carácter HTML (&#NN;)' }
				},
				direction: { label: 'Dirección', description: 'escape (por defecto) o unescape', help: 'Escapar el texto o leer de vuelta una forma escapada.', unset: 'escapar (por defecto)', options: { escape: 'Escapar', unescape: 'Desescapar' } },
				quote: {
					label: 'Comillas',
					description: 'Las comillas alrededor del contenido: javascript double (por defecto), single o backtick; python single (por defecto, como repr) o double. python no tiene backtick (422); los demás lenguajes tienen una sola forma y lo ignoran',
					help: 'Para JavaScript y Python: las comillas alrededor del contenido, que son las que se escapan. Vacío: dobles en JavaScript, simples en Python (como escribe repr).',
					unset: 'las comillas habituales del lenguaje',
					options: { double: 'Dobles "', single: "Simples '", backtick: 'Acento grave ` (plantilla)' }
				},
				ascii_only: { label: 'Solo ASCII', description: 'escape: escapa también todo carácter fuera de ASCII (json \\u, javascript \\x/\\u, python \\x/\\u/\\U, c bytes UTF-8 en octal, java \\u, xml &#N;); por defecto false. Los demás lenguajes lo ignoran', help: 'Escapa también todo carácter fuera de ASCII (é → \\u00e9), para archivos o terminales que solo aceptan ASCII.' },
				prefix: { label: 'Notación', description: 'unicode: la notación, \\u (por defecto), %u o U+. Al desescapar, \\u y %u leen 4 dígitos hexadecimales, U+ de 4 a 6; el prefijo vale en mayúsculas o minúsculas', help: 'Para escapes Unicode: cómo se escribe cada carácter. \\u00E9 como en JavaScript y JSON, %u00E9 como el antiguo escape() de JavaScript, U+00E9 como en las tablas Unicode.', unset: '\\u (por defecto)', options: { '\\u': '\\u00E9 (como en JavaScript y JSON)', '%u': '%u00E9 (el antiguo escape() de JavaScript)', 'U+': 'U+00E9 (como en las tablas Unicode)' } },
				encode_all: { label: 'Todos los caracteres', description: 'escape de unicode y html-numeric: escribe también el ASCII imprimible (espacio a ~) como código; por defecto false para unicode (como CyberChef), true para html-numeric (como IT-Tools)', help: 'Para escapes Unicode y referencias HTML: escribe también letras, dígitos y espacios como códigos. Vacío: solo los demás en los escapes Unicode, todos en las referencias HTML.' },
				padding: { label: 'Dígitos como mínimo', description: 'escape de unicode: al menos esta cantidad de dígitos hexadecimales, con ceros delante; 0-8, por defecto 4', help: 'Para escapes Unicode: ceros delante hasta esta cantidad de dígitos hexadecimales (4 da \\u00E9, 0 da \\uE9).' },
				uppercase: { label: 'Hexadecimal en mayúsculas', description: 'escape de unicode: dígitos hexadecimales en mayúsculas (\\u00E9); por defecto true, como CyberChef', help: 'Para escapes Unicode: \\u00E9 en lugar de \\u00e9. Vacío: mayúsculas.' }
			},
			examples: { 'Text for a JSON string': 'Texto para una cadena JSON', 'A shell word': 'Una palabra de shell', 'A regex for a literal': 'Una regex para un texto literal', 'A Python string read back': 'Una cadena Python leída de vuelta', 'Unicode escapes of Greek': 'Escapes Unicode de un texto griego', 'Text as HTML character references': 'Texto como referencias de carácter HTML' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	textEscape: {
		en: { escaped: 'Escaped', unescaped: 'Unescaped', copy: 'the result', back: 'Unescape this back', backEscape: 'Escape this back', literal: 'As a literal', length: 'characters' },
		'pt-BR': { escaped: 'Escapado', unescaped: 'Desescapado', copy: 'o resultado', back: 'Desescapar de volta', backEscape: 'Escapar de volta', literal: 'Como literal', length: 'caracteres' },
		es: { escaped: 'Escapado', unescaped: 'Desescapado', copy: 'el resultado', back: 'Desescapar de vuelta', backEscape: 'Escapar de vuelta', literal: 'Como literal', length: 'caracteres' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		bad_escape: ({ escape, index, language }) => `${escape} no caractere ${index} não é um escape de ${language}`,
		truncated_escape: ({ escape, index }) => `${escape} no caractere ${index} está incompleto`,
		out_of_range: ({ escape, index }) => `${escape} no caractere ${index} está fora do intervalo`,
		named_escape: ({ index }) => `\\N{…} no caractere ${index} nomeia um caractere; escreva-o como \\u ou \\U (a lista de nomes Unicode não vem com o app)`,
		raw_character: ({ char, index, language }) => `${char} no caractere ${index} precisa ser escapado em ${language}`,
		lone_surrogate: ({ index, language }) => `o caractere ${index} é um substituto isolado, que ${language} não representa em UTF-8`,
		not_xml_char: ({ code, index }) => `${code} no caractere ${index} não é permitido em XML 1.0, nem como referência de caractere`,
		not_utf8: ({ index }) => `os bytes dos escapes não são UTF-8 (perto do caractere ${index})`,
		unknown_entity: ({ entity, index }) => `${entity} no caractere ${index} não é uma das entidades do XML (&amp; &lt; &gt; &quot; &apos; e &#…;)`,
		unclosed_quote: ({ quote, index }) => `as aspas (${quote}) abertas no caractere ${index} não são fechadas`,
		several_words: ({ count }) => `são ${count} palavras de shell; desescapar lê uma`,
		several_fields: ({ char, index }) => `${char} no caractere ${index} termina o campo; ponha o campo entre aspas para mantê-lo`,
		regex_operator: ({ char, index }) => `${char} no caractere ${index} é um operador de regex, não um caractere literal`,
		regex_class: ({ escape, index }) => `${escape} no caractere ${index} casa uma classe de caracteres, não um só`,
		quote_not_for: ({ quote, language }) => `${quote} não é uma aspa de ${language}`
	},
	es: {
		bad_escape: ({ escape, index, language }) => `${escape} en el carácter ${index} no es un escape de ${language}`,
		truncated_escape: ({ escape, index }) => `${escape} en el carácter ${index} está incompleto`,
		out_of_range: ({ escape, index }) => `${escape} en el carácter ${index} está fuera de rango`,
		named_escape: ({ index }) => `\\N{…} en el carácter ${index} nombra un carácter; escríbalo como \\u o \\U (la lista de nombres Unicode no viene con la app)`,
		raw_character: ({ char, index, language }) => `${char} en el carácter ${index} debe escaparse en ${language}`,
		lone_surrogate: ({ index, language }) => `el carácter ${index} es un sustituto aislado, que ${language} no representa en UTF-8`,
		not_xml_char: ({ code, index }) => `${code} en el carácter ${index} no está permitido en XML 1.0, ni como referencia de carácter`,
		not_utf8: ({ index }) => `los bytes de los escapes no son UTF-8 (cerca del carácter ${index})`,
		unknown_entity: ({ entity, index }) => `${entity} en el carácter ${index} no es una de las entidades de XML (&amp; &lt; &gt; &quot; &apos; y &#…;)`,
		unclosed_quote: ({ quote, index }) => `las comillas (${quote}) abiertas en el carácter ${index} no se cierran`,
		several_words: ({ count }) => `son ${count} palabras de shell; desescapar lee una`,
		several_fields: ({ char, index }) => `${char} en el carácter ${index} termina el campo; ponga el campo entre comillas para conservarlo`,
		regex_operator: ({ char, index }) => `${char} en el carácter ${index} es un operador de regex, no un carácter literal`,
		regex_class: ({ escape, index }) => `${escape} en el carácter ${index} encuentra una clase de caracteres, no uno solo`,
		quote_not_for: ({ quote, language }) => `${quote} no es una comilla de ${language}`
	}
} satisfies ErrorWords<typeof errors>;
