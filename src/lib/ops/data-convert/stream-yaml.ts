/**
 * A YAML document that is a block sequence at the left margin (`- item` lines), read item by item
 * from text that arrives in pieces (a file in the app's worker, src/lib/run/README.md, "Large
 * inputs"). Each item's lines are cut out where the next `-` at the margin starts, and read by the
 * same reader as the whole text (read.ts's parseYaml and yamlValue, as a sequence of one item), so
 * the values, and the error with its line and column, are the ones convertText gives. What makes
 * one item's meaning depend on another (an anchor or an alias) or is not one such sequence
 * (directives, a second document, a mapping, indented or flow sequences, lone CR line breaks)
 * is answered NotASequence, and the text is read whole instead.
 */
import { isAlias, isSeq, visit, type Document } from 'yaml';
import { checkDepth, parseYaml, yamlValue } from './read.js';

/** The text is not a sequence read item by item (see above): it is read whole instead. */
export class NotASequence extends Error {}

/** An item starts with `-` at the margin followed by white space or the line's end. */
const ITEM = /^-(?:[ \t]|$)/;
/** Lines that continue an item: indented, blank or a comment. */
const CONTINUES = /^(?:[ \t#]|$)/;
/** The document start marker alone (or with a comment) on the first line. */
const START = /^---(?:[ \t]+(?:#.*)?)?$/;

/** Whether the document holds an anchor or an alias, which would tie an item to another. */
function tied(doc: Document.Parsed): boolean {
	let found = false;
	visit(doc, {
		Node(_, node) {
			if (isAlias(node) || node.anchor) {
				found = true;
				return visit.BREAK;
			}
		}
	});
	return found;
}

/**
 * Reads the sequence from `pieces`, calling `item` with each item's value (as convertText reads
 * it) and its index, in order.
 * @throws NotASequence when the text is not such a sequence (possibly after some items); ConvertError
 *   naming `input` where convertText would fail
 */
export async function readYamlSequenceStream(pieces: AsyncIterable<string>, item: (value: unknown, index: number) => void): Promise<void> {
	let lineNumber = 0;
	let started = false;
	let lines: string[] = [];
	let firstLine = 0;
	let index = 0;
	const finish = () => {
		if (!lines.length) return;
		const doc = parseYaml(lines.join(''), firstLine);
		if (tied(doc) || !isSeq(doc.contents) || doc.contents.items.length !== 1 || doc.contents.flow) throw new NotASequence();
		const value = yamlValue(doc) as unknown[];
		checkDepth(value);
		item(value[0], index++);
		lines = [];
	};
	/** One line of the text, with its line feed when it has one (an item's text is its lines as they came). */
	const take = (raw: string) => {
		lineNumber++;
		const line = raw.replace(/\r?\n$/, '').replace(/\r$/, '');
		if (line.includes('\r')) throw new NotASequence();
		if (ITEM.test(line)) {
			finish();
			firstLine = lineNumber;
			lines.push(raw);
		} else if (lines.length) {
			if (!CONTINUES.test(line)) throw new NotASequence();
			lines.push(raw);
		} else if (START.test(line) && !started) started = true;
		// Before the first item: blank lines, comments and the start marker, which need no reading.
		else if (!/^[ \t]*(?:#.*)?$/.test(line)) throw new NotASequence();
	};
	let rest = '';
	for await (const piece of pieces) {
		// The search starts in the new piece: a long line is not scanned again for each piece.
		let end = piece.indexOf('\n');
		if (end >= 0) end += rest.length;
		rest += piece;
		let start = 0;
		for (; end >= 0; end = rest.indexOf('\n', start)) {
			take(rest.slice(start, end + 1));
			start = end + 1;
		}
		rest = rest.slice(start);
	}
	if (rest) take(rest);
	finish();
	if (index === 0) throw new NotASequence();
}
