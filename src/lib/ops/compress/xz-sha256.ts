import { sha256 } from '@noble/hashes/sha2.js';
import { crc32 } from '../hash/crc32.js';

/*
 * xz's SHA-256 integrity check (`xz --check=sha256`, check ID 0x0A). xz-embedded, the decoder inside
 * xz-decompress, is built without it and cannot be told to skip it, so a stream with that check is
 * rewritten, on a copy, as the same stream with check "None": stream flags set to 0 (header and
 * footer, with their CRC32s), the 32 check bytes after each block cut out and kept, and the index
 * written again with every block's unpadded size 32 smaller (its CRC32 and the footer's backward
 * size follow). xz-embedded decodes that copy and still checks what does not depend on the check
 * type: the block headers' CRC32s, the index against the decoded blocks, the LZMA2 data. Then each
 * block's output (its size read from the index) is hashed here and compared with the bytes kept.
 * The xz file format 1.1.0, sections 2.1 (stream header and footer), 3 (blocks) and 4 (index), is
 * the reference. Streams are found from the end, as xz does: footer, index, then the blocks whose
 * sizes the index lists, back to the stream header; anything that does not parse is left as it
 * was, for xz-embedded to reject with its own reason.
 */

const HEADER_MAGIC = [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00];
const CHECK_SHA256 = 0x0a;
const SHA256_SIZE = 32;

interface Block {
	/** Offset of the block header in the input. */
	start: number;
	unpadded: number;
	uncompressed: number;
}
interface Stream {
	start: number;
	end: number;
	check: number;
	blocks: Block[];
}

/** A block's SHA-256 as the stream stores it, and the size of the output it covers. */
export interface BlockCheck {
	uncompressed: number;
	/** null: the block belongs to a stream with another check, which xz-embedded verified. */
	sha256: Uint8Array | null;
}

const u32le = (data: Uint8Array, at: number) => (data[at] | (data[at + 1] << 8) | (data[at + 2] << 16) | (data[at + 3] << 24)) >>> 0;
const round4 = (n: number) => (n + 3) & ~3;

/** CRC32 as the xz format stores it: 4 bytes little-endian (crc32.ts answers big-endian). */
function crc32le(bytes: Uint8Array): Uint8Array {
	return crc32(bytes).reverse();
}
const crcOk = (data: Uint8Array, from: number, to: number, at: number) => crc32le(data.subarray(from, to)).every((byte, i) => byte === data[at + i]);

/** Reads a multibyte integer (xz format 1.2): 7 bits a byte, low first, at most 9 bytes. */
function readVli(data: Uint8Array, at: number, end: number): [number, number] | null {
	let value = 0;
	for (let i = 0; i < 9 && at + i < end; i++) {
		const byte = data[at + i];
		value += (byte & 0x7f) * 2 ** (7 * i);
		if (!(byte & 0x80)) return byte === 0 && i > 0 ? null : value > Number.MAX_SAFE_INTEGER ? null : [value, at + i + 1];
	}
	return null;
}

function writeVli(value: number, out: number[]) {
	while (value >= 0x80) {
		out.push((value % 0x80) | 0x80);
		value = Math.floor(value / 0x80);
	}
	out.push(value);
}

/** The stream that ends at `end` (stream padding already left out), or null if it does not parse. */
function streamEndingAt(data: Uint8Array, end: number): Stream | null {
	const footer = end - 12;
	if (footer < 12 || data[end - 2] !== 0x59 || data[end - 1] !== 0x5a || !crcOk(data, footer + 4, footer + 10, footer)) return null;
	const flags = data.subarray(footer + 8, footer + 10);
	const indexStart = footer - (u32le(data, footer + 4) + 1) * 4;
	if (indexStart < 12 || data[indexStart] !== 0 || !crcOk(data, indexStart, footer - 4, footer - 4)) return null;
	const read = readVli(data, indexStart + 1, footer - 4);
	if (!read) return null;
	const [count, afterCount] = read;
	let at = afterCount;
	const records: { unpadded: number; uncompressed: number }[] = [];
	for (let i = 0; i < count; i++) {
		const unpadded = readVli(data, at, footer - 4);
		const uncompressed = unpadded && readVli(data, unpadded[1], footer - 4);
		if (!unpadded || !uncompressed) return null;
		records.push({ unpadded: unpadded[0], uncompressed: uncompressed[0] });
		at = uncompressed[1];
	}
	if (round4(at) !== footer - 4) return null;
	const blocksSize = records.reduce((sum, r) => sum + round4(r.unpadded), 0);
	const start = indexStart - blocksSize - 12;
	if (start < 0 || !HEADER_MAGIC.every((byte, i) => data[start + i] === byte)) return null;
	if (data[start + 6] !== flags[0] || data[start + 7] !== flags[1] || !crcOk(data, start + 6, start + 8, start + 8)) return null;
	let blockStart = start + 12;
	const blocks = records.map((r) => {
		const block = { start: blockStart, ...r };
		blockStart += round4(r.unpadded);
		return block;
	});
	return { start, end, check: flags[1] & 0x0f, blocks };
}

