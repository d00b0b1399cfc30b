/**
 * A compress job in the app's large-input worker (worker/large-jobs.ts): the form's algorithm,
 * direction and level over a file or a large paste, the answer a file (README.md, "Limits in the
 * app"). Streamed or whole-document as compress-stream.ts says per algorithm.
 */
import type { InputEncoding } from '../_shared/bytes-io.js';
import type { LargeIo } from '../../worker/large-jobs.js';
import type { AnswerEncoding, LargeFile } from '../../worker/large-protocol.js';
import { CHUNK } from './bounds.js';
import { CompressError, LEVELS, type Algorithm } from './compress.js';
import { compressStream, decompressStream, joined, STREAMED, unxzStream, WHOLE_MAX, wholeDocument } from './compress-stream.js';
import { unzipStream, zipStream } from './zip-stream.js';
import { errors } from './errors.js';
import { MAX_BYTES } from './limits.js';

export interface CompressJob {
	kind: 'compress';
	algorithm: Algorithm;
	direction: 'compress' | 'decompress';
	level?: number;
	/** zip and tar compress: the name of the one file in the archive. */
	filename?: string;
	input_encoding?: InputEncoding;
	/** Hex or base64: the answer's file is that text (src/lib/run/README.md, "A large answer's encoding"); a zip's files stay bytes. */
	output_encoding?: AnswerEncoding;
}

/** A zip or tar's file, kept as a Blob for its own Download. */
export interface LargeEntry {
	name: string;
	size: number;
	blob: Blob;
}

/** The media type of each algorithm's compressed bytes; what decompresses is plain bytes. */
const MEDIA: Partial<Record<Algorithm, string>> = { gzip: 'application/gzip', zlib: 'application/zlib', zip: 'application/zip', tar: 'application/x-tar', brotli: 'application/x-brotli', bzip2: 'application/x-bzip2', lzma: 'application/x-lzma', xz: 'application/x-xz', lz4: 'application/x-lz4', lzstring: 'text/plain' };

/**
 * Whether the xz stream's header names the SHA-256 check (stream flags, byte 7: 0x0A), which
 * xz-embedded cannot read as a stream: such a file is read whole by the operation's own decoder,
 * which rewrites it and checks the hashes itself (xz-sha256.ts).
 */
async function xzSha256(io: LargeIo): Promise<boolean> {
	const reader = io.stream().getReader();
	const { value } = await reader.read();
	await reader.cancel().catch(() => undefined);
	return !!value && value.length >= 8 && (value[7] & 0x0f) === 0x0a;
}

/**
 * xz compression streamed: the input gathered into segments of SEGMENT bytes, each compressed by
 * its own encoder into the one block (xz-writer.ts), so memory stays a segment and one match finder
 * whatever the size. Answers the input's size.
 */
async function xzCompressLarge(io: LargeIo, level: number, write: (bytes: Uint8Array) => void): Promise<number> {
	const { SEGMENT, XzEncoder } = await import('./xz-writer.js');
	const encoder = new XzEncoder({ level, size: io.size }, write);
	const segment = new Uint8Array(Math.max(CHUNK, Math.min(SEGMENT, io.size)));
	let filled = 0;
	const bytesIn = await io.read((bytes) => {
		for (let at = 0; at < bytes.length; ) {
			const n = Math.min(segment.length - filled, bytes.length - at);
			segment.set(bytes.subarray(at, at + n), filled);
			filled += n;
			at += n;
			if (filled === segment.length) {
				encoder.push(segment);
				filled = 0;
			}
		}
	});
	encoder.push(segment.subarray(0, filled));
	encoder.end();
	return bytesIn;
}

