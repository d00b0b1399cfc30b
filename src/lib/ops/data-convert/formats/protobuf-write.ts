/**
 * JSON data → a message of the schema's type, by the proto3 JSON mapping (README.md, "protobuf"),
 * checked here so that a wrong value is a 422 naming its place: protobufjs's `fromObject` turns
 * "abc" into 0 without a word. Names may be the JSON name or the .proto name (as parsers must
 * accept both); integers may be numbers or decimal strings; 64-bit ones also `{"$numberLong"}`;
 * bytes base64 (standard or URL-safe) or `{"$binary"}`; enums a name or a number; null is the
 * default (the field is left out).
 */
import protobuf from 'protobufjs';
import { binaryToBytes } from '../../_shared/base64.js';
import { isPlainObject } from '../binary-values.js';
import { at, fail, fields, INT32, isTooDeep, jsonName, loadType, LONGS, MESSAGE_DEPTH, UINT32, WRAPPERS, type ProtoSchema } from './protobuf-schema.js';

type Type = protobuf.Type;
type Field = protobuf.Field;
/** long.js's class, which protobufjs types as a bare constructor. */
const LongClass = protobuf.util.Long as unknown as { fromString(text: string, unsigned?: boolean): protobuf.Long; fromNumber(value: number): protobuf.Long };

const wrong = (path: string, expected: string) => fail('input', 'proto_value', { path: at(path), expected });
const INTEGER = /^-?\d+$/;
const FLOAT_MAX = 3.4028234663852886e38;

function integer(value: unknown, path: string, type: string): bigint {
	let text: string | undefined;
	if (typeof value === 'number' && Number.isInteger(value)) text = value.toFixed(0);
	else if (typeof value === 'string' && INTEGER.test(value)) text = value;
	else if (isPlainObject(value) && Object.keys(value).length === 1 && typeof value.$numberLong === 'string' && INTEGER.test(value.$numberLong)) text = value.$numberLong;
	if (text === undefined || (typeof value === 'number' && !Number.isSafeInteger(value))) throw wrong(path, `an integer (${type})`);
	const n = BigInt(text);
	const bits = LONGS.has(type) ? 64n : 32n;
	const unsigned = type.startsWith('u') || type === 'fixed32' || type === 'fixed64';
	const [min, max] = unsigned ? [0n, (1n << bits) - 1n] : [-(1n << (bits - 1n)), (1n << (bits - 1n)) - 1n];
	if (n < min || n > max) throw wrong(path, `an integer from ${min} to ${max} (${type})`);
	return n;
}

function bytes(value: unknown, path: string): Uint8Array {
	const text = typeof value === 'string' ? value : isPlainObject(value) && isPlainObject(value.$binary) && typeof value.$binary.base64 === 'string' ? value.$binary.base64 : undefined;
	const standard = text?.replace(/-/g, '+').replace(/_/g, '/');
	if (standard === undefined || !/^[A-Za-z0-9+/]*={0,2}$/.test(standard) || standard.replace(/=+$/, '').length % 4 === 1) throw wrong(path, 'base64 text (bytes)');
	const body = standard.replace(/=+$/, '');
	return binaryToBytes(atob(body + '='.repeat((4 - (body.length % 4)) % 4)));
}

function float(value: unknown, path: string, type: string): number {
	const number = typeof value === 'number' ? value : value === 'NaN' ? NaN : value === 'Infinity' ? Infinity : value === '-Infinity' ? -Infinity : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
	if (number === undefined) throw wrong(path, `a number, "NaN", "Infinity" or "-Infinity" (${type})`);
	if (type === 'float' && Number.isFinite(number) && Math.abs(number) > FLOAT_MAX) throw wrong(path, 'a number within float range (float)');
	return number;
}

/** RFC 3339 text → seconds and nanoseconds since the epoch. */
function timestamp(value: unknown, path: string): { seconds: protobuf.Long; nanos: number } {
	const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/i.exec(value) : null;
	const ms = match ? Date.parse(`${match[1]}${match[3].toUpperCase()}`) : NaN;
	if (!match || Number.isNaN(ms)) throw wrong(path, 'an RFC 3339 date and time (Timestamp)');
	return { seconds: LongClass.fromNumber(ms / 1000), nanos: Number((match[2] ?? '').padEnd(9, '0')) };
}

