/**
 * CyberChef's Scan for Embedded Files and Extract Files: every place in the bytes where a known
 * file signature starts, and where the formats' own headers tell it, where that file ends (PNG's
 * IEND chunk, JPEG's EOI marker, GIF's trailer, ZIP's end of central directory, a gzip member's
 * DEFLATE stream and trailer, PDF's %%EOF, and sizes written in the header: BMP, RIFF, 7z, ELF,
 * PE, SQLite). A signature inside a file already found is part of it and is not listed again.
 */
import { deflateEnd } from './deflate-end.js';

export interface Found {
	offset: number;
	/** Bytes of the file from `offset`, or null when the format's end cannot be told (not carved). */
	length: number | null;
	mime: string;
	extension: string;
	description: string;
}

type Ender = (b: Uint8Array, at: number, budget: { bits: number }) => number | null;

interface Signature {
	magic: number[];
	/** Where the magic sits from the file's start (tar's "ustar" is at 257). */
	skew?: number;
	mime: string;
	extension: string;
	description: string;
	/** Where the file ends (exclusive), or null when it cannot be told or the header is not the format's. */
	end: Ender | null;
	/** A further look at the header, for short signatures that occur by chance (MZ, BM). */
	check?: (b: Uint8Array, at: number) => boolean;
}

const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u32le = (b: Uint8Array, i: number) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)) + b[i + 3] * 0x1000000;
const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u32be = (b: Uint8Array, i: number) => b[i] * 0x1000000 + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const u64le = (b: Uint8Array, i: number) => u32le(b, i) + u32le(b, i + 4) * 0x100000000;
const within = (b: Uint8Array, end: number) => (end <= b.length ? end : null);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

function indexOf(b: Uint8Array, needle: number[], from: number): number {
	outer: for (let i = from; i <= b.length - needle.length; i++) {
		for (let j = 0; j < needle.length; j++) if (b[i + j] !== needle[j]) continue outer;
		return i;
	}
	return -1;
}

/** PNG: chunks (length, type, data, CRC) up to and including IEND. */
const pngEnd: Ender = (b, at) => {
	for (let i = at + 8; i + 12 <= b.length; ) {
		const next = i + 12 + u32be(b, i);
		if (b[i + 4] === 0x49 && b[i + 5] === 0x45 && b[i + 6] === 0x4e && b[i + 7] === 0x44) return within(b, next);
		i = next;
	}
	return null;
};

/** JPEG: segments by their lengths up to SOS, then the entropy-coded data up to the EOI marker. */
const jpegEnd: Ender = (b, at) => {
	let i = at + 2;
	while (i + 2 <= b.length) {
		if (b[i] !== 0xff) return null;
		const marker = b[i + 1];
		if (marker === 0xd9) return i + 2;
		if (marker === 0xff) {
			i++;
			continue;
		}
		if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
			i += 2;
			continue;
		}
		if (i + 4 > b.length) return null;
		i += 2 + u16be(b, i + 2);
		if (marker === 0xda) {
			// Entropy-coded data: 0xff is followed by 0x00 (stuffing) or a restart marker there.
			while (i + 1 < b.length && !(b[i] === 0xff && b[i + 1] !== 0x00 && (b[i + 1] < 0xd0 || b[i + 1] > 0xd7))) i++;
		}
	}
	return null;
};

/** GIF: header, colour table, then extension and image blocks (each a run of sub-blocks) up to the trailer. */
const gifEnd: Ender = (b, at) => {
	let i = at + 13;
	if (i > b.length) return null;
	if (b[at + 10] & 0x80) i += 3 << ((b[at + 10] & 7) + 1);
	const subBlocks = () => {
		while (i < b.length && b[i] !== 0) i += b[i] + 1;
		i++;
	};
	while (i < b.length) {
		const kind = b[i];
		if (kind === 0x3b) return i + 1;
		if (kind === 0x21) {
			i += 2;
			subBlocks();
		} else if (kind === 0x2c) {
			if (i + 10 > b.length) return null;
			const flags = b[i + 9];
			i += 10;
			if (flags & 0x80) i += 3 << ((flags & 7) + 1);
			i++; // LZW minimum code size
			subBlocks();
		} else return null;
	}
	return null;
};

