/**
 * Requests for one operation as an HTTP client would send them: raw body text for POST, a raw
 * query string (and path parameters) for GET. `validRequests` sends valid-shaped input;
 * `hostileRequests` everything a fuzzer should try against a JSON API. Both are derived from
 * the operation's definition alone (schema, method, path, examples).
 */
import fc from 'fast-check';
import { MAX_BODY_BYTES } from '../../../src/lib/server/api/core.js';
import type { Operation } from '../../../src/lib/engine/define.js';
import { deepNesting, escapedStrings, hostileValue, hugeString, numberSpellings, unicodeEdgeStrings } from './hostile-values.js';
import { Entries, nested, RawJson, renderJson } from './raw-json.js';
import { fromJsonSchema, inputJsonSchema, type JsonSchema } from './schema-arbitrary.js';

export interface FuzzRequest {
	method: string;
	/** Relative to /api/v1, percent-encoded as on the wire. */
	path: string;
	/** Without `?`. */
	search: string;
	/** The raw body text (null: none). */
	body: string | null;
	contentType: string | undefined;
}

/**
 * What the caller knows better than the schema: a field whose examples mostly look like
 * `pattern` (URLs, e-mail addresses) also draws from `values`, since a random string rarely is
 * one (here: URLs to the local web site, addresses at domains the DNS peer answers for).
 */
export interface RequestOptions {
	shaped?: { pattern: RegExp; values: fc.Arbitrary<string> }[];
}

/** The fields of `op` whose example values mostly (over half) match `pattern`. */
function fieldsLike(op: Operation, pattern: RegExp): string[] {
	const names = new Set(op.examples.flatMap((e) => Object.keys(e.input)));
	return [...names].filter((name) => {
		const values = op.examples.map((e) => e.input[name]).filter((v) => v !== undefined);
		return values.filter((v) => typeof v === 'string' && pattern.test(v)).length * 2 > values.length;
	});
}

/** Input objects: generated from the schema, or an example with some fields replaced by generated ones. */
export function validInputs(op: Operation, options: RequestOptions = {}): fc.Arbitrary<Record<string, unknown>> {
	const root = inputJsonSchema(op.input);
	let generated = fromJsonSchema(root, root).map((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}));
	for (const { pattern, values } of options.shaped ?? []) {
		const names = fieldsLike(op, pattern);
		if (names.length === 0) continue;
		const overrides = fc.record(Object.fromEntries(names.map((name) => [name, values])), { requiredKeys: [] });
		generated = fc.tuple(generated, overrides).map(([input, override]) => ({ ...input, ...override }));
	}
	if (op.examples.length === 0) return generated;
	const fromExample = fc
		.tuple(fc.constantFrom(...op.examples.map((e) => e.input)), generated, fc.nat())
		.map(([example, replacement, mask]) => {
			const merged: Record<string, unknown> = { ...example };
			Object.keys(replacement).forEach((key, i) => {
				if ((mask >> i) & 1) merged[key] = replacement[key];
			});
			return merged;
		});
	return fc.oneof(generated, fromExample, fc.constantFrom(...op.examples.map((e) => e.input)));
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=UTF-8'];
const OTHER_TYPES = [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'application/jsonx', 'application/json-patch+json', '', 'multipart/form-data; boundary=x'];

/** The path with `{name}` parameters taken (and removed) from `input`, encoded as a client would. */
function fillPath(op: Operation, input: Record<string, unknown>, encode: (value: string) => string = encodeURIComponentLoose): { path: string; rest: Record<string, unknown> } {
	const rest = { ...input };
	const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
		const value = rest[name];
		delete rest[name];
		return encode(value === undefined ? '' : queryText(value));
	});
	return { path, rest };
}

/** How a value is written in a query string: strings as they are, anything else as JSON. */
function queryText(value: unknown): string {
	return typeof value === 'string' ? value : renderJson(value);
}

function toSearch(entries: [string, string][]): string {
	return new URLSearchParams(entries).toString();
}

/** Requests carrying valid-shaped input. */
export function validRequests(op: Operation, options: RequestOptions = {}): fc.Arbitrary<FuzzRequest> {
	const inputs = validInputs(op, options);
	if (op.method === 'GET') {
		return inputs.map((input) => {
			const { path, rest } = fillPath(op, input);
			return { method: 'GET', path, search: toSearch(Object.entries(rest).map(([k, v]) => [k, queryText(v)])), body: null, contentType: undefined };
		});
	}
	return fc.tuple(inputs, fc.constantFrom(...JSON_TYPES)).map(([input, contentType]) => ({
		method: 'POST',
		path: op.path,
		search: '',
		body: renderJson(input),
		contentType
	}));
}

