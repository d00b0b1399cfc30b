/**
 * XML to JSON for a file in the app's worker (src/lib/run/README.md, "Large inputs") without the
 * document's tree: a large XML file is nearly always one root element around many records, and
 * it is the whole tree of those records (17-78× the text, read.ts's reader) that does not fit.
 *
 * The text is checked whole by the same validator as the API's (checkXml: fast-xml-parser's
 * XMLValidator, which holds a stack of names, not a tree), so a broken file fails with the same
 * words, line and column. Then the root's children are found by a scan that only counts tags,
 * and each child is read alone by fast-xml-parser with the converter's options and written by
 * JSON.stringify, in the layout the whole document would have: the root's children grouped by
 * name in the order each name first comes, a name that comes more than once as an array, then
 * the root's attributes. Memory: the text, its validation, 8 bytes per child of the root and one
 * child's tree. A document whose shape the library would treat otherwise (text or CDATA beside
 * the root's children, no child, a DOCTYPE, more than one root, deep nesting, a name the library
 * refuses) is answered `whole`: the caller reads it as before (convertText, within its lower limit).
 */
import { XMLParser } from 'fast-xml-parser';
import { checkXml, ConvertError, XML_OPTIONS } from './read.js';

/** Pieces are handed on once this many characters have gathered. */
const PIECE_CHARS = 1 << 20;

/**
 * Deepest element nesting read this way: an element level is at most two JSON levels (an object,
 * an array), so the values stay well within the reader's MAX_DEPTH, which convertText checks.
 */
const MAX_ELEMENT_DEPTH = 100;

