import { inputEncodingWords } from '../_shared/bytes-io-words.js';
import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		hmac: { input: { help: 'The message: text, or bytes written in the encoding below.' }, input_encoding: inputEncodingWords('en'), key: { help: 'The secret key, written as chosen under Key encoding (plain text unless you pick hex or base64).' }, key_encoding: { help: 'How the key above is written: plain text (UTF-8), hex, or base64 (standard or URL-safe, padding optional).', unset: 'Plain text, UTF-8 (hex for AES-CMAC and Ascon-Mac)', options: { utf8: 'Plain text (UTF-8)' } }, encoding: { help: 'How the HMAC is written: hex (lower case) or base64.', unset: 'Hexadecimal (the default)' } },
	},
	'pt-BR': {
		hmac: {
			title: 'Gerador de HMAC',
			summary: 'Um hash com chave (HMAC, RFC 2104) de texto ou bytes com MD5, SHA-1, SHA-2, SHA-3 ou BLAKE2b, um AES-CMAC (RFC 4493) ou um Ascon-Mac, em hex ou base64.',
			keywords: ['hmac', 'hash com chave', 'assinatura', 'assinatura de webhook', 'código de autenticação de mensagem', 'hmac-sha256', 'aes-cmac', 'gerador de hmac', 'ascon-mac'],
			fields: {
				input: { label: 'Mensagem', description: 'A mensagem, escrita como diz `input_encoding` (texto UTF-8 por padrão; no máximo o corpo de 1 MiB)', help: 'A mensagem: texto, ou bytes escritos na codificação abaixo.' },
				input_encoding: inputEncodingWords('pt-BR'),
				key: { label: 'Chave', description: 'A chave secreta, escrita como diz `key_encoding`; para cmac-aes uma chave AES de 16, 24 ou 32 bytes, para ascon-mac 16 bytes', help: 'A chave secreta, escrita como escolhido em Codificação da chave (texto simples, a menos que escolha hex ou base64).' },
				key_encoding: { label: 'Codificação da chave', description: 'Como `key` está escrita: utf8 (padrão; hex para cmac-aes e ascon-mac), hex ou base64 (padrão ou URL-safe, preenchimento opcional)', help: 'Como a chave acima está escrita: texto simples (UTF-8), hex ou base64 (padrão ou URL-safe, preenchimento opcional).', unset: 'Texto simples, UTF-8 (hex para AES-CMAC e Ascon-Mac)', options: { utf8: 'Texto simples (UTF-8)' } },
				algorithm: { label: 'Algoritmo', description: 'O MAC: HMAC com md5, sha1, sha256, sha384, sha512, sha224, sha3-256, sha3-512 ou blake2b-512, cmac-aes (AES-CMAC, RFC 4493) ou ascon-mac (Ascon-Mac, chave e tag de 16 bytes)' },
				encoding: { label: 'Codificação', description: 'O HMAC em hex (minúsculas, padrão) ou base64 (com preenchimento)', help: 'Como o HMAC é escrito: hex (minúsculas) ou base64.', unset: 'Hexadecimal (o padrão)' }
			},
			examples: { 'HMAC-SHA256 of a webhook body': 'HMAC-SHA256 do corpo de um webhook', 'RFC 4231 test case 2': 'Caso de teste 2 da RFC 4231', 'AES-CMAC, RFC 4493 example 2': 'AES-CMAC, exemplo 2 da RFC 4493', 'Ascon-Mac, KAT count 2': 'Ascon-Mac, vetor 2 dos KATs' }
		}
	},
	es: {
		hmac: {
			title: 'Generador de HMAC',
			summary: 'Un hash con clave (HMAC, RFC 2104) de texto o bytes con MD5, SHA-1, SHA-2, SHA-3 o BLAKE2b, un AES-CMAC (RFC 4493) o un Ascon-Mac, en hex o base64.',
			keywords: ['hmac', 'hash con clave', 'firma', 'firma de webhook', 'código de autenticación de mensajes', 'hmac-sha256', 'aes-cmac', 'generador de hmac', 'ascon-mac'],
			fields: {
				input: { label: 'Mensaje', description: 'El mensaje, escrito como dice `input_encoding` (texto UTF-8 por defecto; como mucho el cuerpo de 1 MiB)', help: 'El mensaje: texto, o bytes escritos en la codificación de abajo.' },
				input_encoding: inputEncodingWords('es'),
				key: { label: 'Clave', description: 'La clave secreta, escrita como indica `key_encoding`; para cmac-aes una clave AES de 16, 24 o 32 bytes, para ascon-mac 16 bytes', help: 'La clave secreta, escrita como se elija en Codificación de la clave (texto plano salvo que elijas hex o base64).' },
				key_encoding: { label: 'Codificación de la clave', description: 'Cómo está escrita `key`: utf8 (por defecto; hex para cmac-aes y ascon-mac), hex o base64 (estándar o URL-safe, relleno opcional)', help: 'Cómo está escrita la clave de arriba: texto plano (UTF-8), hex o base64 (estándar o URL-safe, relleno opcional).', unset: 'Texto plano, UTF-8 (hex para AES-CMAC y Ascon-Mac)', options: { utf8: 'Texto plano (UTF-8)' } },
				algorithm: { label: 'Algoritmo', description: 'El MAC: HMAC con md5, sha1, sha256, sha384, sha512, sha224, sha3-256, sha3-512 o blake2b-512, cmac-aes (AES-CMAC, RFC 4493) o ascon-mac (Ascon-Mac, clave y etiqueta de 16 bytes)' },
				encoding: { label: 'Codificación', description: 'El HMAC en hex (minúsculas, por defecto) o base64 (con relleno)', help: 'Cómo se escribe el HMAC: hex (minúsculas) o base64.', unset: 'Hexadecimal (por defecto)' }
			},
			examples: { 'HMAC-SHA256 of a webhook body': 'HMAC-SHA256 del cuerpo de un webhook', 'RFC 4231 test case 2': 'Caso de prueba 2 de la RFC 4231', 'AES-CMAC, RFC 4493 example 2': 'AES-CMAC, ejemplo 2 de la RFC 4493', 'Ascon-Mac, KAT count 2': 'Ascon-Mac, vector 2 de los KAT' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	hmac: {
		en: {
			ofText: 'of the text',
			file: 'HMAC of a file, with the same key',
			compare: 'Check a signature you received',
			placeholder: 'Paste the signature (hex or base64, as above)',
			matchesText: 'Matches the HMAC of the text: the message is authentic.',
			matches: (what: string) => `Matches the HMAC of ${what}: the file is authentic.`,
			none: 'Does not match: a different message, key or algorithm.'
		},
		'pt-BR': {
			ofText: 'do texto',
			file: 'HMAC de um arquivo, com a mesma chave',
			compare: 'Conferir uma assinatura recebida',
			placeholder: 'Cole a assinatura (hex ou base64, como acima)',
			matchesText: 'Confere com o HMAC do texto: a mensagem é autêntica.',
			matches: (what: string) => `Confere com o HMAC de ${what}: o arquivo é autêntico.`,
			none: 'Não confere: outra mensagem, chave ou algoritmo.'
		},
		es: {
			ofText: 'del texto',
			file: 'HMAC de un archivo, con la misma clave',
			compare: 'Comprobar una firma recibida',
			placeholder: 'Pega la firma (hex o base64, como arriba)',
			matchesText: 'Coincide con el HMAC del texto: el mensaje es auténtico.',
			matches: (what: string) => `Coincide con el HMAC de ${what}: el archivo es auténtico.`,
			none: 'No coincide: otro mensaje, clave o algoritmo.'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		not_hex: 'não é hexadecimal (um número par dos dígitos 0-9, a-f)',
		not_base64: 'não é base64',
		cmac_key_length: ({ got }) => `uma chave AES para cmac-aes tem 16, 24 ou 32 bytes, recebido ${got}`,
		ascon_key_length: ({ got }) => `uma chave Ascon-Mac tem 16 bytes, recebido ${got}`
	},
	es: {
		not_hex: 'no es hexadecimal (un número par de los dígitos 0-9, a-f)',
		not_base64: 'no es base64',
		cmac_key_length: ({ got }) => `una clave AES para cmac-aes tiene 16, 24 o 32 bytes, recibido ${got}`,
		ascon_key_length: ({ got }) => `una clave Ascon-Mac tiene 16 bytes, recibido ${got}`
	}
} satisfies ErrorWords<typeof errors>;
