/**
 * JSON format with sorted keys (or names given twice) for large inputs, without the tree
 * (src/lib/run/README.md, "Large inputs"). An object's members must all be read before the first
 * is written, so each object keeps its members as (name, formatted value text) pairs, nested
 * objects formatted bottom-up, and writes them in order when it closes: memory is the text being
 * held, not a tree of nodes.
 *
 * The outermost open object can still hold most of the document (`{"data": [ …100 MB… ]}`). So
 * once more than HELD_CHARS are held, that object keeps only each member's name and where its
 * value starts in the text, and formats the value from the text again when it writes it (the
 * same rule applies inside, so a value holding a large value is read once more per such level).
 * The text is read first by the operation's own reader (`scanJsonText`), so it fails where the
 * API fails, with the same words, line and column.
 */
import { MAX_DEPTH, scanJsonText, type JsonEvents } from '../_shared/json-text.js';

/** Pieces are handed on once this many characters have gathered. */
const PIECE_CHARS = 1 << 20;

/** Characters of formatted text held before the outermost object keeps offsets instead. */
export const HELD_CHARS = 1 << 22;

/** What a held member costs beyond its characters (its name, array slots), counted as characters. */
const MEMBER_COST = 16;

interface Frame {
	object: boolean;
	/** Arrays: values so far. */
	count: number;
	/** A held array's text so far; an object's current member's value text. */
	parts: string[];
	/** Objects: the members' names, in the text's order, and their values' text or start offsets. */
	names: string[];
	texts: string[] | undefined;
	starts: number[];
	/** The name of the member being read and where its value starts. */
	name: string;
	start: number;
}

/**
 * The order an object's members are written in, as indexes into `names`: sorted by UTF-16 code
 * units, or in the text's order; a name given twice is written once, with its last value, in its
 * first place (as writeJson(parseJsonText(text)) does: a Map keeps the first place).
 */
export function memberOrder(names: string[], sortKeys: boolean): number[] {
	if (sortKeys) {
		const order = names.map((_, i) => i);
		order.sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b));
		// Equal names are adjacent, in the text's order: keep the last of each run.
		return order.filter((index, i) => i + 1 === order.length || names[order[i + 1]] !== names[index]);
	}
	const slot = new Map<string, number>();
	const order: number[] = [];
	names.forEach((name, i) => {
		const at = slot.get(name);
		if (at === undefined) {
			slot.set(name, order.length);
			order.push(i);
		} else order[at] = i;
	});
	return order;
}

/**
 * Writes `text` formatted by `indent` ('' minifies) to `write`, in pieces of about a megabyte: the
 * same characters as writeJson(parseJsonText(text), indent, sortKeys), names given twice included.
 * @throws JsonSyntaxError where parseJsonText would
 */
