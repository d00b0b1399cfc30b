import type { ModuleTexts, ModuleViewWords } from '../texts.js';
import type { ErrorWords } from '../../engine/words.js';
import type { errors } from './errors.js';

/** The module's words in pt-BR and es (English is the definition itself), keyed by operation id. */
export const texts: ModuleTexts = {
	'pt-BR': {
		'json-schema-validate': {
			title: 'Validador de JSON Schema',
			summary: 'Valida dados JSON contra um JSON Schema (draft 2020-12, 2019-09 ou draft-07) e lista cada erro com o JSON Pointer do valor em falta.',
			keywords: ['esquema json', 'validar json', 'validador', 'validação de esquema', 'contrato de api'],
			fields: {
				schema: { label: 'Esquema', description: 'O JSON Schema: um objeto (ou true/false); draft 2020-12, a menos que `$schema` indique 2019-09 ou draft-07. Todo `$ref` deve se resolver dentro dele (sem rede). Aninhamento de no máximo 512 níveis' },
				data: { label: 'Dados', description: 'O valor JSON a validar; aninhamento de no máximo 512 níveis' }
			},
			examples: { 'Invalid user record': 'Registro de usuário inválido', 'Valid data': 'Dados válidos', 'Draft-07 tuple': 'Tupla em draft-07' }
		}
	},
	es: {
		'json-schema-validate': {
			title: 'Validador de JSON Schema',
			summary: 'Valida datos JSON contra un JSON Schema (draft 2020-12, 2019-09 o draft-07) y enumera cada error con el JSON Pointer del valor que falla.',
			keywords: ['esquema json', 'validar json', 'validador', 'validación de esquema', 'contrato de api'],
			fields: {
				schema: { label: 'Esquema', description: 'El JSON Schema: un objeto (o true/false); draft 2020-12 salvo que `$schema` indique 2019-09 o draft-07. Todo `$ref` debe resolverse dentro de él (sin red). Anidamiento de como máximo 512 niveles' },
				data: { label: 'Datos', description: 'El valor JSON a validar; anidamiento de como máximo 512 niveles' }
			},
			examples: { 'Invalid user record': 'Registro de usuario no válido', 'Valid data': 'Datos válidos', 'Draft-07 tuple': 'Tupla en draft-07' }
		}
	}
};

/** The words of the module's result views in every language, keyed by view; each view picks its own with `words()`. */
export const viewWords = {
	jsonSchemaValidate: {
		en: { valid: 'Valid: the data matches the schema', invalid: (n: number) => `Not valid: ${n} error${n === 1 ? '' : 's'}`, root: '(root)', value: 'Value', errors: 'Errors by location in the data', capped: 'The list stops at 100 errors.' },
		'pt-BR': { valid: 'Válido: os dados seguem o schema', invalid: (n: number) => `Inválido: ${n} erro${n === 1 ? '' : 's'}`, root: '(raiz)', value: 'Valor', errors: 'Erros por posição nos dados', capped: 'A lista para em 100 erros.' },
		es: { valid: 'Válido: los datos cumplen el schema', invalid: (n: number) => `No válido: ${n} error${n === 1 ? '' : 'es'}`, root: '(raíz)', value: 'Valor', errors: 'Errores por posición en los datos', capped: 'La lista se detiene en 100 errores.' }
	}
} satisfies ModuleViewWords;

