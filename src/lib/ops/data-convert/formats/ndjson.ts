/**
 * NDJSON (JSON Lines, jsonlines.org / github.com/ndjson/ndjson-spec): one JSON text a line. Read,
 * each non-blank line by the same strict RFC 8259 reader as JSON, into an array of the values;
 * written, an array one element a line (any other value is one line). `indent` does not apply.
 */
import { JsonSyntaxError, parseJsonText, toValue } from '../../_shared/json-text.js';
import { errors } from '../errors.js';
import { ConvertError } from '../read.js';

/** Every line's value, in order; blank lines (a trailing one, say) are skipped, as the spec allows. */
export function readNdjson(text: string): unknown[] {
	const values: unknown[] = [];
	const lines = text.split('\n');
	for (let i = 0; i < lines.length; i++) {
		// A line may end with CR (CRLF files): JSON's white space, the reader skips it.
		if (lines[i].trim() === '') continue;
		try {
			values.push(toValue(parseJsonText(lines[i])));
		} catch (error) {
			if (error instanceof JsonSyntaxError) throw new ConvertError('input', errors.words('at_line_column', { line: i + 1, column: error.column, reason: error.words, format: 'NDJSON' }));
			throw error;
		}
	}
	return values;
}

/** A JSON Pointer token. */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** JSON has no infinities or NaN (YAML's .inf and JSON5's Infinity can bring them). */
function checkFinite(value: unknown, path: string): void {
	if (typeof value === 'number' && !Number.isFinite(value)) throw new ConvertError('to', errors.words('json_not_finite', { value: String(value), path }));
	if (Array.isArray(value)) value.forEach((child, i) => checkFinite(child, `${path}/${i}`));
	else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) checkFinite(child, `${path}/${token(key)}`);
}

/** An array one element a line, separated by LF; anything else a single line. */
export function writeNdjson(value: unknown): string {
	checkFinite(value, '');
	const items = Array.isArray(value) ? value : [value];
	return items.map((item) => JSON.stringify(item)).join('\n');
}
