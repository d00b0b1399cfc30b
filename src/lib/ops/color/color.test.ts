import convert from 'color-convert';
import { replayCases } from '../../../../tests/unit/replay-cases.js';
import { describe, expect, it } from 'vitest';
import { executeOperation } from '../../engine/execute.js';
import { getOperation } from '../registry.js';
import { cases, NAMED_COLOURS } from './cases.js';
import { readCssColour } from './colour-text.js';
import { alphaByte, alphaNumber, hslToRgb, parseHex, rgbToCmyk, rgbToHsl, toHex } from './color.js';

const op = getOperation('color-converter')!;
const run = (input: unknown) => executeOperation(op, input, { now: () => 0 });

type Triple = [number, number, number];

/**
 * The reference is `color-convert` (an independent implementation). Two conventions differ from
 * its rounded output, both checked below rather than papered over:
 * - hue: color-convert can answer 360 (e.g. rgb(255, 0, 1) → 359.8 → 360); we answer 0, the same
 *   angle (CSS Color 4: hues are taken modulo 360; the contract allows 0-360).
 * - exact .5 ties: both libraries round with Math.round (half up, as CSS serialisation does),
 *   but floating-point noise puts some exact ties (e.g. S = 84/160 = 52.5 %) just below .5 in one
 *   library or the other. `halfUp` rounds color-convert's unrounded value after removing that
 *   noise, which is the exact CSS answer.
 */
const snap = (x: number) => Math.round(x * 1e9) / 1e9;
const halfUp = (x: number) => Math.round(snap(x));
const isTie = (x: number) => Math.abs(snap(x) - Math.floor(snap(x)) - 0.5) < 1e-9;
const hue = (h: number) => h % 360;

function referenceFromRgb(rgb: Triple) {
	const [h, s, l] = convert.rgb.hsl.raw(...rgb);
	const [c, m, y, k] = convert.rgb.cmyk.raw(...rgb);
	return {
		hsl: { h: hue(halfUp(h)), s: halfUp(s), l: halfUp(l) },
		cmyk: { c: halfUp(c), m: halfUp(m), y: halfUp(y), k: halfUp(k) },
		ties: [h, s, l, c, m, y, k].some(isTie)
	};
}

const hexOf = ([r, g, b]: Triple) => '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('').toUpperCase();

function expectedBody(hex: string, [r, g, b]: Triple, hsl: { h: number; s: number; l: number }, cmyk: object) {
	return {
		hex,
		rgb: { r, g, b },
		hsl,
		cmyk,
		alpha: 1,
		gamut_mapped: false,
		css: { hex, rgb: `rgb(${r}, ${g}, ${b})`, hsl: `hsl(${hsl.h}, ${hsl.s}%, ${hsl.l}%)` }
	};
}

describe('colour cases (replayed through executeOperation)', () => {
	replayCases(cases);

	it('the hand-derived HSL and CMYK of the 200 cases agree with color-convert', () => {
		for (const c of cases.filter((k) => k.expected.status === 200)) {
			const body = c.expected.body as ReturnType<typeof expectedBody>;
			const rgb: Triple = [body.rgb.r, body.rgb.g, body.rgb.b];
			expect(body.hex, c.name).toBe(hexOf(rgb));
			const reference = referenceFromRgb(rgb);
			expect(body.cmyk, c.name).toEqual(reference.cmyk);
			if (!(c.input as { hsl?: unknown }).hsl) expect(body.hsl, c.name).toEqual(reference.hsl);
			else expect(convert.hsl.rgb(body.hsl.h, body.hsl.s, body.hsl.l), c.name).toEqual(rgb);
		}
	});
});

