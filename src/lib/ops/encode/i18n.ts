import type { ErrorWords } from '../../engine/words.js';
import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import { inputEncodingWords, outputEncodingWords } from '../_shared/bytes-io-words.js';
import type { errors } from './errors.js';

/** The schemes that are words rather than names (the names, Base58 or Punycode, are in src/lib/i18n/ops/option-names.ts). */
const EN_OPTIONS = { url: 'URL encoding', html: 'HTML entities', binary: 'Binary', charcode: 'Character codes', 'unicode-escape': 'Unicode escapes (\\u)', morse: 'Morse code', nato: 'NATO alphabet', 'hex-content': 'Hex content (Snort, foo|3d|bar)', 'mime-header': 'MIME encoded words (=?UTF-8?B?…?=)', cobs: 'COBS (byte stuffing, as hex)', netbios: 'NetBIOS name (RFC 1001)' };
const PT_OPTIONS = { url: 'Codificação de URL', html: 'Entidades HTML', binary: 'Binário', charcode: 'Códigos de caractere', 'unicode-escape': 'Escapes Unicode (\\u)', morse: 'Código Morse', nato: 'Alfabeto da OTAN', 'hex-content': 'Conteúdo hex (Snort, foo|3d|bar)', 'mime-header': 'Palavras codificadas MIME (=?UTF-8?B?…?=)', cobs: 'COBS (enchimento de bytes, em hex)', netbios: 'Nome NetBIOS (RFC 1001)' };
const ES_OPTIONS = { url: 'Codificación de URL', html: 'Entidades HTML', binary: 'Binario', charcode: 'Códigos de carácter', 'unicode-escape': 'Escapes Unicode (\\u)', morse: 'Código Morse', nato: 'Alfabeto de la OTAN', 'hex-content': 'Contenido hex (Snort, foo|3d|bar)', 'mime-header': 'Palabras codificadas MIME (=?UTF-8?B?…?=)', cobs: 'COBS (relleno de bytes, en hex)', netbios: 'Nombre NetBIOS (RFC 1001)' };

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		encode: {
			input: { help: 'Text to encode, or encoded text to decode. To encode bytes that are not text, write them in hex or base64 and say so below, or drop a file.' },
			scheme: {
				help: 'How the text is written: a base encoding of its bytes (Base64, Base58, Base85, Bech32, uuencode…), the bytes as numbers (binary, octal, decimal) or code points, or a text notation (URL or HTML escapes, \\u escapes, Punycode for domain names, Morse code, the NATO alphabet, braille, MIME encoded words in mail headers), or a protocol\'s notation (Snort hex content, YubiKey modhex, COBS framing, NetBIOS names).',
				options: EN_OPTIONS,
				groups: { base: 'Bytes as text', numbers: 'Numbers', frames: 'Protocols and framing', text: 'Text notations' }
			},
			direction: { help: 'Encode writes the text in the scheme; Decode reads encoded text back.', options: { encode: 'Encode', decode: 'Decode' } },
			hrp: { label: 'Human-readable part', help: 'Bech32 only: the prefix before the 1, such as bc (Bitcoin), tb (testnet) or npub (Nostr). Needed to encode; when decoding it is checked if you give it.' },
			base: { label: 'Number base', help: 'Char codes only: write the code points in hexadecimal (16) or decimal (10).', unset: '16 (the default)', options: { 16: '16 (hexadecimal)', 10: '10 (decimal)' } },
			offset: { label: 'NetBIOS offset', help: 'NetBIOS names only: the number added to each half-byte. 65 (the letter A, as RFC 1001 and CyberChef) unless a tool uses another.', unset: '65 (A, the default)' },
			input_encoding: { ...inputEncodingWords('en'), help: 'To encode: how the input is written, as text (UTF-8), hex digits, base64 or Latin-1 — to encode bytes that are not text. Decoding reads the input as it is.' },
			output_encoding: { ...outputEncodingWords('en', 'utf8'), help: 'When decoding: how the decoded bytes are shown, as text (UTF-8) or, for bytes that are not text (an image, a key), base64, hex or Latin-1.' }
		}
	},
	'pt-BR': {
		encode: {
			title: 'Codificar / decodificar',
			summary: 'Base64, base32, hexadecimal, base58, base62, base85, Ascii85, Z85, base45, bech32, binário, octal, decimal, códigos de caractere, quoted-printable, uuencode, Punycode, URL, entidades HTML, escapes \\u, código Morse, alfabeto da OTAN, braille, base92, modhex, conteúdo hex do Snort, palavras codificadas MIME, COBS e nomes NetBIOS, nos dois sentidos.',
			keywords: ['codificar', 'decodificar', 'codificação de url', 'entidades html', 'escapar', 'texto para binário', 'código morse', 'alfabeto da otan', 'códigos de caractere', 'alfabeto fonético'],
			fields: {
				input: { label: 'Entrada', description: 'Texto a codificar (UTF-8, ou bytes escritos como diz input_encoding) ou texto codificado a decodificar; no máximo 524.288 caracteres', help: 'Texto a codificar, ou texto codificado a decodificar. Para codificar bytes que não são texto, escreva-os em hex ou base64 e diga isso abaixo, ou solte um arquivo.' },
				scheme: { label: 'Esquema', description: 'base64, base64url, base32, hex, url, html, base58, base62, base85, ascii85, z85, base45, base32hex, crockford32, bech32, bech32m, binary, octal, decimal, charcode, quoted-printable, punycode, uuencode, morse, nato, braille, unicode-escape, base92, hex-content (conteúdo do Snort, foo|3d|bar), modhex (YubiKey), mime-header (palavras codificadas da RFC 2047), cobs (os bytes COBS em hex) ou netbios (nome da RFC 1001, com `offset`)', help: 'Como o texto é escrito: uma codificação base dos bytes (Base64, Base58, Base85, Bech32, uuencode…), os bytes como números (binário, octal, decimal) ou códigos de caractere, ou uma notação de texto (escapes de URL ou HTML, escapes \\u, Punycode para nomes de domínio, código Morse, alfabeto da OTAN, braille, palavras codificadas MIME de cabeçalhos de e-mail), ou a notação de um protocolo (conteúdo hex do Snort, modhex do YubiKey, enquadramento COBS, nomes NetBIOS).', options: PT_OPTIONS, groups: { base: 'Bytes como texto', numbers: 'Números', frames: 'Protocolos e enquadramento', text: 'Notações de texto' } },
				direction: { label: 'Direção', description: 'encode (codificar) ou decode (decodificar)', help: 'Codificar escreve o texto no esquema; Decodificar lê de volta um texto codificado.', options: { encode: 'Codificar', decode: 'Decodificar' } },
				hrp: { label: 'Parte legível', description: 'bech32 e bech32m: a parte legível (bc, tb, npub…), necessária para codificar; ao decodificar, conferida com a da entrada se for dada', help: 'Só Bech32: o prefixo antes do 1, como bc (Bitcoin), tb (testnet) ou npub (Nostr). Necessária para codificar; ao decodificar é conferida se você a der.' },
				base: { label: 'Base numérica', description: 'charcode: a base dos códigos, 16 (padrão) ou 10', help: 'Só códigos de caractere: escrever os códigos em hexadecimal (16) ou decimal (10).', unset: '16 (o padrão)', options: { 16: '16 (hexadecimal)', 10: '10 (decimal)' } },
				offset: { label: 'Deslocamento NetBIOS', description: 'netbios: o valor somado a cada meio byte, 65 (A, RFC 1001 e CyberChef) por padrão; de 33 a 111 as letras ficam em ASCII visível', help: 'Só nomes NetBIOS: o número somado a cada meio byte. 65 (a letra A, como na RFC 1001 e no CyberChef), a menos que uma ferramenta use outro.', unset: '65 (A, o padrão)' },
				input_encoding: { ...inputEncodingWords('pt-BR'), help: 'Para codificar: como a entrada está escrita, como texto (UTF-8), dígitos hexadecimais, base64 ou Latin-1 — para codificar bytes que não são texto. Ao decodificar a entrada é lida como está.' },
				output_encoding: { ...outputEncodingWords('pt-BR', 'utf8'), help: 'Ao decodificar: como os bytes decodificados são mostrados, como texto (UTF-8) ou, para bytes que não são texto (uma imagem, uma chave), base64, hex ou Latin-1.' }
			},
			examples: {
				'Text to base64': 'Texto para base64',
				'Base64 to text': 'Base64 para texto',
				'URL-encode a query value': 'Codificar um valor de query para URL',
				'Decode HTML entities': 'Decodificar entidades HTML',
				'Hex bytes to base58': 'Bytes em hex para base58',
				'Text to Morse code': 'Texto para código Morse',
				'A domain to Punycode': 'Um domínio para Punycode',
				'Decode base64 bytes as hex': 'Decodificar bytes em base64 como hex'
			}
		}
	},
	es: {
		encode: {
			title: 'Codificar / decodificar',
			summary: 'Base64, base32, hexadecimal, base58, base62, base85, Ascii85, Z85, base45, bech32, binario, octal, decimal, códigos de carácter, quoted-printable, uuencode, Punycode, URL, entidades HTML, escapes \\u, código Morse, alfabeto de la OTAN, braille, base92, modhex, contenido hex de Snort, palabras codificadas MIME, COBS y nombres NetBIOS, en los dos sentidos.',
			keywords: ['codificar', 'decodificar', 'codificación url', 'entidades html', 'escapar', 'texto a binario', 'código morse', 'alfabeto de la otan', 'códigos de carácter', 'alfabeto fonético'],
			fields: {
				input: { label: 'Entrada', description: 'Texto a codificar (UTF-8, o bytes escritos como dice input_encoding) o texto codificado a decodificar; como máximo 524.288 caracteres', help: 'Texto a codificar, o texto codificado a decodificar. Para codificar bytes que no son texto, escríbelos en hex o base64 e indícalo abajo, o suelta un archivo.' },
				scheme: { label: 'Esquema', description: 'base64, base64url, base32, hex, url, html, base58, base62, base85, ascii85, z85, base45, base32hex, crockford32, bech32, bech32m, binary, octal, decimal, charcode, quoted-printable, punycode, uuencode, morse, nato, braille, unicode-escape, base92, hex-content (contenido de Snort, foo|3d|bar), modhex (YubiKey), mime-header (palabras codificadas de la RFC 2047), cobs (los bytes COBS en hex) o netbios (nombre de la RFC 1001, con `offset`)', help: 'Cómo se escribe el texto: una codificación base de sus bytes (Base64, Base58, Base85, Bech32, uuencode…), los bytes como números (binario, octal, decimal) o códigos de carácter, o una notación de texto (escapes de URL o HTML, escapes \\u, Punycode para nombres de dominio, código Morse, alfabeto de la OTAN, braille, palabras codificadas MIME de cabeceras de correo), o la notación de un protocolo (contenido hex de Snort, modhex de YubiKey, tramas COBS, nombres NetBIOS).', options: ES_OPTIONS, groups: { base: 'Bytes como texto', numbers: 'Números', frames: 'Protocolos y tramas', text: 'Notaciones de texto' } },
				direction: { label: 'Dirección', description: 'encode (codificar) o decode (decodificar)', help: 'Codificar escribe el texto en el esquema; Decodificar lee de vuelta un texto codificado.', options: { encode: 'Codificar', decode: 'Decodificar' } },
				hrp: { label: 'Parte legible', description: 'bech32 y bech32m: la parte legible (bc, tb, npub…), necesaria para codificar; al decodificar, comparada con la de la entrada si se da', help: 'Solo Bech32: el prefijo antes del 1, como bc (Bitcoin), tb (testnet) o npub (Nostr). Necesaria para codificar; al decodificar se comprueba si la das.' },
				base: { label: 'Base numérica', description: 'charcode: la base de los códigos, 16 (por defecto) o 10', help: 'Solo códigos de carácter: escribir los códigos en hexadecimal (16) o decimal (10).', unset: '16 (por defecto)', options: { 16: '16 (hexadecimal)', 10: '10 (decimal)' } },
				offset: { label: 'Desplazamiento NetBIOS', description: 'netbios: el valor sumado a cada medio byte, 65 (A, RFC 1001 y CyberChef) por defecto; de 33 a 111 las letras quedan en ASCII visible', help: 'Solo nombres NetBIOS: el número sumado a cada medio byte. 65 (la letra A, como en la RFC 1001 y CyberChef), salvo que una herramienta use otro.', unset: '65 (A, por defecto)' },
				input_encoding: { ...inputEncodingWords('es'), help: 'Para codificar: cómo está escrita la entrada, como texto (UTF-8), dígitos hexadecimales, base64 o Latin-1 — para codificar bytes que no son texto. Al decodificar la entrada se lee tal cual.' },
				output_encoding: { ...outputEncodingWords('es', 'utf8'), help: 'Al decodificar: cómo se muestran los bytes decodificados, como texto (UTF-8) o, para bytes que no son texto (una imagen, una clave), base64, hex o Latin-1.' }
			},
			examples: {
				'Text to base64': 'Texto a base64',
				'Base64 to text': 'Base64 a texto',
				'URL-encode a query value': 'Codificar un valor de consulta para URL',
				'Decode HTML entities': 'Decodificar entidades HTML',
				'Hex bytes to base58': 'Bytes en hex a base58',
				'Text to Morse code': 'Texto a código Morse',
				'A domain to Punycode': 'Un dominio a Punycode',
				'Decode base64 bytes as hex': 'Decodificar bytes en base64 como hex'
			}
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	encode: {
		en: {
			encoded: (s: string) => `Encoded as ${s}`,
			decoded: (s: string) => `Decoded from ${s}`,
			swapToDecode: 'Swap: decode this',
			swapToEncode: 'Swap: encode this',
			download: 'Download',
			downloadBytes: 'Download the bytes',
			shownAs: (s: string) => `bytes shown as ${s}`,
			hrp: (h: string) => `Human-readable part: ${h}`,
			witness: (v: string) => `SegWit address, witness version ${v} (the output is its program)`,
			fileNoteForm: (s: string, n: string) => `Its bytes (up to ${n}) go into the form as base64 and are encoded as ${s} in this browser; nothing is uploaded.`,
			names: { hex: 'Hex', url: 'URL', html: 'HTML', binary: 'Binary', charcode: 'character codes', 'unicode-escape': 'Unicode escapes', morse: 'Morse code', nato: 'the NATO alphabet', 'hex-content': 'Snort hex content', 'mime-header': 'MIME encoded words', netbios: 'a NetBIOS name', cobs: 'COBS (hex)' },
			chars: (n: string) => `${n} characters`,
			file: 'Encode a file',
			fileDecode: 'Decode a file',
			fileNoteDecode: (s: string) => `A file of ${s} text is decoded to bytes in this browser; nothing is uploaded.`,
			drop: 'Drop a file here or',
			pick: 'choose a file',
			fileNote: (s: string) => `Its bytes are encoded as ${s} in this browser; nothing is uploaded.`,
			truncated: (shown: string) => `Showing the first ${shown} characters; Copy and Download take all of it.`,
			empty: '(empty)'
		},
		'pt-BR': {
			encoded: (s: string) => `Codificado em ${s}`,
			decoded: (s: string) => `Decodificado de ${s}`,
			swapToDecode: 'Inverter: decodificar isto',
			swapToEncode: 'Inverter: codificar isto',
			download: 'Baixar',
			downloadBytes: 'Baixar os bytes',
			shownAs: (s: string) => `bytes mostrados como ${s}`,
			hrp: (h: string) => `Parte legível: ${h}`,
			witness: (v: string) => `Endereço SegWit, versão de testemunha ${v} (a saída é o programa dele)`,
			fileNoteForm: (s: string, n: string) => `Os bytes dele (até ${n}) vão para o formulário em base64 e são codificados em ${s} neste navegador; nada é enviado.`,
			names: { hex: 'hexadecimal', url: 'codificação de URL', html: 'HTML', binary: 'binário', charcode: 'códigos de caractere', 'unicode-escape': 'escapes Unicode', morse: 'código Morse', nato: 'alfabeto da OTAN', 'hex-content': 'conteúdo hex do Snort', 'mime-header': 'palavras codificadas MIME', netbios: 'nome NetBIOS', cobs: 'COBS (em hex)' },
			chars: (n: string) => `${n} caracteres`,
			file: 'Codificar um arquivo',
			fileDecode: 'Decodificar um arquivo',
			fileNoteDecode: (s: string) => `Um arquivo de texto em ${s} é decodificado em bytes neste navegador; nada é enviado.`,
			drop: 'Solte um arquivo aqui ou',
			pick: 'escolha um arquivo',
			fileNote: (s: string) => `Os bytes dele são codificados em ${s} neste navegador; nada é enviado.`,
			truncated: (shown: string) => `Mostrando os primeiros ${shown} caracteres; Copiar e Baixar levam tudo.`,
			empty: '(vazio)'
		},
		es: {
			encoded: (s: string) => `Codificado en ${s}`,
			decoded: (s: string) => `Decodificado de ${s}`,
			swapToDecode: 'Invertir: decodificar esto',
			swapToEncode: 'Invertir: codificar esto',
			download: 'Descargar',
			downloadBytes: 'Descargar los bytes',
			shownAs: (s: string) => `bytes mostrados como ${s}`,
			hrp: (h: string) => `Parte legible: ${h}`,
			witness: (v: string) => `Dirección SegWit, versión de testigo ${v} (la salida es su programa)`,
			fileNoteForm: (s: string, n: string) => `Sus bytes (hasta ${n}) van al formulario en base64 y se codifican en ${s} en este navegador; no se sube nada.`,
			names: { hex: 'hexadecimal', url: 'codificación de URL', html: 'HTML', binary: 'binario', charcode: 'códigos de carácter', 'unicode-escape': 'escapes Unicode', morse: 'código Morse', nato: 'alfabeto de la OTAN', 'hex-content': 'contenido hex de Snort', 'mime-header': 'palabras codificadas MIME', netbios: 'nombre NetBIOS', cobs: 'COBS (en hex)' },
			chars: (n: string) => `${n} caracteres`,
			file: 'Codificar un archivo',
			fileDecode: 'Decodificar un archivo',
			fileNoteDecode: (s: string) => `Un archivo de texto en ${s} se decodifica a bytes en este navegador; no se sube nada.`,
			drop: 'Suelta un archivo aquí o',
			pick: 'elige un archivo',
			fileNote: (s: string) => `Sus bytes se codifican en ${s} en este navegador; no se sube nada.`,
			truncated: (shown: string) => `Se muestran los primeros ${shown} caracteres; Copiar y Descargar llevan todo.`,
			empty: '(vacío)'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		not_in_scheme: ({ scheme }) => `não é ${scheme} válido`,
		not_utf8: ({ scheme }) => `os bytes decodificados de ${scheme} não são texto UTF-8`,
		bad_url_encoding: 'não é uma codificação de URL válida (um % sem dois dígitos hexadecimais depois, ou bytes que não são UTF-8)',
		input_not_text: ({ scheme }) => `não é texto UTF-8, e ${scheme} escreve texto (escolha um esquema para bytes, como base64)`,
		radix_too_long: ({ scheme, max }) => `é longo demais para ${scheme}: no máximo ${max} bytes (a entrada inteira é convertida como um só número)`,
		hrp_required: ({ scheme }) => `é necessária para codificar ${scheme} (a parte legível, como bc)`,
		hrp_invalid: 'deve ter de 1 a 83 caracteres ASCII visíveis (33 a 126), sem misturar maiúsculas e minúsculas',
		hrp_mismatch: ({ found }) => `não confere com a parte legível da entrada, "${found}"`,
		no_symbol: ({ scheme, char }) => `não tem símbolo ${scheme} para "${char}"`,
		unknown_symbol: ({ scheme, symbol }) => `"${symbol}" não é um símbolo ${scheme}`,
		not_a_byte: ({ value }) => `"${value}" não é um byte (0 a 255)`,
		not_code_point: ({ value }) => `"${value}" não é um ponto de código Unicode`,
		netbios_too_long: ({ max }) => `é longo demais para um nome NetBIOS: no máximo ${max} bytes (15 caracteres e o byte de sufixo)`,
		unknown_charset: ({ charset }) => `tem uma palavra codificada num conjunto de caracteres que este decodificador não conhece, "${charset}"`,
		bad_domain: 'não é um nome de domínio que o IDNA (UTS #46) consiga escrever (um espaço, um caractere não permitido em nomes de host, ou um rótulo xn-- inválido)'
	},
	es: {
		not_in_scheme: ({ scheme }) => `no es ${scheme} válido`,
		not_utf8: ({ scheme }) => `los bytes decodificados de ${scheme} no son texto UTF-8`,
		bad_url_encoding: 'no es una codificación de URL válida (un % sin dos dígitos hexadecimales detrás, o bytes que no son UTF-8)',
		input_not_text: ({ scheme }) => `no es texto UTF-8, y ${scheme} escribe texto (elige un esquema para bytes, como base64)`,
		radix_too_long: ({ scheme, max }) => `es demasiado largo para ${scheme}: como máximo ${max} bytes (toda la entrada se convierte como un solo número)`,
		hrp_required: ({ scheme }) => `es necesaria para codificar ${scheme} (la parte legible, como bc)`,
		hrp_invalid: 'debe tener de 1 a 83 caracteres ASCII visibles (33 a 126), sin mezclar mayúsculas y minúsculas',
		hrp_mismatch: ({ found }) => `no coincide con la parte legible de la entrada, "${found}"`,
		no_symbol: ({ scheme, char }) => `no tiene símbolo ${scheme} para "${char}"`,
		unknown_symbol: ({ scheme, symbol }) => `"${symbol}" no es un símbolo ${scheme}`,
		not_a_byte: ({ value }) => `"${value}" no es un byte (0 a 255)`,
		not_code_point: ({ value }) => `"${value}" no es un punto de código Unicode`,
		netbios_too_long: ({ max }) => `es demasiado largo para un nombre NetBIOS: como máximo ${max} bytes (15 caracteres y el byte de sufijo)`,
		unknown_charset: ({ charset }) => `tiene una palabra codificada en un juego de caracteres que este decodificador no conoce, "${charset}"`,
		bad_domain: 'no es un nombre de dominio que IDNA (UTS #46) pueda escribir (un espacio, un carácter no permitido en nombres de host, o una etiqueta xn-- inválida)'
	}
} satisfies ErrorWords<typeof errors>;
