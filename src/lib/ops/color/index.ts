import { z } from 'zod';
import { integer } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { CSS_SYNTAXES, errors } from './errors.js';
import { alphaByte, alphaNumber, hslToRgb, parseHex, rgbToCmyk, rgbToHsl, toHex, type Hsl, type Rgb } from './color.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';

// culori reads CSS colours: loaded on the first call, not at server start (about 10 MiB resident).
const cssColours = lazyModule(() => import('./colour-text.js'));

const channel = integer().min(0).max(255);
const percent = z.number().min(0).max(100);
// Described with its object ("a 0-1"): a description of its own would stand under the form's narrow A field.
const alpha = z.number().min(0).max(1).optional();

/** The notations the input may come in: exactly one per call. */
const NOTATIONS = ['hex', 'rgb', 'hsl', 'css'] as const;

/** Ready-to-paste CSS; a translucent colour in the legacy forms browsers serialise it in (CSSOM section 6.7.2). */
function cssOf(rgb: Rgb, hsl: Hsl, a: number) {
	const hex = toHex({ ...rgb, a });
	if (a === 255) return { hex, rgb: `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})`, hsl: `hsl(${hsl.h}, ${hsl.s}%, ${hsl.l}%)` };
	const alphaText = alphaNumber(a);
	return { hex, rgb: `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${alphaText})`, hsl: `hsla(${hsl.h}, ${hsl.s}%, ${hsl.l}%, ${alphaText})` };
}

export const colorConverter = defineOperation({
	id: 'color-converter',
	group: 'generation',
	title: 'Colour converter',
	summary: 'Converts one colour between HEX, RGB, HSL and CMYK, with ready-to-paste CSS; reads any CSS colour (oklch(), lab(), names) and keeps its alpha.',
	keywords: ['color', 'colour', 'hex', 'rgb', 'hsl', 'cmyk', 'oklch', 'oklab', 'alpha', 'transparency', 'css', 'convert', 'picker'],
	method: 'POST',
	path: '/color-converter',
	runs: 'anywhere',
	cost: 'light',
	input: z.object({
		hex: z.string().max(16).optional().describe('#RGB, #RGBA, #RRGGBB or #RRGGBBAA').meta(formHints({ widget: 'color', notation: 'hex', monospace: true })),
		rgb: z.object({ r: channel, g: channel, b: channel, a: alpha }).optional().describe('r, g, b integers 0-255; a (alpha) 0-1, 1 when absent').meta(formHints({ widget: 'color', notation: 'rgb' })),
		hsl: z
			.object({ h: z.number().min(0).max(360), s: percent, l: percent, a: alpha })
			.optional()
			.describe('h 0-360, s and l 0-100; a (alpha) 0-1, 1 when absent')
			.meta(formHints({ widget: 'color', notation: 'hsl' })),
		css: z
			.string()
			.max(100)
			.optional()
			.describe(`Any CSS Color 4 colour: ${CSS_SYNTAXES}`)
			.meta(formHints({ widget: 'color', notation: 'css', monospace: true, placeholder: 'oklch(62.8% 0.2577 29.23 / 0.5)' }))
	}),
	output: z.object({
		hex: z.string().describe('#RRGGBB, upper case (the colour without its alpha)'),
		rgb: z.object({ r: z.int(), g: z.int(), b: z.int() }),
		hsl: z.object({ h: z.int(), s: z.int(), l: z.int() }),
		cmyk: z.object({ c: z.int(), m: z.int(), y: z.int(), k: z.int() }),
		alpha: z.number().describe('0 (transparent) to 1 (opaque), kept in 8 bits and written as CSSOM writes it (0.5, 0.533)'),
		gamut_mapped: z.boolean().describe('The css colour was outside sRGB (oklch(), lab(), display-p3 …) and was brought into it by CSS Color 4 gamut mapping'),
		css: z
			.object({ hex: z.string(), rgb: z.string(), hsl: z.string() })
			.describe('#RRGGBB, rgb(r, g, b), hsl(h, s%, l%); with an alpha under 1: #RRGGBBAA, rgba(r, g, b, a), hsla(h, s%, l%, a)')
	}),
	errors: [
		{
			status: 422,
			when: `not exactly one of hex, rgb, hsl, css; a value out of range; hex not #RGB, #RGBA, #RRGGBB or #RRGGBBAA; css not a colour (${CSS_SYNTAXES})`
		}
	],
	examples: [
		{ name: 'From HEX', input: { hex: '#FF7F50' } },
		{ name: 'From RGB', input: { rgb: { r: 0, g: 128, b: 128 } } },
		{ name: 'From HSL', input: { hsl: { h: 210, s: 100, l: 56 } } },
		{ name: 'From HEX with alpha', input: { hex: '#1E90FF80' } },
		{ name: 'From OKLCH', input: { css: 'oklch(50% 0.2 0 / 0.75)' } }
	],
	prepare: cssColours.load,
	run(input) {
		const given = NOTATIONS.filter((k) => input[k] !== undefined);
		if (given.length !== 1) {
			throw given.length ? errors.error('exactly_one', { given: given.join(', ') }) : errors.error('exactly_one_none');
		}
		let rgb: Rgb;
		let hsl: Hsl;
		let a: number;
		let gamutMapped = false;
		if (input.hex !== undefined) {
			const parsed = parseHex(input.hex);
			if (!parsed) throw errors.error('not_hex', {}, { field: 'hex' });
			({ a, ...rgb } = parsed);
			hsl = rgbToHsl(rgb);
		} else if (input.css !== undefined) {
			const read = cssColours.get().readCssColour(input.css);
			if (!read) throw errors.error('not_a_colour', {}, { field: 'css' });
			({ a, ...rgb } = read.rgba);
			hsl = rgbToHsl(rgb);
			gamutMapped = read.gamutMapped;
		} else if (input.rgb) {
			rgb = { r: input.rgb.r, g: input.rgb.g, b: input.rgb.b };
			a = alphaByte(input.rgb.a ?? 1);
			hsl = rgbToHsl(rgb);
		} else {
			const h = input.hsl!;
			rgb = hslToRgb(h);
			a = alphaByte(h.a ?? 1);
			// Echo the HSL asked for (rounded) rather than a lossy round trip through 8-bit RGB.
			hsl = { h: Math.round(h.h) % 360, s: Math.round(h.s), l: Math.round(h.l) };
		}
		return {
			hex: toHex(rgb),
			rgb,
			hsl,
			cmyk: rgbToCmyk(rgb),
			alpha: alphaNumber(a),
			gamut_mapped: gamutMapped,
			css: cssOf(rgb, hsl, a)
		};
	}
});

export const operations = [colorConverter];
