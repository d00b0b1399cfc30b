/**
 * A dump read back to bytes slice by slice, for a dump file of any size in the app's large-input
 * worker (src/lib/run/README.md, "Large inputs"), by parse()'s rules in hexdump.ts: the same
 * style detection, the same lines, gaps filled with zeros, `*` repeating the line before. What
 * crosses a slice boundary is carried: the line not yet ended (and a UTF-8 character cut in two),
 * a hex digit waiting for its pair, the offset reached, the last line's bytes and a pending `*`.
 *
 * Two differences a stream imposes. parse() calls a text plain hex only when no line of it breaks
 * that style; a stream knows at the first line, so it reads on as plain and, if a later line
 * breaks it, reads the dump again from the start in the style parse() would then pick. And a line
 * whose offset goes back before bytes already written (xxd -r overwrites them) is refused: those
 * bytes have left.
 */
import { errors } from './errors.js';
import { CANONICAL_LINE, CANONICAL_LOOK, HexdumpError, lineStyle, PLAIN_LINE, XXD_LINE, type Style } from './hexdump.js';

export interface ByteSink {
	write(bytes: Uint8Array): void;
}

/** Each ASCII character's hex value, -1 for any other. */
const HEX_VALUE = Int8Array.from({ length: 128 }, (_, c) => {
	const value = parseInt(String.fromCharCode(c), 16);
	return Number.isNaN(value) ? -1 : value;
});

/**
 * The bytes of an xxd or hexdump -C line's hex column (what follows its offset), or null when it
 * is not one: what pairs(hexColumn(style, rest)) in hexdump.ts answers, in one pass over the
 * characters instead of splits, replaces and a parseInt a byte (three times faster on big dumps).
 */
export function columnBytes(style: Style, rest: string): number[] | null {
	const out: number[] = [];
	let half = -1;
	for (let i = 0; i < rest.length; i++) {
		const c = rest.charCodeAt(i);
		if (style === 'xxd') {
			// The column ends at two spaces; single spaces part the groups.
			if (c === 0x20) {
				if (rest.charCodeAt(i + 1) === 0x20) break;
				continue;
			}
		} else {
			// The column ends at the text's bar; any white space in it is skipped.
			if (c === 0x7c) break;
			if (c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c > 0x7f && /\s/.test(rest[i]))) continue;
		}
		const digit = c < 128 ? HEX_VALUE[c] : -1;
		if (digit < 0) return null;
		if (half < 0) half = digit;
		else {
			out.push(half * 16 + digit);
			half = -1;
		}
	}
	return half < 0 ? out : null;
}

/** Read the dump as plain hex first; a later line says it is not: read it again as `style`. */
class ReadAgain extends Error {
	constructor(readonly style: Style) {
		super('read again');
	}
}

/** Bytes gathered before they go to the sink, so a line of 16 bytes is not a write of its own. */
const BUFFER = 64 * 1024;

function lineParser(sink: ByteSink, maxBytes: number, forced: Style | null) {
	let style: Style | null = forced;
	/** The style parse() would give if the dump turns out not to be plain hex. */
	let fallback: Style | null = null;
	let written = 0;
	let buffer = new Uint8Array(BUFFER);
	let held = 0;
	let half = -1;
	let last: number[] = [];
	let repeat = false;

	const flush = () => {
		if (held) sink.write(buffer.slice(0, held));
		held = 0;
	};
	const byte = (value: number) => {
		if (held === BUFFER) {
			sink.write(buffer);
			buffer = new Uint8Array(BUFFER);
			held = 0;
		}
		buffer[held++] = value;
		written++;
	};
	const put = (at: number, values: number[], line: number) => {
		if (at + values.length > maxBytes) throw new HexdumpError(errors.words('too_long', { max: maxBytes }));
		if (at < written) throw new HexdumpError(errors.words('backwards', { line }));
		while (written < at) byte(0);
		for (const value of values) byte(value);
	};
	const plainLine = (line: string) => {
		// PLAIN_LINE passed: every character is a hex digit or white space (skipped).
		for (let i = 0; i < line.length; i++) {
			const digit = line.charCodeAt(i) < 128 ? HEX_VALUE[line.charCodeAt(i)] : -1;
			if (digit < 0) continue;
			if (half < 0) half = digit;
			else {
				byte(half * 16 + digit);
				half = -1;
			}
		}
	};

	return {
		line(line: string, number: number) {
			if (line.trim() === '') return;
			if (style === null) {
				// The first line: plain hex unless a later line says otherwise, as styleOf() decides.
				fallback = lineStyle(line);
				style = PLAIN_LINE.test(line) && !CANONICAL_LOOK.test(line) ? 'plain' : fallback;
				if (style === null) throw new HexdumpError(errors.words('unknown_style'));
			}
			if (style === 'plain' && forced === null && (!PLAIN_LINE.test(line) || CANONICAL_LOOK.test(line))) {
				if (fallback === null) throw new HexdumpError(errors.words('unknown_style'));
				throw new ReadAgain(fallback);
			}
			if (style === 'plain') return plainLine(line);
			const bad = () => new HexdumpError(errors.words('bad_line', { line: number, style: style === 'xxd' ? 'xxd' : 'hexdump -C' }));
			if (style === 'canonical' && line.trim() === '*') {
				repeat = true;
				return;
			}
			const match = (style === 'xxd' ? XXD_LINE : CANONICAL_LINE).exec(line);
			if (!match) throw bad();
			const at = parseInt(match[1], 16);
			if (repeat) {
				if (last.length) for (let from = written; from + last.length <= at; from += last.length) put(from, last, number);
				repeat = false;
			}
			const values = columnBytes(style, match[2] ?? '');
			if (!values) throw bad();
			if (values.length === 0) {
				// hexdump -C's last line: the length alone.
				if (at > written) put(at, [], number);
				return;
			}
			put(at, values, number);
			last = values;
		},
		end(): number {
			if (style === 'plain' && half >= 0) throw new HexdumpError(errors.words('odd_digits'));
			flush();
			return written;
		}
	};
}

/**
 * Reads a dump to bytes: `read` hands every slice of the dump's UTF-8 text to its callback, in
 * order, and may be called a second time (the dump read again in another style); `open` gives a
 * fresh sink each time. Answers how many bytes were written; throws a HexdumpError as parse() does.
 */
export async function parseDumpStream(read: (take: (bytes: Uint8Array) => void) => Promise<unknown>, open: () => ByteSink, maxBytes: number): Promise<number> {
	let forced: Style | null = null;
	for (;;) {
		const parser = lineParser(open(), maxBytes, forced);
		const decoder = new TextDecoder();
		let pending = '';
		let number = 0;
		const text = (piece: string) => {
			const lines = (pending + piece).split('\n');
			pending = lines.pop()!;
			for (const line of lines) parser.line(line.endsWith('\r') ? line.slice(0, -1) : line, ++number);
		};
		try {
			await read((bytes) => text(decoder.decode(bytes, { stream: true })));
			text(decoder.decode());
			parser.line(pending, ++number);
			return parser.end();
		} catch (err) {
			if (!(err instanceof ReadAgain)) throw err;
			forced = err.style;
		}
	}
}
