import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { fuzzParameters } from '../../../../tests/unit/fuzz/fuzz-settings.js';
import { executeOperation } from '../../engine/execute.js';
import { cases } from './cases.js';
import { jsonSchemaValidate } from './index.js';
import { MAX_ERRORS, nestedQuantifier, SchemaError, validateJson } from './validate-schema.js';

const run = (input: Record<string, unknown>) => executeOperation(jsonSchemaValidate, input, { now: () => 0 });

describe('json-schema-validate cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

/**
 * The official test suite, a subset vendored unchanged (tests/fixtures/json-schema-test-suite/README.md).
 * Tests whose answer differs, each with its reason; every other test must give the suite's verdict.
 */
const SUITE_DIR = path.resolve('tests/fixtures/json-schema-test-suite');
const REFUSED_REMOTE = 'refused with 422: a $ref to the draft\'s meta-schema URL, which is remote (no network, no bundled meta-schemas)';
const DIFFERENT: Record<string, string> = {
	'draft2020-12/ref.json | remote ref, containing refs itself | remote ref valid': REFUSED_REMOTE,
	'draft2020-12/ref.json | remote ref, containing refs itself | remote ref invalid': REFUSED_REMOTE,
	'draft7/ref.json | remote ref, containing refs itself | remote ref valid': REFUSED_REMOTE,
	'draft7/ref.json | remote ref, containing refs itself | remote ref invalid': REFUSED_REMOTE,
	'draft2020-12/unevaluatedProperties.json | unevaluatedProperties with $dynamicRef | with no unevaluated properties': 'refused with 422: $dynamicRef is not supported by @cfworker/json-schema',
	'draft2020-12/unevaluatedProperties.json | unevaluatedProperties with $dynamicRef | with unevaluated properties': 'refused with 422: $dynamicRef is not supported by @cfworker/json-schema',
	'draft2020-12/ref.json | order of evaluation: $id and $anchor and $ref | data is valid against first definition': '@cfworker/json-schema 4 resolves this $ref/$id/$anchor order differently (a library limitation)',
	'draft7/ref.json | $ref prevents a sibling $id from changing the base uri | $ref resolves to /definitions/base_foo, data does not validate': '@cfworker/json-schema 4 lets a sibling $id change the base URI in draft-07 (a library limitation)',
	'draft7/ref.json | $ref prevents a sibling $id from changing the base uri | $ref resolves to /definitions/base_foo, data validates': '@cfworker/json-schema 4 lets a sibling $id change the base URI in draft-07 (a library limitation)'
};

interface SuiteGroup {
	description: string;
	schema: unknown;
	tests: { description: string; data: unknown; valid: boolean }[];
}

const suite: [string, unknown, unknown, boolean][] = [];
for (const draft of ['draft2020-12', 'draft7']) {
	for (const file of fs.readdirSync(path.join(SUITE_DIR, draft)).sort()) {
		const groups = JSON.parse(fs.readFileSync(path.join(SUITE_DIR, draft, file), 'utf8')) as SuiteGroup[];
		for (const group of groups) {
			// The draft7 files leave $schema out (the runner says which draft); here $schema says it.
			const schema = draft === 'draft7' && typeof group.schema === 'object' && group.schema && !('$schema' in group.schema) ? { $schema: 'http://json-schema.org/draft-07/schema#', ...group.schema } : group.schema;
			for (const test of group.tests) suite.push([`${draft}/${file} | ${group.description} | ${test.description}`, schema, test.data, test.valid]);
		}
	}
}

describe('JSON-Schema-Test-Suite (draft 2020-12 and draft-07 subset)', () => {
	it('has the files it was vendored with', () => {
		expect(suite.length).toBe(1137);
	});

	it.each(suite.filter(([name]) => !DIFFERENT[name]))('%s', (_, schema, data, valid) => {
		const verdict = validateJson(schema, data);
		expect(verdict.valid).toBe(valid);
		expect(verdict.errors.length === 0).toBe(valid);
	});

	it.each(suite.filter(([name]) => DIFFERENT[name]).map(([name, schema, data, valid]) => [name, DIFFERENT[name], schema, data, valid] as const))('known difference: %s — %s', (_, reason, schema, data, valid) => {
		if (reason.startsWith('refused')) expect(() => validateJson(schema, data)).toThrow(SchemaError);
		else expect(validateJson(schema, data).valid).toBe(!valid);
	});
});

describe('properties', () => {
	it('a value is valid against {const: value} and {enum: [value]}, and against the type it has', () => {
		fc.assert(
			fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
				const v = JSON.parse(JSON.stringify(value));
				expect(validateJson({ const: v }, v)).toEqual({ valid: true, errors: [] });
				expect(validateJson({ enum: [v] }, v)).toEqual({ valid: true, errors: [] });
				const type = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
				expect(validateJson({ type }, v).valid).toBe(true);
			}),
			fuzzParameters()
		);
	});

	it('every error path is a JSON Pointer that exists in the data', () => {
		const schema = { type: 'object', properties: { a: { type: 'array', items: { type: 'integer', maximum: 10 } }, b: { type: 'string', maxLength: 3 } }, additionalProperties: { type: 'boolean' } };
		fc.assert(
			fc.property(fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 })), (data) => {
				const d = JSON.parse(JSON.stringify(data));
				for (const { path } of validateJson(schema, d).errors) {
					let node: unknown = d;
					for (const token of path.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))) {
						expect(node !== null && typeof node === 'object' && Object.hasOwn(node, token), path).toBe(true);
						node = (node as Record<string, unknown>)[token];
					}
				}
			}),
			fuzzParameters()
		);
	});

	it('any object as a schema answers 200 or a 422 naming schema or data, never a 500', async () => {
		const keyword = fc.constantFrom('type', 'items', 'properties', 'required', 'minimum', 'pattern', '$ref', 'allOf', 'enum', 'not', 'minLength', 'additionalProperties', 'const', '$defs', 'if', 'then');
		const schema = fc.dictionary(keyword, fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('string', 'integer', '#', '#/$defs/x', '^a', [], {}, true)), { maxKeys: 4 });
		await fc.assert(
			fc.asyncProperty(schema, fc.jsonValue({ maxDepth: 2 }), async (s, data) => {
				const answer = await run({ schema: JSON.parse(JSON.stringify(s)), data: JSON.parse(JSON.stringify(data)) });
				if (answer.status !== 200) expect(answer).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^(schema|data): /) } });
			}),
			fuzzParameters(2)
		);
	});
});

