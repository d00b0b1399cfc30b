import type { ModuleTexts, ModuleViewWords } from '../texts.js';

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
