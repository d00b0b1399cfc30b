/**
 * JSON format for large inputs without the tree (src/lib/run/README.md, "Large inputs"): the text
 * is read by the same reader as the API's (`scanJsonText`) and each value is written out as it is
 * read, laid out exactly as `writeJson` lays out the tree, so the worker holds the text and a
 * megabyte of answer at a time instead of the text, its tree and the whole answer.
 */
import { scanJsonText } from '../_shared/json-text.js';

/**
 * A name given twice in one object. The tree keeps the first one's place and the last one's
 * value (as JSON.parse and the API do), which a writer that has already written the first cannot:
 * the caller formats such a text through the tree instead.
 */
export class DuplicateNameError extends Error {}

/** Pieces are handed on once this many characters have gathered. */
const PIECE_CHARS = 1 << 20;

/**
 * Writes `text` re-indented by `indent` ('' minifies) to `write`, in pieces of about a megabyte:
 * the same characters as writeJson(parseJsonText(text), indent).
 * @throws JsonSyntaxError where parseJsonText would; DuplicateNameError (see above)
 */
export function reindentJson(text: string, indent: string, write: (piece: string) => void): void {
	const colon = indent ? ': ' : ':';
	// The containers open around the value being written: how many values each has had, and an
	// object's names so far.
	const open: { count: number; names?: Set<string> }[] = [];
	const pads = [''];
	const pad = (depth: number): string => (pads[depth] ??= pad(depth - 1) + indent);
	let pieces: string[] = [];
	let gathered = 0;
	const push = (piece: string) => {
		pieces.push(piece);
		gathered += piece.length;
		if (gathered >= PIECE_CHARS) flush();
	};
	const flush = () => {
		if (pieces.length) write(pieces.join(''));
		pieces = [];
		gathered = 0;
	};
	/** An array's comma and line before each item; an object's come with the name. */
	const beforeValue = () => {
		const parent = open.at(-1);
		if (!parent || parent.names) return;
		if (parent.count++ > 0) push(',');
		if (indent) push('\n' + pad(open.length));
	};
	const close = (bracket: string) => {
		const { count } = open.pop()!;
		if (count > 0 && indent) push('\n' + pad(open.length));
		push(bracket);
	};

	scanJsonText(text, {
		openObject() {
			beforeValue();
			push('{');
			open.push({ count: 0, names: new Set() });
		},
		name(name) {
			const object = open.at(-1)!;
			if (object.names!.has(name)) throw new DuplicateNameError(name);
			object.names!.add(name);
			if (object.count++ > 0) push(',');
			if (indent) push('\n' + pad(open.length));
			push(JSON.stringify(name) + colon);
		},
		closeObject: () => close('}'),
		openArray() {
			beforeValue();
			push('[');
			open.push({ count: 0 });
		},
		closeArray: () => close(']'),
		scalar(node) {
			beforeValue();
			push(node.type === 'string' ? JSON.stringify(node.value) : node.raw);
		}
	});
	flush();
}