describe('limits and hostile schemas', () => {
	it('patterns that repeat a repeating group are refused; ordinary ones are not', () => {
		for (const p of ['^(a+)+$', '(\\w*)*', '(a|b+){2,}', '((ab)*)+', '(x+x+)+y']) expect(nestedQuantifier(p), p).toBe(true);
		for (const p of ['^[a-z]+$', '^(ab)+$', '\\d{3}-\\d{4}', '^(\\+|-)?\\d+$', '[(a+)+]', '(a){2}', '^\\(a+\\)+$']) expect(nestedQuantifier(p), p).toBe(false);
	});

	it('the catastrophic pattern ^(a+)+$ answers 422 at once instead of running', async () => {
		// Run, the pattern would backtrack for hours on 40 characters: the test's own bound would end it.
		const answer = await run({ schema: { pattern: '^(a+)+$' }, data: 'a'.repeat(40) + '!' });
		expect(answer.status).toBe(422);
	});

	it(`lists at most ${MAX_ERRORS} errors`, () => {
		const verdict = validateJson({ items: { type: 'string' } }, Array(500).fill(0));
		expect(verdict.valid).toBe(false);
		expect(verdict.errors).toHaveLength(MAX_ERRORS);
	});

	it('data or schema nested deeper than 512 levels → 422', async () => {
		let deep: unknown = 0;
		for (let i = 0; i < 600; i++) deep = [deep];
		expect((await run({ schema: {}, data: deep })).body).toEqual({ detail: 'data: nesting deeper than 512 levels', code: 'invalid_input' });
		let schema: unknown = {};
		for (let i = 0; i < 600; i++) schema = { not: schema };
		expect((await run({ schema, data: 1 })).body).toEqual({ detail: 'schema: nesting deeper than 512 levels', code: 'invalid_input' });
		// Under a keyword the validator does not know (the fuzz suite's find): still 422, not a stack overflow.
		let unknown: unknown = 1;
		for (let i = 0; i < 5000; i++) unknown = { a: unknown };
		expect((await run({ schema: unknown, data: [1] })).body).toEqual({ detail: 'schema: nesting deeper than 512 levels', code: 'invalid_input' });
	});

	it('a $ref that loops back to itself on the same value → 422, not a stack overflow (the property test\'s find)', async () => {
		const cycle = { detail: 'schema: its references loop back to themselves without reaching the data ($ref cycle)', code: 'invalid_input' };
		expect((await run({ schema: { $ref: '#' }, data: {} })).body).toEqual(cycle);
		expect((await run({ schema: { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, $ref: '#/$defs/a' }, data: 1 })).body).toEqual(cycle);
		// A recursive schema that descends into the data is fine: a tree of any depth.
		const tree = { type: 'object', properties: { children: { type: 'array', items: { $ref: '#' } } } };
		expect((await run({ schema: tree, data: { children: [{ children: [] }] } })).body).toEqual({ valid: true, errors: [] });
	});

	it('leaves the caller\'s schema untouched (the library annotates a copy)', () => {
		const schema = { $defs: { a: { type: 'string' } }, $ref: '#/$defs/a' };
		const before = JSON.stringify(schema);
		validateJson(schema, 'x');
		expect(Object.getOwnPropertyNames(schema.$defs.a)).toEqual(['type']);
		expect(JSON.stringify(schema)).toBe(before);
	});
});