/** ZIP: the end of central directory record (22 bytes and its comment) after the local headers. */
const zipEnd: Ender = (b, at) => {
	const eocd = indexOf(b, [0x50, 0x4b, 0x05, 0x06], at);
	return eocd < 0 || eocd + 22 > b.length ? null : within(b, eocd + 22 + u16le(b, eocd + 20));
};

/** gzip: the header (and its optional fields), the DEFLATE stream, then CRC-32 and size (8 bytes). */
const gzipEnd: Ender = (b, at, budget) => {
	const flags = b[at + 3];
	let i = at + 10;
	if (flags & 4) i += 2 + u16le(b, i);
	if (flags & 8) i = indexOf(b, [0], i) + 1;
	if (flags & 16) i = indexOf(b, [0], i) + 1;
	if (flags & 2) i += 2;
	if (i <= at || i > b.length) return null;
	const end = deflateEnd(b, i, budget);
	return end === null ? null : within(b, end + 8);
};

/** PDF: the last %%EOF (and its line end) before the next PDF header, so incremental updates stay in. */
const pdfEnd: Ender = (b, at) => {
	const next = indexOf(b, ascii('%PDF-'), at + 5);
	const limit = next < 0 ? b.length : next;
	let end = -1;
	for (let i = indexOf(b, ascii('%%EOF'), at); i >= 0 && i < limit; i = indexOf(b, ascii('%%EOF'), i + 5)) end = i + 5;
	if (end < 0) return null;
	if (b[end] === 0x0d) end++;
	if (b[end] === 0x0a) end++;
	return end;
};

const elfEnd: Ender = (b, at) => {
	if (at + 64 > b.length) return null;
	const wide = b[at + 4] === 2;
	const little = b[at + 5] === 1;
	const u16 = (i: number) => (little ? u16le(b, at + i) : u16be(b, at + i));
	const u32 = (i: number) => (little ? u32le(b, at + i) : u32be(b, at + i));
	const u64 = (i: number) => (little ? u64le(b, at + i) : u32be(b, at + i) * 0x100000000 + u32be(b, at + i + 4));
	// The section header table is the last thing a linker writes.
	const shoff = wide ? u64(0x28) : u32(0x20);
	const shentsize = u16(wide ? 0x3a : 0x2e);
	const shnum = u16(wide ? 0x3c : 0x30);
	const headerSize = u16(wide ? 0x34 : 0x28);
	const end = Math.max(headerSize, shoff + shentsize * shnum);
	return within(b, at + end);
};

/** PE: the end of the last section's raw data (an overlay after it is not counted). */
const peCheck = (b: Uint8Array, at: number) => {
	if (at + 0x40 > b.length) return false;
	const pe = at + u32le(b, at + 0x3c);
	return pe + 24 <= b.length && b[pe] === 0x50 && b[pe + 1] === 0x45 && b[pe + 2] === 0 && b[pe + 3] === 0;
};
const peEnd: Ender = (b, at) => {
	const pe = at + u32le(b, at + 0x3c);
	const sections = u16le(b, pe + 6);
	const table = pe + 24 + u16le(b, pe + 20);
	let end = u32le(b, pe + 24 + 60); // SizeOfHeaders, in the optional header of PE32 and PE32+
	for (let s = 0; s < sections; s++) {
		const row = table + s * 40;
		if (row + 40 > b.length) return null;
		end = Math.max(end, u32le(b, row + 20) + u32le(b, row + 16));
	}
	return within(b, at + end);
};

const bmpCheck = (b: Uint8Array, at: number) => at + 26 <= b.length && u32le(b, at + 6) === 0 && u32le(b, at + 2) >= 26 && [12, 40, 52, 56, 64, 108, 124].includes(u32le(b, at + 14));
const sqliteEnd: Ender = (b, at) => {
	const size = u16be(b, at + 16);
	return within(b, at + (size === 1 ? 65536 : size) * u32be(b, at + 28));
};

