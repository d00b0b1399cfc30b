/**
 * Java .properties (java.util.Properties#load) through dot-properties: `=`, `:` or white space
 * between key and value, `#`/`!` comments, `\` line continuations, `\uXXXX` and the other escapes.
 * Read flat, as Java does: every value a string, `a.b.c` one key (no nesting is made of dots).
 * Written, nested data becomes dotted keys (`a.b.c`, list elements `list.0`) and every character
 * beyond ASCII a `\uXXXX` escape, as Properties#store writes it, so either encoding reads it.
 */
import { parseLines, stringify } from 'dot-properties';
import { errors } from '../errors.js';
import { ConvertError, define } from '../read.js';

/** Keys and values in order; a key given again keeps its last value (Java's Hashtable#put). */
export function readProperties(text: string): Record<string, string> {
	const out: Record<string, string> = {};
	for (const line of parseLines(text, false)) {
		if (Array.isArray(line)) define(out, line[0], line[1]);
	}
	return out;
}

/** Every leaf with its dotted path; null is an empty value, an empty object or list has no key. */
function flatten(value: unknown, prefix: string, pairs: [string, string][]): void {
	if (value !== null && typeof value === 'object') {
		for (const [key, child] of Object.entries(value)) flatten(child, prefix === '' ? key : `${prefix}.${key}`, pairs);
	} else pairs.push([prefix, value === null ? '' : String(value)]);
}

export function writeProperties(value: unknown): string {
	if (value === null || typeof value !== 'object') throw new ConvertError('to', errors.words('needs_object', { format: 'PROPERTIES' }));
	const pairs: [string, string][] = [];
	flatten(value, '', pairs);
	// `key=value` and no folding of long lines, then every non-ASCII character escaped (upper-case
	// hexadecimal), as Java's Properties#store writes them.
	const text = stringify(pairs, { lineWidth: null, latin1: false, keySep: '=' }) as string;
	return text.replace(/[^\n\r\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