export function formatHeld(text: string, indent: string, sortKeys: boolean, write: (piece: string) => void, heldChars = HELD_CHARS): void {
	const colon = indent ? ': ' : ':';
	const pads = [''];
	const pad = (depth: number): string => (pads[depth] ??= pad(depth - 1) + indent);
	let pieces: string[] = [];
	let gathered = 0;
	const out = (piece: string) => {
		pieces.push(piece);
		gathered += piece.length;
		if (gathered >= PIECE_CHARS) flush();
	};
	const flush = () => {
		if (pieces.length) write(pieces.join(''));
		pieces = [];
		gathered = 0;
	};

	/** Reads the value at `from` (the whole text when undefined), `depth` levels in, and writes it. */
	const pass = (from: number | undefined, depth: number): void => {
		const stack: Frame[] = [];
		// How many objects are open: below the first, everything is written as it comes; from it
		// on, held until that object closes.
		let objects = 0;
		let outer: Frame | undefined;
		let held = 0;
		// Inside a member of `outer` kept as an offset: the containers open in its value.
		let skipping = -1;

		/** Where the value being read goes: a held container's text, or out. */
		const put = (piece: string) => {
			const top = stack.at(-1);
			if (top && (top.object || objects > 0)) {
				top.parts.push(piece);
				held += piece.length;
			} else out(piece);
		};
		const newFrame = (object: boolean): Frame => ({ object, count: 0, parts: [], names: [], texts: object ? [] : undefined, starts: [], name: '', start: 0 });
		/** An array's comma and line before each item; an object's come when it is written. */
		const beforeValue = () => {
			const parent = stack.at(-1);
			if (!parent || parent.object) return;
			if (parent.count++ > 0) put(',');
			if (indent) put('\n' + pad(depth + stack.length));
		};
		/** The value of the top object's current member is complete in its parts. */
		const endMember = () => {
			const object = stack.at(-1);
			if (!object?.object) return;
			object.names.push(object.name);
			object.starts.push(object.start);
			const value = object.parts.join('');
			object.parts = [];
			if (object.texts) object.texts.push(value);
			else held -= value.length; // `outer` keeping offsets: the text is dropped
			held += object.name.length + MEMBER_COST;
		};
		/** Writes an object's members, `level` being the object's depth, through `into`. */
		const members = (object: Frame, level: number, into: (piece: string) => void) => {
			const order = memberOrder(object.names, sortKeys);
			if (order.length === 0) return into('{}');
			into('{');
			order.forEach((index, i) => {
				if (i > 0) into(',');
				if (indent) into('\n' + pad(level + 1));
				into(JSON.stringify(object.names[index]) + colon);
				if (object.texts) into(object.texts[index]);
				else pass(object.starts[index], level + 1);
			});
			if (indent) into('\n' + pad(level));
			into('}');
		};
		/** Past the limit: the outermost object drops its members' text and the member being read. */
		const checkHeld = () => {
			if (held <= heldChars || !outer?.texts) return;
			outer.texts = undefined;
			// The containers open in the member being read (none between members) are left unread.
			const open = stack.length - 1 - stack.indexOf(outer);
			if (open > 0) skipping = open;
			for (const frame of stack.splice(stack.length - open)) if (frame.object) objects--;
			outer.parts = [];
			held = outer.names.reduce((sum, name) => sum + name.length + MEMBER_COST, 0);
		};
		/** The member of `outer` kept as an offset has been read to its end. */
		const endSkipped = () => {
			skipping = -1;
			endMember();
		};
		const open = (object: boolean) => {
			if (skipping >= 0) return void skipping++;
			beforeValue();
			const frame = newFrame(object);
			if (object) {
				if (objects++ === 0) outer = frame;
			} else if (objects === 0) out('[');
			else {
				frame.parts.push('[');
				held++;
			}
			stack.push(frame);
		};
		const close = (object: boolean) => {
			if (skipping >= 0) {
				if (--skipping === 0) endSkipped();
				return;
			}
			const frame = stack.pop()!;
			const level = depth + stack.length;
			if (object) {
				if (--objects === 0) {
					outer = undefined;
					held = 0;
					members(frame, level, out);
				} else {
					const text: string[] = [];
					members(frame, level, (piece) => text.push(piece));
					held -= frame.names.reduce((sum, name) => sum + name.length + MEMBER_COST, 0) + frame.texts!.reduce((sum, value) => sum + value.length, 0);
					put(text.join(''));
				}
			} else {
				const closing = (frame.count > 0 && indent ? '\n' + pad(level) : '') + ']';
				if (objects === 0) out(closing);
				else {
					const body = frame.parts.join('');
					held -= body.length;
					put(body + closing);
				}
			}
			endMember();
			checkHeld();
		};
		const events: JsonEvents = {
			openObject: () => open(true),
			openArray: () => open(false),
			closeObject: () => close(true),
			closeArray: () => close(false),
			name(name, at) {
				const object = stack.at(-1)!;
				if (skipping >= 0) return;
				object.name = name;
				object.start = at;
				if (object === outer && !object.texts) skipping = 0;
			},
			scalar(node) {
				if (skipping > 0) return;
				if (skipping === 0) return endSkipped();
				beforeValue();
				put(node.type === 'string' ? JSON.stringify(node.value) : node.raw);
				endMember();
				checkHeld();
			}
		};
		// A value read again was read whole before: no depth limit can be passed inside it.
		scanJsonText(text, events, from === undefined ? MAX_DEPTH : Infinity, from);
	};
	pass(undefined, 0);
	flush();
}