describe(`CSS Color 4 named colours (${NAMED_COLOURS.length}), HSL and CMYK from color-convert`, () => {
	it('has at least 20 colours, each with hex matching its rgb', () => {
		expect(NAMED_COLOURS.length).toBeGreaterThanOrEqual(20);
		for (const { hex, rgb } of NAMED_COLOURS) expect(hexOf(rgb)).toBe(hex);
	});

	it.each(NAMED_COLOURS.map((c) => [c.name, c] as const))('%s from hex, lower-case hex and rgb', async (_, colour) => {
		const [h, s, l] = convert.rgb.hsl(colour.rgb);
		const [c, m, y, k] = convert.rgb.cmyk(colour.rgb);
		const reference = referenceFromRgb(colour.rgb);
		// None of these colours is an exact .5 tie, so color-convert's own rounding is the answer.
		expect(reference.ties).toBe(false);
		const expected = expectedBody(colour.hex, colour.rgb, { h: hue(h), s, l }, { c, m, y, k });
		const [r, g, b] = colour.rgb;
		for (const input of [{ hex: colour.hex }, { hex: colour.hex.toLowerCase() }, { rgb: { r, g, b } }]) {
			const result = await run(input);
			expect(result, JSON.stringify(input)).toEqual({ status: 200, body: expected });
			expect(op.output.safeParse(result.body).error).toBeUndefined();
		}
	});

	it.each(NAMED_COLOURS.map((c) => [c.name, c] as const))('%s from its (integer) HSL', async (_, colour) => {
		const [h, s, l] = convert.rgb.hsl(colour.rgb);
		const raw = convert.hsl.rgb.raw(h, s, l);
		const rgb = raw.map(halfUp) as Triple;
		const echo = { h: hue(h), s, l };
		const result = await run({ hsl: { h, s, l } });
		expect(result).toEqual({ status: 200, body: expectedBody(hexOf(rgb), rgb, echo, referenceFromRgb(rgb).cmyk) });
		// Integer HSL is coarser than 8-bit RGB: the round trip lands within 2 of the named colour.
		rgb.forEach((v, i) => expect(Math.abs(v - colour.rgb[i])).toBeLessThanOrEqual(2));
	});
});

/**
 * Every #RGB colour (4096 of them, every channel a multiple of 17) and an HSL grid, against
 * color-convert. Disagreements are allowed only where documented above; ties that we round down
 * are collected so the known issue below can be tracked.
 */
function sweep() {
	const tiesRoundedDown: string[] = [];
	const otherMismatches: string[] = [];
	const compare = (label: string, ours: number, raw: number, isHue = false) => {
		const expected = isHue ? hue(halfUp(raw)) : halfUp(raw);
		if (ours === expected) return;
		if (isTie(raw) && ours === expected - 1) tiesRoundedDown.push(`${label}: ${ours}, exact ${snap(raw)}`);
		else otherMismatches.push(`${label}: ours ${ours}, color-convert ${raw}`);
	};
	for (let n = 0; n < 4096; n++) {
		const rgb: Triple = [((n >> 8) & 15) * 17, ((n >> 4) & 15) * 17, (n & 15) * 17];
		const hsl = rgbToHsl({ r: rgb[0], g: rgb[1], b: rgb[2] });
		const cmyk = rgbToCmyk({ r: rgb[0], g: rgb[1], b: rgb[2] });
		const [h, s, l] = convert.rgb.hsl.raw(...rgb);
		const [c, m, y, k] = convert.rgb.cmyk.raw(...rgb);
		const at = `rgb(${rgb.join(', ')})`;
		compare(`${at}.h`, hsl.h, h, true);
		compare(`${at}.s`, hsl.s, s);
		compare(`${at}.l`, hsl.l, l);
		compare(`${at}.c`, cmyk.c, c);
		compare(`${at}.m`, cmyk.m, m);
		compare(`${at}.y`, cmyk.y, y);
		compare(`${at}.k`, cmyk.k, k);
	}
	for (let h = 0; h <= 360; h += 5) {
		for (let s = 0; s <= 100; s += 5) {
			for (let l = 0; l <= 100; l += 5) {
				const rgb = hslToRgb({ h, s, l });
				const [r, g, b] = convert.hsl.rgb.raw(h, s, l);
				const at = `hsl(${h}, ${s}%, ${l}%)`;
				compare(`${at}.r`, rgb.r, r);
				compare(`${at}.g`, rgb.g, g);
				compare(`${at}.b`, rgb.b, b);
			}
		}
	}
	return { tiesRoundedDown, otherMismatches };
}

describe('sweep against color-convert', () => {
	const result = sweep();

	it('agrees everywhere except, at most, on exact .5 ties', () => {
		expect(result.otherMismatches).toEqual([]);
	});

	// KNOWN ISSUE (reported, not fixed here): floating-point noise makes color.ts round some exact
	// .5 ties down, e.g. hsl(2, 100%, 50%) has G = 255 × 2/60 = 8.5 → 9 but we give 8;
	// #078 = rgb(0, 119, 136) has M = 17/136 = 12.5 % → 13 but we (and color-convert) give 12.
	it('rounds exact .5 ties half up (CSS Color 4 serialisation)', () => {
		expect(result.tiesRoundedDown).toEqual([]);
	});

	it('hsl(2, 100%, 50%) is rgb(255, 9, 0) (G = 8.5 exactly)', () => {
		expect(hslToRgb({ h: 2, s: 100, l: 50 })).toEqual({ r: 255, g: 9, b: 0 });
	});

	it('rgb(133, 133, 217) has S = 84/160 = 52.5 % → 53', () => {
		expect(rgbToHsl({ r: 133, g: 133, b: 217 }).s).toBe(53);
	});

	it('rgb(0, 119, 136) has M = 17/136 = 12.5 % → 13', () => {
		expect(rgbToCmyk({ r: 0, g: 119, b: 136 }).m).toBe(13);
	});
});

