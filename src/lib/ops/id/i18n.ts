import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself): src/lib/i18n/README.md, "Operations' words". */
export const texts: ModuleTexts = {
	'pt-BR': {
		'id-generate': {
			title: 'Gerador de UUID / ULID / NanoID',
			summary: 'Identificadores aleatórios novos: UUID v4, UUID v7 e ULID ordenados pelo tempo (estritamente crescentes) ou NanoID de qualquer tamanho.',
			keywords: ['uuid', 'guid', 'gerador de uuid', 'ulid', 'nanoid', 'identificador único', 'id aleatório', 'uuid v7'],
			fields: {
				kind: { label: 'Tipo', description: 'uuid4, uuid7 (ordenado pelo tempo), ulid ou nanoid' },
				count: { label: 'Quantidade', description: 'Quantos, de 1 a 1000; padrão 1' },
				size: { label: 'Tamanho', description: 'Tamanho do NanoID, de 2 a 255; padrão 21 (só nanoid)' }
			},
			examples: { 'Five UUID v4': 'Cinco UUID v4', 'Time-ordered UUID v7': 'UUID v7 ordenados pelo tempo', 'Three ULIDs': 'Três ULIDs', 'Short NanoID': 'NanoID curto' }
		},
		'id-inspect': {
			title: 'Inspetor de UUID / ULID',
			summary: 'Tipo, versão, variante e data embutida de um UUID (v1 a v8, RFC 9562) ou de um ULID, com a forma canônica.',
			keywords: ['uuid', 'guid', 'ulid', 'decodificar uuid', 'versão do uuid', 'data do uuid', 'validar uuid', 'rfc 9562'],
			fields: {
				id: { label: 'Identificador', description: 'Um UUID (8-4-4-4-12 ou 32 dígitos hexadecimais, maiúsculas ou minúsculas, também entre chaves ou após urn:uuid:) ou um ULID (26 caracteres); no máximo 100 caracteres' }
			},
			examples: { 'UUID v7 example of RFC 9562': 'Exemplo de UUID v7 da RFC 9562', 'UUID v1 example of RFC 9562': 'Exemplo de UUID v1 da RFC 9562', 'ULID of the specification': 'ULID da especificação' }
		}
	},
	es: {
		'id-generate': {
			title: 'Generador de UUID / ULID / NanoID',
			summary: 'Identificadores aleatorios nuevos: UUID v4, UUID v7 y ULID ordenados por tiempo (estrictamente crecientes) o NanoID de cualquier longitud.',
			keywords: ['uuid', 'guid', 'generador de uuid', 'ulid', 'nanoid', 'identificador único', 'id aleatorio', 'uuid v7'],
			fields: {
				kind: { label: 'Tipo', description: 'uuid4, uuid7 (ordenado por tiempo), ulid o nanoid' },
				count: { label: 'Cantidad', description: 'Cuántos, de 1 a 1000; por defecto 1' },
				size: { label: 'Longitud', description: 'Longitud del NanoID, de 2 a 255; por defecto 21 (solo nanoid)' }
			},
			examples: { 'Five UUID v4': 'Cinco UUID v4', 'Time-ordered UUID v7': 'UUID v7 ordenados por tiempo', 'Three ULIDs': 'Tres ULID', 'Short NanoID': 'NanoID corto' }
		},
		'id-inspect': {
			title: 'Inspector de UUID / ULID',
			summary: 'Tipo, versión, variante y fecha incluida de un UUID (v1 a v8, RFC 9562) o de un ULID, con su forma canónica.',
			keywords: ['uuid', 'guid', 'ulid', 'decodificar uuid', 'versión de uuid', 'fecha de uuid', 'validar uuid', 'rfc 9562'],
			fields: {
				id: { label: 'Identificador', description: 'Un UUID (8-4-4-4-12 o 32 dígitos hexadecimales, mayúsculas o minúsculas, también entre llaves o tras urn:uuid:) o un ULID (26 caracteres); como máximo 100 caracteres' }
			},
			examples: { 'UUID v7 example of RFC 9562': 'Ejemplo de UUID v7 del RFC 9562', 'UUID v1 example of RFC 9562': 'Ejemplo de UUID v1 del RFC 9562', 'ULID of the specification': 'ULID de la especificación' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	idGenerate: {
		en: { again: 'Generate again', copyAll: 'Copy all', id: 'ID', note: (n: number) => `${n} identifier${n === 1 ? '' : 's'}` },
		'pt-BR': { again: 'Gerar de novo', copyAll: 'Copiar todos', id: 'ID', note: (n: number) => `${n} identificador${n === 1 ? '' : 'es'}` },
		es: { again: 'Generar de nuevo', copyAll: 'Copiar todos', id: 'ID', note: (n: number) => `${n} identificador${n === 1 ? '' : 'es'}` }
	},
	idInspect: {
		en: {
			kind: 'Kind', version: 'Version', variant: 'Variant', time: 'Embedded time', utc: 'UTC', none: 'None', noTime: 'No time in this kind of ID',
			kinds: { uuid: 'UUID', ulid: 'ULID' },
			variants: { rfc9562: 'RFC 9562 (standard)', ncs: 'NCS (reserved)', microsoft: 'Microsoft (reserved)', future: 'Reserved for the future' } as Record<string, string>,
			versions: { 1: 'time and node', 2: 'DCE security', 3: 'MD5 name', 4: 'random', 5: 'SHA-1 name', 6: 'reordered time', 7: 'Unix time', 8: 'custom' } as Record<number, string>,
			canonical: 'Canonical form'
		},
		'pt-BR': {
			kind: 'Tipo', version: 'Versão', variant: 'Variante', time: 'Data embutida', utc: 'UTC', none: 'Nenhuma', noTime: 'Este tipo de ID não guarda data',
			kinds: { uuid: 'UUID', ulid: 'ULID' },
			variants: { rfc9562: 'RFC 9562 (padrão)', ncs: 'NCS (reservada)', microsoft: 'Microsoft (reservada)', future: 'Reservada para o futuro' } as Record<string, string>,
			versions: { 1: 'tempo e nó', 2: 'segurança DCE', 3: 'nome MD5', 4: 'aleatório', 5: 'nome SHA-1', 6: 'tempo reordenado', 7: 'tempo Unix', 8: 'personalizado' } as Record<number, string>,
			canonical: 'Forma canônica'
		},
		es: {
			kind: 'Tipo', version: 'Versión', variant: 'Variante', time: 'Fecha incluida', utc: 'UTC', none: 'Ninguna', noTime: 'Este tipo de ID no guarda fecha',
			kinds: { uuid: 'UUID', ulid: 'ULID' },
			variants: { rfc9562: 'RFC 9562 (estándar)', ncs: 'NCS (reservada)', microsoft: 'Microsoft (reservada)', future: 'Reservada para el futuro' } as Record<string, string>,
			versions: { 1: 'tiempo y nodo', 2: 'seguridad DCE', 3: 'nombre MD5', 4: 'aleatorio', 5: 'nombre SHA-1', 6: 'tiempo reordenado', 7: 'tiempo Unix', 8: 'personalizado' } as Record<number, string>,
			canonical: 'Forma canónica'
		}
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		size_for_nanoid: 'só para o tipo nanoid',
		not_an_id: 'não é um UUID (8-4-4-4-12 dígitos hexadecimais) nem um ULID (26 caracteres base32 de Crockford)'
	},
	es: {
		size_for_nanoid: 'solo para el tipo nanoid',
		not_an_id: 'no es un UUID (8-4-4-4-12 dígitos hexadecimales) ni un ULID (26 caracteres base32 de Crockford)'
	}
} satisfies ErrorWords<typeof errors>;
