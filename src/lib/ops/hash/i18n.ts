import type { ModuleTexts, ModuleViewWords } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		hash: {
			algorithms: 'Pick the ones you need; none picked gives the classic six (MD5 to SHA-512/256).',
			encoding: { help: 'How the digests are written: hex (lower case) or base64.', unset: 'Hexadecimal (the default)' }
		}
	},
	'pt-BR': {
		hash: {
			title: 'Gerador de hash',
			summary: 'Resumos MD5, SHA-1, SHA-2, SHA-3, BLAKE2 e CRC-32 de um texto (UTF-8), em hex ou base64.',
			keywords: ['hash', 'gerador de hash', 'resumo', 'soma de verificação', 'md5', 'sha256', 'sha3', 'blake2', 'crc32', 'hash de arquivo'],
			fields: {
				input: { label: 'Entrada', description: 'Texto para gerar o hash, em UTF-8' },
				algorithms: { label: 'Algoritmos', description: 'Qualquer um de md5, sha1, sha256, sha384, sha512, sha512-256, sha3-256, sha3-384, sha3-512, blake2b-512, blake2s-256, crc32; padrão: os seis primeiros (md5 … sha512-256)', help: 'Escolha os que precisar; sem nenhum escolhido, vêm os seis clássicos (MD5 a SHA-512/256).' },
				encoding: { label: 'Codificação', description: 'Texto do resumo: hex (minúsculas, padrão) ou base64 (RFC 4648, com preenchimento)', help: 'Como os resumos são escritos: hex (minúsculas) ou base64.', unset: 'Hexadecimal (o padrão)' }
			},
			examples: { 'All algorithms': 'Todos os algoritmos', 'SHA-256 only': 'Só SHA-256', 'SHA-3, BLAKE2 and CRC-32 in base64': 'SHA-3, BLAKE2 e CRC-32 em base64' }
		}
	},
	es: {
		hash: {
			title: 'Generador de hash',
			summary: 'Resúmenes MD5, SHA-1, SHA-2, SHA-3, BLAKE2 y CRC-32 de un texto (UTF-8), en hex o base64.',
			keywords: ['hash', 'generador de hash', 'resumen', 'suma de verificación', 'md5', 'sha256', 'sha3', 'blake2', 'crc32', 'hash de archivo'],
			fields: {
				input: { label: 'Entrada', description: 'Texto del que calcular el hash, en UTF-8' },
				algorithms: { label: 'Algoritmos', description: 'Cualquiera de md5, sha1, sha256, sha384, sha512, sha512-256, sha3-256, sha3-384, sha3-512, blake2b-512, blake2s-256, crc32; por defecto, los seis primeros (md5 … sha512-256)', help: 'Elige los que necesites; si no eliges ninguno, salen los seis clásicos (de MD5 a SHA-512/256).' },
				encoding: { label: 'Codificación', description: 'Texto del resumen: hex (minúsculas, por defecto) o base64 (RFC 4648, con relleno)', help: 'Cómo se escriben los resúmenes: hex (minúsculas) o base64.', unset: 'Hexadecimal (por defecto)' }
			},
			examples: { 'All algorithms': 'Todos los algoritmos', 'SHA-256 only': 'Solo SHA-256', 'SHA-3, BLAKE2 and CRC-32 in base64': 'SHA-3, BLAKE2 y CRC-32 en base64' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	hash: {
		en: {
			file: 'Hash a file instead',
			compare: 'Compare with a known digest',
			comparePlaceholder: 'Paste a checksum',
			matches: (name: string) => `✓ Matches the ${name} digest.`,
			matchesNone: '✗ Matches none of these digests.'
		},
		'pt-BR': {
			file: 'Calcular o hash de um arquivo',
			compare: 'Comparar com um digest conhecido',
			comparePlaceholder: 'Cole um checksum',
			matches: (name: string) => `✓ Corresponde ao digest ${name}.`,
			matchesNone: '✗ Não corresponde a nenhum destes digests.'
		},
		es: {
			file: 'Calcular el hash de un archivo',
			compare: 'Comparar con un digest conocido',
			comparePlaceholder: 'Pega un checksum',
			matches: (name: string) => `✓ Coincide con el digest ${name}.`,
			matchesNone: '✗ No coincide con ninguno de estos digests.'
		}
	}
} satisfies ModuleViewWords;
