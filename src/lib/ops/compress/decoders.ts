/**
 * The decoders of the formats fflate does not read (lz4 frames, bzip2, xz, .lzma, brotli), each
 * on its library, loaded on first use, and each bounded as compress.ts's are: the output counted
 * against MAX_OUTPUT as it grows, anything a library throws turned into `corrupt`.
 */
import { CHUNK, corrupt, guarded, invalid, Sink, startsWith, tooBig, type Reason } from './bounds.js';
import { MAX_OUTPUT } from './limits.js';

interface Lz4 {
	compress(src: Uint8Array): Uint8Array;
	decompressBlock(src: Uint8Array, dst: Uint8Array, sIndex: number, sLength: number, dIndex: number): number;
}
interface Xxh32 {
	hash(seed: number, src: Uint8Array, index: number, length: number): number;
}
export async function loadLz4(): Promise<{ lz4: Lz4; xxh32: Xxh32 }> {
	const [lz4, xxh32] = (await Promise.all([import('lz4js'), import('lz4js/xxh32.js')])) as unknown as [Lz4 & { default?: Lz4 }, Xxh32 & { default?: Xxh32 }];
	return { lz4: lz4.default ?? lz4, xxh32: xxh32.default ?? xxh32 };
}

const u32 = (data: Uint8Array, at: number) => (data[at] | (data[at + 1] << 8) | (data[at + 2] << 16) | (data[at + 3] << 24)) >>> 0;
const LZ4_MAGIC = 0x184d2204;
const LZ4_BLOCK_SIZES: Record<number, number> = { 4: 0x10000, 5: 0x40000, 6: 0x100000, 7: 0x400000 };

/**
 * LZ4 frames (one or more, skippable frames skipped), walked here so that every size, the header
 * checksum and the content checksum are checked and the output is counted block by block; the
 * blocks themselves are decoded by lz4js into a buffer one byte past MAX_OUTPUT.
 */
export async function unlz4(data: Uint8Array): Promise<Uint8Array> {
	const { lz4, xxh32 } = await loadLz4();
	return guarded('lz4', () => {
		const dst = new Uint8Array(MAX_OUTPUT + 1);
		let out = 0;
		let at = 0;
		const need = (n: number) => {
			if (at + n > data.length) throw invalid('corrupt_ends_in_frame', { algorithm: 'lz4' });
		};
		if (data.length < 4) throw invalid('corrupt_no_lz4_magic', { algorithm: 'lz4' });
		while (at < data.length) {
			need(4);
			const magic = u32(data, at);
			if ((magic & 0xfffffff0) === 0x184d2a50) {
				need(8);
				const skip = u32(data, at + 4);
				at += 8;
				need(skip);
				at += skip;
				continue;
			}
			if (magic !== LZ4_MAGIC) throw invalid('corrupt_no_lz4_magic', { algorithm: 'lz4' });
			at += 4;
			need(3);
			const headerStart = at;
			const flags = data[at++];
			const bd = data[at++];
			if ((flags & 0xc0) !== 0x40) throw invalid('corrupt_lz4_version', { algorithm: 'lz4' });
			const maxBlock = LZ4_BLOCK_SIZES[(bd >> 4) & 7];
			if (!maxBlock) throw invalid('corrupt_block_size', { algorithm: 'lz4' });
			const blockSums = (flags & 0x10) !== 0;
			const contentSum = (flags & 0x04) !== 0;
			if (flags & 0x08) at += 8;
			if (flags & 0x01) at += 4;
			need(1);
			if (((xxh32.hash(0, data, headerStart, at - headerStart) >>> 8) & 0xff) !== data[at]) throw invalid('corrupt_header_checksum', { algorithm: 'lz4' });
			at++;
			const frameStart = out;
			for (;;) {
				need(4);
				const word = u32(data, at);
				at += 4;
				if (word === 0) break;
				const size = word & 0x7fffffff;
				if (size > maxBlock) throw invalid('corrupt_block_too_large', { algorithm: 'lz4' });
				need(size + (blockSums ? 4 : 0));
				if (word & 0x80000000) {
					if (out + size > MAX_OUTPUT) throw tooBig();
					dst.set(data.subarray(at, at + size), out);
					out += size;
				} else {
					const end = lz4.decompressBlock(data, dst, at, size, out);
					if (!Number.isFinite(end) || end < out) throw invalid('corrupt_block_undecodable', { algorithm: 'lz4' });
					if (end > MAX_OUTPUT) throw tooBig();
					out = end;
				}
				at += size + (blockSums ? 4 : 0);
			}
			if (contentSum) {
				need(4);
				if ((xxh32.hash(0, dst, frameStart, out - frameStart) >>> 0) !== u32(data, at)) throw invalid('corrupt_content_checksum', { algorithm: 'lz4' });
				at += 4;
			}
		}
		return dst.slice(0, out);
	});
}