export async function runCompressLarge(job: CompressJob, io: LargeIo): Promise<{ body: unknown; file?: LargeFile }> {
	const { algorithm, direction } = job;
	const type = direction === 'compress' ? (MEDIA[algorithm] ?? 'application/octet-stream') : 'application/octet-stream';
	const sink = io.sink();
	if (STREAMED.has(algorithm)) {
		const f = await import('fflate');
		const flate = algorithm as 'gzip' | 'deflate' | 'zlib';
		const stream = direction === 'compress' ? compressStream(f, flate, job.level ?? LEVELS[algorithm]!.fallback, (bytes) => sink.write(bytes)) : decompressStream(f, flate, (bytes) => sink.write(bytes));
		const bytesIn = await io.read((bytes) => stream.push(bytes));
		stream.end();
		const file = sink.close(type);
		return { body: { bytes_in: bytesIn, bytes_out: sink.written }, file };
	}
	if (algorithm === 'xz' && direction === 'compress') {
		const bytesIn = await xzCompressLarge(io, job.level ?? LEVELS.xz!.fallback, (bytes) => sink.write(bytes));
		const file = sink.close(type);
		return { body: { bytes_in: bytesIn, bytes_out: sink.written }, file };
	}
	if (algorithm === 'zip') return direction === 'compress' ? zipLarge(job, io, type) : unzipLarge(io, !!job.output_encoding);
	if (algorithm === 'xz' && direction === 'decompress' && !(await xzSha256(io))) {
		let bytesIn = 0;
		const counted = io.stream().pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ transform: (chunk, out) => ((bytesIn += chunk.length), out.enqueue(chunk)) }));
		await unxzStream(counted, (bytes) => sink.write(bytes));
		const file = sink.close(type);
		return { body: { bytes_in: bytesIn, bytes_out: sink.written }, file };
	}
	// brotli.js's encoder (Google's, as asm.js) answered wrong bytes for some random inputs over 1 MiB
	// (1.5 and 4 MiB, read back by python3-brotli), so brotli compresses only what the form takes.
	// libbzip2-wasm's heap was tried only up to the form's input (786,432 bytes at level 9: 2.5 s), so
	// bzip2 also compresses only what the form takes.
	const max = (algorithm === 'brotli' || algorithm === 'bzip2') && direction === 'compress' ? MAX_BYTES : WHOLE_MAX;
	if (io.size > max) throw new CompressError(errors.words('whole_too_large', { algorithm, max }));
	const parts: Uint8Array[] = [];
	const bytesIn = await io.read((bytes) => parts.push(bytes.slice()));
	const data = joined(parts, bytesIn);
	parts.length = 0;
	const answer = await wholeDocument(algorithm, direction, data, { level: job.level, filename: job.filename || 'data.bin' });
	sink.write(answer.bytes);
	const file = sink.close(type);
	if (!answer.entries) return { body: { bytes_in: bytesIn, bytes_out: sink.written }, file };
	// tar: every file as its own Blob, the first also as the answer's file (as `output` is).
	const entries: LargeEntry[] = answer.entries.map((entry) => ({ name: entry.name, size: entry.size, blob: new Blob([entry.data as BlobPart]) }));
	return { body: { bytes_in: bytesIn, bytes_out: entries.reduce((sum, entry) => sum + entry.size, 0), entries }, file };
}

/** A zip of the one file, written as it is read (zip-stream.ts). */
async function zipLarge(job: CompressJob, io: LargeIo, type: string): Promise<{ body: unknown; file: LargeFile }> {
	const f = await import('fflate');
	const sink = io.sink();
	const zip = zipStream(f, job.filename || 'data.bin', job.level ?? LEVELS.zip!.fallback, (bytes) => sink.write(bytes));
	const bytesIn = await io.read((bytes) => zip.push(bytes));
	zip.end();
	const file = sink.close(type);
	return { body: { bytes_in: bytesIn, bytes_out: sink.written }, file };
}

/**
 * Every file of a zip, each into a Blob of its own as it is inflated (zip-stream.ts); the first is
 * also the answer's file (as the API's `output` is the first file): that same Blob, or, when the
 * form asks for hex or base64 (`encoded`), a second file of that text, while `entries` stay bytes.
 */
async function unzipLarge(io: LargeIo, encoded: boolean): Promise<{ body: unknown; file: LargeFile }> {
	const [f, blob] = await Promise.all([import('fflate'), io.blob()]);
	const entries: LargeEntry[] = [];
	const answer = encoded ? io.sink() : null;
	const kept: { first?: LargeFile } = {};
	const bytesOut = await unzipStream(
		f,
		blob,
		(record) => {
			const sink = io.rawSink();
			const also = entries.length === 0 ? answer : null;
			return {
				write(bytes) {
					sink.write(bytes);
					also?.write(bytes);
				},
				end() {
					const file = sink.close('application/octet-stream');
					kept.first ??= file;
					entries.push({ name: record.name, size: file.size, blob: file.blob });
				}
			};
		},
		(done) => io.progress(done, blob.size)
	);
	io.progress(blob.size, blob.size);
	// An archive of folders only: no first file, an empty answer (as the API's `output` is '').
	const file = answer ? answer.close('text/plain') : (kept.first ?? io.rawSink().close('application/octet-stream'));
	return { body: { bytes_in: blob.size, bytes_out: bytesOut, entries }, file };
}
