import { deflateRawSync, deflateSync, constants, crc32 } from 'node:zlib';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { qrCode } from '../qr-code/index.js';
import { cases } from './cases.js';
import { EXAMPLE_PNG } from './example.js';
import { qrCodeDecode } from './index.js';

const ctx = { now: () => 0 };

describe('qr-code-decode cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

interface Answer {
	status: number;
	body: { text?: string; detail?: string; code?: string };
}
const decode = (image: string) => executeOperation(qrCodeDecode, { image }, ctx) as Answer;

/** The qrcode package's module matrix (an encoder independent of jsQR), as a grid of booleans. */
function qrModules(text: string, level: 'L' | 'M' | 'Q' | 'H' = 'M'): boolean[][] {
	const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
	return Array.from({ length: modules.size }, (_, y) => Array.from({ length: modules.size }, (_, x) => Boolean(modules.get(x, y))));
}

/** Draws a module grid with a 4-module quiet zone, `px` pixels a module, as `[grey 0–1]` per pixel. */
function raster(grid: boolean[][], px: number): { size: number; dark: (x: number, y: number) => boolean } {
	const size = (grid.length + 8) * px;
	return {
		size,
		dark: (x, y) => {
			const [mx, my] = [Math.floor(x / px) - 4, Math.floor(y / px) - 4];
			return mx >= 0 && my >= 0 && mx < grid.length && my < grid.length && grid[my][mx];
		}
	};
}

/** A PNG written by hand to the PNG specification (chunks, node:zlib's CRC-32 and deflate): any colour type and depth. */
function writePng(
	width: number,
	height: number,
	depth: number,
	colourType: number,
	rows: Uint8Array[],
	extra: [string, Uint8Array][] = [],
	interlaced = false
): string {
	const chunk = (type: string, data: Uint8Array) => {
		const head = Buffer.alloc(8);
		head.writeUInt32BE(data.length, 0);
		head.write(type, 4, 'latin1');
		const crc = Buffer.alloc(4);
		crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
		return Buffer.concat([head, data, crc]);
	};
	const ihdr = Buffer.alloc(13);
	ihdr.writeUInt32BE(width, 0);
	ihdr.writeUInt32BE(height, 4);
	ihdr[8] = depth;
	ihdr[9] = colourType;
	ihdr[12] = interlaced ? 1 : 0;
	const raw = Buffer.concat(rows.map((row) => Buffer.concat([Buffer.of(0), row])));
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', ihdr),
		...extra.map(([type, data]) => chunk(type, data)),
		chunk('IDAT', deflateSync(raw)),
		chunk('IEND', new Uint8Array(0))
	]).toString('base64');
}

/** Packs samples of `depth` bits, most significant first (PNG spec 7.2). */
function pack(samples: number[], depth: number): Uint8Array {
	const out = new Uint8Array(Math.ceil((samples.length * depth) / 8));
	samples.forEach((v, i) => {
		const bit = i * depth;
		out[bit >> 3] |= v << (8 - depth - (bit & 7));
	});
	return out;
}

