import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { executeOperation } from '../../engine/execute.js';
import { gs1CheckDigit } from './barcode.js';
import { cases } from './cases.js';
import { barcode } from './index.js';

const ctx = { now: () => 0 };

describe('barcode cases (replayed through executeOperation)', () => {
	replayCases(cases);
});

interface Answer {
	status: number;
	body: { data: string; width: number; height: number; output: string; detail?: string };
}
const run = (input: Record<string, unknown>) => executeOperation(barcode, input, ctx) as Answer;

/** The PNG's pixels through pngjs (an independent PNG reader): true where dark. */
function pixels(base64: string): { width: number; height: number; dark: (x: number, y: number) => boolean } {
	const png = PNG.sync.read(Buffer.from(base64, 'base64'));
	return { width: png.width, height: png.height, dark: (x, y) => png.data[(y * png.width + x) * 4] < 128 };
}

/**
 * A test-side EAN-13 reader from GS1 General Specifications 5.2.1.2 (the L, G and R digit
 * patterns) and figure 5.2.1.2-1 (the first digit from the L/G parity of the left half): the
 * middle row is cut into modules of `scale` pixels, then read symbol character by character.
 */
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
const G = R.map((p) => [...p].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

function readEan13(base64: string, scale: number): string | null {
	const img = pixels(base64);
	const y = Math.floor(img.height / 2);
	let modules = '';
	for (let x = 0; x < img.width; x += scale) modules += img.dark(x, y) ? '1' : '0';
	const start = modules.indexOf('101');
	const body = modules.slice(start);
	if (!body.startsWith('101') || body.slice(45, 50) !== '01010' || body.slice(92, 95) !== '101') return null;
	let parity = '';
	let digits = '';
	for (let i = 0; i < 6; i++) {
		const p = body.slice(3 + i * 7, 10 + i * 7);
		const l = L.indexOf(p);
		const g = G.indexOf(p);
		if (l >= 0) [digits, parity] = [digits + l, parity + 'L'];
		else if (g >= 0) [digits, parity] = [digits + g, parity + 'G'];
		else return null;
	}
	for (let i = 0; i < 6; i++) {
		const r = R.indexOf(body.slice(50 + i * 7, 57 + i * 7));
		if (r < 0) return null;
		digits += r;
	}
	const first = PARITY.indexOf(parity);
	return first < 0 ? null : `${first}${digits}`;
}

/** zxing-cpp's command-line reader (Debian package zxing-cpp-tools), an independent decoder of every format here. */
const ZXING = (() => {
	try {
		execFileSync('ZXingReader', [], { stdio: 'ignore' });
		return true;
	} catch (error) {
		// It prints its usage and exits non-zero without arguments; ENOENT means it is absent.
		return (error as NodeJS.ErrnoException).code !== 'ENOENT';
	}
})();
if (!ZXING) console.warn('barcode.test.ts: ZXingReader not found (apt-get install zxing-cpp-tools): the read-back tests are skipped');

/** Reads every file with ZXingReader in one run; `<U+E9>` escapes back to characters. */
function zxingRead(files: string[]): { format: string; text: string }[] {
	const out = execFileSync('ZXingReader', ['-1', ...files], { encoding: 'utf8' });
	return out
		.trim()
		.split('\n')
		.map((line) => {
			const match = /^\S+ (\S+) "(.*)"$/.exec(line);
			if (!match) return { format: line.split(' ')[1] ?? 'None', text: '' };
			return { format: match[1], text: match[2].replace(/<U\+([0-9A-F]+)>/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16))) };
		});
}

const ZXING_NAMES: Record<string, string> = {
	code128: 'Code128',
	ean13: 'EAN-13',
	upca: 'UPC-A',
	code39: 'Code39',
	itf: 'ITF',
	datamatrix: 'DataMatrix',
	pdf417: 'PDF417',
	aztec: 'Aztec'
};

