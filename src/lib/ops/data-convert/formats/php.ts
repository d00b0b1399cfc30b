/**
 * PHP's serialize() format (php.net/serialize; the grammar is ext/standard/var_unserializer.re),
 * read and written over the text's UTF-8 bytes, since `s:N:"…"` counts bytes, not characters.
 *
 * Hand-written, not the php-serialize package: its reader builds a Node Buffer (no Buffer in the
 * app's Web Worker), assigns keys with `result[key] =` (a `__proto__` key would change the
 * object's prototype) and has no depth bound. The format is small: N; b: i: d: s: a: O:.
 *
 * Read as PHP's `json_encode((array) $value)` sees it, recursively: an array whose keys are
 * 0…n−1 in order is a JSON array, any other an object; `O:` objects are objects whose first key is
 * `__PHP_Incomplete_Class_Name` (what PHP itself gives an object of a class it does not know), with
 * protected and private property names kept as PHP stores them (`\0*\0name`, `\0Class\0name`), so
 * that writing it back gives the same bytes. Integers beyond ±(2^53 − 1) are
 * `{"$numberLong": "…"}` (as the binary formats), INF and NAN JavaScript's Infinity and NaN.
 */
import { MAX_DEPTH } from '../../_shared/json-text.js';
import { errors } from '../errors.js';
import { ConvertError, define } from '../read.js';

const CLASS_KEY = '__PHP_Incomplete_Class_Name';
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
/** A key PHP stores as an integer: a decimal without leading zeros, within int64 ("-0" and "05" stay strings). */
const INTEGER_KEY = /^(?:0|-?[1-9][0-9]*)$/;
const isIntegerKey = (key: string) => INTEGER_KEY.test(key) && BigInt(key) >= INT64_MIN && BigInt(key) <= INT64_MAX;

const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

class PhpReader {
	private at = 0;
	constructor(private readonly bytes: Uint8Array) {}

	fail(reason: ReturnType<typeof errors.words>, offset = this.at): never {
		throw new ConvertError('input', errors.words('php_syntax', { reason, offset }));
	}

	expect(char: string): void {
		if (this.bytes[this.at] !== char.charCodeAt(0)) this.fail(errors.words('php_expected', { text: char }));
		this.at++;
	}

	/** The characters up to `end` (not included), which must match `pattern`; `end` is consumed. */
	token(end: string, pattern: RegExp, what: string): string {
		const stop = this.bytes.indexOf(end.charCodeAt(0), this.at);
		const text = stop < 0 ? '' : ascii(this.bytes, this.at, Math.min(stop, this.at + 400));
		if (stop < 0 || stop - this.at > 400 || !pattern.test(text)) this.fail(errors.words('php_expected', { text: what }));
		this.at = stop + 1;
		return text;
	}

	/** A declared length or count, checked against the bytes left before anything is read. */
	count(end: string, perItem: number): number {
		const start = this.at;
		const n = Number(this.token(end, /^[0-9]{1,9}$/, 'a length'));
		const left = this.bytes.length - this.at;
		if (n * perItem > left) this.fail(errors.words('php_length', { length: n, left }), start);
		return n;
	}

	string(): string {
		const length = this.count(':', 1);
		this.expect('"');
		const start = this.at;
		if (start + length > this.bytes.length) this.fail(errors.words('php_length', { length, left: this.bytes.length - start }), start);
		this.at += length;
		this.expect('"');
		try {
			return strictUtf8.decode(this.bytes.subarray(start, start + length));
		} catch {
			return this.fail(errors.words('php_utf8', { length }), start);
		}
	}

	/** The pairs of `a:` or `O:` (after the count), as an ordered map: a key given again keeps its place, the last value (PHP's). */
	pairs(depth: number): Map<string, unknown> {
		const n = this.count(':', 4); // the shortest pair, `i:0;N;`, is 6 bytes; 4 is safe
		this.expect('{');
		const map = new Map<string, unknown>();
		for (let i = 0; i < n; i++) {
			const key = this.key();
			map.set(key, this.value(depth + 1));
		}
		this.expect('}');
		return map;
	}

	/** A key: `i:` or `s:`; a numeric string is the same key as the integer in a PHP array. */
	key(): string {
		const start = this.at;
		const kind = String.fromCharCode(this.bytes[this.at] ?? 0);
		if (kind !== 's' && kind !== 'i') this.fail(errors.words('php_key'));
		this.at++;
		this.expect(':');
		if (kind === 's') {
			const text = this.string();
			this.expect(';');
			return text;
		}
		const digits = this.token(';', /^[+-]?[0-9]+$/, 'an integer');
		const value = BigInt(digits.replace(/^\+/, ''));
		if (value < INT64_MIN || value > INT64_MAX) this.fail(errors.words('integer_range', { value: digits, format: 'PHP' }), start);
		return value.toString();
	}