describe('qr-code-decode: PNG colour types and bit depths', () => {
	const text = 'PNG colour types: ✓';
	const img = raster(qrModules(text), 3);

	it('pngjs’s grey, grey+alpha, RGB and RGBA at 8 bits', () => {
		for (const colorType of [0, 2, 4, 6] as const) {
			for (const bitDepth of [8] as const) {
				const png = new PNG({ width: img.size, height: img.size, colorType, bitDepth, inputColorType: 6, inputHasAlpha: true });
				for (let y = 0; y < img.size; y++) {
					for (let x = 0; x < img.size; x++) {
						const i = (y * img.size + x) * 4;
						// Dark modules dark blue, light ones pale yellow: colour, not only black and white.
						const [r, g, b] = img.dark(x, y) ? [20, 30, 90] : [250, 240, 200];
						png.data[i] = r;
						png.data[i + 1] = g;
						png.data[i + 2] = b;
						png.data[i + 3] = 255;
					}
				}
				const base64 = PNG.sync.write(png, { colorType, bitDepth, inputColorType: 6, inputHasAlpha: true }).toString('base64');
				expect(decode(base64).body, `colour type ${colorType}, ${bitDepth} bits`).toEqual({ text, format: 'qr_code' });
			}
		}
	});

	it('hand-written grey, grey+alpha, RGB and RGBA PNGs at 16 bits (big-endian samples)', () => {
		const channels: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };
		for (const colourType of [0, 2, 4, 6]) {
			const n = channels[colourType];
			const rows = Array.from({ length: img.size }, (_, y) => {
				const row = Buffer.alloc(img.size * n * 2);
				for (let x = 0; x < img.size; x++) {
					const grey = img.dark(x, y) ? 0x1234 : 0xf0f0;
					const samples = n === 1 ? [grey] : n === 2 ? [grey, 0xffff] : n === 3 ? [grey, grey, 0xeeee] : [grey, grey, 0xeeee, 0xffff];
					samples.forEach((v, c) => row.writeUInt16BE(v, (x * n + c) * 2));
				}
				return row;
			});
			expect(decode(writePng(img.size, img.size, 16, colourType, rows)).body, `colour type ${colourType}`).toEqual({ text, format: 'qr_code' });
		}
	});

	it('hand-written grey PNGs at 1, 2 and 4 bits, with and without a tRNS key', () => {
		for (const depth of [1, 2, 4]) {
			const max = (1 << depth) - 1;
			const rows = Array.from({ length: img.size }, (_, y) => pack(Array.from({ length: img.size }, (_, x) => (img.dark(x, y) ? 0 : max)), depth));
			expect(decode(writePng(img.size, img.size, depth, 0, rows)).body, `${depth} bits`).toEqual({ text, format: 'qr_code' });
			// tRNS on grey (PNG spec 11.3.2.1): the light value transparent, read on white.
			const trns = Uint8Array.of(0, max);
			expect(decode(writePng(img.size, img.size, depth, 0, rows, [['tRNS', trns]])).body).toEqual({ text, format: 'qr_code' });
		}
	});

	it('hand-written palette PNGs at 1, 2, 4 and 8 bits, with a transparent palette entry', () => {
		for (const depth of [1, 2, 4, 8]) {
			// Index 0 transparent black (shown on white: light), index 1 dark red.
			const plte = Uint8Array.of(0, 0, 0, 140, 0, 0);
			const trns = Uint8Array.of(0, 255);
			const rows = Array.from({ length: img.size }, (_, y) => pack(Array.from({ length: img.size }, (_, x) => (img.dark(x, y) ? 1 : 0)), depth));
			expect(decode(writePng(img.size, img.size, depth, 3, rows, [['PLTE', plte], ['tRNS', trns]])).body, `${depth} bits`).toEqual({ text, format: 'qr_code' });
		}
	});

	it('a hand-written Adam7-interlaced grey PNG (every pass, the size check counting each pass’s rows)', () => {
		// PNG spec 8.2: pass origins and steps; each pass's rows carry their own filter bytes.
		const passes = [
			[0, 0, 8, 8],
			[4, 0, 8, 8],
			[0, 4, 4, 8],
			[2, 0, 4, 4],
			[0, 2, 2, 4],
			[1, 0, 2, 2],
			[0, 1, 1, 2]
		];
		for (const size of [img.size, img.size + 3]) {
			const rows: Uint8Array[] = [];
			for (const [x0, y0, dx, dy] of passes) {
				const w = Math.max(0, Math.ceil((size - x0) / dx));
				const h = Math.max(0, Math.ceil((size - y0) / dy));
				if (w === 0) continue;
				for (let j = 0; j < h; j++) rows.push(Uint8Array.from({ length: w }, (_, i) => (img.dark(x0 + i * dx, y0 + j * dy) ? 0 : 255)));
			}
			expect(decode(writePng(size, size, 8, 0, rows, [], true)).body, `${size} × ${size}`).toEqual({ text, format: 'qr_code' });
		}
	});

	it('the example input is still what the QR generator makes', () => {
		const r = executeOperation(qrCode, { data: 'https://example.com/', size: 116 }, ctx) as { body: { qr_base64: string } };
		expect(r.body.qr_base64).toBe(EXAMPLE_PNG);
	});
});

