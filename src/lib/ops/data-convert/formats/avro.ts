/**
 * An Avro object container file read into a JSON array of its records (README.md, "avro";
 * avro.apache.org/docs/1.11.1/specification, "Object Container Files" and "Binary Encoding"):
 * the magic `Obj\x01`, the header's metadata map (`avro.schema`, `avro.codec`), the 16-byte sync
 * marker, then blocks of records, each raw (`null`) or raw-deflated (`deflate`, through fflate).
 * Hand-written: avsc, the JavaScript implementation, is built on Node's Buffer, which the app's
 * Web Worker does not have; the container and the binary encoding are small.
 *
 * Values: unions are their branch's value (as avsc and fastavro give them, not Avro's JSON
 * encoding `{"type": value}`); bytes and fixed are `{"$binary"}`, longs past 2^53
 * `{"$numberLong"}`, NaN and infinities `{"$numberDouble"}` (binary-values.ts); logical types stay
 * their underlying values (a date is its day count).
 */
import { Inflate } from 'fflate';
import { bytesValue, floatValue, integerValue } from '../binary-values.js';
import { errors } from '../errors.js';
import { ConvertError, define } from '../read.js';

/** Bytes of records after inflating, and values read in all: a small file may claim huge blocks or counts. */
export const MAX_AVRO_DATA = 8_388_608;
export const MAX_AVRO_VALUES = 2_000_000;
/** Nesting of the schema's types (a record in a record …). */
const MAX_SCHEMA_DEPTH = 512;

type Schema = string | { type: string; [key: string]: unknown } | Schema[];
type Named = { type: string; name: string; fields?: { name: string; type: Schema }[]; symbols?: string[]; size?: number; items?: Schema; values?: Schema };

const fail = (...reason: Parameters<typeof errors.words>) => new ConvertError('input', errors.words('avro', { reason: errors.words(...reason) }));
const utf8 = new TextDecoder('utf-8', { fatal: true });
const PRIMITIVES = new Set(['null', 'boolean', 'int', 'long', 'float', 'double', 'bytes', 'string']);

/** A cursor over bytes, refusing to read past the end. */
class Cursor {
	pos = 0;
	values = 0;
	constructor(readonly bytes: Uint8Array) {}
	take(length: number, what: string): Uint8Array {
		if (length < 0 || length > this.bytes.length - this.pos) throw fail('avro_truncated', { what, offset: this.pos });
		return this.bytes.subarray(this.pos, (this.pos += length));
	}
	long(): bigint {
		let result = 0n;
		for (let shift = 0n; shift < 70n; shift += 7n) {
			const byte = this.take(1, 'long')[0];
			result |= BigInt(byte & 0x7f) << shift;
			if (byte < 0x80) return (result >> 1n) ^ -(result & 1n);
		}
		throw fail('avro_truncated', { what: 'long', offset: this.pos });
	}
	count(what: string): number {
		const n = this.long();
		if (n > BigInt(MAX_AVRO_VALUES) || n < -BigInt(MAX_AVRO_VALUES)) throw fail('avro_limit', { what, max: MAX_AVRO_VALUES });
		return Number(n);
	}
	string(what: string): string {
		try {
			return utf8.decode(this.take(this.count(what), what));
		} catch (error) {
			if (error instanceof ConvertError) throw error;
			throw fail('avro_truncated', { what: 'UTF-8 string', offset: this.pos });
		}
	}
}

