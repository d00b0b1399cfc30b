import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as f from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { compressBytes, decompressBytes } from './compress.js';
import { runCompressLarge, type CompressJob } from './compress-large.js';
import { compressStream, decompressStream, unxzStream, WHOLE_MAX } from './compress-stream.js';
import { MAX_BYTES } from './limits.js';
import { memoryIo as memoryIoOver } from '../../../../tests/unit/memory-io.js';

/** A job's io over bytes in memory, as large-jobs.ts gives it over a Blob. */
const memoryIo = (data: Uint8Array, size = data.length) => memoryIoOver(data, { size, slice: 100_000 });

/**
 * The streamed compression of the app's large inputs against independent readers and writers:
 * Python's gzip and zlib and GNU gzip at test time (skipped with a message when absent), and
 * against the operation itself where it takes the input.
 */
const dir = mkdtempSync(join(tmpdir(), 'utilkit-compress-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const has = (command: string, args: string[]) => {
	try {
		execFileSync(command, args, { stdio: 'ignore' });
		return true;
	} catch {
		console.warn(`compress-stream: \`${command}\` is not installed: the comparison with it is skipped`);
		return false;
	}
};
const HAS_PYTHON = has('python3', ['-c', 'import gzip, zlib']);
const HAS_GZIP = has('gzip', ['--version']);

/** Text and random bytes (incompressible, so the file is what it says), `n` bytes in all. */
function sample(n: number, seed = 1): Uint8Array {
	const out = new Uint8Array(n);
	let x = seed;
	const words = new TextEncoder().encode('the quick brown fox jumps over the lazy dog 0123456789\n');
	for (let i = 0; i < n; i++) {
		x = (x * 1103515245 + 12345) >>> 0;
		out[i] = (i >> 16) % 3 === 0 ? x >>> 24 : words[(i + (x >>> 28)) % words.length];
	}
	return out;
}

/** Feeds `data` in slices of uneven sizes, as Blob.stream() may cut a file. */
function feed(stream: { push(b: Uint8Array): void; end(): void }, data: Uint8Array) {
	const sizes = [1, 7, 65_536, 100_003, 3, 262_144, 513];
	for (let at = 0, i = 0; at < data.length; i++) {
		const n = sizes[i % sizes.length];
		stream.push(data.slice(at, at + n));
		at += n;
	}
	stream.end();
}

function collect(run: (write: (b: Uint8Array) => void) => void): Buffer {
	const parts: Uint8Array[] = [];
	run((b) => parts.push(b.slice()));
	return Buffer.concat(parts);
}

const python = (script: string, file: string) => execFileSync('python3', ['-c', script, file], { maxBuffer: 256 << 20 });
const READ = {
	gzip: 'import sys, gzip; sys.stdout.buffer.write(gzip.decompress(open(sys.argv[1], "rb").read()))',
	zlib: 'import sys, zlib; sys.stdout.buffer.write(zlib.decompress(open(sys.argv[1], "rb").read()))',
	deflate: 'import sys, zlib; sys.stdout.buffer.write(zlib.decompress(open(sys.argv[1], "rb").read(), -15))'
} as const;

describe('streamed compression', () => {
	const big = sample(3 * 1024 * 1024 + 17);
	it.runIf(HAS_PYTHON).each([
		['gzip', 1],
		['gzip', 6],
		['gzip', 9],
		['zlib', 6],
		['deflate', 0],
		['deflate', 6]
	] as const)('%s level %d of 3 MiB, sliced unevenly, is read back by Python', (algorithm, level) => {
		const out = collect((write) => feed(compressStream(f, algorithm, level, write), big));
		const file = join(dir, `${algorithm}-${level}`);
		writeFileSync(file, out);
		expect(python(READ[algorithm], file).equals(Buffer.from(big))).toBe(true);
		// The same bytes however the input is sliced: fflate is fed 64 KiB at a time.
		const whole = collect((write) => {
			const s = compressStream(f, algorithm, level, write);
			s.push(big);
			s.end();
		});
		expect(whole.equals(out)).toBe(true);
	});

	it('writes the gzip header the operation writes: no time, OS byte 3 (Unix)', () => {
		const out = collect((write) => feed(compressStream(f, 'gzip', 6, write), big));
		expect([...out.subarray(0, 10)]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
	});

	it.each(['gzip', 'deflate', 'zlib'] as const)('%s: up to the form’s limit the answer is the operation’s, byte for byte', async (algorithm) => {
		for (const n of [0, 1000, MAX_BYTES]) {
			const data = sample(n, 7);
			const out = collect((write) => feed(compressStream(f, algorithm, 9, write), data));
			expect(out.equals(Buffer.from(await compressBytes(algorithm, data, { level: 9, filename: 'data.bin' })))).toBe(true);
		}
	});
});

describe('streamed decompression', () => {
	const big = Buffer.from(sample(5 * 1024 * 1024 + 3, 3));
	it.runIf(HAS_GZIP)('reads what `gzip -6` writes, and members one after the other as gzip -d does', () => {
		const file = join(dir, 'big');
		writeFileSync(file, big);
		const gz = execFileSync('gzip', ['-6', '-c', file], { maxBuffer: 64 << 20 });
		expect(collect((write) => feed(decompressStream(f, 'gzip', write), gz)).equals(big)).toBe(true);
		const two = Buffer.concat([gz, execFileSync('gzip', ['-1', '-c', file], { maxBuffer: 64 << 20 })]);
		expect(collect((write) => feed(decompressStream(f, 'gzip', write), two)).equals(Buffer.concat([big, big]))).toBe(true);
	});

	it.runIf(HAS_PYTHON).each(['zlib', 'deflate'] as const)('reads what Python’s zlib writes (%s)', (algorithm) => {
		const file = join(dir, 'plain');
		writeFileSync(file, big);
		const script = `import sys, zlib; c = zlib.compressobj(6, zlib.DEFLATED, ${algorithm === 'zlib' ? 15 : -15}); sys.stdout.buffer.write(c.compress(open(sys.argv[1], "rb").read()) + c.flush())`;
		const packed = python(script, file);
		expect(collect((write) => feed(decompressStream(f, algorithm, write), packed)).equals(big)).toBe(true);
	});

	it('answers what the operation answers for the same input', async () => {
		const gz = f.gzipSync(sample(600_000, 5), { level: 6, mtime: 0 });
		const mine = collect((write) => feed(decompressStream(f, 'gzip', write), gz));
		expect(mine.equals(Buffer.from((await decompressBytes('gzip', gz)).bytes))).toBe(true);
	});

	it('stops a bomb past its limit with the operation’s refusal naming the limit', () => {
		const bomb = f.gzipSync(new Uint8Array(40 * 1024 * 1024), { level: 9 });
		let written = 0;
		const stream = decompressStream(f, 'gzip', (b) => (written += b.length), 8 * 1024 * 1024);
		expect(() => feed(stream, bomb)).toThrow('decompresses to more than the limit of 8,388,608 bytes; it was stopped there');
		expect(written).toBeLessThanOrEqual(8 * 1024 * 1024);
	});

	it('refuses truncated and foreign data as the operation does', async () => {
		const gz = f.gzipSync(sample(100_000), { level: 6 });
		for (const bad of [gz.subarray(0, 5000), gz.subarray(0, 20), new TextEncoder().encode('not gzip at all')]) {
			const theirs = await decompressBytes('gzip', bad).then(
				() => 'no error',
				(err: Error) => err.message
			);
			expect(theirs).toMatch(/^is not valid gzip data \(.+\)$/);
			expect(() => feed(decompressStream(f, 'gzip', () => {}), bad)).toThrow(theirs);
		}
	});
});

describe('streamed xz decompression', () => {
	it.runIf(HAS_PYTHON)('reads what Python’s lzma writes (4 MiB), and stops a bomb at its limit', async () => {
		const data = Buffer.from(sample(4 * 1024 * 1024 + 1, 11));
		const file = join(dir, 'for-xz');
		writeFileSync(file, data);
		const xz = python('import sys, lzma; sys.stdout.buffer.write(lzma.compress(open(sys.argv[1], "rb").read(), preset=6))', file);
		const parts: Uint8Array[] = [];
		const size = await unxzStream(new Blob([xz]).stream(), (b) => parts.push(b.slice()));
		expect(size).toBe(data.length);
		expect(Buffer.concat(parts).equals(data)).toBe(true);
		const bomb = python('import sys, lzma; sys.stdout.buffer.write(lzma.compress(bytes(20 * 1024 * 1024)))', file);
		await expect(unxzStream(new Blob([bomb]).stream(), () => {}, 4 * 1024 * 1024)).rejects.toThrow('decompresses to more than the limit of 4,194,304 bytes');
		await expect(unxzStream(new Blob([xz.subarray(0, 1000)]).stream(), () => {})).rejects.toThrow('is not valid xz data');
	});
});

describe('whole-document algorithms in the large job', () => {
	it.runIf(HAS_PYTHON)('xz: streamed, or read whole by the operation when its check is SHA-256', async () => {
		const data = Buffer.from(sample(1024 * 1024 + 5, 13));
		const file = join(dir, 'for-xz-check');
		writeFileSync(file, data);
		for (const check of ['CHECK_CRC64', 'CHECK_SHA256']) {
			const xz = python(`import sys, lzma; sys.stdout.buffer.write(lzma.compress(open(sys.argv[1], "rb").read(), check=lzma.${check}))`, file);
			const run = memoryIo(xz);
			const { body } = await runCompressLarge({ kind: 'compress', algorithm: 'xz', direction: 'decompress' }, run.io);
			expect(run.out().equals(data)).toBe(true);
			expect(body).toEqual({ bytes_in: xz.length, bytes_out: data.length });
		}
	});

	it('refuses an input past WHOLE_MAX at once, naming the limit', async () => {
		const { io } = memoryIo(new Uint8Array(0), WHOLE_MAX + 1);
		await expect(runCompressLarge({ kind: 'compress', algorithm: 'lz4', direction: 'compress' }, io)).rejects.toThrow('lz4 is read whole in the browser: at most 67,108,864 bytes');
		// brotli.js's encoder is not trusted past the form's limit (compress-large.ts).
		const over = memoryIo(new Uint8Array(0), MAX_BYTES + 1).io;
		await expect(runCompressLarge({ kind: 'compress', algorithm: 'brotli', direction: 'compress' }, over)).rejects.toThrow('brotli is read whole in the browser: at most 786,432 bytes');
	});

	it.runIf(HAS_PYTHON)('xz compresses 2.5 MiB streamed (its pieces gathered into segments) that Python reads back; the same bytes as the operation', async () => {
		const data = sample(2.5 * 1024 * 1024, 5);
		const { io, out } = memoryIo(data);
		const { body, file: answer } = await runCompressLarge({ kind: 'compress', algorithm: 'xz', direction: 'compress', level: 6 }, io);
		expect(answer?.blob.type).toBe('application/x-xz');
		const file = join(dir, 'x.xz');
		writeFileSync(file, out());
		expect(python('import sys, lzma; sys.stdout.buffer.write(lzma.decompress(open(sys.argv[1], "rb").read()))', file).equals(Buffer.from(data))).toBe(true);
		expect(body).toEqual({ bytes_in: data.length, bytes_out: out().length });
		expect(out().equals(Buffer.from(await compressBytes('xz', data, { level: 6, filename: '' })))).toBe(true);
	});

	it.runIf(HAS_PYTHON)('lzma compresses 2 MiB that Python reads back; zip answers its files as Blobs', async () => {
		const data = sample(2 * 1024 * 1024, 9);
		const job: CompressJob = { kind: 'compress', algorithm: 'lzma', direction: 'compress', level: 1 };
		const { io, out } = memoryIo(data);
		await runCompressLarge(job, io);
		const file = join(dir, 'x.lzma');
		writeFileSync(file, out());
		expect(python('import sys, lzma; sys.stdout.buffer.write(lzma.decompress(open(sys.argv[1], "rb").read(), format=lzma.FORMAT_ALONE))', file).equals(Buffer.from(data))).toBe(true);

		const zip = execFileSync('python3', ['-c', 'import io, sys, zipfile\nb = io.BytesIO()\nz = zipfile.ZipFile(b, "w", zipfile.ZIP_DEFLATED)\nz.writestr("a.txt", "alpha")\nz.writestr("d/b.bin", bytes(range(256)) * 4000)\nz.close()\nsys.stdout.buffer.write(b.getvalue())']);
		const unzip = memoryIo(zip);
		const answer = (await runCompressLarge({ kind: 'compress', algorithm: 'zip', direction: 'decompress' }, unzip.io)).body as { entries: { name: string; size: number; blob: Blob }[] };
		expect(answer.entries.map((e) => [e.name, e.size])).toEqual([
			['a.txt', 5],
			['d/b.bin', 1_024_000]
		]);
		expect(Buffer.from(await answer.entries[1].blob.arrayBuffer()).equals(Buffer.from(new Uint8Array(1_024_000).map((_, i) => i % 256)))).toBe(true);
		expect(readFileSync(file).length).toBeGreaterThan(0);
	});
});
