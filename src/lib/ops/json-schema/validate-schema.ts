/**
 * JSON Schema validation with @cfworker/json-schema (no code generation, so no `eval` under the
 * app's CSP), drafts 2020-12 (the default), 2019-09 and draft-07, with no network: every `$ref`
 * must resolve inside the schema. Before validating, the schema's keywords are checked for the
 * types the meta-schema gives them, so a malformed schema is an error rather than a silent pass.
 */
import { dereference, validate, type OutputUnit, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { MAX_DEPTH } from '../_shared/json-text.js';
import { withWords, WordedError, type Words } from '../../engine/words.js';
import { wordsOfError } from './error-words.js';
import { errors as messages } from './errors.js';

/** At most this many errors are listed (the answer says `valid: false` either way). */
export const MAX_ERRORS = 100;

/** Base URI of a schema without `$id`: the same in Node and in the browser (the library would use the page's URL). */
export const BASE_URI = 'https://schema.utilkit.invalid/schema.json';

/** A schema the validator cannot use; the operation answers 422 with the message. */
export class SchemaError extends WordedError {}

export interface SchemaVerdict {
	valid: boolean;
	errors: { path: string; message: string }[];
}

const DRAFTS: Record<string, SchemaDraft> = {
	'https://json-schema.org/draft/2020-12/schema': '2020-12',
	'https://json-schema.org/draft/2019-09/schema': '2019-09',
	'http://json-schema.org/draft-07/schema': '7'
};

/** The draft a schema declares with `$schema` (trailing `#` ignored); 2020-12 when it declares none. */
export function draftOf(schema: unknown): SchemaDraft {
	if (typeof schema !== 'object' || schema === null || !('$schema' in schema)) return '2020-12';
	const uri = (schema as { $schema: unknown }).$schema;
	const draft = typeof uri === 'string' ? DRAFTS[uri.replace(/#$/, '')] : undefined;
	if (!draft) throw new SchemaError(messages.words('draft', { uri: JSON.stringify(uri) }));
	return draft;
}

// Keyword classes as the validator reads them (its dereference.ts).
const SCHEMA_KEYWORDS = ['additionalItems', 'unevaluatedItems', 'contains', 'additionalProperties', 'unevaluatedProperties', 'propertyNames', 'not', 'if', 'then', 'else'];
const SCHEMA_ARRAY_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAP_KEYWORDS = ['$defs', 'definitions', 'properties', 'patternProperties', 'dependentSchemas'];
const COUNT_KEYWORDS = ['maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties', 'maxContains', 'minContains'];
const NUMBER_KEYWORDS = ['maximum', 'minimum', 'multipleOf', 'exclusiveMaximum', 'exclusiveMinimum'];
const STRING_KEYWORDS = ['$id', '$ref', '$anchor', '$comment', 'format', 'pattern', '$recursiveRef'];
const TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

const isSchema = (v: unknown) => typeof v === 'boolean' || (typeof v === 'object' && v !== null && !Array.isArray(v));
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A pattern that can take exponential time on a long string: a quantified group that holds a
 * quantifier, `(a+)+`, `(\w*)*`, `(a|aa)+`-like shapes with `{n,}`. A heuristic (it also refuses
 * some harmless patterns) that keeps a schema from blocking the server for seconds.
 */
export function nestedQuantifier(pattern: string): boolean {
	// Strip escapes and character classes, which hold no groups or quantifiers of their own.
	const plain = pattern.replace(/\\./g, 'x').replace(/\[(?:[^\]\\]|\\.)*\]/g, 'x');
	const stack: boolean[] = [];
	for (let i = 0; i < plain.length; i++) {
		const c = plain[i];
		if (c === '(') stack.push(false);
		else if (c === ')') {
			const inner = stack.pop() ?? false;
			const next = plain[i + 1];
			const quantified = next === '*' || next === '+' || (next === '{' && /^\{\d+,\d*\}/.test(plain.slice(i + 1)));
			if (inner && quantified) return true;
			if (stack.length && (inner || quantified)) stack[stack.length - 1] = true;
		} else if ((c === '*' || c === '+' || (c === '{' && /^\{\d+,\d*\}/.test(plain.slice(i)))) && stack.length) {
			stack[stack.length - 1] = true;
		}
	}
	return false;
}

function checkPattern(pattern: string, where: string): void {
	try {
		new RegExp(pattern, 'u');
	} catch {
		throw new SchemaError(messages.words('bad_pattern', { at: where, pattern: JSON.stringify(pattern) }));
	}
	if (nestedQuantifier(pattern)) throw new SchemaError(messages.words('nested_quantifier', { at: where, pattern: JSON.stringify(pattern) }));
}

/** Checks each keyword's value against the type its meta-schema gives it, recursing into subschemas. */
function checkSchema(schema: unknown, pointer: string, draft: SchemaDraft, depth: number): void {
	if (depth > MAX_DEPTH) throw new SchemaError(messages.words('too_deep', { max: MAX_DEPTH }));
	const at = (key: string) => `${pointer}/${token(key)}`;
	if (!isSchema(schema)) throw new SchemaError(messages.words('not_a_schema', { at: pointer || '/' }));
	if (typeof schema === 'boolean') return;
	const s = schema as Record<string, unknown>;
	if ('$dynamicRef' in s) throw new SchemaError(messages.words('dynamic_ref', { at: at('$dynamicRef') }));
	for (const key of STRING_KEYWORDS) if (key in s && typeof s[key] !== 'string') throw new SchemaError(messages.words('must_be_string', { at: at(key) }));
	for (const key of NUMBER_KEYWORDS) {
		// draft-04's boolean exclusiveMaximum is not among the drafts taken.
		if (key in s && typeof s[key] !== 'number') throw new SchemaError(messages.words('must_be_number', { at: at(key) }));
	}
	if (typeof s.multipleOf === 'number' && !(s.multipleOf > 0)) throw new SchemaError(messages.words('must_be_positive', { at: at('multipleOf') }));
	for (const key of COUNT_KEYWORDS) {
		if (key in s && !(Number.isInteger(s[key]) && (s[key] as number) >= 0)) throw new SchemaError(messages.words('must_be_count', { at: at(key) }));
	}
	if ('type' in s) {
		const types = Array.isArray(s.type) ? s.type : [s.type];
		if (!types.every((t) => TYPES.includes(t as string)) || (Array.isArray(s.type) && new Set(types).size !== types.length)) {
			throw new SchemaError(messages.words('bad_type', { at: at('type'), types: TYPES.join(', ') }));
		}
	}
	if ('required' in s && !(Array.isArray(s.required) && s.required.every((k) => typeof k === 'string'))) throw new SchemaError(messages.words('must_be_strings', { at: at('required') }));
	if ('enum' in s && !Array.isArray(s.enum)) throw new SchemaError(messages.words('must_be_array', { at: at('enum') }));
	if ('uniqueItems' in s && typeof s.uniqueItems !== 'boolean') throw new SchemaError(messages.words('must_be_boolean', { at: at('uniqueItems') }));
	if ('dependentRequired' in s) {
		const ok = isObject(s.dependentRequired) && Object.values(s.dependentRequired).every((v) => Array.isArray(v) && v.every((k) => typeof k === 'string'));
		if (!ok) throw new SchemaError(messages.words('must_be_string_arrays', { at: at('dependentRequired') }));
	}
	if (typeof s.pattern === 'string') checkPattern(s.pattern, at('pattern'));

	for (const key of SCHEMA_KEYWORDS) if (key in s) checkSchema(s[key], at(key), draft, depth + 1);
	for (const key of SCHEMA_ARRAY_KEYWORDS) {
		if (!(key in s)) continue;
		const list = s[key];
		if (!Array.isArray(list) || (key !== 'prefixItems' && list.length === 0)) throw new SchemaError(messages.words('must_be_schemas', { at: at(key) }));
		list.forEach((sub, i) => checkSchema(sub, `${at(key)}/${i}`, draft, depth + 1));
	}
	if ('items' in s) {
		// draft-07 also takes an array of schemas (2020-12 moved that to prefixItems).
		if (Array.isArray(s.items) && draft !== '2020-12') s.items.forEach((sub, i) => checkSchema(sub, `${at('items')}/${i}`, draft, depth + 1));
		else checkSchema(s.items, at('items'), draft, depth + 1);
	}
	for (const key of SCHEMA_MAP_KEYWORDS) {
		if (!(key in s)) continue;
		const map = s[key];
		if (!isObject(map)) throw new SchemaError(messages.words('must_be_schema_map', { at: at(key) }));
		for (const [name, sub] of Object.entries(map)) {
			if (key === 'patternProperties') checkPattern(name, `${at(key)}/${token(name)}`);
			checkSchema(sub, `${at(key)}/${token(name)}`, draft, depth + 1);
		}
	}
	if ('dependencies' in s) {
		if (!isObject(s.dependencies)) throw new SchemaError(messages.words('must_be_object', { at: at('dependencies') }));
		for (const [name, sub] of Object.entries(s.dependencies)) if (!Array.isArray(sub)) checkSchema(sub, `${at('dependencies')}/${token(name)}`, draft, depth + 1);
	}
}

function depthOf(value: unknown): number {
	let max = 0;
	const stack: [unknown, number][] = [[value, 0]];
	while (stack.length) {
		const [v, d] = stack.pop()!;
		if (d > max) max = d;
		if (v && typeof v === 'object' && d <= MAX_DEPTH) for (const child of Object.values(v)) stack.push([child, d + 1]);
	}
	return max;
}

/** Error texts that only say "see the errors below": the list keeps the errors that say why. */
const WRAPPERS = [/^A subschema had errors\.$/, /^Property ".*" does not match schema\.$/s, /^Items did not match schema\.$/];

/**
 * Validates `data` against `schema`.
 * @throws SchemaError for a schema that is malformed, of an unknown draft, or refers outside itself
 * @example validateJson({ type: 'integer' }, 1.5) // { valid: false, errors: [{ path: '', message: 'Instance type "number" is invalid. Expected "integer".' }] }
 */
export function validateJson(schema: unknown, data: unknown): SchemaVerdict {
	const draft = draftOf(schema);
	// The whole schema, unknown keywords included: the library's dereference walks them all.
	if (depthOf(schema) > MAX_DEPTH) throw new SchemaError(messages.words('too_deep', { max: MAX_DEPTH }));
	checkSchema(schema, '', draft, 0);
	if (depthOf(data) > MAX_DEPTH) throw new DataDepthError(messages.words('too_deep', { max: MAX_DEPTH }));
	// The library marks the schema's nodes with resolved URIs: work on a copy, never the caller's object.
	const copy = structuredClone(schema) as Schema | boolean;
	let lookup: Record<string, Schema | boolean>;
	try {
		lookup = dereference(copy, Object.create(null), new URL(BASE_URI)) as Record<string, Schema | boolean>;
	} catch (error) {
		throw new SchemaError(messages.words('library', { text: (error as Error).message }));
	}
	for (const node of Object.values(lookup)) {
		if (typeof node !== 'object') continue;
		const ref = (node as { __absolute_ref__?: string }).__absolute_ref__;
		const recursive = (node as { __absolute_recursive_ref__?: string }).__absolute_recursive_ref__;
		for (const [keyword, uri] of [['$ref', ref], ['$recursiveRef', recursive]] as const) {
			if (uri !== undefined && lookup[uri] === undefined) {
				const written = keyword === '$ref' ? node.$ref : node.$recursiveRef;
				throw new SchemaError(messages.words('unresolved', { keyword, ref: JSON.stringify(written) }));
			}
		}
	}
	let result: ReturnType<typeof validate>;
	try {
		result = validate(data, copy as Schema, draft, lookup, false);
	} catch (error) {
		// `{"$ref": "#"}` and its kin refer back to themselves on the same value without end: the
		// validator recurses until the stack runs out (depths are capped above, so nothing else can).
		if (error instanceof RangeError) throw new SchemaError(messages.words('ref_cycle'));
		// A reference the check above let through, which the library still cannot find at run time
		// (`{"$ref": ""}`, the empty reference, resolves differently there): the same 422.
		const unresolved = error instanceof Error ? /^Unresolved \$ref (".*?")\./.exec(error.message) : null;
		if (unresolved) throw new SchemaError(messages.words('unresolved', { keyword: '$ref', ref: unresolved[1] }));
		throw error;
	}
	const seen = new Set<string>();
	const errors: SchemaVerdict['errors'] = [];
	// Each listed error's words (error-words.ts), beside the body: the app says them in its language.
	const said: Record<string, Words> = {};
	const site = { schema: copy, lookup, data };
	const pathOf = (error: OutputUnit) => decodeURIComponent(error.instanceLocation.replace(/^#/, ''));
	const list = (index: number) => {
		const error = result.errors[index];
		const words = wordsOfError(error, { ...site, next: result.errors[index + 1] });
		if (words) said[`/errors/${errors.length}/message`] = words;
		errors.push({ path: pathOf(error), message: error.error });
	};
	let previous = '';
	for (const [index, error] of result.errors.entries()) {
		const after = previous;
		previous = error.error;
		if (WRAPPERS.some((w) => w.test(error.error))) continue;
		// additionalProperties / additionalItems: false answer twice (at the object or array, then
		// "False boolean schema." at the member): the first says it all.
		if (error.error === 'False boolean schema.' && /^(Property ".*" does not match (additional|unevaluated) properties schema|Items did not match (additional|unevaluated) items schema)\.$/s.test(after)) continue;
		const key = `${pathOf(error)}\u0000${error.error}`;
		if (seen.has(key)) continue;
		seen.add(key);
		list(index);
		if (errors.length === MAX_ERRORS) break;
	}
	// A wrapper alone still means invalid: keep the first so the list is never empty when invalid.
	if (!result.valid && errors.length === 0 && result.errors[0]) list(0);
	const verdict = { valid: result.valid, errors };
	return Object.keys(said).length ? withWords(verdict, said) : verdict;
}

/** `data` nested deeper than MAX_DEPTH (the validator recurses). */
export class DataDepthError extends WordedError {}
