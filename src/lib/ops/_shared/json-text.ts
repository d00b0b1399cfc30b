/**
 * A strict JSON (RFC 8259) reader that says where text goes wrong, with the line and column,
 * in the same words in Node and in every browser (JSON.parse's messages differ between engines
 * and versions), and keeps numbers as written: formatting never turns 12345678901234567890 into
 * 12345678901234567000 or 1.0 into 1. Values are then written back by `writeJson`.
 */

import { WordedError, type Words } from '../../engine/words.js';
import { errors } from './errors.js';

/** A parsed JSON value; numbers and literals keep their source text. */
export type JsonNode =
	| { type: 'object'; entries: Map<string, JsonNode> }
	| { type: 'array'; items: JsonNode[] }
	| { type: 'string'; value: string }
	| { type: 'number'; raw: string }
	| { type: 'literal'; raw: 'true' | 'false' | 'null' };

/** Deepest nesting of arrays and objects read or written (documented on the operations). */
export const MAX_DEPTH = 512;

/** The written JSON would be longer than the limit the caller gave writeJson. */
export class JsonTooLongError extends WordedError {
	constructor(readonly limit: number) {
		super(errors.words('json_too_long', { limit }));
	}
}

/** Where and why a text is not JSON; line and column are 1-based, the column in code points. */
export class JsonSyntaxError extends WordedError {
	constructor(
		words: Words,
		readonly line: number,
		readonly column: number,
		readonly offset: number
	) {
		super(words);
	}
}

