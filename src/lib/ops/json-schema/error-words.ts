/**
 * The validator's messages by id (errors.ts, second group), so the app can say each error of a
 * 200 answer in the page's language while the API keeps @cfworker/json-schema's English. Values
 * come from the library's structured output, not from its sentences: the `keyword`, the schema
 * the keyword sits in (found by walking `keywordLocation`, the path the validator took, through
 * `$ref`s) and the value at `instanceLocation` in the data; a property's name from the error the
 * library lists right after the one that names it (at that property). Only what the output does
 * not hold (oneOf's number of matches, contains' count, uniqueItems' indexes) is read from the
 * library's text. An error gets an id only when its English template gives the library's text
 * exactly, so a wording that changes with a library update falls back to the English text.
 */
import { ucs2length, type OutputUnit } from '@cfworker/json-schema';
import type { Words } from '../../engine/words.js';
import { errors } from './errors.js';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The tokens of one of the library's pointers: `#`-prefixed, percent-encoded (encodeURI) and RFC 6901-escaped. */
export function pointerTokens(location: string): string[] | undefined {
	try {
		const path = decodeURIComponent(location.replace(/^#/, ''));
		return path === '' ? [] : path.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
	} catch {
		return undefined;
	}
}

// How the validator steps into subschemas (its validate.ts): a map's member, an array's item, or the keyword's value.
const MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'dependentSchemas', 'dependencies', '$defs', 'definitions']);
const ARRAY_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

interface Place {
	/** The schema the keyword sits in. */
	schema: Node;
	/** Within `propertyNames`: the instance is the property's name, not its value. */
	propertyName: boolean;
}

/**
 * The schema holding the keyword of `keywordLocation`, walked as the validator walked it: through
 * `$ref` by the URIs dereference() marked, and `$recursiveRef` by the same rule as the library's
 * (the first schema with `$recursiveAnchor: true` on the way, else the reference's own target).
 */
function schemaOf(keywordLocation: string, root: unknown, lookup: Record<string, unknown>): Place | undefined {
	const tokens = pointerTokens(keywordLocation);
	if (!tokens?.length) return undefined;
	let node: unknown = root;
	let anchor: Node | null = null;
	let propertyName = false;
	const enter = (next: unknown) => {
		node = next;
		if (isNode(next) && next.$recursiveAnchor === true && anchor === null) anchor = next;
	};
	enter(root);
	const path = tokens.slice(0, -1);
	for (let i = 0; i < path.length; i++) {
		if (!isNode(node)) return undefined;
		const token = path[i];
		const here: Node = node;
		if (token === '$ref') enter(lookup[(here.__absolute_ref__ as string | undefined) ?? (here.$ref as string)]);
		else if (token === '$recursiveRef') {
			if (anchor === null) anchor = (lookup[here.__absolute_recursive_ref__ as string] as Node | undefined) ?? null;
			else enter(anchor);
		} else if (MAP_KEYWORDS.has(token) || ARRAY_KEYWORDS.has(token) || (token === 'items' && Array.isArray(here.items))) {
			const holder = here[token] as Record<string, unknown> | unknown[] | undefined;
			const key = path[++i];
			enter(holder && key !== undefined ? (holder as Record<string, unknown>)[key] : undefined);
		} else {
			if (token === 'propertyNames') propertyName = true;
			enter(here[token]);
		}
	}
	return isNode(node) ? { schema: node, propertyName } : undefined;
}

/** The value at `instanceLocation` in the data (within propertyNames: the name the pointer ends with). */
function instanceOf(instanceLocation: string, data: unknown, propertyName: boolean): { found: boolean; value?: unknown } {
	const tokens = pointerTokens(instanceLocation);
	if (!tokens) return { found: false };
	if (propertyName) return tokens.length ? { found: true, value: tokens[tokens.length - 1] } : { found: false };
	let node = data;
	for (const token of tokens) {
		if (node === null || typeof node !== 'object' || !Object.hasOwn(node, token)) return { found: false };
		node = (node as Record<string, unknown>)[token];
	}
	return { found: true, value: node };
}