describe('parseHex and toHex', () => {
	it('parses #RGB, #RGBA, #RRGGBB and #RRGGBBAA in either case, with or without # (CSS Color 4 5.2)', () => {
		expect(parseHex('#F8C')).toEqual({ r: 0xff, g: 0x88, b: 0xcc, a: 255 });
		expect(parseHex('#ff88cc')).toEqual({ r: 255, g: 136, b: 204, a: 255 });
		expect(parseHex('FF88CC')).toEqual({ r: 255, g: 136, b: 204, a: 255 });
		expect(parseHex('  #000  ')).toEqual({ r: 0, g: 0, b: 0, a: 255 });
		// The spec's examples: #0f08 is #00ff0088; #1e90ff80 has alpha 0x80.
		expect(parseHex('#0f08')).toEqual({ r: 0, g: 255, b: 0, a: 0x88 });
		expect(parseHex('#1E90FF80')).toEqual({ r: 30, g: 144, b: 255, a: 128 });
	});

	it.each(['', '#', '#12', '#12345', '#1234567', '#123456789', '#GGG', '##123', 'red', '#12 34 56'])('rejects %j', (text) => {
		expect(parseHex(text)).toBeNull();
	});

	it('writes upper-case #RRGGBB with zero padding, and #RRGGBBAA only below full alpha', () => {
		expect(toHex({ r: 0, g: 10, b: 255 })).toBe('#000AFF');
		expect(toHex({ r: 0, g: 10, b: 255, a: 255 })).toBe('#000AFF');
		expect(toHex({ r: 0, g: 10, b: 255, a: 8 })).toBe('#000AFF08');
	});
});

describe('alpha in 8 bits (CSSOM 6.7.2)', () => {
	// By hand: the two-decimal value whose 8 bits round-trip (p × 2.55, halves up), else three decimals.
	it.each([
		[0, 0],
		[255, 1],
		[128, 0.5],
		[127, 0.498],
		[136, 0.533],
		[191, 0.75],
		[96, 0.376],
		[26, 0.1],
		[1, 0.004]
	])('%i is written %d', (byte, written) => {
		expect(alphaNumber(byte)).toBe(written);
	});

	it('every byte survives the round trip through its written number', () => {
		for (let byte = 0; byte <= 255; byte++) expect(alphaByte(alphaNumber(byte))).toBe(byte);
	});
});

describe('HSL input', () => {
	it('accepts fractional HSL and echoes it rounded', async () => {
		const { status, body } = await run({ hsl: { h: 209.6, s: 99.5, l: 55.88 } });
		expect(status).toBe(200);
		expect((body as { hsl: unknown }).hsl).toEqual({ h: 210, s: 100, l: 56 });
		const [r, g, b] = convert.hsl.rgb.raw(209.6, 99.5, 55.88).map(halfUp);
		expect((body as { rgb: unknown }).rgb).toEqual({ r, g, b });
	});

	it('gives grey for any hue when s = 0, and black/white at l = 0/100', async () => {
		for (const h of [0, 90, 359]) {
			expect(hslToRgb({ h, s: 0, l: 40 })).toEqual({ r: 102, g: 102, b: 102 }); // 0.4 × 255 = 102
			expect(hslToRgb({ h, s: 100, l: 0 })).toEqual({ r: 0, g: 0, b: 0 });
			expect(hslToRgb({ h, s: 100, l: 100 })).toEqual({ r: 255, g: 255, b: 255 });
		}
	});
});

/**
 * OKLCh → sRGB by CSS Color 4's own sample code (section 18, "Sample code for color conversions":
 * OKLab → LMS → XYZ D65 → linear sRGB → sRGB), written here from the specification as a second
 * implementation to check culori's reading of oklch() against. The matrices are the spec's.
 */
