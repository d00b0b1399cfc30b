import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as f from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { runLargeJob } from '../../worker/large-jobs.js';
import type { LargeJob, LargeResult } from '../../worker/large-protocol.js';
import type { OpModule } from '../../worker/op-modules.js';
import { unzipStream, zipDirectory } from './zip-stream.js';

/**
 * Zip in the app's large path (zip-stream.ts) against Python's zipfile, the independent reader and
 * writer: archives Python writes (stored and deflated, data descriptors from an unseekable stream,
 * empty files, folders, UTF-8 names, zip64 records, a stub before the archive, a zip stored inside
 * a zip) are read through the worker's job, and the zips the job writes are read back by Python
 * with testzip(). Skipped with a message where python3 is absent.
 */
const dir = mkdtempSync(join(tmpdir(), 'utilkit-zip-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let HAS_PYTHON = true;
try {
	execFileSync('python3', ['-c', 'import zipfile'], { stdio: 'ignore' });
} catch {
	HAS_PYTHON = false;
	console.warn('zip-stream: python3 is not installed: the comparisons with zipfile are skipped');
}

/** The worker's module loader; only compress is asked for. */
const load = async (name: string) => {
	if (name !== 'compress') throw new Error(`not loaded here: ${name}`);
	return (await import('./index.js')) as OpModule;
};
const run = (job: LargeJob, source: Blob) => runLargeJob({ type: 'large', id: 1, job, source }, () => {}, load);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** Runs a Python script with the file's path as argv[1]; answers its stdout. */
const python = (script: string, file: string) => execFileSync('python3', ['-c', script, file], { maxBuffer: 256 << 20 });

/**
 * What Python writes: the archive at argv[1], and on stdout each file's name, size and SHA-256 as
 * zipfile reads them back (folders left out, as the operation leaves them out).
 */
const WRITE = String.raw`
import hashlib, io, json, os, random, sys, zipfile
random.seed(7)
class Unseekable(io.RawIOBase):
    def __init__(s): s.buf = bytearray()
    def writable(s): return True
    def write(s, b): s.buf += b; return len(b)
def noise(n): return bytes(random.getrandbits(8) for _ in range(n))
inner = io.BytesIO()
with zipfile.ZipFile(inner, 'w') as z:
    z.writestr('in-a.txt', b'inner ' * 50)
    z.writestr('in-b.txt', b'more ' * 50)
text = b'the quick brown fox jumps over the lazy dog\n' * 6000
kind = os.environ['KIND']
if kind == 'zip64':
    # Sizes and offsets past 1 KiB then take zip64 fields, and the directory a zip64 end record.
    zipfile.ZIP64_LIMIT = 1 << 10
out = Unseekable() if kind == 'descriptors' else io.BytesIO()
with zipfile.ZipFile(out, 'w', compression=zipfile.ZIP_DEFLATED) as z:
    z.mkdir('folder') if hasattr(z, 'mkdir') else z.writestr('folder/', b'')
    for name, data, method in [
        ('empty.txt', b'', zipfile.ZIP_STORED),
        ('empty-deflated.txt', b'', zipfile.ZIP_DEFLATED),
        ('folder/text.txt', text, zipfile.ZIP_DEFLATED),
        ('stored noise.bin', noise(200003), zipfile.ZIP_STORED),
        ('café/日本語.txt', 'olá, 世界\n'.encode() * 999, zipfile.ZIP_DEFLATED),
        ('inner.zip', inner.getvalue(), zipfile.ZIP_STORED),
        ('noise.bin', noise(70001), zipfile.ZIP_DEFLATED),
    ]:
        info = zipfile.ZipInfo(name, date_time=(2020, 1, 2, 3, 4, 6))
        info.compress_type = method
        with z.open(info, 'w', force_zip64=(kind == 'zip64')) as w:
            w.write(data)
data = bytes(out.buf if kind == 'descriptors' else out.getvalue())
if kind == 'stub':
    data = b'#!/bin/sh\necho self-extracting\nexit 0\n' + bytes(1000) + data
open(sys.argv[1], 'wb').write(data)
with zipfile.ZipFile(sys.argv[1]) as z:
    print(json.dumps([[i.filename, i.file_size, hashlib.sha256(z.read(i)).hexdigest(), i.flag_bits & 8] for i in z.infolist() if not i.is_dir()]))
`;

interface Entry {
	name: string;
	size: number;
	blob: Blob;
}

async function pythonZip(kind: string): Promise<{ zip: Buffer; files: [string, number, string, number][] }> {
	const file = join(dir, `${kind}.zip`);
	const listing = execFileSync('python3', ['-c', WRITE, file], { env: { ...process.env, KIND: kind }, maxBuffer: 64 << 20 }).toString();
	return { zip: readFileSync(file), files: JSON.parse(listing) };
}

describe('zip read streamed, against what Python writes', () => {
	it.runIf(HAS_PYTHON).each(['plain', 'descriptors', 'zip64', 'stub'])('%s: every file, its name, size and bytes as zipfile reads them', async (kind) => {
		const { zip, files } = await pythonZip(kind);
		const result = await run({ kind: 'compress', algorithm: 'zip', direction: 'decompress' }, new Blob([new Uint8Array(zip)]));
		expect(result.status).toBe(200);
		const body = result.body as { bytes_in: number; bytes_out: number; entries: Entry[] };
		const ours = await Promise.all(body.entries.map(async (e) => [e.name, e.size, sha256(await bytesOf(e.blob))]));
		expect(ours).toEqual(files.map(([name, size, hash]) => [name, size, hash]));
		// Each case is what it says: sizes after the data, a zip64 end record, bytes before the archive.
		if (kind === 'descriptors') expect(files.every(([, , , dd]) => dd === 8)).toBe(true);
		if (kind === 'zip64') expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
		if (kind === 'stub') expect(zip.subarray(0, 2).toString()).toBe('#!');
		expect(body.bytes_in).toBe(zip.length);
		expect(body.bytes_out).toBe(files.reduce((sum, [, size]) => sum + size, 0));
		// The answer's file is the first file, as the API's `output` is.
		expect(sha256(await bytesOf(result.file!.blob))).toBe(files[0][2]);
	});

	it.runIf(HAS_PYTHON)('a zip stored inside a zip with data descriptors stays one file (fflate’s Unzip lists its files as the archive’s)', async () => {
		const { zip, files } = await pythonZip('descriptors');
		const inner = files.filter(([name]) => name === 'inner.zip');
		const records = await zipDirectory(new Blob([new Uint8Array(zip)]));
		expect(records.filter((r) => r.name === 'inner.zip').map((r) => r.size)).toEqual(inner.map(([, size]) => size));
		expect(records.some((r) => r.name.startsWith('in-'))).toBe(false);
	});

	it.runIf(HAS_PYTHON)('the first file in the form’s output encoding: base64 and hex as Buffer writes them; the entries stay bytes', async () => {
		const file = join(dir, 'first.zip');
		// 100,001 bytes: not a multiple of 3, and more than one inflate output chunk.
		python('import sys, zipfile, random\nrandom.seed(3)\nz = zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED)\nz.writestr("a.bin", bytes(random.getrandbits(8) for _ in range(100001)))\nz.writestr("b.txt", "bee")\nz.close()', file);
		const zip = readFileSync(file);
		const first = python('import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read("a.bin"))', file);
		for (const encoding of ['base64', 'hex'] as const) {
			const result = await run({ kind: 'compress', algorithm: 'zip', direction: 'decompress', output_encoding: encoding }, new Blob([new Uint8Array(zip)]));
			expect(await result.file!.blob.text()).toBe(first.toString(encoding));
			const entries = (result.body as { entries: Entry[] }).entries;
			expect(Buffer.from(await bytesOf(entries[0].blob)).equals(first)).toBe(true);
		}
	});
});

describe('zip written streamed, read back by Python', () => {
	const sample = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i % 7 === 0 ? (i * 2654435761) >>> 24 : 97 + (i % 26)));
	it.runIf(HAS_PYTHON).each([
		[0, 0, 'empty.txt'],
		[0, 65_536 * 3 + 1, 'stored.bin'],
		[1, 1_000_003, 'fast.bin'],
		[6, 3 * 1024 * 1024 + 17, 'données 日本.txt'],
		[9, 65_535, 'best.bin']
	])('level %d, %d bytes, named %s: testzip passes, the name and bytes are Python’s', async (level, size, filename) => {
		const data = sample(size);
		const result = await run({ kind: 'compress', algorithm: 'zip', direction: 'compress', level, filename }, new Blob([data]));
		expect(result.status).toBe(200);
		const file = join(dir, `ours-${level}-${size}.zip`);
		writeFileSync(file, await bytesOf(result.file!.blob));
		const read = JSON.parse(python('import sys, json, hashlib, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps([[i.filename, i.file_size, i.compress_type, hashlib.sha256(z.read(i)).hexdigest()] for i in z.infolist()]))', file).toString());
		expect(read).toEqual([[filename, size, level === 0 ? 0 : 8, sha256(data)]]);
		expect(result.body).toEqual({ bytes_in: size, bytes_out: result.file!.size });
		// And this reader reads it back (a data descriptor after every entry).
		const back = await run({ kind: 'compress', algorithm: 'zip', direction: 'decompress' }, result.file!.blob);
		expect(sha256(await bytesOf(back.file!.blob))).toBe(sha256(data));
	});

	it('in base64 when the form asks, as Buffer writes the same zip’s bytes', async () => {
		const data = sample(200_002);
		const raw = await run({ kind: 'compress', algorithm: 'zip', direction: 'compress', level: 0 }, new Blob([data]));
		const text = await run({ kind: 'compress', algorithm: 'zip', direction: 'compress', level: 0, output_encoding: 'base64' }, new Blob([data]));
		// The archives differ only in their times: the stored data and its CRC in the middle are the same.
		const decoded = Buffer.from(await text.file!.blob.text(), 'base64');
		expect(decoded.length).toBe(raw.file!.size);
		expect(text.file!.blob.type).toBe('text/plain');
		expect(decoded.subarray(100, 200_000).equals(Buffer.from(await bytesOf(raw.file!.blob)).subarray(100, 200_000))).toBe(true);
	});
});

