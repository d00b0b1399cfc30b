import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		hmac: {
			title: 'Gerador de HMAC',
			summary: 'Um hash com chave (HMAC, RFC 2104) de um texto com MD5, SHA-1, SHA-256, SHA-384 ou SHA-512, em hex ou base64.',
			keywords: ['hmac', 'hash com chave', 'assinatura', 'assinatura de webhook', 'código de autenticação de mensagem', 'hmac-sha256'],
			fields: {
				input: { label: 'Mensagem', description: 'A mensagem, em UTF-8 (no máximo o corpo de 1 MiB)' },
				key: { label: 'Chave', description: 'A chave secreta, escrita como diz `key_encoding`' },
				key_encoding: { label: 'Codificação da chave', description: 'Como `key` está escrita: utf8 (padrão), hex ou base64 (padrão ou URL-safe, preenchimento opcional)' },
				algorithm: { label: 'Algoritmo', description: 'O hash: md5, sha1, sha256, sha384 ou sha512' },
				encoding: { label: 'Codificação', description: 'O HMAC em hex (minúsculas, padrão) ou base64 (com preenchimento)' }
			},
			examples: { 'HMAC-SHA256 of a webhook body': 'HMAC-SHA256 do corpo de um webhook', 'RFC 4231 test case 2': 'Caso de teste 2 da RFC 4231' }
		}
	},
	es: {
		hmac: {
			title: 'Generador de HMAC',
			summary: 'Un hash con clave (HMAC, RFC 2104) de un texto con MD5, SHA-1, SHA-256, SHA-384 o SHA-512, en hex o base64.',
			keywords: ['hmac', 'hash con clave', 'firma', 'firma de webhook', 'código de autenticación de mensajes', 'hmac-sha256'],
			fields: {
				input: { label: 'Mensaje', description: 'El mensaje, en UTF-8 (como mucho el cuerpo de 1 MiB)' },
				key: { label: 'Clave', description: 'La clave secreta, escrita como indica `key_encoding`' },
				key_encoding: { label: 'Codificación de la clave', description: 'Cómo está escrita `key`: utf8 (por defecto), hex o base64 (estándar o URL-safe, relleno opcional)' },
				algorithm: { label: 'Algoritmo', description: 'El hash: md5, sha1, sha256, sha384 o sha512' },
				encoding: { label: 'Codificación', description: 'El HMAC en hex (minúsculas, por defecto) o base64 (con relleno)' }
			},
			examples: { 'HMAC-SHA256 of a webhook body': 'HMAC-SHA256 del cuerpo de un webhook', 'RFC 4231 test case 2': 'Caso de prueba 2 de la RFC 4231' }
		}
	}
};