/** The schema's named types by full name, and each reference replaced by its definition. */
function resolver(schemaText: string): Schema {
	let schema: Schema;
	try {
		schema = JSON.parse(schemaText);
	} catch {
		throw fail('avro_schema', { reason: 'avro.schema is not JSON' });
	}
	const named = new Map<string, Named>();
	const fullName = (name: string, namespace: string) => (name.includes('.') || !namespace ? name : `${namespace}.${name}`);
	const visit = (s: Schema, namespace: string, depth: number): Schema => {
		if (depth > MAX_SCHEMA_DEPTH) throw fail('avro_schema', { reason: `nested deeper than ${MAX_SCHEMA_DEPTH} levels` });
		if (typeof s === 'string') {
			if (PRIMITIVES.has(s)) return s;
			const found = named.get(fullName(s, namespace)) ?? named.get(s);
			if (!found) throw fail('avro_schema', { reason: `unknown type "${s}"` });
			return found as Schema;
		}
		if (Array.isArray(s)) return s.map((branch) => visit(branch, namespace, depth + 1));
		if (!s || typeof s !== 'object' || typeof s.type !== 'string') throw fail('avro_schema', { reason: `not a type: ${JSON.stringify(s)?.slice(0, 60)}` });
		const node = s as unknown as Named & { namespace?: string };
		if (['record', 'error', 'enum', 'fixed'].includes(node.type)) {
			if (typeof node.name !== 'string') throw fail('avro_schema', { reason: `a ${node.type} without a name` });
			const full = fullName(node.name, typeof node.namespace === 'string' ? node.namespace : namespace);
			named.set(full, node);
			const inner = full.includes('.') ? full.slice(0, full.lastIndexOf('.')) : '';
			if (node.type === 'enum' && !Array.isArray(node.symbols)) throw fail('avro_schema', { reason: `enum ${node.name} without symbols` });
			if (node.type === 'fixed' && !(Number.isInteger(node.size) && (node.size as number) >= 0)) throw fail('avro_schema', { reason: `fixed ${node.name} without a size` });
			if (node.type !== 'enum' && node.type !== 'fixed') {
				if (!Array.isArray(node.fields)) throw fail('avro_schema', { reason: `record ${node.name} without fields` });
				node.fields = node.fields.map((field) => ({ ...field, type: visit(field.type, inner, depth + 1) }));
			}
			return node as unknown as Schema;
		}
		if (node.type === 'array') return { ...node, items: visit(node.items as Schema, namespace, depth + 1) } as Schema;
		if (node.type === 'map') return { ...node, values: visit(node.values as Schema, namespace, depth + 1) } as Schema;
		if (PRIMITIVES.has(node.type)) return node.type;
		return visit(node.type, namespace, depth + 1);
	};
	return visit(schema, '', 0);
}

function readValue(schema: Schema, cursor: Cursor, depth: number): unknown {
	if (++cursor.values > MAX_AVRO_VALUES) throw fail('avro_limit', { what: 'values', max: MAX_AVRO_VALUES });
	if (depth > MAX_SCHEMA_DEPTH) throw fail('avro_schema', { reason: `nested deeper than ${MAX_SCHEMA_DEPTH} levels` });
	if (Array.isArray(schema)) {
		const index = Number(cursor.long());
		if (!(index >= 0 && index < schema.length)) throw fail('avro_union', { index, offset: cursor.pos });
		return readValue(schema[index], cursor, depth + 1);
	}
	const type = typeof schema === 'string' ? schema : schema.type;
	const node = schema as Named;
	switch (type) {
		case 'null':
			return null;
		case 'boolean':
			return cursor.take(1, 'boolean')[0] !== 0;
		case 'int':
		case 'long':
			return integerValue(cursor.long());
		case 'float': {
			const b = cursor.take(4, 'float');
			return floatValue(new DataView(b.buffer, b.byteOffset, 4).getFloat32(0, true));
		}
		case 'double': {
			const b = cursor.take(8, 'double');
			return floatValue(new DataView(b.buffer, b.byteOffset, 8).getFloat64(0, true));
		}
		case 'bytes':
			return bytesValue(cursor.take(cursor.count('bytes'), 'bytes'));
		case 'string':
			return cursor.string('string');
		case 'fixed':
			return bytesValue(cursor.take(node.size as number, 'fixed'));
		case 'enum': {
			const index = Number(cursor.long());
			const symbol = node.symbols?.[index];
			if (symbol === undefined) throw fail('avro_union', { index, offset: cursor.pos });
			return symbol;
		}
		case 'record':
		case 'error': {
			const out: Record<string, unknown> = {};
			for (const field of node.fields ?? []) define(out, field.name, readValue(field.type, cursor, depth + 1));
			return out;
		}
		case 'array':
		case 'map': {
			const list: unknown[] = [];
			const map: Record<string, unknown> = {};
			for (let count = cursor.count('block count'); count !== 0; count = cursor.count('block count')) {
				if (count < 0) {
					count = -count;
					cursor.long(); // the block's size in bytes, for skipping it: not needed to read it
				}
				for (let i = 0; i < count; i++) {
					if (type === 'array') list.push(readValue(node.items as Schema, cursor, depth + 1));
					else define(map, cursor.string('map key'), readValue(node.values as Schema, cursor, depth + 1));
				}
			}
			return type === 'array' ? list : map;
		}
		default:
			throw fail('avro_schema', { reason: `unknown type "${type}"` });
	}
}

