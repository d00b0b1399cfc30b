import { z } from 'zod';
import { base64Encode } from '../_shared/base64.js';
import { integer } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { HEX_COLOUR, LEVELS, MAX_DATA_CHARACTERS } from './options.js';

// The qrcode package (on the server with its PNG renderer, pngjs) loads on the first call, not with the registry.
const logic = lazyModule(() => import('./qr-code.js'));

/** Counts code points, not UTF-16 units: "characters" as a person counts them (an emoji is one). */
function characters(text: string): number {
	if (text.length <= MAX_DATA_CHARACTERS) return text.length;
	let count = 0;
	for (const _ of text) count++;
	return count;
}

/** An unpaired surrogate cannot be written as UTF-8, so it could not come back from the code. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const colour = (fallback: string) =>
	z
		.string()
		.regex(HEX_COLOUR, { error: errors.zod('hex_colour') })
		.default(fallback);

const level = z.enum(LEVELS, { error: 'must be one of L, M, Q, H' });

export const qrCode = defineOperation({
	id: 'qr-code',
	group: 'generation',
	title: 'QR code generator',
	summary: 'Encodes text or a URL as a QR code, as a PNG of an exact pixel size or as SVG, in your colours.',
	keywords: ['qr', 'qr code', 'barcode', '2d code', 'png', 'svg', 'url', 'wifi', 'link', 'generate'],
	method: 'POST',
	path: '/qr-code',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 2000, detail: 'drawing the QR code ran longer than the time limit of 2,000 ms; encode less data or ask for a smaller image' },
	input: z.object({
		data: z
			.string()
			.min(1, { error: 'must not be empty' })
			.refine((text) => characters(text) <= MAX_DATA_CHARACTERS, { error: errors.zod('too_many_characters', () => ({ max: MAX_DATA_CHARACTERS })) })
			.refine((text) => !LONE_SURROGATE.test(text), { error: errors.zod('lone_surrogate') })
			.meta({ maxLength: MAX_DATA_CHARACTERS })
			.describe('Text or URL to encode (UTF-8); how much fits depends on error_correction').meta(formHints({ multiline: 4 })),
		format: z.enum(['png', 'svg'], { error: 'must be png or svg' }).default('png').describe('png or svg'),
		size: integer()
			.min(100)
			.max(1000)
			.default(300)
			.describe('Width and height in pixels, 100 to 1000 (the PNG is exactly this size; the SVG’s width and height)'),
		error_correction: level.default('M').describe('L (7 %), M (15 %), Q (25 %) or H (30 %) of the code can be damaged'),
		dark: colour('#000000').describe('Colour of dark modules: #RGB, #RRGGBB, or with alpha #RGBA, #RRGGBBAA').meta(formHints({ widget: 'color' })),
		light: colour('#ffffff').describe('Colour of light modules and the quiet zone; alpha 00 makes it transparent').meta(formHints({ widget: 'color' }))
	}),
	output: z.union([
		z.object({
			format: z.literal('png'),
			data: z.string(),
			qr_base64: z.string().describe('The PNG, base64'),
			mime_type: z.literal('image/png'),
			size: z.int().describe('Width and height of the PNG in pixels'),
			error_correction: z.enum(LEVELS)
		}),
		z.object({
			format: z.literal('svg'),
			data: z.string(),
			qr: z.string().describe('The SVG document'),
			error_correction: z.enum(LEVELS)
		})
	]),
	errors: [
		{
			status: 422,
			when:
				'`data` missing, empty or over 4296 characters; `data` too long for a QR code at the chosen error_correction; ' +
				'`size` not an integer from 100 to 1000, or (PNG) smaller than the code’s modules; bad format, error_correction or colour; ' +
				'dark and light the same colour'
		}
	],
	examples: [
		{ name: 'URL as PNG', input: { data: 'https://example.com/', size: 300 } },
		{ name: 'SVG in brand colours', input: { data: 'Olá, São Paulo — ✓', format: 'svg', dark: '#1d3557', light: '#f1faee' } },
		{ name: 'High error correction, transparent background', input: { data: 'WIFI:T:WPA;S:Guest;P:correct horse;;', error_correction: 'H', light: '#ffffff00' } }
	],
	prepare: logic.load,
	run(input) {
		const { indistinguishable, parseHexColour, qrMatrix, renderPng, renderSvg } = logic.get();
		const dark = parseHexColour(input.dark)!;
		const light = parseHexColour(input.light)!;
		if (indistinguishable(dark, light)) {
			throw errors.error('same_colours', {}, { field: 'light' });
		}
		const matrix = qrMatrix(input.data, input.error_correction);
		if (input.format === 'svg') {
			return { format: 'svg' as const, data: input.data, qr: renderSvg(matrix, input.size, light, dark), error_correction: input.error_correction };
		}
		return {
			format: 'png' as const,
			data: input.data,
			qr_base64: base64Encode(renderPng(matrix, input.size, light, dark)),
			mime_type: 'image/png' as const,
			size: input.size,
			error_correction: input.error_correction
		};
	}
});

export const operations = [qrCode];