describe('barcode: read back by independent decoders', () => {
	it('the GS1 example 5901234123457 reads back at every scale (test-side GS1 reader)', () => {
		for (let scale = 1; scale <= 10; scale++) {
			const r = run({ text: '5901234123457', format: 'ean13', scale });
			expect(r.status).toBe(200);
			expect(readEan13(r.body.data, scale)).toBe('5901234123457');
		}
	});

	it('any 12 digits: EAN-13 with the GS1 check digit added, read back module by module', () => {
		fc.assert(
			fc.property(fc.stringMatching(/^\d{12}$/), fc.integer({ min: 1, max: 4 }), (digits, scale) => {
				const r = run({ text: digits, format: 'ean13', scale });
				expect(r.status).toBe(200);
				expect(readEan13(r.body.data, scale)).toBe(digits + gs1CheckDigit(digits));
			}),
			{ numRuns: 60 }
		);
	});

	it.skipIf(!ZXING)('every format, PNG at scales 1 to 3, reads back with ZXingReader', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barcode-'));
		const samples: [string, string][] = [
			['code128', 'Utilkit 2026-11-27 {ok}'],
			['ean13', '4006381333931'],
			['upca', '036000291452'],
			['code39', 'CODE 39-$/+%.'],
			['itf', '00012345678905'],
			['datamatrix', 'Olá, São Paulo — ✓ https://example.com/?q=1'],
			['pdf417', 'PDF417: ¡Hola, señor! 1234567890'],
			['aztec', 'Aztec ✓ ÄÖÜ ß 0123456789']
		];
		const files: string[] = [];
		const expected: { format: string; text: string }[] = [];
		for (const [format, text] of samples) {
			for (const scale of [1, 2, 3]) {
				const r = run({ text, format, scale });
				expect(r.status, `${format} ${scale}`).toBe(200);
				const file = path.join(dir, `${format}-${scale}.png`);
				fs.writeFileSync(file, Buffer.from(r.body.data, 'base64'));
				files.push(file);
				expected.push({ format: ZXING_NAMES[format], text });
			}
		}
		expect(zxingRead(files)).toEqual(expected);
		fs.rmSync(dir, { recursive: true });
	});

	it.skipIf(!ZXING)('random text in every format reads back with ZXingReader', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'barcode-'));
		const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)).filter((c) => c !== '<'), minLength: 1, maxLength: 30 });
		const inputs = fc.sample(
			fc.oneof(
				ascii.map((text) => ['code128', text] as const),
				fc.stringMatching(/^[0-9A-Z\-. $/+%]{1,20}$/).map((text) => ['code39', text] as const),
				fc.stringMatching(/^(\d\d){3,12}$/).map((text) => ['itf', text] as const),
				fc.stringMatching(/^\d{11}$/).map((text) => ['upca', text] as const),
				fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((t) => !t.includes('<') && !/[\p{Cc}\p{Cs}\p{Co}\p{Cn}\p{Cf}]/u.test(t)).map((text) => ['datamatrix', text] as const),
				ascii.map((text) => ['pdf417', text] as const),
				ascii.map((text) => ['aztec', text] as const)
			),
			{ numRuns: 40, seed: 20261127 }
		);
		const files: string[] = [];
		const expected: { format: string; text: string }[] = [];
		inputs.forEach(([format, text], i) => {
			const r = run({ text, format, scale: 2 });
			expect(r.status, `${format} ${JSON.stringify(text)}: ${r.body.detail}`).toBe(200);
			const file = path.join(dir, `${i}.png`);
			fs.writeFileSync(file, Buffer.from(r.body.data, 'base64'));
			files.push(file);
			// UPC-A from 11 digits: the reader gives the GS1 check digit too.
			expected.push({ format: ZXING_NAMES[format], text: format === 'upca' ? text + gs1CheckDigit(text) : text });
		});
		expect(zxingRead(files)).toEqual(expected);
		fs.rmSync(dir, { recursive: true });
	});
});

describe('barcode: properties', () => {
	const format = fc.constantFrom('code128', 'ean13', 'upca', 'code39', 'itf', 'datamatrix', 'pdf417', 'aztec');

	it('no text, format or scale crashes it: 200 or a 422 naming a field', () => {
		// ASCII, any code point, whole graphemes, and code units with lone surrogates among them.
		const unit = fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0xd800, max: 0xdfff })).map((c) => String.fromCharCode(c));
		const texts = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit, maxLength: 20 }));
		fc.assert(
			fc.property(texts, format, fc.integer({ min: 1, max: 3 }), fc.constantFrom('png', 'svg'), (text, f, scale, output) => {
				const r = run({ text, format: f, scale, output });
				expect([200, 422]).toContain(r.status);
				if (r.status === 422) expect(r.body.detail).toMatch(/^text: /);
			}),
			{ numRuns: 200 }
		);
	});

	it('the PNG has the SVG’s size, is a 1-bit PNG of that size, and is the same every time', () => {
		const texts: Record<string, fc.Arbitrary<string>> = {
			code128: fc.stringMatching(/^[A-Za-z0-9 ]{1,20}$/),
			ean13: fc.stringMatching(/^\d{12}$/),
			upca: fc.stringMatching(/^\d{11}$/),
			code39: fc.stringMatching(/^[0-9A-Z]{1,20}$/),
			itf: fc.stringMatching(/^(\d\d){1,10}$/),
			datamatrix: fc.string({ minLength: 1, maxLength: 50 }),
			pdf417: fc.string({ minLength: 1, maxLength: 50 }),
			aztec: fc.string({ minLength: 1, maxLength: 50 })
		};
		fc.assert(
			fc.property(
				format.chain((f) => fc.tuple(fc.constant(f), texts[f])),
				fc.integer({ min: 1, max: 4 }),
				([f, text], scale) => {
					const png = run({ text, format: f, scale });
					const svg = run({ text, format: f, scale, output: 'svg' });
					expect(png.status).toBe(200);
					expect(svg.status).toBe(200);
					expect([png.body.width, png.body.height]).toEqual([svg.body.width, svg.body.height]);
					const img = pixels(png.body.data);
					expect([img.width, img.height]).toEqual([png.body.width, png.body.height]);
					expect(svg.body.data).toMatch(new RegExp(`^<svg width="${svg.body.width}" height="${svg.body.height}" viewBox="0 0 ${svg.body.width} ${svg.body.height}"`));
					expect(run({ text, format: f, scale }).body.data).toBe(png.body.data);
				}
			),
			{ numRuns: 80 }
		);
	});

	it('a larger scale gives a proportionally larger linear code (widths are whole modules)', () => {
		fc.assert(
			fc.property(fc.stringMatching(/^\d{12}$/), fc.integer({ min: 1, max: 10 }), (digits, scale) => {
				const r = run({ text: digits, format: 'ean13', scale });
				// 95 modules plus the 11 + 7 of the quiet zones (GS1 General Specifications 5.2.3.4); at
				// odd scales bwip-js centres odd-width bars on half pixels and its box gains one column.
				expect(r.body.width).toBe(113 * scale + (scale % 2));
			}),
			{ numRuns: 30 }
		);
	});

	it('the 2-D codes at their length limit are drawn', () => {
		for (const [f, limit] of [['datamatrix', 1000], ['pdf417', 1000], ['aztec', 500]] as const) {
			for (const text of ['7'.repeat(limit), 'a'.repeat(limit)]) {
				expect(run({ text, format: f, scale: 10 }).status, f).toBe(200);
			}
		}
	});
});
