/**
 * MessagePack (msgpack.org spec) through @msgpack/msgpack, the format's reference implementation
 * for JavaScript. Reading: one value, no trailing bytes; lengths are checked against the bytes
 * left before anything is allocated (a header claiming a 4 GiB string is a 422, not an
 * allocation), and an array or map cannot claim more items than there are bytes. Writing: the
 * smallest encoding of each integer, floats as float64, maps in key order (as Python's msgpack).
 */
import { decode, encode, ExtData } from '@msgpack/msgpack';
import { bytesValue, dateValue, floatValue, integerValue, isPlainObject, mapWrapped, unreadable, unwrap } from '../binary-values.js';
import { errors } from '../errors.js';
import { ConvertError, define } from '../read.js';

/** An extension type other than the timestamp: `{"$msgpackExt": {"type": n, "base64": "…"}}`. */
function extValue(ext: ExtData) {
	return { $msgpackExt: { type: ext.type, base64: bytesValue(ext.data as Uint8Array).$binary.base64 } };
}

function toJson(value: unknown): unknown {
	if (typeof value === 'bigint') return integerValue(value);
	if (typeof value === 'number') return floatValue(value);
	if (value instanceof Uint8Array) return bytesValue(value);
	if (value instanceof Date) return dateValue(value);
	if (value instanceof ExtData) return extValue(value);
	if (Array.isArray(value)) return value.map(toJson);
	if (value && typeof value === 'object') {
		const out: Record<string, unknown> = {};
		for (const [key, child] of Object.entries(value)) define(out, key, toJson(child));
		return out;
	}
	return value;
}

/** The bytes' one MessagePack value as plain JSON data. */
export function readMsgpack(bytes: Uint8Array): unknown {
	let value: unknown;
	try {
		const max = bytes.length;
		value = decode(bytes, { useBigInt64: true, maxStrLength: max, maxBinLength: max, maxArrayLength: max, maxMapLength: max, maxExtLength: max });
	} catch (error) {
		throw unreadable('MessagePack', error);
	}
	return toJson(value);
}

/** Plain JSON data as MessagePack (wrappers written as the types they stand for). */
export function writeMsgpack(value: unknown): Uint8Array {
	const data = mapWrapped(
		value,
		(leaf) => {
			if (typeof leaf === 'number') return leaf;
			switch (leaf.kind) {
				case 'bytes':
					return leaf.bytes;
				case 'float':
					return leaf.value;
				case 'date':
					return leaf.date;
				case 'integer':
					if (leaf.value < -(2n ** 63n) || leaf.value >= 2n ** 64n) throw new ConvertError('to', errors.words('integer_range', { value: leaf.value.toString(), format: 'MessagePack' }));
					return leaf.value;
			}
		},
		(object, path) => {
			const ext = object.$msgpackExt;
			if (Object.keys(object).length !== 1 || !isPlainObject(ext)) return undefined;
			if (typeof ext.type !== 'number' || !Number.isInteger(ext.type) || ext.type < -128 || ext.type > 127 || typeof ext.base64 !== 'string') throw new ConvertError('input', errors.words('bad_wrapper', { what: '$msgpackExt', path: path || '/' }));
			const bytes = unwrap({ $binary: { base64: ext.base64 } }, `${path}/$msgpackExt/base64`);
			return new ExtData(ext.type, bytes?.kind === 'bytes' ? bytes.bytes : new Uint8Array());
		}
	);
	try {
		return encode(data, { useBigInt64: true, maxDepth: 600, ignoreUndefined: true });
	} catch (error) {
		throw new ConvertError('to', errors.words('unreadable', { format: 'MessagePack', reason: errors.words('library', { text: (error as Error).message }) }));
	}
}
