/**
 * Protocol Buffers with a schema (README.md, "protobuf"): the `.proto` text is parsed by
 * protobufjs (its full build, which has the parser), the message is read and written by its
 * reflection, and the data is mapped to and from JSON by the proto3 JSON mapping
 * (protobuf.dev/programming-guides/json), as protoc's and Python's `json_format` print it:
 * lowerCamelCase names (or `json_name`), 64-bit integers as strings, bytes as base64, enums by
 * name, NaN/Infinity as strings, fields at their default value left out (proto3 without presence),
 * Timestamp, Duration and the wrapper types as their JSON forms. The mapping is ours (protobufjs's
 * `toObject` keeps .proto names and has no Timestamp or Duration form). Writing: protobuf-write.ts.
 */
import protobuf from 'protobufjs';
import { base64Encode } from '../../_shared/base64.js';
import { MAX_DEPTH } from '../../_shared/json-text.js';
import { errors } from '../errors.js';
import { ConvertError, define } from '../read.js';

type Type = protobuf.Type;
type Field = protobuf.Field;
export type Long = { toString(): string; low: number; high: number; unsigned: boolean };

/** What a schema-bound call needs: the `.proto` text and the message's name (the first message when absent). */
export interface ProtoSchema {
	schema?: string;
	message_type?: string;
}

export const LONGS = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
export const INT32 = new Set(['int32', 'sint32', 'sfixed32']);
export const UINT32 = new Set(['uint32', 'fixed32']);
export const WRAPPERS = new Set(['DoubleValue', 'FloatValue', 'Int64Value', 'UInt64Value', 'Int32Value', 'UInt32Value', 'BoolValue', 'StringValue', 'BytesValue'].map((name) => `.google.protobuf.${name}`));

export const fail = (field: 'input' | 'to' | 'schema' | 'message_type', ...words: Parameters<typeof errors.words>) => new ConvertError(field, errors.words(...words));
export const at = (path: string) => path || '/';

/** The schema parsed and the message type found, or a 422 naming `schema` or `message_type`. */
export function loadType(request: ProtoSchema, format: string): Type {
	if (!request.schema?.trim()) throw fail('schema', 'schema_required', { format });
	const root = new protobuf.Root();
	let parsed: protobuf.IParserResult;
	try {
		parsed = protobuf.parse(request.schema, root, { keepCase: true });
	} catch (error) {
		throw fail('schema', 'proto_schema', { reason: error instanceof Error ? error.message : String(error) });
	}
	// Only the well-known types can be imported: there is no file system to find the others in.
	for (const name of [...(parsed.imports ?? []), ...(parsed.weakImports ?? [])]) {
		const known = protobuf.common.get(name) as { nested?: Record<string, protobuf.AnyNestedObject> } | null;
		if (!known?.nested) throw fail('schema', 'proto_import', { name });
		root.addJSON(known.nested);
	}
	try {
		root.resolveAll();
	} catch (error) {
		throw fail('schema', 'proto_schema', { reason: error instanceof Error ? error.message : String(error) });
	}
	const types = messageTypes(root).filter((type) => !type.fullName.startsWith('.google.protobuf.'));
	if (!request.message_type) {
		if (!types.length) throw fail('schema', 'proto_no_message');
		return types[0];
	}
	const name = request.message_type.replace(/^\./, '');
	const found = types.find((type) => type.fullName === `.${name}`) ?? types.find((type) => type.name === name) ?? messageTypes(root).find((type) => type.fullName === `.${name}`);
	if (!found) throw fail('message_type', 'proto_type', { name, types: types.map((type) => type.fullName.slice(1)).slice(0, 20).join(', ') || '—' });
	return found;
}

/** Every message type of the root, in the order the schema declares them. */
function messageTypes(ns: protobuf.NamespaceBase): Type[] {
	const out: Type[] = [];
	for (const nested of ns.nestedArray) {
		if (nested instanceof protobuf.Type) out.push(nested);
		if (nested instanceof protobuf.Namespace || nested instanceof protobuf.Type) out.push(...messageTypes(nested as protobuf.NamespaceBase));
	}
	return out;
}

/** protoc's ToJsonName: underscores dropped, the letter after one upper-cased. */
export function jsonName(field: Field): string {
	const given = (field.options as Record<string, unknown> | undefined)?.json_name;
	if (typeof given === 'string') return given;
	return field.name.replace(/_+(.?)/g, (_, next: string) => next.toUpperCase());
}

export const fields = (type: Type) => [...type.fieldsArray].sort((a, b) => a.id - b.id);

/** Whether a field keeps a set default value: messages, and what protobufjs says has presence (proto2, proto3 `optional`, oneof members). */
const hasPresence = (field: Field) => field.resolvedType instanceof protobuf.Type || field.hasPresence;

// ---- bytes → JSON ----

/** The shortest decimal that reads back as the same float32 (as protoc and json_format print a float). */
function float32Text(value: number): number {
	for (let precision = 1; precision <= 9; precision++) {
		const candidate = Number(value.toPrecision(precision));
		if (Math.fround(candidate) === value) return candidate;
	}
	return value;
}

