import { describe, expect, it } from 'vitest';
import { runLargeJob } from './large-jobs.js';
import type { LargeRequest, LargeResponse } from './large-protocol.js';
import type { OpModule } from './op-modules.js';

/**
 * The worker's large jobs as the page posts them (large-protocol.ts), run in Node: here text
 * diff's two Blobs. The unified text itself is checked against GNU patch and diff in
 * ops/text-diff/large-diff.test.ts; this checks the message's way through.
 */
const load = (name: string) => import(`../ops/${name}/index.ts`) as Promise<OpModule>;

async function diff(old: string, now: string | undefined, context = 3) {
	const progress: LargeResponse[] = [];
	const msg: LargeRequest = { type: 'large', id: 7, job: { kind: 'text-diff', context }, source: new Blob([old]), ...(now === undefined ? {} : { other: new Blob([now]) }) };
	const result = await runLargeJob(msg, (p) => progress.push(p), load);
	return { result, progress };
}

describe('large job: text-diff', () => {
	it('answers the counts and the unified diff as a file, with progress over both inputs', async () => {
		const { result, progress } = await diff('apples\nbananas\ncherries\n', 'apples\nblueberries\ncherries\ndates\n');
		expect(result.status).toBe(200);
		// The same answer as the operation's reference case (GNU diff -u), cases.ts.
		expect(await result.file!.blob.text()).toBe('--- old\n+++ new\n@@ -1,3 +1,4 @@\n apples\n-bananas\n+blueberries\n cherries\n+dates\n');
		expect(result.body).toEqual({ additions: 2, deletions: 1, hunks: 1, size: result.file!.size });
		expect(result.file!.blob.type).toBe('text/x-diff');
		expect(progress.at(-1)).toEqual({ type: 'progress', id: 7, done: 58, total: 58 });
	});

	it('refuses a context the operation refuses, and a request without the new text', async () => {
		const { result } = await diff('a\n', 'b\n', 21);
		expect(result.status).toBe(422);
		expect((result.body as { detail: string }).detail).toMatch(/^context: /);
		expect((await diff('a\n', undefined)).result.status).toBe(400);
	});
});

/** Gzip made by Node's zlib (an independent implementation) and AES-CBC by node:crypto. */
describe('large jobs: compress and cipher', () => {
	const run = async (job: LargeRequest['job'], source: Blob) => runLargeJob({ type: 'large', id: 9, job, source }, () => {}, load);
	const data = Buffer.from('Large inputs, slice by slice. '.repeat(40_000));

	it('decompresses a gzip paste written in hex, read through the paste decoder', async () => {
		const { gzipSync } = await import('node:zlib');
		const hex = gzipSync(data).toString('hex').replace(/(.{64})/g, '$1\n');
		const result = await run({ kind: 'compress', algorithm: 'gzip', direction: 'decompress', input_encoding: 'hex' }, new Blob([hex]));
		expect(result.status).toBe(200);
		expect(Buffer.from(await result.file!.blob.arrayBuffer()).equals(data)).toBe(true);
	});

	it('decompresses an xz paste in base64 (Python’s lzma), read twice: the header, then the stream', async () => {
		const { execFileSync } = await import('node:child_process');
		let xz: Buffer;
		try {
			xz = execFileSync('python3', ['-c', 'import sys, lzma; sys.stdout.buffer.write(lzma.compress(sys.stdin.buffer.read()))'], { input: data });
		} catch {
			console.warn('large-jobs: python3 is not installed: the xz paste is skipped');
			return;
		}
		const result = await run({ kind: 'compress', algorithm: 'xz', direction: 'decompress', input_encoding: 'base64' }, new Blob([xz.toString('base64').replace(/(.{76})/g, '$1\n')]));
		expect(result.status).toBe(200);
		expect(Buffer.from(await result.file!.blob.arrayBuffer()).equals(data)).toBe(true);
	});

	it('refuses what the operation refuses: a level out of range, a key of the wrong size, a missing IV, naming the field', async () => {
		const level = await run({ kind: 'compress', algorithm: 'gzip', direction: 'compress', level: 11 }, new Blob([data]));
		expect([level.status, (level.body as { detail: string }).detail]).toEqual([422, 'level: gzip takes a level from 0 to 9']);
		const key = await run({ kind: 'cipher', algorithm: 'aes-256-cbc', direction: 'encrypt', key: '00'.repeat(16) }, new Blob([data]));
		expect([key.status, (key.body as { detail: string }).detail]).toEqual([422, 'key: aes-256-cbc needs a key of 32 bytes; this one has 16']);
		const iv = await run({ kind: 'cipher', algorithm: 'aes-256-cbc', direction: 'decrypt', key: '00'.repeat(32) }, new Blob([data]));
		expect([iv.status, (iv.body as { detail: string }).detail]).toEqual([422, 'iv: decrypting aes-256-cbc needs the iv it was encrypted with']);
	});

	it('encrypts with AES-256-CBC as node:crypto does, and answers the IV it made', async () => {
		const { createCipheriv } = await import('node:crypto');
		const key = Buffer.alloc(32, 7);
		const result = await run({ kind: 'cipher', algorithm: 'aes-256-cbc', direction: 'encrypt', key: key.toString('hex') }, new Blob([data]));
		const iv = Buffer.from((result.body as { iv: string }).iv, 'hex');
		const cipher = createCipheriv('aes-256-cbc', key, iv);
		expect(Buffer.from(await result.file!.blob.arrayBuffer()).equals(Buffer.concat([cipher.update(data), cipher.final()]))).toBe(true);
	});
});

