/**
 * fast-check arbitraries of VALID-SHAPED values for a zod 4 schema: values of the right JSON
 * types, within the schema's declared bounds (lengths, ranges, enums, patterns). They are not
 * always accepted: refinements the JSON Schema cannot express (e.g. "exactly one of hex, rgb,
 * hsl") may still reject them, which is fine for a fuzzer: the answer must then be documented.
 * The walk goes through `z.toJSONSchema`, the same document OpenAPI is built from, so a new
 * operation is covered without any change here.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { unicodeEdgeStrings } from './hostile-values.js';

/** The part of JSON Schema 2020-12 that zod 4 emits for the operations' inputs. */
export interface JsonSchema {
	type?: string | string[];
	properties?: Record<string, JsonSchema>;
	required?: string[];
	additionalProperties?: boolean | JsonSchema;
	propertyNames?: JsonSchema;
	items?: JsonSchema | boolean;
	prefixItems?: JsonSchema[];
	minItems?: number;
	maxItems?: number;
	minLength?: number;
	maxLength?: number;
	pattern?: string;
	format?: string;
	enum?: unknown[];
	const?: unknown;
	anyOf?: JsonSchema[];
	oneOf?: JsonSchema[];
	allOf?: JsonSchema[];
	minimum?: number;
	maximum?: number;
	exclusiveMinimum?: number;
	exclusiveMaximum?: number;
	multipleOf?: number;
	default?: unknown;
	$ref?: string;
	$defs?: Record<string, JsonSchema>;
}

/** Longest string and array the valid-shaped generator makes when the schema sets no bound (huge ones are hostile). */
const SOFT_MAX_LENGTH = 80;
const SOFT_MAX_ITEMS = 8;

/** The request body's schema as JSON Schema (what a client sees in OpenAPI). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
	return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Valid-shaped values of a zod schema. */
export function validShaped(schema: z.ZodType): fc.Arbitrary<unknown> {
	const root = inputJsonSchema(schema);
	return fromJsonSchema(root, root);
}

/** Valid-shaped values of a JSON Schema; `root` holds the `$defs` that `$ref`s point into. */
export function fromJsonSchema(schema: JsonSchema | boolean, root: JsonSchema): fc.Arbitrary<unknown> {
	if (schema === true || schema === false || Object.keys(schema).length === 0) return anyJson();
	if (schema.$ref) return fromJsonSchema(resolveRef(schema.$ref, root), root);
	if (schema.const !== undefined) return fc.constant(schema.const);
	if (schema.enum) return fc.constantFrom(...schema.enum);
	const alternatives = schema.anyOf ?? schema.oneOf;
	if (alternatives) return fc.oneof(...alternatives.map((s) => fromJsonSchema(s, root)));
	if (schema.allOf?.length) return fromJsonSchema(Object.assign({}, ...schema.allOf) as JsonSchema, root);
	const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : inferTypes(schema);
	if (types.length === 0) return anyJson();
	return fc.oneof(...types.map((type) => ofType(type, schema, root)));
}

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
	if (ref === '#') return root;
	const name = ref.replace(/^#\/\$defs\//, '');
	const found = root.$defs?.[name];
	if (!found) throw new Error(`schema-arbitrary: unresolved $ref ${ref}`);
	return found;
}

/** A schema with keywords but no `type` (zod omits it sometimes): the type its keywords imply. */
function inferTypes(schema: JsonSchema): string[] {
	if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
	if (schema.items || schema.prefixItems) return ['array'];
	if (schema.pattern !== undefined || schema.minLength !== undefined || schema.maxLength !== undefined) return ['string'];
	if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
	return [];
}

function ofType(type: string, schema: JsonSchema, root: JsonSchema): fc.Arbitrary<unknown> {
	switch (type) {
		case 'string':
			return stringOf(schema);
		case 'integer':
			return integerOf(schema);
		case 'number':
			return numberOf(schema);
		case 'boolean':
			return fc.boolean();
		case 'null':
			return fc.constant(null);
		case 'array':
			return arrayOf(schema, root);
		case 'object':
			return objectOf(schema, root);
		default:
			return anyJson();
	}
}

