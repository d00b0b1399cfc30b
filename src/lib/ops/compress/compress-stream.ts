/**
 * Compression of a file or a large paste in the app's large-input worker (src/lib/run/README.md,
 * "Large inputs"; the README's "Limits in the app"). gzip, raw deflate and zlib go through fflate's
 * streaming classes both ways, slice by slice, so memory stays about one slice whatever the size
 * (zip too, in zip-stream.ts); the other algorithms have no streaming encoder or decoder here that fits, so the whole input is
 * read first and handed to the operation's own functions (compress.ts) under WHOLE_MAX.
 */
import type { Gzip } from 'fflate';
import { errors } from './errors.js';
import { wordsOf } from '../../engine/words.js';
import { corrupt, invalid } from './bounds.js';
import { integrityCheck } from './integrity.js';
import { CompressError, compressBytes, decompressBytes, XZ_ERRORS, type Algorithm, type Entry } from './compress.js';
import { LARGE_OUTPUT_MAX, MAX_BYTES, MAX_LZSTRING_INPUT, WHOLE_MAX } from './limits.js';

export { LARGE_OUTPUT_MAX, WHOLE_MAX };

/** Streamed both ways; xz decompression is streamed too (unxzStream); every other one is whole-document. */
export const STREAMED: ReadonlySet<Algorithm> = new Set(['gzip', 'deflate', 'zlib']);

/** Bytes handed to fflate at a time (the operation's CHUNK): output is counted as it grows, and compression does not depend on how the browser slices a file. */
const CHUNK = 65_536;

export interface ByteStream {
	push(bytes: Uint8Array): void;
	end(): void;
}

type Flate = typeof import('fflate');
type FlateStream = Pick<Gzip, 'push'> & { ondata: (chunk: Uint8Array, final: boolean) => void };


/** fflate's own errors (bad header, invalid block) as the operation's "not valid" 422. */
function guarded<T>(algorithm: Algorithm, work: () => T): T {
	try {
		return work();
	} catch (err) {
		if (err instanceof CompressError) throw err;
		throw corrupt(algorithm, err instanceof Error ? err.message : String(err));
	}
}

/**
 * gzip, deflate or zlib compression into `write`. Up to MAX_BYTES (what the form takes) the input
 * is held and compressed in one piece by the operation itself, so the answer is the very bytes the
 * API gives; past it, fflate's stream in fixed 64 KiB pushes: the same deflate at the same level
 * (header: mtime 0, OS byte 3), blocks cut at other places, so other bytes that every reader reads.
 */
export function compressStream(f: Flate, algorithm: 'gzip' | 'deflate' | 'zlib', level: number, write: (bytes: Uint8Array) => void): ByteStream {
	const options = { level: level as 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, mtime: 0 };
	let held: Uint8Array[] = [];
	let heldBytes = 0;
	let stream: FlateStream | null = null;
	let piece = new Uint8Array(CHUNK);
	let filled = 0;
	const feed = (bytes: Uint8Array) => {
		for (let at = 0; at < bytes.length; ) {
			const n = Math.min(CHUNK - filled, bytes.length - at);
			piece.set(bytes.subarray(at, at + n), filled);
			filled += n;
			at += n;
			if (filled === CHUNK) {
				stream!.push(piece, false);
				piece = new Uint8Array(CHUNK);
				filled = 0;
			}
		}
	};
	return {
		push(bytes) {
			if (stream) return feed(bytes);
			held.push(bytes.slice());
			heldBytes += bytes.length;
			if (heldBytes <= MAX_BYTES) return;
			stream = (algorithm === 'gzip' ? new f.Gzip(options) : algorithm === 'zlib' ? new f.Zlib(options) : new f.Deflate(options)) as unknown as FlateStream;
			stream.ondata = (chunk) => write(chunk);
			for (const part of held) feed(part);
			held = [];
		},
		end() {
			if (stream) return stream.push(piece.subarray(0, filled), true);
			const data = joined(held, heldBytes);
			write(algorithm === 'gzip' ? f.gzipSync(data, options) : algorithm === 'zlib' ? f.zlibSync(data, options) : f.deflateSync(data, options));
		}
	};
}

