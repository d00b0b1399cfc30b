/**
 * A JSON array read element by element from text that arrives in pieces (a file in the app's
 * worker, src/lib/run/README.md, "Large inputs"): each element's text is cut out where its
 * brackets close and read by the same strict reader as the whole text (`parseJsonText`), so the
 * values, and the error and its line and column when the text is not JSON, are the ones read.ts's
 * readJson gives for the whole text. Only the array's own commas and brackets are read here.
 */
import { errors as jsonErrors } from '../_shared/errors.js';
import { JsonSyntaxError, MAX_DEPTH, parseJsonText, toValue } from '../_shared/json-text.js';
import type { Words } from '../../engine/words.js';
import { errors } from './errors.js';
import { ConvertError } from './read.js';

/** The text is not a JSON array (an object, a scalar, nothing): it is read whole instead. */
export class NotAnArray extends Error {}

/**
 * Line and column (lineColumn's rules) of the place reached, kept as the text goes by. Only ever
 * asked where a character other than a line feed (or the end) comes next, so a CR can count as
 * the line's end at once, and the LF of a CRLF then not again.
 */
class Place {
	line = 1;
	column = 1;
	#cr = false;
	#high = false;
	/** Moves over `text`, which comes right after the text moved over before. */
	over(text: string): void {
		for (let i = 0; i < text.length; i++) {
			const c = text.charCodeAt(i);
			if (c === 13 || (c === 10 && !this.#cr)) {
				this.line++;
				this.column = 1;
				this.#high = false;
			} else if (c !== 10 && !(c >= 0xdc00 && c <= 0xdfff && this.#high && this.column > 1)) this.column++;
			this.#cr = c === 13;
			this.#high = c >= 0xd800 && c <= 0xdbff;
		}
	}
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function describeChar(text: string, offset: number): string {
	const cp = text.codePointAt(offset)!;
	if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || cp === 0xfeff) return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
	return `'${String.fromCodePoint(cp)}'`;
}

/** A JSON syntax error as readJson words it. */
function syntax(words: Words, line: number, column: number): ConvertError {
	return new ConvertError('input', errors.words('at_line_column', { line, column, reason: words, format: 'JSON' }));
}

/**
 * Reads a JSON array from `pieces`, calling `element` with each element's value (as JSON.parse
 * gives it) and its index, in order.
 * @throws NotAnArray before any element when the text does not start with '['; ConvertError
 *   naming `input` where readJson would fail
 */
export async function readJsonArrayStream(pieces: AsyncIterable<string>, element: (value: unknown, index: number) => void): Promise<number> {
	const place = new Place();
	let state: 'start' | 'before' | 'in' | 'after' = 'start';
	let count = 0;
	// The element being cut out: its pieces so far, its nesting and where a string is open.
	let parts: string[] = [];
	let depth = 0;
	let inString = false;
	let escaped = false;
	let startLine = 0;
	let startColumn = 0;
	let first = true;

	const fail = (words: Words): never => {
		throw syntax(words, place.line, place.column);
	};
	/** The element ends before `closer` (',' or a bracket, or '' at the end of the text). */
	const finish = (closer: string, rest: string, at: number) => {
		const text = parts.join('');
		parts = [];
		if (text === '') {
			// Nothing before the comma or bracket: the reader stops on it as it would in the whole text.
			fail(closer ? jsonErrors.words('json_character', { char: describeChar(rest, at) }) : jsonErrors.words('json_end'));
		}
		let value: unknown;
		try {
			value = toValue(parseJsonText(text, MAX_DEPTH - 1));
		} catch (error) {
			if (!(error instanceof JsonSyntaxError)) throw error;
			// Placed in the whole text: its line and column from the element's first character.
			const line = startLine + error.line - 1;
			const column = error.line === 1 ? startColumn + error.column - 1 : error.column;
			// Text after a whole element is, in the array, a missing comma.
			// The element is read as a text of its own, one level up: its depth limit is one less.
			const words =
				error.words.id === 'json_after_value' ? jsonErrors.words('json_after_element') : error.words.id === 'json_too_deep' ? jsonErrors.words('json_too_deep', { max: MAX_DEPTH }) : error.words;
			throw syntax(words, line, column);
		}
		place.over(text);
		element(value, count++);
	};

	for await (const piece of pieces) {
		let i = 0;
		if (first && piece.length > 0) {
			first = false;
			// A byte order mark left after decoding: the whole text's reader skips it, counting a column.
			if (piece.charCodeAt(0) === 0xfeff) throw new NotAnArray();
		}
		while (i < piece.length) {
			if (state === 'in') {
				// Jump to the next character that matters to the element's extent.
				const from = i;
				for (; i < piece.length; i++) {
					const c = piece.charCodeAt(i);
					if (inString) {
						if (escaped) escaped = false;
						else if (c === 0x5c) escaped = true;
						else if (c === 0x22) inString = false;
					} else if (c === 0x22) inString = true;
					else if (c === 0x7b || c === 0x5b) depth++;
					else if (c === 0x7d || c === 0x5d || c === 0x2c) {
						if (depth === 0) break;
						if (c !== 0x2c) depth--;
					}
				}
				parts.push(piece.slice(from, i));
				if (i === piece.length) break;
				const closer = piece[i];
				finish(closer, piece, i);
				if (closer === '}') fail(jsonErrors.words('json_after_element'));
				place.over(closer);
				i++;
				state = closer === ',' ? 'before' : 'after';
				continue;
			}
			const c = piece.charCodeAt(i);
			if (isSpace(c)) {
				place.over(piece[i++]);
				continue;
			}
			if (state === 'start') {
				if (c !== 0x5b) throw new NotAnArray();
				place.over('[');
				i++;
				state = 'before';
				continue;
			}
			if (state === 'after') fail(jsonErrors.words('json_after_value', { char: describeChar(piece, i) }));
			// state 'before': an element starts here.
			if (c === 0x5d && count > 0) fail(jsonErrors.words('json_trailing_comma', { bracket: ']' }));
			if (c === 0x5d && count === 0) {
				place.over(']');
				i++;
				state = 'after';
				continue;
			}
			state = 'in';
			depth = 0;
			inString = false;
			escaped = false;
			startLine = place.line;
			startColumn = place.column;
		}
	}
	if (state === 'start') throw new NotAnArray();
	if (state === 'in') finish('', '', 0);
	if (state === 'in' || state === 'before') {
		// The text ends inside the array.
		fail(jsonErrors.words('json_end'));
	}
	return count;
}
