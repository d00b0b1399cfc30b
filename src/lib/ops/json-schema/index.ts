import { z } from 'zod';
import { MAX_DEPTH } from '../_shared/json-text.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { errors } from './errors.js';
import { formHints } from '../form-hints.js';
import { DataDepthError, MAX_ERRORS, SchemaError, validateJson } from './validate-schema.js';

const required = errors.zod('required');
const notASchema = errors.zod('not_a_schema_value');

export const jsonSchemaValidate = defineOperation({
	id: 'json-schema-validate',
	group: 'data',
	title: 'JSON Schema validator',
	summary: 'Validates JSON data against a JSON Schema (draft 2020-12, 2019-09 or draft-07) and lists every error with the JSON Pointer of the value at fault.',
	keywords: ['json schema', 'jsonschema', 'schema', 'validate', 'validator', 'draft 2020-12', 'draft-07', 'json', 'openapi'],
	method: 'POST',
	path: '/json-schema/validate',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 2000, detail: 'validation ran longer than the time limit of 2,000 ms (a backtracking `pattern`, or `uniqueItems` over many items?); simplify the schema or send less data' },
	input: z.object({
		schema: z
			.unknown()
			.refine((v) => typeof v === 'boolean' || (typeof v === 'object' && v !== null && !Array.isArray(v)), { error: (issue) => (issue.input === undefined ? required(issue) : notASchema(issue)) })
			.describe(`The JSON Schema: an object (or true/false); draft 2020-12 unless \`$schema\` names 2019-09 or draft-07. Every \`$ref\` must resolve inside it (no network). Nesting at most ${MAX_DEPTH} levels`)
			.meta({ ...formHints({ multiline: 10, monospace: true }), type: ['object', 'boolean'] }),
		data: z.unknown().describe(`The JSON value to validate; nesting at most ${MAX_DEPTH} levels`).meta(formHints({ multiline: 8, monospace: true }))
	}),
	output: z.object({
		valid: z.boolean(),
		errors: z
			.array(z.object({ path: z.string().describe('JSON Pointer into `data`; "" for the root'), message: z.string() }))
			.describe(`Why the data is not valid, deepest reasons first as the validator finds them; at most ${MAX_ERRORS}; empty when valid`)
	}),
	errors: [
		{ status: 422, when: 'an invalid schema: a keyword of the wrong type, a pattern that is not a regular expression or nests quantifiers, `$dynamicRef`, an unknown `$schema`' },
		{ status: 422, when: 'a `$ref` that does not resolve inside the schema (remote references are never fetched)' },
		{ status: 422, when: '`schema` missing or not an object or boolean; `schema` or `data` nested deeper than 512 levels' }
	],
	examples: [
		{
			name: 'Invalid user record',
			input: {
				schema: {
					$schema: 'https://json-schema.org/draft/2020-12/schema',
					type: 'object',
					required: ['name', 'email'],
					properties: { name: { type: 'string', minLength: 1 }, email: { type: 'string', format: 'email' }, age: { type: 'integer', minimum: 0 }, tags: { type: 'array', items: { type: 'string' }, uniqueItems: true } },
					additionalProperties: false
				},
				data: { name: '', age: -3, tags: ['a', 'a', 7], nickname: 'x' }
			}
		},
		{ name: 'Valid data', input: { schema: { type: 'array', items: { type: 'number' }, minItems: 1 }, data: [1, 2.5, 3] } },
		{
			// No $ref in examples: OpenAPI tools resolve every $ref they meet, examples included.
			name: 'Draft-07 tuple',
			input: { schema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'array', items: [{ type: 'string' }, { type: 'integer', minimum: 1 }], additionalItems: false }, data: ['widget', 0, 'extra'] }
		}
	],
	run: (input) => {
		try {
			return validateJson(input.schema, input.data);
		} catch (error) {
			if (error instanceof SchemaError) throw errorOf(error.words, { field: 'schema' });
			if (error instanceof DataDepthError) throw errorOf(error.words, { field: 'data' });
			throw error;
		}
	}
});

export const operations = [jsonSchemaValidate];
