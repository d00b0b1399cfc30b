import { catalog } from '../../engine/words.js';

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * `at` is a JSON Pointer into the schema; `library` is @cfworker/json-schema's own (English) text.
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
	library: ({ text }: { text: string }) => text
});