function specOklchToSrgb(l: number, c: number, hDegrees: number): Triple {
	const h = (hDegrees * Math.PI) / 180;
	const [L, a, b] = [l, c * Math.cos(h), c * Math.sin(h)];
	const lms = [
		L + 0.3963377773761749 * a + 0.2158037573099136 * b,
		L - 0.1055613458156586 * a - 0.0638541728258133 * b,
		L - 0.0894841775298119 * a - 1.2914855480194092 * b
	].map((v) => v ** 3);
	const xyz = [
		[1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
		[-0.0405757452148008, 1.112286803280317, -0.0717110580655164],
		[-0.0763729366746601, -0.4214933324022432, 1.5869240198367816]
	].map((row) => row[0] * lms[0] + row[1] * lms[1] + row[2] * lms[2]);
	const linear = [
		[12831 / 3959, -329 / 214, -1974 / 3959],
		[-851781 / 878810, 1648619 / 878810, 36519 / 878810],
		[705 / 12673, -2585 / 12673, 705 / 667]
	].map((row) => row[0] * xyz[0] + row[1] * xyz[1] + row[2] * xyz[2]);
	const gamma = (v: number) => (Math.abs(v) > 0.0031308 ? Math.sign(v) * (1.055 * Math.abs(v) ** (1 / 2.4) - 0.055) : 12.92 * v);
	return linear.map(gamma) as Triple;
}

describe('oklch() against CSS Color 4’s sample code', () => {
	it('the sample code reproduces the web-platform-tests references', () => {
		// oklch-004-ref: rgb(70.492% 2.351% 37.073%); oklch-006-ref: rgb(32.022% 85.805% 61.147%).
		specOklchToSrgb(0.5, 0.2, 0).forEach((v, i) => expect(v).toBeCloseTo([0.70492, 0.02351, 0.37073][i], 4));
		specOklchToSrgb(0.8, 0.15, 160).forEach((v, i) => expect(v).toBeCloseTo([0.32022, 0.85805, 0.61147][i], 4));
		// oklch-011: green #008000 = oklch(51.975% 0.17686 142.495).
		specOklchToSrgb(0.51975, 0.17686, 142.495).forEach((v, i) => expect(v * 255).toBeCloseTo([0, 128, 0][i], 1));
	});

	it('gives the same 8-bit sRGB for a grid of in-gamut colours (a difference of 1 only at a rounding tie)', () => {
		let compared = 0;
		for (let l = 0.05; l < 1; l += 0.05) {
			for (let c = 0; c <= 0.3; c += 0.025) {
				for (let h = 0; h < 360; h += 15) {
					const reference = specOklchToSrgb(l, c, h);
					if (reference.some((v) => v < 0 || v > 1)) continue;
					const read = readCssColour(`oklch(${l} ${c} ${h})`)!;
					expect(read.gamutMapped).toBe(false);
					[read.rgba.r, read.rgba.g, read.rgba.b].forEach((ours, i) => {
						const exact = reference[i] * 255;
						const nearTie = Math.abs(exact - Math.floor(exact) - 0.5) < 0.01;
						if (nearTie) expect(Math.abs(ours - Math.round(exact))).toBeLessThanOrEqual(1);
						else expect(ours, `oklch(${l} ${c} ${h})`).toBe(Math.round(exact));
					});
					compared++;
				}
			}
		}
		expect(compared).toBeGreaterThan(500);
	});

	it('brings a colour outside sRGB inside it, and says so', () => {
		const p3Red = readCssColour('color(display-p3 1 0 0)')!;
		expect(p3Red.gamutMapped).toBe(true);
		// CSS Color 4 13.2 keeps lightness and hue and lowers chroma: still a red, fully saturated in sRGB.
		expect(p3Red.rgba.r).toBe(255);
		expect(Math.max(p3Red.rgba.g, p3Red.rgba.b)).toBeLessThan(40);
		// rgb() clamps out-of-range channels where it is parsed instead (CSS Color 4 5.1): no mapping.
		expect(readCssColour('rgb(300 -20 0)')).toEqual({ rgba: { r: 255, g: 0, b: 0, a: 255 }, gamutMapped: false });
	});

	it('refuses what is not a colour', () => {
		for (const text of ['', 'notacolour', 'currentcolor', 'oklch(50% 0.2)', 'rgb(1 2)', '#12345', '12345', 'hsl(270 50% 40% 1)']) {
			expect(readCssColour(text), text).toBeNull();
		}
	});
});
