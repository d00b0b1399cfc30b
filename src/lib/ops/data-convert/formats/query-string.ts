/**
 * Query strings (application/x-www-form-urlencoded, WHATWG URL "urlencoded" parser and
 * serializer) through the platform's URLSearchParams, flat: `a=1&b=2` is {"a": "1", "b": "2"}, a
 * name given again makes an array (`t=x&t=y` → {"t": ["x", "y"]}), as Python's urllib.parse.parse_qs
 * does. Brackets are no nesting (`a[b]=1` is the name "a[b]"): there is no one standard for them.
 */
import { errors } from '../errors.js';
import { ConvertError, define } from '../read.js';

/** Names and values as strings; a leading `?` (a URL's query pasted with it) and surrounding white space are dropped. */
export function readQueryString(text: string): Record<string, string | string[]> {
	const out: Record<string, string | string[]> = {};
	for (const [name, value] of new URLSearchParams(text.trim().replace(/^\?/, ''))) {
		const seen = Object.prototype.hasOwnProperty.call(out, name) ? out[name] : undefined;
		if (seen === undefined) define(out, name, value);
		else if (Array.isArray(seen)) seen.push(value);
		else define(out, name, [seen, value]);
	}
	return out;
}

const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const scalar = (v: unknown) => v === null || typeof v !== 'object';

/** An object of scalars (null is an empty value) and lists of scalars (one pair per element). */
export function writeQueryString(value: unknown): string {
	if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ConvertError('to', errors.words('needs_object', { format: 'QUERY-STRING' }));
	const params = new URLSearchParams();
	for (const [name, v] of Object.entries(value)) {
		const items = Array.isArray(v) ? v : [v];
		items.forEach((item, i) => {
			if (!scalar(item)) throw new ConvertError('to', errors.words('flat_nested', { format: 'QUERY-STRING', path: Array.isArray(v) ? `/${token(name)}/${i}` : `/${token(name)}` }));
			params.append(name, item === null ? '' : String(item));
		});
	}
	return params.toString();
}
