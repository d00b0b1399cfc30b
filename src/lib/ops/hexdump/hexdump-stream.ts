/**
 * The hexdump operation's dumps written slice by slice, for a file of any size in the app's
 * large-input worker (src/lib/run/README.md, "Large inputs"): each slice's whole lines are
 * written as ASCII bytes at once, and what crosses a slice boundary is carried — the bytes of a
 * line not yet full, the offset, and for hexdump -C the last line shown and whether a `*` already
 * stands for its repeats. The text is byte for byte what dump() in hexdump.ts writes for the
 * same bytes (hexdump-stream.test.ts cuts inputs everywhere), written into byte arrays rather
 * than strings because a 256 MiB file makes over a gigabyte of dump.
 */
import type { Style } from './hexdump.js';

export interface DumpStream {
	/** The dump of the whole lines completed by `bytes`. */
	push(bytes: Uint8Array): Uint8Array;
	/** The last line (and hexdump -C's closing length). */
	end(): Uint8Array;
}

const DIGITS = Uint8Array.from('0123456789abcdef', (c) => c.charCodeAt(0));
const SPACE = 0x20;
const NEWLINE = 0x0a;
const BAR = 0x7c;
/** xxd and hexdump -C show 0x20-0x7e as themselves and every other byte as a dot. */
const CHAR = Uint8Array.from({ length: 256 }, (_, i) => (i >= 0x20 && i <= 0x7e ? i : 0x2e));

/** Writes `n` in hex, at least 8 digits (as %08lx), at `o`; answers the next position. */
function offset(out: Uint8Array, o: number, n: number): number {
	let digits = 8;
	while (n >= 16 ** digits) digits++;
	for (let d = digits - 1; d >= 0; d--) {
		out[o + d] = DIGITS[n % 16];
		n = Math.floor(n / 16);
	}
	return o + digits;
}

/** The most an offset takes (digits past 8 only beyond 4 GiB). */
const OFFSET_MAX = 16;

/**
 * A dump of lines of `width` bytes: the full ones written as they come, the rest carried.
 * `line(out, o, bytes, from, to, at)` writes one line and answers where it ended; `most` is the
 * most bytes a line takes.
 */
function lines(width: number, most: number, line: (out: Uint8Array, o: number, bytes: Uint8Array, from: number, to: number, at: number) => number, close: (out: Uint8Array, o: number, at: number) => number = (_, o) => o): DumpStream {
	const carry = new Uint8Array(width);
	let carried = 0;
	let at = 0;
	return {
		push(chunk) {
			const total = carried + chunk.length;
			const out = new Uint8Array(Math.floor(total / width) * most);
			let o = 0;
			let i = 0;
			if (carried) {
				// The line begun in the slice before, completed from this one.
				const need = width - carried;
				if (chunk.length < need) {
					carry.set(chunk, carried);
					carried += chunk.length;
					return out;
				}
				carry.set(chunk.subarray(0, need), carried);
				o = line(out, o, carry, 0, width, at);
				at += width;
				i = need;
				carried = 0;
			}
			for (; i + width <= chunk.length; i += width, at += width) o = line(out, o, chunk, i, i + width, at);
			carry.set(chunk.subarray(i), 0);
			carried = chunk.length - i;
			return out.subarray(0, o);
		},
		end() {
			const out = new Uint8Array(2 * most);
			let o = carried ? line(out, 0, carry, 0, carried, at) : 0;
			at += carried;
			carried = 0;
			o = close(out, o, at);
			return out.subarray(0, o);
		}
	};
}

/** `xxd -c width`: offset, the hex in groups of 2 bytes padded to a full line's, two spaces, the text. */
function xxd(width: number): DumpStream {
	const hexWidth = width * 2 + Math.ceil(width / 2) - 1;
	return lines(width, OFFSET_MAX + 2 + hexWidth + 2 + width + 1, (out, o, bytes, from, to, at) => {
		o = offset(out, o, at);
		out[o++] = 0x3a;
		out[o++] = SPACE;
		const hexEnd = o + hexWidth;
		for (let i = from; i < to; i++) {
			if (i > from && (i - from) % 2 === 0) out[o++] = SPACE;
			out[o++] = DIGITS[bytes[i] >> 4];
			out[o++] = DIGITS[bytes[i] & 15];
		}
		while (o < hexEnd + 2) out[o++] = SPACE;
		for (let i = from; i < to; i++) out[o++] = CHAR[bytes[i]];
		out[o++] = NEWLINE;
		return o;
	});
}

/** `xxd -p -c width`: hex digits only. */
function plain(width: number): DumpStream {
	return lines(width, width * 2 + 1, (out, o, bytes, from, to) => {
		for (let i = from; i < to; i++) {
			out[o++] = DIGITS[bytes[i] >> 4];
			out[o++] = DIGITS[bytes[i] & 15];
		}
		out[o++] = NEWLINE;
		return o;
	});
}

/**
 * `hexdump -C`: 16 bytes a line in two halves, the text between bars; a full line equal to the
 * last one shown is written once as `*` (carried across slices), and the length closes the dump.
 */
function canonical(): DumpStream {
	const previous = new Uint8Array(16);
	let shown = false;
	let squeezed = false;
	const same = (bytes: Uint8Array, from: number) => {
		for (let i = 0; i < 16; i++) if (bytes[from + i] !== previous[i]) return false;
		return true;
	};
	return lines(
		16,
		OFFSET_MAX + 2 + 49 + 2 + 16 + 2,
		(out, o, bytes, from, to, at) => {
			const full = to - from === 16;
			if (full && shown && same(bytes, from)) {
				if (!squeezed) {
					out[o++] = 0x2a;
					out[o++] = NEWLINE;
				}
				squeezed = true;
				return o;
			}
			o = offset(out, o, at);
			out[o++] = SPACE;
			out[o++] = SPACE;
			for (let i = 0; i < 16; i++) {
				if (from + i < to) {
					out[o++] = DIGITS[bytes[from + i] >> 4];
					out[o++] = DIGITS[bytes[from + i] & 15];
				} else {
					out[o++] = SPACE;
					out[o++] = SPACE;
				}
				out[o++] = SPACE;
				if (i === 7) out[o++] = SPACE;
			}
			out[o++] = SPACE;
			out[o++] = BAR;
			for (let i = from; i < to; i++) out[o++] = CHAR[bytes[i]];
			out[o++] = BAR;
			out[o++] = NEWLINE;
			if (full) previous.set(bytes.subarray(from, to));
			shown = full;
			squeezed = false;
			return o;
		},
		(out, o, at) => {
			if (at === 0) return o;
			o = offset(out, o, at);
			out[o++] = NEWLINE;
			return o;
		}
	);
}

/** The dump of a stream of bytes in `style`, `width` bytes a line (hexdump -C: always 16). */
export function dumpStream(style: Style, width: number): DumpStream {
	if (style === 'canonical') return canonical();
	return style === 'plain' ? plain(width) : xxd(width);
}