/** A byte array with Buffer's `toString('hex')`, all seek-bzip asks of `Buffer`. */
class ShimBuffer extends Uint8Array {
	override toString(encoding?: string): string {
		if (encoding !== 'hex') return super.toString();
		let hex = '';
		for (const byte of this) hex += byte.toString(16).padStart(2, '0');
		return hex;
	}
}

/**
 * Runs seek-bzip with `Buffer` standing for ShimBuffer: seek-bzip calls `new Buffer(n)` for its
 * small tables, which the browser worker lacks and Node deprecates. The decoder is synchronous, so
 * nothing else runs while the global is swapped, and it is put back after.
 */
function withBufferShim<T>(work: () => T): T {
	const global = globalThis as { Buffer?: unknown };
	const had = Object.prototype.hasOwnProperty.call(global, 'Buffer');
	const saved = global.Buffer;
	global.Buffer = function Buffer(size: number) {
		return new ShimBuffer(size);
	};
	try {
		return work();
	} finally {
		if (had) global.Buffer = saved;
		else delete global.Buffer;
	}
}

interface Bunzip {
	decode(input: unknown, output: unknown, multistream?: boolean): unknown;
}

/**
 * bzip2 (one or more streams one after the other, as `bzip2 -d`), decoded by seek-bzip byte by
 * byte into 64 KiB chunks that the Sink counts, so a bomb stops at the limit.
 */
export async function unbzip2(data: Uint8Array): Promise<Uint8Array> {
	const mod = (await import('seek-bzip')) as unknown as Bunzip & { default?: Bunzip };
	const bunzip = mod.default ?? mod;
	return guarded('bzip2', () => {
		if (!startsWith(data, [0x42, 0x5a, 0x68])) throw invalid('corrupt_no_signature', { algorithm: 'bzip2', magic: 'BZh' });
		const sink = new Sink({ left: MAX_OUTPUT });
		let chunk = new Uint8Array(CHUNK);
		let filled = 0;
		let at = 0;
		const input = {
			readByte() {
				if (at >= data.length) throw invalid('corrupt_truncated', { algorithm: 'bzip2' });
				return data[at++];
			},
			read(buffer: Uint8Array, offset: number, length: number) {
				const n = Math.min(length, data.length - at);
				for (let i = 0; i < n; i++) buffer[offset + i] = data[at++];
				return n;
			},
			seek(position: number) {
				at = position;
			},
			eof: () => at >= data.length
		};
		const output = {
			writeByte(byte: number) {
				chunk[filled++] = byte;
				if (filled === CHUNK) {
					sink.add(chunk);
					chunk = new Uint8Array(CHUNK);
					filled = 0;
				}
			}
		};
		withBufferShim(() => bunzip.decode(input, output, true));
		if (filled > 0) sink.add(chunk.subarray(0, filled));
		return sink.bytes();
	});
}

interface XzModule {
	XzReadableStream: new (compressed: ReadableStream<Uint8Array>) => ReadableStream<Uint8Array>;
}

/** xz-embedded's error codes (xz.h, enum xz_ret), as the decoder's reason (a message of errors.ts). */
export const XZ_ERRORS: Record<number, Reason> = {
	2: 'corrupt_xz_check',
	3: 'corrupt_xz_memory',
	4: 'corrupt_xz_dictionary',
	5: 'corrupt_xz_format',
	6: 'corrupt_xz_options',
	7: 'corrupt_xz_data',
	8: 'corrupt_truncated'
};

/**
 * xz, decoded by xz-decompress (xz-embedded in wasm) as a stream whose chunks the Sink counts. A
 * stream with the SHA-256 check, which xz-embedded does not read, is decoded as check "None" and
 * its blocks hashed here (xz-sha256.ts).
 */