/**
 * A bytes answer in the form's output encoding (src/lib/run/README.md, "A large answer's
 * encoding"): hex and base64 written as the bytes come, against Buffer's encoders and Python's
 * base64, at sizes that are not multiples of 3 and whose pieces (a wrapped base64 text decoded,
 * inflate's output) end mid-group, so the base64 writer carries a remainder across pieces.
 */
describe('large jobs: the answer in the output encoding', () => {
	const run = async (job: LargeRequest['job'], source: Blob) => runLargeJob({ type: 'large', id: 3, job, source }, () => {}, load);
	/** Bytes that are not all the same, so a carried byte put in the wrong place shows. */
	const bytes = (n: number, seed = 1) => Buffer.from(Uint8Array.from({ length: n }, (_, i) => (i * 131 + seed * 7 + (i >> 8)) & 0xff));
	const SIZES = [1, 2, 4, 65_537, 196_609, 1_000_001];

	it.each(SIZES)('decode: %d bytes of wrapped base64, answered in hex and in base64', async (n) => {
		const data = bytes(n, n);
		const wrapped = data.toString('base64').replace(/(.{76})/g, '$1\n');
		for (const encoding of ['hex', 'base64'] as const) {
			const result = await run({ kind: 'encode', scheme: 'base64', direction: 'decode', output_encoding: encoding }, new Blob([wrapped]));
			expect(result.status).toBe(200);
			expect(await result.file!.blob.text()).toBe(data.toString(encoding));
			expect(result.file!.blob.type).toBe('text/plain');
		}
		// Unset, the file is the bytes themselves.
		const raw = await run({ kind: 'encode', scheme: 'base64', direction: 'decode' }, new Blob([wrapped]));
		expect(Buffer.from(await raw.file!.blob.arrayBuffer()).equals(data)).toBe(true);
	});

	it('gunzip of 1,000,001 bytes in base64 as Python’s base64 writes it (inflate’s pieces end mid-group)', async () => {
		const { gzipSync } = await import('node:zlib');
		const { execFileSync } = await import('node:child_process');
		const data = bytes(1_000_001, 5);
		const result = await run({ kind: 'compress', algorithm: 'gzip', direction: 'decompress', output_encoding: 'base64' }, new Blob([gzipSync(data)]));
		let expected: string;
		try {
			expected = execFileSync('python3', ['-c', 'import sys, base64; sys.stdout.write(base64.b64encode(sys.stdin.buffer.read()).decode())'], { input: data, maxBuffer: 16 << 20 }).toString();
		} catch {
			console.warn('large-jobs: python3 is not installed: Buffer’s base64 stands in');
			expected = data.toString('base64');
		}
		expect(await result.file!.blob.text()).toBe(expected);
		// bytes_out counts the bytes, as the API's does, not their text.
		expect(result.body).toEqual({ bytes_in: gzipSync(data).length, bytes_out: data.length });
	});

	it('AES-256-CBC in hex as node:crypto’s bytes are; a hex dump read back (xxd) in base64', async () => {
		const { createCipheriv } = await import('node:crypto');
		const data = bytes(200_003, 9);
		const key = Buffer.alloc(32, 3);
		const iv = Buffer.alloc(16, 4);
		const result = await run({ kind: 'cipher', algorithm: 'aes-256-cbc', direction: 'encrypt', key: key.toString('hex'), iv: iv.toString('hex'), output_encoding: 'hex' }, new Blob([data]));
		const cipher = createCipheriv('aes-256-cbc', key, iv);
		expect(await result.file!.blob.text()).toBe(Buffer.concat([cipher.update(data), cipher.final()]).toString('hex'));

		const { execFileSync } = await import('node:child_process');
		let dump: string;
		try {
			dump = execFileSync('xxd', [], { input: data, maxBuffer: 16 << 20 }).toString();
		} catch {
			console.warn('large-jobs: xxd is not installed: the dump read back is skipped');
			return;
		}
		const parsed = await run({ kind: 'hexdump', direction: 'parse', output_encoding: 'base64' }, new Blob([dump]));
		expect(await parsed.file!.blob.text()).toBe(data.toString('base64'));
	});
});
