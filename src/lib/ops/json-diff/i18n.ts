import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	en: {
		'json-diff': {
			old: { label: 'Old JSON', help: 'The document as it was: an object, an array or any JSON value.' },
			new: { label: 'New JSON', help: 'The document as it is now. Names may come in any order; arrays are compared position by position.' }
		}
	},
	'pt-BR': {
		'json-diff': {
			title: 'Diferença e patch de JSON',
			summary: 'Compara dois documentos JSON e lista o que foi adicionado, removido e alterado, com caminhos JSON Pointer, e o JSON Patch (RFC 6902) que transforma o antigo no novo.',
			keywords: ['json', 'diferença', 'comparar', 'comparar json', 'json patch', 'json pointer', 'alterações', 'mudanças'],
			fields: {
				old: { label: 'JSON antigo', description: 'O documento JSON antigo (qualquer valor JSON); até 262.144 caracteres e 512 níveis de aninhamento', help: 'O documento como era: um objeto, uma lista ou qualquer valor JSON.' },
				new: { label: 'JSON novo', description: 'O documento JSON novo; até 262.144 caracteres e 512 níveis de aninhamento', help: 'O documento como está agora. Os nomes podem vir em qualquer ordem; as listas são comparadas posição por posição.' }
			},
			examples: { 'Compare two records': 'Comparar dois registros', 'Same data, other order': 'Mesmos dados, outra ordem' }
		}
	},
	es: {
		'json-diff': {
			title: 'Diferencias y parche de JSON',
			summary: 'Compara dos documentos JSON y enumera lo añadido, lo eliminado y lo cambiado, con rutas JSON Pointer, y el JSON Patch (RFC 6902) que convierte el antiguo en el nuevo.',
			keywords: ['json', 'diferencias', 'comparar', 'comparar json', 'json patch', 'json pointer', 'cambios'],
			fields: {
				old: { label: 'JSON antiguo', description: 'El documento JSON antiguo (cualquier valor JSON); hasta 262 144 caracteres y 512 niveles de anidamiento', help: 'El documento como era: un objeto, una lista o cualquier valor JSON.' },
				new: { label: 'JSON nuevo', description: 'El documento JSON nuevo; hasta 262 144 caracteres y 512 niveles de anidamiento', help: 'El documento como está ahora. Los nombres pueden ir en cualquier orden; las listas se comparan posición por posición.' }
			},
			examples: { 'Compare two records': 'Comparar dos registros', 'Same data, other order': 'Mismos datos, otro orden' }
		}
	}
};

/** The words of the module's result view in every language. */
export const viewWords = {
	jsonDiff: {
		en: {
			equal: 'The documents are equal',
			changes: (n: string) => `${n} ${n === '1' ? 'change' : 'changes'}`,
			added: 'added',
			removed: 'removed',
			changed: 'changed',
			whole: 'the whole document',
			patch: 'JSON Patch (RFC 6902)',
			copyPatch: 'the patch',
			download: 'Download',
			more: (n: string) => `and ${n} more (in the patch)`
		},
		'pt-BR': {
			equal: 'Os documentos são iguais',
			changes: (n: string) => `${n} ${n === '1' ? 'alteração' : 'alterações'}`,
			added: 'adicionado',
			removed: 'removido',
			changed: 'alterado',
			whole: 'o documento inteiro',
			patch: 'Patch JSON (RFC 6902)',
			copyPatch: 'o patch',
			download: 'Baixar',
			more: (n: string) => `e mais ${n} (no patch)`
		},
		es: {
			equal: 'Los documentos son iguales',
			changes: (n: string) => `${n} ${n === '1' ? 'cambio' : 'cambios'}`,
			added: 'añadido',
			removed: 'eliminado',
			changed: 'cambiado',
			whole: 'el documento entero',
			patch: 'Parche JSON (RFC 6902)',
			copyPatch: 'el parche',
			download: 'Descargar',
			more: (n: string) => `y ${n} más (en el parche)`
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es. */
export const errorWords = {
	'pt-BR': {
		not_json: ({ line, column, reason }) => `não é JSON: linha ${line}, coluna ${column}: ${reason}`,
		too_many_changes: ({ max }) => `os documentos diferem em mais de ${max.toLocaleString('pt-BR')} lugares; compare partes menores deles`,
		paths_too_long: ({ max }) => `os caminhos das alterações somariam mais de ${max.toLocaleString('pt-BR')} caracteres; compare partes menores dos documentos`
	},
	es: {
		not_json: ({ line, column, reason }) => `no es JSON: línea ${line}, columna ${column}: ${reason}`,
		too_many_changes: ({ max }) => `los documentos difieren en más de ${max.toLocaleString('es')} lugares; compare partes más pequeñas`,
		paths_too_long: ({ max }) => `las rutas de los cambios sumarían más de ${max.toLocaleString('es')} caracteres; compare partes más pequeñas de los documentos`
	}
} satisfies ErrorWords<typeof errors>;
