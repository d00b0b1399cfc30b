import jsQR from 'jsqr';
import { crc32 as nodeCrc32, inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { cases, HELLO_WORLD_Q_GRID } from './cases.js';
import { operations, qrCode } from './index.js';
import { crc32 } from './png.js';
import { LEVELS, parseHexColour, placement, qrMatrix, VERSION_40_CAPACITY, type Level } from './qr-code.js';

/*
 * The references: jsQR (an independent decoder) must read every image back to `data`; pngjs and
 * node:zlib (independent of our encoder and of fflate) decode the PNG; the `qrcode` package's core
 * gives the module matrix our renderers must draw, and its own SVG renderer the HELLO WORLD grid.
 */

type Body = Record<string, unknown>;
const run = (input: Record<string, unknown>) => executeOperation(qrCode, input, { now: () => 0 }) as { status: number; body: Body };

function ok(input: Record<string, unknown>): Body {
	const result = run(input);
	expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
	return result.body;
}

const pngBytes = (body: Body) => Buffer.from(body.qr_base64 as string, 'base64');

/** Chunks as stored: type, data, and whether the CRC matches node:zlib's CRC-32. */
function chunks(png: Buffer) {
	expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
	const out: { type: string; data: Buffer; crcOk: boolean }[] = [];
	let offset = 8;
	while (offset < png.length) {
		const length = png.readUInt32BE(offset);
		const type = png.toString('latin1', offset + 4, offset + 8);
		const data = png.subarray(offset + 8, offset + 8 + length);
		const crc = png.readUInt32BE(offset + 8 + length);
		out.push({ type, data, crcOk: crc === nodeCrc32(png.subarray(offset + 4, offset + 8 + length)) });
		offset += 12 + length;
	}
	expect(offset).toBe(png.length);
	return out;
}

function ihdr(png: Buffer) {
	const first = chunks(png)[0];
	expect(first.type).toBe('IHDR');
	const d = first.data;
	return { width: d.readUInt32BE(0), height: d.readUInt32BE(4), depth: d[8], colourType: d[9], compression: d[10], filter: d[11], interlace: d[12] };
}

/** RGBA pixels by pngjs, which checks every CRC and expands the palette and tRNS itself. */
function rgba(png: Buffer) {
	const image = PNG.sync.read(png, { checkCRC: true });
	return { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length) };
}

function decode(image: { width: number; height: number; data: Uint8ClampedArray }) {
	return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
}

const decodePng = (body: Body) => decode(rgba(pngBytes(body)));

/** The reference grid from qrcode's core, as text rows ('#' dark). */
function referenceGrid(data: string, level: Level): string[] {
	const { modules } = QRCode.create(data, { errorCorrectionLevel: level });
	return Array.from({ length: modules.size }, (_, y) =>
		Array.from(modules.data.subarray(y * modules.size, (y + 1) * modules.size), (m) => (m ? '#' : '.')).join('')
	);
}

/**
 * Reads an SVG path back into a grid of `total` × `total` cells, following SVG path semantics
 * for the commands we emit (M m H h V v Z z): every subpath must be a 1-high axis-aligned
 * rectangle on whole cells, and none may overlap.
 */
function pathToGrid(d: string, total: number): string[] {
	const cells = Array.from({ length: total }, () => Array<string>(total).fill('.'));
	const tokens: (string | number)[] = [...d.matchAll(/([MmHhVvZz])|(-?\d+(?:\.\d+)?)/g)].map((m) => m[1] ?? Number(m[2]));
	let x = 0;
	let y = 0;
	let start = { x: 0, y: 0 };
	let points: { x: number; y: number }[] = [];
	const close = () => {
		if (!points.length) return;
		const xs = points.map((p) => p.x);
		const ys = points.map((p) => p.y);
		const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
		expect(y1 - y0, 'run height').toBe(1);
		expect(points.length, 'rectangle corners').toBe(4);
		for (let cx = x0; cx < x1; cx++) {
			expect(cells[y0][cx], `overlap at ${cx},${y0}`).toBe('.');
			cells[y0][cx] = '#';
		}
		points = [];
	};
	let i = 0;
	const num = () => {
		const value = tokens[i++];
		if (typeof value !== 'number') throw new Error(`expected a number, got ${value}`);
		return value;
	};
	while (i < tokens.length) {
		const cmd = tokens[i++];
		switch (cmd) {
			case 'M':
			case 'm': {
				close();
				const [dx, dy] = [num(), num()];
				[x, y] = cmd === 'M' ? [dx, dy] : [x + dx, y + dy];
				start = { x, y };
				points = [start];
				break;
			}
			case 'H':
			case 'h':
				x = cmd === 'H' ? num() : x + num();
				points.push({ x, y });
				break;
			case 'V':
			case 'v':
				y = cmd === 'V' ? num() : y + num();
				points.push({ x, y });
				break;
			case 'Z':
			case 'z':
				expect({ x, y }).not.toEqual(start); // closed by z, not by a repeated point
				close();
				[x, y] = [start.x, start.y];
				break;
			default:
				throw new Error(`unexpected token ${cmd}`);
		}
	}
	close();
	return cells.map((row) => row.join(''));
}

