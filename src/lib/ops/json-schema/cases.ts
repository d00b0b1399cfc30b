import type { OperationCase } from '../cases.js';

const SUITE = 'JSON-Schema-Test-Suite @44401e0 (tests/fixtures/json-schema-test-suite)';
const CONTRACT = 'docs/spec/toolbox.md, Part 1 /json-schema/validate';
/** Error messages are the validator's (@cfworker/json-schema) English; the verdict and the path come from the reference. */
const MESSAGES = 'messages: @cfworker/json-schema 4 wording, documented in src/lib/ops/json-schema/README.md';

const verdict = (valid: boolean, errors: { path: string; message: string }[] = []) => ({ status: 200, body: { valid, errors } });
const bad = (detail: string) => ({ status: 422, body: { detail, code: 'invalid_input' } });

export const cases: OperationCase[] = [
	{
		name: 'type: a float is not an integer',
		op: 'json-schema-validate',
		input: { schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'integer' }, data: 1.1 },
		expected: verdict(false, [{ path: '', message: 'Instance type "number" is invalid. Expected "integer".' }]),
		source: `${SUITE} draft2020-12/type.json "integer type matches integers" / "a float is not an integer"; ${MESSAGES}`
	},
	{
		name: 'type: a float with zero fractional part is an integer',
		op: 'json-schema-validate',
		input: { schema: { type: 'integer' }, data: 1.0 },
		expected: verdict(true),
		source: `${SUITE} draft2020-12/type.json "a float with zero fractional part is an integer"`
	},
	{
		name: 'required: a missing property is reported at the object',
		op: 'json-schema-validate',
		input: { schema: { properties: { foo: {}, bar: {} }, required: ['foo'] }, data: { bar: 1 } },
		expected: verdict(false, [{ path: '', message: 'Instance does not have required property "foo".' }]),
		source: `${SUITE} draft2020-12/required.json "required validation" / "non-present required property is invalid"; ${MESSAGES}`
	},
	{
		name: 'properties: the path points at the wrong value',
		op: 'json-schema-validate',
		input: { schema: { properties: { foo: { type: 'integer' }, bar: { type: 'string' } } }, data: { foo: 1, bar: {} } },
		expected: verdict(false, [{ path: '/bar', message: 'Instance type "object" is invalid. Expected "string".' }]),
		source: `${SUITE} draft2020-12/properties.json "object properties validation" / "one property invalid is invalid"; RFC 6901 pointer; ${MESSAGES}`
	},
	{
		name: 'prefixItems and items: the path of the item at fault',
		op: 'json-schema-validate',
		input: { schema: { prefixItems: [{ type: 'integer' }, { type: 'string' }] }, data: ['foo', 1] },
		expected: verdict(false, [
			{ path: '/0', message: 'Instance type "string" is invalid. Expected "integer".' },
			{ path: '/1', message: 'Instance type "number" is invalid. Expected "string".' }
		]),
		source: `${SUITE} draft2020-12/prefixItems.json "a schema given for prefixItems" / "wrong types"; ${MESSAGES}`
	},
	{
		name: 'a pointer escapes "/" and "~" in property names (RFC 6901)',
		op: 'json-schema-validate',
		input: { schema: { properties: { 'a/b': { type: 'string' }, 'c~d': { type: 'string' } } }, data: { 'a/b': 1, 'c~d': 2 } },
		expected: verdict(false, [
			{ path: '/a~1b', message: 'Instance type "number" is invalid. Expected "string".' },
			{ path: '/c~0d', message: 'Instance type "number" is invalid. Expected "string".' }
		]),
		source: `RFC 6901 section 3 ("~" as "~0", "/" as "~1"); ${CONTRACT} (path a JSON Pointer into data)`
	},
	{
		name: 'oneOf: both subschemas match → invalid',
		op: 'json-schema-validate',
		input: { schema: { oneOf: [{ type: 'integer' }, { minimum: 2 }] }, data: 3 },
		expected: { status: 200, body: { valid: false }, partial: true },
		source: `${SUITE} draft2020-12/oneOf.json "oneOf" / "both oneOf valid"`
	},
	{
		name: 'if/then/else: the else branch applies',
		op: 'json-schema-validate',
		input: { schema: { if: { exclusiveMaximum: 0 }, then: { minimum: -10 }, else: { multipleOf: 2 } }, data: 3 },
		expected: { status: 200, body: { valid: false }, partial: true },
		source: `${SUITE} draft2020-12/if-then-else.json "validate against corresponding then or else" / "invalid through else"`
	},
	{
		name: 'unevaluatedProperties with allOf',
		op: 'json-schema-validate',
		input: { schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', properties: { foo: { type: 'string' } }, allOf: [{ properties: { bar: { type: 'string' } } }], unevaluatedProperties: false }, data: { foo: 'foo', bar: 'bar', baz: 'baz' } },
		expected: { status: 200, body: { valid: false }, partial: true },
		source: `${SUITE} draft2020-12/unevaluatedProperties.json "unevaluatedProperties with nested properties" / "with additional properties"`
	},
	{
		name: 'draft-07 by $schema: items as an array of schemas',
		op: 'json-schema-validate',
		input: { schema: { $schema: 'http://json-schema.org/draft-07/schema#', items: [{ type: 'integer' }, { type: 'string' }] }, data: [1, 'foo'] },
		expected: verdict(true),
		source: `${SUITE} draft7/items.json "an array of schemas for items" / "correct types"`
	},
	{
		name: 'a local $ref to $defs',
		op: 'json-schema-validate',
		input: { schema: { $defs: { a: { type: 'integer' } }, properties: { x: { $ref: '#/$defs/a' } } }, data: { x: 'no' } },
		expected: verdict(false, [{ path: '/x', message: 'Instance type "string" is invalid. Expected "integer".' }]),
		source: `JSON Schema Core 2020-12 section 8.2.3.1 ($ref resolved against the base URI; "#/$defs/a" a JSON Pointer fragment); ${MESSAGES}`
	},
	{
		name: 'a remote $ref → 422 (no network)',
		op: 'json-schema-validate',
		input: { schema: { $ref: 'http://localhost:1234/draft2020-12/integer.json' }, data: 1 },
		expected: bad('schema: $ref "http://localhost:1234/draft2020-12/integer.json" does not resolve inside the schema (no network: remote references are not fetched)'),
		source: `${CONTRACT} ($ref to remote URLs → 422); the schema of ${SUITE} draft2020-12/refRemote.json "remote ref"`
	},
	{
		name: 'an invalid schema: an unknown type name → 422',
		op: 'json-schema-validate',
		input: { schema: { properties: { a: { type: 'text' } } }, data: {} },
		expected: bad('schema: /properties/a/type: must be one of array, boolean, integer, null, number, object, string or an array of them without repeats'),
		source: `${CONTRACT} (an invalid schema → 422); JSON Schema Validation 2020-12 section 6.1.1 (the seven type names)`
	},
	{
		name: 'an invalid schema: minLength must be a non-negative integer → 422',
		op: 'json-schema-validate',
		input: { schema: { minLength: -1 }, data: '' },
		expected: bad('schema: /minLength: must be a non-negative integer'),
		source: 'JSON Schema Validation 2020-12 section 6.3.2 ("MUST be a non-negative integer")'
	},
	{
		name: 'an unknown $schema → 422',
		op: 'json-schema-validate',
		input: { schema: { $schema: 'http://json-schema.org/draft-03/schema#' }, data: 1 },
		expected: bad('schema: $schema: "http://json-schema.org/draft-03/schema#" is not a supported draft (2020-12, 2019-09 or draft-07)'),
		source: CONTRACT
	},
	{
		name: 'schema false: nothing is valid',
		op: 'json-schema-validate',
		input: { schema: false, data: 'foo' },
		expected: verdict(false, [{ path: '', message: 'False boolean schema.' }]),
		source: `${SUITE} draft2020-12/boolean_schema.json "boolean schema 'false'" / "string is invalid"; ${MESSAGES}`
	},
	{
		name: 'schema missing → 422',
		op: 'json-schema-validate',
		input: { data: 1 },
		expected: bad('schema: is required'),
		source: CONTRACT
	}
];
