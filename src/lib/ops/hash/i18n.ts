import type { ModuleTexts } from '../texts.js';

/** The module's words in pt-BR and es (English is the definition itself): docs/architecture.md, "Translations". */
export const texts: ModuleTexts = {
	/** The form's help for people (FieldText.help); the definition's descriptions stay the API's words. */
	en: {
		hash: {
			algorithms: 'Pick the ones you need; none picked gives them all.'
		}
	},
	'pt-BR': {
		hash: {
			title: 'Gerador de hash',
			summary: 'Resumos MD5, SHA-1, SHA-256, SHA-384, SHA-512 e SHA-512/256 de um texto (UTF-8).',
			keywords: ['hash', 'gerador de hash', 'resumo', 'soma de verificação', 'checksum', 'md5', 'sha256', 'criptografia'],
			fields: {
				input: { label: 'Entrada', description: 'Texto para gerar o hash, em UTF-8' },
				algorithms: { label: 'Algoritmos', description: 'Subconjunto de md5, sha1, sha256, sha384, sha512, sha512-256; padrão: todos', help: 'Escolha os que precisar; sem nenhum escolhido, vêm todos.' }
			},
			examples: { 'All algorithms': 'Todos os algoritmos', 'SHA-256 only': 'Só SHA-256' }
		}
	},
	es: {
		hash: {
			title: 'Generador de hash',
			summary: 'Resúmenes MD5, SHA-1, SHA-256, SHA-384, SHA-512 y SHA-512/256 de un texto (UTF-8).',
			keywords: ['hash', 'generador de hash', 'resumen', 'suma de verificación', 'checksum', 'md5', 'sha256', 'criptografía'],
			fields: {
				input: { label: 'Entrada', description: 'Texto del que calcular el hash, en UTF-8' },
				algorithms: { label: 'Algoritmos', description: 'Subconjunto de md5, sha1, sha256, sha384, sha512, sha512-256; por defecto, todos', help: 'Elige los que necesites; si no eliges ninguno, salen todos.' }
			},
			examples: { 'All algorithms': 'Todos los algoritmos', 'SHA-256 only': 'Solo SHA-256' }
		}
	}
};