/** Requests a fuzzer should try: hostile bodies for POST, hostile query strings and path parameters for GET. */
export function hostileRequests(op: Operation, options: RequestOptions = {}): fc.Arbitrary<FuzzRequest> {
	const requests = op.method === 'GET' ? hostileGets(op) : hostilePosts(op, options);
	// Now and then another method (405, or HEAD answered as GET) or a mangled path (404, or the
	// same route with a trailing slash).
	const misdirected = fc.tuple(requests, fc.constantFrom('HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'get', 'TRACE', 'POST', 'GET'), fc.constantFrom('same', '/', '//', '.json', '%2F', 'upper')).map(([request, method, mangle]) => {
		const path =
			mangle === 'same' ? request.path : mangle === '/' ? `${request.path}/` : mangle === '//' ? `/${request.path}` : mangle === 'upper' ? request.path.toUpperCase() : `${request.path}${mangle}`;
		return { ...request, method, path };
	});
	return fc.oneof({ arbitrary: requests, weight: 9 }, { arbitrary: misdirected, weight: 1 });
}

function fieldsOf(op: Operation): Record<string, JsonSchema> {
	return inputJsonSchema(op.input).properties ?? {};
}

/** Keys nobody declared, some of them meaningful to JavaScript objects. */
const strangeKeys = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', '\u0000', '\ud800', 'a.b', '$where'), fc.string({ maxLength: 12 }));

/** Hostile POST bodies: one field made hostile, duplicates, extras, or a body that is not an object at all. */
function hostilePosts(op: Operation, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
	const fields = fieldsOf(op);
	const names = Object.keys(fields);
	const inputs = validInputs(op, options);
	const fieldName = names.length ? fc.constantFrom(...names) : strangeKeys;

	const oneFieldHostile = fc.tuple(inputs, fieldName).chain(([input, name]) =>
		hostileValue(fields[name]).map((value) => new Entries([...Object.entries(input).filter(([k]) => k !== name), [name, value]]))
	);
	// Duplicate keys: JSON.parse keeps the last one; the first may be valid or hostile.
	const duplicateKeys = fc.tuple(inputs, fieldName, fc.boolean()).chain(([input, name, hostileLast]) =>
		hostileValue(fields[name]).map((value) => {
			const entries = Object.entries(input);
			const valid: [string, unknown] = [name, input[name] ?? 'x'];
			return new Entries(hostileLast ? [...entries, valid, [name, value]] : [...entries, [name, value], valid]);
		})
	);
	const extraKeys = fc.tuple(inputs, fc.array(fc.tuple(strangeKeys, fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileValue(undefined))), { minLength: 1, maxLength: 4 })).map(
		([input, extras]) => new Entries([...Object.entries(input), ...extras])
	);
	// Objects where arrays are expected and the reverse, for every field at once.
	const shapesSwapped = inputs.map((input) => new Entries(Object.entries(input).map(([k, v]) => [k, Array.isArray(v) ? Object.fromEntries(v.map((x, i) => [i, x])) : v !== null && typeof v === 'object' ? [v] : v])));
	const wholeBody = fc.oneof(
		fc.constantFrom('', ' ', '\n', 'null', '[]', '{}', '"text"', '1', 'true', '[{}]', '{', '}', '{"a":}', "{'a':1}", '{"a":1,}', '{"a":1}garbage', '{"a":1} {"b":2}', '/* c */{}', '\ufeff{}', '\u0000').map((text) => new RawJson(text)),
		fc.constantFrom(...numberSpellings, ...escapedStrings).map((text) => new RawJson(text)),
		inputs.map((input) => [input]),
		inputs.map((input) => new RawJson(`\ufeff${renderJson(input)}`)),
		inputs.map((input) => new RawJson(renderJson(input).slice(0, -1))),
		deepNesting(),
		fc.integer({ min: 1000, max: 5000 }).map((depth) => nested(depth, 'array', '{}')),
		hugeString(),
		// A body of exactly 1 MiB and one byte more (413 is documented for the latter); 14 bytes are `{"padding":""}`.
		fc.constantFrom(MAX_BODY_BYTES, MAX_BODY_BYTES + 1).map((size) => new Entries([['padding', 'p'.repeat(size - 14)]]))
	);
	const bodies = fc.oneof(
		{ arbitrary: oneFieldHostile, weight: 5 },
		{ arbitrary: duplicateKeys, weight: 2 },
		{ arbitrary: extraKeys, weight: 2 },
		{ arbitrary: shapesSwapped, weight: 1 },
		{ arbitrary: wholeBody, weight: 3 }
	);
	const contentTypes = fc.oneof({ arbitrary: fc.constantFrom(...JSON_TYPES), weight: 9 }, { arbitrary: fc.constantFrom(...OTHER_TYPES), weight: 1 });
	// Now and then no body at all (what the adapter hands over for an empty request).
	const bodyPresent = fc.oneof({ arbitrary: fc.constant(true), weight: 19 }, { arbitrary: fc.constant(false), weight: 1 });
	return fc.tuple(bodies, contentTypes, bodyPresent).map(([tree, contentType, present]) => ({
		method: 'POST',
		path: op.path,
		search: '',
		body: present ? renderJson(tree) : null,
		contentType
	}));
}