	value(depth: number): unknown {
		if (depth > MAX_DEPTH) throw new ConvertError('input', errors.words('too_deep', { max: MAX_DEPTH }));
		const start = this.at;
		const kind = String.fromCharCode(this.bytes[this.at] ?? 0);
		this.at++;
		switch (kind) {
			case 'N':
				this.expect(';');
				return null;
			case 'b':
				this.expect(':');
				return this.token(';', /^[01]$/, '0 or 1') === '1';
			case 'i': {
				this.expect(':');
				const digits = this.token(';', /^[+-]?[0-9]+$/, 'an integer');
				const value = BigInt(digits.replace(/^\+/, ''));
				if (value < INT64_MIN || value > INT64_MAX) this.fail(errors.words('integer_range', { value: digits, format: 'PHP' }), start);
				return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : { $numberLong: value.toString() };
			}
			case 'd': {
				this.expect(':');
				const text = this.token(';', /^(?:[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|-?INF|NAN)$/, 'a number');
				return text === 'NAN' ? NaN : text.endsWith('INF') ? (text.startsWith('-') ? -Infinity : Infinity) : Number(text);
			}
			case 's': {
				this.expect(':');
				const text = this.string();
				this.expect(';');
				return text;
			}
			case 'a': {
				this.expect(':');
				const map = this.pairs(depth);
				const keys = [...map.keys()];
				if (keys.every((key, i) => key === String(i))) return [...map.values()];
				const out: Record<string, unknown> = {};
				for (const [key, v] of map) define(out, key, v);
				return out;
			}
			case 'O': {
				this.expect(':');
				const name = this.string();
				this.expect(':');
				const out: Record<string, unknown> = {};
				define(out, CLASS_KEY, name);
				for (const [key, v] of this.pairs(depth)) define(out, key, v);
				return out;
			}
			case 'C':
			case 'r':
			case 'R':
			case 'E':
				return this.fail(errors.words('php_unsupported', { kind }), start);
			default:
				return this.fail(errors.words('php_type'), start);
		}
	}

	/** The one value, and nothing after it but white space (PHP 8.3 warns about trailing data; 8.2 ignores it). */
	whole(): unknown {
		const value = this.value(0);
		while (this.at < this.bytes.length && /\s/.test(String.fromCharCode(this.bytes[this.at]))) this.at++;
		if (this.at < this.bytes.length) this.fail(errors.words('php_trailing'));
		return value;
	}
}

export function readPhp(text: string): unknown {
	return new PhpReader(utf8.encode(text.replace(/^\s+/, ''))).whole();
}

/** A double as PHP writes it with serialize_precision -1: the shortest digits that read back the same, `E±n` past 10^17 or below 10^-4. */
export function phpFloat(value: number): string {
	if (Number.isNaN(value)) return 'NAN';
	if (!Number.isFinite(value)) return value > 0 ? 'INF' : '-INF';
	if (Object.is(value, -0)) return '-0';
	const [mantissa, exponent] = value.toExponential().split('e');
	const point = Number(exponent) + 1; // zend_gcvt's decpt: where the decimal point falls after the first digit
	if (point < -3 || point > 17) {
		const [whole, fraction = '0'] = mantissa.split('.');
		return `${whole}.${fraction}E${Number(exponent) < 0 ? '-' : '+'}${Math.abs(Number(exponent))}`;
	}
	return String(value);
}

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const phpString = (text: string) => `s:${utf8.encode(text).length}:"${text}";`;
const phpKey = (key: string) => (isIntegerKey(key) ? `i:${key};` : phpString(key));

function writeValue(value: unknown, path: string): string {
	if (value === null) return 'N;';
	if (typeof value === 'boolean') return `b:${value ? 1 : 0};`;
	if (typeof value === 'string') return phpString(value);
	if (typeof value === 'number') {
		// A whole number within int64 is PHP's int; beyond it PHP's json_decode makes a float too.
		// Its digits are the shortest that read back the same (String), as the JSON text said them
		// and PHP's json_decode reads them, not the double's exact value (…740, not …736).
		if (Number.isInteger(value) && !Object.is(value, -0) && Math.abs(value) < 2 ** 63) return `i:${String(value)};`;
		return `d:${phpFloat(value)};`;
	}
	if (Array.isArray(value)) return `a:${value.length}:{${value.map((item, i) => `i:${i};${writeValue(item, `${path}/${i}`)}`).join('')}}`;
	const object = value as Record<string, unknown>;
	const keys = Object.keys(object);
	if (keys.length === 1 && keys[0] === '$numberLong' && typeof object.$numberLong === 'string' && /^-?[0-9]+$/.test(object.$numberLong)) {
		const big = BigInt(object.$numberLong);
		if (big < INT64_MIN || big > INT64_MAX) throw new ConvertError('to', errors.words('integer_range', { value: object.$numberLong, format: 'PHP' }));
		return `i:${big};`;
	}
	const members = (names: string[]) => names.map((key) => `${phpKey(key)}${writeValue(object[key], `${path}/${token(key)}`)}`).join('');
	if (keys[0] === CLASS_KEY && typeof object[CLASS_KEY] === 'string') {
		const name = object[CLASS_KEY];
		const props = keys.slice(1);
		// An object's property names are strings, even numeric ones.
		return `O:${utf8.encode(name).length}:"${name}":${props.length}:{${props.map((key) => `${phpString(key)}${writeValue(object[key], `${path}/${token(key)}`)}`).join('')}}`;
	}
	return `a:${keys.length}:{${members(keys)}}`;
}

/** serialize() of the data, as PHP 8 writes json_decode($json, true): arrays and objects as `a:`. */
export function writePhp(value: unknown): string {
	return writeValue(value, '');
}
