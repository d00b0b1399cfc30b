/**
 * CyberChef's Caret/M-decode (with its inverse, `cat -v`), Convert Leet Speak's "From" direction and
 * Unicode Text Format: plain one-pass functions, no zod, no I/O.
 */

const utf8 = new TextEncoder();

/** One byte as `cat -v` shows it: controls as ^X, DEL as ^?, bytes from 0x80 as M- and the same again; tab and line feed as they are. */
function caretByte(byte: number): string {
	let prefix = '';
	let low = byte;
	if (low >= 0x80) {
		prefix = 'M-';
		low -= 0x80;
	}
	if (low === 0x7f) return prefix + '^?';
	if (low < 0x20 && !(prefix === '' && (low === 9 || low === 10))) return prefix + '^' + String.fromCharCode(low + 0x40);
	return prefix + String.fromCharCode(low);
}

/** The text's UTF-8 bytes in `cat -v` notation (GNU coreutils: -v shows every non-printing byte but tab and line feed). */
export function caretEncode(text: string): string {
	let out = '';
	for (const byte of utf8.encode(text)) out += caretByte(byte);
	return out;
}

/**
 * Caret and M- notation back to bytes, as CyberChef's Caret/M-decode reads it: M-^X (X from @ to _)
 * is X + 64 and M-^? 0xFF; M-X (space to ~) X + 128; ^X (X from @ to ~) X − 64 and ^? 0x7F.
 * The longest reading wins, so M-^M-_ is 0x8D, "-", "_" there and here. Other characters are their
 * UTF-8 bytes (CyberChef keeps a code unit's low byte). Two differences, both on text cat -v
 * never writes: a ^ or M that starts no notation is kept and the next character is read afresh (CyberChef
 * copies it as it is, so "M^A" stays "M^A" there), and a trailing M, M- or ^ is kept (CyberChef drops it).
 */
export function caretDecode(text: string): Uint8Array {
	const bytes: number[] = [];
	const code = (at: number) => (at < text.length ? text.charCodeAt(at) : -1);
	for (let i = 0; i < text.length; i++) {
		const ch = text.charCodeAt(i);
		if (ch === 0x4d && code(i + 1) === 0x2d) {
			const next = code(i + 2);
			const after = code(i + 3);
			if (next === 0x5e && after >= 0x40 && after <= 0x5f) {
				bytes.push(after + 64);
				i += 3;
				continue;
			}
			if (next === 0x5e && after === 0x3f) {
				bytes.push(0xff);
				i += 3;
				continue;
			}
			if (next >= 0x20 && next <= 0x7e) {
				bytes.push(next + 128);
				i += 2;
				continue;
			}
		}
		if (ch === 0x5e) {
			const next = code(i + 1);
			if (next >= 0x40 && next <= 0x7e) {
				bytes.push(next - 64);
				i += 1;
				continue;
			}
			if (next === 0x3f) {
				bytes.push(0x7f);
				i += 1;
				continue;
			}
		}
		if (ch < 0x80) bytes.push(ch);
		else {
			const cp = text.codePointAt(i)!;
			for (const byte of utf8.encode(String.fromCodePoint(cp))) bytes.push(byte);
			if (cp > 0xffff) i++;
		}
	}
	return Uint8Array.from(bytes);
}

/** CyberChef's fromLeetMap (4 a, 3 e, 1 i, 0 o, 5 s, 7 t): digits become lower-case letters, the rest stays (so H3LL0 → HeLLo, as its test says). */
const FROM_LEET: Record<string, string> = { '4': 'a', '3': 'e', '1': 'i', '0': 'o', '5': 's', '7': 't' };
export const leetDecode = (text: string) => text.replace(/[431057]/g, (digit) => FROM_LEET[digit]);

export interface FormatOptions {
	underline: boolean;
	strikethrough: boolean;
}

const STRIKE = '\u0336';
const UNDERLINE = '\u0332';

/**
 * CyberChef's Unicode Text Format: after each character, U+0336 (long stroke overlay) for
 * strike-through, then U+0332 (low line) for underline. By character, where CyberChef goes by
 * UTF-8 byte and so cuts é in two; line breaks get no mark (it would sit at the start of the next line).
 */
export function unicodeFormat(text: string, { underline, strikethrough }: FormatOptions): string {
	const marks = (strikethrough ? STRIKE : '') + (underline ? UNDERLINE : '');
	if (!marks) return text;
	return text.replace(/[^\r\n]/gu, (ch) => ch + marks);
}
