import jsQR from 'jsqr';
import { decodeImage, ImageError } from './image.js';
import { errors } from './errors.js';

export { ImageError } from './image.js';
export { MAX_IMAGE_CHARACTERS } from './options.js';

/** `data:image/png;base64,…`: the prefix is dropped; the bytes themselves say what they are. */
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(;[\w-]+=[^;,]*)*;base64,/i;

/** Standard base64 (RFC 4648 section 4), padding optional, whitespace (line breaks) ignored. */
export function imageBytes(image: string): Uint8Array {
	const body = image.trim().replace(DATA_URL, '').replace(/\s+/g, '');
	if (body.startsWith('data:')) throw new ImageError(errors.words('data_url_base64'));
	if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.replace(/=+$/, '').length % 4 === 1) {
		throw new ImageError(errors.words('not_base64'));
	}
	const unpadded = body.replace(/=+$/, '');
	const binary = atob(unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4));
	const bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
	return bytes;
}

/**
 * Finds and reads one QR code. jsQR binarises the image, finds the finder patterns, and decodes
 * numeric, alphanumeric, byte (as UTF-8 when it is, else ISO 8859-1) and kanji segments;
 * `attemptBoth` also reads light-on-dark codes. Null when there is none it can read.
 */
export function readQrCode(image: string): string | null {
	const { width, height, data } = decodeImage(imageBytes(image));
	const code = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' });
	return code ? code.data : null;
}