/** 1-based line and column (in code points) of a UTF-16 offset; CRLF, LF and a lone CR end a line. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
	let line = 1;
	let start = 0;
	for (let i = 0; i < offset && i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
			line++;
			start = i + 1;
		}
	}
	let column = 1;
	for (let i = start; i < offset && i < text.length; i++) {
		const c = text.charCodeAt(i);
		// The second half of a surrogate pair does not start a new character.
		if (!(c >= 0xdc00 && c <= 0xdfff && i > start && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff)) column++;
	}
	return { line, column };
}

/** How a character is named in a message: itself when printable, else its code point. */
function describeChar(text: string, offset: number): string {
	const cp = text.codePointAt(offset)!;
	if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || cp === 0xfeff) return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
	return `'${String.fromCodePoint(cp)}'`;
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
// Control characters must be escaped inside strings (RFC 8259 section 7): the run stops at one.
// eslint-disable-next-line no-control-regex
const STRING_BODY = /[^"\\\u0000-\u001f]*/y;

/**
 * What a JSON text holds, in the order it is read: `parseJsonText` builds the tree from these, and
 * the large-input re-indenter (ops/json/reindent.ts) writes them out as they come, so both read
 * with the same rules and fail with the same words at the same place.
 */
export interface JsonEvents {
	openObject(): void;
	/** A property's name; its value's events follow, from offset `at` (just past the colon). */
	name(name: string, at: number): void;
	/** `at`: the offset just past the closing bracket (so too for closeArray and scalar). */
	closeObject(at: number): void;
	openArray(): void;
	closeArray(at: number): void;
	/** A string, number or literal. */
	scalar(node: Extract<JsonNode, { type: 'string' | 'number' | 'literal' }>, at: number): void;
}

/**
 * Reads a JSON text, handing what it holds to `events`. A leading byte order mark is skipped
 * (RFC 8259 section 8.1 allows it). With `from`, reads only the one value at that offset, of a
 * text already read whole (the sorted large formatter reads a property's value again when it
 * writes it: ops/json/sort-stream.ts); depth then counts from that value.
 * @throws JsonSyntaxError
 */
export function scanJsonText(text: string, events: JsonEvents, maxDepth = MAX_DEPTH, from?: number): void {
	let pos = from ?? (text.charCodeAt(0) === 0xfeff ? 1 : 0);

	const fail = (words: Words, at = pos): never => {
		const { line, column } = lineColumn(text, at);
		throw new JsonSyntaxError(words, line, column, at);
	};
	const end = () => errors.words('json_end');
	const unexpected = (): never => (pos >= text.length ? fail(end()) : fail(errors.words('json_character', { char: describeChar(text, pos) })));
	const skipSpace = () => {
		while (pos < text.length) {
			const c = text.charCodeAt(pos);
			if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
			else break;
		}
	};

	const readString = (): string => {
		const start = pos;
		pos++; // the opening quote
		for (;;) {
			STRING_BODY.lastIndex = pos;
			STRING_BODY.exec(text);
			pos = STRING_BODY.lastIndex;
			if (pos >= text.length) fail(errors.words('json_unterminated_string'), start);
			const c = text[pos];
			if (c === '"') {
				pos++;
				return JSON.parse(text.slice(start, pos)) as string;
			}
			if (c === '\\') {
				const next = text[pos + 1];
				if (next !== undefined && '"\\/bfnrt'.includes(next)) pos += 2;
				else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) pos += 6;
				else fail(errors.words('json_escape'));
			} else {
				fail(errors.words('json_control', { char: describeChar(text, pos) }));
			}
		}
	};

	const readValue = (depth: number): void => {
		skipSpace();
		const c = text[pos];
		if (c === '{' || c === '[') {
			if (depth >= maxDepth) fail(errors.words('json_too_deep', { max: maxDepth }));
			pos++;
			return c === '{' ? readObject(depth + 1) : readArray(depth + 1);
		}
		if (c === '"') return events.scalar({ type: 'string', value: readString() }, pos);
		if (c === '-' || (c >= '0' && c <= '9')) {
			NUMBER.lastIndex = pos;
			const m = NUMBER.exec(text);
			if (!m) fail(errors.words('json_number'));
			const after = text[NUMBER.lastIndex];
			// "01", "1.", "1e", "-": a number that stops where its grammar says it cannot.
			if (after !== undefined && /[0-9.eE+-]/.test(after)) fail(errors.words('json_number'));
			pos = NUMBER.lastIndex;
			return events.scalar({ type: 'number', raw: m![0] }, pos);
		}
		for (const raw of ['true', 'false', 'null'] as const) {
			if (text.startsWith(raw, pos)) {
				pos += raw.length;
				return events.scalar({ type: 'literal', raw }, pos);
			}
		}
		unexpected();
	};

	const readObject = (depth: number): void => {
		events.openObject();
		skipSpace();
		if (text[pos] === '}') {
			pos++;
			return events.closeObject(pos);
		}
		for (;;) {
			skipSpace();
			if (text[pos] !== '"') {
				if (pos >= text.length) fail(end());
				fail(text[pos] === '}' ? errors.words('json_trailing_comma', { bracket: '}' }) : errors.words('json_name'));
			}
			const name = readString();
			skipSpace();
			if (text[pos] !== ':') fail(pos >= text.length ? end() : errors.words('json_colon'));
			pos++;
			events.name(name, pos);
			readValue(depth);
			skipSpace();
			if (text[pos] === ',') {
				pos++;
				continue;
			}
			if (text[pos] === '}') {
				pos++;
				return events.closeObject(pos);
			}
			fail(pos >= text.length ? end() : errors.words('json_after_property'));
		}
	};

	const readArray = (depth: number): void => {
		events.openArray();
		skipSpace();
		if (text[pos] === ']') {
			pos++;
			return events.closeArray(pos);
		}
		for (let count = 0; ; count++) {
			skipSpace();
			if (text[pos] === ']' && count > 0) fail(errors.words('json_trailing_comma', { bracket: ']' }));
			readValue(depth);
			skipSpace();
			if (text[pos] === ',') {
				pos++;
				continue;
			}
			if (text[pos] === ']') {
				pos++;
				return events.closeArray(pos);
			}
			fail(pos >= text.length ? end() : errors.words('json_after_element'));
		}
	};

	readValue(0);
	if (from !== undefined) return;
	skipSpace();
	if (pos < text.length) fail(errors.words('json_after_value', { char: describeChar(text, pos) }));
}

