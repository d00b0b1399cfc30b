/**
 * What the image widget (ImagePicker.svelte) decides without a browser: whether a file can be sent
 * as it is, and how large a re-encoded frame may be.
 */

/**
 * The largest file sent as it is: 700,000 bytes are 933,336 characters of base64, which with the
 * `data:image/jpeg;base64,` prefix stays under the QR reader's 1,000,000-character limit.
 */
export const MAX_FILE_BYTES = 700_000;

/** The longest side of a re-encoded image: plenty for a QR code, and a JPEG of it fits the limit. */
export const MAX_SIDE = 1600;

/** Whether a file must be redrawn (another format, or too large) rather than sent as it is. */
export function needsReencoding(type: string, bytes: number): boolean {
	return !(type === 'image/png' || type === 'image/jpeg') || bytes > MAX_FILE_BYTES;
}

/** `width` × `height` scaled down (never up) so that neither side exceeds `max`, in whole pixels. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
	const scale = Math.min(1, max / Math.max(width, height));
	return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
