import type { ErrorWords } from '../../engine/words.js';
import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		encode: {
			scheme: {
				help: 'Base64 (with = padding), Base64URL (for URLs and file names, no padding), Base32, hexadecimal, URL encoding (percent-encoding, as in a query string) or HTML entities (< > & " \' written as entities).',
				options: { url: 'URL encoding', html: 'HTML entities' }
			},
			direction: { help: 'Encode writes the text in the scheme; Decode reads encoded text back.', options: { encode: 'Encode', decode: 'Decode' } }
		}
	},
	'pt-BR': {
		encode: {
			title: 'Codificar / decodificar',
			summary: 'Codificação e decodificação Base64, base64url, base32, hexadecimal, URL (percent) e entidades HTML de texto UTF-8.',
			keywords: ['codificar', 'decodificar', 'base64', 'hexadecimal', 'codificação de url', 'entidades html', 'escapar', 'converter base64'],
			fields: {
				input: { label: 'Entrada', description: 'Texto a codificar (UTF-8) ou texto codificado a decodificar; no máximo 524.288 caracteres' },
				scheme: { label: 'Esquema', description: 'base64 (RFC 4648 §4, com preenchimento), base64url (§5, sem preenchimento), base32 (§6, com preenchimento), hex (minúsculas), url (encodeURIComponent) ou html (os cinco caracteres especiais)', help: 'Base64 (com preenchimento =), Base64URL (para URLs e nomes de arquivo, sem preenchimento), Base32, hexadecimal, codificação de URL (com %, como numa query string) ou entidades HTML (< > & " \' escritos como entidades).', options: { url: 'Codificação de URL', html: 'Entidades HTML' } },
				direction: { label: 'Direção', description: 'encode (codificar) ou decode (decodificar)', help: 'Codificar escreve o texto no esquema; Decodificar lê de volta um texto codificado.', options: { encode: 'Codificar', decode: 'Decodificar' } }
			},
			examples: {
				'Text to base64': 'Texto para base64',
				'Base64 to text': 'Base64 para texto',
				'URL-encode a query value': 'Codificar um valor de query para URL',
				'Decode HTML entities': 'Decodificar entidades HTML'
			}
		}
	},
	es: {
		encode: {
			title: 'Codificar / decodificar',
			summary: 'Codificación y decodificación Base64, base64url, base32, hexadecimal, URL (porcentaje) y entidades HTML de texto UTF-8.',
			keywords: ['codificar', 'decodificar', 'base64', 'hexadecimal', 'codificación url', 'entidades html', 'escapar', 'convertir base64'],
			fields: {
				input: { label: 'Entrada', description: 'Texto a codificar (UTF-8) o texto codificado a decodificar; como máximo 524.288 caracteres' },
				scheme: { label: 'Esquema', description: 'base64 (RFC 4648 §4, con relleno), base64url (§5, sin relleno), base32 (§6, con relleno), hex (minúsculas), url (encodeURIComponent) o html (los cinco caracteres especiales)', help: 'Base64 (con relleno =), Base64URL (para URL y nombres de archivo, sin relleno), Base32, hexadecimal, codificación de URL (con %, como en una query string) o entidades HTML (< > & " \' escritos como entidades).', options: { url: 'Codificación de URL', html: 'Entidades HTML' } },
				direction: { label: 'Dirección', description: 'encode (codificar) o decode (decodificar)', help: 'Codificar escribe el texto en el esquema; Decodificar lee de vuelta un texto codificado.', options: { encode: 'Codificar', decode: 'Decodificar' } }
			},
			examples: {
				'Text to base64': 'Texto a base64',
				'Base64 to text': 'Base64 a texto',
				'URL-encode a query value': 'Codificar un valor de consulta para URL',
				'Decode HTML entities': 'Decodificar entidades HTML'
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
		bad_url_encoding: 'não é uma codificação de URL válida (um % sem dois dígitos hexadecimais depois, ou bytes que não são UTF-8)'
	},
	es: {
		not_in_scheme: ({ scheme }) => `no es ${scheme} válido`,
		not_utf8: ({ scheme }) => `los bytes decodificados de ${scheme} no son texto UTF-8`,
		bad_url_encoding: 'no es una codificación de URL válida (un % sin dos dígitos hexadecimales detrás, o bytes que no son UTF-8)'
	}
} satisfies ErrorWords<typeof errors>;