/**
 * gzip (members one after the other, as the operation reads them), deflate or zlib decompression
 * into `write`, every 64 KiB of input at a time so a bomb is stopped within one push's output
 * (at most about 64 MiB) past `limit`.
 */
export function decompressStream(f: Flate, algorithm: 'gzip' | 'deflate' | 'zlib', write: (bytes: Uint8Array) => void, limit = LARGE_OUTPUT_MAX): ByteStream & { readonly size: number } {
	let size = 0;
	let ended = false;
	const check = integrityCheck(algorithm);
	const stream = (algorithm === 'gzip' ? new f.Gunzip() : algorithm === 'zlib' ? new f.Unzlib() : new f.Inflate()) as unknown as FlateStream & { onmember?: (offset: number) => void };
	if (algorithm === 'gzip') stream.onmember = (offset) => check?.member(offset);
	stream.ondata = (chunk, final) => {
		size += chunk.length;
		if (size > limit) throw new CompressError(errors.words('too_big', { max: limit }));
		check?.output(chunk);
		write(chunk);
		if (final) ended = true;
	};
	return {
		get size() {
			return size;
		},
		push(bytes) {
			guarded(algorithm, () => {
				for (let at = 0; at < bytes.length; at += CHUNK) {
					const slice = bytes.subarray(at, at + CHUNK);
					check?.input(slice);
					stream.push(slice, false);
				}
			});
		},
		end() {
			guarded(algorithm, () => stream.push(new Uint8Array(0), true));
			if (!ended) throw invalid('corrupt_truncated', { algorithm });
			guarded(algorithm, () => check?.end());
		}
	};
}

export function joined(parts: Uint8Array[], total: number): Uint8Array {
	if (parts.length === 1) return parts[0];
	const out = new Uint8Array(total);
	let at = 0;
	for (const part of parts) {
		out.set(part, at);
		at += part.length;
	}
	return out;
}

/**
 * xz decompression as a stream: xz-decompress's `XzReadableStream` (xz-embedded in wasm) reads
 * `source` as it comes and answers its output in pieces, written to `write` and counted against
 * `limit` (the reader is cancelled past it, which frees the decoder).
 */
export async function unxzStream(source: ReadableStream<Uint8Array>, write: (bytes: Uint8Array) => void, limit = LARGE_OUTPUT_MAX): Promise<number> {
	type XzModule = { XzReadableStream: new (compressed: ReadableStream<Uint8Array>) => ReadableStream<Uint8Array> };
	const mod = (await import('xz-decompress')) as unknown as XzModule & { default?: XzModule };
	const { XzReadableStream } = mod.default ?? mod;
	const reader = new XzReadableStream(source).getReader();
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read().catch((err: unknown) => {
			const message = err instanceof Error ? err.message : String(err);
			if (err instanceof CompressError || wordsOf(err)) throw err;
			const code = Number(/error code (\d+)/.exec(message)?.[1]);
			throw XZ_ERRORS[code] ? invalid(XZ_ERRORS[code], { algorithm: 'xz' }) : corrupt('xz', message);
		});
		if (done) return size;
		size += value.length;
		if (size > limit) {
			await reader.cancel().catch(() => undefined);
			throw new CompressError(errors.words('too_big', { max: limit }));
		}
		write(value);
	}
}

export interface WholeAnswer {
	bytes: Uint8Array;
	entries?: Entry[];
}

/**
 * brotli, bzip2, lzma, SHA-256 xz, lz4, lzstring and tar: the whole input (at most WHOLE_MAX) through
 * the operation's own functions, so the answer and its limits are the operation's (a decompression
 * stops at its 16 MiB; lzstring decompresses at most its 8,192 characters).
 */
export async function wholeDocument(algorithm: Algorithm, direction: 'compress' | 'decompress', data: Uint8Array, options: { level?: number; filename: string }): Promise<WholeAnswer> {
	if (direction === 'decompress') {
		if (algorithm === 'lzstring' && data.length > MAX_LZSTRING_INPUT) throw new CompressError(errors.words('lzstring_too_long', { max: MAX_LZSTRING_INPUT }));
		return decompressBytes(algorithm, data);
	}
	return { bytes: await compressBytes(algorithm, data, options) };
}
