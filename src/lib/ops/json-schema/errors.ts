import { catalog } from '../../engine/words.js';

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * `at` is a JSON Pointer into the schema; `library` is @cfworker/json-schema's own (English) text.
 * The second group is the validator's own messages in a 200 answer's `errors`, by keyword
 * (error-words.ts): each English template gives @cfworker/json-schema 4.1.6's text exactly, so an
 * error carries an id only when its template reproduces what the library said. Values a number
 * the data or the schema holds (`value`, `limit`, `divisor`) are text, as the library writes them;
 * counts and indexes are numbers.
 */
export const errors = catalog('json-schema', {
	required: 'is required',
	not_a_schema_value: 'must be a JSON Schema: an object, true or false',
	draft: ({ uri }: { uri: string }) => `$schema: ${uri} is not a supported draft (2020-12, 2019-09 or draft-07)`,
	bad_pattern: ({ at, pattern }: { at: string; pattern: string }) => `${at}: ${pattern} is not a valid regular expression (ECMA-262, u flag)`,
	nested_quantifier: ({ at, pattern }: { at: string; pattern: string }) =>
		`${at}: ${pattern} repeats a group that repeats (a nested quantifier such as (a+)+), which can take exponential time; not supported`,
	too_deep: ({ max }: { max: number }) => `nesting deeper than ${max} levels`,
	not_a_schema: ({ at }: { at: string }) => `${at}: a schema must be an object or a boolean`,
	dynamic_ref: ({ at }: { at: string }) => `${at}: $dynamicRef is not supported`,
	must_be_string: ({ at }: { at: string }) => `${at}: must be a string`,
	must_be_number: ({ at }: { at: string }) => `${at}: must be a number`,
	must_be_positive: ({ at }: { at: string }) => `${at}: must be greater than 0`,
	must_be_count: ({ at }: { at: string }) => `${at}: must be a non-negative integer`,
	bad_type: ({ at, types }: { at: string; types: string }) => `${at}: must be one of ${types} or an array of them without repeats`,
	must_be_strings: ({ at }: { at: string }) => `${at}: must be an array of strings`,
	must_be_array: ({ at }: { at: string }) => `${at}: must be an array`,
	must_be_boolean: ({ at }: { at: string }) => `${at}: must be a boolean`,
	must_be_string_arrays: ({ at }: { at: string }) => `${at}: must be an object of string arrays`,
	must_be_schemas: ({ at }: { at: string }) => `${at}: must be a non-empty array of schemas`,
	must_be_schema_map: ({ at }: { at: string }) => `${at}: must be an object of schemas`,
	must_be_object: ({ at }: { at: string }) => `${at}: must be an object`,
	unresolved: ({ keyword, ref }: { keyword: string; ref: string }) =>
		`${keyword} ${ref} does not resolve inside the schema (no network: remote references are not fetched)`,
	ref_cycle: 'its references loop back to themselves without reaching the data ($ref cycle)',
	library: ({ text }: { text: string }) => text,

	// The validator's messages (keyword → id in error-words.ts).
	wrong_type: ({ actual, expected }: { actual: string; expected: string }) => `Instance type "${actual}" is invalid. Expected "${expected.split(', ').join('", "')}".`,
	not_const: ({ value }: { value: string }) => `Instance does not match ${value}.`,
	not_in_enum: ({ values }: { values: string }) => `Instance does not match any of ${values}.`,
	matches_not: 'Instance matched "not" schema.',
	no_any_of: 'Instance does not match any subschemas.',
	not_all_of: 'Instance does not match every subschema.',
	not_one_of: ({ matches }: { matches: number }) => `Instance does not match exactly one subschema (${matches} matches).`,
	not_then: 'Instance does not match "then" schema.',
	not_else: 'Instance does not match "else" schema.',
	missing_property: ({ name }: { name: string }) => `Instance does not have required property "${name}".`,
	too_few_properties: ({ min }: { min: number; count: number }) => `Instance does not have at least ${min} properties.`,
	// The library says "at least" for maxProperties too; the other languages say what is meant.
	too_many_properties: ({ max }: { max: number; count: number }) => `Instance does not have at least ${max} properties.`,
	bad_property_name: ({ name }: { name: string }) => `Property name "${name}" does not match schema.`,
	missing_dependent: ({ name, missing }: { name: string; missing: string }) => `Instance has "${name}" but does not have "${missing}".`,
	dependent_schema: ({ name }: { name: string }) => `Instance has "${name}" but does not match dependant schema.`,
	bad_property: ({ name }: { name: string }) => `Property "${name}" does not match schema.`,
	bad_pattern_property: ({ name, pattern }: { name: string; pattern: string }) => `Property "${name}" matches pattern "${pattern}" but does not match associated schema.`,
	additional_property: ({ name }: { name: string }) => `Property "${name}" does not match additional properties schema.`,
	additional_property_not_allowed: ({ name }: { name: string }) => `Property "${name}" does not match additional properties schema.`,
	unevaluated_property: ({ name }: { name: string }) => `Property "${name}" does not match unevaluated properties schema.`,
	unevaluated_property_not_allowed: ({ name }: { name: string }) => `Property "${name}" does not match unevaluated properties schema.`,
	too_many_items: ({ max, count }: { max: number; count: number }) => `Array has too many items (${count} > ${max}).`,
	too_few_items: ({ min, count }: { min: number; count: number }) => `Array has too few items (${count} < ${min}).`,
	bad_items: (_: { keyword: string }) => 'Items did not match schema.',
	additional_items: 'Items did not match additional items schema.',
	additional_items_not_allowed: 'Items did not match additional items schema.',
	unevaluated_items: 'Items did not match unevaluated items schema.',
	unevaluated_items_not_allowed: 'Items did not match unevaluated items schema.',
	contains_empty: 'Array is empty. It must contain at least one item matching the schema.',
	contains_none: 'Array does not contain item matching schema.',
	min_contains_length: ({ min, count }: { min: number; count: number }) => `Array has less items (${count}) than minContains (${min}).`,
	min_contains: ({ min, found }: { min: number; found: number }) => `Array must contain at least ${min} items matching schema. Only ${found} items were found.`,
	max_contains: ({ max, found }: { max: number; found: number }) => `Array may contain at most ${max} items matching schema. ${found} items were found.`,
	duplicate_items: ({ first, second }: { first: number; second: number }) => `Duplicate items at indexes ${first} and ${second}.`,
	below_minimum: ({ value, limit }: { value: string; limit: string }) => `${value} is less than ${limit}.`,
	above_maximum: ({ value, limit }: { value: string; limit: string }) => `${value} is greater than ${limit}.`,
	not_above: ({ value, limit }: { value: string; limit: string }) => `${value} is less than ${limit}.`,
	not_below: ({ value, limit }: { value: string; limit: string }) => `${value} is greater than or equal to ${limit}.`,
	not_multiple: ({ value, divisor }: { value: string; divisor: string }) => `${value} is not a multiple of ${divisor}.`,
	too_short: ({ min, length }: { min: number; length: number }) => `String is too short (${length} < ${min}).`,
	too_long: ({ max, length }: { max: number; length: number }) => `String is too long (${length} > ${max}).`,
	no_pattern_match: (_: { pattern: string }) => 'String does not match pattern.',
	bad_format: ({ format }: { format: string }) => `String does not match format "${format}".`,
	false_schema: 'False boolean schema.',
	subschema: (_: { keyword: string }) => 'A subschema had errors.'
});
