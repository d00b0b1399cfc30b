import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		encode: {
			title: 'Codificar / decodificar',
			summary: 'Codificação e decodificação Base64, base64url, base32, hexadecimal, URL (percent) e entidades HTML de texto UTF-8.',
			keywords: ['codificar', 'decodificar', 'base64', 'hexadecimal', 'codificação de url', 'entidades html', 'escapar', 'converter base64'],
			fields: {
				input: { label: 'Entrada', description: 'Texto a codificar (UTF-8) ou texto codificado a decodificar; no máximo 524.288 caracteres' },
				scheme: { label: 'Esquema', description: 'base64 (RFC 4648 §4, com preenchimento), base64url (§5, sem preenchimento), base32 (§6, com preenchimento), hex (minúsculas), url (encodeURIComponent) ou html (os cinco caracteres especiais)' },
				direction: { label: 'Direção', description: 'encode (codificar) ou decode (decodificar)' }
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
				scheme: { label: 'Esquema', description: 'base64 (RFC 4648 §4, con relleno), base64url (§5, sin relleno), base32 (§6, con relleno), hex (minúsculas), url (encodeURIComponent) o html (los cinco caracteres especiales)' },
				direction: { label: 'Dirección', description: 'encode (codificar) o decode (decodificar)' }
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