/** Offsets in a growing Uint32Array: the text is at most a few hundred MiB. */
class Offsets {
	#items = new Uint32Array(1024);
	length = 0;
	push(value: number): void {
		if (this.length === this.#items.length) {
			const grown = new Uint32Array(this.#items.length * 2);
			grown.set(this.#items);
			this.#items = grown;
		}
		this.#items[this.length++] = value;
	}
	at(index: number): number {
		return this.#items[index];
	}
}

/** Where each child element of the root starts and ends, grouped by name, names in first-seen order. */
interface Outline {
	root: string;
	/**
	 * The document without the root's children: read by the library, it says whether the library
	 * reads the rest (its parser fails on a few things its validator passes) and gives the root's
	 * attributes.
	 */
	skeleton: string;
	groups: Map<string, Offsets>;
}

const NAME = /[^\s/>]+/y;

/** The offset past the `>` of the tag that starts at `at`, skipping quoted attribute values. */
function tagEnd(text: string, at: number): number {
	for (let i = at; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c === 0x22 || c === 0x27) {
			i = text.indexOf(String.fromCharCode(c), i + 1);
			if (i < 0) return -1;
		} else if (c === 0x3e) return i + 1;
	}
	return -1;
}

/** The offset past the end of `open` at `at` (`<!--` … `-->` and the like), or -1. */
function skipPast(text: string, at: number, close: string): number {
	const i = text.indexOf(close, at);
	return i < 0 ? -1 : i + close.length;
}

/**
 * The root and its children, or null when the document is not one this reader writes as the
 * library would (see the module's comment). The text has passed checkXml.
 */
function outline(text: string): Outline | null {
	let pos = 0;
	let depth = 0;
	let root: string | undefined;
	const skeleton: string[] = [];
	let kept = 0;
	let child = '';
	const groups = new Map<string, Offsets>();
	while (pos < text.length) {
		const lt = text.indexOf('<', pos);
		// Text beside the root's children becomes "#text"; around the root, it is not XML.
		if (depth <= 1 && text.slice(pos, lt < 0 ? text.length : lt).trim() !== '') return null;
		if (lt < 0) break;
		if (text.startsWith('<!--', lt)) pos = skipPast(text, lt + 4, '-->');
		else if (text.startsWith('<?', lt)) pos = skipPast(text, lt + 2, '?>');
		else if (text.startsWith('<![CDATA[', lt)) {
			if (depth <= 1) return null;
			pos = skipPast(text, lt + 9, ']]>');
		} else if (text.startsWith('<!', lt)) return null; // a DOCTYPE: the library reads it
		else if (text[lt + 1] === '/') {
			pos = tagEnd(text, lt);
			depth--;
			if (depth === 1) {
				groups.get(child)!.push(pos);
				kept = pos;
			}
		} else {
			NAME.lastIndex = lt + 1;
			const name = NAME.exec(text)?.[0] ?? '';
			pos = tagEnd(text, lt);
			if (pos < 0) return null;
			const empty = text[pos - 2] === '/';
			if (depth === 0) {
				if (root !== undefined || empty) return null;
				root = name;
			} else if (depth === 1) {
				child = name;
				let offsets = groups.get(name);
				if (!offsets) groups.set(name, (offsets = new Offsets()));
				offsets.push(lt);
				skeleton.push(text.slice(kept, lt));
				if (empty) {
					offsets.push(pos);
					kept = pos;
				}
			}
			if (!empty) depth++;
			if (depth > MAX_ELEMENT_DEPTH) return null;
		}
		if (pos < 0) return null;
	}
	if (root === undefined || depth !== 0 || groups.size === 0) return null;
	skeleton.push(text.slice(kept));
	return { root, skeleton: skeleton.join(''), groups };
}

/**
 * Converts the XML document `text` to JSON indented by `indent`, as convertText(text, from,
 * 'json', indent) would, writing it to `write` in pieces of about a mebibyte; `from` is `xml` or
 * `auto` (which reads a text starting with `<` as XML when XML reads it). Answers `whole` when
 * this reader does not take the document (something may already have been written: the caller
 * starts a fresh answer). `progress` hears the share of the root's children written, now and then.
 * @throws ConvertError for XML that is not well formed (from `xml`), as convertText would
 */
export function convertXmlLarge(text: string, from: 'xml' | 'auto', indent: number, write: (piece: string) => void, progress: (share: number) => void = () => {}): 'xml' | 'whole' {
	if (from === 'auto' && /[^\s\uFEFF]/.exec(text)?.[0] !== '<') return 'whole';
	try {
		checkXml(text);
	} catch (error) {
		// From `auto`, a text that is not XML may be another format; a library's own failure is the whole reader's to say.
		if (from === 'xml' && error instanceof ConvertError) throw error;
		return 'whole';
	}
	const shape = outline(text);
	if (!shape) return 'whole';
	const parser = new XMLParser(XML_OPTIONS);
	/** An element read alone: the value the whole document's tree has under its name. */
	const read = (xml: string, name: string): unknown => (parser.parse(xml) as Record<string, unknown>)[name];
	let attributes: Record<string, unknown> = {};
	try {
		const rest = parser.parse(shape.skeleton) as Record<string, unknown>;
		const root = rest[shape.root];
		if (Object.keys(rest).length !== 1 || (root !== '' && (!root || typeof root !== 'object' || Object.keys(root).some((key) => !key.startsWith('@'))))) return 'whole';
		if (root) attributes = root as Record<string, unknown>;
	} catch {
		return 'whole';
	}

	const colon = indent ? ': ' : ':';
	const line = (level: number) => (indent ? '\n' + ' '.repeat(indent * level) : '');
	/** JSON.stringify's layout for a value `level` levels in. */
	const json = (value: unknown, level: number) => {
		const written = JSON.stringify(value, null, indent);
		return indent ? written.replace(/\n/g, line(level)) : written;
	};
	let pieces: string[] = [];
	let gathered = 0;
	const out = (piece: string) => {
		pieces.push(piece);
		gathered += piece.length;
		if (gathered >= PIECE_CHARS) {
			write(pieces.join(''));
			pieces = [];
			gathered = 0;
		}
	};

	out('{' + line(1) + JSON.stringify(shape.root) + colon + '{');
	let members = 0;
	let written = 0;
	const children = [...shape.groups.values()].reduce((sum, offsets) => sum + offsets.length / 2, 0);
	const member = (name: string) => out((members++ > 0 ? ',' : '') + line(2) + JSON.stringify(name) + colon);
	for (const [name, offsets] of shape.groups) {
		const count = offsets.length / 2;
		const element = (i: number, level: number) => {
			let value: unknown;
			try {
				value = read(text.slice(offsets.at(2 * i), offsets.at(2 * i + 1)), name);
			} catch {
				throw new WholeAfterAll();
			}
			out(json(value, level));
			if (++written % 1024 === 0) progress(written / children);
		};
		try {
			member(name);
			if (count === 1) element(0, 2);
			else {
				out('[');
				for (let i = 0; i < count; i++) {
					out((i > 0 ? ',' : '') + line(3));
					element(i, 3);
				}
				out(line(2) + ']');
			}
		} catch (error) {
			if (error instanceof WholeAfterAll) return 'whole';
			throw error;
		}
	}
	for (const [name, value] of Object.entries(attributes)) {
		member(name);
		out(json(value, 2));
	}
	out(line(1) + '}' + line(0) + '}');
	if (pieces.length) write(pieces.join(''));
	return 'xml';
}

/** A child the library refuses on its own (a reserved name): the whole reader says why. */
class WholeAfterAll extends Error {}