export const SIGNATURES: Signature[] = [
	{ magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], mime: 'image/png', extension: 'png', description: 'PNG image', end: pngEnd },
	{ magic: [0xff, 0xd8, 0xff], mime: 'image/jpeg', extension: 'jpg', description: 'JPEG image', end: jpegEnd },
	{ magic: ascii('GIF87a'), mime: 'image/gif', extension: 'gif', description: 'GIF image', end: gifEnd },
	{ magic: ascii('GIF89a'), mime: 'image/gif', extension: 'gif', description: 'GIF image', end: gifEnd },
	{ magic: ascii('BM'), mime: 'image/bmp', extension: 'bmp', description: 'BMP image', end: (b, at) => within(b, at + u32le(b, at + 2)), check: bmpCheck },
	{ magic: ascii('RIFF'), mime: 'application/x-riff', extension: 'riff', description: 'RIFF data (WAVE, WebP, AVI)', end: (b, at) => within(b, at + 8 + u32le(b, at + 4)) },
	{ magic: ascii('%PDF-'), mime: 'application/pdf', extension: 'pdf', description: 'PDF document', end: pdfEnd },
	{ magic: [0x50, 0x4b, 0x03, 0x04], mime: 'application/zip', extension: 'zip', description: 'Zip archive', end: zipEnd },
	{ magic: [0x1f, 0x8b, 0x08], mime: 'application/gzip', extension: 'gz', description: 'gzip compressed data', end: gzipEnd },
	{ magic: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], mime: 'application/x-7z-compressed', extension: '7z', description: '7-zip archive', end: (b, at) => within(b, at + 32 + u64le(b, at + 12) + u64le(b, at + 20)) },
	{ magic: ascii('BZh'), mime: 'application/x-bzip2', extension: 'bz2', description: 'bzip2 compressed data', end: null, check: (b, at) => b[at + 3] >= 0x31 && b[at + 3] <= 0x39 && b[at + 4] === 0x31 && b[at + 5] === 0x41 },
	{ magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], mime: 'application/x-xz', extension: 'xz', description: 'XZ compressed data', end: null },
	{ magic: ascii('ustar'), skew: 257, mime: 'application/x-tar', extension: 'tar', description: 'tar archive', end: null },
	{ magic: [0x7f, 0x45, 0x4c, 0x46], mime: 'application/x-executable', extension: 'elf', description: 'ELF executable', end: elfEnd, check: (b, at) => (b[at + 4] === 1 || b[at + 4] === 2) && (b[at + 5] === 1 || b[at + 5] === 2) },
	{ magic: ascii('MZ'), mime: 'application/vnd.microsoft.portable-executable', extension: 'exe', description: 'PE executable (Windows)', end: peEnd, check: peCheck },
	{ magic: ascii('SQLite format 3\0'), mime: 'application/vnd.sqlite3', extension: 'sqlite', description: 'SQLite 3 database', end: sqliteEnd },
	{ magic: [0x00, 0x61, 0x73, 0x6d], mime: 'application/wasm', extension: 'wasm', description: 'WebAssembly module', end: null },
	{ magic: ascii('OggS'), mime: 'audio/ogg', extension: 'ogg', description: 'Ogg data', end: null },
	{ magic: ascii('ID3'), mime: 'audio/mpeg', extension: 'mp3', description: 'MP3 audio with an ID3v2 tag', end: null }
];

/** Bit reads the DEFLATE walks of one scan may make in all (gzip members): tens of milliseconds. */
export const DEFLATE_BUDGET = 8 * 1024 * 1024;

/**
 * Every signature from the start of the bytes on, in order of offset; a signature that falls inside
 * a file already found (with a known end) is skipped. Stops after `max` finds (`more` says so).
 */
export function scan(bytes: Uint8Array, max: number): { found: Found[]; more: boolean } {
	const found: Found[] = [];
	const budget = { bits: DEFLATE_BUDGET };
	const byFirst = new Map<number, Signature[]>();
	for (const s of SIGNATURES) byFirst.set(s.magic[0], [...(byFirst.get(s.magic[0]) ?? []), s]);
	let coveredTo = 0;
	for (let i = 0; i < bytes.length; i++) {
		const candidates = byFirst.get(bytes[i]);
		if (!candidates) continue;
		for (const s of candidates) {
			const at = i - (s.skew ?? 0);
			if (at < coveredTo || at < 0 || i + s.magic.length > bytes.length) continue;
			if (!s.magic.every((m, j) => bytes[i + j] === m) || (s.check && !s.check(bytes, at))) continue;
			if (found.length === max) return { found: found.sort((a, b) => a.offset - b.offset), more: true };
			const end = s.end ? s.end(bytes, at, budget) : null;
			const length = end !== null && end > at ? end - at : null;
			found.push({ offset: at, length, mime: s.mime, extension: s.extension, description: s.description });
			if (length !== null) coveredTo = at + length;
			break;
		}
	}
	found.sort((a, b) => a.offset - b.offset);
	return { found, more: false };
}
