import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'data-convert': {
			input: { help: 'Paste the data (up to 512 KiB): JSON, YAML, TOML, CSV, XML, a property list, Java .properties, INI, a query string, JSON5 or NDJSON; or MessagePack, CBOR, BSON or protobuf bytes as base64 (or open the file). A text format is detected unless you choose it under From.' },
			from: { help: 'Detect automatically (the default) finds the format, and the result says which. Choose one when detection guesses wrong, for CSV of a single column, or for a binary format.', options: { auto: 'Detect automatically', plist: 'Property list (XML plist)', 'query-string': 'Query string', 'protobuf-raw': 'Protobuf (no schema)' } },
			to: { help: 'The format of the result. MessagePack, CBOR and BSON are bytes: download them, or copy them as base64.', options: { plist: 'Property list (XML plist)', 'query-string': 'Query string' } },
			input_encoding: { help: 'How the input is written. Binary formats (MessagePack, CBOR, BSON, protobuf) are read from base64 unless you choose hex or Latin-1.', unset: 'base64 for binary formats, text otherwise' },
			output_encoding: { help: 'How the result is written. Binary formats (MessagePack, CBOR, BSON) are answered in base64 unless you choose hex.', unset: 'base64 for binary formats, text otherwise' }
		}
	},
	'pt-BR': {
		'data-convert': {
			title: 'Conversor de formatos de dados',
			summary: 'Converte dados entre JSON, YAML, TOML, CSV, XML, property lists, Java .properties, INI, query strings, JSON5, NDJSON e os binários MessagePack, CBOR e BSON (protobuf lido sem o esquema), detectando o formato de texto recebido, e diz a linha onde a entrada não é válida.',
			keywords: ['converter', 'conversor', 'json para yaml', 'yaml para json', 'csv para json', 'xml para json', 'planilha', 'detectar formato', 'arquivo ini', 'json lines'],
			fields: {
				input: { label: 'Entrada', description: 'Os dados como texto, no formato `from` ou em um que ele detecta; no máximo 524.288 caracteres e 512 níveis de aninhamento', help: 'Cole os dados (até 512 KiB): JSON, YAML, TOML, CSV, XML, property list, Java .properties, INI, query string, JSON5 ou NDJSON; ou bytes MessagePack, CBOR, BSON ou protobuf em base64 (ou abra o arquivo). Um formato de texto é detectado, a menos que você o escolha em De.' },
				from: { label: 'De', description: 'Formato da entrada: auto (padrão: detectado, tentando json, xml, toml, yaml e csv nessa ordem; a resposta diz qual), json, yaml (1.2, esquema core), toml (1.0), csv (RFC 4180, com linha de cabeçalho), xml; plist (property list XML da Apple), properties (Java .properties, lido sem aninhar), ini (seções [section] viram objetos), query-string (a=1&b=2, nomes repetidos → listas), json5, ndjson (JSON Lines: um valor JSON por linha → uma lista); binários (`input` em base64, salvo outro `input_encoding`; nunca detectados): msgpack, cbor, bson, protobuf-raw (uma mensagem sem o esquema, como protoc --decode_raw)', help: 'Detectar automaticamente (o padrão) identifica o formato, e o resultado diz qual. Escolha um quando a detecção errar, para CSV de uma só coluna ou para um formato binário.', options: { auto: 'Detectar automaticamente', plist: 'Lista de propriedades (plist XML)', 'query-string': 'Query string (parâmetros de URL)', 'protobuf-raw': 'Protobuf (sem esquema)' } },
				to: { label: 'Para', description: 'Formato da resposta; properties escreve dados aninhados como chaves com pontos (a.b.0), ndjson uma lista com um elemento por linha; msgpack, cbor e bson são bytes, devolvidos em `output` como diz `output_encoding` (base64 por padrão)', help: 'O formato do resultado. MessagePack, CBOR e BSON são bytes: baixe-os ou copie-os em base64.', options: { plist: 'Lista de propriedades (plist XML)', 'query-string': 'Query string (parâmetros de URL)' } },
				indent: { label: 'Indentação', description: 'Espaços por nível para json, yaml e xml, de 0 a 8 (0: JSON e XML minificados, YAML em estilo flow); padrão 2. TOML e CSV têm o próprio layout' },
				input_encoding: {
					label: 'Codificação da entrada',
					description: 'Como `input` está escrito: base64 (o padrão para formatos binários), hex, latin1 ou utf8 (o padrão para formatos de texto; um texto enviado em hex ou base64 deve ser UTF-8); no máximo 393.216 bytes para formatos binários',
					help: 'Como a entrada está escrita. Formatos binários (MessagePack, CBOR, BSON, protobuf) são lidos de base64, a menos que você escolha hex ou Latin-1.',
					unset: 'base64 para formatos binários, texto nos demais'
				},
				output_encoding: {
					label: 'Codificação da saída',
					description: 'Como `output` é escrito: base64 (o padrão para msgpack, cbor e bson), hex, latin1 ou utf8 (o padrão para formatos de texto)',
					help: 'Como o resultado é escrito. Formatos binários (MessagePack, CBOR, BSON) saem em base64, a menos que você escolha hex.',
					unset: 'base64 para formatos binários, texto nos demais'
				}
			},
			examples: { 'YAML to JSON': 'YAML para JSON', 'CSV to JSON': 'CSV para JSON', 'JSON to TOML': 'JSON para TOML', 'XML to YAML': 'XML para YAML', 'INI to JSON': 'INI para JSON', 'Query string to JSON': 'Query string para JSON', 'MessagePack to JSON': 'MessagePack para JSON', 'JSON to CBOR': 'JSON para CBOR', 'Protobuf without schema': 'Protobuf sem esquema' }
		}
	},
	es: {
		'data-convert': {
			title: 'Conversor de formatos de datos',
			summary: 'Convierte datos entre JSON, YAML, TOML, CSV, XML, listas de propiedades, Java .properties, INI, query strings, JSON5, NDJSON y los binarios MessagePack, CBOR y BSON (protobuf leído sin su esquema), detectando el formato de texto recibido, e indica la línea donde la entrada no es válida.',
			keywords: ['convertir', 'conversor', 'json a yaml', 'yaml a json', 'csv a json', 'xml a json', 'hoja de cálculo', 'detectar formato', 'archivo ini', 'json lines'],
			fields: {
				input: { label: 'Entrada', description: 'Los datos como texto, en el formato `from` o en uno que detecta; como máximo 524.288 caracteres y 512 niveles de anidamiento', help: 'Pega los datos (hasta 512 KiB): JSON, YAML, TOML, CSV, XML, lista de propiedades, Java .properties, INI, query string, JSON5 o NDJSON; o bytes MessagePack, CBOR, BSON o protobuf en base64 (o abre el archivo). Un formato de texto se detecta, salvo que lo elijas en De.' },
				from: { label: 'De', description: 'Formato de la entrada: auto (por defecto: detectado, probando json, xml, toml, yaml y csv en ese orden; la respuesta dice cuál), json, yaml (1.2, esquema core), toml (1.0), csv (RFC 4180, con fila de cabecera), xml; plist (property list XML de Apple), properties (Java .properties, leído sin anidar), ini (las secciones [section] son objetos), query-string (a=1&b=2, nombres repetidos → listas), json5, ndjson (JSON Lines: un valor JSON por línea → una lista); binarios (`input` en base64, salvo otro `input_encoding`; nunca detectados): msgpack, cbor, bson, protobuf-raw (un mensaje sin su esquema, como protoc --decode_raw)', help: 'Detectar automáticamente (por defecto) identifica el formato, y el resultado dice cuál. Elige uno cuando la detección se equivoque, para CSV de una sola columna o para un formato binario.', options: { auto: 'Detectar automáticamente', plist: 'Lista de propiedades (plist XML)', 'query-string': 'Query string (parámetros de URL)', 'protobuf-raw': 'Protobuf (sin esquema)' } },
				to: { label: 'A', description: 'Formato de la respuesta; properties escribe los datos anidados como claves con puntos (a.b.0), ndjson una lista con un elemento por línea; msgpack, cbor y bson son bytes, devueltos en `output` como dice `output_encoding` (base64 por defecto)', help: 'El formato del resultado. MessagePack, CBOR y BSON son bytes: descárgalos o cópialos en base64.', options: { plist: 'Lista de propiedades (plist XML)', 'query-string': 'Query string (parámetros de URL)' } },
				indent: { label: 'Sangría', description: 'Espacios por nivel para json, yaml y xml, de 0 a 8 (0: JSON y XML minificados, YAML en estilo flow); por defecto 2. TOML y CSV tienen su propio formato' },
				input_encoding: {
					label: 'Codificación de la entrada',
					description: 'Cómo está escrito `input`: base64 (por defecto para formatos binarios), hex, latin1 o utf8 (por defecto para formatos de texto; un texto enviado en hex o base64 debe ser UTF-8); como máximo 393.216 bytes para formatos binarios',
					help: 'Cómo está escrita la entrada. Los formatos binarios (MessagePack, CBOR, BSON, protobuf) se leen de base64, salvo que elijas hex o Latin-1.',
					unset: 'base64 para formatos binarios, texto en los demás'
				},
				output_encoding: {
					label: 'Codificación de la salida',
					description: 'Cómo se escribe `output`: base64 (por defecto para msgpack, cbor y bson), hex, latin1 o utf8 (por defecto para formatos de texto)',
					help: 'Cómo se escribe el resultado. Los formatos binarios (MessagePack, CBOR, BSON) salen en base64, salvo que elijas hex.',
					unset: 'base64 para formatos binarios, texto en los demás'
				}
			},
			examples: { 'YAML to JSON': 'YAML a JSON', 'CSV to JSON': 'CSV a JSON', 'JSON to TOML': 'JSON a TOML', 'XML to YAML': 'XML a YAML', 'INI to JSON': 'INI a JSON', 'Query string to JSON': 'Query string a JSON', 'MessagePack to JSON': 'MessagePack a JSON', 'JSON to CBOR': 'JSON a CBOR', 'Protobuf without schema': 'Protobuf sin esquema' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	dataConvert: {
		en: {
			converted: (format: string) => `Converted to ${format}`,
			detected: (format: string) => `Detected as ${format}`,
			given: (format: string) => `Read as ${format}`,
			back: 'Convert back',
			swap: (from: string) => `Convert the result back to ${from}`,
			download: 'Download',
			size: (lines: number, chars: string) => `${lines} line${lines === 1 ? '' : 's'} · ${chars} characters`,
			empty: '(empty)',
			file: 'Convert a file instead',
			bytes: (count: string) => `${count} bytes`,
			hex: 'The bytes in hex',
			hexFirst: (count: number) => `The first ${count} bytes in hex`,
			protoc: 'As protoc --decode_raw prints it',
			binaryFile: 'Open a binary file (MessagePack, CBOR, BSON, protobuf)',
			binaryTooLarge: (max: string) => `The file is larger than ${max} bytes, the most the converter reads.`
		},
		'pt-BR': {
			converted: (format: string) => `Convertido para ${format}`,
			detected: (format: string) => `Detectado como ${format}`,
			given: (format: string) => `Lido como ${format}`,
			back: 'Converter de volta',
			swap: (from: string) => `Converter o resultado de volta para ${from}`,
			download: 'Baixar',
			size: (lines: number, chars: string) => `${lines} linha${lines === 1 ? '' : 's'} · ${chars} caracteres`,
			empty: '(vazio)',
			file: 'Converter um arquivo',
			bytes: (count: string) => `${count} bytes`,
			hex: 'Os bytes em hexadecimal',
			hexFirst: (count: number) => `Os primeiros ${count} bytes em hexadecimal`,
			protoc: 'Como o protoc --decode_raw imprime',
			binaryFile: 'Abrir um arquivo binário (MessagePack, CBOR, BSON, protobuf)',
			binaryTooLarge: (max: string) => `O arquivo tem mais de ${max} bytes, o máximo que o conversor lê.`
		},
		es: {
			converted: (format: string) => `Convertido a ${format}`,
			detected: (format: string) => `Detectado como ${format}`,
			given: (format: string) => `Leído como ${format}`,
			back: 'Convertir de vuelta',
			swap: (from: string) => `Convertir el resultado de vuelta a ${from}`,
			download: 'Descargar',
			size: (lines: number, chars: string) => `${lines} línea${lines === 1 ? '' : 's'} · ${chars} caracteres`,
			empty: '(vacío)',
			file: 'Convertir un archivo',
			bytes: (count: string) => `${count} bytes`,
			hex: 'Los bytes en hexadecimal',
			hexFirst: (count: number) => `Los primeros ${count} bytes en hexadecimal`,
			protoc: 'Como lo imprime protoc --decode_raw',
			binaryFile: 'Abrir un archivo binario (MessagePack, CBOR, BSON, protobuf)',
			binaryTooLarge: (max: string) => `El archivo supera los ${max} bytes, lo máximo que lee el conversor.`
		}
	}
} satisfies ModuleViewWords;

/** Where in the data: a JSON Pointer, or the top level. */
const at = (path: string, locale: 'pt-BR' | 'es') => (locale === 'es' ? (path ? `en ${path}` : 'en el nivel superior') : path ? `em ${path}` : 'no nível de cima');
/** What a value is, as the TOML message names it. */
const KINDS: Record<'pt-BR' | 'es', Record<string, string>> = {
	'pt-BR': { array: 'uma lista', null: 'null', string: 'um texto', number: 'um número', boolean: 'um booleano' },
	es: { array: 'una lista', null: 'null', string: 'un texto', number: 'un número', boolean: 'un booleano' }
};

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		at_line_column: ({ line, column, reason, format }) => `linha ${line}, coluna ${column}: ${reason} (${format})`,
		at_line: ({ line, reason, format }) => `linha ${line}: ${reason} (${format})`,
		in_format: ({ reason, format }) => `${reason} (${format})`,
		library: ({ text }) => `o texto não pode ser lido (${text})`,
		yaml_ALIAS_PROPS: 'um alias não pode ter propriedades (âncora ou tag)',
		yaml_BAD_ALIAS: ({ text }) => `âncora ou alias inválido (${text})`,
		yaml_BAD_DIRECTIVE: ({ text }) => `diretiva inválida (${text})`,
		yaml_BAD_DQ_ESCAPE: ({ text }) => `sequência de escape inválida num texto entre aspas duplas (${text})`,
		yaml_BAD_INDENT: 'indentação inconsistente: os itens de um mesmo nível devem começar na mesma coluna',
		yaml_BAD_PROP_ORDER: 'âncoras e tags devem vir depois do indicador',
		yaml_BAD_SCALAR_START: ({ text }) => `um valor sem aspas não pode começar com este caractere (${text})`,
		yaml_BLOCK_AS_IMPLICIT_KEY: 'um bloco aninhado não pode ficar nesta posição (num mapeamento compacto ou como chave)',
		yaml_BLOCK_IN_FLOW: 'um bloco não pode ficar dentro de uma coleção em linha ([ ] ou { })',
		yaml_DUPLICATE_KEY: 'as chaves de um mapeamento devem ser únicas',
		yaml_IMPOSSIBLE: ({ text }) => `estrutura inesperada (${text})`,
		yaml_KEY_OVER_1024_CHARS: 'o indicador : deve estar a no máximo 1024 caracteres do início da chave',
		yaml_MISSING_CHAR: ({ text }) => `falta um caractere (${text})`,
		yaml_MULTILINE_IMPLICIT_KEY: 'uma chave sem indicador deve ficar numa só linha',
		yaml_MULTIPLE_ANCHORS: 'um nó pode ter no máximo uma âncora',
		yaml_MULTIPLE_DOCS: 'o texto tem mais de um documento YAML',
		yaml_MULTIPLE_TAGS: 'um nó pode ter no máximo uma tag',
		yaml_NON_STRING_KEY: 'uma chave que não é texto',
		yaml_RESOURCE_EXHAUSTION: 'o documento se expande demais (aliases demais)',
		yaml_TAB_AS_INDENT: 'tabulações não são permitidas como indentação',
		yaml_TAG_RESOLVE_FAILED: ({ text }) => `tag não resolvida (${text})`,
		yaml_UNEXPECTED_TOKEN: ({ text }) => `elemento inesperado (${text})`,
		yaml_BAD_COLLECTION_TYPE: ({ text }) => `a coleção não é do tipo que a tag pede (${text})`,
		csv_MissingQuotes: 'um campo entre aspas não fecha as aspas',
		csv_InvalidQuotes: 'aspas no lugar errado num campo',
		csv_UndetectableDelimiter: 'não foi possível identificar o separador',
		csv_TooFewFields: 'campos de menos',
		csv_TooManyFields: 'campos demais',
		xml_InvalidXml: ({ text }) => `XML inválido (${text})`,
		xml_InvalidTag: ({ text }) => `tag inválida (${text})`,
		xml_InvalidAttr: ({ text }) => `atributo inválido (${text})`,
		xml_InvalidChar: ({ text }) => `caractere inválido (${text})`,
		csv_duplicate_header: ({ name }) => `o cabeçalho tem o nome "${name}" duas vezes`,
		csv_fields: ({ count, header }) => `${count} ${count === 1 ? 'campo' : 'campos'}, mas o cabeçalho tem ${header}`,
		xml_entities: 'declarações de entidade (<!ENTITY) não são suportadas',
		unreadable: ({ format, reason }) => `não pode ser lido como ${format}: ${reason}`,
		too_deep: ({ max }) => `aninhamento com mais de ${max} níveis`,
		json_not_finite: ({ value, path }) => `JSON não tem ${value} (${at(path, 'pt-BR')})`,
		toml_top: ({ kind }) => `TOML precisa de uma tabela (um objeto) no nível de cima, não ${KINDS['pt-BR'][kind] ?? kind}`,
		toml_null: ({ path }) => `TOML não tem null (${at(path, 'pt-BR')})`,
		csv_rows: 'CSV precisa de uma lista de objetos (um por linha)',
		csv_row: ({ index }) => `CSV precisa de uma lista de objetos (um por linha): /${index} não é um objeto`,
		csv_nested: ({ path }) => `CSV não comporta valores aninhados (${at(path, 'pt-BR')})`,
		xml_nested_array: ({ path }) => `XML não comporta uma lista diretamente dentro de outra lista (${at(path, 'pt-BR')})`,
		xml_name: ({ key, path }) => `"${key}" não é um nome XML (${at(path, 'pt-BR')})`,
		too_long: ({ max }) => `a resposta passaria de ${max.toLocaleString('pt-BR')} caracteres`,
		detect_empty: 'está vazio: não há dados cujo formato detectar',
		closest_format: ({ format }) => `${format}, o formato mais parecido: nenhum formato o lê`,
		undetectable:
			'não foi possível detectar o formato: não é JSON, XML, uma tabela TOML, um mapa ou lista YAML, nem CSV com cabeçalho, duas ou mais colunas e um registro; escolha o formato em from',
		needs_object: ({ format }) => `${format} precisa de um objeto (nomes e valores) no nível de cima`,
		flat_nested: ({ format, path }) => `${format} não comporta valores aninhados (${at(path, 'pt-BR')})`,
		plist_null: ({ path }) => `uma property list não tem null (${at(path, 'pt-BR')})`,
		plist_integer: ({ value }) => `o inteiro ${value} passa de 2^53, o limite exato dos números JSON`,
		plist_tag: ({ tag }) => `<${tag}> não é um elemento de property list`,
		plist_root: 'o elemento raiz não é <plist> com um valor',
		plist_key: 'um <dict> precisa de uma <key> antes de cada valor',
		plist_control: ({ path }) => `uma property list (XML) não comporta caracteres de controle (${at(path, 'pt-BR')})`,
		bad_wrapper: ({ what, path }) => `${what} em ${path} não é um valor Extended JSON válido`,
		integer_range: ({ value, format }) => `${format} não tem o inteiro ${value} (no máximo 64 bits)`,
		map_key: ({ path, format }) => `uma chave de mapa em ${path} não é texto nem número (${format})`,
		bson_top: 'BSON precisa de um objeto (um documento) no nível de cima',
		protobuf_wire: ({ reason, offset }) => `não é uma mensagem protobuf: ${reason} no byte ${offset}`,
		pb_truncated: ({ what }) => `um ${what} incompleto`,
		pb_varint_long: 'um varint de mais de 10 bytes',
		pb_field_number: ({ number }) => `número de campo ${number} (de 1 a 536.870.911)`,
		pb_length: ({ length }) => `um comprimento de ${length} bytes que passa do fim`,
		pb_group_deep: ({ max }) => `grupos aninhados em mais de ${max} níveis`,
		pb_group_end: ({ number }) => `o fim do grupo ${number} sem o seu início`,
		pb_wire_type: ({ wire }) => `tipo de codificação ${wire} (não existe)`,
		pb_group_open: ({ number }) => `o grupo ${number} nunca termina`,
		text_encoding: 'os bytes não são texto UTF-8: um formato de texto deve estar em UTF-8'
	},
	es: {
		at_line_column: ({ line, column, reason, format }) => `línea ${line}, columna ${column}: ${reason} (${format})`,
		at_line: ({ line, reason, format }) => `línea ${line}: ${reason} (${format})`,
		in_format: ({ reason, format }) => `${reason} (${format})`,
		library: ({ text }) => `el texto no se puede leer (${text})`,
		yaml_ALIAS_PROPS: 'un alias no puede tener propiedades (ancla o etiqueta)',
		yaml_BAD_ALIAS: ({ text }) => `ancla o alias no válido (${text})`,
		yaml_BAD_DIRECTIVE: ({ text }) => `directiva no válida (${text})`,
		yaml_BAD_DQ_ESCAPE: ({ text }) => `secuencia de escape no válida en un texto entre comillas dobles (${text})`,
		yaml_BAD_INDENT: 'sangría incoherente: los elementos de un mismo nivel deben empezar en la misma columna',
		yaml_BAD_PROP_ORDER: 'las anclas y las etiquetas deben ir después del indicador',
		yaml_BAD_SCALAR_START: ({ text }) => `un valor sin comillas no puede empezar por este carácter (${text})`,
		yaml_BLOCK_AS_IMPLICIT_KEY: 'un bloque anidado no puede ir en esta posición (en un mapeo compacto o como clave)',
		yaml_BLOCK_IN_FLOW: 'un bloque no puede ir dentro de una colección en línea ([ ] o { })',
		yaml_DUPLICATE_KEY: 'las claves de un mapeo deben ser únicas',
		yaml_IMPOSSIBLE: ({ text }) => `estructura inesperada (${text})`,
		yaml_KEY_OVER_1024_CHARS: 'el indicador : debe estar como máximo a 1024 caracteres del inicio de la clave',
		yaml_MISSING_CHAR: ({ text }) => `falta un carácter (${text})`,
		yaml_MULTILINE_IMPLICIT_KEY: 'una clave sin indicador debe ir en una sola línea',
		yaml_MULTIPLE_ANCHORS: 'un nodo puede tener como máximo un ancla',
		yaml_MULTIPLE_DOCS: 'el texto tiene más de un documento YAML',
		yaml_MULTIPLE_TAGS: 'un nodo puede tener como máximo una etiqueta',
		yaml_NON_STRING_KEY: 'una clave que no es texto',
		yaml_RESOURCE_EXHAUSTION: 'el documento se expande demasiado (demasiados alias)',
		yaml_TAB_AS_INDENT: 'no se admiten tabulaciones como sangría',
		yaml_TAG_RESOLVE_FAILED: ({ text }) => `etiqueta no resuelta (${text})`,
		yaml_UNEXPECTED_TOKEN: ({ text }) => `elemento inesperado (${text})`,
		yaml_BAD_COLLECTION_TYPE: ({ text }) => `la colección no es del tipo que pide la etiqueta (${text})`,
		csv_MissingQuotes: 'un campo entre comillas no cierra las comillas',
		csv_InvalidQuotes: 'comillas mal colocadas en un campo',
		csv_UndetectableDelimiter: 'no se pudo identificar el separador',
		csv_TooFewFields: 'faltan campos',
		csv_TooManyFields: 'sobran campos',
		xml_InvalidXml: ({ text }) => `XML no válido (${text})`,
		xml_InvalidTag: ({ text }) => `etiqueta no válida (${text})`,
		xml_InvalidAttr: ({ text }) => `atributo no válido (${text})`,
		xml_InvalidChar: ({ text }) => `carácter no válido (${text})`,
		csv_duplicate_header: ({ name }) => `la cabecera tiene el nombre "${name}" dos veces`,
		csv_fields: ({ count, header }) => `${count} ${count === 1 ? 'campo' : 'campos'}, pero la cabecera tiene ${header}`,
		xml_entities: 'no se admiten declaraciones de entidad (<!ENTITY)',
		unreadable: ({ format, reason }) => `no se puede leer como ${format}: ${reason}`,
		too_deep: ({ max }) => `anidamiento de más de ${max} niveles`,
		json_not_finite: ({ value, path }) => `JSON no tiene ${value} (${at(path, 'es')})`,
		toml_top: ({ kind }) => `TOML necesita una tabla (un objeto) en el nivel superior, no ${KINDS.es[kind] ?? kind}`,
		toml_null: ({ path }) => `TOML no tiene null (${at(path, 'es')})`,
		csv_rows: 'CSV necesita una lista de objetos (uno por fila)',
		csv_row: ({ index }) => `CSV necesita una lista de objetos (uno por fila): /${index} no es un objeto`,
		csv_nested: ({ path }) => `CSV no admite valores anidados (${at(path, 'es')})`,
		xml_nested_array: ({ path }) => `XML no admite una lista directamente dentro de otra lista (${at(path, 'es')})`,
		xml_name: ({ key, path }) => `"${key}" no es un nombre XML (${at(path, 'es')})`,
		too_long: ({ max }) => `la respuesta superaría los ${max.toLocaleString('es')} caracteres`,
		detect_empty: 'está vacío: no hay datos cuyo formato detectar',
		closest_format: ({ format }) => `${format}, el formato al que más se parece: ningún formato lo lee`,
		undetectable:
			'no se puede detectar el formato: no es JSON, XML, una tabla TOML, un mapa o lista YAML, ni CSV con cabecera, dos o más columnas y un registro; elige el formato en from',
		needs_object: ({ format }) => `${format} necesita un objeto (nombres y valores) en el nivel superior`,
		flat_nested: ({ format, path }) => `${format} no admite valores anidados (${at(path, 'es')})`,
		plist_null: ({ path }) => `una lista de propiedades no tiene null (${at(path, 'es')})`,
		plist_integer: ({ value }) => `el entero ${value} supera 2^53, el límite exacto de los números JSON`,
		plist_tag: ({ tag }) => `<${tag}> no es un elemento de lista de propiedades`,
		plist_root: 'el elemento raíz no es <plist> con un valor',
		plist_key: 'un <dict> necesita una <key> antes de cada valor',
		plist_control: ({ path }) => `una lista de propiedades (XML) no admite caracteres de control (${at(path, 'es')})`,
		bad_wrapper: ({ what, path }) => `${what} en ${path} no es un valor Extended JSON válido`,
		integer_range: ({ value, format }) => `${format} no tiene el entero ${value} (como máximo 64 bits)`,
		map_key: ({ path, format }) => `una clave de mapa en ${path} no es texto ni número (${format})`,
		bson_top: 'BSON necesita un objeto (un documento) en el nivel superior',
		protobuf_wire: ({ reason, offset }) => `no es un mensaje protobuf: ${reason} en el byte ${offset}`,
		pb_truncated: ({ what }) => `un ${what} incompleto`,
		pb_varint_long: 'un varint de más de 10 bytes',
		pb_field_number: ({ number }) => `número de campo ${number} (de 1 a 536.870.911)`,
		pb_length: ({ length }) => `una longitud de ${length} bytes que pasa del final`,
		pb_group_deep: ({ max }) => `grupos anidados en más de ${max} niveles`,
		pb_group_end: ({ number }) => `el fin del grupo ${number} sin su inicio`,
		pb_wire_type: ({ wire }) => `tipo de codificación ${wire} (no existe)`,
		pb_group_open: ({ number }) => `el grupo ${number} nunca termina`,
		text_encoding: 'los bytes no son texto UTF-8: un formato de texto debe estar en UTF-8'
	}
} satisfies ErrorWords<typeof errors>;
