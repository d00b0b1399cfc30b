import { z } from 'zod';
import { integer } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { hslToRgb, parseHex, rgbToCmyk, rgbToHsl, toHex, type Hsl, type Rgb } from './color.js';
import { formHints } from '../form-hints.js';

const channel = integer().min(0).max(255);
const percent = z.number().min(0).max(100);

export const colorConverter = defineOperation({
	id: 'color-converter',
	group: 'generation',
	title: 'Colour converter',
	summary: 'Converts one colour between HEX, RGB, HSL and CMYK, with ready-to-paste CSS.',
	keywords: ['color', 'colour', 'hex', 'rgb', 'hsl', 'cmyk', 'css', 'convert', 'picker'],
	method: 'POST',
	path: '/color-converter',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		hex: z.string().max(16).optional().describe('#RGB or #RRGGBB').meta(formHints({ widget: 'color', notation: 'hex', monospace: true })),
		rgb: z.object({ r: channel, g: channel, b: channel }).optional().describe('Integers 0-255').meta(formHints({ widget: 'color', notation: 'rgb' })),
		hsl: z
			.object({ h: z.number().min(0).max(360), s: percent, l: percent })
			.optional()
			.describe('h 0-360, s and l 0-100')
			.meta(formHints({ widget: 'color', notation: 'hsl' }))
	}),
	output: z.object({
		hex: z.string(),
		rgb: z.object({ r: z.int(), g: z.int(), b: z.int() }),
		hsl: z.object({ h: z.int(), s: z.int(), l: z.int() }),
		cmyk: z.object({ c: z.int(), m: z.int(), y: z.int(), k: z.int() }),
		css: z.object({ hex: z.string(), rgb: z.string(), hsl: z.string() })
	}),
	errors: [{ status: 422, when: 'not exactly one of hex, rgb, hsl; a value out of range; hex not #RGB or #RRGGBB' }],
	examples: [
		{ name: 'From HEX', input: { hex: '#FF7F50' } },
		{ name: 'From RGB', input: { rgb: { r: 0, g: 128, b: 128 } } },
		{ name: 'From HSL', input: { hsl: { h: 210, s: 100, l: 56 } } }
	],
	run(input) {
		const given = (['hex', 'rgb', 'hsl'] as const).filter((k) => input[k] !== undefined);
		if (given.length !== 1) {
			throw given.length ? errors.error('exactly_one', { given: given.join(', ') }) : errors.error('exactly_one_none');
		}
		let rgb: Rgb;
		let hsl: Hsl;
		if (input.hex !== undefined) {
			const parsed = parseHex(input.hex);
			if (!parsed) throw errors.error('not_hex', {}, { field: 'hex' });
			rgb = parsed;
			hsl = rgbToHsl(rgb);
		} else if (input.rgb) {
			rgb = input.rgb;
			hsl = rgbToHsl(rgb);
		} else {
			const h = input.hsl!;
			rgb = hslToRgb(h);
			// Echo the HSL asked for (rounded) rather than a lossy round trip through 8-bit RGB.
			hsl = { h: Math.round(h.h) % 360, s: Math.round(h.s), l: Math.round(h.l) };
		}
		const hex = toHex(rgb);
		return {
			hex,
			rgb: { r: rgb.r, g: rgb.g, b: rgb.b },
			hsl,
			cmyk: rgbToCmyk(rgb),
			css: { hex, rgb: `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})`, hsl: `hsl(${hsl.h}, ${hsl.s}%, ${hsl.l}%)` }
		};
	}
});

export const operations = [colorConverter];