/** Percent-encodings that are broken or decode to something unusual. */
const badPercent = ['%E0%A4%A', '%', '%%', '%zz', '%C0%AF', '%ED%A0%80', '%FF%FE', '%00', '%2F', '%252F', '%u0041', '%F0%9F%98', '+', '%20'];

/** A query value or path segment a hostile client would send, already in wire form. */
function hostileQueryValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
	return fc.oneof(
		{ arbitrary: fc.constantFrom(...badPercent), weight: 3 },
		{ arbitrary: fc.array(fc.constantFrom(...badPercent, 'a', 'Z', '1', '.', '-'), { minLength: 1, maxLength: 12 }).map((parts) => parts.join('')), weight: 2 },
		{ arbitrary: fc.constantFrom(...unicodeEdgeStrings, ...numberSpellings).map(encodeURIComponentLoose), weight: 3 },
		{ arbitrary: hostileValue(schema).map((v) => encodeURIComponentLoose(queryText(v instanceof RawJson ? v.text : v))), weight: 2 },
		// Long values: a few kB (what a real server's URL limit lets through) and, rarely, far more.
		{ arbitrary: fc.integer({ min: 2_000, max: 12_000 }).map((n) => 'a'.repeat(n)), weight: 1 },
		{ arbitrary: fc.constantFrom(100_000, 300_000).map((n) => '%41'.repeat(n / 3)), weight: 1 }
	);
}

/** encodeURIComponent that does not throw on lone surrogates (it writes them as U+FFFD, as a browser would). */
function encodeURIComponentLoose(text: string): string {
	return encodeURIComponent(text.toWellFormed());
}

/** Hostile GETs: repeated parameters, broken percent-encoding, long values, hostile path segments. */
function hostileGets(op: Operation): fc.Arbitrary<FuzzRequest> {
	const fields = fieldsOf(op);
	const names = Object.keys(fields);
	const queryNames = names.filter((n) => !op.path.includes(`{${n}}`));
	const anyName = fc.oneof(names.length ? fc.constantFrom(...names) : fc.constant('q'), strangeKeys.map(encodeURIComponentLoose));
	const pair = fc.tuple(anyName, fc.oneof(hostileQueryValue(undefined), fc.string().map(encodeURIComponentLoose)));
	const search = fc.oneof(
		fc.array(pair, { minLength: 0, maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
		// The same parameter twice or more, valid value first or last.
		fc.tuple(fc.constantFrom(...(queryNames.length ? queryNames : ['q'])), fc.array(hostileQueryValue(undefined), { minLength: 2, maxLength: 4 })).map(([k, values]) => values.map((v) => `${k}=${v}`).join('&')),
		fc.constantFrom('', '&', '&&&', '=', '==', '?', 'a', '=x', `${queryNames[0] ?? 'q'}`, `${queryNames[0] ?? 'q'}=`, `${queryNames[0] ?? 'q'}[]=1`, `${queryNames[0] ?? 'q'}[a]=1`, '#frag')
	);
	const segment = (name: string) => fc.oneof(hostileQueryValue(fields[name]), fc.string({ minLength: 1 }).map(encodeURIComponentLoose), fc.constantFrom('..', '.', '%2e%2e', 'a/b', ''));
	const paramNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
	const path = paramNames.length
		? fc.tuple(...paramNames.map(segment)).map((values) => {
				let i = 0;
				return op.path.replace(/\{(\w+)\}/g, () => values[i++]);
			})
		: fc.constant(op.path);
	return fc.tuple(path, search).map(([p, s]) => ({ method: 'GET', path: p, search: s, body: null, contentType: undefined }));
}
