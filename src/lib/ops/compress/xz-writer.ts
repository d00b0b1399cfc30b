import { Lzma2Encoder } from 'lzma1';
import { crc32 } from '../hash/crc32.js';

/*
 * An .xz writer (the xz file format 1.1.0: stream header and footer, section 2.1; one block, 3;
 * the index, 4) around lzma1's LZMA encoder, whose data is cut into LZMA2 chunks by our patch of
 * lzma1 (patches/lzma1+0.3.0.patch: each chunk its own range coder, no end marker). What it
 * writes, and why:
 * - One stream, check CRC64 (what `xz` and Python's lzma write by default), one block with the
 *   LZMA2 filter alone, no sizes in the block header (so the input can arrive in pieces), none
 *   for empty input (as `xz` writes it: the index lists no block).
 * - LZMA2 chunks of at most 2 MiB of input and 64 KiB of output (the format's limits). The
 *   encoder cuts a chunk at about 48 KiB out (it checks every 4 KiB of input, so a chunk can pass
 *   the mark by what those encode to); a chunk that did not shrink, or passed 64 KiB, is written
 *   as uncompressed chunks of 64 KiB instead, and the next LZMA chunk resets the state, as the
 *   decoder requires (the encoder's state had moved on over data the decoder copied).
 * - The data comes in segments (SEGMENT at a time; compress-large.ts streams a file so); each starts a new encoder,
 *   and its first chunk resets the dictionary, so memory stays one segment and one match finder.
 */

const STREAM_MAGIC = [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00];
const FOOTER_MAGIC = [0x59, 0x5a];
/** Stream flags: check type 4, CRC64. */
const FLAGS = [0x00, 0x04];
const FILTER_LZMA2 = 0x21;
/** lc 3, lp 0, pb 2, what lzma1 always encodes with: (pb × 5 + lp) × 9 + lc. */
const LZMA_PROPS = 0x5d;

const MAX_CHUNK_PACKED = 0x10000;
const MAX_CHUNK_UNPACKED = 0x200000;
const MAX_STORED_CHUNK = 0x10000;
/** Where the encoder ends a chunk, leaving room for the 4 KiB of input it encodes between looks. */
const CUT_PACKED = MAX_CHUNK_PACKED - 0x4000;
const CUT_UNPACKED = MAX_CHUNK_UNPACKED - 0x2000;

/** Input a streamed compression encodes with one encoder (and one dictionary). */
export const SEGMENT = 8 * 1024 * 1024;
/**
 * The largest dictionary: 4 MiB, lzma1's mode 6, whose match finder holds about 50 MB; larger ones
 * (modes 7–9) grow it past what a worker should hold.
 */
const MAX_DICTIONARY_LOG = 22;

/** CRC-64/XZ (ECMA-182 reflected, 0xC96C5795D7870F42), in two 32-bit halves: BigInt is slow. */
const CRC64_LO = new Uint32Array(256);
const CRC64_HI = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
	let lo = n;
	let hi = 0;
	for (let k = 0; k < 8; k++) {
		const carry = lo & 1;
		lo = ((lo >>> 1) | (hi << 31)) >>> 0;
		hi = hi >>> 1;
		if (carry) {
			lo = (lo ^ 0xd7870f42) >>> 0;
			hi = (hi ^ 0xc96c5795) >>> 0;
		}
	}
	CRC64_LO[n] = lo;
	CRC64_HI[n] = hi;
}

class Crc64 {
	private lo = 0xffffffff;
	private hi = 0xffffffff;
	update(bytes: Uint8Array) {
		let { lo, hi } = this;
		for (let i = 0; i < bytes.length; i++) {
			const index = (lo ^ bytes[i]) & 0xff;
			lo = (CRC64_LO[index] ^ ((lo >>> 8) | (hi << 24))) >>> 0;
			hi = (CRC64_HI[index] ^ (hi >>> 8)) >>> 0;
		}
		this.lo = lo;
		this.hi = hi;
	}
	/** The check as xz stores it: 8 bytes, little-endian. */
	digest(): Uint8Array {
		const out = new Uint8Array(8);
		const view = new DataView(out.buffer);
		view.setUint32(0, ~this.lo >>> 0, true);
		view.setUint32(4, ~this.hi >>> 0, true);
		return out;
	}
}

/** CRC32 as xz stores it: 4 bytes little-endian (crc32.ts answers big-endian). */
const crc32le = (bytes: Uint8Array) => crc32(bytes).reverse();

/** A multibyte integer (format 1.2): 7 bits a byte, low first. */
function vli(value: number): number[] {
	const out: number[] = [];
	while (value >= 0x80) {
		out.push((value % 0x80) | 0x80);
		value = Math.floor(value / 0x80);
	}
	out.push(value);
	return out;
}

const padding = (size: number) => (4 - (size % 4)) % 4;

/** The dictionary (2^n bytes) a segment of `size` bytes needs at most, within the encoder's cap. */
function dictionaryLog(size: number): number {
	let log = 16;
	while (log < MAX_DICTIONARY_LOG && 2 ** log < size) log++;
	return log;
}

export interface XzOptions {
	/** 0–9, as `xz -0` … `-9`: lzma1's mode max(1, level), dictionary at most 4 MiB. */
	level: number;
	/** The input's total size, known before it arrives: it sizes the dictionary. */
	size: number;
}

