import { z } from 'zod';
import { MAX_DEPTH } from '../_shared/json-text.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { ALL_READ, ALL_SOURCES, ALL_TARGETS, involvesBytes, MAX_BINARY_INPUT, MAX_OUTPUT, MAX_SCHEMA, MAX_TYPE_NAME, SOURCES, TEXT_TARGETS } from './options.js';
import { inputEncoding, outputEncoding } from '../_shared/bytes-io.js';

// yaml, smol-toml, papaparse and fast-xml-parser load on the first call, not with the registry.
const logic = lazyModule(() => import('./convert.js'));
// @msgpack/msgpack, cborg, js-bson and protobufjs: on the first call that has a binary side (prepareFor).
const binary = lazyModule(() => import('./bytes-convert.js'));

/** Characters of `input` (UTF-16 code units); the body cap is 1 MiB anyway. */
export const MAX_INPUT = 524_288;

export const dataConvert = defineOperation({
	id: 'data-convert',
	group: 'data',
	title: 'Data format converter',
	summary: 'Converts data between JSON, YAML, TOML, CSV, XML and more text and binary formats (INI, .properties, plist, PHP serialize(), Rison, MessagePack, CBOR, BSON, Protobuf, Avro) or draws it as a table; detects a text format and says the line where the input does not parse.',
	keywords: ['json', 'yaml', 'yml', 'toml', 'csv', 'xml', 'plist', 'properties', 'ini', 'query string', 'json5', 'ndjson', 'jsonl', 'json lines', 'convert', 'converter', 'json to yaml', 'yaml to json', 'csv to json', 'json to csv', 'xml to json', 'toml to json', 'detect format', 'php serialize', 'php unserialize', 'unserialize', 'php deserialize', 'rison', 'rison encode', 'rison decode', 'to table', 'ascii table', 'markdown table', 'html table', 'csv to table', 'protobuf', 'protobuf encode', 'protobuf decode', 'proto schema', 'protocol buffers', 'avro', 'avro to json', 'msgpack', 'cbor', 'bson'],
	method: 'POST',
	path: '/data-convert',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'the conversion ran longer than the time limit of 5,000 ms; convert less data (fewer keys and aliases)' },
	input: z.object({
		input: z
			.string()
			.max(MAX_INPUT)
			.describe(`The data as text, in the \`from\` format or one it detects; at most ${MAX_INPUT.toLocaleString('en')} characters and ${MAX_DEPTH} levels of nesting`)
			.meta(formHints({ multiline: 10, monospace: true })),
		from: z
			.enum(ALL_SOURCES)
			.default('auto')
			.describe(
				'Format of `input`: auto (default: detected, trying json, xml, toml, yaml, csv in that order; the answer says which), json, yaml (1.2, core schema), toml (1.0), csv (RFC 4180, a header row), xml' +
					'; plist (Apple XML property list), properties (Java .properties, read flat), ini ([section] objects), query-string (a=1&b=2, repeated names → arrays), json5, ndjson (JSON Lines: one JSON value a line → an array), php (PHP serialize() text: arrays, O: objects with __PHP_Incomplete_Class_Name), rison, o-rison (an object without its parentheses), a-rison (an array without !( ))' +
					'; binary (`input` base64 unless `input_encoding` says otherwise; never detected): msgpack, cbor, bson, protobuf (with `schema`), protobuf-raw (a message without its schema, as protoc --decode_raw), avro (an Avro object container file)'
			),
		to: z.enum(ALL_TARGETS).describe('Format of the answer; properties writes nested data as dotted keys (a.b.0), ndjson an array one element a line; ascii-table, markdown-table and html-table draw rows (an array of objects, or CSV) as a table for people and are not read back; msgpack, cbor, bson and protobuf (with `schema`) are bytes, answered in `output` as `output_encoding` says (base64 by default)'),
		indent: z.int().min(0).max(8).default(2).describe('Spaces per level for json, yaml and xml, 0 to 8 (0: minified JSON and XML, flow-style YAML); default 2. TOML and CSV have their own layout'),
		input_encoding: inputEncoding('input', 'base64').describe(
			`How \`input\` is written: base64 (the default for binary formats), hex, latin1 or utf8 (the default for text formats; a text sent as hex or base64 must be UTF-8); at most ${MAX_BINARY_INPUT.toLocaleString('en')} bytes for binary formats`
		),
		output_encoding: outputEncoding('base64').describe('How `output` is written: base64 (the default for msgpack, cbor, bson and protobuf), hex, latin1 or utf8 (the default for text formats)'),
		schema: z
			.string()
			.max(MAX_SCHEMA)
			.optional()
			.describe(`protobuf only (from or to): the .proto text (proto2 or proto3) declaring the message; imports only of google/protobuf's well-known types; at most ${MAX_SCHEMA.toLocaleString('en')} characters`)
			.meta(formHints({ multiline: 6, monospace: true })),
		message_type: z
			.string()
			.max(MAX_TYPE_NAME)
			.optional()
			.describe('protobuf only: the message type to read or write, by its name or full name (package.Name); default the first message the schema declares')
			.meta(formHints({ monospace: true }))
	}),
	output: z.object({
		output: z.string().describe(`The same data in the \`to\` format, without a trailing line break; at most ${MAX_OUTPUT.toLocaleString('en')} characters`),
		from: z.enum(ALL_READ).describe('The format `input` was read as: `from` itself, or the one detected when `from` is auto'),
		text: z.string().optional().describe('protobuf-raw only: the fields as `protoc --decode_raw` prints them')
	}),
	errors: [
		{ status: 422, when: '`input` does not parse as `from`, or with auto as any format (the detail names the line, and the column where known, in the format it looks most like; php the byte and rison the character where reading stops, a declared length past the end included), or is empty with auto' },
		{ status: 422, when: 'the data cannot be written as `to`: not a table at the top of TOML, null in TOML, nested values in CSV or a table, infinities in JSON or Rison, names that are not XML names, data that is not rows for a table' },
		{ status: 422, when: '`input` over 524,288 characters or nested deeper than 512 levels; an answer over 2,097,152 characters; unknown format; `indent` not 0–8' },
		{ status: 422, when: 'binary `input` not in `input_encoding`, over 393,216 bytes, or not one whole msgpack/cbor/bson value or protobuf message (a length past the end, trailing bytes, an unknown type); a wrapper such as {"$numberLong": …} that is not valid; bson of a value that is not an object' },
		{ status: 422, when: 'protobuf without `schema`, a `schema` that does not parse or imports another file, a `message_type` it does not declare, data with a field or value the message does not have; avro bytes that are not an object container file, or use a codec other than null or deflate' }
	],
	examples: [
		// The format of the first three is detected (from: auto); the last names it.
		{ name: 'YAML to JSON', input: { input: 'name: Utilkit\ntags:\n  - json\n  - yaml\nversion: 1.2\noffline: true\n', to: 'json' } },
		{ name: 'CSV to JSON', input: { input: 'name,city\r\nAna,"São Paulo"\r\n"Smith, Jo",Madrid\r\n', to: 'json' } },
		{ name: 'JSON to TOML', input: { input: '{"title":"Example","owner":{"name":"Tom"},"ports":[8000,8001]}', to: 'toml' } },
		{ name: 'XML to YAML', input: { input: '<note id="7">\n  <to>Tove</to>\n  <from>Jani</from>\n</note>', from: 'xml', to: 'yaml' } },
		{ name: 'INI to JSON', input: { input: '; database settings\n[database]\nhost = db.example.com\nport = 5432\n', from: 'ini', to: 'json' } },
		{ name: 'Query string to JSON', input: { input: 'q=data+convert&tag=json&tag=yaml', from: 'query-string', to: 'json' } },
		{ name: 'PHP serialize() to JSON', input: { input: 'a:2:{s:4:"name";s:7:"Utilkit";s:4:"tags";a:2:{i:0;s:3:"php";i:1;s:5:"rison";}}', from: 'php', to: 'json' } },
		{ name: 'JSON to Rison', input: { input: '{"a":0,"b":"foo","c":"23skidoo"}', from: 'json', to: 'rison' } },
		{ name: 'CSV to an ASCII table', input: { input: 'name,city\r\nAna,"São Paulo"\r\n"Smith, Jo",Madrid\r\n', from: 'csv', to: 'ascii-table' } },
		{ name: 'MessagePack to JSON', input: { input: 'gqdjb21wYWN0w6ZzY2hlbWEA', from: 'msgpack', to: 'json' } },
		{ name: 'JSON to CBOR', input: { input: '{"a":1,"b":[2,3]}', to: 'cbor' } },
		{ name: 'Protobuf with a schema to JSON', input: { input: '0a03416e61102a1a0b616e61406578612e6d706c', from: 'protobuf', to: 'json', input_encoding: 'hex', schema: 'syntax = "proto3";\n\nmessage Person {\n  string name = 1;\n  int64 id = 2;\n  repeated string emails = 3;\n}\n', message_type: 'Person' } },
		{ name: 'Protobuf without schema', input: { input: '089601120774657374696e67', from: 'protobuf-raw', to: 'json', input_encoding: 'hex' } }
	],
	prepare: logic.load,
	prepareFor: (input) => (involvesBytes(input) && !binary.ready() ? binary.load() : undefined),
	run: (input) => {
		const { ConvertError, convertText } = logic.get();
		try {
			if (involvesBytes(input)) return binary.get().convertBytes(input);
			return convertText(input.input, input.from as (typeof SOURCES)[number], input.to as (typeof TEXT_TARGETS)[number], input.indent);
		} catch (error) {
			if (error instanceof ConvertError) throw errorOf(error.words, { field: error.field });
			throw error;
		}
	}
});

export const operations = [dataConvert];
