/**
 * A JSON object around lists (`{"records": [ … ], "count": 3}`) converted to JSON or YAML in the
 * app's worker without building its tree: the text is held whole (a file of up to
 * JSON_OBJECT_LARGE, run/large-limits.ts) and read once by the same strict reader as the whole
 * text (json-text.ts's scanJsonText), so the errors, lines and columns are readJson's. Each
 * member's value is built and written on its own, and a member that is an array element by
 * element, so memory holds the text, one element and a piece of the answer. The answer is
 * convertText's, character for character: the same writers (JSON.stringify, yaml's stringify)
 * write each value, laid out as the whole would be.
 *
 * What this does not take is answered `whole` (the caller then reads it whole, within
 * DATA_CONVERT_WHOLE): a text that is not an object, a name given twice (the whole reader keeps
 * the first one's place and the last one's value) or that is an array index ("21", which
 * JavaScript puts first), YAML's flow style (indent 0, whose layout
 * depends on every item), and, for `auto`, a text that is not JSON (it may be YAML or TOML).
 */
import { stringify as stringifyYaml } from 'yaml';
import { JsonSyntaxError, MAX_DEPTH, scanJsonText, toValue, type JsonEvents, type JsonNode } from '../_shared/json-text.js';
import { errors } from './errors.js';
import { ConvertError, define } from './read.js';
import { Answer, checkFinite } from './stream-convert.js';

/** Not for this reader: read the text whole instead. */
class Whole extends Error {}

/** A name JavaScript puts before the others in an object, whatever its place in the text ("21"). */
const isIndex = (name: string) => /^(?:0|[1-9]\d{0,9})$/.test(name) && Number(name) < 2 ** 32 - 1;

const escapeToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Builds one value's tree from its events, as parseJsonText does for the whole text. */
class Builder {
	#open: { node: Extract<JsonNode, { type: 'object' | 'array' }>; name: string }[] = [];
	#root: JsonNode | undefined;
	/** Adds a value; true when it completes the value being built. */
	#add(node: JsonNode): boolean {
		const parent = this.#open.at(-1);
		if (!parent) this.#root = node;
		else if (parent.node.type === 'object') parent.node.entries.set(parent.name, node);
		else parent.node.items.push(node);
		if (node.type === 'object' || node.type === 'array') {
			this.#open.push({ node, name: '' });
			return false;
		}
		return !parent;
	}
	open(type: 'object' | 'array'): void {
		this.#add(type === 'object' ? { type, entries: new Map() } : { type, items: [] });
	}
	name(name: string): void {
		this.#open.at(-1)!.name = name;
	}
	/** Closes the innermost container; true when that completes the value. */
	close(): boolean {
		this.#open.pop();
		return this.#open.length === 0;
	}
	scalar(node: JsonNode): boolean {
		return this.#add(node);
	}
	/** The value built, as JSON.parse gives it; the builder is ready for the next one. */
	take(): unknown {
		const value = toValue(this.#root!);
		this.#root = undefined;
		return value;
	}
}

/** The members of an object, each written whole, or element by element when it is an array. */
interface MemberWriter {
	value(key: string, value: unknown): void;
	arrayStart(key: string): void;
	element(key: string, value: unknown, index: number): void;
	arrayEnd(key: string, count: number): void;
	end(): void;
}

/** An object as JSON.stringify(object, null, indent) lays it out, member by member. */
function jsonWriter(out: Answer, indent: number): MemberWriter {
	const pad = ' '.repeat(indent);
	const colon = indent ? ': ' : ':';
	let members = 0;
	const open = (key: string) => out.push((members++ === 0 ? '{' : ',') + (indent ? '\n' + pad : '') + JSON.stringify(key) + colon);
	const nested = (text: string, by: string) => (indent ? text.replaceAll('\n', '\n' + by) : text);
	return {
		value(key, value) {
			open(key);
			out.push(nested(JSON.stringify(value, null, indent), pad));
		},
		arrayStart: open,
		element(_key, value, index) {
			out.push((index === 0 ? '[' : ',') + (indent ? '\n' + pad + pad : '') + nested(JSON.stringify(value, null, indent), pad + pad));
		},
		arrayEnd(_key, count) {
			out.push(count === 0 ? '[]' : indent ? '\n' + pad + ']' : ']');
		},
		end() {
			out.push(members === 0 ? '{}' : indent ? '\n}' : '}');
		}
	};
}

/** An object of one member, its name set even when it is `__proto__`. */
function member(key: string, value: unknown): Record<string, unknown> {
	const object: Record<string, unknown> = {};
	define(object, key, value);
	return object;
}

