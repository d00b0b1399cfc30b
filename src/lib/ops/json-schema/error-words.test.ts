import fs from 'node:fs';
import path from 'node:path';
import { dereference, validate, type OutputUnit, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { executeOperation } from '../../engine/execute.js';
import { answerWords } from '../../engine/words.js';
import { sayOutcome } from '../../i18n/ops/say.js';
import es from '../../i18n/messages/es/index.js';
import ptBR from '../../i18n/messages/pt-BR/index.js';
import { englishIn, englishPhrases } from '../../../../tests/unit/english-phrases.js';
import { wordsOfError } from './error-words.js';
import { errors } from './errors.js';
import { jsonSchemaValidate } from './index.js';
import { BASE_URI, draftOf, validateJson } from './validate-schema.js';

/**
 * The validator's errors by id: for each keyword @cfworker/json-schema reports, a schema and data
 * that fail it, the id the error must carry and what pt-BR says. The English is the library's own
 * output for the same schema and data, asked directly (not through the operation), and must be
 * the API's message unchanged and the words' text.
 */
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const DRAFT_2019 = 'https://json-schema.org/draft/2019-09/schema';

interface KeywordCase {
	keyword: string;
	schema: Record<string, unknown>;
	data: unknown;
	id: string;
	ptBR: string;
}

const KEYWORDS: KeywordCase[] = [
	{ keyword: 'type', schema: { type: 'integer' }, data: 1.5, id: 'wrong_type', ptBR: 'deve ser do tipo integer (é number)' },
	{ keyword: 'type', schema: { type: ['string', 'null', 'array'] }, data: true, id: 'wrong_type', ptBR: 'deve ser do tipo string, null ou array (é boolean)' },
	{ keyword: 'const', schema: { const: 'a' }, data: 'b', id: 'not_const', ptBR: 'deve ser igual a "a"' },
	{ keyword: 'enum', schema: { enum: [1, 'x'] }, data: 2, id: 'not_in_enum', ptBR: 'deve ser um dos valores [1,"x"]' },
	{ keyword: 'not', schema: { not: { type: 'string' } }, data: 'a', id: 'matches_not', ptBR: 'não deve seguir o schema de "not"' },
	{ keyword: 'anyOf', schema: { anyOf: [{ type: 'string' }, { minimum: 3 }] }, data: 1, id: 'no_any_of', ptBR: 'não segue nenhum dos schemas de "anyOf"' },
	{ keyword: 'allOf', schema: { allOf: [{ type: 'number' }, { minimum: 3 }] }, data: 1, id: 'not_all_of', ptBR: 'não segue todos os schemas de "allOf"' },
	{ keyword: 'oneOf', schema: { oneOf: [{ type: 'number' }, { minimum: 0 }] }, data: 1, id: 'not_one_of', ptBR: 'deve seguir exatamente um dos schemas de "oneOf" (segue 2)' },
	{ keyword: 'if', schema: { if: { minimum: 0 }, then: { multipleOf: 2 } }, data: 3, id: 'not_then', ptBR: 'segue o schema de "if", mas não o de "then"' },
	{ keyword: 'if', schema: { if: { minimum: 0 }, else: { const: -1 } }, data: -5, id: 'not_else', ptBR: 'não segue o schema de "if" nem o de "else"' },
	{ keyword: 'required', schema: { required: ['a', 'b'] }, data: { a: 1 }, id: 'missing_property', ptBR: 'falta a propriedade obrigatória "b"' },
	{ keyword: 'minProperties', schema: { minProperties: 2 }, data: { a: 1 }, id: 'too_few_properties', ptBR: 'deve ter pelo menos 2 propriedades (tem 1)' },
	{ keyword: 'maxProperties', schema: { maxProperties: 1 }, data: { a: 1, b: 2 }, id: 'too_many_properties', ptBR: 'deve ter no máximo 1 propriedade (tem 2)' },
	{ keyword: 'propertyNames', schema: { propertyNames: { maxLength: 2 } }, data: { abc: 1 }, id: 'bad_property_name', ptBR: 'o nome de propriedade "abc" não segue o schema de "propertyNames"' },
	// Inside propertyNames the instance is the name itself, not the property's value.
	{ keyword: 'maxLength', schema: { propertyNames: { maxLength: 2 } }, data: { abc: 1 }, id: 'too_long', ptBR: 'deve ter no máximo 2 caracteres (tem 3)' },
	{ keyword: 'dependentRequired', schema: { dependentRequired: { a: ['b', 'c'] } }, data: { a: 1, b: 2 }, id: 'missing_dependent', ptBR: 'tem "a", então deve ter "c" também' },
	{ keyword: 'dependentSchemas', schema: { dependentSchemas: { a: { required: ['c'] } } }, data: { a: 1 }, id: 'dependent_schema', ptBR: 'tem "a", mas não segue o schema que "a" exige' },
	{ keyword: 'dependencies', schema: { $schema: DRAFT_07, dependencies: { a: ['b'] } }, data: { a: 1 }, id: 'missing_dependent', ptBR: 'tem "a", então deve ter "b" também' },
	{ keyword: 'dependencies', schema: { $schema: DRAFT_07, dependencies: { a: { required: ['c'] } } }, data: { a: 1 }, id: 'dependent_schema', ptBR: 'tem "a", mas não segue o schema que "a" exige' },
	{ keyword: 'properties', schema: { properties: { 'a/b c': { type: 'string' } } }, data: { 'a/b c': 1 }, id: 'bad_property', ptBR: 'a propriedade "a/b c" não segue o seu schema' },
	{ keyword: 'patternProperties', schema: { patternProperties: { '^a#%': { type: 'string' } } }, data: { 'a#%b': 1 }, id: 'bad_pattern_property', ptBR: 'a propriedade "a#%b" segue o padrão "^a#%", mas não o schema ligado a ele' },
	{ keyword: 'additionalProperties', schema: { properties: { x: {} }, additionalProperties: false }, data: { x: 1, 'y~z': 2 }, id: 'additional_property_not_allowed', ptBR: 'a propriedade "y~z" não é permitida' },
	{ keyword: 'additionalProperties', schema: { additionalProperties: { type: 'string' } }, data: { y: 2 }, id: 'additional_property', ptBR: 'a propriedade "y" não segue o schema de "additionalProperties"' },
	{ keyword: 'unevaluatedProperties', schema: { properties: { x: {} }, unevaluatedProperties: false }, data: { x: 1, y: 2 }, id: 'unevaluated_property_not_allowed', ptBR: 'a propriedade "y" não é permitida (unevaluatedProperties)' },
	{ keyword: 'unevaluatedProperties', schema: { unevaluatedProperties: { type: 'string' } }, data: { y: 2 }, id: 'unevaluated_property', ptBR: 'a propriedade "y" não segue o schema de "unevaluatedProperties"' },
	{ keyword: 'maxItems', schema: { maxItems: 1 }, data: [1, 2, 3], id: 'too_many_items', ptBR: 'deve ter no máximo 1 item (tem 3)' },
	{ keyword: 'minItems', schema: { minItems: 2 }, data: [1], id: 'too_few_items', ptBR: 'deve ter pelo menos 2 itens (tem 1)' },
	{ keyword: 'items', schema: { items: { type: 'string' } }, data: [1], id: 'bad_items', ptBR: 'há itens que não seguem o schema de "items"' },
	{ keyword: 'prefixItems', schema: { prefixItems: [{ type: 'string' }] }, data: [1], id: 'bad_items', ptBR: 'há itens que não seguem o schema de "prefixItems"' },
	{ keyword: 'items', schema: { $schema: DRAFT_07, items: [{}, { type: 'string' }] }, data: [1, 2], id: 'bad_items', ptBR: 'há itens que não seguem o schema de "items"' },
	{ keyword: 'additionalItems', schema: { $schema: DRAFT_07, items: [{}], additionalItems: false }, data: [1, 2], id: 'additional_items_not_allowed', ptBR: 'não são permitidos itens além dos previstos' },
	{ keyword: 'additionalItems', schema: { $schema: DRAFT_07, items: [{}], additionalItems: { type: 'string' } }, data: [1, 2], id: 'additional_items', ptBR: 'os itens além dos previstos não seguem o schema de "additionalItems"' },
	{ keyword: 'unevaluatedItems', schema: { prefixItems: [{}], unevaluatedItems: false }, data: [1, 2], id: 'unevaluated_items_not_allowed', ptBR: 'há itens não permitidos (unevaluatedItems)' },
	{ keyword: 'unevaluatedItems', schema: { unevaluatedItems: { type: 'string' } }, data: [1], id: 'unevaluated_items', ptBR: 'há itens que não seguem o schema de "unevaluatedItems"' },
	{ keyword: 'contains', schema: { contains: { type: 'string' } }, data: [], id: 'contains_empty', ptBR: 'a lista está vazia: deve ter ao menos um item que siga o schema de "contains"' },
	{ keyword: 'contains', schema: { contains: { type: 'string' } }, data: [1], id: 'contains_none', ptBR: 'nenhum item segue o schema de "contains"' },
	{ keyword: 'minContains', schema: { contains: {}, minContains: 3 }, data: [1], id: 'min_contains_length', ptBR: 'tem 1 item, menos que os 3 de "minContains"' },
	{ keyword: 'minContains', schema: { contains: { type: 'string' }, minContains: 2 }, data: ['a', 1], id: 'min_contains', ptBR: 'deve ter pelo menos 2 itens que sigam o schema de "contains" (tem 1)' },
	{ keyword: 'maxContains', schema: { contains: { type: 'string' }, maxContains: 1 }, data: ['a', 'b'], id: 'max_contains', ptBR: 'deve ter no máximo 1 item que siga o schema de "contains" (tem 2)' },
	{ keyword: 'uniqueItems', schema: { uniqueItems: true }, data: [1, { a: [2] }, 3, { a: [2] }], id: 'duplicate_items', ptBR: 'itens repetidos nas posições 1 e 3' },
	{ keyword: 'minimum', schema: { minimum: 0 }, data: -1, id: 'below_minimum', ptBR: 'deve ser no mínimo 0 (é -1)' },
	{ keyword: 'maximum', schema: { maximum: 2.5 }, data: 1e21, id: 'above_maximum', ptBR: 'deve ser no máximo 2.5 (é 1e+21)' },
	{ keyword: 'exclusiveMinimum', schema: { exclusiveMinimum: 0 }, data: 0, id: 'not_above', ptBR: 'deve ser maior que 0 (é 0)' },
	{ keyword: 'exclusiveMaximum', schema: { exclusiveMaximum: 10 }, data: 10, id: 'not_below', ptBR: 'deve ser menor que 10 (é 10)' },
	{ keyword: 'multipleOf', schema: { multipleOf: 0.5 }, data: 0.3, id: 'not_multiple', ptBR: 'deve ser múltiplo de 0.5 (é 0.3)' },
	// The length in code points, as the library counts: the emoji is one character.
	{ keyword: 'minLength', schema: { minLength: 3 }, data: 'a😀', id: 'too_short', ptBR: 'deve ter pelo menos 3 caracteres (tem 2)' },
	{ keyword: 'maxLength', schema: { maxLength: 1 }, data: 'ab', id: 'too_long', ptBR: 'deve ter no máximo 1 caractere (tem 2)' },
	{ keyword: 'pattern', schema: { pattern: '^[a-z]+$' }, data: 'A1', id: 'no_pattern_match', ptBR: 'não segue o padrão "^[a-z]+$"' },
	{ keyword: 'format', schema: { format: 'email' }, data: 'not an address', id: 'bad_format', ptBR: 'não está no formato "email"' },
	{ keyword: 'false', schema: { properties: { a: false } }, data: { a: 1 }, id: 'false_schema', ptBR: 'nenhum valor é permitido aqui (o schema é false)' },
	{ keyword: '$ref', schema: { $defs: { pos: { minimum: 0 } }, properties: { a: { $ref: '#/$defs/pos' } } }, data: { a: -1 }, id: 'subschema', ptBR: 'não segue o schema a que "$ref" se refere' },
	// Through the $ref: the limit is the referenced schema's.
	{ keyword: 'minimum', schema: { $defs: { pos: { minimum: 0 } }, properties: { a: { $ref: '#/$defs/pos' } } }, data: { a: -1 }, id: 'below_minimum', ptBR: 'deve ser no mínimo 0 (é -1)' },
	{
		keyword: '$recursiveRef',
		schema: { $schema: DRAFT_2019, $recursiveAnchor: true, properties: { c: { $recursiveRef: '#' } }, additionalProperties: { type: 'integer' } },
		data: { c: { c: { x: 'a' } } },
		id: 'subschema',
		ptBR: 'não segue o schema a que "$recursiveRef" se refere'
	},
	// Through $recursiveRef twice, to the schema with $recursiveAnchor: its additionalProperties' type.
	{
		keyword: 'type',
		schema: { $schema: DRAFT_2019, $recursiveAnchor: true, properties: { c: { $recursiveRef: '#' } }, additionalProperties: { type: 'integer' } },
		data: { c: { c: { x: 'a' } } },
		id: 'wrong_type',
		ptBR: 'deve ser do tipo integer (é string)'
	}
];

/** The library's own output for a schema and data, asked as the operation asks it (same draft, base URI, full output). */
function libraryErrors(schema: unknown, data: unknown): { errors: OutputUnit[]; copy: unknown; lookup: Record<string, unknown> } {
	const copy = structuredClone(schema) as Schema;
	const lookup = dereference(copy, Object.create(null), new URL(BASE_URI)) as Record<string, unknown>;
	return { errors: validate(data, copy, draftOf(schema) as SchemaDraft, lookup as Record<string, Schema>, false).errors, copy, lookup };
}

const run = (schema: unknown, data: unknown) => executeOperation(jsonSchemaValidate, { schema, data }, { now: () => 0 });

describe('every keyword the validator reports carries a message id', () => {
	it.each(KEYWORDS.map((c) => [`${c.keyword} → ${c.id}`, c] as const))('%s', async (_, c) => {
		const { errors: reported, copy, lookup } = libraryErrors(c.schema, c.data);
		const index = reported.findIndex((unit) => unit.keyword === c.keyword);
		expect(index, 'the library reports the keyword').toBeGreaterThanOrEqual(0);
		const unit = reported[index];
		const words = wordsOfError(unit, { schema: copy, lookup, data: c.data, next: reported[index + 1] });
		expect(words).toMatchObject({ module: 'json-schema', id: c.id, text: unit.error });
		const said = await sayOutcome({ status: 200, answerWords: { '/m': words! } }, 'pt-BR', ptBR.tool.form.problems);
		expect(said?.answer?.['/m']).toBe(c.ptBR);
		const spanish = await sayOutcome({ status: 200, answerWords: { '/m': words! } }, 'es', es.tool.form.problems);
		expect(spanish?.answer?.['/m']).not.toBe(unit.error);
	});

	it('the operation keeps the library’s English in `errors` and marks each listed error’s words by pointer', async () => {
		for (const c of KEYWORDS) {
			const outcome = await run(c.schema, c.data);
			const body = outcome.body as { valid: boolean; errors: { path: string; message: string }[] };
			expect(body.valid).toBe(false);
			body.errors.forEach(({ message }, i) => {
				const words = outcome.answerWords?.[`/errors/${i}/message`];
				expect(words, `${c.keyword}: ${message}`).toBeDefined();
				expect(words!.text).toBe(message);
			});
		}
	});
});

describe('the words of every error of the official test suite', () => {
	// Every invalid test's errors (tests/fixtures/json-schema-test-suite) carry words whose text is the library's.
	const SUITE_DIR = path.resolve('tests/fixtures/json-schema-test-suite');
	const failures: [string, unknown, unknown][] = [];
	for (const draft of ['draft2020-12', 'draft7']) {
		for (const file of fs.readdirSync(path.join(SUITE_DIR, draft)).sort()) {
			for (const group of JSON.parse(fs.readFileSync(path.join(SUITE_DIR, draft, file), 'utf8')) as { description: string; schema: unknown; tests: { description: string; data: unknown; valid: boolean }[] }[]) {
				const schema = draft === 'draft7' && typeof group.schema === 'object' && group.schema && !('$schema' in group.schema) ? { $schema: DRAFT_07, ...group.schema } : group.schema;
				for (const test of group.tests) if (!test.valid) failures.push([`${draft}/${file} | ${group.description} | ${test.description}`, schema, test.data]);
			}
		}
	}

	it('covers the suite’s invalid tests', () => {
		expect(failures.length).toBeGreaterThan(400);
	});

	it('every listed error has an id, its text the message', () => {
		const missing: string[] = [];
		let listed = 0;
		for (const [name, schema, data] of failures) {
			let verdict: ReturnType<typeof validateJson>;
			try {
				verdict = validateJson(schema, data);
			} catch {
				continue; // refused schemas (remote $ref, $dynamicRef): json-schema.test.ts lists them
			}
			const ids = answerWords(verdict) ?? {};
			verdict.errors.forEach(({ message }, i) => {
				listed++;
				const words = ids[`/errors/${i}/message`];
				if (words?.text !== message) missing.push(`${name}: ${message}`);
			});
		}
		expect(listed).toBeGreaterThan(400);
		expect(missing).toEqual([]);
	});
});

describe('what is not known stays English', () => {
	it('an unknown keyword or a wording the templates do not give has no words', () => {
		const site = { schema: { minimum: 0 }, lookup: {}, data: -1 };
		expect(wordsOfError({ keyword: 'minimum', keywordLocation: '#/minimum', instanceLocation: '#', error: '-1 is less than 0.' }, site)).toMatchObject({ id: 'below_minimum' });
		expect(wordsOfError({ keyword: 'minimum', keywordLocation: '#/minimum', instanceLocation: '#', error: '-1 is below 0.' }, site)).toBeUndefined();
		expect(wordsOfError({ keyword: 'someNewKeyword', keywordLocation: '#/someNewKeyword', instanceLocation: '#', error: 'Something.' }, site)).toBeUndefined();
	});

	it('pt-BR and es hold no English sentence of the catalogs', async () => {
		const ENGLISH = englishPhrases([errors.english]);
		for (const c of KEYWORDS) {
			const outcome = await run(c.schema, c.data);
			for (const [locale, messages] of [['pt-BR', ptBR], ['es', es]] as const) {
				const said = await sayOutcome(outcome, locale, messages.tool.form.problems);
				for (const text of Object.values(said?.answer ?? {})) expect(englishIn(text, ENGLISH), text).toEqual([]);
			}
		}
	});
});