/** A JSON value's type as the library names it (never "integer"). */
function typeOf(value: unknown): string {
	if (value === null) return 'null';
	return Array.isArray(value) ? 'array' : typeof value;
}

/** The property a wrapper error names: the first token past `instanceLocation` in the error the library lists next. */
function propertyNamed(unit: OutputUnit, next: OutputUnit | undefined): string | undefined {
	const own = pointerTokens(unit.instanceLocation);
	const inner = next && pointerTokens(next.instanceLocation);
	return own && inner && inner.length === own.length + 1 ? inner[own.length] : undefined;
}

/** The numbers in the library's text, for the counts its output does not hold otherwise. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

/** What the library reports for one error, beside the error itself. */
export interface ErrorSite {
	/** The error the library lists next (the first cause of a wrapper), if any. */
	next?: OutputUnit;
	/** The schema the validator ran, as marked by dereference(), and its lookup. */
	schema: unknown;
	lookup: Record<string, unknown>;
	data: unknown;
}

/** The candidate messages for one error; the one whose English is the library's text is its words. */
function candidates(unit: OutputUnit, site: ErrorSite): Words[] {
	const { keyword } = unit;
	if (keyword === 'false') return [errors.words('false_schema')];
	if (keyword === '$ref' || keyword === '$recursiveRef') return [errors.words('subschema', { keyword })];
	const place = schemaOf(unit.keywordLocation, site.schema, site.lookup);
	if (!place) return [];
	const { schema } = place;
	const value = schema[keyword];
	const at = instanceOf(unit.instanceLocation, site.data, place.propertyName);
	if (!at.found) return [];
	const instance = at.value;
	const name = propertyNamed(unit, site.next);
	const counted = numbers(unit.error);
	switch (keyword) {
		case 'type':
			return [errors.words('wrong_type', { actual: typeOf(instance), expected: Array.isArray(value) ? value.join(', ') : String(value) })];
		case 'const':
			return [errors.words('not_const', { value: JSON.stringify(value) })];
		case 'enum':
			return [errors.words('not_in_enum', { values: JSON.stringify(value) })];
		case 'not':
			return [errors.words('matches_not')];
		case 'anyOf':
			return [errors.words('no_any_of')];
		case 'allOf':
			return [errors.words('not_all_of')];
		case 'oneOf':
			return counted.length ? [errors.words('not_one_of', { matches: counted[counted.length - 1] })] : [];
		case 'if':
			return [errors.words('not_then'), errors.words('not_else')];
		case 'required': {
			const object = instance as Node;
			return (Array.isArray(value) ? value : []).filter((key) => !Object.hasOwn(object, key)).map((key) => errors.words('missing_property', { name: String(key) }));
		}
		case 'minProperties':
			return [errors.words('too_few_properties', { min: value as number, count: Object.keys(instance as Node).length })];
		case 'maxProperties':
			return [errors.words('too_many_properties', { max: value as number, count: Object.keys(instance as Node).length })];
		case 'propertyNames':
			return name === undefined ? [] : [errors.words('bad_property_name', { name })];
		case 'dependentRequired':
		case 'dependencies': {
			if (!isNode(value)) return [];
			const object = instance as Node;
			const present = Object.keys(value).filter((key) => Object.hasOwn(object, key));
			return present.flatMap((key) => {
				const needs = value[key];
				if (!Array.isArray(needs)) return [errors.words('dependent_schema', { name: key })];
				return needs.filter((other) => !Object.hasOwn(object, other)).map((other) => errors.words('missing_dependent', { name: key, missing: String(other) }));
			});
		}
		case 'dependentSchemas':
			return isNode(value) ? Object.keys(value).filter((key) => Object.hasOwn(instance as Node, key)).map((key) => errors.words('dependent_schema', { name: key })) : [];
		case 'properties':
			return name === undefined ? [] : [errors.words('bad_property', { name })];
		case 'patternProperties':
			// Each pattern the name matches: the one in the library's text is the one it failed.
			if (name === undefined || !isNode(value)) return [];
			return Object.keys(value)
				.filter((pattern) => new RegExp(pattern, 'u').test(name))
				.map((pattern) => errors.words('bad_pattern_property', { name, pattern }));
		case 'additionalProperties':
			return name === undefined ? [] : [errors.words(value === false ? 'additional_property_not_allowed' : 'additional_property', { name })];
		case 'unevaluatedProperties':
			return name === undefined ? [] : [errors.words(value === false ? 'unevaluated_property_not_allowed' : 'unevaluated_property', { name })];
		case 'maxItems':
			return [errors.words('too_many_items', { max: value as number, count: (instance as unknown[]).length })];
		case 'minItems':
			return [errors.words('too_few_items', { min: value as number, count: (instance as unknown[]).length })];
		case 'items':
		case 'prefixItems':
			return [errors.words('bad_items', { keyword })];
		case 'additionalItems':
			return [errors.words(value === false ? 'additional_items_not_allowed' : 'additional_items')];
		case 'unevaluatedItems':
			return [errors.words(value === false ? 'unevaluated_items_not_allowed' : 'unevaluated_items')];
		case 'contains':
			return [errors.words('contains_empty'), errors.words('contains_none')];
		case 'minContains':
			return [
				errors.words('min_contains_length', { min: value as number, count: (instance as unknown[]).length }),
				...(counted.length ? [errors.words('min_contains', { min: value as number, found: counted[counted.length - 1] })] : [])
			];
		case 'maxContains':
			return counted.length ? [errors.words('max_contains', { max: value as number, found: counted[counted.length - 1] })] : [];
		case 'uniqueItems':
			return counted.length === 2 ? [errors.words('duplicate_items', { first: counted[0], second: counted[1] })] : [];
		case 'minimum':
			return [errors.words('below_minimum', { value: String(instance), limit: String(value) })];
		case 'maximum':
			return [errors.words('above_maximum', { value: String(instance), limit: String(value) })];
		case 'exclusiveMinimum':
			return [errors.words('not_above', { value: String(instance), limit: String(value) })];
		case 'exclusiveMaximum':
			return [errors.words('not_below', { value: String(instance), limit: String(value) })];
		case 'multipleOf':
			return [errors.words('not_multiple', { value: String(instance), divisor: String(value) })];
		case 'minLength':
			return typeof instance === 'string' ? [errors.words('too_short', { min: value as number, length: ucs2length(instance) })] : [];
		case 'maxLength':
			return typeof instance === 'string' ? [errors.words('too_long', { max: value as number, length: ucs2length(instance) })] : [];
		case 'pattern':
			return [errors.words('no_pattern_match', { pattern: String(value) })];
		case 'format':
			return [errors.words('bad_format', { format: String(value) })];
		default:
			return [];
	}
}

/**
 * The words of one of the validator's errors, or undefined when its keyword or wording is not one
 * the catalog knows (the app then shows the library's English).
 * @example wordsOfError({ keyword: 'minimum', keywordLocation: '#/minimum', instanceLocation: '#', error: '-1 is less than 0.' }, { schema: { minimum: 0 }, lookup: {}, data: -1 })
 * // { module: 'json-schema', id: 'below_minimum', values: { value: '-1', limit: '0' }, text: '-1 is less than 0.' }
 */
export function wordsOfError(unit: OutputUnit, site: ErrorSite): Words | undefined {
	try {
		return candidates(unit, site).find((words) => words.text === unit.error);
	} catch {
		return undefined; // a shape the walk did not expect: the English text it is
	}
}