/** Every stream of `data`, first to last, or null if any part does not parse. */
function streamsOf(data: Uint8Array): Stream[] | null {
	const streams: Stream[] = [];
	let end = data.length;
	while (end > 0) {
		// Stream padding: zero bytes in fours, after or between streams.
		while (end >= 4 && data[end - 1] === 0 && data[end - 2] === 0 && data[end - 3] === 0 && data[end - 4] === 0) end -= 4;
		if (end === 0) break;
		const stream = streamEndingAt(data, end);
		if (!stream) return null;
		streams.unshift(stream);
		end = stream.start;
	}
	return streams;
}

/** One stream written again with check "None", its SHA-256s moved out. */
function withoutCheck(data: Uint8Array, stream: Stream, checks: BlockCheck[]): Uint8Array[] {
	const flags = new Uint8Array([0, 0]);
	const flagsCrc = crc32le(flags);
	const parts: Uint8Array[] = [new Uint8Array([...HEADER_MAGIC, 0, 0, ...flagsCrc])];
	const index: number[] = [0];
	writeVli(stream.blocks.length, index);
	for (const block of stream.blocks) {
		const body = round4(block.unpadded) - SHA256_SIZE;
		parts.push(data.subarray(block.start, block.start + body));
		checks.push({ uncompressed: block.uncompressed, sha256: data.slice(block.start + body, block.start + body + SHA256_SIZE) });
		writeVli(block.unpadded - SHA256_SIZE, index);
		writeVli(block.uncompressed, index);
	}
	while (index.length % 4) index.push(0);
	const indexBytes = Uint8Array.from(index);
	parts.push(indexBytes, crc32le(indexBytes));
	const footer = new Uint8Array(12);
	new DataView(footer.buffer).setUint32(4, (indexBytes.length + 4) / 4 - 1, true);
	footer.set(flags, 8);
	footer.set([0x59, 0x5a], 10);
	footer.set(crc32le(footer.subarray(4, 10)), 0);
	parts.push(footer);
	return parts;
}

/**
 * When a stream of `data` has the SHA-256 check: the input with those streams rewritten to check
 * "None" and every block's stored SHA-256 in order; otherwise null (the input goes as it is).
 */
export function moveSha256Out(data: Uint8Array): { data: Uint8Array; checks: BlockCheck[] } | null {
	const streams = streamsOf(data);
	if (!streams?.some((stream) => stream.check === CHECK_SHA256)) return null;
	const checks: BlockCheck[] = [];
	const parts: Uint8Array[] = [];
	let at = 0;
	for (const stream of streams) {
		parts.push(data.subarray(at, stream.start));
		if (stream.check !== CHECK_SHA256) {
			parts.push(data.subarray(stream.start, stream.end));
			for (const block of stream.blocks) checks.push({ uncompressed: block.uncompressed, sha256: null });
		} else {
			if (stream.blocks.some((block) => round4(block.unpadded) < SHA256_SIZE + 8)) return null;
			parts.push(...withoutCheck(data, stream, checks));
		}
		at = stream.end;
	}
	parts.push(data.subarray(at));
	const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
	let offset = 0;
	for (const part of parts) {
		out.set(part, offset);
		offset += part.length;
	}
	return { data: out, checks };
}

/**
 * The first block (numbered from 1, across streams) whose output, cut from `output` by the
 * index's sizes, lacks the SHA-256 stored for it; 0 when every one matches.
 */
export function sha256Mismatch(output: Uint8Array, checks: BlockCheck[]): number {
	let at = 0;
	for (const [i, check] of checks.entries()) {
		if (at + check.uncompressed > output.length) return i + 1;
		if (check.sha256) {
			const digest = sha256(output.subarray(at, at + check.uncompressed));
			if (!digest.every((byte, j) => byte === check.sha256![j])) return i + 1;
		}
		at += check.uncompressed;
	}
	return at === output.length ? 0 : checks.length;
}