/** Clips or pads a string into [min, max] UTF-16 units (zod counts `.length`). */
function fitLength(text: string, min: number, max: number): string {
	const clipped = text.length > max ? text.slice(0, max) : text;
	return clipped.length < min ? clipped + 'a'.repeat(min - clipped.length) : clipped;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
	const min = schema.minLength ?? 0;
	const max = schema.maxLength ?? Math.max(min, SOFT_MAX_LENGTH);
	const soft = Math.min(max, Math.max(min, SOFT_MAX_LENGTH));
	const choices: fc.Arbitrary<string>[] = [
		fc.string({ unit: 'grapheme', maxLength: soft }),
		fc.string({ unit: 'binary', maxLength: soft }),
		fc.string({ unit: 'grapheme-ascii', maxLength: soft }),
		fc.constantFrom(...unicodeEdgeStrings)
	];
	if (schema.pattern !== undefined) {
		const matching = patternArbitrary(schema.pattern);
		// Pattern-shaped values weigh as much as all the others together: they get past validation.
		if (matching) choices.unshift(matching, matching, matching);
	}
	if (schema.format === 'email') choices.unshift(fc.emailAddress());
	if (schema.format === 'uri' || schema.format === 'url') choices.unshift(fc.webUrl());
	return fc.oneof(...choices).map((s) => fitLength(s, min, max));
}

/** fc.stringMatching for the schema's pattern; null when the regex uses what fast-check cannot generate. */
function patternArbitrary(pattern: string): fc.Arbitrary<string> | null {
	try {
		const arbitrary = fc.stringMatching(new RegExp(pattern));
		fc.sample(arbitrary, 1);
		return arbitrary;
	} catch {
		return null;
	}
}

/** Integers across the schema's range, its bounds themselves weighted in. */
function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
	const min = Math.ceil(Math.max(schema.minimum ?? Number.MIN_SAFE_INTEGER, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -Infinity));
	const max = Math.floor(Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Infinity));
	if (min > max) return fc.constant(min);
	const near = (n: number) => Math.min(max, Math.max(min, n));
	return fc.oneof(
		fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number),
		fc.integer({ min: near(-1000), max: near(1000) }),
		fc.constantFrom(min, max, near(0), near(1))
	);
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
	const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e12;
	const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e12;
	const doubles = fc.double({
		min,
		max,
		minExcluded: schema.exclusiveMinimum !== undefined,
		maxExcluded: schema.exclusiveMaximum !== undefined,
		noNaN: true,
		noDefaultInfinity: true
	});
	const edges = [schema.minimum, schema.maximum, 0, -0, 1e-7, 0.5].filter(
		(n): n is number => n !== undefined && n >= min && n <= max && !(n === schema.exclusiveMinimum || n === schema.exclusiveMaximum)
	);
	return edges.length ? fc.oneof(doubles, fc.constantFrom(...edges)) : doubles;
}

function arrayOf(schema: JsonSchema, root: JsonSchema): fc.Arbitrary<unknown[]> {
	const minLength = schema.minItems ?? 0;
	const maxLength = Math.min(schema.maxItems ?? SOFT_MAX_ITEMS, Math.max(minLength, SOFT_MAX_ITEMS));
	if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => fromJsonSchema(s, root)));
	return fc.array(fromJsonSchema(schema.items ?? true, root), { minLength, maxLength });
}

function objectOf(schema: JsonSchema, root: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
	const properties = schema.properties ?? {};
	const known = fc.record(
		Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fromJsonSchema(s, root)])),
		{ requiredKeys: (schema.required ?? []).filter((k) => k in properties) }
	);
	const extra = schema.additionalProperties;
	if (extra === undefined || extra === false || (extra === true && Object.keys(properties).length > 0)) return known;
	// A record (z.record): keys from propertyNames when given, values from additionalProperties.
	const keys = schema.propertyNames ? (fromJsonSchema(schema.propertyNames, root) as fc.Arbitrary<string>) : fc.string({ maxLength: 20 });
	const values = fromJsonSchema(extra, root);
	return fc
		.tuple(known, fc.dictionary(keys, values, { maxKeys: 5 }))
		.map(([fixed, free]) => Object.assign(Object.create(null) as Record<string, unknown>, free, fixed));
}

/** Any JSON value, small: for `z.unknown()` and schemas zod could not represent. */
function anyJson(): fc.Arbitrary<unknown> {
	return fc.jsonValue({ maxDepth: 3 });
}