export async function unxz(input: Uint8Array): Promise<Uint8Array> {
	const [mod, { moveSha256Out, sha256Mismatch }] = await Promise.all([import('xz-decompress') as unknown as Promise<XzModule & { default?: XzModule }>, import('./xz-sha256.js')]);
	const { XzReadableStream } = mod.default ?? mod;
	return guarded('xz', async () => {
		if (!startsWith(input, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) throw invalid('corrupt_no_signature', { algorithm: 'xz', magic: '' });
		const moved = moveSha256Out(input);
		// A SHA-256 stream whose footer or index does not parse (most often a cut file) would reach
		// xz-embedded unchanged and be refused as "unsupported options", which misleads.
		if (!moved && (input[7] & 0x0f) === 0x0a) throw invalid('corrupt_sha256_stream', { algorithm: 'xz' });
		const data = moved?.data ?? input;
		const sink = new Sink({ left: MAX_OUTPUT });
		// The input as a stream already filled and closed, so reading it never waits on I/O (a Blob's
		// stream would, and every wait lets the worker's other runs in before this one ends).
		const source = new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(data);
				controller.close();
			}
		});
		const reader = new XzReadableStream(source).getReader();
		for (;;) {
			const { done, value } = await reader.read().catch((err: unknown) => {
				const code = Number(/error code (\d+)/.exec(String(err instanceof Error ? err.message : err))?.[1]);
				throw XZ_ERRORS[code] ? invalid(XZ_ERRORS[code], { algorithm: 'xz' }) : corrupt('xz', err instanceof Error ? err.message : String(err));
			});
			if (done) break;
			try {
				sink.add(value);
			} catch (err) {
				// Past the limit: cancelling frees the decoder's context for the next call.
				await reader.cancel().catch(() => undefined);
				throw err;
			}
		}
		const bytes = sink.bytes();
		const mismatch = moved ? sha256Mismatch(bytes, moved.checks) : 0;
		if (mismatch) throw invalid('corrupt_sha256_block', { algorithm: 'xz', block: mismatch });
		return bytes;
	});
}

/**
 * .lzma ("alone"), decoded by lzma1, which builds its whole output with no hook to count it. Its
 * 13-byte header declares the output size or "unknown" (all ones, what `xz --format=lzma` and
 * Python write): a declared size past the limit is a 422 before decoding, and an unknown size is
 * rewritten as the limit + 1 byte on a copy, so the decoder stops there (or at the end marker)
 * and never produces more than 16 MiB and one match.
 */
export async function unlzma(data: Uint8Array): Promise<Uint8Array> {
	const { decompress } = await import('lzma1');
	return guarded('lzma', () => {
		if (data.length < 13) throw invalid('corrupt_lzma_header', { algorithm: 'lzma' });
		if (data[0] >= 225) throw invalid('corrupt_lzma_properties', { algorithm: 'lzma' });
		const low = u32(data, 5);
		const high = u32(data, 9);
		const unknown = low === 0xffffffff && high === 0xffffffff;
		let input = data;
		if (!unknown) {
			if (high !== 0 || low > MAX_OUTPUT) throw tooBig();
		} else {
			input = data.slice();
			new DataView(input.buffer).setUint32(5, MAX_OUTPUT + 1, true);
			new DataView(input.buffer).setUint32(9, 0, true);
		}
		const out = decompress(input);
		if (out.length > MAX_OUTPUT) throw tooBig();
		if (!unknown && out.length !== low) throw invalid('corrupt_before_declared_size', { algorithm: 'lzma' });
		return out;
	});
}

/**
 * brotli, decoded by brotli.js (a port of Google's decoder) into a buffer of the limit + 1 byte:
 * a write past it throws, so a bomb stops at the limit.
 */
export async function unbrotli(data: Uint8Array): Promise<Uint8Array> {
	const { decompress } = await import('brotli/decompress');
	return guarded('brotli', () => {
		let out: Uint8Array;
		try {
			out = decompress(data, MAX_OUTPUT + 1);
		} catch (err) {
			if (err instanceof Error && err.message === 'Output buffer is not large enough') throw tooBig();
			if (err instanceof Error && err.message.startsWith('Unexpected end of input')) throw invalid('corrupt_truncated', { algorithm: 'brotli' });
			throw err;
		}
		if (out.length > MAX_OUTPUT) throw tooBig();
		return out.slice();
	});
}