function scalarJson(field: Field, type: string, value: unknown, path: string, depth: number): unknown {
	const resolved = field.resolvedType;
	if (resolved instanceof protobuf.Enum) return resolved.valuesById[value as number] ?? value;
	if (resolved instanceof protobuf.Type) return messageJson(resolved, value as protobuf.Message, path, depth + 1);
	if (LONGS.has(type)) return typeof value === 'number' ? String(value) : (value as Long).toString();
	if (type === 'bytes') return base64Encode(value as Uint8Array);
	if (type === 'float' || type === 'double') {
		const number = value as number;
		if (!Number.isFinite(number)) return Number.isNaN(number) ? 'NaN' : number > 0 ? 'Infinity' : '-Infinity';
		return type === 'float' ? float32Text(number) : number;
	}
	return value;
}

const isDefault = (value: unknown) => value === 0 || value === false || value === '' || (value instanceof Uint8Array && value.length === 0) || (typeof value === 'object' && value !== null && 'low' in value && (value as Long).low === 0 && (value as Long).high === 0);

const nanosText = (nanos: number) => (nanos === 0 ? '' : nanos % 1_000_000 === 0 ? `.${String(nanos / 1_000_000).padStart(3, '0')}` : nanos % 1000 === 0 ? `.${String(nanos / 1000).padStart(6, '0')}` : `.${String(nanos).padStart(9, '0')}`);

/** Timestamp, Duration and the wrappers as the JSON mapping writes them; undefined for other types. */
function wellKnownJson(type: Type, message: protobuf.Message & Record<string, unknown>, path: string): unknown {
	const seconds = () => Number(typeof message.seconds === 'object' ? (message.seconds as Long).toString() : (message.seconds ?? 0));
	const nanos = () => Number(message.nanos ?? 0);
	if (type.fullName === '.google.protobuf.Timestamp') {
		const date = new Date(seconds() * 1000);
		if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) throw fail('input', 'proto_value', { path: at(path), expected: 'a Timestamp in years 1–9999' });
		return date.toISOString().replace(/\.\d{3}Z$/, `${nanosText(nanos())}Z`);
	}
	if (type.fullName === '.google.protobuf.Duration') {
		const s = seconds();
		const n = nanos();
		const sign = s < 0 || n < 0 ? '-' : '';
		return `${sign}${Math.abs(s)}${nanosText(Math.abs(n))}s`;
	}
	if (WRAPPERS.has(type.fullName)) {
		const field = type.fields.value;
		return scalarJson(field, field.type, message.value ?? field.typeDefault, path, 0);
	}
	return undefined;
}

function messageJson(type: Type, message: protobuf.Message, path: string, depth: number): unknown {
	if (depth > MAX_DEPTH) throw fail('input', 'too_deep', { max: MAX_DEPTH });
	const own = message as protobuf.Message & Record<string, unknown>;
	const known = wellKnownJson(type, own, path);
	if (known !== undefined) return known;
	const out: Record<string, unknown> = {};
	for (const field of fields(type)) {
		if (!Object.prototype.hasOwnProperty.call(own, field.name)) continue;
		const value = own[field.name];
		const name = jsonName(field);
		const where = `${path}/${name}`;
		if (field.map) {
			const entries = Object.entries(value as Record<string, unknown>);
			if (!entries.length) continue;
			const map: Record<string, unknown> = {};
			const key = (field as unknown as protobuf.MapField).keyType;
			for (const [k, v] of entries) {
				const text = LONGS.has(key) ? (protobuf.util.longFromHash(k, key[0] === 'u' || key === 'fixed64') as unknown as Long).toString() : k;
				define(map, text, scalarJson(field, field.type, v, `${where}/${text}`, depth));
			}
			define(out, name, map);
		} else if (field.repeated) {
			const list = value as unknown[];
			if (list.length) define(out, name, list.map((item, i) => scalarJson(field, field.type, item, `${where}/${i}`, depth)));
		} else if (value !== null && value !== undefined && (hasPresence(field) || !isDefault(value))) {
			define(out, name, scalarJson(field, field.type, value, where, depth));
		}
	}
	return out;
}

/** Messages nested at most this deep: protobufjs's recursion limit, protoc's default (CodedInputStream: 100). */
export const MESSAGE_DEPTH = protobuf.util.recursionLimit as number;
/** protobufjs's own "max depth exceeded", or a stack overflow on the way there. */
export const isTooDeep = (error: unknown) => error instanceof Error && (error.message === 'max depth exceeded' || (error instanceof RangeError && /call stack/i.test(error.message)));

/** The bytes read as the schema's message, as proto3 JSON data. */
export function readProtobuf(bytes: Uint8Array, request: ProtoSchema): unknown {
	const type = loadType(request, 'protobuf');
	let message: protobuf.Message;
	try {
		message = type.decode(bytes);
	} catch (error) {
		if (isTooDeep(error)) throw fail('input', 'too_deep', { max: MESSAGE_DEPTH });
		throw fail('input', 'proto_decode', { type: type.fullName.slice(1), reason: error instanceof Error ? error.message : String(error) });
	}
	try {
		return messageJson(type, message, '', 0);
	} catch (error) {
		if (error instanceof RangeError && /call stack/i.test(error.message)) throw fail('input', 'too_deep', { max: MAX_DEPTH });
		throw error;
	}
}
