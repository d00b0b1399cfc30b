/**
 * Text in and out of legacy character sets: no zod, no I/O. Decoding uses the platform's TextDecoder
 * (the WHATWG Encoding Standard, the same in Node and in the browser worker) where it has the charset,
 * and the glibc tables of tables.ts for cp437, EBCDIC cp037 and strict windows-1252. Encoding inverts
 * the same decoders: the double-byte tables are read off TextDecoder once, on first use.
 */
import { TABLES } from './tables.js';

export const CHARSETS = ['utf-8', 'utf-16le', 'utf-16be', 'latin1', 'windows-1252', 'iso-8859-15', 'shift_jis', 'euc-jp', 'gbk', 'big5', 'koi8-r', 'cp437', 'ebcdic-cp037'] as const;
export type Charset = (typeof CHARSETS)[number];

/** The first byte that is not valid in the charset (`offset`), or the first character it cannot write (`index`, in code points). */
export class CharsetError extends Error {
	constructor(
		readonly kind: 'decode' | 'encode',
		readonly position: number,
		readonly what: string
	) {
		super(`${kind} at ${position}`);
	}
}

const DOUBLE_BYTE = new Set<Charset>(['shift_jis', 'euc-jp', 'gbk', 'big5']);
const FROM_DECODER = new Set<Charset>(['iso-8859-15', 'koi8-r']);
const NONE = 0xffff;

/** The 256-character table of a single-byte charset (U+FFFF where a byte means nothing). */
const singleTables = new Map<Charset, string>();
function singleTable(charset: Charset): string | undefined {
	if (charset in TABLES) return TABLES[charset];
	if (!FROM_DECODER.has(charset)) return undefined;
	let table = singleTables.get(charset);
	if (!table) {
		table = new TextDecoder(charset).decode(Uint8Array.from({ length: 256 }, (_, i) => i));
		singleTables.set(charset, table);
	}
	return table;
}

const hexByte = (b: number) => `0x${b.toString(16).padStart(2, '0')}`;

/** Where a fatal TextDecoder stops on `bytes`: the offset of the first byte of the first invalid sequence. */
function firstInvalid(bytes: Uint8Array, label: string): number {
	const completes = (n: number) => {
		try {
			new TextDecoder(label, { fatal: true }).decode(bytes.subarray(0, n));
			return true;
		} catch {
			return false;
		}
	};
	const streamFails = (n: number) => {
		try {
			new TextDecoder(label, { fatal: true }).decode(bytes.subarray(0, n), { stream: true });
			return false;
		} catch {
			return true;
		}
	};
	// The shortest prefix whose decoding fails as it streams (none: only the end is incomplete).
	let lo = 1;
	let hi = bytes.length;
	let end = bytes.length + 1;
	while (lo <= hi) {
		const mid = (lo + hi) >> 1;
		if (streamFails(mid)) {
			end = mid;
			hi = mid - 1;
		} else lo = mid + 1;
	}
	// The bad sequence starts after the longest prefix that decodes completely (a sequence is at most 4 bytes).
	for (let k = Math.min(end, bytes.length) - 1; k >= 0; k--) if (completes(k)) return k;
	return 0;
}

/** The text `bytes` stand for in `charset`; a CharsetError at the first invalid byte. */
export function decodeText(bytes: Uint8Array, charset: Charset): string {
	if (charset === 'latin1') {
		let out = '';
		for (let at = 0; at < bytes.length; at += 8192) out += String.fromCharCode(...bytes.subarray(at, at + 8192));
		return out;
	}
	const table = TABLES[charset];
	if (table) {
		let out = '';
		for (let i = 0; i < bytes.length; i++) {
			const c = table.charCodeAt(bytes[i]);
			if (c === NONE) throw new CharsetError('decode', i, hexByte(bytes[i]));
			out += table[bytes[i]];
		}
		return out;
	}
	try {
		// ignoreBOM: a byte order mark is a character of the text, as Python's utf-8 and utf-16-le/-be codecs keep it.
		return new TextDecoder(charset, { fatal: true, ignoreBOM: true }).decode(bytes);
	} catch {
		const at = firstInvalid(bytes, charset);
		throw new CharsetError('decode', at, hexByte(bytes[at] ?? 0));
	}
}

