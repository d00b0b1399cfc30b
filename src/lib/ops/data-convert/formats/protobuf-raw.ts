/**
 * A Protocol Buffers message read without its schema, as `protoc --decode_raw` reads it: each
 * field's number, wire type and value; a length-delimited value that parses as a whole message is
 * a nested message, else text when it is UTF-8, else bytes. Hand-written (about 100 lines of the
 * wire format, protobuf.dev/programming-guides/encoding): protobufjs's Reader reads one value at a
 * time but has no "try this as a message" step, and is a large package for that loop.
 *
 * JSON shape (README.md, "protobuf-raw"): an object keyed by field number; a number seen more than
 * once gives an array of its values in order. Varints and fixed64 are unsigned integers (exact:
 * `{"$numberLong"}` past 2^53), fixed32 an unsigned integer; signed, zigzag and float readings need
 * the schema and are not guessed. Groups (wire types 3/4) are messages. `protocText` renders the
 * same fields as protoc does.
 */
import { bytesValue, integerValue } from '../binary-values.js';
import { errors } from '../errors.js';
import { ConvertError, define } from '../read.js';

/** Nesting levels tried as messages; deeper length-delimited values stay text or bytes (protoc's own limit is 100). */
const MAX_MESSAGE_DEPTH = 64;

type Value = { kind: 'varint' | 'fixed64'; value: bigint } | { kind: 'fixed32'; value: number } | { kind: 'message'; fields: Field[] } | { kind: 'string'; value: string } | { kind: 'bytes'; value: Uint8Array };
type Field = { number: number; value: Value };

type Reason = Parameters<typeof errors.words>;

/** Where the bytes stop being a message, and why (errors.ts `pb_*`). */
class WireError extends Error {
	readonly reason: Reason;
	constructor(
		offset: number,
		...reason: Reason
	) {
		super(reason[0]);
		this.offset = offset;
		this.reason = reason;
	}
	readonly offset: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function lengthDelimited(bytes: Uint8Array, depth: number): Value {
	if (bytes.length > 0 && depth < MAX_MESSAGE_DEPTH) {
		try {
			return { kind: 'message', fields: parseFields(bytes, 0, bytes.length, depth + 1, undefined).fields };
		} catch (error) {
			if (!(error instanceof WireError)) throw error;
		}
	}
	try {
		return { kind: 'string', value: utf8.decode(bytes) };
	} catch {
		return { kind: 'bytes', value: bytes };
	}
}

/** Fields from `start` to `end`, or up to the end-group tag of `group` (then `next` is past it). */
function parseFields(data: Uint8Array, start: number, end: number, depth: number, group: number | undefined): { fields: Field[]; next: number } {
	const fields: Field[] = [];
	let pos = start;
	const varint = (): bigint => {
		let result = 0n;
		for (let shift = 0n; shift < 70n; shift += 7n) {
			if (pos >= end) throw new WireError(pos, 'pb_truncated', { what: 'varint' });
			const byte = data[pos++];
			result |= BigInt(byte & 0x7f) << shift;
			if (byte < 0x80) return result & 0xffff_ffff_ffff_ffffn;
		}
		throw new WireError(pos, 'pb_varint_long');
	};
	while (pos < end) {
		const at = pos;
		const key = varint();
		const number = Number(key >> 3n);
		const wire = Number(key & 7n);
		if (number === 0 || number > 536_870_911) throw new WireError(at, 'pb_field_number', { number });
		switch (wire) {
			case 0:
				fields.push({ number, value: { kind: 'varint', value: varint() } });
				break;
			case 1: {
				if (end - pos < 8) throw new WireError(pos, 'pb_truncated', { what: 'fixed64' });
				let value = 0n;
				for (let i = 7; i >= 0; i--) value = (value << 8n) | BigInt(data[pos + i]);
				pos += 8;
				fields.push({ number, value: { kind: 'fixed64', value } });
				break;
			}
			case 5: {
				if (end - pos < 4) throw new WireError(pos, 'pb_truncated', { what: 'fixed32' });
				const value = (data[pos] | (data[pos + 1] << 8) | (data[pos + 2] << 16) | (data[pos + 3] << 24)) >>> 0;
				pos += 4;
				fields.push({ number, value: { kind: 'fixed32', value } });
				break;
			}
			case 2: {
				const length = varint();
				if (length > BigInt(end - pos)) throw new WireError(pos, 'pb_length', { length: Number(length) });
				const bytes = data.subarray(pos, pos + Number(length));
				pos += Number(length);
				fields.push({ number, value: lengthDelimited(bytes, depth) });
				break;
			}
			case 3: {
				if (depth >= MAX_MESSAGE_DEPTH) throw new WireError(at, 'pb_group_deep', { max: MAX_MESSAGE_DEPTH });
				const inner = parseFields(data, pos, end, depth + 1, number);
				pos = inner.next;
				fields.push({ number, value: { kind: 'message', fields: inner.fields } });
				break;
			}
			case 4:
				if (group !== number) throw new WireError(at, 'pb_group_end', { number });
				return { fields, next: pos };
			default:
				throw new WireError(at, 'pb_wire_type', { wire });
		}
	}
	if (group !== undefined) throw new WireError(pos, 'pb_group_open', { number: group });
	return { fields, next: pos };
}

/** The message's fields, or a 422 saying what is wrong at which byte. */
function parseMessage(bytes: Uint8Array): Field[] {
	try {
		return parseFields(bytes, 0, bytes.length, 0, undefined).fields;
	} catch (error) {
		if (error instanceof WireError) throw new ConvertError('input', errors.words('protobuf_wire', { reason: errors.words(...error.reason), offset: error.offset }));
		throw error;
	}
}

function valueJson(value: Value): unknown {
	switch (value.kind) {
		case 'varint':
		case 'fixed64':
			return integerValue(value.value);
		case 'fixed32':
		case 'string':
			return value.value;
		case 'bytes':
			return bytesValue(value.value);
		case 'message':
			return fieldsJson(value.fields);
	}
}

function fieldsJson(fields: Field[]): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	const seen = new Map<number, unknown[]>();
	for (const { number, value } of fields) {
		const list = seen.get(number) ?? [];
		list.push(valueJson(value));
		seen.set(number, list);
	}
	for (const [number, list] of seen) define(out, String(number), list.length === 1 ? list[0] : list);
	return out;
}

