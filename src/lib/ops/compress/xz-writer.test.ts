import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { compress } from './index.js';
import { XzEncoder, xzCompress } from './xz-writer.js';

/**
 * The .xz writer against independent readers: Python's `lzma.decompress` (liblzma) and the `xz`
 * command (`xz -t`, `xz -d`; XZ Utils), each skipped with a message when absent. Compressed bytes
 * differ between encoders, so what is compared is what they read back.
 */
const has = (command: string, args: string[]) => {
	try {
		execFileSync(command, args, { stdio: 'ignore' });
		return true;
	} catch {
		console.warn(`xz-writer: \`${command}\` is not installed: reading back with it is skipped`);
		return false;
	}
};
const PYTHON = existsPython();
const HAS_XZ = has('xz', ['--version']);

function existsPython(): string | null {
	for (const python of ['/usr/bin/python3', 'python3']) if (has(python, ['-c', 'import lzma'])) return python;
	return null;
}

/** What Python's lzma reads from `xz`: the bytes, or it throws with Python's reason. */
function pythonReads(xz: Uint8Array): Buffer {
	return execFileSync(PYTHON!, ['-c', 'import sys, lzma; sys.stdout.buffer.write(lzma.decompress(sys.stdin.buffer.read(), format=lzma.FORMAT_XZ))'], { input: xz, maxBuffer: 256 << 20 });
}

function expectReadBack(xz: Uint8Array, data: Uint8Array) {
	if (PYTHON) expect(pythonReads(xz).equals(Buffer.from(data))).toBe(true);
	if (HAS_XZ) {
		execFileSync('xz', ['-t'], { input: xz });
		expect(execFileSync('xz', ['-d', '-c'], { input: xz, maxBuffer: 256 << 20 }).equals(Buffer.from(data))).toBe(true);
	}
}

/** A deterministic generator, so a failure can be replayed. */
function random(n: number, seed: number, alphabet = 256): Uint8Array {
	const out = new Uint8Array(n);
	let x = seed;
	for (let i = 0; i < n; i++) {
		x = (Math.imul(x, 1103515245) + 12345) >>> 0;
		out[i] = (x >>> 16) % alphabet;
	}
	return out;
}
function text(n: number, seed: number): Uint8Array {
	const words = ['compress', 'stream', 'chunk', 'the', 'of', 'dictionary', 'range', 'coder', 'xz', 'block', 'index', 'lorem', 'ipsum', '\n'];
	const picks = random(n, seed, words.length);
	const out: string[] = [];
	let size = 0;
	for (let i = 0; size < n; i++) {
		out.push(words[picks[i % n]]);
		size += out[out.length - 1].length + 1;
	}
	return new TextEncoder().encode(out.join(' ')).subarray(0, n);
}
const join = (...parts: Uint8Array[]) => Uint8Array.from(Buffer.concat(parts));

/** The LZMA2 control bytes of a one-block stream we wrote, walked chunk by chunk. */
function controls(xz: Uint8Array): number[] {
	const out: number[] = [];
	let at = 12 + (xz[12] + 1) * 4;
	for (;;) {
		const control = xz[at];
		out.push(control);
		if (control === 0) return out;
		if (control < 0x80) at += 3 + ((xz[at + 1] << 8) | xz[at + 2]) + 1;
		else at += (control >= 0xc0 ? 6 : 5) + ((xz[at + 3] << 8) | xz[at + 4]) + 1;
	}
}

