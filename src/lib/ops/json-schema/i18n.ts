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

/** A count in the language's digits with its noun, singular for one. */
const pt = (n: number) => n.toLocaleString('pt-BR');
const esN = (n: number) => n.toLocaleString('es');
const ptCount = (n: number, one: string, many: string) => `${pt(n)} ${n === 1 ? one : many}`;
const esCount = (n: number, one: string, many: string) => `${esN(n)} ${n === 1 ? one : many}`;

/** The library's type list (`integer, null`, as errors.ts keeps it) as "integer or null" in the language. */
function either(types: string, or: string): string {
	const list = types.split(', ');
	return list.length < 2 ? types : `${list.slice(0, -1).join(', ')} ${or} ${list[list.length - 1]}`;
}

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
		library: ({ text }) => `o schema não pode ser usado (${text})`,
		wrong_type: ({ actual, expected }) => `deve ser do tipo ${either(expected, 'ou')} (é ${actual})`,
		not_const: ({ value }) => `deve ser igual a ${value}`,
		not_in_enum: ({ values }) => `deve ser um dos valores ${values}`,
		matches_not: 'não deve seguir o schema de "not"',
		no_any_of: 'não segue nenhum dos schemas de "anyOf"',
		not_all_of: 'não segue todos os schemas de "allOf"',
		not_one_of: ({ matches }) => `deve seguir exatamente um dos schemas de "oneOf" (segue ${pt(matches)})`,
		not_then: 'segue o schema de "if", mas não o de "then"',
		not_else: 'não segue o schema de "if" nem o de "else"',
		missing_property: ({ name }) => `falta a propriedade obrigatória "${name}"`,
		too_few_properties: ({ min, count }) => `deve ter pelo menos ${ptCount(min, 'propriedade', 'propriedades')} (tem ${pt(count)})`,
		too_many_properties: ({ max, count }) => `deve ter no máximo ${ptCount(max, 'propriedade', 'propriedades')} (tem ${pt(count)})`,
		bad_property_name: ({ name }) => `o nome de propriedade "${name}" não segue o schema de "propertyNames"`,
		missing_dependent: ({ name, missing }) => `tem "${name}", então deve ter "${missing}" também`,
		dependent_schema: ({ name }) => `tem "${name}", mas não segue o schema que "${name}" exige`,
		bad_property: ({ name }) => `a propriedade "${name}" não segue o seu schema`,
		bad_pattern_property: ({ name, pattern }) => `a propriedade "${name}" segue o padrão "${pattern}", mas não o schema ligado a ele`,
		additional_property: ({ name }) => `a propriedade "${name}" não segue o schema de "additionalProperties"`,
		additional_property_not_allowed: ({ name }) => `a propriedade "${name}" não é permitida`,
		unevaluated_property: ({ name }) => `a propriedade "${name}" não segue o schema de "unevaluatedProperties"`,
		unevaluated_property_not_allowed: ({ name }) => `a propriedade "${name}" não é permitida (unevaluatedProperties)`,
		too_many_items: ({ max, count }) => `deve ter no máximo ${ptCount(max, 'item', 'itens')} (tem ${pt(count)})`,
		too_few_items: ({ min, count }) => `deve ter pelo menos ${ptCount(min, 'item', 'itens')} (tem ${pt(count)})`,
		bad_items: ({ keyword }) => `há itens que não seguem o schema de "${keyword}"`,
		additional_items: 'os itens além dos previstos não seguem o schema de "additionalItems"',
		additional_items_not_allowed: 'não são permitidos itens além dos previstos',
		unevaluated_items: 'há itens que não seguem o schema de "unevaluatedItems"',
		unevaluated_items_not_allowed: 'há itens não permitidos (unevaluatedItems)',
		contains_empty: 'a lista está vazia: deve ter ao menos um item que siga o schema de "contains"',
		contains_none: 'nenhum item segue o schema de "contains"',
		min_contains_length: ({ min, count }) => `tem ${ptCount(count, 'item', 'itens')}, menos que os ${pt(min)} de "minContains"`,
		min_contains: ({ min, found }) => `deve ter pelo menos ${ptCount(min, 'item que siga', 'itens que sigam')} o schema de "contains" (tem ${pt(found)})`,
		max_contains: ({ max, found }) => `deve ter no máximo ${ptCount(max, 'item que siga', 'itens que sigam')} o schema de "contains" (tem ${pt(found)})`,
		duplicate_items: ({ first, second }) => `itens repetidos nas posições ${first} e ${second}`,
		below_minimum: ({ value, limit }) => `deve ser no mínimo ${limit} (é ${value})`,
		above_maximum: ({ value, limit }) => `deve ser no máximo ${limit} (é ${value})`,
		not_above: ({ value, limit }) => `deve ser maior que ${limit} (é ${value})`,
		not_below: ({ value, limit }) => `deve ser menor que ${limit} (é ${value})`,
		not_multiple: ({ value, divisor }) => `deve ser múltiplo de ${divisor} (é ${value})`,
		too_short: ({ min, length }) => `deve ter pelo menos ${ptCount(min, 'caractere', 'caracteres')} (tem ${pt(length)})`,
		too_long: ({ max, length }) => `deve ter no máximo ${ptCount(max, 'caractere', 'caracteres')} (tem ${pt(length)})`,
		no_pattern_match: ({ pattern }) => `não segue o padrão "${pattern}"`,
		bad_format: ({ format }) => `não está no formato "${format}"`,
		false_schema: 'nenhum valor é permitido aqui (o schema é false)',
		subschema: ({ keyword }) => `não segue o schema a que "${keyword}" se refere`
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
		library: ({ text }) => `el schema no se puede usar (${text})`,
		wrong_type: ({ actual, expected }) => `debe ser de tipo ${either(expected, 'o')} (es ${actual})`,
		not_const: ({ value }) => `debe ser igual a ${value}`,
		not_in_enum: ({ values }) => `debe ser uno de los valores ${values}`,
		matches_not: 'no debe cumplir el schema de "not"',
		no_any_of: 'no cumple ninguno de los schemas de "anyOf"',
		not_all_of: 'no cumple todos los schemas de "allOf"',
		not_one_of: ({ matches }) => `debe cumplir exactamente uno de los schemas de "oneOf" (cumple ${esN(matches)})`,
		not_then: 'cumple el schema de "if", pero no el de "then"',
		not_else: 'no cumple el schema de "if" ni el de "else"',
		missing_property: ({ name }) => `falta la propiedad obligatoria "${name}"`,
		too_few_properties: ({ min, count }) => `debe tener al menos ${esCount(min, 'propiedad', 'propiedades')} (tiene ${esN(count)})`,
		too_many_properties: ({ max, count }) => `debe tener como máximo ${esCount(max, 'propiedad', 'propiedades')} (tiene ${esN(count)})`,
		bad_property_name: ({ name }) => `el nombre de propiedad "${name}" no cumple el schema de "propertyNames"`,
		missing_dependent: ({ name, missing }) => `tiene "${name}", así que también debe tener "${missing}"`,
		dependent_schema: ({ name }) => `tiene "${name}", pero no cumple el schema que "${name}" exige`,
		bad_property: ({ name }) => `la propiedad "${name}" no cumple su schema`,
		bad_pattern_property: ({ name, pattern }) => `la propiedad "${name}" sigue el patrón "${pattern}", pero no cumple el schema asociado a él`,
		additional_property: ({ name }) => `la propiedad "${name}" no cumple el schema de "additionalProperties"`,
		additional_property_not_allowed: ({ name }) => `la propiedad "${name}" no está permitida`,
		unevaluated_property: ({ name }) => `la propiedad "${name}" no cumple el schema de "unevaluatedProperties"`,
		unevaluated_property_not_allowed: ({ name }) => `la propiedad "${name}" no está permitida (unevaluatedProperties)`,
		too_many_items: ({ max, count }) => `debe tener como máximo ${esCount(max, 'elemento', 'elementos')} (tiene ${esN(count)})`,
		too_few_items: ({ min, count }) => `debe tener al menos ${esCount(min, 'elemento', 'elementos')} (tiene ${esN(count)})`,
		bad_items: ({ keyword }) => `hay elementos que no cumplen el schema de "${keyword}"`,
		additional_items: 'los elementos de más no cumplen el schema de "additionalItems"',
		additional_items_not_allowed: 'no se permiten elementos además de los previstos',
		unevaluated_items: 'hay elementos que no cumplen el schema de "unevaluatedItems"',
		unevaluated_items_not_allowed: 'hay elementos no permitidos (unevaluatedItems)',
		contains_empty: 'la lista está vacía: debe tener al menos un elemento que cumpla el schema de "contains"',
		contains_none: 'ningún elemento cumple el schema de "contains"',
		min_contains_length: ({ min, count }) => `tiene ${esCount(count, 'elemento', 'elementos')}, menos que los ${esN(min)} de "minContains"`,
		min_contains: ({ min, found }) => `debe tener al menos ${esCount(min, 'elemento que cumpla', 'elementos que cumplan')} el schema de "contains" (tiene ${esN(found)})`,
		max_contains: ({ max, found }) => `debe tener como máximo ${esCount(max, 'elemento que cumpla', 'elementos que cumplan')} el schema de "contains" (tiene ${esN(found)})`,
		duplicate_items: ({ first, second }) => `elementos repetidos en las posiciones ${first} y ${second}`,
		below_minimum: ({ value, limit }) => `debe ser como mínimo ${limit} (es ${value})`,
		above_maximum: ({ value, limit }) => `debe ser como máximo ${limit} (es ${value})`,
		not_above: ({ value, limit }) => `debe ser mayor que ${limit} (es ${value})`,
		not_below: ({ value, limit }) => `debe ser menor que ${limit} (es ${value})`,
		not_multiple: ({ value, divisor }) => `debe ser múltiplo de ${divisor} (es ${value})`,
		too_short: ({ min, length }) => `debe tener al menos ${esCount(min, 'carácter', 'caracteres')} (tiene ${esN(length)})`,
		too_long: ({ max, length }) => `debe tener como máximo ${esCount(max, 'carácter', 'caracteres')} (tiene ${esN(length)})`,
		no_pattern_match: ({ pattern }) => `no sigue el patrón "${pattern}"`,
		bad_format: ({ format }) => `no tiene el formato "${format}"`,
		false_schema: 'aquí no se admite ningún valor (el schema es false)',
		subschema: ({ keyword }) => `no cumple el schema al que remite "${keyword}"`
	}
} satisfies ErrorWords<typeof errors>;
