/**
 * Files in and downloads out for the bytes operations' views (the bytes convention: src/lib/ops/_shared/bytes-io.ts):
 * a file becomes the operation's `input` in base64, and an answer's `output` in its
 * `output_encoding` becomes a file again. All in the browser: nothing is uploaded.
 */
import { downloadBlob } from '$lib/tools/download.js';
import { decodeBytesFrom, encodeBytesAs, type OutputEncoding } from '$lib/ops/_shared/bytes-io.js';

/** The first `max` bytes of a file as base64 (the operation's cap; a larger file is cut, and `cut` says so). */
export async function fileAsBase64(file: Blob, max: number): Promise<{ base64: string; cut: boolean }> {
	const bytes = new Uint8Array(await file.slice(0, max).arrayBuffer());
	return { base64: encodeBytesAs(bytes, 'base64'), cut: file.size > max };
}

/** Saves an answer's bytes (`output` written as `encoding`) as a file, from a blob URL. */
export function downloadBytes(filename: string, output: string, encoding: OutputEncoding): void {
	// utf8 and latin1 answers are written back as the bytes they stand for, not re-encoded.
	const bytes = decodeBytesFrom(output, encoding === 'utf8' ? 'utf8' : encoding);
	downloadBlob(filename, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }));
}
