/**
 * JSON5 (spec.json5.org, 1.0.0) through the reference implementation, the json5 package: comments,
 * trailing commas, unquoted names, single quotes, hexadecimal numbers, Infinity and NaN.
 */
import JSON5 from 'json5';
import { errors } from '../errors.js';
import { ConvertError } from '../read.js';

/** json5's errors: a SyntaxError with lineNumber and columnNumber, message "JSON5: … at 1:7". */
type Json5Error = SyntaxError & { lineNumber?: number; columnNumber?: number };

export function readJson5(text: string): unknown {
	try {
		return JSON5.parse(text);
	} catch (error) {
		const { lineNumber, columnNumber, message } = error as Json5Error;
		if (!(error instanceof SyntaxError) || typeof lineNumber !== 'number' || typeof columnNumber !== 'number') throw error;
		const reason = errors.words('library', { text: message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '') });
		throw new ConvertError('input', errors.words('at_line_column', { line: lineNumber, column: columnNumber, reason, format: 'JSON5' }));
	}
}

/** json5's own writer: names unquoted where they may be, single quotes, a trailing comma when indented; indent 0 one line. */
export function writeJson5(value: unknown, indent: number): string {
	return JSON5.stringify(value, null, indent);
}
