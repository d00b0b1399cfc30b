// The formats and the answer's bound, for the schema, apart from the parsers (which load on the
// first call: src/lib/engine/README.md, "How operations load").

export const FORMATS = ['json', 'yaml', 'toml', 'csv', 'xml', 'plist', 'properties', 'ini', 'query-string', 'json5', 'ndjson', 'php', 'rison', 'o-rison', 'a-rison'] as const;
export type Format = (typeof FORMATS)[number];
/** Answers only: tables drawn for people from rows of data (formats/table.ts); nothing reads them back. */
export const TABLE_FORMATS = ['ascii-table', 'markdown-table', 'html-table'] as const;
export type TableFormat = (typeof TABLE_FORMATS)[number];
/** Every text `to`. */
export const TEXT_TARGETS = [...FORMATS, ...TABLE_FORMATS] as const;
export type TextTarget = (typeof TEXT_TARGETS)[number];

/**
 * What `from` may be: a format, or `auto` (the default) to detect it
 * (src/lib/ops/data-convert/README.md, "Detection").
 */
export const SOURCES = ['auto', ...FORMATS] as const;
export type Source = (typeof SOURCES)[number];

/** Longest answer, in characters: YAML aliases and XML tags can make an answer much longer than its input. */
export const MAX_OUTPUT = 2_097_152;

/**
 * Each format's media type, for a downloaded answer: RFC 8259 (JSON), RFC 9512 (YAML), the TOML
 * project's application/toml, RFC 4180 (CSV), RFC 7303 (XML).
 */
export const MEDIA_TYPES: Record<TextTarget, string> = { json: 'application/json', yaml: 'application/yaml', toml: 'application/toml', csv: 'text/csv', xml: 'application/xml', plist: 'application/x-plist', properties: 'text/x-java-properties', ini: 'text/plain', 'query-string': 'application/x-www-form-urlencoded', json5: 'application/json5', ndjson: 'application/x-ndjson', php: 'text/plain', rison: 'text/plain', 'o-rison': 'text/plain', 'a-rison': 'text/plain', 'ascii-table': 'text/plain', 'markdown-table': 'text/markdown', 'html-table': 'text/html' };

/**
 * Whether a pair of formats may be converted record by record in the app's worker
 * (stream-convert.ts; the text decides in the end: CSV, a JSON array, a YAML sequence at the margin).
 */
export function streamsRecords(from: string, to: string): boolean {
	return ['auto', 'csv', 'json', 'yaml'].includes(from) && ['csv', 'json', 'yaml', 'xml'].includes(to);
}

/** A downloaded answer's file extension, where it is not the format's name. */
export const EXTENSIONS: Partial<Record<TextTarget, string>> = { 'query-string': 'txt', php: 'txt', rison: 'txt', 'o-rison': 'txt', 'a-rison': 'txt', 'ascii-table': 'txt', 'markdown-table': 'md', 'html-table': 'html' };

/** How the result view names a format, where it is not its name in capitals (JSON, YAML). */
export const FORMAT_NAMES: Readonly<Record<string, string>> = { plist: 'plist', properties: '.properties', 'query-string': 'query string', msgpack: 'MessagePack', 'protobuf-raw': 'protobuf', php: 'PHP serialize()', rison: 'Rison', 'o-rison': 'O-Rison', 'a-rison': 'A-Rison', 'ascii-table': 'ASCII table', 'markdown-table': 'Markdown table', 'html-table': 'HTML table', protobuf: 'protobuf', avro: 'Avro' };

/**
 * Binary formats (src/lib/ops/data-convert/README.md, "Binary formats"): their `input` and
 * `output` are bytes written as text (base64 by default, the bytes convention of bytes-io.ts).
 * MessagePack, CBOR, BSON and protobuf (with its `.proto` schema) are read and written;
 * protobuf-raw (a message without its schema, as `protoc --decode_raw`) and avro (an Avro object
 * container file, its schema in its header) are only read. `auto` never picks one: they are not text.
 */
export const BINARY_FORMATS = ['msgpack', 'cbor', 'bson', 'protobuf'] as const;
export type BinaryFormat = (typeof BINARY_FORMATS)[number];
export const READ_ONLY_FORMATS = ['protobuf-raw', 'avro'] as const;
export type BinarySource = BinaryFormat | (typeof READ_ONLY_FORMATS)[number];
/** Every `to`; every `from` (text and binary); the formats an answer may say it read. */
export const ALL_TARGETS = [...TEXT_TARGETS, ...BINARY_FORMATS] as const;
export const ALL_SOURCES = [...SOURCES, ...BINARY_FORMATS, ...READ_ONLY_FORMATS] as const;
export const ALL_READ = [...FORMATS, ...BINARY_FORMATS, ...READ_ONLY_FORMATS] as const;
export const isBinaryFormat = (format: string): format is BinarySource => (BINARY_FORMATS as readonly string[]).includes(format) || (READ_ONLY_FORMATS as readonly string[]).includes(format);
/**
 * Whether a request needs bytes-convert.ts (a binary side, or a text sent or answered as bytes);
 * otherwise convert.ts answers it alone. It reads raw requests too (the worker asks before
 * validation), so it only looks at the fields.
 */
export function involvesBytes(request: unknown): boolean {
	if (typeof request !== 'object' || request === null) return false;
	const { from, to, input_encoding, output_encoding } = request as Record<string, unknown>;
	return (typeof from === 'string' && isBinaryFormat(from)) || (typeof to === 'string' && isBinaryFormat(to)) || !!input_encoding || !!output_encoding;
}
/** Bytes of a decoded binary `input`: base64 of MAX_INPUT characters (index.ts) holds 393,216. */
export const MAX_BINARY_INPUT = 393_216;
/** Media types of the binary answers: IANA application/msgpack (2024), RFC 8949 application/cbor, application/bson. */
export const BINARY_MEDIA_TYPES: Record<BinaryFormat, string> = { msgpack: 'application/msgpack', cbor: 'application/cbor', bson: 'application/bson', protobuf: 'application/x-protobuf' };
/** Longest `schema` (a .proto text), in characters; and `message_type`. */
export const MAX_SCHEMA = 65_536;
export const MAX_TYPE_NAME = 512;