/** Code point → bytes (one or two, packed as lead << 8 | trail) of a double-byte charset, read off its decoder. */
const encoders = new Map<Charset, Map<number, number>>();
function doubleByteEncoder(charset: Charset): Map<number, number> {
	let map = encoders.get(charset);
	if (map) return map;
	map = new Map();
	const decoder = new TextDecoder(charset);
	for (let b = 0x80; b <= 0xff; b++) {
		const single = decoder.decode(Uint8Array.of(b));
		if (single.length === 1 && single !== '\ufffd') map.set(single.charCodeAt(0), b);
	}
	// Big5's last pointers for these (WHATWG Encoding Standard, "index Big5 pointer").
	const bigLast = new Set([0x2550, 0x255e, 0x2561, 0x256a, 0x5341, 0x5345]);
	for (let lead = 0x81; lead <= 0xfe; lead++) {
		// Encoders leave out Shift_JIS's NEC-selected IBM duplicates (0xED, 0xEE) and Big5's HKSCS rows below 0xA1, as WHATWG's do.
		if ((charset === 'shift_jis' && (lead === 0xed || lead === 0xee)) || (charset === 'big5' && lead < 0xa1)) continue;
		if (charset === 'euc-jp' && lead === 0x8f) continue;
		// Each pair followed by a line feed: a pair that is not a character decodes to U+FFFD (and its trail, if ASCII).
		const buffer = new Uint8Array(0xbf * 3);
		for (let trail = 0x40; trail <= 0xfe; trail++) buffer.set([lead, trail, 0x0a], (trail - 0x40) * 3);
		const parts = decoder.decode(buffer).split('\n');
		for (let trail = 0x40; trail <= 0xfe; trail++) {
			const part = parts[trail - 0x40];
			const cp = part.codePointAt(0)!;
			if (part === '\ufffd' || part.length !== String.fromCodePoint(cp).length || part.length === 0) continue;
			if (!map.has(cp) || (charset === 'big5' && bigLast.has(cp))) map.set(cp, (lead << 8) | trail);
		}
	}
	encoders.set(charset, map);
	return map;
}

const describeChar = (cp: number) => `"${String.fromCodePoint(cp)}" (U+${cp.toString(16).toUpperCase().padStart(4, '0')})`;

/** `text` written in `charset`; a CharsetError at the first character (code point index) it has no bytes for. */
export function encodeText(text: string, charset: Charset): Uint8Array {
	const out: number[] = [];
	let index = 0;
	const fail = (cp: number): never => {
		throw new CharsetError('encode', index, describeChar(cp));
	};
	const single = singleTable(charset);
	let inverse: Map<number, number> | undefined;
	if (single) {
		inverse = new Map();
		for (let b = 255; b >= 0; b--) if (single.charCodeAt(b) !== NONE) inverse.set(single.charCodeAt(b), b);
	}
	const double = DOUBLE_BYTE.has(charset) ? doubleByteEncoder(charset) : undefined;
	for (const ch of text) {
		const cp = ch.codePointAt(0)!;
		const surrogate = cp >= 0xd800 && cp <= 0xdfff;
		switch (charset) {
			case 'utf-8':
				if (surrogate) fail(cp);
				if (cp < 0x80) out.push(cp);
				else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
				else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
				else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
				break;
			case 'utf-16le':
			case 'utf-16be':
				if (surrogate) fail(cp);
				for (let i = 0; i < ch.length; i++) {
					const unit = ch.charCodeAt(i);
					if (charset === 'utf-16le') out.push(unit & 0xff, unit >> 8);
					else out.push(unit >> 8, unit & 0xff);
				}
				break;
			case 'latin1':
				if (cp > 0xff) fail(cp);
				out.push(cp);
				break;
			default:
				if (inverse) {
					const b = inverse.get(cp);
					if (b === undefined) fail(cp);
					out.push(b!);
				} else {
					const packed = cp < 0x80 ? cp : double!.get(cp);
					if (packed === undefined) fail(cp);
					if (packed! > 0xff) out.push(packed! >> 8, packed! & 0xff);
					else out.push(packed!);
				}
		}
		index++;
	}
	return Uint8Array.from(out);
}
