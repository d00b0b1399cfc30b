/**
 * JSON text that JSON.stringify cannot write: literal fragments (`NaN`, `1e309`, `"\ud800"`,
 * 5,000 nested brackets) and objects with repeated keys. A request body is built as a tree of
 * ordinary values and these two markers, then rendered to the raw text the API receives.
 */

/** A piece of text put into the body verbatim (it need not be valid JSON). */
export class RawJson {
	constructor(readonly text: string) {}
}

/** An object written entry by entry, so a key may appear more than once. */
export class Entries {
	constructor(readonly entries: [string, unknown][]) {}
}

/** The body text of a tree of JSON values, RawJson fragments and Entries (deep nesting comes as RawJson). */
export function renderJson(value: unknown): string {
	if (value instanceof RawJson) return value.text;
	if (value instanceof Entries) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${renderJson(v)}`).join(',')}}`;
	if (Array.isArray(value)) return `[${value.map(renderJson).join(',')}]`;
	if (value !== null && typeof value === 'object') return renderJson(new Entries(Object.entries(value)));
	// undefined (a missing optional) and functions have no JSON form: null, as JSON.stringify writes in arrays.
	return JSON.stringify(value) ?? 'null';
}

/** `depth` nested arrays or objects around `inner`, as text (no recursion, so any depth). */
export function nested(depth: number, kind: 'array' | 'object', inner = '1'): RawJson {
	return kind === 'array'
		? new RawJson('['.repeat(depth) + inner + ']'.repeat(depth))
		: new RawJson('{"a":'.repeat(depth) + inner + '}'.repeat(depth));
}
