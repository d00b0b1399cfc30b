/**
 * Zip archives of any size in the app's large-input worker (README.md, "Limits in the app"), read
 * and written a slice at a time.
 *
 * Reading goes by the central directory at the archive's end, as Python's zipfile and Info-ZIP's
 * unzip do: the archive is a Blob, so its end, its directory and each entry's data are read with
 * `Blob.slice`, and each entry's compressed bytes stream through fflate's `UnzipInflate` (or
 * `UnzipPassThrough` for stored ones). fflate's own streaming `Unzip` is not used: it finds where an
 * entry written with a data descriptor (bit 3: the sizes after the data, as any streaming writer
 * writes them, fflate's `Zip` too) ends by looking for the next signature in the data itself, so a
 * stored zip or docx inside such an archive is cut at its first `PK\3\4` and its own files are
 * listed as the archive's (seen with Python's zipfile writing to an unseekable stream). The
 * directory gives every entry's size, so nothing is guessed. Each file's CRC-32 and size are
 * checked, as Python does.
 *
 * Writing is fflate's streaming `Zip` with one `ZipDeflate` (or `ZipPassThrough` at level 0) fed
 * 64 KiB at a time: sizes and CRC in a data descriptor after the data, as streaming writers do.
 */
import type { Zip } from 'fflate';
import { crc32 } from '../hash/crc32.js';
import { CompressError, corrupt, invalid } from './bounds.js';
import { errors } from './errors.js';
import { LARGE_OUTPUT_MAX, MAX_ENTRIES } from './limits.js';

type Flate = typeof import('fflate');

/** Bytes handed to fflate at a time, so output is counted as it grows and a bomb stops within one push. */
const CHUNK = 65_536;
/** The end of central directory record is 22 bytes and may be followed by a comment of up to 65,535. */
const EOCD_MAX = 22 + 65_535;
/** A central directory larger than this is refused as damaged (1,000 files with long names take far less). */
const DIRECTORY_MAX = 64 * 1024 * 1024;

const SIG = { local: 0x04034b50, central: 0x02014b50, end: 0x06054b50, end64: 0x06064b50, locator64: 0x07064b50 };

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
/** A zip64 field; past 2^53 it is not a size a browser holds, so it reads as damaged later. */
const u64 = (b: Uint8Array, at: number) => u32(b, at) + u32(b, at + 4) * 2 ** 32;

async function bytesOf(blob: Blob, start: number, end: number): Promise<Uint8Array> {
	if (start < 0 || end > blob.size || start > end) throw invalid('corrupt_zip_offset', { algorithm: 'zip' });
	return new Uint8Array(await blob.slice(start, end).arrayBuffer());
}

/** One file of the central directory. */
export interface ZipRecord {
	name: string;
	method: number;
	flags: number;
	crc: number;
	compressed: number;
	size: number;
	/** Where its local header starts in the Blob (prepended bytes already counted). */
	offset: number;
}

/**
 * The end of central directory (zip64's when the archive has one): where the directory is, and how
 * many bytes precede the archive (a self-extractor's stub), which every offset is shifted by.
 */