describe('xz compression read back by Python lzma and xz -t / xz -d', () => {
	it('nothing: the very bytes of Python and xz (a stream without blocks)', () => {
		const ours = xzCompress(new Uint8Array(0), 6);
		expect(Buffer.from(ours).toString('base64')).toBe('/Td6WFoAAATm1rRGAAAAABzfRCEftvN9AQAAAAAEWVo=');
		expectReadBack(ours, new Uint8Array(0));
	});

	it('one byte, and short texts at every level', () => {
		expectReadBack(xzCompress(Uint8Array.of(0x41), 6), Uint8Array.of(0x41));
		const hello = new TextEncoder().encode('Hello, xz! Hello, xz! Hello, xz!\n');
		for (let level = 0; level <= 9; level++) expectReadBack(xzCompress(hello, level), hello);
	});

	it('text of 300 KB: LZMA chunks that keep the dictionary, smaller than the input', () => {
		const data = text(300_000, 7);
		const xz = xzCompress(data, 6);
		expectReadBack(xz, data);
		const kinds = controls(xz);
		expect(kinds[0]).toBe(0xe0 | kinds[0] & 0x1f);
		expect(kinds.slice(1, -1).every((c) => c >= 0x80 && c < 0xa0)).toBe(true);
		expect(xz.length).toBeLessThan(data.length / 2);
	});

	it('random bytes: stored (uncompressed) chunks of at most 64 KiB, a few bytes over the input', () => {
		const data = random(200_000, 3);
		const xz = xzCompress(data, 6);
		expectReadBack(xz, data);
		expect(controls(xz).every((c) => c <= 2)).toBe(true);
		expect(xz.length).toBeLessThan(data.length + 200);
	});

	it('random between text: a stored chunk, then an LZMA chunk that resets the state (0xA0) and keeps the dictionary', () => {
		const data = join(text(100_000, 1), random(120_000, 2), text(100_000, 1));
		const xz = xzCompress(data, 5);
		expectReadBack(xz, data);
		const kinds = controls(xz);
		expect(kinds).toContain(0x02);
		expect(kinds.some((c) => c >= 0xa0 && c < 0xc0)).toBe(true);
	});

	it('random first: a stored chunk that resets the dictionary (0x01), then LZMA chunks with new properties (0xC0)', () => {
		const data = join(random(70_000, 4), text(100_000, 5));
		const xz = xzCompress(data, 1);
		expectReadBack(xz, data);
		const kinds = controls(xz);
		expect(kinds[0]).toBe(0x01);
		expect(kinds.some((c) => c >= 0xc0 && c < 0xe0)).toBe(true);
	});

	it('5 MiB of repeats: LZMA chunks cut at 2 MiB of input', () => {
		const data = new Uint8Array(5 * 1024 * 1024).map((_, i) => (i % 251) ^ (i >> 20));
		const xz = xzCompress(data, 6);
		expectReadBack(xz, data);
		const lzma = controls(xz).filter((c) => c >= 0x80);
		expect(lzma.length).toBeGreaterThanOrEqual(3);
	});

	it('segments pushed one by one (the large path): each resets the dictionary, one block, one check', () => {
		const parts = [text(150_000, 8), random(40_000, 9), text(90_000, 10), new Uint8Array(0), Uint8Array.of(7)];
		const out: Uint8Array[] = [];
		const encoder = new XzEncoder({ level: 6, size: 280_001 }, (bytes) => out.push(bytes.slice()));
		for (const part of parts) encoder.push(part);
		encoder.end();
		const xz = join(...out);
		expectReadBack(xz, join(...parts));
		expect(controls(xz).filter((c) => c === 0x01 || c >= 0xe0).length).toBe(4);
	});

	it('the operation answers xz at the form\'s levels and reads its own answer back', async () => {
		const data = text(50_000, 11);
		for (const level of [0, 6, 9]) {
			const input = compress.input.parse({ input: Buffer.from(data).toString('base64'), input_encoding: 'base64', algorithm: 'xz', direction: 'compress', level });
			const answer = (await compress.run(input, {} as never)) as { output: string; bytes_in: number; bytes_out: number };
			const xz = Buffer.from(answer.output, 'base64');
			expect(answer).toMatchObject({ bytes_in: data.length, bytes_out: xz.length });
			expectReadBack(xz, data);
			const back = (await compress.run(compress.input.parse({ input: answer.output, input_encoding: 'base64', algorithm: 'xz', direction: 'decompress' }), {} as never)) as { output: string };
			expect(back.output).toBe(Buffer.from(data).toString('base64'));
		}
	});
});
