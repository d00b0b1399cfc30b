import { catalog } from '../../engine/words.js';

/** The module's messages in English, the API's words (pt-BR and es: `errorWords` in i18n.ts); `reason` is a decoder's own (English) words. */
export const errors = catalog('qr-decode', {
	empty: 'must not be empty',
	no_code: 'no QR code found in the image',
	no_pixels: 'the image has no pixels',
	too_many_pixels: ({ width, height, max }: { width: number; height: number; max: number }) =>
		`${width} × ${height} pixels is over the limit of ${max.toLocaleString('en-US')} pixels (16 megapixels); use a smaller image`,
	png_no_ihdr: 'not a readable PNG (no IHDR chunk)',
	png_type: 'not a readable PNG (unknown colour type or bit depth)',
	png_bomb: 'the PNG’s image data is larger than its header says (a decompression bomb?)',
	png_unreadable: ({ reason }: { reason: string }) => `not a readable PNG (${reason})`,
	jpeg_no_frame: 'not a readable JPEG (no frame header)',
	jpeg_unreadable: ({ reason }: { reason: string }) => `not a readable JPEG (${reason})`,
	not_an_image: 'must be a PNG or JPEG image (its first bytes are neither signature)',
	data_url_base64: 'a data URL must be base64 (data:image/png;base64,…)',
	not_base64: 'must be base64 (RFC 4648) or a data: URL of a PNG or JPEG'
});