/** The module's messages (errors.ts) in pt-BR and es, for the pages to say what the API says in English. */
export const errorWords = {
	'pt-BR': {
		required: 'é obrigatório',
		not_a_schema_value: 'deve ser um JSON Schema: um objeto, true ou false',
		draft: ({ uri }) => `$schema: ${uri} não é uma versão suportada (2020-12, 2019-09 ou draft-07)`,
		bad_pattern: ({ at, pattern }) => `${at}: ${pattern} não é uma expressão regular válida (ECMA-262, flag u)`,
		nested_quantifier: ({ at, pattern }) => `${at}: ${pattern} repete um grupo que se repete (um quantificador aninhado como (a+)+), o que pode levar tempo exponencial; não é suportado`,
		too_deep: ({ max }) => `aninhamento com mais de ${max} níveis`,
		not_a_schema: ({ at }) => `${at}: um schema deve ser um objeto ou um booleano`,
		dynamic_ref: ({ at }) => `${at}: $dynamicRef não é suportado`,
		must_be_string: ({ at }) => `${at}: deve ser um texto`,
		must_be_number: ({ at }) => `${at}: deve ser um número`,
		must_be_positive: ({ at }) => `${at}: deve ser maior que 0`,
		must_be_count: ({ at }) => `${at}: deve ser um inteiro não negativo`,
		bad_type: ({ at, types }) => `${at}: deve ser um de ${types} ou uma lista deles sem repetições`,
		must_be_strings: ({ at }) => `${at}: deve ser uma lista de textos`,
		must_be_array: ({ at }) => `${at}: deve ser uma lista`,
		must_be_boolean: ({ at }) => `${at}: deve ser um booleano`,
		must_be_string_arrays: ({ at }) => `${at}: deve ser um objeto de listas de textos`,
		must_be_schemas: ({ at }) => `${at}: deve ser uma lista não vazia de schemas`,
		must_be_schema_map: ({ at }) => `${at}: deve ser um objeto de schemas`,
		must_be_object: ({ at }) => `${at}: deve ser um objeto`,
		unresolved: ({ keyword, ref }) => `${keyword} ${ref} não se resolve dentro do schema (sem rede: referências remotas não são buscadas)`,
		ref_cycle: 'as referências voltam a si mesmas sem chegar aos dados (ciclo de $ref)',
		library: ({ text }) => `o schema não pode ser usado (${text})`
	},
	es: {
		required: 'es obligatorio',
		not_a_schema_value: 'debe ser un JSON Schema: un objeto, true o false',
		draft: ({ uri }) => `$schema: ${uri} no es una versión admitida (2020-12, 2019-09 o draft-07)`,
		bad_pattern: ({ at, pattern }) => `${at}: ${pattern} no es una expresión regular válida (ECMA-262, flag u)`,
		nested_quantifier: ({ at, pattern }) => `${at}: ${pattern} repite un grupo que se repite (un cuantificador anidado como (a+)+), lo que puede llevar un tiempo exponencial; no se admite`,
		too_deep: ({ max }) => `anidamiento de más de ${max} niveles`,
		not_a_schema: ({ at }) => `${at}: un schema debe ser un objeto o un booleano`,
		dynamic_ref: ({ at }) => `${at}: $dynamicRef no se admite`,
		must_be_string: ({ at }) => `${at}: debe ser un texto`,
		must_be_number: ({ at }) => `${at}: debe ser un número`,
		must_be_positive: ({ at }) => `${at}: debe ser mayor que 0`,
		must_be_count: ({ at }) => `${at}: debe ser un entero no negativo`,
		bad_type: ({ at, types }) => `${at}: debe ser uno de ${types} o una lista de ellos sin repeticiones`,
		must_be_strings: ({ at }) => `${at}: debe ser una lista de textos`,
		must_be_array: ({ at }) => `${at}: debe ser una lista`,
		must_be_boolean: ({ at }) => `${at}: debe ser un booleano`,
		must_be_string_arrays: ({ at }) => `${at}: debe ser un objeto de listas de textos`,
		must_be_schemas: ({ at }) => `${at}: debe ser una lista no vacía de schemas`,
		must_be_schema_map: ({ at }) => `${at}: debe ser un objeto de schemas`,
		must_be_object: ({ at }) => `${at}: debe ser un objeto`,
		unresolved: ({ keyword, ref }) => `${keyword} ${ref} no se resuelve dentro del schema (sin red: las referencias remotas no se consultan)`,
		ref_cycle: 'las referencias vuelven sobre sí mismas sin llegar a los datos (ciclo de $ref)',
		library: ({ text }) => `el schema no se puede usar (${text})`
	}
} satisfies ErrorWords<typeof errors>;