/**
 * Writes an .xz stream of data pushed in pieces: `push` a segment (at most SEGMENT bytes each
 * for bounded memory; each resets the dictionary), then `end`. Every output byte goes to `write`.
 */
export class XzEncoder {
	private readonly check = new Crc64();
	private readonly mode: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
	private readonly dictLog: number;
	private blockStart = 0;
	private blockSize = 0;
	private total = 0;
	private started = false;

	constructor(
		options: XzOptions,
		private readonly write: (bytes: Uint8Array) => void
	) {
		this.mode = Math.min(9, Math.max(1, Math.round(options.level))) as XzEncoder['mode'];
		this.dictLog = dictionaryLog(Math.min(options.size, SEGMENT));
		write(streamHeader());
	}

	private emit(bytes: Uint8Array | number[]) {
		const out = bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes);
		this.blockSize += out.length;
		this.write(out);
	}

	/** Compresses one segment into the block's LZMA2 chunks. */
	push(segment: Uint8Array): void {
		if (segment.length === 0) return;
		if (!this.started) {
			this.started = true;
			const header = blockHeader(this.dictLog);
			this.blockStart = header.length;
			this.emit(header);
			this.blockSize = 0;
		}
		this.check.update(segment);
		this.total += segment.length;
		const encoder = new Lzma2Encoder(segment, this.mode, this.dictLog);
		let needDictionary = true;
		let needProps = true;
		let needState = false;
		let at = 0;
		for (let chunk = encoder.next(CUT_PACKED, CUT_UNPACKED); chunk; chunk = encoder.next(CUT_PACKED, CUT_UNPACKED)) {
			const { packed, unpacked } = chunk;
			if (packed.length <= MAX_CHUNK_PACKED && packed.length < unpacked && unpacked <= MAX_CHUNK_UNPACKED) {
				const reset = needDictionary ? 3 : needProps ? 2 : needState ? 1 : 0;
				const u = unpacked - 1;
				const p = packed.length - 1;
				const head = [0x80 | (reset << 5) | (u >>> 16), (u >>> 8) & 0xff, u & 0xff, p >>> 8, p & 0xff];
				if (reset >= 2) head.push(LZMA_PROPS);
				this.emit(head);
				this.emit(packed);
				needDictionary = needProps = needState = false;
			} else {
				for (let from = at; from < at + unpacked; from += MAX_STORED_CHUNK) {
					const piece = segment.subarray(from, Math.min(at + unpacked, from + MAX_STORED_CHUNK));
					const s = piece.length - 1;
					this.emit([needDictionary ? 0x01 : 0x02, s >>> 8, s & 0xff]);
					this.emit(piece);
					needDictionary = false;
				}
				needState = true;
				encoder.resetState();
			}
			at += unpacked;
		}
		if (at !== segment.length) throw new Error(`xz: the encoder stood for ${at} of ${segment.length} bytes`);
	}

	/** Ends the block (if any), writes the index and the stream footer. */
	end(): void {
		const records: number[] = [];
		if (this.started) {
			this.emit([0x00]);
			const unpadded = this.blockStart + this.blockSize + 8;
			this.write(new Uint8Array(padding(this.blockSize)));
			this.write(this.check.digest());
			records.push(...vli(unpadded), ...vli(this.total));
		}
		const index = [0x00, ...vli(records.length ? 1 : 0), ...records];
		index.push(...new Array(padding(index.length)).fill(0));
		const indexBytes = Uint8Array.from(index);
		this.write(indexBytes);
		this.write(crc32le(indexBytes));
		this.write(streamFooter((indexBytes.length + 4) / 4 - 1));
	}
}

function streamHeader(): Uint8Array {
	const flags = Uint8Array.from(FLAGS);
	return Uint8Array.from([...STREAM_MAGIC, ...flags, ...crc32le(flags)]);
}

function streamFooter(backwardSize: number): Uint8Array {
	const body = new Uint8Array(6);
	new DataView(body.buffer).setUint32(0, backwardSize, true);
	body.set(FLAGS, 4);
	return Uint8Array.from([...crc32le(body), ...body, ...FOOTER_MAGIC]);
}

/** Block header: one filter (LZMA2 with its dictionary byte), no sizes, padded, its CRC32. */
function blockHeader(dictLog: number): Uint8Array {
	// An LZMA2 dictionary of 2^n bytes is the byte 2 × (n − 12).
	const fields = [0x00, FILTER_LZMA2, 0x01, 2 * (dictLog - 12)];
	const size = 1 + fields.length + padding(1 + fields.length) + 4;
	const head = [size / 4 - 1, ...fields, ...new Array(padding(1 + fields.length)).fill(0)];
	return Uint8Array.from([...head, ...crc32le(Uint8Array.from(head))]);
}

/** The .xz of `data` at `level` (0–9), in one piece. */
export function xzCompress(data: Uint8Array, level: number): Uint8Array {
	const parts: Uint8Array[] = [];
	const encoder = new XzEncoder({ level, size: data.length }, (bytes) => parts.push(bytes));
	for (let at = 0; at < data.length; at += SEGMENT) encoder.push(data.subarray(at, at + SEGMENT));
	encoder.end();
	const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
	let at = 0;
	for (const part of parts) {
		out.set(part, at);
		at += part.length;
	}
	return out;
}