/** The symbol part (without the 4-module quiet zone) of a grid with one. */
const inner = (grid: string[]) => grid.slice(4, -4).map((row) => row.slice(4, -4));

/** A grid drawn as an RGBA bitmap, `scale` pixels per module, black on white. */
function bitmap(grid: string[], scale: number) {
	const side = grid.length * scale;
	const data = new Uint8ClampedArray(side * side * 4).fill(255);
	for (let y = 0; y < side; y++) {
		for (let x = 0; x < side; x++) {
			if (grid[Math.floor(y / scale)][Math.floor(x / scale)] === '#') data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
		}
	}
	return { width: side, height: side, data };
}

/** Parses the SVG we emit: attributes of <svg>, the background rect and the path. */
function parseSvg(svg: string) {
	const root = /^<svg ([^>]*)>(.*)<\/svg>$/.exec(svg);
	expect(root, svg.slice(0, 200)).not.toBeNull();
	const attrs = (text: string) => Object.fromEntries([...text.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
	const svgAttrs = attrs(root![1]);
	const elements = [...root![2].matchAll(/<(\w+) ([^>]*)\/>/g)].map((m) => ({ name: m[1], attrs: attrs(m[2]) }));
	expect(elements.map((e) => `<${e.name} ${Object.entries(e.attrs).map(([k, v]) => `${k}="${v}"`).join(' ')}/>`).join('')).toBe(root![2]);
	return { svg: svgAttrs, rect: elements.find((e) => e.name === 'rect')?.attrs, paths: elements.filter((e) => e.name === 'path').map((e) => e.attrs) };
}

const URL_100 = 'https://example.com/products/search?q=qr+code+generator&lang=pt-BR&page=2&sort=price_asc&ref=utilkit';
const INPUTS: [string, string][] = [
	['URL', URL_100],
	['UTF-8 text', 'Olá, São Paulo — ✓'],
	['digits', '31415926535897932384626433832795028841971693993751'],
	['upper-case alphanumeric', 'HTTPS://EXAMPLE.COM/ORDER/12345'],
	['emoji and CJK', '二维码 😀 QR']
];

describe('qr-code cases (replayed through executeOperation)', () => {
	replayCases(cases, operations);

	it('the HELLO WORLD grid is what the qrcode package’s own SVG renderer draws', async () => {
		const svg = await QRCode.toString('HELLO WORLD', { type: 'svg', errorCorrectionLevel: 'Q', margin: 0 });
		// svg-tag.js draws each run as a 1-wide stroke along the middle of its row: "M x y.5 h n", "m dx 0".
		const d = /stroke="#000000" d="([^"]*)"/.exec(svg)![1];
		const grid = Array.from({ length: 21 }, () => Array<string>(21).fill('.'));
		let x = 0;
		let y = 0;
		for (const [, cmd, a, b] of d.matchAll(/([MmHh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
			if (cmd === 'M') [x, y] = [Number(a), Number(b) - 0.5];
			else if (cmd === 'm') x += Number(a);
			else for (const end = x + Number(a); x < end; x++) grid[y][x] = '#';
		}
		expect(grid.map((row) => row.join(''))).toEqual(HELLO_WORLD_Q_GRID);
		expect(referenceGrid('HELLO WORLD', 'Q')).toEqual(HELLO_WORLD_Q_GRID);
	});

	it('the HELLO WORLD grid decodes to HELLO WORLD, version 1, alphanumeric', () => {
		const quiet = ['.'.repeat(29), '.'.repeat(29), '.'.repeat(29), '.'.repeat(29)];
		const grid = [...quiet, ...HELLO_WORLD_Q_GRID.map((row) => `....${row}....`), ...quiet];
		const result = decode(bitmap(grid, 6));
		expect(result?.data).toBe('HELLO WORLD');
		expect(result?.version).toBe(1);
		expect(result?.chunks.map((c) => c.type)).toEqual(['alphanumeric']);
	});

	it('every 200 case’s SVG path reads back to the HELLO WORLD grid', () => {
		for (const c of cases.filter((k) => k.expected.status === 200)) {
			const { paths } = parseSvg((c.expected.body as Body).qr as string);
			expect(inner(pathToGrid(paths[0].d, 29)), c.name).toEqual(HELLO_WORLD_Q_GRID);
		}
	});
});

describe('PNG: decoded back with pngjs + jsQR', () => {
	const sizes = [100, 300, 1000];
	for (const [name, data] of INPUTS) {
		for (const level of LEVELS) {
			it(`${name} at ${level}, sizes ${sizes.join(', ')}`, () => {
				for (const size of sizes) {
					const body = ok({ data, error_correction: level, size });
					expect(Object.keys(body)).toEqual(['format', 'data', 'qr_base64', 'mime_type', 'size', 'error_correction']);
					expect(body).toMatchObject({ format: 'png', data, mime_type: 'image/png', size, error_correction: level });
					const png = pngBytes(body);
					expect(ihdr(png)).toEqual({ width: size, height: size, depth: 1, colourType: 3, compression: 0, filter: 0, interlace: 0 });
					const result = decodePng(body);
					expect(result?.data, `${name} ${level} ${size}`).toBe(data);
					expect(result?.version).toBe(qrMatrix(data, level).version);
				}
			});
		}
	}

	it('defaults: PNG, 300 pixels, level M, black on white', () => {
		const body = ok({ data: URL_100 });
		expect(body).toMatchObject({ format: 'png', size: 300, error_correction: 'M', mime_type: 'image/png' });
		const { data } = rgba(pngBytes(body));
		const colours = new Set<string>();
		for (let i = 0; i < data.length; i += 4) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
		expect([...colours].sort()).toEqual(['0,0,0,255', '255,255,255,255']);
	});

	it('is exactly `size` pixels square for every size from 100 to 1000', () => {
		for (let size = 100; size <= 1000; size++) {
			const { width, height } = ihdr(pngBytes(ok({ data: 'https://example.com/', size })));
			expect([width, height], `size ${size}`).toEqual([size, size]);
		}
	}); // hundreds of full-size PNG encodes: seconds on an idle machine, more under load

	it('draws qrcode’s matrix: whole pixels per module, centred, quiet zone of at least 4 modules', () => {
		for (const [data, level] of [['https://example.com/', 'M'], [URL_100, 'H'], ['x'.repeat(1200), 'L']] as [string, Level][]) {
			const grid = referenceGrid(data, level);
			const n = grid.length;
			for (let size = Math.max(100, n + 8); size <= 1000; size += 37) {
				const { data: px, width } = rgba(pngBytes(ok({ data, error_correction: level, size })));
				const scale = Math.floor(size / (n + 8));
				const offset = Math.floor((size - scale * n) / 2);
				expect(offset).toBeGreaterThanOrEqual(4 * scale);
				expect(size - offset - scale * n).toBeGreaterThanOrEqual(4 * scale);
				const dark = (x: number, y: number) => px[(y * width + x) * 4] === 0;
				for (let y = 0; y < size; y++) {
					const row = Math.floor((y - offset) / scale);
					for (let x = 0; x < size; x++) {
						const col = Math.floor((x - offset) / scale);
						const expected = row >= 0 && row < n && col >= 0 && col < n && grid[row][col] === '#';
						if (dark(x, y) !== expected) throw new Error(`${data.slice(0, 20)} ${level} size ${size}: pixel ${x},${y}`);
					}
				}
			}
		}
	}); // hundreds of full-size PNG encodes: seconds on an idle machine, more under load

	it('decodes at many sizes, including 1 pixel per module, for versions 1, 10, 25 and 40', () => {
		for (const length of [5, 200, 1000, 2953]) {
			const data = Array.from({ length }, (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789'[(i * 7) % 36]).join('');
			const n = qrMatrix(data, 'L').size + 8;
			const sizes = [n, n + 1, 2 * n - 1, 2 * n, 3 * n + 2, 487, 641, 999, 1000].filter((s) => s >= Math.max(100, n) && s <= 1000);
			for (const size of sizes) {
				const result = decodePng(ok({ data, error_correction: 'L', size }));
				expect(result?.data, `length ${length}, size ${size}`).toBe(data);
			}
		}
	}); // 30 encodes and jsQR decodes of up to 1000 px: seconds idle, more under load

	it('custom colours are exact palette entries; #RGB and #RRGGBB agree; the code still decodes', () => {
		const body = ok({ data: URL_100, dark: '#1D3557', light: '#F1FAEE', size: 400 });
		const png = pngBytes(body);
		const plte = chunks(png).find((c) => c.type === 'PLTE')!;
		expect([...plte.data]).toEqual([0xf1, 0xfa, 0xee, 0x1d, 0x35, 0x57]);
		expect(chunks(png).some((c) => c.type === 'tRNS')).toBe(false);
		const { data } = rgba(png);
		expect([...data.subarray(0, 4)]).toEqual([0xf1, 0xfa, 0xee, 255]); // corner: quiet zone
		const place = placement(qrMatrix(URL_100, 'M'), 400)!;
		const i = (place.offset * 400 + place.offset) * 4; // top-left module: finder pattern, dark
		expect([...data.subarray(i, i + 4)]).toEqual([0x1d, 0x35, 0x57, 255]);
		expect(decodePng(body)?.data).toBe(URL_100);

		const short = ok({ data: URL_100, dark: '#f00', light: '#ff0', size: 400 });
		const long = ok({ data: URL_100, dark: '#FF0000', light: '#ffff00', size: 400 });
		expect(short.qr_base64).toBe(long.qr_base64);
		expect(decodePng(short)?.data).toBe(URL_100);
	});

	it('alpha: #RRGGBBAA and #RGBA become a tRNS chunk; a transparent background decodes on white', () => {
		const body = ok({ data: 'Olá, São Paulo — ✓', dark: '#00008080', light: '#fff0' });
		const png = pngBytes(body);
		expect(chunks(png).map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
		expect([...chunks(png).find((c) => c.type === 'tRNS')!.data]).toEqual([0x00, 0x80]);
		const image = rgba(png);
		expect([...image.data.subarray(0, 4)]).toEqual([255, 255, 255, 0]);
		// Composite on white (what a page behind it would show) before decoding.
		const onWhite = image.data.map((v, i) => (i % 4 === 3 ? 255 : Math.round((v * image.data[i - (i % 4) + 3]) / 255 + 255 * (1 - image.data[i - (i % 4) + 3] / 255))));
		expect(decode({ ...image, data: onWhite })?.data).toBe('Olá, São Paulo — ✓');
	});

	it('inverted colours (light modules darker) are allowed: the negative of the image decodes', () => {
		const body = ok({ data: 'INVERTED', dark: '#ffffff', light: '#000000' });
		const image = rgba(pngBytes(body));
		expect([...image.data.subarray(0, 4)]).toEqual([0, 0, 0, 255]);
		// Readers that try inversion (ZXing, most phone cameras) read it as its negative.
		const negative = image.data.map((v, i) => (i % 4 === 3 ? v : 255 - v));
		expect(decode({ ...image, data: negative })?.data).toBe('INVERTED');
	});

	it('is well-formed: chunk order, CRCs (node:zlib), zlib stream (node:zlib), filter 0 scanlines', () => {
		const png = pngBytes(ok({ data: URL_100, size: 333 }));
		const list = chunks(png);
		expect(list.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
		expect(list.every((c) => c.crcOk)).toBe(true);
		const raw = inflateSync(list.find((c) => c.type === 'IDAT')!.data);
		const stride = 1 + Math.ceil(333 / 8);
		expect(raw.length).toBe(333 * stride);
		for (let y = 0; y < 333; y++) expect(raw[y * stride]).toBe(0);
	});

	it('gives the same bytes for the same input', () => {
		expect(ok({ data: URL_100 }).qr_base64).toBe(ok({ data: URL_100 }).qr_base64);
	});

	it('is small: a 300-pixel code of a 100-character URL stays under 1.5 KB', () => {
		expect(pngBytes(ok({ data: URL_100 })).length).toBeLessThan(1500);
	});
});

describe('SVG: the path read back equals qrcode’s matrix and decodes', () => {
	for (const [name, data] of INPUTS) {
		it.each(LEVELS)(`${name} at %s`, (level) => {
			const body = ok({ data, format: 'svg', error_correction: level, size: 512 });
			expect(Object.keys(body)).toEqual(['format', 'data', 'qr', 'error_correction']);
			expect(body).toMatchObject({ format: 'svg', data, error_correction: level });
			const reference = referenceGrid(data, level);
			const total = reference.length + 8;
			const svg = parseSvg(body.qr as string);
			expect(svg.svg).toEqual({
				xmlns: 'http://www.w3.org/2000/svg',
				width: '512',
				height: '512',
				viewBox: `0 0 ${total} ${total}`,
				'shape-rendering': 'crispEdges'
			});
			expect(svg.rect).toEqual({ width: String(total), height: String(total), fill: '#ffffff' });
			expect(svg.paths).toHaveLength(1);
			expect(svg.paths[0].fill).toBe('#000000');
			const grid = pathToGrid(svg.paths[0].d, total);
			expect(inner(grid)).toEqual(reference);
			expect(grid.slice(0, 4).concat(grid.slice(-4)).join('') + grid.map((r) => r.slice(0, 4) + r.slice(-4)).join('')).not.toContain('#');
			expect(decode(bitmap(grid, 4))?.data).toBe(data);
		});
	}

	it('the largest code (2953 bytes at L, version 40) reads back and decodes', () => {
		const data = Array.from({ length: 2953 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[(i * 11) % 26]).join('');
		const body = ok({ data, format: 'svg', error_correction: 'L', size: 100 });
		const grid = pathToGrid(parseSvg(body.qr as string).paths[0].d, 185);
		expect(inner(grid)).toEqual(referenceGrid(data, 'L'));
		expect(decode(bitmap(grid, 3))?.data).toBe(data);
	});

	it('colours: lower-case #rrggbb, fill-opacity for alpha, no rect for a transparent background', () => {
		const svg = parseSvg(ok({ data: 'x', format: 'svg', dark: '#ABC', light: '#FFFFFF40' }).qr as string);
		expect(svg.paths[0].fill).toBe('#aabbcc');
		expect(svg.paths[0]['fill-opacity']).toBeUndefined();
		expect(svg.rect).toEqual({ width: '29', height: '29', fill: '#ffffff', 'fill-opacity': '0.251' });
		expect(parseSvg(ok({ data: 'x', format: 'svg', light: '#abcdef00' }).qr as string).rect).toBeUndefined();
		expect(parseSvg(ok({ data: 'x', format: 'svg', dark: '#0000' }).qr as string).paths[0]['fill-opacity']).toBe('0');
	});
});

describe('limits', () => {
	it('the version-40 capacities in the 422 message are the encoder’s real limits', () => {
		for (const level of LEVELS) {
			const cap = VERSION_40_CAPACITY[level];
			const fits = (data: string) => run({ data, error_correction: level, format: 'svg' }).status === 200;
			expect(fits('1'.repeat(Math.min(cap.numeric, 4296))), `${level} numeric`).toBe(true);
			if (cap.numeric < 4296) expect(fits('1'.repeat(cap.numeric + 1)), `${level} numeric + 1`).toBe(false);
			expect(fits('A'.repeat(cap.alphanumeric)), `${level} alphanumeric`).toBe(true);
			if (cap.alphanumeric < 4296) expect(fits('A'.repeat(cap.alphanumeric + 1)), `${level} alphanumeric + 1`).toBe(false);
			expect(fits('a'.repeat(cap.bytes)), `${level} bytes`).toBe(true);
			expect(fits('a'.repeat(cap.bytes + 1)), `${level} bytes + 1`).toBe(false);
		}
	});

	it.each(LEVELS)('byte-mode limit at %s: the largest string decodes, one byte more is a 422', (level) => {
		const cap = VERSION_40_CAPACITY[level].bytes;
		// Two-byte UTF-8 characters: "é" × (cap / 2), filled up with "a".
		const data = 'é'.repeat(Math.floor(cap / 2)) + 'a'.repeat(cap % 2);
		expect(new TextEncoder().encode(data).length).toBe(cap);
		for (const size of [185, 1000]) expect(decodePng(ok({ data, error_correction: level, size }))?.data).toBe(data);
		const over = run({ data: data + 'a', error_correction: level });
		expect(over.status).toBe(422);
		expect(over.body.detail).toMatch(new RegExp(`^data: too long for a QR code at error correction level ${level}: .* ${cap} bytes`));
	});

	it('4296 characters (the contract’s limit) encode at L as alphanumeric, and decode', () => {
		const data = 'HTTPS://EXAMPLE.COM/'.repeat(215).slice(0, 4296);
		expect(data.length).toBe(4296);
		expect(decodePng(ok({ data, error_correction: 'L', size: 1000 }))?.data).toBe(data);
	});

	it('counts characters as code points: 4200 characters in 4400 UTF-16 units are accepted and decode', () => {
		const data = '1'.repeat(4000) + '😀'.repeat(200);
		expect(data.length).toBe(4400);
		expect(decodePng(ok({ data, error_correction: 'L', size: 1000 }))?.data).toBe(data);
		expect(run({ data: '😀'.repeat(4297) }).body).toEqual({ detail: 'data: Too big: expected string to have <=4296 characters', code: 'invalid_input' });
		// 4296 emoji are within the character limit but 17184 bytes: too long for any level.
		expect((run({ data: '😀'.repeat(4296) }).body.detail as string).startsWith('data: too long for a QR code at error correction level M')).toBe(true);
	});

	it('size 100 and 1000 are accepted; the PNG needs one pixel per module, the SVG does not', () => {
		expect(ok({ data: 'x', size: 100 }).size).toBe(100);
		expect(ok({ data: 'x', size: 1000 }).size).toBe(1000);
		const data = 'a'.repeat(2953);
		expect(run({ data, error_correction: 'L', size: 184 }).status).toBe(422);
		expect(ok({ data, error_correction: 'L', size: 185 }).size).toBe(185);
		expect(ok({ data, error_correction: 'L', size: 100, format: 'svg' }).format).toBe('svg');
	});

	it('several problems are reported together', () => {
		expect(run({ size: 5, error_correction: 'Z' }).body).toEqual({
			detail: 'data: is required; size: Too small: expected number to be >=100; error_correction: must be one of L, M, Q, H',
			code: 'invalid_input'
		});
	});
});

describe('helpers', () => {
	it('crc32 gives the CRC-32 check value and agrees with node:zlib', () => {
		// The standard check value of CRC-32 (ISO 3309 / ITU-T V.42) for "123456789".
		expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
		const bytes = Uint8Array.from({ length: 1000 }, (_, i) => (i * 31 + 7) & 0xff);
		expect(crc32(bytes)).toBe(nodeCrc32(bytes));
		expect(crc32(new Uint8Array(0))).toBe(0);
	});

	it('parseHexColour accepts #RGB, #RGBA, #RRGGBB, #RRGGBBAA in any case', () => {
		expect(parseHexColour('#F0a')).toEqual({ r: 0xff, g: 0x00, b: 0xaa, a: 255 });
		expect(parseHexColour('#F0a8')).toEqual({ r: 0xff, g: 0x00, b: 0xaa, a: 0x88 });
		expect(parseHexColour('#1d3557')).toEqual({ r: 0x1d, g: 0x35, b: 0x57, a: 255 });
		expect(parseHexColour('#1D355780')).toEqual({ r: 0x1d, g: 0x35, b: 0x57, a: 0x80 });
		for (const bad of ['', '#', '#12', '#12345', '#1234567', '#123456789', '123456', '#GGGGGG', ' #123456', 'rgb(0,0,0)']) {
			expect(parseHexColour(bad), bad).toBeNull();
		}
	});

	it('placement: whole pixels per module, symbol centred, null below one pixel per module', () => {
		const v1 = qrMatrix('1', 'L');
		expect(v1.size).toBe(21);
		expect(placement(v1, 300)).toEqual({ scale: 10, offset: 45 }); // 300 / 29 = 10.3; (300 - 210) / 2
		expect(placement(v1, 100)).toEqual({ scale: 3, offset: 18 }); // 100 / 29 = 3.4; (100 - 63) / 2 = 18.5
		expect(placement(v1, 29)).toEqual({ scale: 1, offset: 4 });
		expect(placement(v1, 28)).toBeNull();
	});
});
