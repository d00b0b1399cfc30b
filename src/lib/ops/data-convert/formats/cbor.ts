/**
 * CBOR (RFC 8949) through cborg. Reading: one data item, no trailing bytes (cborg refuses them),
 * lengths checked against the bytes left before any allocation; maps with integer keys become
 * objects with the keys as text (COSE, CWT); tags 0 and 1 are dates, 2 and 3 big integers, and any
 * other tag `{"$tag": n, "$value": …}`. Writing: RFC 8949 §4.2 core deterministic encoding as
 * cborg does it (smallest integers and lengths, the shortest float that keeps the value, map keys
 * sorted length-first as RFC 7049 canonical, the order Python's cbor2 `canonical=True` writes).
 */
import { decode, encode, Tagged, type TagDecoder } from 'cborg';
import { bigIntEncoder } from 'cborg/taglib';
import { bytesValue, dateValue, floatValue, integerValue, mapWrapped, unreadable, type Wrapped } from '../binary-values.js';
import { errors } from '../errors.js';
import { ConvertError, define } from '../read.js';

/** Big integers of at most this many bytes are read as numbers; longer ones stay tagged bytes (a huge bignum's decimal text is slow to make). */
const MAX_BIGNUM_BYTES = 64;

function bignum(bytes: Uint8Array, negative: boolean): bigint {
	let value = 0n;
	for (const byte of bytes) value = (value << 8n) + BigInt(byte);
	return negative ? -1n - value : value;
}

/** Every tag is read: dates, big integers, and the rest kept as Tagged with its number. */
const TAGS = new Proxy([] as TagDecoder[], {
	get(target, key) {
		if (typeof key !== 'string' || !/^\d+$/.test(key)) return Reflect.get(target, key);
		const tag = Number(key);
		return (control: () => unknown) => {
			const value = control();
			if (tag === 1 && typeof value === 'number') return new Date(value * 1000);
			if ((tag === 2 || tag === 3) && value instanceof Uint8Array && value.length <= MAX_BIGNUM_BYTES) return bignum(value, tag === 3);
			return new Tagged(Number.isSafeInteger(tag) ? tag : 0, value);
		};
	}
});

function toJson(value: unknown, path: string): unknown {
	if (typeof value === 'bigint') return integerValue(value);
	if (typeof value === 'number') return floatValue(value);
	if (value === undefined) return null;
	if (value instanceof Uint8Array) return bytesValue(value);
	if (value instanceof Date) return dateValue(value);
	if (value instanceof Tagged) return value.tag === 0 && typeof value.value === 'string' ? { $date: value.value } : { $tag: value.tag, $value: toJson(value.value, `${path}/$value`) };
	if (Array.isArray(value)) return value.map((child, i) => toJson(child, `${path}/${i}`));
	if (value instanceof Map) {
		const out: Record<string, unknown> = {};
		for (const [key, child] of value) {
			if (typeof key !== 'string' && typeof key !== 'number' && typeof key !== 'bigint') throw new ConvertError('input', errors.words('map_key', { path: path || '/', format: 'CBOR' }));
			define(out, String(key), toJson(child, `${path}/${String(key)}`));
		}
		return out;
	}
	return value;
}

/** The bytes' one CBOR data item as plain JSON data. */
export function readCbor(bytes: Uint8Array): unknown {
	let value: unknown;
	try {
		value = decode(bytes, { useMaps: true, tags: TAGS, rejectDuplicateMapKeys: true, allowUndefined: true, allowBigInt: true });
	} catch (error) {
		throw unreadable('CBOR', error);
	}
	return toJson(value, '');
}

/** A wrapper's type as cborg writes it. */
function cborLeaf(leaf: Wrapped | number): unknown {
	if (typeof leaf === 'number') return leaf;
	switch (leaf.kind) {
		case 'bytes':
			return leaf.bytes;
		case 'float':
		case 'integer':
			return leaf.value;
		case 'date':
			return new Tagged(0, leaf.text ?? leaf.date.toISOString());
	}
}

/** JSON data with wrappers (and `{"$tag", "$value"}`, its content mapped the same) as cborg's values. */
function cborData(value: unknown, path = ''): unknown {
	return mapWrapped(
		value,
		cborLeaf,
		(object, at) => {
			if (Object.keys(object).length !== 2 || !('$tag' in object) || !('$value' in object)) return undefined;
			const tag = object.$tag;
			if (typeof tag !== 'number' || !Number.isSafeInteger(tag) || tag < 0) throw new ConvertError('input', errors.words('bad_wrapper', { what: '$tag', path: at || '/' }));
			return new Tagged(tag, cborData(object.$value, `${at}/$value`));
		},
		path
	);
}

/** Plain JSON data as deterministic CBOR (wrappers written as the types they stand for). */
export function writeCbor(value: unknown): Uint8Array {
	const data = cborData(value);
	try {
		return encode(data, { typeEncoders: { bigint: bigIntEncoder } });
	} catch (error) {
		throw new ConvertError('to', errors.words('unreadable', { format: 'CBOR', reason: errors.words('library', { text: (error as Error).message }) }));
	}
}
