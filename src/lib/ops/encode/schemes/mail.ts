/**
 * The mail encodings: quoted-printable (RFC 2045 section 6.7, byte for byte what Python's
 * `quopri.encodestring` writes) and uuencode (what Python's `uu.encode` writes: `begin 644
 * data.bin`, lines of 45 bytes, an empty line and `end`).
 */
import { EncodingError } from '../bytes.js';
import { errors } from '../errors.js';

const HEX = '0123456789ABCDEF';
const MAX_LINE = 76;

/** Quoted-printable of bytes, as CPython's binascii.b2a_qp(istext=True) writes it (line ends CRLF when the first one is). */
export function qpEncode(data: Uint8Array): string {
	const lf = data.indexOf(10);
	const eol = lf > 0 && data[lf - 1] === 13 ? '\r\n' : '\n';
	const out: string[] = [];
	let line = 0;
	const escape = (b: number) => '=' + HEX[b >> 4] + HEX[b & 15];
	for (let i = 0; i < data.length; ) {
		const b = data[i];
		const last = i + 1 === data.length;
		const next = data[i + 1];
		const mustEscape =
			b > 126 || b === 61 || (b === 46 && line === 0 && (last || next === 10 || next === 13 || next === 0)) || ((b === 9 || b === 32) && last) || (b < 33 && b !== 13 && b !== 10 && b !== 9 && b !== 32);
		if (mustEscape) {
			if (line + 3 >= MAX_LINE) {
				out.push('=' + eol);
				line = 0;
			}
			out.push(escape(b));
			i++;
			line += 3;
		} else if (b === 10 || (b === 13 && next === 10)) {
			line = 0;
			// Whitespace at a line's end would be lost in transport: it is written as =09 or =20.
			const prev = out.at(-1);
			if (prev === ' ' || prev === '\t') out[out.length - 1] = escape(prev.charCodeAt(0));
			out.push(eol);
			i += b === 13 ? 2 : 1;
		} else {
			if (!last && next !== 10 && line + 1 >= MAX_LINE) {
				out.push('=' + eol);
				line = 0;
			}
			line++;
			out.push(String.fromCharCode(b));
			i++;
		}
	}
	return out.join('');
}

/** Quoted-printable text back to bytes: =XX (any case), soft line breaks (= at a line's end); a stray = → not quoted-printable. */
export function qpDecode(text: string): Uint8Array {
	const out: number[] = [];
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c > 255) throw new EncodingError(errors.words('not_in_scheme', { scheme: 'quoted-printable' }));
		if (c !== 61) {
			out.push(c);
			continue;
		}
		const hex = text.slice(i + 1, i + 3);
		if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
			out.push(parseInt(hex, 16));
			i += 2;
			continue;
		}
		const soft = /^[ \t]*(\r\n|\n|$)/.exec(text.slice(i + 1, i + 200));
		if (!soft) throw new EncodingError(errors.words('not_in_scheme', { scheme: 'quoted-printable' }));
		i += soft[0].length;
	}
	return Uint8Array.from(out);
}

const uuChar = (v: number) => String.fromCharCode(32 + v);

/** One uuencoded line of up to 45 bytes (a zero digit written as a space, as Python's b2a_uu without backtick). */
function uuLine(bytes: Uint8Array): string {
	let line = uuChar(bytes.length);
	for (let i = 0; i < bytes.length; i += 3) {
		const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
		line += uuChar(n >> 18) + uuChar((n >> 12) & 63) + uuChar((n >> 6) & 63) + uuChar(n & 63);
	}
	return line + '\n';
}

export function uuEncode(bytes: Uint8Array): string {
	let out = 'begin 644 data.bin\n';
	for (let i = 0; i < bytes.length; i += 45) out += uuLine(bytes.subarray(i, i + 45));
	return out + uuLine(new Uint8Array(0)) + 'end\n';
}

/** A uuencoded file (its begin line optional, any mode and name; digits as spaces or backticks; a line cut short read as if its missing digits were spaces, as Python's a2b_uu does) back to bytes. */
export function uuDecode(text: string): Uint8Array {
	const bad = () => new EncodingError(errors.words('not_in_scheme', { scheme: 'uuencode' }));
	const lines = text.split(/\r?\n/);
	let i = 0;
	while (i < lines.length && lines[i].trim() === '') i++;
	if (/^begin\s/.test(lines[i] ?? '')) i++;
	const out: number[] = [];
	for (; i < lines.length; i++) {
		const line = lines[i];
		if (line.trim() === 'end') break;
		if (line === '') continue;
		const value = (c: string | undefined) => {
			const code = c === undefined ? 32 : c.charCodeAt(0);
			if (code < 32 || code > 96) throw bad();
			return (code - 32) & 63;
		};
		const count = value(line[0]);
		if (count === 0) continue;
		for (let k = 0, p = 1; k < count; k += 3, p += 4) {
			const n = (value(line[p]) << 18) | (value(line[p + 1]) << 12) | (value(line[p + 2]) << 6) | value(line[p + 3]);
			out.push(n >> 16, (n >> 8) & 255, n & 255);
		}
		out.length -= Math.ceil(count / 3) * 3 - count;
	}
	return Uint8Array.from(out);
}
