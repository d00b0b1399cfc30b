/**
 * Hex dumps as xxd, `hexdump -C` and `xxd -p` write them, byte for byte, and back to bytes
 * from any of the three (what `xxd -r` and `xxd -r -p` read). Plain functions: no zod, no I/O.
 */
import { WordedError } from '../../engine/words.js';
import { errors } from './errors.js';

export type Style = 'xxd' | 'canonical' | 'plain';

/** A dump text that is none of the three styles, or a line that breaks its style. */
export class HexdumpError extends WordedError {}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** xxd and hexdump -C show 0x20-0x7e as themselves and every other byte as a dot. */
const CHAR = Array.from({ length: 256 }, (_, i) => (i >= 0x20 && i <= 0x7e ? String.fromCharCode(i) : '.'));

const offset8 = (n: number) => n.toString(16).padStart(8, '0');

function ascii(bytes: Uint8Array, from: number, to: number): string {
	let out = '';
	for (let i = from; i < to; i++) out += CHAR[bytes[i]];
	return out;
}

/** `xxd -c width` (groups of 2 bytes): the hex column padded to a full line's, two spaces, the text. */
function xxd(bytes: Uint8Array, width: number): string {
	const hexWidth = width * 2 + Math.ceil(width / 2) - 1;
	const lines: string[] = [];
	for (let at = 0; at < bytes.length; at += width) {
		const end = Math.min(at + width, bytes.length);
		let hex = '';
		for (let i = at; i < end; i++) hex += (i > at && (i - at) % 2 === 0 ? ' ' : '') + HEX[bytes[i]];
		lines.push(`${offset8(at)}: ${hex.padEnd(hexWidth)}  ${ascii(bytes, at, end)}\n`);
	}
	return lines.join('');
}

/**
 * `hexdump -C`: 16 bytes a line in two halves, the text between bars, a line equal to the one
 * before shown once as `*` (hexdump squeezes repeats unless -v), and the length on a last line.
 */
function canonical(bytes: Uint8Array): string {
	const lines: string[] = [];
	let previous = '';
	let squeezed = false;
	for (let at = 0; at < bytes.length; at += 16) {
		const end = Math.min(at + 16, bytes.length);
		let hex = '';
		for (let i = 0; i < 16; i++) hex += (at + i < end ? HEX[bytes[at + i]] + ' ' : '   ') + (i === 7 ? ' ' : '');
		const body = `${hex} |${ascii(bytes, at, end)}|`;
		if (end - at === 16 && body === previous) {
			if (!squeezed) lines.push('*\n');
			squeezed = true;
			continue;
		}
		lines.push(`${offset8(at)}  ${body}\n`);
		previous = body;
		squeezed = false;
	}
	if (bytes.length) lines.push(`${offset8(bytes.length)}\n`);
	return lines.join('');
}

/** `xxd -p -c width`: hex digits only, `width` bytes a line. */
function plain(bytes: Uint8Array, width: number): string {
	const lines: string[] = [];
	for (let at = 0; at < bytes.length; at += width) {
		let hex = '';
		for (let i = at; i < Math.min(at + width, bytes.length); i++) hex += HEX[bytes[i]];
		lines.push(hex + '\n');
	}
	return lines.join('');
}

/** The dump of `bytes` in `style`; `width` bytes a line (xxd and plain; hexdump -C is always 16). */
export function dump(bytes: Uint8Array, style: Style, width: number): string {
	if (style === 'canonical') return canonical(bytes);
	return style === 'plain' ? plain(bytes, width) : xxd(bytes, width);
}

export const PLAIN_LINE = /^[0-9a-fA-F\s]*$/;
export const XXD_LINE = /^([0-9a-fA-F]+):\s?(.*)$/;
export const CANONICAL_LINE = /^([0-9a-fA-F]{7,})(?:\s+(.*))?$/;
/** A hexdump -C line, which is all hex digits and spaces too: never read as plain hex. */
export const CANONICAL_LOOK = /^[0-9a-fA-F]{7,}\s+[0-9a-fA-F]{2}\s/;

/** Which style a dump is written in, from its lines; null when none. */
export function styleOf(text: string): Style | null {
	const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
	if (lines.every((line) => PLAIN_LINE.test(line)) && !lines.some((line) => CANONICAL_LOOK.test(line))) return 'plain';
	return lineStyle(lines[0]);
}

/** The style a dump that is not plain hex is in, from its first line. */
export function lineStyle(first: string): Style | null {
	if (XXD_LINE.test(first)) return 'xxd';
	if (CANONICAL_LINE.test(first)) return 'canonical';
	return null;
}

/** The hex column of an xxd or hexdump -C line (what follows its offset). */
export function hexColumn(style: Style, rest: string): string {
	// The hex column ends at two spaces (xxd) or at the text between bars (hexdump -C).
	return style === 'xxd' ? rest.split('  ')[0] : rest.split('|')[0].replace(/\s+/g, ' ').trim();
}

/** Hex pairs of a line's hex column (digits and single spaces), or null when it is not one. */
export function pairs(hex: string): number[] | null {
	const digits = hex.replace(/ /g, '');
	if (!/^[0-9a-fA-F]*$/.test(digits) || digits.length % 2) return null;
	const out: number[] = [];
	for (let i = 0; i < digits.length; i += 2) out.push(parseInt(digits.slice(i, i + 2), 16));
	return out;
}

/**
 * The bytes of a dump in any of the three styles. Each xxd or hexdump -C line is placed at its
 * offset (a gap is zeros, as `xxd -r` fills it); a `*` repeats the line before up to the next offset.
 */
export function parse(text: string, maxBytes: number): Uint8Array {
	const style = styleOf(text);
	if (!style) throw new HexdumpError(errors.words('unknown_style'));
	if (style === 'plain') {
		const digits = text.replace(/\s+/g, '');
		if (digits.length % 2) throw new HexdumpError(errors.words('odd_digits'));
		return Uint8Array.from({ length: digits.length / 2 }, (_, i) => parseInt(digits.slice(i * 2, i * 2 + 2), 16));
	}
	const out: number[] = [];
	const put = (at: number, values: number[]) => {
		if (at + values.length > maxBytes) throw new HexdumpError(errors.words('too_long', { max: maxBytes }));
		while (out.length < at) out.push(0);
		values.forEach((value, i) => (out[at + i] = value));
	};
	let last: number[] = [];
	let repeat = false;
	text.split(/\r?\n/).forEach((line, index) => {
		if (line.trim() === '') return;
		const bad = () => new HexdumpError(errors.words('bad_line', { line: index + 1, style: style === 'xxd' ? 'xxd' : 'hexdump -C' }));
		if (style === 'canonical' && line.trim() === '*') {
			repeat = true;
			return;
		}
		const match = (style === 'xxd' ? XXD_LINE : CANONICAL_LINE).exec(line);
		if (!match) throw bad();
		const at = parseInt(match[1], 16);
		if (repeat) {
			// A `*` before any line of bytes has nothing to repeat.
			if (last.length) for (let from = out.length; from + last.length <= at; from += last.length) put(from, last);
			repeat = false;
		}
		const values = pairs(hexColumn(style, match[2] ?? ''));
		if (!values) throw bad();
		if (values.length === 0) {
			// hexdump -C's last line: the length alone.
			if (at > out.length) put(at, []);
			return;
		}
		put(at, values);
		last = values;
	});
	return Uint8Array.from(out);
}