/** Raw DEFLATE (RFC 1951) data inflated, stopping past `room` bytes. */
function inflate(data: Uint8Array, room: number): Uint8Array {
	const chunks: Uint8Array[] = [];
	let size = 0;
	const inflater = new Inflate((chunk) => {
		size += chunk.length;
		if (size > room) throw fail('avro_limit', { what: 'bytes of records', max: MAX_AVRO_DATA });
		chunks.push(chunk);
	});
	try {
		inflater.push(data, true);
	} catch (error) {
		if (error instanceof ConvertError) throw error;
		throw fail('avro_codec', { codec: 'deflate data that does not inflate' });
	}
	const out = new Uint8Array(size);
	let at = 0;
	for (const chunk of chunks) out.set(chunk, (at += chunk.length) - chunk.length);
	return out;
}

/** The file's records as a JSON array. */
export function readAvro(bytes: Uint8Array): unknown {
	const file = new Cursor(bytes);
	const magic = file.take(4, 'header');
	if (magic[0] !== 0x4f || magic[1] !== 0x62 || magic[2] !== 0x6a || magic[3] !== 1) throw fail('avro_magic');
	const meta = new Map<string, Uint8Array>();
	for (let count = file.count('metadata'); count !== 0; count = file.count('metadata')) {
		if (count < 0) {
			count = -count;
			file.long();
		}
		for (let i = 0; i < count; i++) meta.set(file.string('metadata key'), file.take(file.count('metadata'), 'metadata'));
	}
	const sync = file.take(16, 'sync marker');
	const schemaBytes = meta.get('avro.schema');
	if (!schemaBytes) throw fail('avro_schema', { reason: 'the header has no avro.schema' });
	const schema = resolver(new TextDecoder().decode(schemaBytes));
	const codec = meta.has('avro.codec') ? new TextDecoder().decode(meta.get('avro.codec')) : 'null';
	if (codec !== 'null' && codec !== 'deflate') throw fail('avro_codec', { codec });
	const records: unknown[] = [];
	let inflated = 0;
	while (file.pos < bytes.length) {
		const count = file.count('block count');
		const size = file.count('block size');
		let data = file.take(size, 'block');
		if (codec === 'deflate') data = inflate(data, MAX_AVRO_DATA - inflated);
		inflated += data.length;
		if (inflated > MAX_AVRO_DATA) throw fail('avro_limit', { what: 'bytes of records', max: MAX_AVRO_DATA });
		const block = new Cursor(data);
		block.values = file.values;
		for (let i = 0; i < count; i++) records.push(readValue(schema, block, 0));
		file.values = block.values;
		if (block.pos !== data.length) throw fail('avro_block', { offset: file.pos - size });
		const marker = file.take(16, 'sync marker');
		if (marker.some((byte, i) => byte !== sync[i])) throw fail('avro_sync', { offset: file.pos - 16 });
	}
	return records;
}
