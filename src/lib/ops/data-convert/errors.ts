import { catalog } from '../../engine/words.js';

const text = ({ text }: { text: string }) => text;
/** `path` is a JSON Pointer into the data; empty for the top level. */
const at = (path: string) => (path ? `at ${path}` : 'at the top level');

/**
 * The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts).
 * The readers' own words (`text`) are the libraries' English: yaml's by its error code
 * (`yaml_<code>`), papaparse's by its code (`csv_<code>`), fast-xml-parser's by its code
 * (`xml_<code>`); smol-toml gives none (`library`), so the other languages frame its text.
 */
export const errors = catalog('data-convert', {
	at_line_column: ({ line, column, reason, format }: { line: number; column: number; reason: string; format: string }) => `line ${line}, column ${column}: ${reason} (${format})`,
	at_line: ({ line, reason, format }: { line: number; reason: string; format: string }) => `line ${line}: ${reason} (${format})`,
	in_format: ({ reason, format }: { reason: string; format: string }) => `${reason} (${format})`,
	library: text,
	yaml_ALIAS_PROPS: text,
	yaml_BAD_ALIAS: text,
	yaml_BAD_DIRECTIVE: text,
	yaml_BAD_DQ_ESCAPE: text,
	yaml_BAD_INDENT: text,
	yaml_BAD_PROP_ORDER: text,
	yaml_BAD_SCALAR_START: text,
	yaml_BLOCK_AS_IMPLICIT_KEY: text,
	yaml_BLOCK_IN_FLOW: text,
	yaml_DUPLICATE_KEY: text,
	yaml_IMPOSSIBLE: text,
	yaml_KEY_OVER_1024_CHARS: text,
	yaml_MISSING_CHAR: text,
	yaml_MULTILINE_IMPLICIT_KEY: text,
	yaml_MULTIPLE_ANCHORS: text,
	yaml_MULTIPLE_DOCS: text,
	yaml_MULTIPLE_TAGS: text,
	yaml_NON_STRING_KEY: text,
	yaml_RESOURCE_EXHAUSTION: text,
	yaml_TAB_AS_INDENT: text,
	yaml_TAG_RESOLVE_FAILED: text,
	yaml_UNEXPECTED_TOKEN: text,
	yaml_BAD_COLLECTION_TYPE: text,
	csv_MissingQuotes: text,
	csv_InvalidQuotes: text,
	csv_UndetectableDelimiter: text,
	csv_TooFewFields: text,
	csv_TooManyFields: text,
	xml_InvalidXml: text,
	xml_InvalidTag: text,
	xml_InvalidAttr: text,
	xml_InvalidChar: text,
	csv_duplicate_header: ({ name }: { name: string }) => `the header names "${name}" twice`,
	csv_fields: ({ count, header }: { count: number; header: number }) => `${count} field${count === 1 ? '' : 's'} where the header has ${header}`,
	xml_entities: 'entity declarations (<!ENTITY) are not supported',
	unreadable: ({ format, reason }: { format: string; reason: string }) => `cannot be read as ${format}: ${reason}`,
	too_deep: ({ max }: { max: number }) => `nesting deeper than ${max} levels`,
	json_not_finite: ({ value, path }: { value: string; path: string }) => `JSON has no ${value} (${at(path)})`,
	toml_top: ({ kind }: { kind: string }) => `TOML needs a table (an object) at the top level, not ${kind === 'array' ? 'an array' : `a ${kind}`}`,
	toml_null: ({ path }: { path: string }) => `TOML has no null (${at(path)})`,
	csv_rows: 'CSV needs an array of objects (one per row)',
	csv_row: ({ index }: { index: number }) => `CSV needs an array of objects (one per row): /${index} is not an object`,
	csv_nested: ({ path }: { path: string }) => `CSV cannot hold nested values (${at(path)})`,
	xml_nested_array: ({ path }: { path: string }) => `XML cannot hold an array directly inside an array (${at(path)})`,
	xml_name: ({ key, path }: { key: string; path: string }) => `"${key}" is not an XML name (${at(path)})`,
	too_long: ({ max }: { max: number }) => `the answer would be over ${max.toLocaleString('en')} characters`,
	detect_empty: 'is empty: there is no data to detect the format of',
	closest_format: ({ format }: { format: string }) => `${format}, the format it looks most like: no format reads it`,
	undetectable:
		'its format cannot be detected: it is not JSON, XML, a TOML table, a YAML mapping or list, nor CSV with a header row, two or more columns and a record; set from to its format',
	needs_object: ({ format }: { format: string }) => `${format} needs an object (names and values) at the top level`,
	flat_nested: ({ format, path }: { format: string; path: string }) => `${format} cannot hold nested values (${at(path)})`,
	plist_null: ({ path }: { path: string }) => `a property list has no null (${at(path)})`,
	plist_integer: ({ value }: { value: string }) => `the integer ${value} is beyond 2^53, which JSON numbers hold exactly`,
	plist_tag: ({ tag }: { tag: string }) => `<${tag}> is not a property list element`,
	plist_root: 'the root element is not <plist> with one value',
	plist_key: 'a <dict> needs a <key> before each value',
	plist_control: ({ path }: { path: string }) => `a property list (XML) cannot hold control characters (${at(path)})`,
	bad_wrapper: ({ what, path }: { what: string; path: string }) => `${what} at ${path} is not a valid Extended JSON value`,
	integer_range: ({ value, format }: { value: string; format: string }) => `${format} has no integer ${value} (64 bits at most)`,
	map_key: ({ path, format }: { path: string; format: string }) => `a map key at ${path} is neither text nor a number (${format})`,
	bson_top: 'BSON needs an object (a document) at the top level',
	protobuf_wire: ({ reason, offset }: { reason: string; offset: number }) => `not a protobuf message: ${reason} at byte ${offset}`,
	pb_truncated: ({ what }: { what: string }) => `a ${what} cut short`,
	pb_varint_long: 'a varint longer than 10 bytes',
	pb_field_number: ({ number }: { number: number }) => `field number ${number} (1 to 536,870,911)`,
	pb_length: ({ length }: { length: number }) => `a length of ${length} bytes past the end`,
	pb_group_deep: ({ max }: { max: number }) => `groups nested deeper than ${max} levels`,
	pb_group_end: ({ number }: { number: number }) => `the end of group ${number} without its start`,
	pb_wire_type: ({ wire }: { wire: number }) => `wire type ${wire} (there is none)`,
	pb_group_open: ({ number }: { number: number }) => `group ${number} never ends`,
	text_encoding: 'the bytes are not UTF-8 text: a text format must be UTF-8',
	schema_required: ({ format }: { format: string }) => `is required to read or write ${format}: the .proto text that declares the message`,
	proto_schema: ({ reason }: { reason: string }) => `is not a .proto schema that can be read: ${reason}`,
	proto_import: ({ name }: { name: string }) => `imports "${name}": only google/protobuf's well-known types can be imported (paste the other file's messages into this schema)`,
	proto_no_message: 'declares no message type',
	proto_type: ({ name, types }: { name: string; types: string }) => `"${name}" is not a message type of the schema (it has: ${types})`,
	proto_decode: ({ type, reason }: { type: string; reason: string }) => `is not a ${type} message: ${reason}`,
	proto_field: ({ type, name, path }: { type: string; name: string; path: string }) => `${type} has no field "${name}" (at ${path})`,
	proto_value: ({ path, expected }: { path: string; expected: string }) => `at ${path}: expected ${expected}`,
	avro: ({ reason }: { reason: string }) => `not an Avro object container file: ${reason}`,
	avro_magic: 'it does not start with Obj and the version byte 1',
	avro_truncated: ({ what, offset }: { what: string; offset: number }) => `a ${what} cut short at byte ${offset}`,
	avro_limit: ({ what, max }: { what: string; max: number }) => `more than ${max.toLocaleString('en')} ${what}`,
	avro_schema: ({ reason }: { reason: string }) => `its schema cannot be used: ${reason}`,
	avro_codec: ({ codec }: { codec: string }) => `codec ${codec} (null and deflate are read)`,
	avro_union: ({ index, offset }: { index: number; offset: number }) => `a union branch or enum symbol ${index} that the schema does not have, before byte ${offset} of a block`,
	avro_block: ({ offset }: { offset: number }) => `the block at byte ${offset} holds more bytes than its records`,
	avro_sync: ({ offset }: { offset: number }) => `the sync marker at byte ${offset} differs from the header's`
});

/** The id of a library's message, by its code, where the catalog has one; else `library`. */
export function libraryId(prefix: 'yaml' | 'csv' | 'xml', code: unknown): keyof typeof errors.english {
	const id = `${prefix}_${String(code)}`;
	return id in errors.english ? (id as keyof typeof errors.english) : 'library';
}
