import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { cases } from './cases.js';
import { decompressStream } from './compress-stream.js';
import { compress } from './index.js';

describe('compress cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

/** Python's standard library reads back what we compress (compressed bytes differ between implementations). */
const PYTHON = `
import sys, json, base64, gzip, zlib, io, zipfile, tarfile
job = json.load(sys.stdin)
data = base64.b64decode(job['data'])
alg = job['algorithm']
if alg == 'gzip': out = [gzip.decompress(data)]
elif alg == 'zlib': out = [zlib.decompress(data)]
elif alg == 'deflate': out = [zlib.decompress(data, -15)]
elif alg == 'lzma': import lzma; out = [lzma.decompress(data, format=lzma.FORMAT_ALONE)]
elif alg == 'bzip2': import bz2; out = [bz2.decompress(data)]
elif alg == 'brotli':
    import brotli; out = [brotli.decompress(data)]
elif alg == 'lz4':
    import lz4.frame; out = [lz4.frame.decompress(data)]
elif alg == 'zip':
    z = zipfile.ZipFile(io.BytesIO(data)); assert z.testzip() is None; out = [z.namelist()[0].encode(), z.read(z.namelist()[0])]
elif alg == 'tar':
    t = tarfile.open(fileobj=io.BytesIO(data)); m = t.getmembers()[0]; out = [m.name.encode(), t.extractfile(m).read()]
print(json.dumps([base64.b64encode(o).decode() for o in out]))
`;

/** Debian's python3-brotli and python3-lz4 live in the system Python, which a pyenv `python3` may hide. */
const pythonFor = (algorithm: string) => ((algorithm === 'brotli' || algorithm === 'lz4') && existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');

function python(algorithm: string, data: string, script = PYTHON): string[] | undefined {
	try {
		return JSON.parse(execFileSync(pythonFor(algorithm), ['-c', script], { input: JSON.stringify({ algorithm, data }), maxBuffer: 64 << 20 }).toString());
	} catch (err) {
		if ((err as NodeJS.ErrnoException).code === 'ENOENT' || /No module named '(lz4|brotli)'/.test(String((err as { stderr?: unknown }).stderr))) return undefined;
		throw err;
	}
}

function randomBytes(n: number, alphabet: number): Uint8Array {
	const bytes = new Uint8Array(n);
	for (let i = 0; i < n; i++) bytes[i] = Math.floor(Math.random() * alphabet);
	return bytes;
}
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('our compression read back by Python (gzip, zlib, zipfile, tarfile)', () => {
	const levels: Record<string, readonly (number | undefined)[]> = {
		gzip: [0, 1, 6, 9],
		deflate: [0, 1, 6, 9],
		zlib: [0, 1, 6, 9],
		zip: [0, 6, 9],
		tar: [undefined],
		lz4: [undefined],
		lzma: [1, 5, 6],
		brotli: [1, 6, 11],
		bzip2: [1, 9]
	};
	for (const [algorithm, list] of Object.entries(levels)) {
		for (const level of list) {
			it(`${algorithm}${level === undefined ? '' : ` level ${level}`}`, async () => {
				const data = randomBytes(5000 + Math.floor(Math.random() * 5000), level === 0 ? 256 : 8);
				const filename = algorithm === 'zip' || algorithm === 'tar' ? 'dir/file name.bin' : undefined;
				const input = compress.input.parse({ input: b64(data), input_encoding: 'base64', algorithm, direction: 'compress', level, filename });
				const answer = (await compress.run(input, {} as never)) as { output: string; bytes_in: number };
				const read = python(algorithm, answer.output);
				if (!read) {
					console.warn(`compress: python3${algorithm === 'lz4' || algorithm === 'brotli' ? ` or python3-${algorithm}` : ''} is not installed: the round trip through it is skipped`);
					return;
				}
				const file = read.length === 2 ? read[1] : read[0];
				if (read.length === 2) expect(Buffer.from(read[0], 'base64').toString()).toBe(filename);
				expect(file).toBe(b64(data));
				expect(answer.bytes_in).toBe(data.length);
			});
		}
	}
});

/** Python compresses random data (bz2, lzma as .xz and .lzma, brotli) and we read it back. */
const PYTHON_COMPRESS = `
import sys, json, base64, bz2, lzma
job = json.load(sys.stdin)
data = base64.b64decode(job['data'])
alg = job['algorithm']
if alg == 'bzip2': out = bz2.compress(data, 9)
elif alg == 'xz': out = lzma.compress(data, format=lzma.FORMAT_XZ)
elif alg == 'lzma': out = lzma.compress(data, format=lzma.FORMAT_ALONE)
elif alg == 'brotli':
    import brotli; out = brotli.compress(data)
print(json.dumps([base64.b64encode(out).decode()]))
`;

describe('what Python compresses we read back (bz2, lzma, python3-brotli)', () => {
	for (const algorithm of ['bzip2', 'xz', 'lzma', 'brotli']) {
		it(algorithm, async () => {
			const data = randomBytes(20_000 + Math.floor(Math.random() * 20_000), 1 + Math.floor(Math.random() * 255));
			const made = python(algorithm, b64(data), PYTHON_COMPRESS);
			if (!made) {
				console.warn(`compress: python3${algorithm === 'brotli' ? ' or python3-brotli' : ''} is not installed: reading its ${algorithm} is skipped`);
				return;
			}
			const input = compress.input.parse({ input: made[0], input_encoding: 'base64', algorithm, direction: 'decompress' });
			const answer = (await compress.run(input, {} as never)) as { output: string; bytes_out: number };
			expect(answer.output).toBe(b64(data));
			expect(answer.bytes_out).toBe(data.length);
		});
	}
});

/** `xz` (XZ Utils) with its arguments over `data`, or undefined when the command is absent. */
function xzTool(args: string[], data: Uint8Array): Uint8Array | undefined {
	try {
		return execFileSync('xz', args, { input: data, maxBuffer: 64 << 20, stdio: ['pipe', 'pipe', 'pipe'] });
	} catch (err) {
		if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
		throw err;
	}
}

async function unxz(made: Uint8Array) {
	const input = compress.input.parse({ input: b64(made), input_encoding: 'base64', algorithm: 'xz', direction: 'decompress' });
	return (await compress.run(input, {} as never)) as { output: string; bytes_out: number };
}

/** The offset of block `n`'s stored check in a one-stream xz file with `checkSize`-byte checks (its index lists the blocks). */
function checkOffset(xz: Uint8Array, n: number, checkSize: number): number {
	const view = new DataView(xz.buffer, xz.byteOffset);
	const indexStart = xz.length - 12 - (view.getUint32(xz.length - 8, true) + 1) * 4;
	const vli = (at: number): [number, number] => {
		let value = 0;
		for (let i = 0; ; i++) {
			value += (xz[at + i] & 0x7f) * 2 ** (7 * i);
			if (!(xz[at + i] & 0x80)) return [value, at + i + 1];
		}
	};
	const [count, first] = vli(indexStart + 1);
	let at = first;
	let block = 12;
	for (let i = 0; i < count; i++) {
		const [unpadded, next] = vli(at);
		[, at] = vli(next);
		const padded = (unpadded + 3) & ~3;
		if (i === n) return block + padded - checkSize;
		block += padded;
	}
	throw new Error('no such block');
}

describe('xz with the SHA-256 check (xz-embedded leaves it out; decoded as check None and hashed here)', () => {
	it('Python lzma CHECK_SHA256 of random data', async () => {
		const data = randomBytes(20_000 + Math.floor(Math.random() * 20_000), 1 + Math.floor(Math.random() * 255));
		const script = `import sys, json, base64, lzma\nd = base64.b64decode(json.load(sys.stdin)['data'])\nprint(json.dumps([base64.b64encode(lzma.compress(d, format=lzma.FORMAT_XZ, check=lzma.CHECK_SHA256)).decode()]))`;
		const made = python('xz', b64(data), script);
		if (!made) return console.warn('compress: python3 is not installed: its SHA-256 xz is skipped');
		const answer = await unxz(Buffer.from(made[0], 'base64'));
		expect(answer.output).toBe(b64(data));
	});

	it('xz --check=sha256 in several blocks and streams, streams of other checks and padding between; a wrong SHA-256 is a 422', async () => {
		const parts = [randomBytes(70_000, 4), randomBytes(5_000, 256), new Uint8Array(0), randomBytes(30_000, 16)];
		const streams = [
			xzTool(['-c', '--check=sha256', '--block-size=16384'], parts[0]),
			xzTool(['-c', '--check=crc32'], parts[1]),
			xzTool(['-c', '--check=sha256'], parts[2]),
			xzTool(['-c', '--check=sha256', '-1', '--block-size=10000'], parts[3])
		];
		if (streams.some((s) => !s)) return console.warn('compress: the xz command is not installed: its SHA-256 streams are skipped');
		const made = Buffer.concat([streams[0]!, streams[1]!, new Uint8Array(8), streams[2]!, streams[3]!, new Uint8Array(4)]);
		expect(xzTool(['-t'], made)).toBeDefined();
		const answer = await unxz(made);
		expect(answer.output).toBe(b64(Buffer.concat(parts)));
		expect(answer.bytes_out).toBe(105_000);

		const broken = Uint8Array.from(streams[0]!);
		broken[checkOffset(broken, 2, 32) + 5] ^= 0x40;
		expect(() => xzTool(['-t'], broken)).toThrow();
		await expect(unxz(broken)).rejects.toMatchObject({ words: { text: 'is not valid xz data (the SHA-256 check of block 3 is wrong)' } });
	});
});

describe('damaged gzip and zlib: refused exactly where Python refuses them', () => {
	/** Python's gzip.decompress / zlib.decompress of each input: the bytes, or null where it raises. */
	const PYTHON_READS = `
import sys, json, base64, gzip, zlib
job = json.load(sys.stdin)
out = []
for item in job['inputs']:
    data = base64.b64decode(item)
    try: out.append(base64.b64encode(gzip.decompress(data) if job['algorithm'] == 'gzip' else zlib.decompress(data)).decode())
    except Exception: out.append(None)
print(json.dumps(out))
`;
	const ours = async (algorithm: 'gzip' | 'zlib', data: Uint8Array) => {
		try {
			return (await compress.run({ input: b64(data), input_encoding: 'base64', algorithm, direction: 'decompress' }, {} as never)) as { output: string };
		} catch {
			return null;
		}
	};
	for (const algorithm of ['gzip', 'zlib'] as const) {
		it(`${algorithm}: every cut, and a flipped bit in the checksum and size trailer`, async () => {
			const made = python(algorithm, '', `import sys, json, base64, gzip, zlib\nparts = [b'hello hello hello', bytes(range(256)) * 40, b'']\nf = gzip.compress if '${algorithm}' == 'gzip' else zlib.compress\nprint(json.dumps([base64.b64encode(f(p)).decode() for p in parts] + [base64.b64encode(f(parts[0]) + f(parts[1])).decode()]))`)!;
			const inputs: Uint8Array[] = [];
			for (const text of made) {
				const whole = Buffer.from(text, 'base64');
				for (let n = 1; n < whole.length; n += whole.length > 200 ? 37 : 1) inputs.push(whole.subarray(0, n));
				for (let back = 1; back <= 8; back++) {
					const flipped = Uint8Array.from(whole);
					flipped[whole.length - back] ^= 0x10;
					inputs.push(flipped);
				}
				inputs.push(whole);
			}
			const theirs = python(algorithm, '', PYTHON_READS.replace("json.load(sys.stdin)", JSON.stringify({ algorithm, inputs: inputs.map(b64) })))! as (string | null)[];
			const f = await import('fflate');
			for (const [i, input] of inputs.entries()) {
				const answer = await ours(algorithm, input);
				expect(answer?.output ?? null, `${algorithm} input ${i} (${input.length} bytes)`).toBe(theirs[i]);
				// The app's large path, fed in slices of 7 bytes (members and trailers across slices).
				const parts: Uint8Array[] = [];
				let streamed: string | null = null;
				try {
					const stream = decompressStream(f, algorithm, (bytes) => parts.push(bytes.slice()));
					for (let at = 0; at < input.length; at += 7) stream.push(input.subarray(at, at + 7));
					stream.end();
					streamed = b64(Buffer.concat(parts));
				} catch {
					streamed = null;
				}
				expect(streamed, `${algorithm} input ${i} streamed`).toBe(theirs[i]);
			}
		});
	}
});