async function findDirectory(blob: Blob): Promise<{ at: number; size: number; prepended: number }> {
	const tailStart = Math.max(0, blob.size - EOCD_MAX);
	const tail = await bytesOf(blob, tailStart, blob.size);
	let end = -1;
	// The last signature whose comment fits in what follows it.
	for (let i = tail.length - 22; i >= 0; i--) {
		if (u32(tail, i) === SIG.end && i + 22 + u16(tail, i + 20) <= tail.length) {
			end = i;
			break;
		}
	}
	if (end < 0) throw invalid('corrupt_zip_no_end', { algorithm: 'zip' });
	const endAt = tailStart + end;
	let size = u32(tail, end + 12);
	let offset = u32(tail, end + 16);
	let recordAt = endAt;
	if (endAt >= 20 + 56) {
		const locator = await bytesOf(blob, endAt - 20, endAt);
		if (u32(locator, 0) === SIG.locator64) {
			// The zip64 record sits right before its locator: 56 bytes without its extensible data.
			const record = await bytesOf(blob, endAt - 20 - 56, endAt - 20);
			if (u32(record, 0) !== SIG.end64) throw invalid('corrupt_zip64_locator', { algorithm: 'zip' });
			size = u64(record, 40);
			offset = u64(record, 48);
			recordAt = endAt - 20 - 56;
		}
	}
	// As Python's zipfile: whatever lies between the directory's stated place and its real one precedes the archive.
	const prepended = recordAt - size - offset;
	if (prepended < 0) throw invalid('corrupt_zip_directory_fit', { algorithm: 'zip' });
	if (size > DIRECTORY_MAX) throw invalid('corrupt_zip_directory_size', { algorithm: 'zip', max: DIRECTORY_MAX });
	return { at: offset + prepended, size, prepended };
}

