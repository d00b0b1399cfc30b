import { z } from 'zod';
import { stringOfAtMost } from '../_shared/schemas.js';
import { defineOperation } from '../../engine/define.js';
import { errorOf } from '../../engine/words.js';
import { errors } from './errors.js';
import { lazyModule } from '../../engine/lazy.js';
import { formHints } from '../form-hints.js';
import { EXAMPLE_PNG } from './example.js';
import { MAX_IMAGE_CHARACTERS } from './options.js';

// jsQR and the PNG and JPEG decoders load on the first call, not with the registry.
const logic = lazyModule(() => import('./qr-decode.js'));

export const qrCodeDecode = defineOperation({
	id: 'qr-code-decode',
	group: 'generation',
	title: 'QR code reader',
	summary: 'Reads the QR code in a PNG or JPEG image: a photo, a screenshot or a camera frame.',
	keywords: ['qr', 'qr code', 'scan', 'scanner', 'reader', 'decode', 'read', 'camera', 'image', 'png', 'jpeg'],
	method: 'POST',
	path: '/qr-code/decode',
	runs: 'anywhere',
	cost: 'heavy',
	timeLimit: { ms: 5000, detail: 'reading the image ran longer than the time limit of 5,000 ms; send a smaller image' },
	input: z.object({
		image: stringOfAtMost(MAX_IMAGE_CHARACTERS)
			.refine((text) => text.trim() !== '', { error: errors.zod('empty') })
			.describe('A PNG or JPEG image in base64, or a data: URL of one; at most 1,000,000 characters and 16 megapixels')
			// Secret: a photo may be private, and a megabyte of base64 has no place in the history or a share link.
			.meta(formHints({ widget: 'image', secret: true }))
	}),
	output: z.object({
		text: z.string().describe('The text the code holds'),
		format: z.literal('qr_code')
	}),
	errors: [
		{
			status: 422,
			when:
				'`image` missing, empty, over 1,000,000 characters, not base64, not a PNG or JPEG, unreadable, over 16 megapixels ' +
				'(checked from its header, before decoding), or holding no QR code that can be read',
			codes: ['no_match']
		}
	],
	examples: [
		{
			name: 'A QR code holding a URL',
			input: { image: 'data:image/png;base64,' + EXAMPLE_PNG }
		}
	],
	prepare: logic.load,
	run(input) {
		const { ImageError, readQrCode } = logic.get();
		let text: string | null;
		try {
			text = readQrCode(input.image);
		} catch (error) {
			if (error instanceof ImageError) throw errorOf(error.words, { field: 'image' });
			throw error;
		}
		if (text === null) throw errors.error('no_code', {}, { field: 'image', code: 'no_match' });
		return { text, format: 'qr_code' as const };
	}
});

export const operations = [qrCodeDecode];