/** The message as plain JSON data: field numbers as keys. */
export function readProtobufRaw(bytes: Uint8Array): unknown {
	return fieldsJson(parseMessage(bytes));
}

/** protoc's C escaping of a string's bytes: printable ASCII as is, \n \r \t \" \' \\, the rest as three octal digits. */
function cEscape(bytes: Uint8Array): string {
	let out = '';
	for (const byte of bytes) {
		if (byte === 0x0a) out += '\\n';
		else if (byte === 0x0d) out += '\\r';
		else if (byte === 0x09) out += '\\t';
		else if (byte === 0x22) out += '\\"';
		else if (byte === 0x27) out += "\\'";
		else if (byte === 0x5c) out += '\\\\';
		else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
		else out += '\\' + byte.toString(8).padStart(3, '0');
	}
	return out;
}

function renderText(fields: Field[], indent: string, lines: string[]): void {
	for (const { number, value } of fields) {
		switch (value.kind) {
			case 'varint':
				lines.push(`${indent}${number}: ${value.value}`);
				break;
			case 'fixed64':
				lines.push(`${indent}${number}: 0x${value.value.toString(16).padStart(16, '0')}`);
				break;
			case 'fixed32':
				lines.push(`${indent}${number}: 0x${value.value.toString(16).padStart(8, '0')}`);
				break;
			case 'string':
				lines.push(`${indent}${number}: "${cEscape(new TextEncoder().encode(value.value))}"`);
				break;
			case 'bytes':
				lines.push(`${indent}${number}: "${cEscape(value.value)}"`);
				break;
			case 'message':
				lines.push(`${indent}${number} {`);
				renderText(value.fields, `${indent}  `, lines);
				lines.push(`${indent}}`);
				break;
		}
	}
}

/** The message as `protoc --decode_raw` prints it, without the trailing line break. */
export function protocText(bytes: Uint8Array): string {
	const lines: string[] = [];
	renderText(parseMessage(bytes), '', lines);
	return lines.join('\n');
}
