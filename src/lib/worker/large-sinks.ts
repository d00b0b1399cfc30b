/**
 * Where a large job writes its answer (worker/large-jobs.ts; src/lib/run/README.md, "Large
 * inputs"): a file made of Blobs as the answer grows, and the same written as hex or base64 text
 * when the form asks for it ("A large answer's encoding").
 */
import type { AnswerEncoding, LargeFile } from './large-protocol.js';

/** The first bytes of an answer, for the page's preview. */
const HEAD_BYTES = 4096;

/**
 * An answer written in pieces, kept as a Blob: every 8 MiB the pieces become a Blob (which the
 * browser may hold outside the worker's heap, on disk for large ones), so the worker's memory
 * stays about one slice however long the answer.
 */
export function fileSink() {
	const blobs: Blob[] = [];
	let pieces: Uint8Array[] = [];
	let pending = 0;
	let size = 0;
	const head = new Uint8Array(HEAD_BYTES);
	return {
		/** Bytes written so far (an encoded answer's sink counts them before encoding). */
		get written() {
			return size;
		},
		write(bytes: Uint8Array) {
			if (bytes.length === 0) return;
			if (size < HEAD_BYTES) head.set(bytes.subarray(0, HEAD_BYTES - size), size);
			size += bytes.length;
			pieces.push(bytes);
			pending += bytes.length;
			if (pending >= 8 * 1024 * 1024) {
				blobs.push(new Blob(pieces as BlobPart[]));
				pieces = [];
				pending = 0;
			}
		},
		close(type: string): LargeFile {
			blobs.push(new Blob(pieces as BlobPart[]));
			return { blob: new Blob(blobs, { type }), size, head: head.slice(0, Math.min(size, HEAD_BYTES)) };
		}
	};
}

export type FileSink = ReturnType<typeof fileSink>;

/**
 * The sink of a bytes answer: the bytes themselves, or, when the form asked for hex or base64
 * (`output_encoding`), that text, encoded as the bytes come (the base64 encoder carries a
 * group's remainder from one write to the next). src/lib/run/README.md, "A large answer's encoding".
 */
export async function answerSinks(encoding: AnswerEncoding | undefined): Promise<() => FileSink> {
	if (!encoding) return fileSink;
	const { chunkCodec } = await import('../ops/encode/stream-codec.js');
	return () => {
		const sink = fileSink();
		const codec = chunkCodec(encoding, 'encode');
		let written = 0;
		return {
			get written() {
				return written;
			},
			write: (bytes) => {
				written += bytes.length;
				sink.write(codec.push(bytes));
			},
			close: () => {
				sink.write(codec.end());
				return sink.close('text/plain');
			}
		};
	};
}