function duration(value: unknown, path: string): { seconds: protobuf.Long; nanos: number } {
	const match = typeof value === 'string' ? /^(-)?(\d+)(?:\.(\d{1,9}))?s$/.exec(value) : null;
	if (!match) throw wrong(path, 'seconds with an s, such as "1.5s" (Duration)');
	const sign = match[1] ? -1 : 1;
	return { seconds: LongClass.fromString(`${match[1] ?? ''}${match[2]}`), nanos: sign * Number((match[3] ?? '').padEnd(9, '0')) };
}

/**
 * A map key checked against its type. protobufjs's encoder writes each key from the object's
 * property name: numbers' decimal text reads back right, but any non-empty text is a true bool,
 * so false is passed as the empty string.
 */
function mapKey(key: string, keyType: string, path: string): string {
	if (keyType === 'string') return key;
	if (keyType === 'bool') {
		if (key === 'true' || key === 'false') return key === 'true' ? 'true' : '';
		throw wrong(path, 'true or false (a bool map key)');
	}
	return integer(key, path, keyType).toString();
}

function scalar(field: Field, value: unknown, path: string, depth: number): unknown {
	const resolved = field.resolvedType;
	const type = field.type;
	if (resolved instanceof protobuf.Enum) {
		if (typeof value === 'string' && Object.prototype.hasOwnProperty.call(resolved.values, value)) return resolved.values[value];
		if (typeof value === 'number' && Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31) return value;
		throw wrong(path, `one of ${Object.keys(resolved.values).join(', ')} (${resolved.name})`);
	}
	if (resolved instanceof protobuf.Type) return message(resolved, value, path, depth + 1);
	if (LONGS.has(type)) return LongClass.fromString(integer(value, path, type).toString(), type.startsWith('u') || type === 'fixed64');
	if (INT32.has(type) || UINT32.has(type)) return Number(integer(value, path, type));
	if (type === 'float' || type === 'double') return float(value, path, type);
	if (type === 'bool') {
		if (typeof value !== 'boolean') throw wrong(path, 'true or false (bool)');
		return value;
	}
	if (type === 'string') {
		if (typeof value !== 'string') throw wrong(path, 'text (string)');
		return value;
	}
	if (type === 'bytes') return bytes(value, path);
	throw wrong(path, type);
}

function message(type: Type, value: unknown, path: string, depth: number): Record<string, unknown> {
	if (depth > MESSAGE_DEPTH) throw fail('input', 'too_deep', { max: MESSAGE_DEPTH });
	if (type.fullName === '.google.protobuf.Timestamp') return timestamp(value, path);
	if (type.fullName === '.google.protobuf.Duration') return duration(value, path);
	if (WRAPPERS.has(type.fullName)) return { value: scalar(type.fields.value, value, path, depth) };
	if (!isPlainObject(value)) throw wrong(path, `an object (${type.name})`);
	const byName = new Map<string, Field>();
	for (const field of fields(type)) byName.set(field.name, field).set(jsonName(field), field);
	const out: Record<string, unknown> = {};
	for (const [key, item] of Object.entries(value)) {
		const field = byName.get(key);
		const where = `${path}/${key}`;
		if (!field) throw fail('input', 'proto_field', { type: type.name, name: key, path: at(path) });
		if (item === null) continue;
		if (field.map) {
			if (!isPlainObject(item)) throw wrong(where, `an object (map<${(field as unknown as protobuf.MapField).keyType}, ${field.type}>)`);
			const map: Record<string, unknown> = {};
			const keyType = (field as unknown as protobuf.MapField).keyType;
			for (const [k, v] of Object.entries(item)) map[mapKey(k, keyType, `${where}/${k}`)] = scalar(field, v, `${where}/${k}`, depth);
			out[field.name] = map;
		} else if (field.repeated) {
			if (!Array.isArray(item)) throw wrong(where, `a list (repeated ${field.type})`);
			out[field.name] = item.map((element, i) => scalar(field, element, `${where}/${i}`, depth));
		} else out[field.name] = scalar(field, item, where, depth);
	}
	return out;
}

/** JSON data as the bytes of the schema's message. */
export function writeProtobuf(value: unknown, request: ProtoSchema): Uint8Array {
	const type = loadType(request, 'protobuf');
	const checked = message(type, value, '', 0);
	try {
		return type.encode(checked).finish();
	} catch (error) {
		if (isTooDeep(error)) throw fail('input', 'too_deep', { max: MESSAGE_DEPTH });
		throw error;
	}
}