/**
 * Every line that is not empty moved right by `prefix` (yaml leaves the empty lines of a block
 * scalar empty). Lines end at '\n' only: yaml writes U+2028 inside a plain scalar.
 */
const moved = (text: string, prefix: string) =>
	text
		.split('\n')
		.map((line) => (line ? prefix + line : line))
		.join('\n');

/**
 * An object as convert.ts's writeYaml lays it out in block style, member by member: each member
 * written by the same call as an object of one, an array's items by the same call as an array
 * of one, moved right as yaml moves a list under its name.
 */
function yamlWriter(out: Answer, indent: number): MemberWriter {
	const block = { version: '1.1' as const, indent, lineWidth: 0, aliasDuplicateObjects: false };
	let members = 0;
	// The name's line(s) and the items' indentation, from a list of one plain item under the name.
	let head = '';
	let prefix = '';
	return {
		value(key, value) {
			members++;
			out.push(stringifyYaml(member(key, value), block));
		},
		arrayStart(key) {
			members++;
			const text = stringifyYaml(member(key, ['x']), block);
			const match = /\n( *)- x\n$/.exec(text);
			// A name written another way (an explicit `? ` key): read whole.
			if (!match) throw new Whole();
			head = text.slice(0, match.index + 1);
			prefix = match[1];
		},
		element(key, value, index) {
			if (index === 0) out.push(head);
			out.push(moved(stringifyYaml([value], block), prefix));
		},
		arrayEnd(key, count) {
			if (count === 0) out.push(stringifyYaml(member(key, []), block));
		},
		end() {
			if (members === 0) out.push('{}');
		}
	};
}

/**
 * Converts a JSON text that is an object into `write`, member by member, calling `written` with
 * the share of the text read; answers `whole` (see above) with whatever was written to be thrown away.
 * @throws ConvertError as convertText throws it
 */
export function convertJsonObjectLarge(text: string, from: 'json' | 'auto', to: 'json' | 'yaml', indent: number, write: (piece: string) => void, written: (share: number) => void = () => {}): 'json' | 'whole' {
	if (/[^\s\uFEFF]/.exec(text)?.[0] !== '{' || (to === 'yaml' && indent === 0)) return 'whole';
	const out = new Answer(write);
	const writer = to === 'json' ? jsonWriter(out, indent) : yamlWriter(out, indent);
	const builder = new Builder();
	const names = new Set<string>();
	let inObject = false;
	let building = 0;
	let key = '';
	let inArray = false;
	let count = 0;
	// A number JSON cannot write (1e999) is said once the whole text has been read: a syntax error later wins.
	let refused: ConvertError | null = null;
	const done = (value: unknown, at: number) => {
		written(at / text.length);
		if (refused) return;
		const path = inArray ? `/${escapeToken(key)}/${count}` : `/${escapeToken(key)}`;
		if (to === 'json') {
			try {
				checkFinite(value, path);
			} catch (error) {
				refused = error as ConvertError;
				return;
			}
		}
		if (inArray) writer.element(key, value, count++);
		else writer.value(key, value);
	};
	// Values below a member (its value, or an element of its array) are built whole: `building`
	// counts the containers open in the one being built.
	const open = (type: 'object' | 'array') => {
		building++;
		builder.open(type);
	};
	const close = (at: number) => {
		building--;
		if (builder.close()) done(builder.take(), at);
	};
	const events: JsonEvents = {
		openObject() {
			if (!inObject) inObject = true;
			else open('object');
		},
		name(name) {
			if (building) return builder.name(name);
			if (names.has(name) || isIndex(name)) throw new Whole();
			names.add(name);
			key = name;
		},
		closeObject(at) {
			if (building) return close(at);
			writer.end();
			written(at / text.length);
		},
		openArray() {
			if (building || inArray) return open('array');
			inArray = true;
			count = 0;
			if (!refused) writer.arrayStart(key);
		},
		closeArray(at) {
			if (building) return close(at);
			inArray = false;
			if (!refused) writer.arrayEnd(key, count);
			written(at / text.length);
		},
		scalar(node, at) {
			if (builder.scalar(node)) done(builder.take(), at);
		}
	};
	try {
		scanJsonText(text, events, MAX_DEPTH);
	} catch (error) {
		if (error instanceof Whole) return 'whole';
		if (!(error instanceof JsonSyntaxError)) throw error;
		// `auto` tries the other formats, on the whole text.
		if (from === 'auto') return 'whole';
		throw new ConvertError('input', errors.words('at_line_column', { line: error.line, column: error.column, reason: error.words, format: 'JSON' }));
	}
	if (refused) throw refused;
	out.flush();
	return 'json';
}
