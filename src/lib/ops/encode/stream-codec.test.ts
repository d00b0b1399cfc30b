import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../engine/words.js';
import { chunkCodec, pastedBytes, type ChunkCodec } from './stream-codec.js';
import { EncodingError, type ByteScheme } from './bytes.js';

/** Feeds `codec` the bytes of `data` cut at `cuts` (offsets), as the worker feeds a file's slices. */
function feed(codec: ChunkCodec, data: Uint8Array, cuts: number[]): Buffer {
	const parts: Uint8Array[] = [];
	let from = 0;
	for (const cut of [...cuts, data.length]) {
		parts.push(codec.push(data.subarray(from, cut)));
		from = cut;
	}
	parts.push(codec.end());
	return Buffer.concat(parts);
}

const runChunked = (scheme: ByteScheme, direction: 'encode' | 'decode', data: Uint8Array, cuts: number[]) => feed(chunkCodec(scheme, direction), data, cuts);

/** Byte equality (toEqual walks a Buffer element by element: minutes for long ones). */
function same(actual: Buffer, expected: Buffer) {
	if (!actual.equals(expected)) expect(actual.toString('latin1')).toBe(expected.toString('latin1'));
}

/** Every way of cutting a short input in two and three pieces, and a few uneven ones for long ones. */
function cutsOf(length: number): number[][] {
	const all: number[][] = [[]];
	if (length <= 24) {
		for (let a = 0; a <= length; a++) {
			all.push([a]);
			for (let b = a; b <= length; b++) all.push([a, b]);
		}
	} else {
		all.push([1], [length - 1], [7, 8, 9, 1000], [3, 5, 13, 4096, 65537].filter((c) => c < length));
	}
	return all;
}

/** Python's base64 module: the independent reference for base32 (Node's Buffer has none). */
function python(script: string, input: Buffer): Buffer {
	return execFileSync('python3', ['-c', `import base64,sys; sys.stdout.buffer.write(${script}(sys.stdin.buffer.read()))`], { input });
}

const samples = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 16, 17, 24].map((n) => randomBytes(n));
const long = randomBytes(70_003);

describe('chunked encoders agree with Buffer and Python across every chunk boundary', () => {
	for (const data of [...samples, long]) {
		it(`${data.length} bytes`, () => {
			const base64 = Buffer.from(data.toString('base64'));
			const base64url = Buffer.from(data.toString('base64url'));
			const hex = Buffer.from(data.toString('hex'));
			const base32 = python('base64.b32encode', data);
			for (const cuts of cutsOf(data.length)) {
				same(runChunked('base64', 'encode', data, cuts), base64);
				same(runChunked('base64url', 'encode', data, cuts), base64url);
				same(runChunked('hex', 'encode', data, cuts), hex);
				same(runChunked('base32', 'encode', data, cuts), base32);
			}
		});
	}
});

describe('chunked decoders agree with Buffer and Python across every chunk boundary', () => {
	for (const data of [...samples, long]) {
		it(`${data.length} bytes`, () => {
			const texts: [ByteScheme, Buffer][] = [
				['base64', Buffer.from(data.toString('base64'))],
				// Unpadded base64 and base64url, and text wrapped at 76 columns as MIME writes it.
				['base64', Buffer.from(data.toString('base64').replace(/=+$/, ''))],
				['base64', Buffer.from(data.toString('base64').replace(/.{76}/g, '$&\r\n'))],
				['base64url', Buffer.from(data.toString('base64url'))],
				['hex', Buffer.from(data.toString('hex').toUpperCase())],
				['base32', python('base64.b32encode', data)],
				['base32', Buffer.from(python('base64.b32encode', data).toString().toLowerCase().replace(/=+$/, ''))]
			];
			for (const [scheme, text] of texts) {
				for (const cuts of cutsOf(text.length)) same(runChunked(scheme, 'decode', text, cuts), data);
			}
		});
	}

	it('Python decodes what the chunked base32 encoder wrote', () => {
		const written = runChunked('base32', 'encode', long, [5, 99, 4099]);
		same(python('base64.b32decode', written), long);
	});
});

describe('chunked decoders refuse what is not in the scheme, wherever the chunks fall', () => {
	const bad: [ByteScheme, string][] = [
		['base64', 'QUJD!'],
		['base64', 'Q'], // one digit holds no byte
		['base64', 'QQ='], // padding present must make whole groups
		['base64', 'QQ==QQ=='], // digits after padding
		['base64', 'QQ==='],
		['base64', 'ab-_'], // base64url's digits in base64
		['base64url', 'ab+/'],
		['base64', 'Q\u00a0Q=='], // a non-ASCII byte (UTF-8 no-break space)
		['hex', 'abc'],
		['hex', 'zz'],
		['hex', 'ab=='],
		['base32', 'MZXW6Y'], // six digits hold no whole last byte
		['base32', 'MZXW6=='], // padding that does not make eight
		['base32', 'MZXW1===']
	];
	for (const [scheme, text] of bad) {
		it(`${scheme} ${JSON.stringify(text)}`, () => {
			const bytes = Buffer.from(text);
			for (const cuts of cutsOf(bytes.length)) expect(() => runChunked(scheme, 'decode', bytes, cuts)).toThrow(EncodingError);
		});
	}
});

describe('a large paste read as its input_encoding says (the worker, src/lib/worker/large-jobs.ts)', () => {
	const bytes = randomBytes(3001);
	it('UTF-8 text needs no decoder', () => {
		expect(pastedBytes('utf8')).toBeNull();
		expect(pastedBytes(undefined)).toBeNull();
	});
	it('hex (with line breaks and upper case) and base64 (wrapped at 76) give Buffer’s bytes, wherever the slices fall', () => {
		const hex = Buffer.from(bytes.toString('hex').toUpperCase().replace(/(.{64})/g, '$1\n'));
		const b64 = Buffer.from(bytes.toString('base64').replace(/(.{76})/g, '$1\r\n'));
		for (const cuts of [[], [1], [7, 8, 9, 1000], [3, 5, 13, 4096]]) {
			same(feed(pastedBytes('hex')!, hex, cuts), bytes);
			same(feed(pastedBytes('base64')!, b64, cuts), bytes);
		}
	});
	it('latin1: each code point 0–255 one byte, a character split between slices included', () => {
		const text = Buffer.from(bytes.toString('latin1'), 'utf8');
		for (const cuts of [[], [1], [2, 3, 5, 777, 1501]]) same(feed(pastedBytes('latin1')!, text, cuts), bytes);
	});
	it('latin1 refuses the first code point past U+00FF, naming it and its index', () => {
		const text = Buffer.from('abcé€x', 'utf8');
		for (const cuts of cutsOf(text.length)) {
			let thrown: unknown;
			try {
				feed(pastedBytes('latin1')!, text, cuts);
			} catch (error) {
				thrown = error;
			}
			expect(wordsOf(thrown)?.id).toBe('bytes_not_latin1');
			expect((thrown as Error).message).toContain('"€"');
			expect((thrown as Error).message).toContain('4');
		}
	});
});