describe('qr-code-decode: properties', () => {
	it('round trip: any text the qrcode package encodes, at any level and module size, reads back', () => {
		fc.assert(
			fc.property(
				fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
				fc.constantFrom('L', 'M', 'Q', 'H'),
				fc.integer({ min: 2, max: 5 }),
				(text, level, px) => {
					const img = raster(qrModules(text, level as 'L'), px);
					const png = new PNG({ width: img.size, height: img.size });
					for (let y = 0; y < img.size; y++) {
						for (let x = 0; x < img.size; x++) {
							const v = img.dark(x, y) ? 0 : 255;
							png.data.set([v, v, v, 255], (y * img.size + x) * 4);
						}
					}
					expect(decode(PNG.sync.write(png).toString('base64')).body).toEqual({ text, format: 'qr_code' });
				}
			),
			{ numRuns: 40 }
		);
	});

	it('no string crashes it: 200 or a 422 that names image', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 200 }), (image) => {
				const r = decode(image);
				expect([200, 422]).toContain(r.status);
				if (r.status === 422) expect(r.body.detail).toMatch(/^image: /);
			}),
			{ numRuns: 300 }
		);
	});

	it('random bytes after a PNG or JPEG signature: a 422, never a crash', () => {
		const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
		const jpeg = Buffer.from([0xff, 0xd8, 0xff]);
		fc.assert(
			fc.property(fc.constantFrom(png, jpeg), fc.uint8Array({ maxLength: 400 }), (head, tail) => {
				const r = decode(Buffer.concat([head, tail]).toString('base64'));
				expect(r.status).toBe(422);
				expect(r.body.detail).toMatch(/^image: /);
			}),
			{ numRuns: 300 }
		);
	});

	it('a real PNG with bytes flipped: 200 or 422, never a crash', () => {
		const bytes = Buffer.from(EXAMPLE_PNG, 'base64');
		fc.assert(
			fc.property(fc.array(fc.tuple(fc.nat(bytes.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), (flips) => {
				const copy = Buffer.from(bytes);
				for (const [i, v] of flips) copy[i] = v;
				expect([200, 422]).toContain(decode(copy.toString('base64')).status);
			}),
			{ numRuns: 200 }
		);
	});
});

describe('qr-code-decode: limits', () => {
	it('a 700 MB decompression bomb within the size limit is refused quickly', () => {
		// 1 MiB of zeros deflated and flushed to a byte boundary; repeated copies form one valid
		// stream (RFC 1951: each copy's references stay inside itself) that inflates to ~700 MiB.
		const block = deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: constants.Z_SYNC_FLUSH });
		const copies = Math.floor(700_000 / block.length);
		const stream = Buffer.concat([Buffer.of(0x78, 0x9c), ...Array(copies).fill(block), Buffer.of(0x03, 0x00)]);
		const ihdr = Buffer.alloc(13);
		ihdr.writeUInt32BE(1000, 0);
		ihdr.writeUInt32BE(1000, 4);
		ihdr[8] = 8;
		const chunk = (type: string, data: Buffer) => {
			const head = Buffer.alloc(8);
			head.writeUInt32BE(data.length, 0);
			head.write(type, 4, 'latin1');
			const crc = Buffer.alloc(4);
			crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
			return Buffer.concat([head, data, crc]);
		};
		const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', stream), chunk('IEND', Buffer.alloc(0))]);
		const base64 = png.toString('base64');
		expect(base64.length).toBeLessThanOrEqual(1_000_000);
		// It stops after 1 MB of output (1000 rows of 1001 bytes), not 700: the refusal names the bomb.
		const r = decode(base64);
		expect(r.body.detail).toBe('image: the PNG’s image data is larger than its header says (a decompression bomb?)');
	});

	it('an image of exactly 16 megapixels is read; one pixel more is refused before decoding', () => {
		const over = decode(writePng(16_000_001, 1, 1, 0, [new Uint8Array(0)]));
		expect(over.body.detail).toBe('image: 16000001 × 1 pixels is over the limit of 16,000,000 pixels (16 megapixels); use a smaller image');
		const rows = Array.from({ length: 1 }, () => new Uint8Array(2_000_000).fill(0xff));
		expect(decode(writePng(16_000_000, 1, 1, 0, rows)).body).toEqual({ detail: 'image: no QR code found in the image', code: 'no_match' });
	});
});
