/**
 * BSON (bsonspec.org) through js-bson, MongoDB's official library. Reading: one document, every
 * length checked by js-bson against the bytes; int64 read exactly (as bigint, then a number when
 * safe, else `{"$numberLong"}`), and the other BSON types as MongoDB Extended JSON v2: relaxed
 * for dates (`{"$date": ISO}`), canonical for ObjectId, Decimal128, Timestamp, regular
 * expressions, MinKey/MaxKey, Code, DBRef (js-bson's own EJSON). Writing: the top must be an
 * object (a BSON document); Extended JSON wrappers become their types through js-bson's EJSON;
 * integers in int32 range are int32, larger safe integers int64 (as Python's bson), others double.
 */
import { BSON, EJSON, Long } from 'bson';
import { bytesValue, dateValue, floatValue, integerValue, isPlainObject, unreadable } from '../binary-values.js';
import { errors } from '../errors.js';
import { ConvertError, define } from '../read.js';

function toJson(value: unknown): unknown {
	if (typeof value === 'bigint') return integerValue(value);
	if (typeof value === 'number') return floatValue(value);
	if (value === undefined) return null;
	if (value instanceof Date) return dateValue(value);
	if (value instanceof BSON.Binary) return bytesValue(value.buffer.subarray(0, value.position), value.sub_type);
	if (Array.isArray(value)) return value.map(toJson);
	if (value && typeof value === 'object') {
		if (Object.getPrototypeOf(value) !== Object.prototype) {
			// A BSON type (ObjectId, Decimal128, Timestamp, BSONRegExp, Code, DBRef, MinKey…): js-bson's canonical Extended JSON.
			return JSON.parse(EJSON.stringify({ v: value }, { relaxed: false })).v;
		}
		const out: Record<string, unknown> = {};
		for (const [key, child] of Object.entries(value)) define(out, key, toJson(child));
		return out;
	}
	return value;
}

/** The bytes' one BSON document as plain JSON data. */
export function readBson(bytes: Uint8Array): unknown {
	let value: unknown;
	try {
		value = BSON.deserialize(bytes, { useBigInt64: true, promoteBuffers: false, bsonRegExp: true, validation: { utf8: true } });
	} catch (error) {
		throw unreadable('BSON', error);
	}
	return toJson(value);
}

/** JSON data as js-bson's values: wrappers through EJSON, integers by size. */
function bsonData(value: unknown): unknown {
	if (typeof value === 'number') {
		if (!Number.isInteger(value) || Math.abs(value) <= 2 ** 31 - 1 || !Number.isSafeInteger(value)) return value;
		return Long.fromNumber(value);
	}
	if (Array.isArray(value)) return value.map(bsonData);
	if (isPlainObject(value)) {
		const keys = Object.keys(value);
		// An Extended JSON wrapper: every key starts with "$" ({"$numberLong": …}, {"$binary": …}, {"$date": …}).
		if (keys.length > 0 && keys.every((key) => key.startsWith('$'))) return EJSON.deserialize(value, { relaxed: false });
		const out: Record<string, unknown> = {};
		for (const [key, child] of Object.entries(value)) define(out, key, bsonData(child));
		return out;
	}
	return value;
}

/** Plain JSON data (an object) as a BSON document. */
export function writeBson(value: unknown): Uint8Array {
	if (!isPlainObject(value)) throw new ConvertError('to', errors.words('bson_top'));
	try {
		return BSON.serialize(bsonData(value) as BSON.Document, { checkKeys: false, ignoreUndefined: true });
	} catch (error) {
		throw new ConvertError('to', errors.words('unreadable', { format: 'BSON', reason: errors.words('library', { text: (error as Error).message }) }));
	}
}
