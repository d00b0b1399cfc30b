/**
 * The JSON shapes the binary formats' types take (README.md, "Binary formats: types"): MongoDB
 * Extended JSON v2 wrappers where it has one, so that bytes, 64-bit integers, non-finite floats and
 * dates survive a trip through JSON, YAML or another binary format and come back the same type.
 *
 * - bytes → `{"$binary": {"base64": "…", "subType": "00"}}`
 * - integers beyond ±(2^53 − 1) → `{"$numberLong": "<decimal>"}` (exact; safe ones stay numbers)
 * - NaN, ±Infinity → `{"$numberDouble": "NaN" | "Infinity" | "-Infinity"}`
 * - dates → `{"$date": "<ISO 8601>"}`, or `{"$date": {"$numberLong": "<ms>"}}` out of ISO's range
 */
import { base64Encode } from '../_shared/base64.js';
import { decodeBytesFrom } from '../_shared/bytes-io.js';
import { errors } from './errors.js';
import { ConvertError, define } from './read.js';

export const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

export const bytesValue = (bytes: Uint8Array, subType = 0) => ({ $binary: { base64: base64Encode(bytes), subType: subType.toString(16).padStart(2, '0') } });

export function integerValue(value: bigint): number | { $numberLong: string } {
	return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(value) : { $numberLong: value.toString() };
}

export function floatValue(value: number): number | { $numberDouble: string } {
	return Number.isFinite(value) ? value : { $numberDouble: String(value) };
}

export function dateValue(date: Date): { $date: string | { $numberLong: string } } {
	const ms = date.getTime();
	const year = date.getUTCFullYear();
	return year >= 0 && year <= 9999 ? { $date: date.toISOString() } : { $date: { $numberLong: String(ms) } };
}

/** An object with these keys and no other is a wrapper (`$date` of text or of `$numberLong`). */
const only = (v: Record<string, unknown>, ...keys: string[]) => {
	const own = Object.keys(v);
	return own.length === keys.length && keys.every((k) => own.includes(k));
};

/** What a wrapper stands for, for the MessagePack and CBOR writers (BSON's reads them with js-bson's EJSON). */
export type Wrapped = { kind: 'bytes'; bytes: Uint8Array } | { kind: 'integer'; value: bigint } | { kind: 'float'; value: number } | { kind: 'date'; date: Date; text?: string };

/**
 * The type a `$`-wrapper stands for, or undefined when `value` is not one (then it is plain data).
 * A malformed wrapper (`$numberLong` that is not an integer) is a 422 naming `path`.
 */
export function unwrap(value: Record<string, unknown>, path: string): Wrapped | undefined {
	const bad = (what: string) => new ConvertError('input', errors.words('bad_wrapper', { what, path: path || '/' }));
	if (only(value, '$binary')) {
		const inner = value.$binary;
		const base64 = isPlainObject(inner) ? inner.base64 : undefined;
		if (typeof base64 !== 'string') throw bad('$binary');
		try {
			return { kind: 'bytes', bytes: decodeBytesFrom(base64, 'base64') };
		} catch {
			throw bad('$binary');
		}
	}
	if (only(value, '$numberLong')) {
		const text = value.$numberLong;
		if (typeof text !== 'string' || !/^-?\d{1,40}$/.test(text)) throw bad('$numberLong');
		return { kind: 'integer', value: BigInt(text) };
	}
	if (only(value, '$numberDouble')) {
		const number = Number(value.$numberDouble);
		if (typeof value.$numberDouble !== 'string' || (Number.isNaN(number) && value.$numberDouble !== 'NaN')) throw bad('$numberDouble');
		return { kind: 'float', value: number };
	}
	if (only(value, '$date')) {
		const inner = value.$date;
		const ms = typeof inner === 'string' ? Date.parse(inner) : isPlainObject(inner) && only(inner, '$numberLong') && typeof inner.$numberLong === 'string' ? Number(inner.$numberLong) : NaN;
		if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) throw bad('$date');
		return { kind: 'date', date: new Date(ms), text: typeof inner === 'string' ? inner : undefined };
	}
	return undefined;
}

/**
 * Walks plain JSON data, giving each wrapper and each number to `leaf`, and rebuilding objects
 * and arrays around what it answers (own properties, so `__proto__` stays data).
 */
export function mapWrapped(value: unknown, leaf: (wrapped: Wrapped | number, path: string) => unknown, visitObject?: (v: Record<string, unknown>, path: string) => unknown, path = ''): unknown {
	if (typeof value === 'number') return leaf(value, path);
	if (Array.isArray(value)) return value.map((child, i) => mapWrapped(child, leaf, visitObject, `${path}/${i}`));
	if (value && typeof value === 'object') {
		const object = value as Record<string, unknown>;
		const special = visitObject?.(object, path);
		if (special !== undefined) return special;
		const wrapped = unwrap(object, path);
		if (wrapped) return leaf(wrapped, path);
		const out: Record<string, unknown> = {};
		for (const [key, child] of Object.entries(object)) define(out, key, mapWrapped(child, leaf, visitObject, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
		return out;
	}
	return value;
}

/** A 422 for bytes a decoder refuses, with the library's words. */
export function unreadable(format: string, error: unknown): ConvertError {
	if (error instanceof ConvertError) return error;
	if (error instanceof RangeError && /call stack/i.test(error.message)) return new ConvertError('input', errors.words('too_deep', { max: 512 }));
	return new ConvertError('input', errors.words('unreadable', { format, reason: errors.words('library', { text: (error as Error).message }) }));
}