/**
 * Reads a JSON text into a tree. Duplicate names keep the first one's place and the last one's
 * value, as JSON.parse does.
 * @throws JsonSyntaxError
 */
export function parseJsonText(text: string, maxDepth = MAX_DEPTH): JsonNode {
	// The containers being read, innermost last, each with the name its next value goes under.
	const open: { node: Extract<JsonNode, { type: 'object' | 'array' }>; name: string }[] = [];
	let root: JsonNode | undefined;
	const add = (node: JsonNode) => {
		const parent = open.at(-1);
		if (!parent) root = node;
		else if (parent.node.type === 'object') parent.node.entries.set(parent.name, node);
		else parent.node.items.push(node);
	};
	scanJsonText(
		text,
		{
			openObject() {
				const node: JsonNode = { type: 'object', entries: new Map() };
				add(node);
				open.push({ node, name: '' });
			},
			name(name) {
				open.at(-1)!.name = name;
			},
			openArray() {
				const node: JsonNode = { type: 'array', items: [] };
				add(node);
				open.push({ node, name: '' });
			},
			closeObject: () => void open.pop(),
			closeArray: () => void open.pop(),
			scalar: add
		},
		maxDepth
	);
	return root!;
}

/** Sets a property even when it is named `__proto__` (a plain assignment would set the prototype). */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
	Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The plain JavaScript value of a node (numbers as JavaScript numbers), as JSON.parse would give. */
export function toValue(node: JsonNode): unknown {
	switch (node.type) {
		case 'object': {
			const out: Record<string, unknown> = {};
			for (const [key, child] of node.entries) define(out, key, toValue(child));
			return out;
		}
		case 'array':
			return node.items.map(toValue);
		case 'string':
			return node.value;
		case 'number':
			return Number(node.raw);
		case 'literal':
			return node.raw === 'null' ? null : node.raw === 'true';
	}
}

/**
 * Writes a node as JSON text: `indent` '' is minified, else each level is indented by it, as
 * JSON.stringify(value, null, indent) lays it out; `sortKeys` orders names by UTF-16 code units.
 */
export function writeJson(node: JsonNode, indent: string, sortKeys = false, maxLength = Infinity): string {
	const parts: string[] = [];
	const colon = indent ? ': ' : ':';
	// Counted as the pieces are written: indentation grows with depth, so 512 KiB nested 511 deep
	// and indented by 8 would be 357 MB, a string too large to build safely in any heap.
	let length = 0;
	const push = (...pieces: string[]) => {
		for (const piece of pieces) length += piece.length;
		if (length > maxLength) throw new JsonTooLongError(maxLength);
		parts.push(...pieces);
	};
	const write = (n: JsonNode, pad: string) => {
		switch (n.type) {
			case 'object': {
				if (n.entries.size === 0) return void push('{}');
				const inner = pad + indent;
				const keys = [...n.entries.keys()];
				if (sortKeys) keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
				push('{');
				keys.forEach((key, i) => {
					if (i > 0) push(',');
					if (indent) push('\n', inner);
					push(JSON.stringify(key), colon);
					write(n.entries.get(key)!, inner);
				});
				if (indent) push('\n', pad);
				return void push('}');
			}
			case 'array': {
				if (n.items.length === 0) return void push('[]');
				const inner = pad + indent;
				push('[');
				n.items.forEach((item, i) => {
					if (i > 0) push(',');
					if (indent) push('\n', inner);
					write(item, inner);
				});
				if (indent) push('\n', pad);
				return void push(']');
			}
			case 'string':
				return void push(JSON.stringify(n.value));
			case 'number':
			case 'literal':
				return void push(n.raw);
		}
	};
	write(node, '');
	return parts.join('');
}