describe('zip refusals in the large path', () => {
	const refusal = (result: LargeResult) => [result.status, (result.body as { detail: string }).detail];
	const zipOf = (files: Record<string, Uint8Array>, level = 6) => new Blob([f.zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [v, { level: level as 6 }]])))]);

	it('a cut file, a changed byte (CRC-32), a method it does not read, an encrypted entry', async () => {
		const good = await bytesOf(zipOf({ 'a.txt': new TextEncoder().encode('hello hello hello hello') }, 0));
		expect(refusal(await run({ kind: 'compress', algorithm: 'zip', direction: 'decompress' }, new Blob([good.subarray(0, good.length - 30)])))).toEqual([422, 'input: is not valid zip data (no end of central directory (a cut file, or not a zip))']);
		const changed = good.slice();
		changed[30 + 5 + 2] ^= 1; // a byte of the stored data, after the 30-byte header and the name
		expect(refusal(await run({ kind: 'compress', algorithm: 'zip', direction: 'decompress' }, new Blob([changed])))).toEqual([422, 'input: is not valid zip data (bad CRC-32 in a.txt)']);
		// Method 12 (bzip2) and the encryption flag, set in both headers.
		for (const [at, value, detail] of [
			[8, 12, 'input: a.txt is stored with zip method 12; only stored (0) and deflate (8) are read'],
			[6, 1, 'input: is not valid zip data (a.txt is encrypted; encrypted entries are not read)']
		] as const) {
			const bad = good.slice();
			const central = good.length - 22 - 46 - 5;
			bad[at] = value;
			bad[central + at + 2] = value;
			expect(refusal(await run({ kind: 'compress', algorithm: 'zip', direction: 'decompress' }, new Blob([bad])))).toEqual([422, detail]);
		}
	});

	it('an archive of folders only: no files and an empty answer, as the API’s `output` is empty', async () => {
		const result = await run({ kind: 'compress', algorithm: 'zip', direction: 'decompress' }, zipOf({ 'a/': new Uint8Array(0), 'a/b/': new Uint8Array(0) }));
		expect(result.status).toBe(200);
		expect(result.body).toMatchObject({ bytes_out: 0, entries: [] });
		expect(result.file!.size).toBe(0);
	});

	it('more than 1,000 files, and a bomb stopped at the output limit', async () => {
		const many = zipOf(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`f${i}`, new Uint8Array(1)])));
		expect(refusal(await run({ kind: 'compress', algorithm: 'zip', direction: 'decompress' }, many))).toEqual([422, 'input: holds more than 1,000 files, the limit read from an archive']);
		// Folders do not count.
		const folders = zipOf({ ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`d${i}/`, new Uint8Array(0)])), 'x.txt': new Uint8Array(3) });
		expect((await run({ kind: 'compress', algorithm: 'zip', direction: 'decompress' }, folders)).status).toBe(200);
		const bomb = zipOf({ a: new Uint8Array(3 << 20), b: new Uint8Array(3 << 20) }, 9);
		let written = 0;
		const open = () => ({ write: (b: Uint8Array) => void (written += b.length), end: () => {} });
		await expect(unzipStream(f, bomb, open, () => {}, 4 << 20)).rejects.toThrow('decompresses to more than the limit of 4,194,304 bytes');
		expect(written).toBeLessThan((4 << 20) + (1 << 20));
	});
});
