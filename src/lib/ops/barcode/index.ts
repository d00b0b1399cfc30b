import { z } from 'zod';
import { base64Encode } from '../_shared/base64.js';
import { integer } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { FORMATS } from './options.js';

// bwip-js's encoders load on the first call, not with the registry.
const logic = lazyModule(() => import('./barcode.js'));

export const barcode = defineOperation({
	id: 'barcode',
	group: 'generation',
	title: 'Barcode generator',
	summary: 'Draws Code 128, EAN-13, UPC-A, Code 39, ITF, Data Matrix, PDF417 or Aztec codes as PNG or SVG.',
	keywords: ['barcode', 'bar code', 'ean', 'ean-13', 'upc', 'code 128', 'code 39', 'itf', 'data matrix', 'pdf417', 'aztec', 'gtin', 'png', 'svg'],
	method: 'POST',
	path: '/barcode',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'drawing the barcode ran longer than the time limit of 5,000 ms; encode less data' },
	input: z.object({
		text: z
			.string()
			.min(1, { error: 'must not be empty' })
			// An unpaired surrogate has no UTF-8 form, so no code can hold it (Unicode 15, 3.9 D92).
			.refine((text) => !/[\uD800-\uDFFF]/u.test(text), { error: errors.zod('lone_surrogate') })
			.describe('What to encode: digits for EAN-13 (12, or 13 with its check digit), UPC-A (11 or 12) and ITF; text for the others')
			.meta(formHints({ multiline: 3, monospace: true })),
		format: z.enum(FORMATS, { error: `must be one of ${FORMATS.join(', ')}` }).describe(`The symbology: ${FORMATS.join(', ')}`),
		output: z.enum(['png', 'svg'], { error: 'must be png or svg' }).default('png').describe('png or svg'),
		scale: integer().min(1).max(10).default(2).describe('Pixels per module (2-D codes: twice this), 1 to 10')
	}),
	output: z.object({
		format: z.enum(FORMATS),
		output: z.enum(['png', 'svg']),
		data: z.string().describe('The PNG in base64, or the SVG text'),
		mime_type: z.enum(['image/png', 'image/svg+xml']),
		width: z.int().describe('Width of the image in pixels (the SVG’s width)'),
		height: z.int().describe('Height of the image in pixels'),
		text: z.string().describe('The text encoded')
	}),
	errors: [
		{
			status: 422,
			when:
				'`text` missing, empty, longer than the format allows (80 characters for Code 128, Code 39 and ITF; 13 for EAN-13, 12 for UPC-A; ' +
				'1,000 for Data Matrix and PDF417, 500 for Aztec) or not encodable in the format (a wrong EAN-13 or UPC-A check digit, letters where digits are needed, ' +
				'characters outside Code 39’s or Code 128’s set, more data than the symbol holds); unknown `format` or `output`; `scale` not an integer from 1 to 10'
		}
	],
	examples: [
		{ name: 'EAN-13 product code', input: { text: '5901234123457', format: 'ean13' } },
		{ name: 'Code 128 as SVG', input: { text: 'UTILKIT-2026', format: 'code128', output: 'svg' } },
		{ name: 'Data Matrix with a URL', input: { text: 'https://example.com/', format: 'datamatrix', scale: 4 } }
	],
	prepare: logic.load,
	run(input) {
		const { bitmapToPng, drawBitmap, drawSvg, NotEncodable } = logic.get();
		try {
			if (input.output === 'svg') {
				const { svg, width, height } = drawSvg(input.format, input.text, input.scale);
				return { format: input.format, output: 'svg' as const, data: svg, mime_type: 'image/svg+xml' as const, width, height, text: input.text };
			}
			const bitmap = drawBitmap(input.format, input.text, input.scale);
			return {
				format: input.format,
				output: 'png' as const,
				data: base64Encode(bitmapToPng(bitmap)),
				mime_type: 'image/png' as const,
				width: bitmap.width,
				height: bitmap.height,
				text: input.text
			};
		} catch (error) {
			if (error instanceof NotEncodable) throw errorOf(error.words, { field: 'text' });
			throw error;
		}
	}
});

export const operations = [barcode];