/** Latin-1 for a name without the UTF-8 flag (bit 11), as fflate reads names for the API. */
const nameOf = (bytes: Uint8Array, utf8: boolean) => (utf8 ? new TextDecoder().decode(bytes) : Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

/**
 * The archive's files in the order of their local headers (folders left out), from its central
 * directory; more than `maxEntries` files is the operation's 422.
 */
export async function zipDirectory(blob: Blob, maxEntries = MAX_ENTRIES): Promise<ZipRecord[]> {
	const { at, size, prepended } = await findDirectory(blob);
	const dir = await bytesOf(blob, at, at + size);
	const records: ZipRecord[] = [];
	for (let i = 0; i < dir.length; ) {
		if (i + 46 > dir.length || u32(dir, i) !== SIG.central) throw invalid('corrupt_zip_directory', { algorithm: 'zip' });
		const flags = u16(dir, i + 8);
		const method = u16(dir, i + 10);
		const crc = u32(dir, i + 16);
		let compressed = u32(dir, i + 20);
		let size = u32(dir, i + 24);
		const nameLength = u16(dir, i + 28);
		const extraLength = u16(dir, i + 30);
		const commentLength = u16(dir, i + 32);
		let offset = u32(dir, i + 42);
		const extraStart = i + 46 + nameLength;
		if (extraStart + extraLength > dir.length) throw invalid('corrupt_zip_directory', { algorithm: 'zip' });
		const name = nameOf(dir.subarray(i + 46, extraStart), (flags & 0x800) !== 0);
		// Zip64 extended information (APPNOTE 4.5.3): only the fields that are all ones above, in this order.
		for (let e = extraStart; e + 4 <= extraStart + extraLength; e += 4 + u16(dir, e + 2)) {
			if (u16(dir, e) !== 0x0001) continue;
			let f = e + 4;
			if (size === 0xffffffff) {
				size = u64(dir, f);
				f += 8;
			}
			if (compressed === 0xffffffff) {
				compressed = u64(dir, f);
				f += 8;
			}
			if (offset === 0xffffffff) offset = u64(dir, f);
		}
		i = extraStart + extraLength + commentLength;
		if (name.endsWith('/')) continue;
		if (records.length >= maxEntries) throw new CompressError(errors.words('too_many_entries', { max: maxEntries }));
		records.push({ name, method, flags, crc, compressed, size, offset: offset + prepended });
	}
	return records.sort((a, b) => a.offset - b.offset);
}

/** Where an entry's data goes: its bytes as they come, then `end` once it is whole and checked. */
export interface EntryWriter {
	write(bytes: Uint8Array): void;
	end(): void;
}

/**
 * Extracts every file of the zip in `blob`, in the order of the local headers: `open(record)` gives
 * where each one's bytes go. All files together may decompress to at most `limit` bytes (the
 * operation's too_big past it, stopped within one push); `progress(done)` is told the compressed
 * bytes read so far. Answers the bytes written in all.
 */
export async function unzipStream(f: Flate, blob: Blob, open: (record: ZipRecord) => EntryWriter, progress: (done: number) => void = () => {}, limit = LARGE_OUTPUT_MAX): Promise<number> {
	const records = await zipDirectory(blob);
	let total = 0;
	let read = 0;
	for (const record of records) {
		const { name } = record;
		if (record.flags & 1) throw invalid('corrupt_zip_encrypted', { algorithm: 'zip', name });
		if (record.method !== 0 && record.method !== 8) throw new CompressError(errors.words('zip_method', { name, method: record.method }));
		const local = await bytesOf(blob, record.offset, Math.min(blob.size, record.offset + 30));
		if (local.length < 30 || u32(local, 0) !== SIG.local) throw invalid('corrupt_zip_local_header', { algorithm: 'zip', name });
		// The local header's name and extra field may differ in length from the directory's.
		const start = record.offset + 30 + u16(local, 26) + u16(local, 28);
		if (start + record.compressed > blob.size) throw invalid('corrupt_ends_in_entry', { algorithm: 'zip', name });
		const out = open(record);
		const crc = crc32.create();
		let size = 0;
		let ended = false;
		const decoder = record.method === 8 ? new f.UnzipInflate() : new f.UnzipPassThrough();
		decoder.ondata = (err, chunk, final) => {
			if (err) throw err;
			size += chunk.length;
			total += chunk.length;
			if (total > limit) throw new CompressError(errors.words('too_big', { max: limit }));
			crc.update(chunk);
			out.write(chunk);
			if (final) ended = true;
		};
		const reader = blob.slice(start, start + record.compressed).stream().getReader();
		try {
			for (;;) {
				const { value, done } = await reader.read();
				if (done) break;
				for (let at = 0; at < value.length; at += CHUNK) guarded(() => decoder.push(value.subarray(at, at + CHUNK), false));
				read += value.length;
				progress(read);
			}
		} finally {
			await reader.cancel().catch(() => undefined);
		}
		guarded(() => decoder.push(new Uint8Array(0), true));
		if (!ended) throw invalid('corrupt_ends_in_entry', { algorithm: 'zip', name });
		if (size !== record.size) throw invalid('corrupt_zip_size', { algorithm: 'zip', name, size, declared: record.size });
		if (new DataView(crc.digest().buffer).getUint32(0) !== record.crc) throw invalid('corrupt_zip_crc', { algorithm: 'zip', name });
		out.end();
	}
	return total;
}

/** fflate's own errors (an invalid deflate block) as the operation's "not valid zip data". */
function guarded(work: () => void) {
	try {
		work();
	} catch (err) {
		if (err instanceof CompressError) throw err;
		throw corrupt('zip', err instanceof Error ? err.message : String(err));
	}
}

/**
 * A zip of one file named `filename` written into `write` as the bytes come: deflated at `level`
 * (0: stored), modification time now as the operation's zip, the input re-cut into 64 KiB pushes
 * so the archive does not depend on how the browser slices a file.
 */
export function zipStream(f: Flate, filename: string, level: number, write: (bytes: Uint8Array) => void): { push(bytes: Uint8Array): void; end(): void } {
	const zip: Zip = new f.Zip((err, chunk) => {
		if (err) throw err;
		write(chunk);
	});
	const file = level === 0 ? new f.ZipPassThrough(filename) : new f.ZipDeflate(filename, { level: level as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 });
	zip.add(file);
	// Each piece is a fresh array: a stored entry's pieces are kept as they are until written out.
	let piece = new Uint8Array(CHUNK);
	let filled = 0;
	return {
		push(bytes) {
			for (let at = 0; at < bytes.length; ) {
				const n = Math.min(CHUNK - filled, bytes.length - at);
				piece.set(bytes.subarray(at, at + n), filled);
				filled += n;
				at += n;
				if (filled === CHUNK) {
					file.push(piece, false);
					piece = new Uint8Array(CHUNK);
					filled = 0;
				}
			}
		},
		end() {
			file.push(piece.subarray(0, filled), true);
			zip.end();
		}
	};
}
